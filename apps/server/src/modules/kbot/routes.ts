import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorReply,
  kbotAnswer,
  kbotAskBody,
  kbotSyncBody,
  kbotSyncListReply,
  kbotSyncParams,
  kbotSyncReply,
  kbotSyncRequest,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { ask } from './ask-service.js';
import { getSyncRequest, listSyncRequests, requestSync } from './service.js';
import { KbotSyncWorker } from './sync-worker.js';

const tags = ['kbot'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };

/** Every group is looked at this often for sync jobs a restart or a dead process left behind. */
const SWEEP_MS = 60_000;
/** A running job whose heartbeat is older than this is taken over (a chunk takes well under a second). */
const STALE_MS = 2 * 60_000;

export interface KbotModuleOptions {
  /** Tests shorten the sweep and the heartbeat limit to see a restart taken over. */
  sweepMs?: number;
  staleMs?: number;
}

export function kbotRoutes(app: FastifyInstance, deps: AppDeps, options: KbotModuleOptions = {}): KbotSyncWorker {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const worker = new KbotSyncWorker({
    db: deps.db,
    bus: deps.bus,
    log: deps.log,
    intervalMs: options.sweepMs ?? SWEEP_MS,
    staleMs: options.staleMs ?? STALE_MS,
  });
  app.addHook('onReady', async () => {
    worker.start();
    // Jobs queued while no process ran (a seed, a restart) start now, not after the first sweep interval.
    void worker.runOnce().catch((error: unknown) => deps.log.warn({ err: error }, 'kbot sync sweep failed'));
  });
  app.addHook('onClose', () => worker.stop());
  const kbot = { db: deps.db, bus: deps.bus, worker };

  r.post('/api/kbot/sync', {
    config: { policy: policy.role('guardian') },
    schema: {
      tags,
      summary: "Re-read the active group's knowledge sources into KBot (guardian)",
      description:
        'Queues a sync job and starts it at once: knowledge articles, published announcements and roleplay descriptions are cut ' +
        'into passages. Progress arrives on the events socket (`kbot.sync.progress`, then `kbot.sync.finished` or `kbot.sync.failed`). ' +
        'While a job of the group is waiting or running, the request answers it with `alreadyQueued: true`. 404 when KBot is not enabled.',
      body: kbotSyncBody,
      response: { 202: kbotSyncReply, 400: errorReply, ...denied },
    },
    handler: async (request, reply) => reply.status(202).send(await requestSync(kbot, tenantScopeOf(request), request.body)),
  });

  r.get('/api/kbot/sync', {
    config: { policy: policy.signedIn() },
    schema: { tags, summary: "The active group's latest KBot syncs, newest first", response: { 200: kbotSyncListReply, ...denied } },
    handler: (request) => listSyncRequests(deps.db, tenantScopeOf(request)),
  });

  r.get('/api/kbot/sync/:syncId', {
    config: { policy: policy.signedIn() },
    schema: { tags, summary: 'One KBot sync of the active group', params: kbotSyncParams, response: { 200: kbotSyncRequest, ...denied } },
    handler: (request) => getSyncRequest(deps.db, tenantScopeOf(request), request.params.syncId),
  });

  r.post('/api/kbot/ask', {
    // With an LLM configured each question is a model call: the heavy bucket.
    config: { policy: policy.signedIn({ rate: 'heavy' }) },
    schema: {
      tags,
      summary: "Ask KBot: the group's best passages with links to their sources, and an answer grounded in them when an LLM is configured",
      body: kbotAskBody,
      response: { 200: kbotAnswer, 400: errorReply, ...denied },
    },
    handler: (request) => ask(deps.db, deps.llm, tenantScopeOf(request), request.body.question),
  });
  return worker;
}
