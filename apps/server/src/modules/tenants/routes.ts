import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorReply,
  memberListQuery,
  memberListReply,
  memberRow,
  memberStatusBody,
  tenantListQuery,
  tenantListReply,
  tenantParams,
  tenantUserParams,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { scopeOf, tenantScopeOf } from '../../platform/policy/scope.js';
import { listTenants } from './service.js';
import { getMember, listMembers, setMemberActive } from './members-service.js';

const tags = ['tenants'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };

export function tenantsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tenant/v1/tenants', {
    config: { policy: policy.role('guardian') },
    schema: {
      tags,
      summary: 'Tenants (groups) the caller administers',
      querystring: tenantListQuery,
      response: { 200: tenantListReply, ...denied },
    },
    handler: (request) => listTenants(deps.db, scopeOf(request), request.query),
  });

  r.get('/api/tenant/v1/:tenantId/users', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Users of a tenant',
      params: tenantParams,
      querystring: memberListQuery,
      response: { 200: memberListReply, ...denied },
    },
    handler: (request) => listMembers(deps.db, tenantScopeOf(request), request.query),
  });

  r.get('/api/tenant/v1/:tenantId/users/:userId', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: { tags, summary: 'One user of a tenant', params: tenantUserParams, response: { 200: memberRow, ...denied } },
    handler: (request) => getMember(deps.db, tenantScopeOf(request), request.params.userId),
  });

  r.patch('/api/tenant/v1/:tenantId/users/:userId/status', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Activate or deactivate a user in a tenant (deactivation ends their sessions)',
      params: tenantUserParams,
      body: memberStatusBody,
      response: { 200: memberRow, 400: errorReply, ...denied },
    },
    handler: (request) => setMemberActive(deps.db, tenantScopeOf(request), request.params.userId, request.body.active),
  });
}
