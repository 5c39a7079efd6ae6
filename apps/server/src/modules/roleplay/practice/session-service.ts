import { and, eq, sql } from 'drizzle-orm';
import {
  formatDuration,
  type ConversationEntry,
  type NlpValidationReply,
  type TranscriptEntry,
  type UserSession,
  type UserSessionBody,
} from '@switchboard/contracts';
import { advance, createRunner, type EngineScript } from '@switchboard/roleplay-engine';
import { neverSayPhrases } from '../never-say/service.js';
import type { Database, Tx } from '../../../platform/db/database.js';
import { preparedStatement, type Placeholders } from '../../../platform/db/prepared-statement.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import type { LlmProvider } from '../../../platform/llm/chat-completions.js';
import { users } from '../../accounts/tables.js';
import { batches, trainings } from '../batches/tables.js';
import { crmStatus } from '../crm/repo.js';
import { usecases } from '../usecases/tables.js';
import { appendMessages, botEntry, conversationOf, transcriptOf } from './conversation.js';
import { lockOwnSession, readableSession, type SessionRow } from './session-access.js';
import { assessments, chatMessages, userSessions } from './tables.js';

type AssessmentRow = typeof assessments.$inferSelect;

const assessmentById = preparedStatement((tx, $: Placeholders<{ tenantId: string; id: string }>) =>
  tx
    .select()
    .from(assessments)
    .where(and(eq(assessments.tenantId, $.tenantId), eq(assessments.id, $.id))),
);

export async function assessmentOf(tx: Tx, tenantId: string, id: string): Promise<AssessmentRow> {
  const [row] = await assessmentById(tx, { tenantId, id });
  if (!row) throw new AppError('not_found', 'Practice item not found.');
  return row;
}

async function ownAssessment(tx: Tx, scope: TenantScope, id: string): Promise<AssessmentRow> {
  const row = await assessmentOf(tx, scope.tenantId, id);
  if (row.userId !== scope.userId) throw new AppError('forbidden', 'This practice item belongs to someone else.');
  return row;
}

const usecaseById = preparedStatement((tx, $: Placeholders<{ tenantId: string; id: string }>) =>
  tx
    .select()
    .from(usecases)
    .where(and(eq(usecases.tenantId, $.tenantId), eq(usecases.id, $.id))),
);

export async function usecaseOf(tx: Tx, tenantId: string, id: string) {
  const [row] = await usecaseById(tx, { tenantId, id });
  if (!row) throw new AppError('not_found', 'Roleplay not found.');
  return row;
}

/** Which step the next answer answers, from the stored runner state. */
export function currentQuestion(session: Pick<SessionRow, 'runnerState'>): string | null {
  const state = session.runnerState;
  if (!state || state.status !== 'awaiting-reply') return null;
  return state.stepIds[state.stepIndex] ?? null;
}

export async function presentSession(
  tx: Tx,
  session: SessionRow,
  assessment: AssessmentRow,
  conversations?: ConversationEntry[],
): Promise<UserSession> {
  const crm = await crmStatus(tx, session.tenantId, session.usecaseId, session.id);
  const questionId = currentQuestion(session);
  const completed = session.status === 'completed';
  return {
    id: session.id,
    userSessionId: session.id,
    assessmentId: session.assessmentId,
    usecaseId: session.usecaseId,
    userId: session.userId,
    name: assessment.name,
    type: session.type,
    scripted: session.scripted,
    status: session.status,
    isChatCompleted: completed,
    canNLPApplied: session.canNlpApplied,
    batchId: session.batchId,
    batchName: session.batchName,
    trainerId: session.trainerId,
    trainerName: session.trainerName,
    guided: session.guided,
    trainingTarget: session.trainingTarget,
    uniqueId: session.uniqueId,
    threshold: assessment.threshold,
    maxRetryCount: assessment.maxRetryCount,
    language: assessment.language,
    realTimeFeedback: assessment.realTimeFeedback,
    liveTranscript: assessment.liveTranscript,
    visibilityId: assessment.visibilityId,
    isCrmEnabled: crm.enabled,
    isCrmSubmitted: crm.submitted,
    questionId,
    latestQuestionId: questionId,
    latestPromptId: questionId,
    answerRetryCount: session.runnerState?.retryCount ?? 0,
    isTextBoxDisabled: completed,
    senarioSessionId: session.scenarioSessionId,
    customerOpeningMessage: session.customerOpeningMessage,
    conversations: conversations ?? (await conversationOf(tx, session.tenantId, session.id)),
    durationSeconds: session.durationSeconds,
    duration: formatDuration(session.durationSeconds),
    sessionStartDateTime: session.startedAt.toISOString(),
    completedDate: session.completedAt?.toISOString() ?? null,
  };
}

