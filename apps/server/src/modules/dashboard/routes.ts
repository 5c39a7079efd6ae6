import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorReply,
  featureAccessParams,
  featureAccessReply,
  featureParams,
  hasWidgetAccessQuery,
  hasWidgetAccessReply,
  saveLayoutBody,
  tenantParams,
  userAppsReply,
  widgetActiveReply,
  widgetParams,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { featureAccess, getUserApps, hasWidgetAccess, saveLayout, widgetActive } from './service.js';

const tags = ['dashboard'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };
const inTenant = policy.signedIn({ tenantParam: 'tenantId' });

export function dashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tenant/v1/:tenantId/feature/:featureId/widget/userApps', {
    config: { policy: inTenant },
    schema: {
      tags,
      summary: "The caller's dashboard layout (the default one until the first save) and the applications they may use",
      params: featureParams,
      response: { 200: userAppsReply, ...denied },
    },
    handler: (request) => getUserApps(deps.db, tenantScopeOf(request), request.params.featureId),
  });

  r.post('/api/tenant/v1/:tenantId/feature/:featureId/widget/save', {
    config: { policy: inTenant },
    schema: {
      tags,
      summary: "Save the caller's dashboard layout",
      description:
        '400 names the problem when a card overlaps another, leaves the 3-column grid or the 10000 rows, is below its minimum size, ' +
        'or is not an application the caller may use; 409 when `expectedUpdatedAt` is stale (saved meanwhile in another browser).',
      params: featureParams,
      body: saveLayoutBody,
      response: { 200: userAppsReply, 400: errorReply, 409: errorReply, ...denied },
    },
    handler: (request) => saveLayout(deps.db, deps.bus, tenantScopeOf(request), request.params.featureId, request.body),
  });

  r.get('/api/tenant/v1/feature/tenant/:tenantId/hasWidgetAccess', {
    config: { policy: inTenant },
    schema: {
      tags,
      summary: 'May the caller use this widget (application id or key) on this feature',
      params: tenantParams,
      querystring: hasWidgetAccessQuery,
      response: { 200: hasWidgetAccessReply, ...denied },
    },
    handler: (request) => hasWidgetAccess(deps.db, tenantScopeOf(request), request.query.feature, request.query.widget),
  });

  r.get('/api/tenant/v1/:tenantId/feature/:featureId/widget/:widgetId/user/active', {
    config: { policy: inTenant },
    schema: {
      tags,
      summary: "Is this widget on the caller's dashboard",
      params: widgetParams,
      response: { 200: widgetActiveReply, ...denied },
    },
    handler: (request) => widgetActive(deps.db, tenantScopeOf(request), request.params.featureId, request.params.widgetId),
  });

  r.get('/api/tenant/v1/feature/tenant/access/:tenantId/:feature', {
    config: { policy: inTenant },
    schema: {
      tags,
      summary: 'May the caller open this feature: `home`, or an application key such as `kbot`',
      params: featureAccessParams,
      response: { 200: featureAccessReply, ...denied },
    },
    handler: (request) => featureAccess(deps.db, tenantScopeOf(request), request.params.feature),
  });
}
