import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorReply,
  memberListQuery,
  memberListReply,
  memberRow,
  memberFacetsReply,
  memberStatusBody,
  tenantInput,
  tenantListQuery,
  tenantPatch,
  tenantRow,
  tenantListReply,
  tenantParams,
  tenantUserParams,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { scopeOf, tenantScopeOf } from '../../platform/policy/scope.js';
import { listTenants } from './service.js';
import { getMember, listMembers, setMemberActive } from './members-service.js';
import { memberFacets } from './member-facets.js';
import { createTenant, updateTenant } from './tenant-admin-service.js';

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

  r.post('/api/tenant/v1/tenants', {
    config: { policy: policy.role('commander') },
    schema: {
      tags,
      summary: 'Create a group (commander in their organisation, architect anywhere)',
      body: tenantInput,
      response: { 201: tenantRow, 400: errorReply, 409: errorReply, ...denied },
    },
    handler: async (request, reply) => reply.status(201).send(await createTenant(deps.db, tenantScopeOf(request), request.body)),
  });

  r.patch('/api/tenant/v1/tenants/:tenantId', {
    config: { policy: policy.role('commander', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Edit a group (commander in their organisation, architect anywhere)',
      params: tenantParams,
      body: tenantPatch,
      response: { 200: tenantRow, 400: errorReply, 409: errorReply, ...denied },
    },
    handler: async (request) => {
      const row = await updateTenant(deps.db, tenantScopeOf(request), request.body);
      // Committed: a group that moved organisation leaves the reach of sessions that had it through the old one.
      if (request.body.org !== undefined) await deps.sessions.changed('all');
      return row;
    },
  });

  r.get('/api/tenant/v1/:tenantId/users/facets', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Supervisor names of a tenant (choices of the l1Names, l2Names and l3Names filters)',
      params: tenantParams,
      response: { 200: memberFacetsReply, ...denied },
    },
    handler: (request) => memberFacets(deps.db, tenantScopeOf(request)),
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
    handler: (request) => listMembers(deps.db, tenantScopeOf(request), request.query, deps.now()),
  });

  r.get('/api/tenant/v1/:tenantId/users/:userId', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: { tags, summary: 'One user of a tenant', params: tenantUserParams, response: { 200: memberRow, ...denied } },
    handler: (request) => getMember(deps.db, tenantScopeOf(request), request.params.userId, deps.now()),
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
    handler: async (request) => {
      const row = await setMemberActive(deps.db, tenantScopeOf(request), request.params.userId, request.body.active);
      // Committed: a deactivated user's cached sessions go on every node.
      if (!request.body.active) await deps.sessions.changed({ userIds: [request.params.userId] });
      return row;
    },
  });
}
