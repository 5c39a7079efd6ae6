import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReply, neverSayBody, neverSayReply } from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { getNeverSay, saveNeverSay } from './service.js';

const tags = ['roleplay: practice'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const URL = '/apigateway/tbsrvc/roleplay/never-say';

/** The tenant's additions to the never-say list of scripted practice: guardians and above keep it. */
export function neverSayRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(URL, {
    config: { policy: policy.role('guardian') },
    schema: { tags, summary: "The tenant's never-say phrases, on top of the built-in list", response: { 200: neverSayReply, ...denied } },
    handler: (request) => getNeverSay(deps.db, tenantScopeOf(request)),
  });

  r.put(URL, {
    config: { policy: policy.role('guardian') },
    schema: {
      tags,
      summary: "Replaces the tenant's never-say phrases (sessions already started keep theirs)",
      body: neverSayBody,
      response: { 200: neverSayReply, ...denied },
    },
    handler: (request) => saveNeverSay(deps.db, tenantScopeOf(request), request.body),
  });
}
