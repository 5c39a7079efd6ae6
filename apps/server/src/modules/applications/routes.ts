import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appWidgetListQuery,
  appWidgetListReply,
  application,
  applicationInput,
  applicationParams,
  deletedReply,
  errorReply,
  myAppsReply,
  tenantApplicationInput,
  tenantApplicationListReply,
  tenantApplicationParams,
  tenantApplicationRow,
  tenantParams,
  userApplicationAccessInput,
  userApplicationAccessReply,
  userApplicationAccessRow,
  userApplicationParams,
  userApplicationsParams,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { scopeOf, tenantScopeOf } from '../../platform/policy/scope.js';
import { createApplication, deleteApplication, getApplication, listAppWidgets, myApps, updateApplication } from './catalogue-service.js';
import { listTenantApplications, setActiveTenantApplication, setTenantApplication } from './tenant-settings-service.js';
import { listUserApplications, setUserApplicationAccess } from './user-access-service.js';

const tags = ['applications'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };

export function applicationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tenant/v1/app-widgets/getAllapp', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'The application catalogue (store), with the caller’s status in their active group',
      description: 'Unavailable applications (admin licence without guardian enabled) sort after the others.',
      querystring: appWidgetListQuery,
      response: { 200: appWidgetListReply, ...denied },
    },
    handler: (request) => listAppWidgets(deps.db, scopeOf(request), request.query),
  });

  r.get('/api/tenant/v1/app-widgets/myapps/:tenantId', {
    config: { policy: policy.signedIn({ tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Applications the caller may use in a tenant',
      params: tenantParams,
      response: { 200: myAppsReply, ...denied },
    },
    handler: (request) => myApps(deps.db, tenantScopeOf(request)),
  });

  r.post('/api/tenant/v1/app-widgets', {
    config: { policy: policy.role('architect') },
    schema: {
      tags,
      summary: 'Add an application to the catalogue (architect)',
      body: applicationInput,
      response: { 201: application, 400: errorReply, 409: errorReply, ...denied },
    },
    handler: async (request, reply) => reply.status(201).send(await createApplication(deps.db, scopeOf(request), request.body)),
  });

  r.put('/api/tenant/v1/app-widgets/:id', {
    config: { policy: policy.role('architect') },
    schema: {
      tags,
      summary: 'Change a catalogue application (architect)',
      params: applicationParams,
      body: applicationInput,
      response: { 200: application, 400: errorReply, 409: errorReply, ...denied },
    },
    handler: (request) => updateApplication(deps.db, scopeOf(request), request.params.id, request.body),
  });

  r.delete('/api/tenant/v1/app-widgets/:id', {
    config: { policy: policy.role('architect') },
    schema: {
      tags,
      summary: 'Remove an application from the catalogue and from every tenant (architect)',
      params: applicationParams,
      response: { 200: deletedReply, ...denied },
    },
    handler: (request) => deleteApplication(deps.db, scopeOf(request), request.params.id),
  });

  r.get('/v1/tenant/app/:id', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'One application with its about page, as the caller sees it in their active group',
      params: applicationParams,
      response: { 200: application, ...denied },
    },
    handler: (request) => getApplication(deps.db, scopeOf(request), request.params.id),
  });

  r.post('/v1/tenant/app/:id', {
    config: { policy: policy.role('commander') },
    schema: {
      tags,
      summary: 'Enable or disable an application in the active group and set its role list there (commander)',
      params: applicationParams,
      body: tenantApplicationInput,
      response: { 200: application, 400: errorReply, ...denied },
    },
    handler: (request) => setActiveTenantApplication(deps.db, tenantScopeOf(request), request.params.id, request.body),
  });

  r.get('/api/tenant/v1/:tenantId/applications', {
    config: { policy: policy.role('commander', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Every catalogue application with the tenant’s settings (Application Settings)',
      params: tenantParams,
      response: { 200: tenantApplicationListReply, ...denied },
    },
    handler: (request) => listTenantApplications(deps.db, tenantScopeOf(request)),
  });

  r.put('/api/tenant/v1/:tenantId/applications/:applicationId', {
    config: { policy: policy.role('commander', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: 'Enable or disable an application in a tenant and set its role list there (commander within their org)',
      params: tenantApplicationParams,
      body: tenantApplicationInput,
      response: { 200: tenantApplicationRow, 400: errorReply, ...denied },
    },
    handler: (request) => setTenantApplication(deps.db, tenantScopeOf(request), request.params.applicationId, request.body),
  });

  r.get('/api/tenant/v1/:tenantId/users/:userId/applications', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: "A member's access to each application of the tenant (guardian)",
      params: userApplicationsParams,
      response: { 200: userApplicationAccessReply, ...denied },
    },
    handler: (request) => listUserApplications(deps.db, tenantScopeOf(request), request.params.userId),
  });

  r.put('/api/tenant/v1/:tenantId/users/:userId/applications/:applicationId', {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
    schema: {
      tags,
      summary: "Grant, withdraw or reset (null: the role decides) a member's access to an application (guardian; never a higher role)",
      params: userApplicationParams,
      body: userApplicationAccessInput,
      response: { 200: userApplicationAccessRow, 400: errorReply, ...denied },
    },
    handler: (request) =>
      setUserApplicationAccess(deps.db, tenantScopeOf(request), request.params.userId, request.params.applicationId, request.body.access),
  });
}
