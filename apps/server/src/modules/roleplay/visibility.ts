import { eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { roleAtLeast } from '@switchboard/contracts';
import { selectRows, type Tx } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { users } from '../accounts/tables.js';
import { memberships } from '../tenants/tables.js';
import { trainings } from './batches/tables.js';

/**
 * Whose practice the caller may see and review (DESIGN §4): a hero their own; a mentor their own and
 * that of the users they supervise (L1–L3 on the membership, by the supervisor's e-mail only: full
 * names are not unique, so a namesake must not gain review rights) or train (a training naming them as trainer); guardians, commanders and
 * architects the whole group they act in. Built as a WHERE condition so lists are scoped in the
 * database, never loaded and filtered.
 */
export type Reach = { kind: 'tenant' } | { kind: 'own'; userId: string } | { kind: 'team'; userId: string; userIds: string[] };

/**
 * The caller's reach. For a mentor it is resolved once, in one statement, to the list of users they
 * see (themselves, their supervisees, their trainees): lists then filter on `user_id = ANY(list)`,
 * which the (tenant_id, user_id, started_at) index answers without visiting other users' rows.
 */
export async function reachOf(tx: Tx, scope: TenantScope): Promise<Reach> {
  if (roleAtLeast(scope.role, 'guardian')) return { kind: 'tenant' };
  if (scope.role !== 'mentor') return { kind: 'own', userId: scope.userId };
  const m = memberships;
  const email = sql`(select lower(${users.email}) from ${users} where ${users.id} = ${scope.userId})`;
  const chain = or(
    sql`lower(${m.supervisorEmailL1}) = ${email}`,
    sql`lower(${m.supervisorEmailL2}) = ${email}`,
    sql`lower(${m.supervisorEmailL3}) = ${email}`,
  );
  const rows = await selectRows<{ user_id: string }>(
    tx,
    sql`select ${m.userId} as user_id from ${m} where ${m.tenantId} = ${scope.tenantId} and (${chain})
        union select ${trainings.userId} from ${trainings} where ${trainings.tenantId} = ${scope.tenantId} and ${trainings.trainerId} = ${scope.userId}`,
  );
  return { kind: 'team', userId: scope.userId, userIds: [...new Set([scope.userId, ...rows.map((r) => r.user_id)])] };
}

/** The condition on a user-id column (the session's owner) for the caller's reach; undefined means the whole tenant. */
export function reachCondition(reach: Reach, userColumn: AnyColumn): SQL | undefined {
  if (reach.kind === 'tenant') return undefined;
  if (reach.kind === 'own') return eq(userColumn, reach.userId);
  return inArray(userColumn, reach.userIds);
}

/** Whether the caller may see that user's practice. */
export async function reaches(tx: Tx, scope: TenantScope, userId: string, known?: Reach): Promise<boolean> {
  if (userId === scope.userId) return true;
  const reach = known ?? (await reachOf(tx, scope));
  if (reach.kind === 'tenant') return true;
  return reach.kind === 'team' && reach.userIds.includes(userId);
}