/** GET nlp/validatidation/{assessmentId}: can this practice item be understood (scripted: has steps; unscripted: has a customer)? */
export function validateNlp(db: Database, scope: TenantScope, assessmentId: string, llm: LlmProvider | null): Promise<NlpValidationReply> {
  return db.run(scope, async (tx) => {
    const a = await ownAssessment(tx, scope, assessmentId);
    const u = await usecaseOf(tx, scope.tenantId, a.usecaseId);
    const canNLPApplied = a.scripted ? u.script.steps.length > 0 : Boolean(u.customerIssueDescription?.trim() || u.description?.trim());
    return {
      assessmentId,
      canNLPApplied,
      nluEnabled: a.nluEnabled,
      scripted: a.scripted,
      provider: a.scripted ? 'script' : llm ? 'llm' : 'persona',
    };
  });
}

async function trainingOf(tx: Tx, scope: TenantScope, batchId: string | null) {
  if (!batchId) return { batch: null, trainerId: null, trainerName: null };
  const [batch] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.tenantId, scope.tenantId), eq(batches.id, batchId)));
  const [training] = await tx
    .select({ trainerId: trainings.trainerId, first: users.firstName, last: users.lastName })
    .from(trainings)
    .leftJoin(users, eq(users.id, trainings.trainerId))
    .where(and(eq(trainings.tenantId, scope.tenantId), eq(trainings.batchId, batchId), eq(trainings.userId, scope.userId)));
  const trainerName = training?.first ? `${training.first} ${training.last}` : null;
  return { batch: batch ?? null, trainerId: training?.trainerId ?? null, trainerName };
}

const sessionOfAssessment = preparedStatement((tx, $: Placeholders<{ tenantId: string; assessmentId: string }>) =>
  tx
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.tenantId, $.tenantId), eq(userSessions.assessmentId, $.assessmentId))),
);

async function existingSession(tx: Tx, tenantId: string, assessmentId: string): Promise<SessionRow | null> {
  const [row] = await sessionOfAssessment(tx, { tenantId, assessmentId });
  return row ?? null;
}

/** What a new session is given; the rest (scores, review, usage) keeps its defaults until the practice fills it in. */
const NEW_SESSION_COLUMNS = [
  'tenantId',
  'id',
  'assessmentId',
  'userId',
  'usecaseId',
  'uniqueId',
  'type',
  'scripted',
  'status',
  'canNlpApplied',
  'batchId',
  'batchName',
  'trainerId',
  'trainerName',
  'guided',
  'trainingTarget',
  'hostName',
  'systemIp',
  'script',
  'runnerState',
  'provider',
  'startedAt',
  'completedAt',
  'updatedAt',
] as const;
type NewSession = Required<Pick<typeof userSessions.$inferInsert, (typeof NEW_SESSION_COLUMNS)[number]>>;
/** A new session, or none when the assessment already has one (a retried start). */
const insertSession = preparedStatement((tx, $: Placeholders<NewSession>) =>
  tx
    .insert(userSessions)
    .values(Object.fromEntries(NEW_SESSION_COLUMNS.map((column) => [column, $[column]])) as unknown as NewSession)
    .onConflictDoNothing()
    .returning(),
);

/** What the customer holds (facts, address, name): values an advisor may read back and must read back right. */
const customerContext = (u: { customerFacts: { value: string }[]; customerAddress: string | null; customerName: string | null }) =>
  [...u.customerFacts.map((f) => f.value), u.customerAddress ?? '', u.customerName ?? ''].filter(Boolean);

/**
 * POST usersession: starts the practice attempt of an assessment — one per assessment, so a retried
 * call (the spec's session creation is retried after a failure) gets the same session back. Batch,
 * trainer, guidance and target come from the server's records, not from the body.
 */
