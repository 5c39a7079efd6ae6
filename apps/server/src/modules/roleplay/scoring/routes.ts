import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorReply,
  kpiBandConfigBody,
  kpiBandConfigQuery,
  kpiBandConfigReply,
  scenarioScoreReply,
  scenarioScoresQuery,
  userSessionIdParams,
  weightageConfigurationReply,
  weightagesBody,
  weightagesQuery,
  weightagesReply,
} from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { getBands, getWeightageConfiguration, getWeightages, saveBands, saveWeightages } from './config-service.js';
import { getScenarioScores } from './score-service.js';

const tags = ['roleplay: scoring'];
const denied = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const P = '/apigateway/tbsrvc';

/** roleplay.md §7 Scoring: session scores with evidence, weightages and KPI bands. */
export function scoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${P}/scenario/scores/:userSessionId`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'The score of a completed session: every score field, each KPI with its evidence and band, the result',
      params: userSessionIdParams,
      querystring: scenarioScoresQuery,
      response: { 200: scenarioScoreReply, ...denied },
    },
    handler: (request) => getScenarioScores(deps.db, tenantScopeOf(request), request.params.userSessionId, request.query.botTimeTaken),
  });

  r.get(`${P}/weightageConfiguration`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'Per roleplay type, which KPIs carry weight in the overall score',
      response: { 200: weightageConfigurationReply, ...denied },
    },
    handler: (request) => getWeightageConfiguration(deps.db, tenantScopeOf(request)),
  });

  r.get(`${P}/weightages`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "The KPI weightages of a type (a batch's own, else the group's, else the defaults)",
      querystring: weightagesQuery,
      response: { 200: weightagesReply, ...denied },
    },
    handler: (request) => getWeightages(deps.db, tenantScopeOf(request), request.query.type, request.query.batchId ?? null),
  });

  r.post(`${P}/weightages`, {
    config: { policy: policy.role('guardian') },
    schema: {
      tags,
      summary: "Set the group's or a batch's KPI weightages (they must add up to 100)",
      body: weightagesBody,
      response: { 200: weightagesReply, ...denied },
    },
    handler: (request) => saveWeightages(deps.db, tenantScopeOf(request), request.body),
  });

  r.get(`${P}/feedback/score/configurations`, {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'KPI colour bands (low, mid, high) per KPI and type',
      querystring: kpiBandConfigQuery,
      response: { 200: kpiBandConfigReply, ...denied },
    },
    handler: (request) => getBands(deps.db, tenantScopeOf(request), request.query.type),
  });

  r.post(`${P}/feedback/score/configurations`, {
    config: { policy: policy.role('guardian') },
    schema: {
      tags,
      summary: 'Set KPI colour bands (ordered, non-overlapping, within 0–100)',
      body: kpiBandConfigBody,
      response: { 200: kpiBandConfigReply, ...denied },
    },
    handler: (request) => saveBands(deps.db, tenantScopeOf(request), request.body),
  });
}
