import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  roleAtLeast,
  type KnowledgeArticle,
  type KnowledgeArticleBody,
  type KnowledgeSearchQuery,
  type KnowledgeSearchReply,
  type KnowledgeStatus,
} from '@switchboard/contracts';
import { selectRows, type Database, type Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { newId } from '../../platform/ids.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { users } from '../accounts/tables.js';
import { sanitizeRichText } from '../announcements/rich-text.js';
import { audit } from '../audit/audit.js';
import { documentVector, HIT_END, HIT_START, matchesQuery, rowQuery, snippetHtml, SEARCH_CONFIG } from './search-config.js';
import { knowledgeArticles } from './tables.js';

type Row = typeof knowledgeArticles.$inferSelect;

/** Guardians and above write articles and see drafts and the archive. */
export const canEditKnowledge = (scope: TenantScope) => roleAtLeast(scope.role, 'guardian');

const notFound = () => new AppError('not_found', 'Article not found.');

export const presentArticle = (row: Row): KnowledgeArticle => ({
  articleId: row.id,
  title: row.title,
  bodyHtml: row.bodyHtml,
  tags: row.tags,
  language: row.language,
  audienceRoles: row.audienceRoles,
  status: row.status,
  author: { userId: row.authorId, name: row.authorName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * What the caller may read: editors the whole group's articles; everyone else published articles whose
 * audience is everyone or includes their role.
 */
function visibleTo(scope: TenantScope): SQL {
  const own = eq(knowledgeArticles.tenantId, scope.tenantId);
  if (canEditKnowledge(scope)) return own;
  return and(
    own,
    eq(knowledgeArticles.status, 'published'),
    sql`(${knowledgeArticles.audienceRoles} = '{}' or ${scope.role} = any(${knowledgeArticles.audienceRoles}))`,
  )!;
}

/** Plain text fit for the search index: no control characters (the highlight markers among them). */
const indexable = (text: string) => text.replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' ? c : ' '));

async function authorName(tx: Tx, userId: string): Promise<string> {
  const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

function contentOf(body: Pick<KnowledgeArticleBody, 'title' | 'bodyHtml' | 'tags' | 'language'>) {
  const { html, text } = sanitizeRichText(body.bodyHtml);
  const tags = [...new Set(body.tags)];
  return {
    bodyHtml: html,
    bodyText: indexable(text),
    tags,
    search: documentVector(body.language, indexable(body.title), tags, indexable(text)),
  };
}

export async function createArticle(tx: Tx, scope: TenantScope, body: KnowledgeArticleBody): Promise<KnowledgeArticle> {
  const [row] = await tx
    .insert(knowledgeArticles)
    .values({
      tenantId: scope.tenantId,
      id: newId(),
      title: body.title,
      language: body.language,
      audienceRoles: [...new Set(body.audienceRoles)],
      status: body.status,
      authorId: scope.userId,
      authorName: await authorName(tx, scope.userId),
      ...contentOf(body),
    })
    .returning();
  await audit(tx, scope, {
    action: 'knowledge.create',
    targetType: 'knowledge_article',
    targetId: row!.id,
    before: null,
    after: { title: row!.title, status: row!.status },
  });
  return presentArticle(row!);
}

export function getArticle(db: Database, scope: TenantScope, articleId: string): Promise<KnowledgeArticle> {
  return db.run(scope, async (tx) => {
    const [row] = await tx
      .select()
      .from(knowledgeArticles)
      .where(and(visibleTo(scope), eq(knowledgeArticles.id, articleId)));
    if (!row) throw notFound();
    return presentArticle(row);
  });
}

export function updateArticle(db: Database, scope: TenantScope, articleId: string, patch: Partial<KnowledgeArticleBody>) {
  return db.run(scope, async (tx) => {
    const [before] = await tx
      .select()
      .from(knowledgeArticles)
      .where(and(eq(knowledgeArticles.tenantId, scope.tenantId), eq(knowledgeArticles.id, articleId)))
      .for('update');
    if (!before) throw notFound();
    const merged = {
      title: patch.title ?? before.title,
      bodyHtml: patch.bodyHtml ?? before.bodyHtml,
      tags: patch.tags ?? before.tags,
      language: patch.language ?? before.language,
    };
    const [row] = await tx
      .update(knowledgeArticles)
      .set({
        title: merged.title,
        language: merged.language,
        audienceRoles: patch.audienceRoles ? [...new Set(patch.audienceRoles)] : before.audienceRoles,
        status: patch.status ?? before.status,
        updatedAt: new Date(),
        ...contentOf(merged),
      })
      .where(and(eq(knowledgeArticles.tenantId, scope.tenantId), eq(knowledgeArticles.id, articleId)))
      .returning();
    await audit(tx, scope, {
      action: 'knowledge.update',
      targetType: 'knowledge_article',
      targetId: articleId,
      before: { title: before.title, status: before.status },
      after: { title: row!.title, status: row!.status },
    });
    return presentArticle(row!);
  });
}

/** Statuses a search shows when the caller does not filter: editors their working set, readers what is published. */
const defaultStatuses = (scope: TenantScope): KnowledgeStatus[] => (canEditKnowledge(scope) ? ['published', 'draft'] : ['published']);

/**
 * Full-text search (or the latest articles without `q`): each article matched and ranked in its own
 * language, title hits above tag hits above body hits, with a highlighted snippet per hit.
 */
export function searchArticles(db: Database, scope: TenantScope, query: KnowledgeSearchQuery): Promise<KnowledgeSearchReply> {
  const q = query.q?.trim() ?? '';
  const statuses = canEditKnowledge(scope) ? (query.status ?? defaultStatuses(scope)) : ['published' as const];
  const filters: SQL[] = [visibleTo(scope), inArray(knowledgeArticles.status, statuses)];
  if (query.tag?.length)
    filters.push(
      sql`${knowledgeArticles.tags} @> ${sql`array[${sql.join(
        query.tag.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`}`,
    );
  if (query.language?.length) filters.push(inArray(knowledgeArticles.language, query.language));
  const languageColumn = sql`${knowledgeArticles.language}`;
  if (q) filters.push(matchesQuery(sql`${knowledgeArticles.search}`, languageColumn, q, query.language));
  const where = and(...filters)!;
  const offset = (query.page - 1) * query.limit;
  return db.run(scope, async (tx) => {
    const rank = q ? sql<number>`ts_rank_cd(${knowledgeArticles.search}, ${rowQuery(languageColumn, q)}, 32)` : sql<number>`0`;
    const rows = await tx
      .select({
        id: knowledgeArticles.id,
        title: knowledgeArticles.title,
        tags: knowledgeArticles.tags,
        language: knowledgeArticles.language,
        status: knowledgeArticles.status,
        updatedAt: knowledgeArticles.updatedAt,
        bodyText: knowledgeArticles.bodyText,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(knowledgeArticles)
      .where(where)
      .orderBy(...(q ? [desc(rank)] : []), desc(knowledgeArticles.updatedAt), desc(knowledgeArticles.id))
      .limit(query.limit)
      .offset(offset);
    const snippets = q ? await headlines(tx, rows, q) : new Map<string, string>();
    const tags = await tx
      .selectDistinct({ tag: sql<string>`unnest(${knowledgeArticles.tags})` })
      .from(knowledgeArticles)
      .where(visibleTo(scope));
    return {
      data: rows.map((r) => ({
        articleId: r.id,
        title: r.title,
        snippetHtml: snippets.get(r.id) ?? snippetHtml(r.bodyText.slice(0, 240)),
        tags: r.tags,
        language: r.language,
        status: r.status,
        updatedAt: r.updatedAt.toISOString(),
      })),
      total: rows[0]?.total ?? 0,
      page: query.page,
      limit: query.limit,
      tags: tags.map((t) => t.tag).sort((a, b) => a.localeCompare(b)),
    };
  });
}

/** Snippets for one page of hits only: `ts_headline` re-reads the text, so it never runs over every match. */
async function headlines(tx: Tx, rows: { id: string; language: KnowledgeArticle['language']; bodyText: string }[], q: string) {
  const out = new Map<string, string>();
  if (rows.length === 0) return out;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}, ${sql.raw(`'${SEARCH_CONFIG[r.language]}'::regconfig`)}, ${r.bodyText})`),
    sql`, `,
  );
  const result = await selectRows<{ id: string; headline: string }>(
    tx,
    sql`select id, ts_headline(cfg, body, websearch_to_tsquery(cfg, ${q}),
      ${`StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`}) as headline
      from (values ${values}) as v(id, cfg, body)`,
  );
  for (const row of result) out.set(row.id, snippetHtml(row.headline));
  return out;
}
