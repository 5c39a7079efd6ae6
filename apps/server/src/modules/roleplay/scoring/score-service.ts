import { and, asc, eq } from 'drizzle-orm';
import {
  llmScoreItem,
  scenarioScoreReply,
  type EvidenceCode,
  type LlmScoreItemRow,
  type ScenarioScoreReply,
  type UnscriptedScoreKey,
} from '@switchboard/contracts';
import {
  scoreScriptedSession,
  scoreUnscriptedSession,
  type EvidenceCode as EngineEvidenceCode,
  type KpiBandConfig,
  type ScoreReport,
  type ScoringOptions,
  type TranscriptMessage,
  type UnscriptedScoreKey as EngineUnscriptedScoreKey,
} from '@switchboard/roleplay-engine';
import type { Database, Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { batches } from '../batches/tables.js';
import { readableSession, type SessionRow } from '../practice/session-access.js';
import { assessments, chatMessages, userSessions } from '../practice/tables.js';
import { bandsOf, weightageFor } from './config-repo.js';
import { dictionaryFor } from './dictionaries.js';
import { ENGINE_ITEM_TEXT } from './item-text.js';
import { personaFacts } from '../practice/persona-facts.js';

/** The engine's codes and keys and the contract's enums must be the same lists (the web translates each one). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameEvidenceCodes: Same<EngineEvidenceCode, EvidenceCode> = true;
const sameScoreKeys: Same<EngineUnscriptedScoreKey, UnscriptedScoreKey> = true;
void sameEvidenceCodes;
void sameScoreKeys;

/** Idle allowance: the batch's warning threshold (roleplay.md §9, default 60 s). */
async function idleTargetMs(tx: Tx, session: SessionRow): Promise<number | undefined> {
  if (!session.batchId) return undefined;
  const [batch] = await tx
    .select({ idle: batches.idleTimeOption1 })
    .from(batches)
    .where(and(eq(batches.tenantId, session.tenantId), eq(batches.id, session.batchId)));
  const from = batch?.idle.optionOneFrom;
  return typeof from === 'number' && from > 0 ? from * 1000 : undefined;
}

/** The unscripted conversation as the engine scores it (customer and advisor lines, with the client's timings). */
export async function unscriptedTranscript(tx: Tx, session: SessionRow): Promise<TranscriptMessage[]> {
  const rows = await tx
    .select({ entry: chatMessages.entry, createdAt: chatMessages.createdAt, reply: chatMessages.reply })
    .from(chatMessages)
    .where(and(eq(chatMessages.tenantId, session.tenantId), eq(chatMessages.userSessionId, session.id)))
    .orderBy(asc(chatMessages.seq));
  return rows
    .filter((r) => r.entry.systemCode === null)
    .map((r) => ({
      role: r.entry.type === 'user' ? ('advisor' as const) : ('customer' as const),
      text: r.entry.message,
      at: Date.parse(r.entry.timestamp),
      timing: r.entry.type === 'user' ? ((r.reply as { timing?: TranscriptMessage['timing'] } | null)?.timing ?? undefined) : undefined,
    }));
}

function present(
  session: SessionRow,
  report: ScoreReport,
  extra: LlmScoreItemRow[],
  source: ScenarioScoreReply['weightageSource'],
  at: Date,
): ScenarioScoreReply {
  return {
    ...report.fields,
    userSessionId: session.id,
    assessmentId: session.assessmentId,
    type: session.type,
    scripted: session.scripted,
    kpis: report.kpis.map((k) => ({
      kpiName: k.kpi,
      applicable: k.applicable,
      value: k.value,
      unit: k.unit,
      percent: k.percent,
      contribution: k.contribution,
      weight: k.weight,
      band: k.band,
      evidence: k.evidence,
    })),
    overall: report.overall,
    isExceptional: report.overall.level === 'exceptional',
    unscriptedScore: [
      ...report.unscripted.map((u) => ({
        source: 'engine' as const,
        key: u.key,
        kpiName: u.kpi,
        label: ENGINE_ITEM_TEXT[u.key].label,
        score: u.score,
        description: ENGINE_ITEM_TEXT[u.key].description,
        evidence: u.evidence,
      })),
      ...extra,
    ],
    weightageSource: source,
    scoredDate: at.toISOString(),
  };
}

/**
 * The stored report, or null when there is none or it predates language-neutral evidence (English notes,
 * English engine items): such a report is scored again, from the same stored session, on its next read.
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
  let options = given;
  if (session.score) {
    // An older report: score it again as it was first scored (bot time, the LLM rubric's items).
    const rubric = earlierRubric(session);
    const botTimeTakenMs = given.botTimeTakenMs ?? session.botTimeTakenMs ?? undefined;
    options = {
      ...(botTimeTakenMs === undefined ? {} : { botTimeTakenMs }),
      ...(given.rubric ? { rubric: given.rubric } : rubric.length > 0 ? { rubric: async () => rubric } : {}),
    };
  }
  if (session.status !== 'completed') throw new AppError('conflict', 'The practice is not complete yet.');
  const { source, weights } = await weightageFor(tx, session.tenantId, session.type, session.batchId);
  const bands: KpiBandConfig[] = await bandsOf(tx, session.tenantId, session.type);
  const language = session.runnerState?.config.language ?? (await languageOf(tx, session));
  const dictionary = await dictionaryFor(language);
  const base: ScoringOptions = {
    type: session.type,
    language,
    ...(dictionary ? { dictionary } : {}),
    weightage: weights,
    bands,
    idleTargetMs: await idleTargetMs(tx, session),
    ...(session.idleSeconds > 0 ? { idleTimeMs: session.idleSeconds * 1000 } : {}),
  };
  let report: ScoreReport;
  let extra: LlmScoreItemRow[] = [];
  if (session.scripted && session.script && session.runnerState) {
    const s = session.runnerState;
    const measured = s.startedAt !== null ? Math.max(0, (s.endedAt ?? s.lastBotAt ?? s.startedAt) - s.startedAt) : 0;
    const handleTimeMs = options.botTimeTakenMs ? Math.max(0, measured - options.botTimeTakenMs) : undefined;
    report = scoreScriptedSession(session.script, s, { ...base, ...(handleTimeMs !== undefined ? { handleTimeMs } : {}) });
  } else {
    const transcript = await unscriptedTranscript(tx, session);
    if (options.rubric) extra = await options.rubric();
    const judged = Object.fromEntries(extra.filter((i) => i.kpiName !== null).map((i) => [i.kpiName, i.score]));
    report = scoreUnscriptedSession(transcript, { ...base, judged }, await personaFacts(tx, session));
  }
  // An older report scored again keeps the date it was first scored.
  const at = session.score && session.scoredAt ? session.scoredAt : (given.at ?? new Date());
  const reply = present(session, report, extra, source, at);
  await tx
    .update(userSessions)
    .set({
      score: reply,
      overallScore: reply.overAllScoreWeightage,
      generatedScore: reply.generatedScore,
      totalScore: reply.totalScore,
      botTimeTakenMs: options.botTimeTakenMs ?? null,
      scoredAt: at,
      updatedAt: at,
    })
    .where(and(eq(userSessions.tenantId, session.tenantId), eq(userSessions.id, session.id)));
  return reply;
}

async function languageOf(tx: Tx, session: SessionRow): Promise<string> {
  const [a] = await tx
    .select({ language: assessments.language })
    .from(assessments)
    .where(and(eq(assessments.tenantId, session.tenantId), eq(assessments.id, session.assessmentId)));
  return a?.language ?? 'en-US';
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
    return scoreAndStore(tx, session, { botTimeTakenMs, ...(at ? { at } : {}) });
  });
}
