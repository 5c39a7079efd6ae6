import { SAMPLE, multipartBody } from '../support/multipart.js';

/**
 * Where the route matrix takes each path parameter's value from. Every id-bearing route is probed with a
 * real object of the target group; a parameter is found here by its name (`BY_NAME`) or, where the name
 * alone does not say which object it is (`:id`, `:jobId`), by the route (`BY_ROUTE`). A route whose
 * parameter is in neither fails the matrix test with its name: add one line here.
 *
 * - `'tenant'`: the target group's id;
 * - `'member'`: a hero of the target group;
 * - `{ table, column? }`: a row of that tenant table in the target group (its `id` unless `column` says);
 * - `{ literal }`: not an id (a feature name, an export's file name): the same value for every caller;
 * - `{ global }`: an object that belongs to no group (the application catalogue): only roles are probed.
 */
export type IdSource =
  'tenant' | 'member' | { table: string; column?: string } | { literal: string } | { global: 'application' | 'groupUploadJob' };

export interface RouteDeclaration {
  params?: Record<string, IdSource>;
  /** A valid body, so a write reaches its lookup instead of stopping at validation. */
  body?: () => { payload: string | Buffer | object; headers?: Record<string, string> };
}

export const BY_NAME: Record<string, IdSource> = {
  tenantId: 'tenant',
  instance: 'tenant',
  userId: 'member',
  userSessionId: { table: 'user_sessions' },
  assessmentId: { table: 'assessments' },
  mediaId: { table: 'announcement_media' },
  assignmentId: { table: 'usecase_assignments' },
  applicationId: { global: 'application' },
  widgetId: { global: 'application' },
  featureId: { literal: 'home' },
  feature: { literal: 'home' },
  product: { literal: 'Roleplay' },
  syncId: { table: 'kbot_sync_requests' },
  articleId: { table: 'knowledge_articles' },
  tokenId: { table: 'scim_tokens' },
};

const json = (payload: object) => () => ({ payload });
const ANN = '/api/announcement/v1/:tenantId/announcements/:id';
const announcement = { id: { table: 'announcements' } };
const usecase = { id: { table: 'usecases' } };
const batch = { id: { table: 'batches' } };

