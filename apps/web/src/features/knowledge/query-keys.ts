import type { KnowledgeSearchParams } from './knowledge-api';

/** Cache keys of the knowledge calls (a small module: the dashboard's Refresh control needs them without the API). */
export const knowledgeKeys = {
  all: (tenantId: string) => ['knowledge', tenantId] as const,
  search: (tenantId: string, params: KnowledgeSearchParams) => ['knowledge', tenantId, 'search', params] as const,
  article: (tenantId: string, articleId: string) => ['knowledge', tenantId, 'article', articleId] as const,
};
