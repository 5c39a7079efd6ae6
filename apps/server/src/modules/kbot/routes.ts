import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReply, kbotSyncBody, kbotSyncListReply, kbotSyncParams, kbotSyncReply, kbotSyncRequest } from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { getSyncRequest, listSyncRequests, requestSync } from './service.js';

const tags = ['kbot'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };

export function kbotRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/kbot/sync', {
    config: { policy: policy.role('guardian') },
    schema: {
      tags,
      summary: "Ask KBot to re-read the active group's knowledge sources (guardian)",
      description:
        'Records the request and sends `kbot.sync.requested` on the events socket to the group. 202 with the request; ' +
        'a repeat within a minute answers the pending request with `alreadyQueued: true`. 404 when KBot is not enabled for the group.',
      body: kbotSyncBody,
      response: { 202: kbotSyncReply, 400: errorReply, ...denied },
    },
    handler: async (request, reply) => reply.status(202).send(await requestSync(deps.db, deps.bus, tenantScopeOf(request), request.body)),
  });

  r.get('/api/kbot/sync', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "The active group's latest KBot sync requests, newest first",
      response: { 200: kbotSyncListReply, ...denied },
    },
    handler: (request) => listSyncRequests(deps.db, tenantScopeOf(request)),
  });

  r.get('/api/kbot/sync/:syncId', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'One KBot sync request of the active group',
      params: kbotSyncParams,
      response: { 200: kbotSyncRequest, ...denied },
    },
    handler: (request) => getSyncRequest(deps.db, tenantScopeOf(request), request.params.syncId),
  });
}
