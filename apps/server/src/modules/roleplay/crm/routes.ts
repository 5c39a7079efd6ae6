import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  crmForm,
  crmFormBody,
  crmFormDataBody,
  crmFormDataReply,
  crmFormQuery,
  errorReply,
  userSessionIdParams,
} from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { getCrmForm, getCrmFormData, saveCrmForm, submitCrmFormData } from './service.js';
import { BODY_LIMITS } from '../../../platform/http/body-limits.js';

const tags = ['roleplay: CRM'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const P = '/apigateway/tbsrvc';

/** roleplay.md §7 CRM: the form of a roleplay and the data submitted per practice session. */
export function crmRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${P}/crmform`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'The CRM form of one of your practice items, or of a roleplay',
      querystring: crmFormQuery,
      response: { 200: crmForm, ...denied },
    },
    handler: (request) => getCrmForm(deps.db, tenantScopeOf(request), request.query),
  });

  r.post(`${P}/crmform`, {
    config: { policy: policy.role('guardian') },
    bodyLimit: BODY_LIMITS.text,
    schema: { tags, summary: "Create or replace a roleplay's CRM form", body: crmFormBody, response: { 200: crmForm, ...denied } },
    handler: (request) => saveCrmForm(deps.db, tenantScopeOf(request), request.body),
  });

  r.get(`${P}/crmformdata/:userSessionId`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "A session's CRM values (empty until submitted)",
      params: userSessionIdParams,
      response: { 200: crmFormDataReply, ...denied },
    },
    handler: (request) => getCrmFormData(deps.db, tenantScopeOf(request), request.params.userSessionId),
  });

  r.post(`${P}/crmformdata/:userSessionId`, {
    config: { policy: policy.signedIn() },
    bodyLimit: BODY_LIMITS.text,
    schema: {
      tags,
      summary: 'Submit the CRM form of your session: every field required (roleplay.md §5)',
      params: userSessionIdParams,
      body: crmFormDataBody,
      response: { 200: crmFormDataReply, ...denied },
    },
    handler: (request) => submitCrmFormData(deps.db, tenantScopeOf(request), request.params.userSessionId, request.body),
  });
}
