import type { UsageEventName } from '@switchboard/contracts';

/** One stored event as it leaves for an analytics service: opaque ids, the event and its typed properties only. */
export interface OutgoingEvent {
  tenantId: string;
  userId: string;
  messageId: string;
  event: UsageEventName;
  properties: Record<string, unknown>;
  occurredAt: Date;
}

/** Where stored events go; `send` resolves once the whole batch is accepted and throws otherwise (the outbox retries). */
export interface UsageForwarder {
  send(batch: readonly OutgoingEvent[]): Promise<void>;
}

export class ForwardError extends Error {}

/** A Segment batch message: page views as `page` calls, everything else as `track` calls. */
export function toSegmentMessage(e: OutgoingEvent): Record<string, unknown> {
  const common = {
    userId: e.userId,
    properties: e.properties,
    timestamp: e.occurredAt.toISOString(),
    messageId: e.messageId,
    // The group is Segment's group id in context: analyses per group without a separate group call.
    context: { groupId: e.tenantId },
  };
  return e.event === 'page_viewed' ? { type: 'page', ...common } : { type: 'track', event: e.event, ...common };
}

export interface SegmentOptions {
  /** Base URL of a Segment-compatible HTTP API; batches go to `{url}/v1/batch`. */
  url: string;
  writeKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Segment's HTTP tracking API (also spoken by RudderStack, Jitsu and others): one `POST /v1/batch` per send. */
export function segmentForwarder(options: SegmentOptions): UsageForwarder {
  const endpoint = new URL('v1/batch', options.url.endsWith('/') ? options.url : `${options.url}/`).toString();
  // Segment's Basic auth: the write key as user name, no password.
  const authorization = `Basic ${Buffer.from(`${options.writeKey}:`).toString('base64')}`;
  const doFetch = options.fetch ?? fetch;
  return {
    async send(batch) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ batch: batch.map(toSegmentMessage), sentAt: new Date().toISOString() }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new ForwardError(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable');
      }
      // The reply body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new ForwardError(`HTTP ${response.status}`);
    },
  };
}
