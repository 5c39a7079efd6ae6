import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountVoiceConfigAllReply, allLanguagesReply, errorReply } from '@switchboard/contracts';
import type { AppDeps } from '../../../platform/http/app-deps.js';
import { policy } from '../../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../../platform/policy/scope.js';
import { listLanguages, listVoiceConfigs } from './service.js';

const tags = ['roleplay: languages and voices'];

export function voiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/apigateway/upsrvc/allLanguages', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "The languages the group's customer bots speak",
      response: { 200: allLanguagesReply, 401: errorReply, 404: errorReply },
    },
    handler: (request) => listLanguages(deps.db, tenantScopeOf(request)),
  });

  r.get('/apigateway/upsrvc/accountVoiceConfigAll', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'The bot voice of each language, with its voice setting string',
      response: { 200: accountVoiceConfigAllReply, 401: errorReply, 404: errorReply },
    },
    handler: (request) => listVoiceConfigs(deps.db, tenantScopeOf(request)),
  });
}
