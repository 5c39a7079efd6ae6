import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReply, syncJob, syncJobParams, syncRolePlayBody, syncRolePlayReply } from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { getSyncJob, startSync } from './sync-service.js';

const tags = ['roleplay: user sync'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const P = '/api/tenant/v1/rolePlay/syncRolePlay';

/** roleplay.md §7 User sync (an administrator-type function: guardian and above, DESIGN §4). */
export function syncRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(P, {
    config: { policy: policy.role('guardian') },
    schema: {
      tags,
      summary: "Sync the active group's users into Roleplay in the background (progress on the events socket)",
      body: syncRolePlayBody,
      response: { 202: syncRolePlayReply, ...denied },
    },
    handler: async (request, reply) =>
      reply.status(202).send(await startSync({ db: deps.db, bus: deps.bus, log: deps.log }, tenantScopeOf(request), request.body)),
  });

  r.get(`${P}/:jobId`, {
    config: { policy: policy.role('guardian') },
    schema: {
      tags,
      summary: 'A Roleplay user sync of the active group, with its counts',
      params: syncJobParams,
      response: { 200: syncJob, ...denied },
    },
    handler: (request) => getSyncJob(deps.db, tenantScopeOf(request), request.params.jobId),
  });
}
