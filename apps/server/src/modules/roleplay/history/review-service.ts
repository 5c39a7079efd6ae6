import { and, eq, sql } from 'drizzle-orm';
import { withStepScore } from '@switchboard/roleplay-engine';
import {
  HISTORY_MESSAGES,
  scoreFields,
  type CommentBody,
  type CommentReply,
  type ScoreEditBody,
  type ScoreEditReply,
} from '@switchboard/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { users } from '../../accounts/tables.js';
import { audit } from '../../audit/audit.js';
import { chatMessages, userSessions } from '../practice/tables.js';
import { rescoreAfterEdit, storedScore } from '../scoring/score-service.js';
import { bandsOf } from '../scoring/config-repo.js';
import { lockForReview, refuse } from './access.js';
import { presentMessage } from './messages.js';
import { scoreSummaryOf } from './score-summary.js';

async function nameOf(tx: Tx, userId: string | null): Promise<{ userId: string; name: string } | null> {
  if (!userId) return null;
  const [u] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return { userId, name: u ? `${u.first} ${u.last}`.trim() : '' };
}

/**
 * PATCH interaction/histories: a reviewer's 0–5 score for one advisor reply (roleplay.md §4 Score
 * editing). Only a reply whose score is editable, of a completed session not yet reviewed, by someone
 * who may review it. The session is scored again in the same transaction (every KPI, the overall score
 * and level, with the weights it was first scored with) and the edit is audited with the scores before and after.
 */
export function editScore(db: Database, scope: TenantScope, body: ScoreEditBody, at = new Date()): Promise<ScoreEditReply> {
  const failed = HISTORY_MESSAGES.updateScoreFailed;
  return db.run(scope, async (tx) => {
    const [target] = await tx
      .select({ userSessionId: chatMessages.userSessionId })
      .from(chatMessages)
      .where(and(eq(chatMessages.tenantId, scope.tenantId), eq(chatMessages.id, body.id)));
    if (!target) throw refuse('not_found', failed, 'not_found');
    // Lock the session first (as the prompt does), then read the message under that lock.
    const session = await lockForReview(tx, scope, target.userSessionId, failed);
    const [message] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.tenantId, scope.tenantId), eq(chatMessages.id, body.id)));
    if (!message) throw refuse('not_found', failed, 'not_found');
    if (session.isReviewed) throw refuse('conflict', failed, 'session_reviewed');
    if (!message.isScoreEditable || message.score === null || !message.stepId) throw refuse('conflict', failed, 'score_not_editable');
    if (session.status !== 'completed' || !session.script || !session.runnerState) throw refuse('conflict', failed, 'session_not_complete');

    const previous = message.score;
    const bands = await bandsOf(tx, scope.tenantId, session.type);
    let report = storedScore(session);
    let updated = message;
    if (previous !== body.score) {
      const state = withStepScore(session.runnerState, message.stepId, body.score);
      const stepKind = state.steps.find((s) => s.stepId === message.stepId)?.kind ?? null;
      const [row] = await tx
        .update(chatMessages)
        .set({
          score: body.score,
          // Sessions scored before engine scores were kept apart: the first edit records the engine's.
          engineScore: sql`coalesce(${chatMessages.engineScore}, ${chatMessages.score})`,
          stepKind: sql`coalesce(${chatMessages.stepKind}, ${stepKind})`,
        })
        .where(and(eq(chatMessages.tenantId, scope.tenantId), eq(chatMessages.id, message.id)))
        .returning();
      updated = row ?? message;
      // The whole session is scored again by the one computation every screen reads (ADR 036).
      report = await rescoreAfterEdit(tx, session, state, at);
      await audit(tx, scope, {
        action: 'roleplay.history.score.edit',
        targetType: 'chat_message',
        targetId: message.id,
        before: { userSessionId: session.id, score: previous, overallScore: session.overallScore, generatedScore: session.generatedScore },
        after: {
          userSessionId: session.id,
          score: body.score,
          overallScore: report.overAllScoreWeightage,
          generatedScore: report.generatedScore,
        },
      });
    }
    return {
      message: HISTORY_MESSAGES.scoreUpdated,
      userSessionId: session.id,
      chatMessage: presentMessage(updated),
      previousScore: previous,
      score: report?.overAllScoreWeightage ?? null,
      trainingScore: report ? scoreFields.parse(report) : null,
      scoreSummary: report && session.scripted ? scoreSummaryOf(report, bands) : null,
    };
  });
}

/**
 * PATCH usersession: the reviewer's comment and the reviewed tick (roleplay.md §4 Comment panel, §5).
 * A comment is read-only once written; reviewed stays ticked; a reviewed session without a comment
 * may still receive one. Audited with the comment and flag before and after.
 */
export function saveComment(db: Database, scope: TenantScope, body: CommentBody, at = new Date()): Promise<CommentReply> {
  const failed = HISTORY_MESSAGES.updateCommentsFailed;
  return db.run(scope, async (tx) => {
    const session = await lockForReview(tx, scope, body.id, failed);
    const comment = body.comment?.trim() || null;
    if (session.comment !== null) throw refuse('conflict', failed, 'comment_read_only');
    if (session.isReviewed && comment === null) throw refuse('conflict', failed, 'already_reviewed');
    const now = at;
    const [row] = await tx
      .update(userSessions)
      .set({
        ...(comment !== null ? { comment, commentedBy: scope.userId, commentedAt: now } : {}),
        ...(session.isReviewed ? {} : { isReviewed: true, reviewedBy: scope.userId, reviewedAt: now }),
        updatedAt: now,
      })
      .where(and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.id, session.id)))
      .returning();
    // Every message carries the flag too (roleplay.md §3 chat message isReviewed): edits stop with it.
    await tx
      .update(chatMessages)
      .set({ isReviewed: true })
      .where(and(eq(chatMessages.tenantId, scope.tenantId), eq(chatMessages.userSessionId, session.id)));
    await audit(tx, scope, {
      action: 'roleplay.history.review',
      targetType: 'user_session',
      targetId: session.id,
      before: { comment: session.comment, isReviewed: session.isReviewed },
      after: { comment: row!.comment, isReviewed: row!.isReviewed },
    });
    return {
      message: HISTORY_MESSAGES.commentUpdated,
      id: session.id,
      comment: row!.comment,
      commentedBy: await nameOf(tx, row!.commentedBy),
      isReviewed: row!.isReviewed,
      reviewedBy: await nameOf(tx, row!.reviewedBy),
      reviewedDateTime: row!.reviewedAt?.toISOString() ?? null,
    };
  });
}
