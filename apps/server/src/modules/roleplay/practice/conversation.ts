import { asc, and, eq, sql } from 'drizzle-orm';
import type { ConversationEntry, PromptUtterance, TranscriptEntry } from '@switchboard/contracts';
import type { BotMessage, EngineScript, EngineStep, StepKind, TurnRecord } from '@switchboard/roleplay-engine';
import type { Tx } from '../../../platform/db/database.js';
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

/**
 * Appends messages after the session's last one, in one statement: each row's seq is the session's
 * current highest plus its position (the subqueries all read the table as it was before the insert).
 * Call with the session row locked.
 */
export async function appendMessages(tx: Tx, tenantId: string, userSessionId: string, messages: NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await appendMessagesStatement(tx, tenantId, userSessionId, messages);
}

/** appendMessages as a statement not yet run, to travel as a CTE with the statement that follows it (non-empty messages). */
export function appendMessagesStatement(tx: Tx, tenantId: string, userSessionId: string, messages: NewMessage[]) {
  const seqAfter = (i: number) =>
    sql<number>`(select coalesce(max(${chatMessages.seq}), -1) + ${i + 1} from ${chatMessages} where ${chatMessages.tenantId} = ${tenantId} and ${chatMessages.userSessionId} = ${userSessionId})`;
  return tx.insert(chatMessages).values(
    messages.map((m, i) => ({
      tenantId,
      userSessionId,
      seq: seqAfter(i),
      id: newId(),
      sender: m.entry.type,
      chatScript: m.entry.message,
      entry: m.entry,
      stepId: m.stepId ?? null,
      requestKey: m.requestKey ?? null,
      requestFingerprint: m.requestFingerprint ?? null,
      reply: m.reply ?? null,
      isBotResponded: m.isBotResponded ?? false,
      score: m.score ?? null,
      // The engine's score is kept apart from `score`, which reviewers may edit (agreement report).
      engineScore: m.score ?? null,
      stepKind: m.stepKind ?? null,
      isScoreEditable: m.isScoreEditable ?? false,
      probings: m.probings ?? 0,
      empathies: m.empathies ?? 0,
      // The message's time is the one its entry shows (the moment its request was handled).
      createdAt: new Date(m.entry.timestamp),
    })),
  );
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
