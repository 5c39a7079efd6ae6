import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { roleAtLeast } from '@switchboard/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { users } from '../accounts/tables.js';
import { memberships } from '../tenants/tables.js';
import { trainings } from './batches/tables.js';

/**
 * Whose practice the caller may see and review (DESIGN §4): a hero their own; a mentor their own and
 * that of the users they supervise (L1–L3 on the membership, by e-mail or full name, as user uploads
 * record the chain) or train (a training naming them as trainer); guardians, commanders and
 * architects the whole group they act in. Built as a WHERE condition so lists are scoped in the
 * database, never loaded and filtered.
 */
export type Reach = { kind: 'tenant' } | { kind: 'own'; userId: string } | { kind: 'team'; userId: string; email: string; name: string };

export async function reachOf(tx: Tx, scope: TenantScope): Promise<Reach> {
  if (roleAtLeast(scope.role, 'guardian')) return { kind: 'tenant' };
  if (scope.role !== 'mentor') return { kind: 'own', userId: scope.userId };
  const [me] = await tx
    .select({ email: users.email, first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, scope.userId));
  if (!me) return { kind: 'own', userId: scope.userId };
  return { kind: 'team', userId: scope.userId, email: me.email.toLowerCase(), name: `${me.first} ${me.last}`.toLowerCase() };
}

/** The members of the tenant a mentor supervises at any of the three levels. */
function supervisedBy(tenantId: string, reach: Extract<Reach, { kind: 'team' }>): SQL {
  const m = memberships;
  const chain = or(
    sql`lower(${m.supervisorEmailL1}) = ${reach.email}`,
    sql`lower(${m.supervisorEmailL2}) = ${reach.email}`,
    sql`lower(${m.supervisorEmailL3}) = ${reach.email}`,
    sql`lower(${m.supervisorNameL1}) = ${reach.name}`,
    sql`lower(${m.supervisorNameL2}) = ${reach.name}`,
    sql`lower(${m.supervisorNameL3}) = ${reach.name}`,
  );
  return sql`select ${m.userId} from ${m} where ${m.tenantId} = ${tenantId} and (${chain})`;
}

/** The members of the tenant a mentor trains. */
function trainedBy(tenantId: string, trainerId: string): SQL {
  return sql`select ${trainings.userId} from ${trainings} where ${trainings.tenantId} = ${tenantId} and ${trainings.trainerId} = ${trainerId}`;
}

/** The condition on a user-id column (the session's owner) for the caller's reach; undefined means the whole tenant. */
export function reachCondition(tenantId: string, reach: Reach, userColumn: AnyColumn): SQL | undefined {
  if (reach.kind === 'tenant') return undefined;
  if (reach.kind === 'own') return eq(userColumn, reach.userId);
  return or(
    eq(userColumn, reach.userId),
    sql`${userColumn} in (${supervisedBy(tenantId, reach)})`,
    sql`${userColumn} in (${trainedBy(tenantId, reach.userId)})`,
  );
}

/** Whether the caller may see that user's practice. */
export async function reaches(tx: Tx, scope: TenantScope, userId: string, known?: Reach): Promise<boolean> {
  if (userId === scope.userId) return true;
  const reach = known ?? (await reachOf(tx, scope));
  if (reach.kind === 'tenant') return true;
  if (reach.kind === 'own') return false;
  const [row] = await tx
    .select({ userId: users.id })
    .from(users)
    .where(and(eq(users.id, userId), reachCondition(scope.tenantId, reach, users.id)))
    .limit(1);
  return Boolean(row);
}
