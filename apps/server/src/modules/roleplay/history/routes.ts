import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreementQuery,
  agreementReply,
  chatScriptQuery,
  chatScriptReply,
  CALL_RECORDING,
  commentBody,
  commentReply,
  errorReply,
  historyAudioParams,
  historyAudioQuery,
  historyPage,
  historyQuery,
  historySessionParams,
  progressQuery,
  progressReply,
  scoreEditBody,
  scoreEditReply,
  trainerUsecasesQuery,
  trainerUsecasesReply,
} from '@switchboard/contracts';
import { CSV_MIME, sendCsv } from '../../../platform/files/csv.js';
import { sendStoredFile } from '../../../platform/files/serve-file.js';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { advisorProgress, reviewerAgreement } from './analytics-service.js';
import { audioOf, chatScript, chatScriptCsv } from './detail-service.js';
import { listHistory, trainerUsecases } from './history-service.js';
import { editScore, saveComment } from './review-service.js';

const tags = ['roleplay: interaction history'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const P = '/apigateway/tbsrvc';

/**
 * roleplay.md §7 Interaction history and review, plus the scoring analytics of issue 10: who sees
 * whose sessions is DESIGN §4 (modules/roleplay/visibility.ts); review writes need a mentor or above.
 */
export function historyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${P}/interaction/history`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'Interaction history: the practice sessions you may see, filtered and paged (page from 0)',
      querystring: historyQuery,
      response: { 200: historyPage, ...denied },
    },
    handler: (request) => listHistory(deps.db, tenantScopeOf(request), request.query),
  });

  r.get(`${P}/trainerspanusecase`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'The use cases of the sessions you may see (the history’s use-case filter)',
      querystring: trainerUsecasesQuery,
      response: { 200: trainerUsecasesReply, ...denied },
    },
    handler: (request) => trainerUsecases(deps.db, tenantScopeOf(request), request.query),
  });

  r.get(`${P}/interaction/chatscript/:id`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "A session's detail: conversation, score summary, CRM data, review permissions (isCsvEnable=true: the conversation as CSV)",
      params: historySessionParams,
      querystring: chatScriptQuery,
      produces: ['application/json', CSV_MIME],
      response: { 200: z.union([chatScriptReply, z.string().describe('text/csv')]), ...denied },
    },
    handler: async (request, reply) => {
      const scope = tenantScopeOf(request);
      const { timezone, isCsvEnable } = request.query;
      if (!isCsvEnable) return chatScript(deps.db, scope, request.params.id, timezone);
      return sendCsv(reply, `chat-transcript-${request.params.id}.csv`, await chatScriptCsv(deps.db, scope, request.params.id, timezone));
    },
  });

  r.get(`${P}/interaction/histories/audio/:instance/:id`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'The call recording of a voice session (audio/wav; 404 without one or when masking is on)',
      params: historyAudioParams,
      querystring: historyAudioQuery,
      produces: [CALL_RECORDING.mimeType],
      response: { 200: z.any().describe('audio/wav'), 206: z.any().describe('audio/wav byte range'), ...denied },
    },
    handler: async (request, reply) => {
      const recording = await audioOf(deps.db, tenantScopeOf(request), request.params.id);
      return sendStoredFile(request, reply, deps.files, {
        key: recording.key,
        mimeType: recording.mimeType,
        fileName: `call-${request.params.id}.wav`,
        disposition: 'inline',
      });
    },
  });

  r.patch(`${P}/interaction/histories`, {
    config: { policy: policy.role('mentor') },
    schema: {
      tags,
      summary: 'Edit the score (0–5) of an editable advisor reply of a session you review; its KPIs and overall score follow',
      body: scoreEditBody,
      response: { 200: scoreEditReply, ...denied, 409: errorReply },
    },
    handler: (request) => editScore(deps.db, tenantScopeOf(request), request.body),
  });

  r.patch(`${P}/usersession`, {
    config: { policy: policy.role('mentor') },
    schema: {
      tags,
      summary: 'Comment on (at most 200 characters, once) and mark reviewed a session you review',
      body: commentBody,
      response: { 200: commentReply, ...denied, 409: errorReply },
    },
    handler: (request) => saveComment(deps.db, tenantScopeOf(request), request.body),
  });

  r.get(`${P}/interaction/progress`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "An advisor's KPIs over time (yours, or someone you may see): one point per scored session, with trends",
      querystring: progressQuery,
      response: { 200: progressReply, ...denied },
    },
    handler: (request) => advisorProgress(deps.db, tenantScopeOf(request), request.query),
  });

  r.get(`${P}/interaction/agreement`, {
    config: { policy: policy.role('guardian') },
    schema: {
      tags,
      summary: "Reviewer agreement: how often and by how much reviewers changed the engine's per-message scores, per KPI and use case",
      querystring: agreementQuery,
      response: { 200: agreementReply, ...denied },
    },
    handler: (request) => reviewerAgreement(deps.db, tenantScopeOf(request), request.query),
  });
}
