import {
  knowledgeArticle,
  type knowledgeArticlePatch,
  knowledgeSearchReply,
  type KnowledgeArticle,
  type KnowledgeArticleBody,
  type KnowledgeSearchReply,
  type KnowledgeStatus,
  type Locale,
} from '@switchboard/contracts';
import type { z } from 'zod';
import { http } from '../../shared/api/http-client';
import { parseReply } from '../../shared/api/parse-reply';

export interface KnowledgeSearchParams {
  q?: string;
  tag?: string[];
  language?: Locale[];
  status?: KnowledgeStatus[];
  /** Without `q`, articles in this language are listed first. */
  preferLanguage?: Locale;
  page: number;
  limit: number;
}

const base = (tenantId: string) => `/api/knowledge/v1/${tenantId}/articles`;

/** Lists send as comma-separated values; empty ones are left out. */
const query = (params: KnowledgeSearchParams) => ({
  page: params.page,
  limit: params.limit,
  q: params.q || undefined,
  tag: params.tag?.length ? params.tag.join(',') : undefined,
  language: params.language?.length ? params.language.join(',') : undefined,
  status: params.status?.length ? params.status.join(',') : undefined,
  preferLanguage: params.preferLanguage,
});

/** The knowledge calls, each reply checked against its contract. */
export const knowledgeApi = {
  search: async (tenantId: string, params: KnowledgeSearchParams, signal?: AbortSignal): Promise<KnowledgeSearchReply> =>
    parseReply(knowledgeSearchReply, await http.get(base(tenantId), { query: query(params), signal })),

  get: async (tenantId: string, articleId: string, signal?: AbortSignal): Promise<KnowledgeArticle> =>
    parseReply(knowledgeArticle, await http.get(`${base(tenantId)}/${articleId}`, { signal })),

  create: async (tenantId: string, body: KnowledgeArticleBody): Promise<KnowledgeArticle> =>
    parseReply(knowledgeArticle, await http.post(base(tenantId), body)),

  update: async (tenantId: string, articleId: string, patch: z.infer<typeof knowledgeArticlePatch>): Promise<KnowledgeArticle> =>
    parseReply(knowledgeArticle, await http.patch(`${base(tenantId)}/${articleId}`, patch)),
};
