import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_MEDIA,
  OFFSET_HEADER,
  announcementCreateBody,
  announcementDetail,
  announcementListQuery,
  announcementListReply,
  announcementMedia,
  announcementMediaParams,
  announcementParams,
  announcementReceiptReply,
  announcementUpdateBody,
  errorReply,
  receiptListQuery,
  receiptListReply,
  tenantParams,
  unreadCountReply,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { AppError } from '../../platform/errors/app-error.js';
import { closingOnRefusal, registerMultipart } from '../../platform/files/multipart.js';
import { sendXlsx } from '../../platform/files/xlsx.js';
import { sendStoredFile } from '../../platform/files/serve-file.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { authoringService } from './service.js';
import { feedService } from './feed-service.js';
import { receiptsService } from './receipts-service.js';
import { mediaService } from './media-service.js';
import { exportFileName, offsetMinutes, receiptsWorkbook } from './receipts-export.js';
import { BODY_LIMITS } from '../../platform/http/body-limits.js';

const tags = ['announcements'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };
const base = '/api/announcement/v1/:tenantId';
const reader = policy.signedIn({ tenantParam: 'tenantId' });
const author = policy.role('guardian', { tenantParam: 'tenantId' });

/**
 * Announcements (DESIGN §5): the feed for everyone, authoring, media and receipts for guardians and
 * above. Registered as its own plugin so the multipart parser (and its limits) exists only here.
 */
export async function announcementsModule(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  const { deps } = options;
  // The largest file allowed; images are held to their smaller limit while streaming.
  await registerMultipart(app, ANNOUNCEMENT_MEDIA.maxVideoBytes);
  const feed = feedService(deps);
  const authoring = authoringService(deps);
  const receipts = receiptsService(deps);
  const media = mediaService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/announcements`, {
    config: { policy: reader },
    schema: {
      tags,
      summary: 'Announcement feed, newest first (filters: category, author, status)',
      params: tenantParams,
      querystring: announcementListQuery,
      response: { 200: announcementListReply, 400: errorReply, ...denied },
    },
    handler: (request) => feed.list(tenantScopeOf(request), request.query),
  });

  r.post(`${base}/announcements`, {
    config: { policy: author },
    bodyLimit: BODY_LIMITS.text,
    schema: {
      tags,
      summary: 'Create an announcement (draft, or published at once)',
      params: tenantParams,
      body: announcementCreateBody,
      response: { 201: announcementDetail, 400: errorReply, ...denied },
    },
    handler: async (request, reply) => reply.status(201).send(await authoring.create(tenantScopeOf(request), request.body)),
  });

  r.get(`${base}/announcements/:id`, {
    config: { policy: reader },
    schema: {
      tags,
      summary: 'One announcement with its body and media',
      params: announcementParams,
      response: { 200: announcementDetail, ...denied },
    },
    handler: (request) => feed.get(tenantScopeOf(request), request.params.id),
  });

  r.patch(`${base}/announcements/:id`, {
    config: { policy: author },
    bodyLimit: BODY_LIMITS.text,
    schema: {
      tags,
      summary: 'Edit, publish, archive or restore an announcement; optionally ask everyone to acknowledge again',
      params: announcementParams,
      body: announcementUpdateBody,
      response: { 200: announcementDetail, 400: errorReply, 409: errorReply, ...denied },
    },
    handler: (request) => authoring.update(tenantScopeOf(request), request.params.id, request.body),
  });

  r.delete(`${base}/announcements/:id`, {
    config: { policy: author },
    schema: {
      tags,
      summary: 'Delete a draft and its media',
      params: announcementParams,
      response: { 204: z.null(), 400: errorReply, ...denied },
    },
    handler: async (request, reply) => {
      await authoring.remove(tenantScopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.post(`${base}/announcements/:id/read`, {
    config: { policy: reader },
    schema: {
      tags,
      summary: 'Mark an announcement read (opening it)',
      params: announcementParams,
      response: { 200: announcementReceiptReply, 400: errorReply, ...denied },
    },
    handler: (request) => receipts.markRead(tenantScopeOf(request), request.params.id),
  });

  r.post(`${base}/announcements/:id/acknowledge`, {
    config: { policy: reader },
    schema: {
      tags,
      summary: 'Acknowledge an announcement that requires it',
      params: announcementParams,
      response: { 200: announcementReceiptReply, 400: errorReply, ...denied },
    },
    handler: (request) => receipts.acknowledge(tenantScopeOf(request), request.params.id),
  });

  r.get(`${base}/unread-count`, {
    config: { policy: reader },
    schema: { tags, summary: "The caller's unread announcements", params: tenantParams, response: { 200: unreadCountReply, ...denied } },
    handler: async (request) => ({ unreadCount: await receipts.unreadCount(tenantScopeOf(request)) }),
  });

  r.post(`${base}/announcements/:id/media`, {
    // An upload: the heavy per-user bucket as well, like the spreadsheet uploads (SVGs are parsed in-process).
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId', rate: 'heavy' }) },
    schema: {
      tags,
      summary: 'Add an image (jpeg, png, gif, svg; 4 MB, up to 5) or a video (mp4, mov, webm; 10 MB, 1): multipart field "file"',
      params: announcementParams,
      response: { 201: announcementMedia, 400: errorReply, 413: errorReply, 415: errorReply, ...denied },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data (field "file").');
      const stored = await closingOnRefusal(reply, () => media.upload(tenantScopeOf(request), request.params.id, request.files()));
      return reply.status(201).send(stored);
    },
  });

  r.get(`${base}/announcements/:id/media/:mediaId`, {
    config: { policy: reader },
    schema: { tags, summary: 'An image or video of an announcement (supports Range)', params: announcementMediaParams },
    handler: async (request, reply) => {
      const row = await media.open(tenantScopeOf(request), request.params.id, request.params.mediaId);
      return sendStoredFile(request, reply, deps.files, {
        key: row.storageKey,
        mimeType: row.mimeType,
        fileName: row.fileName,
        disposition: 'inline',
      });
    },
  });

  r.delete(`${base}/announcements/:id/media/:mediaId`, {
    config: { policy: author },
    schema: { tags, summary: 'Remove an image or video', params: announcementMediaParams, response: { 204: z.null(), ...denied } },
    handler: async (request, reply) => {
      await media.remove(tenantScopeOf(request), request.params.id, request.params.mediaId);
      return reply.status(204).send(null);
    },
  });

  r.get(`${base}/announcements/:id/receipts`, {
    config: { policy: author },
    schema: {
      tags,
      summary: 'Who has read and acknowledged, with percentages (filter: state)',
      params: announcementParams,
      querystring: receiptListQuery,
      response: { 200: receiptListReply, 400: errorReply, ...denied },
    },
    handler: (request) => receipts.list(tenantScopeOf(request), request.params.id, request.query),
  });

  r.get(`${base}/announcements/:id/receipts.xlsx`, {
    config: { policy: author },
    schema: { tags, summary: 'Receipts as an Excel workbook', params: announcementParams },
    handler: async (request, reply) => {
      const data = await receipts.all(tenantScopeOf(request), request.params.id);
      const offsetHeader = request.headers[OFFSET_HEADER];
      const workbook = await receiptsWorkbook(data, offsetMinutes(typeof offsetHeader === 'string' ? offsetHeader : undefined));
      return sendXlsx(reply, exportFileName(data.announcement.title), workbook);
    },
  });
}
