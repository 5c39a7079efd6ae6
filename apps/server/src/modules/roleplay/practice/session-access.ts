import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.js';
import { preparedStatement, type Placeholders } from '../../../platform/db/prepared-statement.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { reaches } from '../visibility.js';
import { assessments, userSessions } from './tables.js';

export type SessionRow = typeof userSessions.$inferSelect;

/** A session by id, read or locked for the rest of the transaction (SELECT … FOR UPDATE). */
const sessionById = preparedStatement((tx, $: Placeholders<{ tenantId: string; id: string }>, mode: 'read' | 'lock') => {
  const query = tx
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.tenantId, $.tenantId), eq(userSessions.id, $.id)));
  return mode === 'lock' ? query.for('update') : query;
});

const notFound = () => new AppError('not_found', 'Practice session not found.');

/**
 * The caller's own session, locked for this transaction (SELECT … FOR UPDATE): two prompts racing on
 * one session run one after the other, and the second sees what the first stored. Another tenant's
 * session is 404; another user's is 403 — nobody plays someone else's practice.
 */
export async function lockOwnSession(tx: Tx, scope: TenantScope, id: string): Promise<SessionRow> {
  const [row] = await sessionById(tx, { tenantId: scope.tenantId, id }, 'lock');
  if (!row) throw notFound();
  if (row.userId !== scope.userId) throw new AppError('forbidden', 'This practice session belongs to someone else.');
  return row;
}

/**
 * lockOwnSession plus the assessment's real-time feedback flag and visibility mode (how much a hint may
 * reveal), in one round trip (the prompt's hot path).
 */
const lockSessionWithFeedback = preparedStatement((tx, $: Placeholders<{ tenantId: string; id: string }>) =>
  tx
    .select({ session: userSessions, realTimeFeedback: assessments.realTimeFeedback, visibilityId: assessments.visibilityId })
    .from(userSessions)
    .innerJoin(assessments, and(eq(assessments.tenantId, userSessions.tenantId), eq(assessments.id, userSessions.assessmentId)))
    .where(and(eq(userSessions.tenantId, $.tenantId), eq(userSessions.id, $.id)))
    .for('update', { of: userSessions }),
);

export async function lockOwnSessionWithFeedback(
  tx: Tx,
  scope: TenantScope,
  id: string,
): Promise<{ session: SessionRow; realTimeFeedback: boolean; visibilityId: number }> {
  const [row] = await lockSessionWithFeedback(tx, { tenantId: scope.tenantId, id });
  if (!row) throw notFound();
  if (row.session.userId !== scope.userId) throw new AppError('forbidden', 'This practice session belongs to someone else.');
  return row;
}

/**
 * The caller's own session with its practice item's language and voice, read without a lock (the
 * speech socket only looks at the current step). Same rules: another tenant's is 404, another user's 403.
 */
export async function ownSessionWithAssessment(
  tx: Tx,
  scope: TenantScope,
  id: string,
): Promise<{ session: SessionRow; language: string; selectedVoice: string }> {
  const [row] = await tx
    .select({ session: userSessions, language: assessments.language, selectedVoice: assessments.selectedVoice })
    .from(userSessions)
    .innerJoin(assessments, and(eq(assessments.tenantId, userSessions.tenantId), eq(assessments.id, userSessions.assessmentId)))
    .where(and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.id, id)));
  if (!row) throw notFound();
  if (row.session.userId !== scope.userId) throw new AppError('forbidden', 'This practice session belongs to someone else.');
  return row;
}

/**
 * A session the caller may read (DESIGN §4, roleplay/visibility.ts): their own; a mentor's trainees'
 * and supervisees'; the whole tenant for guardians and above. Another tenant's is 404, anyone else's 403.
 * `lock` takes the row for the rest of the transaction (SELECT … FOR UPDATE).
 */
export async function readableSession(tx: Tx, scope: TenantScope, id: string, options: { lock?: boolean } = {}): Promise<SessionRow> {
  const [row] = await sessionById(tx, { tenantId: scope.tenantId, id }, options.lock ? 'lock' : 'read');
  if (!row) throw notFound();
  if (await reaches(tx, scope, row.userId)) return row;
  throw new AppError('forbidden', 'You cannot see this practice session.');
}
