import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorReply,
  scenarioScoreReply,
  unscriptedEvaluationBody,
  unscriptedPromptBody,
  unscriptedPromptReply,
  unscriptedScenarioBody,
  unscriptedScenarioReply,
} from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { createScenario, evaluateUnscripted, unscriptedPrompt } from './unscripted-service.js';
import { BODY_LIMITS } from '../../../platform/http/body-limits.js';

const tags = ['roleplay: unscripted practice'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const P = '/apigateway/tbsrvc/unscripted';

/** Unscripted roleplays (DESIGN §7): the AI customer (LLM or built-in persona), its replies and the evaluation. */
export function unscriptedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const u = { db: deps.db, llm: deps.llm, log: deps.log };

  r.post(`${P}/scenario`, {
    config: { policy: policy.signedIn({ rate: 'heavy' }) },
    schema: {
      tags,
      summary: 'Create the scenario: the customer opens the conversation',
      body: unscriptedScenarioBody,
      response: { 200: unscriptedScenarioReply, ...denied },
    },
    handler: (request) => createScenario(u, tenantScopeOf(request), request.body),
  });

  r.post(`${P}/prompt`, {
    config: { policy: policy.signedIn({ rate: 'heavy' }) },
    bodyLimit: BODY_LIMITS.text,
    schema: {
      tags,
      summary: "The advisor's message and the customer's answer",
      body: unscriptedPromptBody,
      response: { 200: unscriptedPromptReply, ...denied },
    },
    handler: (request) => unscriptedPrompt(u, tenantScopeOf(request), request.body),
  });

  r.post(`${P}/evaluation`, {
    config: { policy: policy.signedIn({ rate: 'heavy' }) },
    schema: {
      tags,
      summary: 'End and score an unscripted conversation',
      body: unscriptedEvaluationBody,
      response: { 200: scenarioScoreReply, ...denied },
    },
    handler: (request) => evaluateUnscripted(u, tenantScopeOf(request), request.body),
  });
}
