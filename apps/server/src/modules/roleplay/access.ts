import { and, eq } from 'drizzle-orm';
import { roleAtLeast } from '@switchboard/contracts';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { memberships } from '../tenants/tables.js';

/**
 * Practice calls act on the caller's own data; guardians and above may look at another member's
 * (to see what an advisor sees). Anyone else asking about another user gets 403.
 */
export function assertMayActFor(scope: TenantScope, userId: string): void {
  if (userId !== scope.userId && !roleAtLeast(scope.role, 'guardian')) {
    throw new AppError('forbidden', 'You can only see your own roleplays.');
  }
}

/** The user must be an active member of the scope's tenant; anyone else is 404 (never a hint). */
export async function assertMember(tx: Tx, scope: TenantScope, userId: string, what = 'User'): Promise<void> {
  const [row] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, scope.tenantId), eq(memberships.userId, userId), eq(memberships.active, true)));
  if (!row) throw new AppError('not_found', `${what} not found.`);
}
