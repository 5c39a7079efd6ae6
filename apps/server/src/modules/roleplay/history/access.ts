import { and, eq } from 'drizzle-orm';
import type { ErrorCode, ReviewRefusal } from '@switchboard/contracts';
import type { Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import type { SessionRow } from '../practice/session-access.js';
import { userSessions } from '../practice/tables.js';
import { reaches, type Reach } from '../visibility.js';

/** A refused history call: the §8 text as the message (the SPA shows it), the reason in the details. */
export const refuse = (code: ErrorCode, message: string, reason: ReviewRefusal) => new AppError(code, message, { reason });

/**
 * A session of the caller's tenant that the caller may see (DESIGN §4): another tenant's or a missing
 * one is 404, one outside the caller's reach 403. `lock` takes the row for update (review writes).
 */
export async function sessionForHistory(
  tx: Tx,
  scope: TenantScope,
  id: string,
  message: string,
  options: { lock?: boolean; reach?: Reach } = {},
): Promise<SessionRow> {
  const query = tx
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.id, id)));
  const [session] = options.lock ? await query.for('update') : await query;
  if (!session) throw refuse('not_found', message, 'not_found');
  if (!(await reaches(tx, scope, session.userId, options.reach))) throw refuse('forbidden', message, 'not_reviewer');
  return session;
}

/** The session, locked, if the caller may review it: visible to them and not their own (nobody reviews themselves). */
export async function lockForReview(tx: Tx, scope: TenantScope, id: string, message: string): Promise<SessionRow> {
  const session = await sessionForHistory(tx, scope, id, message, { lock: true });
  if (session.userId === scope.userId) throw refuse('forbidden', message, 'own_session');
  return session;
}
