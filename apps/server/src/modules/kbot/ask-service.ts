import { and, desc, eq, sql } from 'drizzle-orm';
import { KBOT_LIMITS, type KbotAnswer, type KbotPassage } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import { LlmUnavailableError, type LlmProvider } from '../../platform/llm/chat-completions.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { announcements } from '../announcements/tables.js';
import { knowledgeArticles } from '../knowledge/tables.js';
import { matchesQuery, rowQuery } from '../knowledge/search-config.js';
import { ensureKbotEnabled } from './service.js';
import { sourceLink } from './sources.js';
import { kbotPassages, kbotSyncRequests } from './tables.js';
import { answerFromPassages } from './grounded-answer.js';

/**
 * A passage must reach this rank to be offered. Ranks are not normalised by length: every passage of a
 * source carries its title, so the passage whose own words hold more of the question must win.
 */
const MIN_RANK = 0.01;
/** An answer that takes longer than this is dropped for the passages alone. */
const ANSWER_DEADLINE_MS = 8_000;

/**
 * KBot's answer to a question: the group's best passages (each source read in its own language, the
 * question's words matched in any combination), limited to what the caller may read; with an LLM
 * configured, a short answer written only from those passages, citing them.
 */
export async function ask(db: Database, llm: LlmProvider | null, scope: TenantScope, question: string): Promise<KbotAnswer> {
  const { passages, lastSyncedAt } = await db.run(scope, async (tx) => {
    await ensureKbotEnabled(tx, scope);
    const language = sql`${kbotPassages.language}`;
    const rank = sql<number>`ts_rank_cd(${kbotPassages.search}, ${rowQuery(language, question, 'any')})`;
    const rows = await tx
      .select({
        kind: kbotPassages.sourceKind,
        id: kbotPassages.sourceId,
        title: kbotPassages.title,
        text: kbotPassages.text,
        rank,
      })
      .from(kbotPassages)
      .leftJoin(
        knowledgeArticles,
        and(
          eq(knowledgeArticles.tenantId, kbotPassages.tenantId),
          eq(knowledgeArticles.id, kbotPassages.sourceId),
          eq(kbotPassages.sourceKind, 'article'),
        ),
      )
      .leftJoin(
        announcements,
        and(
          eq(announcements.tenantId, kbotPassages.tenantId),
          eq(announcements.id, kbotPassages.sourceId),
          eq(kbotPassages.sourceKind, 'announcement'),
        ),
      )
      .where(
        and(
          eq(kbotPassages.tenantId, scope.tenantId),
          matchesQuery(sql`${kbotPassages.search}`, language, question, undefined, 'any'),
          // Read rules of the source apply to its passages: published, and for the caller's role.
          sql`(${kbotPassages.sourceKind} <> 'article' or (${knowledgeArticles.status} = 'published' and (${knowledgeArticles.audienceRoles} = '{}' or ${scope.role} = any(${knowledgeArticles.audienceRoles}))))`,
          sql`(${kbotPassages.sourceKind} <> 'announcement' or (${announcements.status} = 'published' and (${announcements.audienceRoles} = '{}' or ${scope.role} = any(${announcements.audienceRoles}))))`,
        ),
      )
      .orderBy(desc(rank), kbotPassages.sourceId, kbotPassages.ordinal)
      .limit(KBOT_LIMITS.maxPassages);
    const [last] = await tx
      .select({ at: kbotSyncRequests.finishedAt })
      .from(kbotSyncRequests)
      .where(and(eq(kbotSyncRequests.tenantId, scope.tenantId), eq(kbotSyncRequests.status, 'done')))
      .orderBy(desc(kbotSyncRequests.finishedAt))
      .limit(1);
    return { passages: rows.filter((r) => Number(r.rank) >= MIN_RANK), lastSyncedAt: last?.at?.toISOString() ?? null };
  });
  const shown: KbotPassage[] = passages.map((p) => ({
    sourceKind: p.kind,
    sourceId: p.id,
    title: p.title,
    text: p.text,
    link: sourceLink(p.kind, p.id),
  }));
  const base: KbotAnswer = { question, passages: shown, answer: null, citations: [], unknown: shown.length === 0, lastSyncedAt };
  if (!llm || shown.length === 0) return base;
  try {
    const written = await answerFromPassages(llm, question, shown, ANSWER_DEADLINE_MS);
    return { ...base, ...written };
  } catch (error) {
    if (error instanceof LlmUnavailableError) return base;
    throw error;
  }
}
