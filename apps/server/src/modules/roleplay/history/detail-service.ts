import { and, eq } from 'drizzle-orm';
import { DEFAULT_CUSTOMER_NAME, formatHistoryTimestamp, HISTORY_MESSAGES, roleAtLeast, type ChatScriptReply } from '@switchboard/contracts';
import type { Database } from '../../../platform/db/database.js';
import { csvOf } from '../../../platform/files/csv.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { crmDataOf } from '../crm/service.js';
import { crmRequired } from '../crm/repo.js';
import { userSessions } from '../practice/tables.js';
import { maskingEnabled, recordingOf, type StoredRecording } from '../recordings/recording-service.js';
import { bandsOf } from '../scoring/config-repo.js';
import { scoreAndStore, storedScore } from '../scoring/score-service.js';
import { stepReviewsOf } from '../scoring/step-review.js';
import { usecases } from '../usecases/tables.js';
import { reachOf } from '../visibility.js';
import { refuse, sessionForHistory } from './access.js';
import { selectHistoryRows } from './history-rows.js';
import { messagesOf, presentMessage } from './messages.js';
import { scoreSummaryOf } from './score-summary.js';

/**
 * GET interaction/chatscript/{id}: everything the detail view's tabs read, for the session's owner and
 * whoever may review it — the row, the conversation, the Score Summary (scripted and scored), the CRM
 * data (group requires CRM and the roleplay has a form), and whether the Audio tab applies.
 */
export function chatScript(db: Database, scope: TenantScope, id: string, timezone: string): Promise<ChatScriptReply> {
  const failed = HISTORY_MESSAGES.fetchChatScriptFailed;
  return db.run(scope, async (tx) => {
    const reach = await reachOf(tx, scope);
    const session = await sessionForHistory(tx, scope, id, failed, { reach });
    const where = and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.id, id));
    const [row] = await selectHistoryRows(
      tx,
      scope,
      { where, needsUser: false, needsUsecase: false },
      {
        order: 'desc',
        limit: 1,
        offset: 0,
      },
    );
    if (!row) throw refuse('not_found', failed, 'not_found');
    const messages = (await messagesOf(tx, scope.tenantId, id)).map(presentMessage);
    // A report older than the current one is scored again here, as the practice's own score read would.
    const score = session.scripted ? (storedScore(session) ?? (session.score ? await scoreAndStore(tx, session) : null)) : null;
    const summary = score ? scoreSummaryOf(score, await bandsOf(tx, scope.tenantId, session.type)) : null;
    const isCrmRequired = await crmRequired(tx, scope.tenantId);
    const maskingOn = await maskingEnabled(tx, scope.tenantId);
    const recording = session.type === 2 && !maskingOn ? await recordingOf(tx, scope.tenantId, id) : null;
    const reviewer = roleAtLeast(scope.role, 'mentor') && !row.isOwn;
    return {
      session: row,
      timezone,
      messages,
      scoreSummary: summary,
      steps: score ? stepReviewsOf(session.script, session.runnerState) : [],
      crm: isCrmRequired ? await crmDataOf(tx, session) : null,
      isCrmRequired,
      maskingEnabled: maskingOn,
      hasRecording: recording !== null,
      permissions: {
        canEditScores: reviewer && !session.isReviewed && session.status === 'completed',
        canComment: reviewer && session.comment === null,
        canMarkReviewed: reviewer && !session.isReviewed,
      },
    };
  });
}

/** The conversation as CSV (isCsvEnable=true): time in the caller's zone, who spoke, what, and the reply's score. */
export function chatScriptCsv(db: Database, scope: TenantScope, id: string, timezone: string): Promise<string> {
  return db.run(scope, async (tx) => {
    const session = await sessionForHistory(tx, scope, id, HISTORY_MESSAGES.fetchChatScriptFailed);
    const [usecase] = await tx
      .select({ customerName: usecases.customerName })
      .from(usecases)
      .where(and(eq(usecases.tenantId, scope.tenantId), eq(usecases.id, session.usecaseId)));
    const customer = usecase?.customerName?.trim() || DEFAULT_CUSTOMER_NAME;
    const rows = (await messagesOf(tx, scope.tenantId, id)).map((m) => [
      formatHistoryTimestamp(m.createdAt, timezone),
      m.sender === 'user' ? 'Advisor' : customer,
      m.chatScript,
      m.score ?? '',
    ]);
    return csvOf(['Time', 'Sender', 'Message', 'Score'], rows);
  });
}

/**
 * The call recording behind GET interaction/histories/audio/{instance}/{id}: for whoever may see the
 * session; 404 when there is none, and when the group masks calls (the Audio tab is hidden then).
 */
export function audioOf(db: Database, scope: TenantScope, id: string): Promise<StoredRecording> {
  const failed = HISTORY_MESSAGES.fetchAudioFailed;
  return db.run(scope, async (tx) => {
    await sessionForHistory(tx, scope, id, failed);
    if (await maskingEnabled(tx, scope.tenantId)) throw refuse('not_found', failed, 'masking_enabled');
    const recording = await recordingOf(tx, scope.tenantId, id);
    if (!recording) throw refuse('not_found', failed, 'no_recording');
    return recording;
  });
}
