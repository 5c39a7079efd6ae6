import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UPLOAD_LIMITS,
  commitHeaders,
  errorReply,
  groupUploadParams,
  tenantParams,
  uploadJob,
  uploadJobQuery,
  userUploadParams,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { UploadJobExpiry } from './job-expiry.js';
import { closingOnRefusal, registerMultipart } from '../../platform/files/multipart.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { commitGroupUpload, previewGroupUpload } from './group-upload-service.js';
import { getJob } from './job-store.js';
import { receiveSpreadsheet } from './receive-upload.js';
import { uploadReport } from './report.js';
import { commitUserUpload } from './user-commit.js';
import { previewUserUpload } from './user-upload-service.js';
import { XLSX_MIME, sendXlsx } from '../../platform/files/xlsx.js';

const tags = ['uploads'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };
const refused = { 400: errorReply, 413: errorReply, 415: errorReply };
const multipartBody = {
  consumes: ['multipart/form-data'],
  description: 'multipart/form-data with the spreadsheet (.xlsx, .xls or .csv) in the field "file".',
};
const report = { produces: [XLSX_MIME], response: { 200: z.any().describe('xlsx workbook'), ...denied } };

const USER_LIMITS = { maxBytes: UPLOAD_LIMITS.userFileMaxBytes, xlsMaxBytes: UPLOAD_LIMITS.xlsFileMaxBytes };
const GROUP_LIMITS = { maxBytes: UPLOAD_LIMITS.groupFileMaxBytes, xlsMaxBytes: UPLOAD_LIMITS.groupFileMaxBytes };

/**
 * User bulk upload (guardian and above, in a tenant they may act in) and group upload (commander and
 * above, job kept in the active tenant): upload → preview job → commit (Idempotency-Key) → report.
 * Registered as its own plugin so its multipart parser (platform/files/multipart, shared with
 * announcement media) and its limits exist only here.
 */
export async function uploadsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const expiry = new UploadJobExpiry({
    db: deps.db,
    log: deps.log,
    previewHours: deps.config.UPLOAD_PREVIEW_HOURS,
    reportDays: deps.config.UPLOAD_REPORT_DAYS,
    intervalMs: deps.config.UPLOAD_EXPIRY_INTERVAL_MS,
  });
  app.addHook('onReady', async () => expiry.start());
  app.addHook('onClose', () => expiry.stop());
  await app.register(async (scoped) => {
    // The largest file any upload here takes; receiveSpreadsheet holds each kind to its own cap while streaming.
    await registerMultipart(scoped, Math.max(USER_LIMITS.maxBytes, GROUP_LIMITS.maxBytes));
    const r = scoped.withTypeProvider<ZodTypeProvider>();
    const uploadDeps = { db: deps.db, bus: deps.bus, sessions: deps.sessions };

    r.post('/api/tenant/v1/:tenantId/users/upload', {
      config: { policy: policy.role('guardian', { tenantParam: 'tenantId', rate: 'heavy' }) },
      schema: {
        tags,
        summary: 'Upload users (.xlsx, .xls, .csv): validates every row into a preview job',
        ...multipartBody,
        params: tenantParams,
        response: { 201: uploadJob, ...refused, ...denied },
      },
      handler: async (request, reply) => {
        const scope = tenantScopeOf(request);
        const file = await closingOnRefusal(reply, () => receiveSpreadsheet(request, USER_LIMITS));
        try {
          return reply.status(201).send(await previewUserUpload(uploadDeps, scope, file));
        } finally {
          await file.dispose();
        }
      },
    });

    r.get('/api/tenant/v1/:tenantId/users/upload/:jobId', {
      config: { policy: policy.role('guardian', { tenantParam: 'tenantId' }) },
      schema: {
        tags,
        summary: 'A user upload job with a page of its invalid or failed rows',
        params: userUploadParams,
        querystring: uploadJobQuery,
        response: { 200: uploadJob, ...denied },
      },
      handler: (request) =>
        getJob(
          deps.db,
          tenantScopeOf(request),
          request.params.jobId,
          'users',
          request.query.page,
          request.query.limit,
          request.query.phase,
        ),
    });

    r.post('/api/tenant/v1/:tenantId/users/upload/:jobId/commit', {
      config: { policy: policy.role('guardian', { tenantParam: 'tenantId', rate: 'heavy' }) },
      schema: {
        tags,
        summary: 'Commit the valid rows of a user upload in one transaction (Idempotency-Key: a retry returns the first result)',
        params: userUploadParams,
        headers: commitHeaders,
        response: { 200: uploadJob, 400: errorReply, 409: errorReply, ...denied },
      },
      handler: (request) => commitUserUpload(uploadDeps, tenantScopeOf(request), request.params.jobId, request.headers['idempotency-key']),
    });

    r.get('/api/tenant/v1/:tenantId/users/upload/:jobId/report.xlsx', {
      config: { policy: policy.role('guardian', { tenantParam: 'tenantId', rate: 'heavy' }) },
      schema: { tags, summary: 'The upload report: every row with its result and remarks', params: userUploadParams, ...report },
      handler: async (request, reply) => {
        const { fileName, stream } = await uploadReport(deps.db, tenantScopeOf(request), request.params.jobId, 'users');
        return sendXlsx(reply, fileName, stream);
      },
    });

    r.post('/api/tenant/v1/tenants/upload', {
      config: { policy: policy.role('commander', { rate: 'heavy' }) },
      schema: {
        tags,
        summary: 'Upload groups (.xlsx, .xls, .csv) into a preview job',
        ...multipartBody,
        response: { 201: uploadJob, ...refused, ...denied },
      },
      handler: async (request, reply) => {
        const scope = tenantScopeOf(request);
        const file = await closingOnRefusal(reply, () => receiveSpreadsheet(request, GROUP_LIMITS));
        try {
          return reply.status(201).send(await previewGroupUpload(uploadDeps, scope, file));
        } finally {
          await file.dispose();
        }
      },
    });

    r.get('/api/tenant/v1/tenants/upload/:jobId', {
      config: { policy: policy.role('commander') },
      schema: {
        tags,
        summary: 'A group upload job with a page of its invalid rows',
        params: groupUploadParams,
        querystring: uploadJobQuery,
        response: { 200: uploadJob, ...denied },
      },
      handler: (request) =>
        getJob(
          deps.db,
          tenantScopeOf(request),
          request.params.jobId,
          'groups',
          request.query.page,
          request.query.limit,
          request.query.phase,
        ),
    });

    r.post('/api/tenant/v1/tenants/upload/:jobId/commit', {
      config: { policy: policy.role('commander', { rate: 'heavy' }) },
      schema: {
        tags,
        summary: 'Create the valid groups of an upload in one transaction (Idempotency-Key)',
        params: groupUploadParams,
        headers: commitHeaders,
        response: { 200: uploadJob, 400: errorReply, 409: errorReply, ...denied },
      },
      handler: (request) => commitGroupUpload(uploadDeps, tenantScopeOf(request), request.params.jobId, request.headers['idempotency-key']),
    });

    r.get('/api/tenant/v1/tenants/upload/:jobId/report.xlsx', {
      config: { policy: policy.role('commander', { rate: 'heavy' }) },
      schema: { tags, summary: 'The group upload report', params: groupUploadParams, ...report },
      handler: async (request, reply) => {
        const { fileName, stream } = await uploadReport(deps.db, tenantScopeOf(request), request.params.jobId, 'groups');
        return sendXlsx(reply, fileName, stream);
      },
    });
  });
}
