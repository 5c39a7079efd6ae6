import { asc, and, eq, sql } from 'drizzle-orm';
import type { ConversationEntry, PromptUtterance, TranscriptEntry } from '@switchboard/contracts';
import type { BotMessage, EngineScript, EngineStep, StepKind, TurnRecord } from '@switchboard/roleplay-engine';
import type { Tx } from '../../../platform/db/database.js';
import { preparedStatement, type Placeholders } from '../../../platform/db/prepared-statement.js';
import { newId } from '../../../platform/ids.js';
import { chatMessages } from './tables.js';

/** Presents the engine's messages and the advisor's replies as the conversation entries of roleplay.md §3. */

const base = (at: Date): Omit<ConversationEntry, 'type' | 'message'> => ({
  question: null,
  timestamp: at.toISOString(),
  questionId: null,
  promptId: null,
  promptUtterances: [],
  transcriptData: null,
  isSelectOneQuestion: false,
  systemCode: null,
  botMessageKey: null,
});

export function utterancesOf(step: EngineStep, chips: readonly string[]): PromptUtterance[] {
  return chips.map((text, id) => ({
    id,
    promptId: step.id,
    promptText: text,
    text,
    ...(step.kind === 'resolution' ? { resolutionPrompt: true } : {}),
    ...(step.kind === 'compliance' ? { compliancePrompt: true } : {}),
  }));
}

export function botEntry(script: EngineScript, message: BotMessage, at: Date): ConversationEntry {
  if (message.type === 'customer') {
    const step = script.steps.find((s) => s.id === message.stepId)!;
    return {
      ...base(at),
      type: 'system',
      question: message.text,
      message: message.text,
      questionId: step.id,
      promptId: step.id,
      promptUtterances: utterancesOf(step, message.chips),
      isSelectOneQuestion: message.selectOne,
    };
  }
  return {
    ...base(at),
    type: 'system',
    message: message.text,
    questionId: message.stepId,
    promptId: message.stepId,
    isSelectOneQuestion: message.key === 'selectone',
    systemCode: message.code,
    botMessageKey: message.key,
  };
}

export function transcriptOf(step: EngineStep, reply: string): TranscriptEntry {
  return { question: step.customerLines.join(' '), givenResponse: reply, recommendedAnswer: [...step.recommendedAnswers] };
}

export function advisorEntry(script: EngineScript, turn: TurnRecord, at: Date, withTranscript: boolean): ConversationEntry {
  const step = script.steps[turn.stepIndex]!;
  return {
    ...base(at),
    type: 'user',
    question: step.customerLines.join(' '),
    message: turn.reply,
    questionId: step.id,
    promptId: step.id,
    transcriptData: withTranscript ? transcriptOf(step, turn.reply) : null,
    isSelectOneQuestion: step.kind === 'select-one',
  };
}

/** A free-form line (unscripted customer or advisor). */
export function plainEntry(type: 'user' | 'system', message: string, at: Date, extra: Partial<ConversationEntry> = {}): ConversationEntry {
  return { ...base(at), type, message, ...extra };
}

export interface NewMessage {
  entry: ConversationEntry;
  stepId?: string | null;
  requestKey?: string | null;
  requestFingerprint?: string | null;
  reply?: unknown;
  isBotResponded?: boolean;
  score?: number | null;
  isScoreEditable?: boolean;
  /** The kind of step a scored reply settled (which KPI a reviewer's edit moves). */
  stepKind?: StepKind | null;
  probings?: number;
  empathies?: number;
}