export const BY_ROUTE: Record<string, RouteDeclaration> = {
  'PATCH /api/knowledge/v1/:tenantId/articles/:articleId': { body: json({ title: 'Changed by the route matrix' }) },
  [`GET ${ANN}`]: { params: announcement },
  [`PATCH ${ANN}`]: { params: announcement, body: json({ title: 'Changed by the route matrix' }) },
  [`DELETE ${ANN}`]: { params: announcement },
  [`POST ${ANN}/read`]: { params: announcement },
  [`POST ${ANN}/acknowledge`]: { params: announcement },
  [`GET ${ANN}/receipts`]: { params: announcement },
  [`GET ${ANN}/receipts.xlsx`]: { params: announcement },
  [`POST ${ANN}/media`]: {
    params: announcement,
    body: () => {
      const { body, contentType } = multipartBody([{ filename: 'probe.png', contentType: 'image/png', content: SAMPLE.png }]);
      return { payload: body, headers: { 'content-type': contentType } };
    },
  },
  [`GET ${ANN}/media/:mediaId`]: { params: { id: { table: 'announcement_media', column: 'announcement_id' } } },
  [`DELETE ${ANN}/media/:mediaId`]: { params: { id: { table: 'announcement_media', column: 'announcement_id' } } },

  'GET /apigateway/tbsrvc/usecases/:id': { params: usecase },
  'PATCH /apigateway/tbsrvc/usecases/:id': { params: usecase, body: json({ version: 1, description: 'Changed by the route matrix' }) },
  'GET /apigateway/tbsrvc/usecases/:id/assignments': { params: usecase },
  'POST /apigateway/tbsrvc/usecases/:id/assignments': { params: usecase, body: json({ batchId: '0123456789abcdef01234567' }) },
  'DELETE /apigateway/tbsrvc/usecases/:id/assignments/:assignmentId': {
    params: { id: { table: 'usecase_assignments', column: 'usecase_id' } },
  },

  'GET /apigateway/tbsrvc/batches/:id': { params: batch },
  'PATCH /apigateway/tbsrvc/batches/:id': { params: batch, body: json({ batchName: 'Changed by the route matrix' }) },
  'GET /apigateway/tbsrvc/batches/:id/usecases': { params: batch },
  'GET /apigateway/tbsrvc/batches/:id/trainings': { params: batch },
  'POST /apigateway/tbsrvc/batches/:id/trainings': { params: batch, body: json({ userIds: ['0123456789abcdef01234567'] }) },
  'PATCH /apigateway/tbsrvc/batches/:id/trainings/:userId': {
    params: { id: { table: 'trainings', column: 'batch_id' }, userId: { table: 'trainings', column: 'user_id' } },
    body: json({ trainerId: null }),
  },
  'DELETE /apigateway/tbsrvc/batches/:id/trainings/:userId': {
    params: { id: { table: 'trainings', column: 'batch_id' }, userId: { table: 'trainings', column: 'user_id' } },
  },

  'GET /apigateway/tbsrvc/usersession/:id': { params: { id: { table: 'user_sessions' } } },
  'POST /apigateway/tbsrvc/usersession/:id/usage': { params: { id: { table: 'user_sessions' } }, body: json({ durationSeconds: 1 }) },
  'GET /apigateway/tbsrvc/interaction/chatscript/:id': { params: { id: { table: 'user_sessions' } } },
  'GET /apigateway/tbsrvc/interaction/histories/audio/:instance/:id': {
    params: { id: { table: 'call_recordings', column: 'user_session_id' } },
  },
  'POST /apigateway/tbsrvc/crmformdata/:userSessionId': {
    params: { userSessionId: { table: 'crm_form_data', column: 'user_session_id' } },
    body: json({ fields: [] }),
  },
  'GET /apigateway/tbsrvc/crmformdata/:userSessionId': { params: { userSessionId: { table: 'crm_form_data', column: 'user_session_id' } } },
  'GET /api/tenant/v1/rolePlay/syncRolePlay/:jobId': { params: { jobId: { table: 'roleplay_sync_jobs' } } },

  'GET /api/tenant/v1/:tenantId/users/upload/:jobId': { params: { jobId: { table: 'upload_jobs' } } },
  'GET /api/tenant/v1/:tenantId/users/upload/:jobId/report.xlsx': { params: { jobId: { table: 'upload_jobs' } } },
  'POST /api/tenant/v1/:tenantId/users/upload/:jobId/commit': {
    params: { jobId: { table: 'upload_jobs' } },
    body: () => ({ payload: {}, headers: { 'idempotency-key': 'route-matrix-probe' } }),
  },
  'GET /api/tenant/v1/tenants/upload/:jobId': { params: { jobId: { global: 'groupUploadJob' } } },
  'GET /api/tenant/v1/tenants/upload/:jobId/report.xlsx': { params: { jobId: { global: 'groupUploadJob' } } },
  'POST /api/tenant/v1/tenants/upload/:jobId/commit': {
    params: { jobId: { global: 'groupUploadJob' } },
    body: () => ({ payload: {}, headers: { 'idempotency-key': 'route-matrix-probe' } }),
  },

  'PATCH /api/tenant/v1/tenants/:tenantId': { body: json({ location: 'Dallas' }) },
  'PUT /api/tenant/v1/:tenantId/sso': {
    body: json({
      issuer: 'https://idp.matrix.example.com',
      clientId: 'route-matrix',
      clientSecret: 'route-matrix-secret',
      domains: ['matrix.example.com'],
      provisionUsers: false,
      provisioningGroupId: null,
    }),
  },
  'PATCH /api/tenant/v1/:tenantId/users/:userId/status': { body: json({ active: true }) },
  'POST /api/tenant/v1/:tenantId/feature/:featureId/widget/save': { body: json({ layout: [] }) },
  'PUT /api/tenant/v1/:tenantId/applications/:applicationId': { body: json({ enabled: true, roles: null }) },
  'PUT /api/tenant/v1/:tenantId/users/:userId/applications/:applicationId': { body: json({ access: null }) },
  'GET /api/tenant/v1/exports/:file': { params: { file: { literal: 'Groups.xlsx' } } },
  'GET /v1/tenant/app/:id': { params: { id: { global: 'application' } } },
  'POST /v1/tenant/app/:id': { params: { id: { global: 'application' } }, body: json({ enabled: true, roles: null }) },
  'PUT /api/tenant/v1/app-widgets/:id': { params: { id: { global: 'application' } } },
  'DELETE /api/tenant/v1/app-widgets/:id': { params: { id: { global: 'application' } } },
};

/** The path parameters of a route pattern (`:name`, with any regexp suffix dropped). */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

/** Where a route's parameter comes from, or null when nothing declares it. */
export function sourceOf(method: string, url: string, param: string): IdSource | null {
  return BY_ROUTE[`${method} ${url}`]?.params?.[param] ?? BY_NAME[param] ?? null;
}
