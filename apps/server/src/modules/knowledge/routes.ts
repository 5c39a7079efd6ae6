import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorReply,
  KNOWLEDGE_LIMITS,
  knowledgeArticle,
  knowledgeArticleBody,
  knowledgeArticleParams,
  knowledgeArticlePatch,
  knowledgeParams,
  knowledgeSearchQuery,
  knowledgeSearchReply,
  LOCALES,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { BODY_LIMITS } from '../../platform/http/body-limits.js';
import { AppError } from '../../platform/errors/app-error.js';
import { closingOnRefusal, registerMultipart } from '../../platform/files/multipart.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { createArticle, getArticle, searchArticles, updateArticle } from './article-service.js';
import { importArticle } from './import-service.js';

const tags = ['knowledge'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };
const base = '/api/knowledge/v1/:tenantId';
const reader = policy.signedIn({ tenantParam: 'tenantId' });
const editor = policy.role('guardian', { tenantParam: 'tenantId' });

/**
 * Knowledge (the group's articles): search for everyone, writing and importing for guardians and
 * above. Its own plugin, so the multipart parser for imports exists only here.
 */
export async function knowledgeModule(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  const { deps } = options;
  await registerMultipart(app, KNOWLEDGE_LIMITS.importMaxBytes);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/articles`, {
    config: { policy: reader },
    schema: {
      tags,
      summary: 'Search the group’s articles (full text in each article’s language; filters tag, language, status)',
      params: knowledgeParams,
      querystring: knowledgeSearchQuery,
      response: { 200: knowledgeSearchReply, 400: errorReply, ...denied },
    },
    handler: (request) => searchArticles(deps.db, tenantScopeOf(request), request.query),
  });

  r.post(`${base}/articles`, {
    config: { policy: editor },
    bodyLimit: BODY_LIMITS.text,
    schema: {
      tags,
      summary: 'Write an article (draft or published)',
      params: knowledgeParams,
      body: knowledgeArticleBody,
      response: { 201: knowledgeArticle, 400: errorReply, ...denied },
    },
    handler: async (request, reply) => {
      const scope = tenantScopeOf(request);
      return reply.status(201).send(await deps.db.run(scope, (tx) => createArticle(tx, scope, request.body)));
    },
  });

  r.get(`${base}/articles/:articleId`, {
    config: { policy: reader },
    schema: { tags, summary: 'One article', params: knowledgeArticleParams, response: { 200: knowledgeArticle, ...denied } },
    handler: (request) => getArticle(deps.db, tenantScopeOf(request), request.params.articleId),
  });

  r.patch(`${base}/articles/:articleId`, {
    config: { policy: editor },
    bodyLimit: BODY_LIMITS.text,
    schema: {
      tags,
      summary: 'Change an article (also publishes or archives it through `status`)',
      params: knowledgeArticleParams,
      body: knowledgeArticlePatch,
      response: { 200: knowledgeArticle, 400: errorReply, ...denied },
    },
    handler: (request) => updateArticle(deps.db, tenantScopeOf(request), request.params.articleId, request.body),
  });

  r.post(`${base}/articles/import`, {
    config: { policy: policy.role('guardian', { tenantParam: 'tenantId', rate: 'heavy' }) },
    schema: {
      tags,
      summary: 'Import a .docx, .pdf, .md or .html document as a draft article (multipart field "file"; 10 MB)',
      params: knowledgeParams,
      querystring: z.object({ language: z.enum(LOCALES) }),
      response: { 201: knowledgeArticle, 400: errorReply, 413: errorReply, 415: errorReply, ...denied },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the document as multipart/form-data (field "file").');
      const article = await closingOnRefusal(reply, () =>
        importArticle(deps.db, tenantScopeOf(request), request.query.language, request.files()),
      );
      return reply.status(201).send(article);
    },
  });
}
