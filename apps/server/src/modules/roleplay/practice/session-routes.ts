import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assessmentIdParams,
  chatAnswerBody,
  chatAnswerReply,
  chatCompleteBody,
  chatCompleteReply,
  errorReply,
  idParams,
  nlpValidationReply,
  recentScoresQuery,
  recentScoresReply,
  saveTranscriptBody,
  transcriptReply,
  usageBody,
  usageReply,
  userSession,
  userSessionBody,
} from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { answerPrompt } from './prompt-service.js';
import { recentScores } from './recent-scores.js';
import { completeChat, createUserSession, getUserSession, recordUsage, saveTranscript, validateNlp } from './session-service.js';
import { BODY_LIMITS } from '../../../platform/http/body-limits.js';

const tags = ['roleplay: practice sessions'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const P = '/apigateway/tbsrvc';

/** roleplay.md §7 Practice sessions: validation, user sessions, scripted answers, completion, transcripts, usage. */
export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${P}/nlp/validatidation/:assessmentId`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'Whether a practice item can be understood (canNLPApplied)',
      params: assessmentIdParams,
      response: { 200: nlpValidationReply, ...denied },
    },
    handler: (request) => validateNlp(deps.db, tenantScopeOf(request), request.params.assessmentId, deps.llm),
  });

  r.post(`${P}/usersession`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'Start the practice attempt of one of your assessments (repeats return the same session, 200)',
      body: userSessionBody,
      response: { 200: userSession, 201: userSession, ...denied },
    },
    handler: async (request, reply) => {
      const { created, session } = await createUserSession(deps.db, tenantScopeOf(request), request.body, {
        ip: request.ip,
        llm: deps.llm,
      });
      return reply.status(created ? 201 : 200).send(session);
    },
  });

  r.get(`${P}/usersession/recent`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'Your latest scored practice sessions, newest first (overall score, result level and band)',
      querystring: recentScoresQuery,
      response: { 200: recentScoresReply, 400: errorReply, 401: errorReply },
    },
    handler: (request) => recentScores(deps.db, tenantScopeOf(request), request.query.size),
  });

  r.get(`${P}/usersession/:id`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'A practice session with its conversation (yours, or one you review)',
      params: idParams,
      response: { 200: userSession, ...denied },
    },
    handler: (request) => getUserSession(deps.db, tenantScopeOf(request), request.params.id),
  });

  for (const [path, channel] of [
    [`${P}/prompt`, 1],
    [`${P}/voice/prompt`, 2],
  ] as const) {
    r.post(path, {
      config: { policy: policy.signedIn() },
      bodyLimit: BODY_LIMITS.text,
      schema: {
        tags,
        summary: channel === 1 ? 'Answer the current question of a scripted chat' : 'Answer the current question of a scripted call',
        body: chatAnswerBody,
        response: { 200: chatAnswerReply, ...denied },
      },
      handler: (request) => answerPrompt(deps.db, tenantScopeOf(request), request.body, channel, deps.llm),
    });
  }

  r.post(`${P}/chat/complete`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'End a chat (scripted: session and response time; unscripted: scenario and use case)',
      body: chatCompleteBody,
      response: { 200: chatCompleteReply, ...denied },
    },
    handler: (request) => completeChat(deps.db, tenantScopeOf(request), request.body),
  });

  r.post(`${P}/transcripts`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "Save a session's transcript (built from the stored turns)",
      body: saveTranscriptBody,
      response: { 200: transcriptReply, ...denied },
    },
    handler: (request) => saveTranscript(deps.db, tenantScopeOf(request), request.body),
  });

  r.post(`${P}/usersession/:id/usage`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "Save a session's usage time (item timer; the largest total wins)",
      params: idParams,
      body: usageBody,
      response: { 200: usageReply, ...denied },
    },
    handler: (request) => recordUsage(deps.db, tenantScopeOf(request), request.params.id, request.body),
  });
}
