import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { USAGE_ANALYTICS } from '@switchboard/contracts';
import { analyticsApi } from './analytics-api';
import { pagePath, trackUsage, usageQueue } from './usage-analytics';

/**
 * Usage analytics for a signed-in session (ADR 015): asks the server once whether to collect, then records
 * a page view per route, flushes every USAGE_ANALYTICS.flushIntervalMs and when the page is hidden or left.
 * `identity` is the user and group: when it changes, waiting events are dropped rather than sent under it.
 */
export function useUsageAnalytics(identity: string): void {
  const config = useQuery({
    queryKey: ['usage-analytics', 'config'],
    queryFn: ({ signal }) => analyticsApi.config(signal),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
  const enabled = config.data?.enabled === true;

  useEffect(() => {
    usageQueue.setEnabled(enabled);
    if (!enabled) return undefined;
    const flushNow = () => void usageQueue.flush();
    const leaving = () => void usageQueue.flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    const timer = setInterval(flushNow, USAGE_ANALYTICS.flushIntervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leaving);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leaving);
      // Signing out or switching off: what is left goes now, while the session still holds.
      leaving();
      usageQueue.setEnabled(false);
    };
  }, [enabled]);

  useEffect(() => () => usageQueue.clear(), [identity]);

  const { pathname } = useLocation();
  useEffect(() => {
    if (enabled) trackUsage('page_viewed', { path: pagePath(pathname) });
  }, [enabled, pathname]);
}
