import { and, desc, eq, sql } from 'drizzle-orm';
import { KBOT_LIMITS, LOCALES, type KbotAnswer, type KbotPassage } from '@switchboard/contracts';
import { selectRows, type Database } from '../../platform/db/database.js';
import { LlmUnavailableError, type LlmProvider } from '../../platform/llm/chat-completions.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { announcements } from '../announcements/tables.js';
import { knowledgeArticles } from '../knowledge/tables.js';
import { SEARCH_CONFIG, textArray } from '../knowledge/search-config.js';
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
 * Passages ranked per language and per way of matching (every word, any word): the first this many the
 * index yields. Ranking reads each one's vector, and at 100,000 passages a common word is in most of them.
 */
const CANDIDATES = 100;

/**
 * KBot's answer to a question: the group's best passages (each source read in its own language, the
 * question's words matched in any combination), limited to what the caller may read; with an LLM
 * configured, a short answer written only from those passages, citing them.
 */
export async function ask(db: Database, llm: LlmProvider | null, scope: TenantScope, question: string): Promise<KbotAnswer> {
  const { passages, lastSyncedAt } = await db.run(scope, async (tx) => {
    await ensureKbotEnabled(tx, scope);
    // The candidates come ranked from the index (see the `sb_kbot_passage_candidates` migration);
    // each source's read rules apply here, under row-level security.
    const rows = await selectRows<{ kind: KbotPassage['sourceKind']; id: string; title: string; text: string; rank: number }>(
      tx,
      sql`select p.source_kind as kind, p.source_id as id, p.title, p.text, c.rank
          from (select source_kind, source_id, ordinal, max(rank) as rank
                  from sb_kbot_passage_candidates(${question}, ${textArray(LOCALES.map((l) => SEARCH_CONFIG[l]))},
                    ${textArray(LOCALES)}, ${CANDIDATES}) group by source_kind, source_id, ordinal) c
          join ${kbotPassages} p on p.tenant_id = ${scope.tenantId} and p.source_kind = c.source_kind
            and p.source_id = c.source_id and p.ordinal = c.ordinal
          left join ${knowledgeArticles} k on p.source_kind = 'article' and k.tenant_id = p.tenant_id and k.id = p.source_id
          left join ${announcements} n on p.source_kind = 'announcement' and n.tenant_id = p.tenant_id and n.id = p.source_id
          where (p.source_kind <> 'article' or (k.status = 'published' and (k.audience_roles = '{}' or ${scope.role} = any(k.audience_roles))))
            and (p.source_kind <> 'announcement' or (n.status = 'published' and (n.audience_roles = '{}' or ${scope.role} = any(n.audience_roles))))
          order by c.rank desc, p.source_id, p.ordinal
          limit ${KBOT_LIMITS.maxPassages}`,
    );
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
