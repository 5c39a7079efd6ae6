import { z } from 'zod';
import { LOCALES } from './constants.js';
import { csvList, objectId, platformPageQuery } from './common.js';
import { ROLES, roleName } from './roles.js';

export const KNOWLEDGE_STATUSES = ['draft', 'published', 'archived'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

export const KNOWLEDGE_LIMITS = {
  titleMaxLength: 200,
  /** Raw rich text (HTML) an editor or an import may send. */
  bodyMaxLength: 200_000,
  maxTags: 20,
  tagMaxLength: 40,
  queryMaxLength: 200,
  /** Words of the article shown around each hit. */
  snippetWords: 30,
  /** Imported documents (.docx, .pdf, .md, .html). */
  importMaxBytes: 10 * 1024 * 1024,
  importExtensions: ['docx', 'pdf', 'md', 'html', 'htm'],
} as const;

/** How long the search box waits after the last keystroke before it asks the server. */
export const KNOWLEDGE_SEARCH_DEBOUNCE_MS = 500;

const tag = z
  .string()
  .trim()
  .min(1)
  .max(KNOWLEDGE_LIMITS.tagMaxLength)
  .transform((t) => t.toLowerCase());

const articleFields = {
  title: z.string().trim().min(1).max(KNOWLEDGE_LIMITS.titleMaxLength),
  bodyHtml: z.string().max(KNOWLEDGE_LIMITS.bodyMaxLength),
  tags: z.array(tag).max(KNOWLEDGE_LIMITS.maxTags),
  language: z.enum(LOCALES),
  /** Roles that see the article once published; empty means everyone in the group. */
  audienceRoles: z.array(roleName).max(ROLES.length),
  status: z.enum(KNOWLEDGE_STATUSES),
};

export const knowledgeArticleBody = z.object({
  ...articleFields,
  tags: articleFields.tags.default([]),
  audienceRoles: articleFields.audienceRoles.default([]),
  status: articleFields.status.default('draft'),
});
export type KnowledgeArticleBody = z.infer<typeof knowledgeArticleBody>;

/** A change: only the fields sent change (no defaults, so a patch never resets what it does not name). */
export const knowledgeArticlePatch = z.object(articleFields).partial();

export const knowledgeArticle = z
  .object({
    articleId: objectId,
    title: z.string(),
    bodyHtml: z.string().describe('sanitised with the announcements’ allow-list'),
    tags: z.array(z.string()),
    language: z.enum(LOCALES),
    audienceRoles: z.array(z.enum(ROLES)),
    status: z.enum(KNOWLEDGE_STATUSES),
    author: z.object({ userId: objectId, name: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('A knowledge article of the group');
export type KnowledgeArticle = z.infer<typeof knowledgeArticle>;

export const knowledgeParams = z.object({ tenantId: objectId });
export const knowledgeArticleParams = knowledgeParams.extend({ articleId: objectId });

export const knowledgeSearchQuery = platformPageQuery.extend({
  q: z.string().trim().max(KNOWLEDGE_LIMITS.queryMaxLength).optional(),
  tag: csvList(tag),
  language: csvList(z.enum(LOCALES)),
  status: csvList(z.enum(KNOWLEDGE_STATUSES)),
  preferLanguage: z
    .enum(LOCALES)
    .optional()
    .describe('without `q`: articles in this language (the reader’s) are listed first, then the others, each newest first'),
});
export type KnowledgeSearchQuery = z.infer<typeof knowledgeSearchQuery>;

export const knowledgeHit = z.object({
  articleId: objectId,
  title: z.string(),
  /** Plain text of the article around the hits, with each hit between `<mark>` and `</mark>` (everything else escaped). */
  snippetHtml: z.string(),
  tags: z.array(z.string()),
  language: z.enum(LOCALES),
  status: z.enum(KNOWLEDGE_STATUSES),
  updatedAt: z.string(),
});
export type KnowledgeHit = z.infer<typeof knowledgeHit>;

export const knowledgeSearchReply = z
  .object({
    data: z
      .array(knowledgeHit)
      .describe('best match first when `q` is given, else most recently updated first (after those in `preferLanguage`)'),
    total: z.number().int().describe('the matches counted; a lower bound when `more` is true'),
    more: z.boolean().describe('the search stopped counting at its cap: there are more matches than `total`'),
    page: z.number().int(),
    limit: z.number().int(),
    tags: z.array(z.string()).describe('every tag used by the articles the caller can see, for the filter'),
  })
  .describe('Knowledge search results');
export type KnowledgeSearchReply = z.infer<typeof knowledgeSearchReply>;