export function createUserSession(
  db: Database,
  scope: TenantScope,
  body: UserSessionBody,
  context: { ip: string; llm: LlmProvider | null; at?: number },
): Promise<{ created: boolean; session: UserSession }> {
  return db.run(scope, async (tx) => {
    const a = await ownAssessment(tx, scope, body.assessmentId);
    const existing = await existingSession(tx, scope.tenantId, a.id);
    if (existing) return { created: false, session: await presentSession(tx, existing, a) };
    if (body.uniqueId && body.uniqueId !== a.uniqueId)
      throw new AppError('bad_request', 'This practice item belongs to another practice session.');
    const u = await usecaseOf(tx, scope.tenantId, a.usecaseId);
    const { batch, trainerId, trainerName } = await trainingOf(tx, scope, a.batchId);
    const now = context.at ?? Date.now();
    const id = newId();
    const script: EngineScript | null = a.scripted ? u.script : null;
    const started = script
      ? advance(
          script,
          createRunner(script, {
            threshold: a.threshold,
            maxRetryCount: a.maxRetryCount,
            language: a.language,
            context: customerContext(u),
            situation: u.customerIssueDescription ? [u.customerIssueDescription] : [],
            ...(u.customerName ? { customerName: u.customerName } : {}),
            neverSay: await neverSayPhrases(tx, scope.tenantId),
          }),
          {
            type: 'start',
            at: now,
          },
        )
      : null;
    const inserted = await insertSession(tx, {
      tenantId: scope.tenantId,
      id,
      assessmentId: a.id,
      userId: scope.userId,
      usecaseId: a.usecaseId,
      uniqueId: a.uniqueId,
      type: a.type,
      scripted: a.scripted,
      status: started?.completed ? 'completed' : 'active',
      canNlpApplied: a.scripted ? u.script.steps.length > 0 : true,
      batchId: a.batchId,
      batchName: batch?.batchName ?? null,
      trainerId,
      trainerName,
      guided: batch?.guided ?? false,
      trainingTarget: batch?.trainingTarget ?? null,
      hostName: body.hostName ?? null,
      systemIp: context.ip,
      script: a.scripted ? u.script : null,
      runnerState: started?.state ?? null,
      provider: a.scripted ? 'script' : context.llm ? 'llm' : 'persona',
      startedAt: new Date(now),
      completedAt: started?.completed ? new Date(now) : null,
      updatedAt: new Date(now),
    });
    const session = inserted[0] ?? (await existingSession(tx, scope.tenantId, a.id));
    if (!session) throw new AppError('conflict', 'The practice session could not be created.');
    if (inserted.length === 0) return { created: false, session: await presentSession(tx, session, a) };
    const opening = started ? started.messages.map((m) => ({ entry: botEntry(script!, m, new Date(now)), stepId: m.stepId })) : [];
    await appendMessages(tx, scope.tenantId, id, opening);
    await tx
      .update(assessments)
      .set({ status: started?.completed ? 'completed' : 'active', updatedAt: new Date(now) })
      .where(and(eq(assessments.tenantId, scope.tenantId), eq(assessments.id, a.id)));
    return {
      created: true,
      session: await presentSession(
        tx,
        session,
        a,
        opening.map((m) => m.entry),
      ),
    };
  });
}

/** GET usersession/{id}: the session with its conversation, for its owner and their reviewers. */
export function getUserSession(db: Database, scope: TenantScope, id: string): Promise<UserSession> {
  return db.run(scope, async (tx) => {
    const session = await readableSession(tx, scope, id);
    return presentSession(tx, session, await assessmentOf(tx, scope.tenantId, session.assessmentId));
  });
}

/** Marks a locked session completed (and its assessment), ending a scripted dialogue early if needed. */
export async function completeSession(
  tx: Tx,
  session: SessionRow,
  at: number,
  extra: Partial<typeof userSessions.$inferInsert> = {},
): Promise<SessionRow> {
  if (session.status === 'completed') return session;
  let runnerState = session.runnerState;
  let endedEarly = false;
  if (session.scripted && session.script && runnerState && runnerState.status !== 'completed') {
    const ended = advance(session.script, runnerState, { type: 'end', at });
    runnerState = ended.state;
    endedEarly = ended.state.endedEarly;
  }
  const [row] = await tx
    .update(userSessions)
    .set({
      status: 'completed',
      completedAt: new Date(at),
      runnerState,
      endedEarly: session.endedEarly || endedEarly,
      updatedAt: new Date(at),
      ...extra,
    })
    .where(and(eq(userSessions.tenantId, session.tenantId), eq(userSessions.id, session.id)))
    .returning();
  await tx
    .update(assessments)
    .set({ status: 'completed', updatedAt: new Date(at) })
    .where(and(eq(assessments.tenantId, session.tenantId), eq(assessments.id, session.assessmentId)));
  return row!;
}

