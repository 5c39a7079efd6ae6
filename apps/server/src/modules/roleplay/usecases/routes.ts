import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteFavouriteQuery,
  deleteRegisterQuery,
  errorReply,
  favourite,
  favouriteBody,
  favouritesQuery,
  okReply,
  selfRegisterBody,
  selfRegistration,
  usecaseCardPage,
  usecaseGenericQuery,
  userUsecaseMappingQuery,
} from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { favourites, usecaseGeneric, userUsecaseMapping } from './lists-service.js';
import { addFavourite, deleteFavourite, deleteRegistration, listSelfRegistrations, selfRegister } from './marks-service.js';

const tags = ['roleplay: start practice'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

/** The Start Practice calls (roleplay.md §7 "Use cases"): every role, on their own data. */
export function practiceListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { policy: policy.signedIn() };

  r.get('/apigateway/tbsrvc/usecases/userusecasemapping', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Roleplays assigned to a user (Assigned tab), assigned first, then open, then the rest; newest first',
      querystring: userUsecaseMappingQuery,
      response: { 200: usecaseCardPage, ...denied },
    },
    handler: (request) => userUsecaseMapping(deps.db, tenantScopeOf(request), request.query),
  });

  r.get('/apigateway/tbsrvc/usecaseGeneric', {
    config: signedIn,
    schema: {
      tags,
      summary: 'The generic roleplay library of a vertical (All Roleplays tab), in the same order',
      querystring: usecaseGenericQuery,
      response: { 200: usecaseCardPage, ...denied },
    },
    handler: (request) => usecaseGeneric(deps.db, tenantScopeOf(request), request.query),
  });

  r.get('/apigateway/tbsrvc/selfRegisterUsecase', {
    config: signedIn,
    schema: { tags, summary: "The caller's self-registrations", response: { 200: z.array(selfRegistration), ...denied } },
    handler: (request) => listSelfRegistrations(deps.db, tenantScopeOf(request)),
  });

  r.post('/apigateway/tbsrvc/selfRegisterUsecase', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Bookmark (self-register for) a roleplay open to self-registration; 201 when new, 200 when already registered',
      body: selfRegisterBody,
      response: { 200: selfRegistration, 201: selfRegistration, ...denied },
    },
    handler: async (request, reply) => {
      const { created, registration } = await selfRegister(deps.db, tenantScopeOf(request), request.body);
      return reply.status(created ? 201 : 200).send(registration);
    },
  });

  r.delete('/apigateway/tbsrvc/deleteRegisterUsecase', {
    config: signedIn,
    schema: {
      tags,
      summary: "Remove the caller's self-registration",
      querystring: deleteRegisterQuery,
      response: { 200: okReply, ...denied },
    },
    handler: (request) => deleteRegistration(deps.db, tenantScopeOf(request), request.query),
  });

  r.get('/apigateway/tbsrvc/assignedFavUsecase', {
    config: signedIn,
    schema: {
      tags,
      summary: "The caller's favourite roleplays (favourites view)",
      querystring: favouritesQuery,
      response: { 200: usecaseCardPage, ...denied },
    },
    handler: (request) => favourites(deps.db, tenantScopeOf(request), request.query),
  });

  r.post('/apigateway/tbsrvc/assignedFavUsecase', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Add a roleplay to the favourites; 201 when new, 200 when already there',
      body: favouriteBody,
      response: { 200: favourite, 201: favourite, ...denied },
    },
    handler: async (request, reply) => {
      const result = await addFavourite(deps.db, tenantScopeOf(request), request.body);
      return reply.status(result.created ? 201 : 200).send(result.favourite);
    },
  });

  r.delete('/apigateway/tbsrvc/deleteAssignedFavUsecase', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Remove a roleplay from the favourites',
      querystring: deleteFavouriteQuery,
      response: { 200: okReply, ...denied },
    },
    handler: (request) => deleteFavourite(deps.db, tenantScopeOf(request), request.query),
  });
}
