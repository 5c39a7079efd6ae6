import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentBody,
  assignmentParams,
  errorReply,
  okReply,
  usecaseAssignment,
  usecaseAuthoringPage,
  usecaseAuthoringQuery,
  usecaseCreateBody,
  usecaseDetail,
  usecaseIdParams,
  usecasePatchBody,
} from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { addAssignment, listAssignments, removeAssignment } from './assignments-service.js';
import { createUsecase, getUsecase, listUsecases, updateUsecase } from './authoring-service.js';
import { BODY_LIMITS } from '../../../platform/http/body-limits.js';

const tags = ['roleplay: authoring'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

/** Use-case authoring and assignments (DESIGN §5): guardians and above. */
export function authoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guardian = { policy: policy.role('guardian') };

  r.get('/apigateway/tbsrvc/usecases', {
    config: guardian,
    schema: {
      tags,
      summary: "The group's roleplays for authoring",
      querystring: usecaseAuthoringQuery,
      response: { 200: usecaseAuthoringPage, ...denied },
    },
    handler: (request) => listUsecases(deps.db, tenantScopeOf(request), request.query),
  });

  r.post('/apigateway/tbsrvc/usecases', {
    config: guardian,
    bodyLimit: BODY_LIMITS.script,
    schema: {
      tags,
      summary: 'Create a roleplay (draft or published); also the target of a JSON import',
      body: usecaseCreateBody,
      response: { 201: usecaseDetail, ...denied },
    },
    handler: async (request, reply) => reply.status(201).send(await createUsecase(deps, tenantScopeOf(request), request.body)),
  });

  r.get('/apigateway/tbsrvc/usecases/:id', {
    config: guardian,
    schema: {
      tags,
      summary: 'One roleplay with its script (also the JSON export)',
      params: usecaseIdParams,
      response: { 200: usecaseDetail, ...denied },
    },
    handler: (request) => getUsecase(deps.db, tenantScopeOf(request), request.params.id),
  });

  r.patch('/apigateway/tbsrvc/usecases/:id', {
    config: guardian,
    bodyLimit: BODY_LIMITS.script,
    schema: {
      tags,
      summary: 'Edit, publish or archive a roleplay; 409 when someone saved a newer version',
      params: usecaseIdParams,
      body: usecasePatchBody,
      response: { 200: usecaseDetail, 409: errorReply, ...denied },
    },
    handler: (request) => updateUsecase(deps, tenantScopeOf(request), request.params.id, request.body),
  });

  r.get('/apigateway/tbsrvc/usecases/:id/assignments', {
    config: guardian,
    schema: {
      tags,
      summary: 'Batches and users a roleplay is assigned to',
      params: usecaseIdParams,
      response: { 200: z.array(usecaseAssignment), ...denied },
    },
    handler: (request) => listAssignments(deps, tenantScopeOf(request), request.params.id),
  });

  r.post('/apigateway/tbsrvc/usecases/:id/assignments', {
    config: guardian,
    schema: {
      tags,
      summary: 'Assign a roleplay to a batch (all its trainees) or to one user',
      params: usecaseIdParams,
      body: assignmentBody,
      response: { 201: usecaseAssignment, 409: errorReply, ...denied },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await addAssignment(deps, tenantScopeOf(request), request.params.id, request.body)),
  });

  r.delete('/apigateway/tbsrvc/usecases/:id/assignments/:assignmentId', {
    config: guardian,
    schema: { tags, summary: 'Remove an assignment', params: assignmentParams, response: { 200: okReply, ...denied } },
    handler: (request) => removeAssignment(deps, tenantScopeOf(request), request.params.id, request.params.assignmentId),
  });
}
