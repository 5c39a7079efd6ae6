import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LOCALES,
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
import { documentVector, HIT_END, HIT_START, rowConfig, rowQuery, snippetHtml, SEARCH_CONFIG, textArray } from './search-config.js';
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
  forgetTags(scope.tenantId);
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
    forgetTags(scope.tenantId);
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
 * A search ranks at most this many matches per language configuration, whatever the words: those whose
 * title holds one of the words first (title hits rank highest), then the others the index yields.
 * Ranking reads each match's whole vector, and a word found in tens of thousands of articles says little
 * about which of them is wanted; the reply then says there are more (`more`) and the reader narrows the search.
 */
export const RANKED_MATCHES = 200;
/**
 * A quoted phrase's whole order is checked in at most this many articles (per language configuration)
 * that the index finds with each adjacent pair of its words (or, under `or` and `-`, with all its words).
 */
export const PHRASE_CHECKS = 1_000;
/** Without `q` the latest articles are listed and counted up to here; past it the reply says there are more. */
export const LISTED_ARTICLES = 1_000;

interface HitRow {
  id: string;
  title: string;
  tags: string[];
  language: KnowledgeArticle['language'];
  status: KnowledgeStatus;
  updated_at: Date | string;
  /** The highlighted passage around the hits, or the text's beginning without a query. */
  snippet: string;
  total: number | string;
  more: boolean;
}

/**
 * The ranked candidates of `q`, each article read in its own language (`sb_knowledge_search_ranked`:
 * under row-level security no index could answer `@@`, and every search read every article).
 */
function rankedCandidates(scope: TenantScope, q: string, statuses: readonly KnowledgeStatus[], query: KnowledgeSearchQuery): SQL {
  const languages = LOCALES.filter((l) => !query.language?.length || query.language.includes(l));
  const readerRole = canEditKnowledge(scope) ? null : scope.role;
  return sql`sb_knowledge_search_ranked(${q}, ${textArray(languages.map((l) => SEARCH_CONFIG[l]))}, ${textArray(languages)},
    ${textArray(statuses)}, ${textArray(query.tag ?? [])}, ${readerRole}::text, ${RANKED_MATCHES}, ${PHRASE_CHECKS}) as c(id, rank, more)`;
}

const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Full-text search (or the latest articles without `q`): each article matched and ranked in its own
 * language, title hits above tag hits above body hits, with a highlighted snippet per hit.
 */
export function searchArticles(db: Database, scope: TenantScope, query: KnowledgeSearchQuery): Promise<KnowledgeSearchReply> {
  const q = query.q?.trim() ?? '';
  const statuses = canEditKnowledge(scope) ? (query.status ?? defaultStatuses(scope)) : ['published' as const];
  const filters: SQL[] = [visibleTo(scope), inArray(knowledgeArticles.status, statuses)];
  if (query.tag?.length) filters.push(sql`${knowledgeArticles.tags} @> ${textArray(query.tag)}`);
  if (query.language?.length) filters.push(inArray(knowledgeArticles.language, query.language));
  const where = and(...filters)!;
  const offset = (query.page - 1) * query.limit;
  // The candidates come ranked; the outer query re-applies the caller's visibility under row-level
  // security and makes the snippet (ts_headline re-reads the text) only for the page's rows.
  const matched = sql`${rankedCandidates(scope, q, statuses, query)}
    join ${knowledgeArticles} on ${knowledgeArticles.tenantId} = ${scope.tenantId} and ${knowledgeArticles.id} = c.id
    where ${where}`;
  const page = q
    ? sql`with hits as (
            select ${knowledgeArticles.id} as id, title, tags, language, status, updated_at, body_text, c.rank,
              count(*) over () as total, bool_or(c.more) over () as more
            from ${matched}
            order by c.rank desc, updated_at desc, ${knowledgeArticles.id} desc
            limit ${query.limit} offset ${offset})
          select id, title, tags, language, status, updated_at, total, more,
            ts_headline(${rowConfig(sql`language`)}, body_text, ${rowQuery(sql`language`, q)}, ${HEADLINE_OPTIONS}) as snippet
          from hits order by rank desc, updated_at desc, id desc`
    : latestArticles(where, query.preferLanguage, query.limit, offset);
  return db.run(scope, async (tx) => {
    const rows = await selectRows<HitRow>(tx, page);
    const counted = rows[0] ?? (offset > 0 ? await countMatches(tx, q ? matched : null, where) : { total: 0, more: false });
    return {
      data: rows.map((r) => ({
        articleId: r.id,
        title: r.title,
        snippetHtml: snippetHtml(r.snippet),
        tags: r.tags,
        language: r.language,
        status: r.status,
        updatedAt: new Date(r.updated_at).toISOString(),
      })),
      total: Number(counted.total),
      more: counted.more,
      page: query.page,
      limit: query.limit,
      tags: await tagsOf(tx, scope),
    };
  });
}