/** POST chat/complete: scripted by session id (with the response time), unscripted by scenario and use case. Repeats answer the same. */
export function completeChat(
  db: Database,
  scope: TenantScope,
  body: { userSessionId: string; responseTime?: number } | { senarioSessionId: string; usecaseId: string },
  at = Date.now(),
) {
  return db.run(scope, async (tx) => {
    let id: string;
    if ('userSessionId' in body) id = body.userSessionId;
    else {
      const [row] = await tx
        .select({ id: userSessions.id, usecaseId: userSessions.usecaseId })
        .from(userSessions)
        .where(and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.scenarioSessionId, body.senarioSessionId)));
      if (!row || row.usecaseId !== body.usecaseId) throw new AppError('not_found', 'Scenario not found.');
      id = row.id;
    }
    let session = await lockOwnSession(tx, scope, id);
    const responseTimeMs = 'responseTime' in body && body.responseTime !== undefined ? body.responseTime : undefined;
    session = await completeSession(tx, session, at, responseTimeMs !== undefined ? { responseTimeMs } : {});
    return {
      userSessionId: session.id,
      assessmentId: session.assessmentId,
      isChatCompleted: true as const,
      endedEarly: session.endedEarly,
      completedDate: session.completedAt!.toISOString(),
    };
  });
}

/**
 * POST usersession/{id}/usage: the item timer's totals; the largest reported wins (repeats and unload
 * beacons are harmless) until the session is scored.
 */
export function recordUsage(
  db: Database,
  scope: TenantScope,
  id: string,
  body: { durationSeconds: number; idleSeconds?: number },
  at = new Date(),
) {
  return db.run(scope, async (tx) => {
    await lockOwnSession(tx, scope, id);
    const [row] = await tx
      .update(userSessions)
      .set({
        // Once scored, the duration is the score's and the idle total the one it was scored with: a timer
        // saved after the score (the client stops it when the chat ends) must not contradict the report.
        durationSeconds: sql`case when ${userSessions.scoredAt} is null then greatest(${userSessions.durationSeconds}, ${body.durationSeconds}) else ${userSessions.durationSeconds} end`,
        idleSeconds: sql`case when ${userSessions.scoredAt} is null then greatest(${userSessions.idleSeconds}, ${body.idleSeconds ?? 0}) else ${userSessions.idleSeconds} end`,
        updatedAt: at,
      })
      .where(and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.id, id)))
      .returning();
    return {
      userSessionId: id,
      durationSeconds: row!.durationSeconds,
      duration: formatDuration(row!.durationSeconds),
      idleSeconds: row!.idleSeconds,
    };
  });
}

/** The transcript of a session: each advisor reply with the customer line it answered (and, scripted, the recommended answers). */
export async function buildTranscript(tx: Tx, session: SessionRow): Promise<TranscriptEntry[]> {
  if (session.scripted && session.script && session.runnerState) {
    const steps = session.script.steps;
    return session.runnerState.turns.map((t) => transcriptOf(steps[t.stepIndex]!, t.reply));
  }
  const rows = await tx
    .select({ entry: chatMessages.entry })
    .from(chatMessages)
    .where(and(eq(chatMessages.tenantId, session.tenantId), eq(chatMessages.userSessionId, session.id)))
    .orderBy(chatMessages.seq);
  const out: TranscriptEntry[] = [];
  let question = '';
  for (const { entry } of rows) {
    if (entry.type === 'system' && !entry.systemCode) question = entry.message;
    else if (entry.type === 'user') out.push({ question, givenResponse: entry.message, recommendedAnswer: [] });
  }
  return out;
}

/** POST transcripts: saves the session's transcript, built from the stored turns (the client's copy is not trusted). */
export function saveTranscript(db: Database, scope: TenantScope, body: { userSessionId: string; batchId?: string | null }) {
  return db.run(scope, async (tx) => {
    const session = await lockOwnSession(tx, scope, body.userSessionId);
    if (body.batchId && body.batchId !== session.batchId)
      throw new AppError('bad_request', 'This practice session is not part of that batch.');
    const transcript = await buildTranscript(tx, session);
    const savedAt = new Date();
    await tx
      .update(userSessions)
      .set({ transcript, transcriptSavedAt: savedAt, updatedAt: savedAt })
      .where(and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.id, session.id)));
    return { userSessionId: session.id, batchId: session.batchId, transcript, savedDate: savedAt.toISOString() };
  });
}
