import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  USAGE_ANALYTICS,
  analyticsConfigReply,
  errorReply,
  usageEventsBody,
  usageEventsReply,
  usageSummaryQuery,
  usageSummaryReply,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { UsageOutbox } from './outbox.js';
import { UsageRetention } from './retention.js';
import { segmentForwarder } from './segment-forwarder.js';
import { recordUsageEvents, usageSummary } from './service.js';

const tags = ['usage analytics'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };

/** The forwarder runs only when analytics is on and a Segment-compatible endpoint is configured. */
function outboxFrom(app: FastifyInstance, deps: AppDeps): UsageOutbox | null {
  const { config } = deps;
  if (!config.ANALYTICS_ENABLED || !config.ANALYTICS_SEGMENT_URL || !config.ANALYTICS_SEGMENT_WRITE_KEY) return null;
  const outbox = new UsageOutbox({
    db: deps.db,
    log: deps.log,
    forwarder: segmentForwarder({ url: config.ANALYTICS_SEGMENT_URL, writeKey: config.ANALYTICS_SEGMENT_WRITE_KEY }),
    intervalMs: config.ANALYTICS_FORWARD_INTERVAL_MS,
  });
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', () => outbox.stop());
  return outbox;
}

/** Retention runs even while analytics is off: what was stored while it was on still expires. */
function startRetention(app: FastifyInstance, deps: AppDeps): void {
  const retention = new UsageRetention({
    db: deps.db,
    log: deps.log,
    retentionDays: deps.config.ANALYTICS_RETENTION_DAYS,
    intervalMs: deps.config.ANALYTICS_RETENTION_INTERVAL_MS,
  });
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', () => retention.stop());
}

export function usageAnalyticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const enabled = deps.config.ANALYTICS_ENABLED;
  const outbox = outboxFrom(app, deps);
  startRetention(app, deps);

  r.get('/api/analytics/v1/config', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'Whether the app collects usage analytics (off unless the server is configured to)',
      response: { 200: analyticsConfigReply, 401: errorReply },
    },
    handler: () => ({ enabled }),
  });

  r.post('/api/analytics/v1/events', {
    config: { policy: policy.signedIn({ rate: 'events' }) },
    bodyLimit: USAGE_ANALYTICS.maxBodyBytes,
    schema: {
      tags,
      summary: "Record a batch of the caller's usage events in their active group",
      description:
        `Up to ${USAGE_ANALYTICS.maxBatch} events, stored all or nothing (400 names every invalid field); the user and group are the session's. ` +
        '204 and nothing stored while usage analytics is off. A re-sent event (same messageId) is stored once.',
      body: usageEventsBody,
      response: { 202: usageEventsReply, 204: z.null(), 400: errorReply, 413: errorReply, 429: errorReply, ...denied },
    },
    handler: async (request, reply) => {
      if (!enabled) return reply.status(204).send(null);
      const scope = tenantScopeOf(request);
      const result = await recordUsageEvents(deps.db, scope, request.body.events);
      if (result.accepted > 0) outbox?.markPending(scope.tenantId);
      return reply.status(202).send(result);
    },
  });

  r.get('/api/analytics/v1/summary', {
    config: { policy: policy.role('guardian') },
    schema: {
      tags,
      summary: 'Usage events of the active group per event: count and distinct users (the last 30 days unless from/to say otherwise)',
      querystring: usageSummaryQuery,
      response: { 200: usageSummaryReply, 400: errorReply, ...denied },
    },
    handler: (request) => usageSummary(deps.db, tenantScopeOf(request), request.query),
  });
}
