import { USAGE_ANALYTICS, type UsageEventName, type UsageEventProperties } from '@switchboard/contracts';
import { analyticsApi } from './analytics-api';
import { UsageQueue } from './usage-queue';

/** The app's one queue; features call trackUsage and never wait for it. */
export const usageQueue = new UsageQueue({
  send: (events) => analyticsApi.send(events),
  maxBatch: USAGE_ANALYTICS.maxBatch,
  maxQueue: USAGE_ANALYTICS.maxQueue,
});

/** Records a usage event when analytics is on (the server decides); otherwise does nothing. */
export function trackUsage<E extends UsageEventName>(event: E, properties: UsageEventProperties[E]): void {
  try {
    usageQueue.track(event, properties);
  } catch {
    // Analytics never breaks the feature that tracked.
  }
}

/** A page view's path: the pathname only (never the query, which may hold search terms), in the characters the server takes. */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/[^A-Za-z0-9\-._~/]/g, '_').slice(0, 200);
  return path.startsWith('/') ? path : `/${path}`.slice(0, 200);
}
