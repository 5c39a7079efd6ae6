import { and, asc, eq } from 'drizzle-orm';
import { type EvidenceCode, type LlmScoreItemRow, type ScenarioScoreReply, type UnscriptedScoreKey } from '@switchboard/contracts';
import {
  scoreScriptedSession,
  scoreUnscriptedSession,
  type EvidenceCode as EngineEvidenceCode,
  type RunnerState,
  type ScoreReport,
  type ScoringOptions,
  type TranscriptMessage,
  type UnscriptedScoreKey as EngineUnscriptedScoreKey,
  type Weightage,
} from '@switchboard/roleplay-engine';
import type { Tx } from '../../../platform/db/database.js';
import { batches } from '../batches/tables.js';
import type { SessionRow } from '../practice/session-access.js';
import { assessments, chatMessages, userSessions } from '../practice/tables.js';
import { personaFacts } from '../practice/persona-facts.js';
import { bandsOf, weightageFor, type WeightageSource } from './config-repo.js';
import { dictionaryFor } from './dictionaries.js';
import { ENGINE_ITEM_TEXT } from './item-text.js';

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

async function languageOf(tx: Tx, session: SessionRow): Promise<string> {
  if (session.runnerState) return session.runnerState.config.language;
  const [a] = await tx
    .select({ language: assessments.language })
    .from(assessments)
    .where(and(eq(assessments.tenantId, session.tenantId), eq(assessments.id, session.assessmentId)));
  return a?.language ?? 'en-US';
}

function present(
  session: SessionRow,
  report: ScoreReport,
  extra: LlmScoreItemRow[],
  source: WeightageSource,
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
    weightage: report.weightage,
    timing: report.timing,
    scoredDate: at.toISOString(),
  };
}

/** What a session's score is computed from besides its stored turns. */
export interface ScoreInputs {
  /** The bot's own time the client measured (left out of the handling time). */
  botTimeTakenMs?: number;
  /** The LLM judge's rubric items (unscripted). */
  rubric?: LlmScoreItemRow[];
  /** Scored again: the weights the session was first scored with, and where they came from. */
  weights?: { source: WeightageSource; weights: Weightage };
  /** Scored again: the date it was first scored. */
  scoredAt?: Date;
  /** A reviewer's edit: the runner state with the edited step scores. */
  runnerState?: RunnerState;
}

/**
 * THE score of a session, for every screen and export (ADR 036): the engine's pure scoring over the stored
 * turns (with any reviewer edits applied to the steps) and the stored timings, with the group's bands and
 * the weights given (the session's own when it is scored again, else the batch's or group's).
 */
export async function computeSessionScore(tx: Tx, session: SessionRow, inputs: ScoreInputs = {}): Promise<ScenarioScoreReply> {
  const { source, weights } = inputs.weights ?? (await weightageFor(tx, session.tenantId, session.type, session.batchId));
  const language = await languageOf(tx, session);
  const dictionary = await dictionaryFor(language);
  const botTimeMs = inputs.botTimeTakenMs ?? session.botTimeTakenMs ?? undefined;
  const options: ScoringOptions = {
    type: session.type,
    language,
    ...(dictionary ? { dictionary } : {}),
    weightage: weights,
    bands: await bandsOf(tx, session.tenantId, session.type),
    idleTargetMs: await idleTargetMs(tx, session),
    ...(session.idleSeconds > 0 ? { idleTimeMs: session.idleSeconds * 1000 } : {}),
    ...(botTimeMs !== undefined ? { botTimeMs } : {}),
  };
  const state = inputs.runnerState ?? session.runnerState;
  let report: ScoreReport;
  const extra = inputs.rubric ?? [];
  if (session.scripted && session.script && state) {
    report = scoreScriptedSession(session.script, state, options);
  } else {
    const judged = Object.fromEntries(extra.filter((i) => i.kpiName !== null).map((i) => [i.kpiName, i.score]));
    report = scoreUnscriptedSession(await unscriptedTranscript(tx, session), { ...options, judged }, await personaFacts(tx, session));
  }
  return present(session, report, extra, source, inputs.scoredAt ?? new Date());
}

/**
 * Stores a computed score with every column a list reads it from (overall, response points, duration),
 * so the history, progress and the dashboard read the very numbers the report holds.
 */
export async function storeSessionScore(
  tx: Tx,
  session: SessionRow,
  reply: ScenarioScoreReply,
  extra: { botTimeTakenMs?: number | null; runnerState?: RunnerState; at?: Date } = {},
): Promise<void> {
  const at = new Date(reply.scoredDate);
  await tx
    .update(userSessions)
    .set({
      score: reply,
      overallScore: reply.overAllScoreWeightage,
      generatedScore: reply.generatedScore,
      totalScore: reply.totalScore,
      durationSeconds: reply.timing.durationSeconds,
      ...(extra.botTimeTakenMs !== undefined ? { botTimeTakenMs: extra.botTimeTakenMs } : {}),
      ...(extra.runnerState ? { runnerState: extra.runnerState } : {}),
      scoredAt: at,
      updatedAt: extra.at ?? new Date(),
    })
    .where(and(eq(userSessions.tenantId, session.tenantId), eq(userSessions.id, session.id)));
}
