import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assessmentListReply, assessmentsQuery, createAssessmentsBody, errorReply } from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { createAssessments, listPracticeSet } from './assessments-service.js';

const tags = ['roleplay: practice'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

export function assessmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/apigateway/tbsrvc/assessments', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'Start practice: create the practice items of one session for the caller',
      body: createAssessmentsBody,
      response: { 201: assessmentListReply, ...denied },
    },
    handler: async (request, reply) => reply.status(201).send(await createAssessments(deps.db, tenantScopeOf(request), request.body)),
  });

  r.get('/apigateway/tbsrvc/assessments', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "One of the caller's practice sessions, in order",
      querystring: assessmentsQuery,
      response: { 200: assessmentListReply, ...denied },
    },
    handler: (request) => listPracticeSet(deps.db, tenantScopeOf(request), request.query.uniqueId),
  });
}