/** The values of messages for appendMessagesStatement's placeholders: each row's as `m{i}{Column}`. */
export function messageValues(messages: NewMessage[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  messages.forEach((m, i) => {
    Object.assign(values, {
      [`m${i}Id`]: newId(),
      [`m${i}Sender`]: m.entry.type,
      [`m${i}ChatScript`]: m.entry.message,
      [`m${i}Entry`]: m.entry,
      [`m${i}StepId`]: m.stepId ?? null,
      [`m${i}RequestKey`]: m.requestKey ?? null,
      [`m${i}RequestFingerprint`]: m.requestFingerprint ?? null,
      [`m${i}Reply`]: m.reply ?? null,
      [`m${i}IsBotResponded`]: m.isBotResponded ?? false,
      [`m${i}Score`]: m.score ?? null,
      [`m${i}StepKind`]: m.stepKind ?? null,
      [`m${i}IsScoreEditable`]: m.isScoreEditable ?? false,
      [`m${i}Probings`]: m.probings ?? 0,
      [`m${i}Empathies`]: m.empathies ?? 0,
      // The message's time is the one its entry shows (the moment its request was handled).
      [`m${i}CreatedAt`]: new Date(m.entry.timestamp),
    });
  });
  return values;
}

/**
 * Appends `count` messages after the session's last one, in one statement: each row's seq is the session's
 * current highest plus its position (the subqueries all read the table as it was before the insert). Its
 * values are placeholders: `tenantId`, `userSessionId` and messageValues(messages). Run with the session row
 * locked.
 */
export function appendMessagesStatement(tx: Tx, count: number) {
  const $ = (name: string) => sql.placeholder(name);
  const seqAfter = (i: number) =>
    sql<number>`(select coalesce(max(${chatMessages.seq}), -1) + ${i + 1} from ${chatMessages} where ${chatMessages.tenantId} = ${$('tenantId')} and ${chatMessages.userSessionId} = ${$('userSessionId')})`;
  return tx.insert(chatMessages).values(
    Array.from({ length: count }, (_, i) => ({
      tenantId: $('tenantId'),
      userSessionId: $('userSessionId'),
      seq: seqAfter(i),
      id: $(`m${i}Id`),
      sender: $(`m${i}Sender`),
      chatScript: $(`m${i}ChatScript`),
      entry: $(`m${i}Entry`),
      stepId: $(`m${i}StepId`),
      requestKey: $(`m${i}RequestKey`),
      requestFingerprint: $(`m${i}RequestFingerprint`),
      reply: $(`m${i}Reply`),
      isBotResponded: $(`m${i}IsBotResponded`),
      score: $(`m${i}Score`),
      // The engine's score is kept apart from `score`, which reviewers may edit (agreement report).
      engineScore: $(`m${i}Score`),
      stepKind: $(`m${i}StepKind`),
      isScoreEditable: $(`m${i}IsScoreEditable`),
      probings: $(`m${i}Probings`),
      empathies: $(`m${i}Empathies`),
      createdAt: $(`m${i}CreatedAt`),
    })),
  );
}

const append = preparedStatement((tx, _: Placeholders<Record<string, unknown>>, count: number) => appendMessagesStatement(tx, count));

/** Appends messages after the session's last one (see appendMessagesStatement). Call with the session row locked. */
export async function appendMessages(tx: Tx, tenantId: string, userSessionId: string, messages: NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await append(tx, { tenantId, userSessionId, ...messageValues(messages) }, messages.length);
}

export async function conversationOf(tx: Tx, tenantId: string, userSessionId: string): Promise<ConversationEntry[]> {
  const rows = await tx
    .select({ entry: chatMessages.entry })
    .from(chatMessages)
    .where(and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.userSessionId, userSessionId)))
    .orderBy(asc(chatMessages.seq));
  return rows.map((r) => r.entry);
}

/** The stored message answering a request (question + attempt), if that request was already answered. */
export async function answeredRequest(tx: Tx, tenantId: string, userSessionId: string, requestKey: string) {
  const [row] = await tx
    .select({ fingerprint: chatMessages.requestFingerprint, reply: chatMessages.reply })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.userSessionId, userSessionId), eq(chatMessages.requestKey, requestKey)),
    );
  return row ?? null;
}