/**
 * The latest articles, those in `preferred` (the reader's language) first, each part newest first, with
 * the count up to LISTED_ARTICLES. Each part is read newest first from an index and stops at the page's
 * end, so the reader's language comes first even when every recent article is in another one.
 */
function latestArticles(where: SQL, preferred: KnowledgeSearchQuery['preferLanguage'], limit: number, offset: number): SQL {
  const newest = (part: number, language: SQL | undefined) =>
    sql`(select ${knowledgeArticles.tenantId} as tenant_id, ${knowledgeArticles.id} as id, ${knowledgeArticles.updatedAt} as updated_at,
          ${part} as part from ${knowledgeArticles} where ${and(where, language)}
        order by ${knowledgeArticles.updatedAt} desc, ${knowledgeArticles.id} desc limit ${offset + limit})`;
  const parts = preferred
    ? sql`${newest(0, eq(knowledgeArticles.language, preferred))} union all ${newest(1, sql`${knowledgeArticles.language} <> ${preferred}`)}`
    : newest(0, undefined);
  return sql`with counted as (
        select least(count(*), ${LISTED_ARTICLES}) as total, count(*) > ${LISTED_ARTICLES} as more
        from (select 1 from ${knowledgeArticles} where ${where} limit ${LISTED_ARTICLES + 1}) m),
      page as (select * from (${parts}) p order by part, updated_at desc, id desc limit ${limit} offset ${offset})
    select a.id, a.title, a.tags, a.language, a.status, a.updated_at, left(a.body_text, 240) as snippet, counted.total, counted.more
    from page p join knowledge_articles a on a.tenant_id = p.tenant_id and a.id = p.id cross join counted
    order by p.part, a.updated_at desc, a.id desc`;
}

/** The matches counted when the page asked for lies past them (no row to carry the count). */
async function countMatches(tx: Tx, matched: SQL | null, where: SQL): Promise<Pick<HitRow, 'total' | 'more'>> {
  const [row] = await selectRows<Pick<HitRow, 'total' | 'more'>>(
    tx,
    matched
      ? sql`select count(*) as total, coalesce(bool_or(c.more), false) as more from ${matched}`
      : sql`select least(count(*), ${LISTED_ARTICLES}) as total, count(*) > ${LISTED_ARTICLES} as more
            from (select 1 from ${knowledgeArticles} where ${where} limit ${LISTED_ARTICLES + 1}) m`,
  );
  return row ?? { total: 0, more: false };
}

/** The tags of the articles the caller may read, for the filter; kept a minute per group and audience. */
async function tagsOf(tx: Tx, scope: TenantScope): Promise<string[]> {
  const key = `${scope.tenantId}:${canEditKnowledge(scope) ? 'editor' : scope.role}`;
  const cached = tagCache.get(key);
  if (cached && cached.until > Date.now()) return cached.tags;
  const rows = await tx
    .selectDistinct({ tag: sql<string>`unnest(${knowledgeArticles.tags})` })
    .from(knowledgeArticles)
    .where(and(visibleTo(scope), sql`${knowledgeArticles.status} <> 'archived'`));
  const tags = rows.map((t) => t.tag).sort((a, b) => a.localeCompare(b));
  tagCache.set(key, { tags, until: Date.now() + TAG_CACHE_MS });
  return tags;
}

/**
 * Reading every article's tags on every keystroke would cost more than the search itself at 100,000
 * articles; the list changes only when articles do, so this process forgets a group's lists on each
 * write and keeps them at most a minute otherwise (a write through another process shows within it).
 */
const TAG_CACHE_MS = 60_000;
const tagCache = new Map<string, { tags: string[]; until: number }>();
const forgetTags = (tenantId: string) => {
  for (const key of tagCache.keys()) if (key.startsWith(`${tenantId}:`)) tagCache.delete(key);
};
