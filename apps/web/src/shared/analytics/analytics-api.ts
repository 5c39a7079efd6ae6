import { analyticsConfigReply, type UsageEvent } from '@switchboard/contracts';
import { http, requestHeaders } from '../api/http-client';
import { parseReply } from '../api/parse-reply';
import type { SendOutcome } from './usage-queue';

const base = '/api/analytics/v1';

export const analyticsApi = {
  config: async (signal?: AbortSignal) => parseReply(analyticsConfigReply, await http.get(`${base}/config`, { signal })),

  /**
   * One batch, as a keepalive fetch so it also leaves while the page unloads. Not sendBeacon: it cannot
   * carry the session and CSRF headers. Not the shared http client either: analytics must never sign the
   * user out on a 401 nor raise a toast. The SPA's CSP allows it (connect-src 'self').
   */
  send: async (events: UsageEvent[]): Promise<SendOutcome> => {
    let response: Response;
    try {
      response = await fetch(`${base}/events`, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { ...requestHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      });
    } catch {
      return 'retry';
    }
    if (response.status === 204) return 'off';
    if (response.ok) return 'sent';
    // A refused batch would be refused again; a missing session has nobody to attribute it to.
    if ([400, 401, 403, 404, 413].includes(response.status)) return 'drop';
    return 'retry';
  },
};
