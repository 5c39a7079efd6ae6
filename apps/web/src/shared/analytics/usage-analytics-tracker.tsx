import { useUsageAnalytics } from './use-usage-analytics';

/** Renders nothing: runs usage analytics for the signed-in session (see useUsageAnalytics). */
export function UsageAnalyticsTracker({ identity }: { identity: string }) {
  useUsageAnalytics(identity);
  return null;
}
