import { and, eq } from 'drizzle-orm';
import type { Role, RoleplayType } from '@switchboard/contracts';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { memberships } from '../../src/modules/tenants/tables.js';
import { assessments, userSessions } from '../../src/modules/roleplay/practice/tables.js';
import { EN_VOICE } from './roleplay-factories.js';
import { answer, cursorOf, playToEnd, startAssessment, startSession } from './practice-factories.js';
import type { TestApp } from './test-app.js';
import { makeUser, type UserRow } from './factories.js';

/**
 * History rows written straight into a tenant (its own RLS context): an assessment and its session,
 * without playing the practice — for visibility and filter tests, where only the row matters.
 */
export async function makeSession(
  db: Database,
  tenantId: string,
  o: {
    userId: string;
    usecaseId: string;
    type?: RoleplayType;
    startedAt?: Date;
    isReviewed?: boolean;
    batchName?: string | null;
    overallScore?: number | null;
    comment?: string | null;
    status?: 'active' | 'completed';
    endedEarly?: boolean;
    scoredAt?: Date | null;
    updatedAt?: Date;
  },
): Promise<string> {
  const assessmentId = newId();
  const id = newId();
  const type = o.type ?? 1;
  await db.run({ tenantId, userId: null }, async (tx) => {
    await tx.insert(assessments).values({
      tenantId,
      id: assessmentId,
      uniqueId: newId(),
      position: 0,
      userId: o.userId,
      actorId: o.userId,
      usecaseId: o.usecaseId,
      name: 'Practice',
      type,
      inboundEnabled: false,
      isDelayRequired: false,
      intervalInSeconds: 1,
      isUsecaseLibrary: false,
      nluEnabled: false,
      scripted: true,
      liveTranscript: false,
      realTimeFeedback: false,
      visibilityId: 3,
      threshold: 70,
      maxRetryCount: 3,
      language: 'en-US',
      selectedVoice: EN_VOICE,
      status: 'completed',
    });
    await tx.insert(userSessions).values({
      tenantId,
      id,
      assessmentId,
      userId: o.userId,
      usecaseId: o.usecaseId,
      uniqueId: newId(),
      type,
      scripted: true,
      status: o.status ?? 'completed',
      endedEarly: o.endedEarly ?? false,
      scoredAt: o.scoredAt ?? null,
      ...(o.updatedAt ? { updatedAt: o.updatedAt } : {}),
      canNlpApplied: true,
      provider: 'script',
      batchName: o.batchName ?? null,
      overallScore: o.overallScore ?? null,
      isReviewed: o.isReviewed ?? false,
      comment: o.comment ?? null,
      startedAt: o.startedAt ?? new Date(),
      completedAt: o.status === 'active' ? null : (o.startedAt ?? new Date()),
    });
  });
  return id;
}

/** Sets a member's L1–L3 supervision chain (as a user upload records it). */
export async function setSupervisors(
  db: Database,
  tenantId: string,
  userId: string,
  chain: Partial<
    Pick<
      typeof memberships.$inferInsert,
      'supervisorEmailL1' | 'supervisorNameL1' | 'supervisorEmailL2' | 'supervisorNameL2' | 'supervisorEmailL3' | 'supervisorNameL3'
    >
  >,
): Promise<void> {
  await db.run({ tenantId, userId: null }, (tx) =>
    tx
      .update(memberships)
      .set(chain)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId))),
  );
}

/**
 * A scored scripted chat played through the real practice calls: optional wrong first reply (one
 * retry, so the welcome step earns 4 of 5), the right answers to the end, then the score is stored.
 */
export async function playScoredSession(
  t: TestApp,
  token: string,
  user: UserRow,
  usecaseId: string,
  options: { wrongFirstReply?: string } = {},
): Promise<string> {
  const assessmentId = await startAssessment(t, token, user, usecaseId);
  const session = await startSession(t, token, assessmentId);
  const cursor = cursorOf(session);
  if (options.wrongFirstReply) {
    const wrong = await answer(t, token, cursor, { message: options.wrongFirstReply });
    if (wrong.status !== 200 || wrong.reply.matched) throw new Error(`wrong first reply was not refused: ${JSON.stringify(wrong.reply)}`);
  }
  await playToEnd(t, token, cursor);
  const scores = await t.as(token, { method: 'GET', url: `/apigateway/tbsrvc/scenario/scores/${session.id}` });
  if (scores.statusCode !== 200) throw new Error(`scores: ${scores.statusCode} ${scores.body}`);
  return session.id;
}

/** One member of the tenant per role given, in order (typed as a tuple of the same length). */
export function makeMembers<const R extends readonly Role[]>(
  db: Database,
  tenantId: string,
  roles: R,
): Promise<{ [K in keyof R]: UserRow }> {
  return Promise.all(roles.map((role) => makeUser(db, { role, tenants: [tenantId] }))) as Promise<{ [K in keyof R]: UserRow }>;
}
