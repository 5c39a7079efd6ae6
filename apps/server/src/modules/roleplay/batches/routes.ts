import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addTraineesBody,
  batch,
  batchCreateBody,
  batchIdParams,
  batchListQuery,
  batchMappingsQuery,
  batchMappingsReply,
  batchPage,
  batchPatchBody,
  batchUsecasesReply,
  errorReply,
  okReply,
  trainerBody,
  trainingListReply,
  trainingParams,
  trainingRow,
} from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { batchMappings, batchUsecases, createBatch, getBatch, listBatches, updateBatch } from './service.js';
import { addTrainees, listTrainings, removeTrainee, setTrainer } from './trainings-service.js';

const tags = ['roleplay: batches'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

export function batchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guardian = { policy: policy.role('guardian') };

  r.get('/apigateway/upsrvc/batches/mappings', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "A user's batches of a type, with their trainer",
      querystring: batchMappingsQuery,
      response: { 200: batchMappingsReply, ...denied },
    },
    handler: (request) => batchMappings(deps.db, tenantScopeOf(request), request.query),
  });

  r.get('/apigateway/tbsrvc/batches', {
    config: guardian,
    schema: { tags, summary: "The group's batches", querystring: batchListQuery, response: { 200: batchPage, ...denied } },
    handler: (request) => listBatches(deps.db, tenantScopeOf(request), request.query),
  });

  r.post('/apigateway/tbsrvc/batches', {
    config: guardian,
    schema: { tags, summary: 'Create a batch', body: batchCreateBody, response: { 201: batch, ...denied } },
    handler: async (request, reply) => reply.status(201).send(await createBatch(deps.db, tenantScopeOf(request), request.body)),
  });

  r.get('/apigateway/tbsrvc/batches/:id', {
    config: guardian,
    schema: { tags, summary: 'One batch', params: batchIdParams, response: { 200: batch, ...denied } },
    handler: (request) => getBatch(deps.db, tenantScopeOf(request), request.params.id),
  });

  r.patch('/apigateway/tbsrvc/batches/:id', {
    config: guardian,
    schema: {
      tags,
      summary: "Edit a batch's rules (not its type)",
      params: batchIdParams,
      body: batchPatchBody,
      response: { 200: batch, ...denied },
    },
    handler: (request) => updateBatch(deps.db, tenantScopeOf(request), request.params.id, request.body),
  });

  r.get('/apigateway/tbsrvc/batches/:id/usecases', {
    config: guardian,
    schema: { tags, summary: 'Roleplays assigned to a batch', params: batchIdParams, response: { 200: batchUsecasesReply, ...denied } },
    handler: (request) => batchUsecases(deps.db, tenantScopeOf(request), request.params.id),
  });

  r.get('/apigateway/tbsrvc/batches/:id/trainings', {
    config: guardian,
    schema: {
      tags,
      summary: 'Trainees of a batch with their trainer',
      params: batchIdParams,
      response: { 200: trainingListReply, ...denied },
    },
    handler: (request) => listTrainings(deps.db, tenantScopeOf(request), request.params.id),
  });

  r.post('/apigateway/tbsrvc/batches/:id/trainings', {
    config: guardian,
    schema: {
      tags,
      summary: 'Add trainees to a batch, with a trainer (existing trainees are left as they are)',
      params: batchIdParams,
      body: addTraineesBody,
      response: { 200: trainingListReply, ...denied },
    },
    handler: (request) => addTrainees(deps, tenantScopeOf(request), request.params.id, request.body),
  });

  r.patch('/apigateway/tbsrvc/batches/:id/trainings/:userId', {
    config: guardian,
    schema: {
      tags,
      summary: "Set or clear a trainee's trainer",
      params: trainingParams,
      body: trainerBody,
      response: { 200: trainingRow, ...denied },
    },
    handler: (request) => setTrainer(deps, tenantScopeOf(request), request.params.id, request.params.userId, request.body.trainerId),
  });

  r.delete('/apigateway/tbsrvc/batches/:id/trainings/:userId', {
    config: guardian,
    schema: { tags, summary: 'Remove a trainee from a batch', params: trainingParams, response: { 200: okReply, ...denied } },
    handler: (request) => removeTrainee(deps, tenantScopeOf(request), request.params.id, request.params.userId),
  });
}
