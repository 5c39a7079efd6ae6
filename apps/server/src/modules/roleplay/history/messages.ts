import { and, asc, eq } from 'drizzle-orm';
import { STEP_KIND_KPI, type HistoryMessage } from '@switchboard/contracts';
import type { Tx } from '../../../platform/db/database.js';
import { chatMessages } from '../practice/tables.js';

export type MessageRow = typeof chatMessages.$inferSelect;

/** A stored message as the history shows it (roleplay.md §3 Chat message (history)). */
export function presentMessage(row: MessageRow): HistoryMessage {
  const scored = row.score !== null;
  return {
    id: row.id,
    seq: row.seq,
    sender: row.sender,
    chatScript: row.chatScript,
    createdDate: row.createdAt.toISOString(),
    isBotResponded: row.isBotResponded,
    score: row.score,
    // Rows scored before engine scores were kept apart have never been edited: their score is the engine's.
    engineScore: row.engineScore ?? row.score,
    isScoreEditable: row.isScoreEditable,
    isReviewed: row.isReviewed,
    probings: row.probings,
    empathies: row.empathies,
    comment: row.comment,
    questionId: row.entry.questionId,
    kpiName: scored ? (row.stepKind ? STEP_KIND_KPI[row.stepKind] : 'accuracy_score') : null,
    systemCode: row.entry.systemCode,
    botMessageKey: row.entry.botMessageKey,
  };
}

/** The session's messages in order. */
export async function messagesOf(tx: Tx, tenantId: string, userSessionId: string): Promise<MessageRow[]> {
  return tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.userSessionId, userSessionId)))
    .orderBy(asc(chatMessages.seq));
}
