import { llmScoreItem, scenarioScoreReply, type LlmScoreItemRow, type ScenarioScoreReply } from '@switchboard/contracts';
import { weightageOfScored, type RunnerState, type Weightage } from '@switchboard/roleplay-engine';
import type { Database, Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { readableSession, type SessionRow } from '../practice/session-access.js';
import { computeSessionScore, storeSessionScore } from './session-score.js';
import { stepReviewsOf } from './step-review.js';

/**
 * The stored report, or null when there is none or it predates the current report (English notes,
 * no timing or weights): such a report is scored again, from the same stored session, on its next read.
 */
export function storedScore(session: SessionRow): ScenarioScoreReply | null {
  if (!session.score) return null;
  return scenarioScoreReply.safeParse(session.score).success ? session.score : null;
}

/** The LLM rubric items of an older stored report, kept when it is scored again (the model is not asked twice). */
function earlierRubric(session: SessionRow): LlmScoreItemRow[] {
  const items: unknown[] = (session.score as { unscriptedScore?: unknown[] } | null)?.unscriptedScore ?? [];
  return items.flatMap((i) => {
    const parsed = llmScoreItem.safeParse(i);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The weights an earlier report was scored with: kept in newer reports, read back from the KPIs of older ones. */
function earlierWeights(session: SessionRow): { source: ScenarioScoreReply['weightageSource']; weights: Weightage } | undefined {
  const score = session.score as Partial<ScenarioScoreReply> | null;
  if (!score?.kpis || !score.weightageSource) return undefined;
  const weights =
    score.weightage ?? weightageOfScored(score.kpis.map((k) => ({ kpi: k.kpiName, applicable: k.applicable, weight: k.weight })));
  return weights ? { source: score.weightageSource, weights } : undefined;
}

/**
 * Scores a completed session once and stores the report (a repeated call returns it unchanged). The
 * score never waits on the CRM form: the form does not enter the score, and an advisor whose chat ended
 * before the form was sent must still see their result. A missing form stays visible on its own (the
 * session's crmformdata answers isCrmSubmitted false, and the advisor can still submit it).
 */
export async function scoreAndStore(
  tx: Tx,
  session: SessionRow,
  given: { botTimeTakenMs?: number; rubric?: () => Promise<LlmScoreItemRow[]>; at?: Date } = {},
): Promise<ScenarioScoreReply> {
  const stored = storedScore(session);
  if (stored) return stored;
  if (session.status !== 'completed') throw new AppError('conflict', 'The practice is not complete yet.');
  // An older report is scored again as it was first scored: its weights, bot time, LLM items and date.
  const earlier = session.score ? earlierRubric(session) : [];
  const rubric = given.rubric ? await given.rubric() : earlier;
  const weights = session.score ? earlierWeights(session) : undefined;
  const botTimeTakenMs = given.botTimeTakenMs ?? session.botTimeTakenMs ?? undefined;
  const reply = await computeSessionScore(tx, session, {
    ...(botTimeTakenMs !== undefined ? { botTimeTakenMs } : {}),
    rubric,
    ...(weights ? { weights } : {}),
    // An older report keeps the date it was first scored; a first score is dated now (or when the demo history says).
    ...(session.score && session.scoredAt ? { scoredAt: session.scoredAt } : given.at ? { scoredAt: given.at } : {}),
  });
  await storeSessionScore(tx, session, reply, { botTimeTakenMs: botTimeTakenMs ?? null, ...(given.at ? { at: given.at } : {}) });
  return reply;
}

/**
 * A reviewer's edit scores the session again through the same computation, from the edited runner state,
 * with the weights and bot time it was first scored with and its first scoring date; stores and returns it.
 */
export async function rescoreAfterEdit(
  tx: Tx,
  session: SessionRow,
  runnerState: RunnerState,
  at = new Date(),
): Promise<ScenarioScoreReply> {
  const weights = earlierWeights(session);
  const reply = await computeSessionScore(tx, session, {
    runnerState,
    rubric: earlierRubric(session),
    ...(weights ? { weights } : {}),
    ...(session.scoredAt ? { scoredAt: session.scoredAt } : {}),
  });
  await storeSessionScore(tx, session, reply, { runnerState, at });
  return reply;
}

/** GET scenario/scores/{userSessionId}?botTimeTaken: for the owner and their reviewers. */
export function getScenarioScores(
  db: Database,
  scope: TenantScope,
  userSessionId: string,
  botTimeTakenMs?: number,
  at?: Date,
): Promise<ScenarioScoreReply> {
  return db.run(scope, async (tx) => {
    // Locked, so two first calls store one report (a stored one is returned as it is).
    const session = await readableSession(tx, scope, userSessionId, { lock: true });
    const report = await scoreAndStore(tx, session, { botTimeTakenMs, ...(at ? { at } : {}) });
    return session.scripted ? { ...report, steps: stepReviewsOf(session.script, session.runnerState) } : report;
  });
}
