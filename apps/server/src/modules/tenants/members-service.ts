import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLE_RANK, type MemberRow, type memberListQuery } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { users } from '../accounts/tables.js';
import { revokeUserSessions } from '../accounts/session-store.js';
import { voidAccountTokens } from '../accounts/account-tokens.js';
import { accountStateSql } from '../accounts/account-state.js';
import { audit } from '../audit/audit.js';
import { memberships } from './tables.js';

type MemberListQuery = z.infer<typeof memberListQuery>;

const rowColumns = (now: Date) => ({
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  active: memberships.active,
  accountState: accountStateSql(now),
  supervisorNameL1: memberships.supervisorNameL1,
  supervisorNameL2: memberships.supervisorNameL2,
  supervisorNameL3: memberships.supervisorNameL3,
});

function present(row: Omit<MemberRow, 'userName'>): MemberRow {
  return { ...row, userName: `${row.firstName} ${row.lastName}`.trim() };
}

/** Scope first: the tenant comes from the scope, and RLS holds the same line underneath. */
const inTenant = (scope: TenantScope) => eq(memberships.tenantId, scope.tenantId);

export function listMembers(db: Database, scope: TenantScope, query: MemberListQuery, now: Date = new Date()) {
  return db.run(scope, async (tx) => {
    const where: SQL[] = [inTenant(scope)];
    if (query.userName) {
      const pattern = `%${query.userName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))!);
    }
    if (query.roles?.length) where.push(inArray(users.role, query.roles));
    if (query.l1Names?.length) where.push(inArray(memberships.supervisorNameL1, query.l1Names));
    if (query.l2Names?.length) where.push(inArray(memberships.supervisorNameL2, query.l2Names));
    if (query.l3Names?.length) where.push(inArray(memberships.supervisorNameL3, query.l3Names));
    if (query.status?.length === 1) where.push(eq(memberships.active, query.status[0] === 'active'));
    if (query.accountState?.length) where.push(inArray(accountStateSql(now), query.accountState));
    const condition = and(...where);
    const [total] = await tx
      .select({ value: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(condition);
    const rows = await tx
      .select(rowColumns(now))
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(condition)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { data: rows.map(present), total: total?.value ?? 0, page: query.page, limit: query.limit };
  });
}

async function findMember(tx: Tx, scope: TenantScope, userId: string, now: Date = new Date()): Promise<MemberRow> {
  const [row] = await tx
    .select(rowColumns(now))
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inTenant(scope), eq(memberships.userId, userId)));
  if (!row) throw new AppError('not_found', 'User not found.');
  return present(row);
}

export function getMember(db: Database, scope: TenantScope, userId: string, now: Date = new Date()): Promise<MemberRow> {
  return db.run(scope, (tx) => findMember(tx, scope, userId, now));
}

/**
 * Activates or deactivates a membership. Deactivation ends the user's sessions in the same
 * transaction. Nobody changes their own status or that of a higher role.
 */
export function setMemberActive(
  db: Database,
  scope: TenantScope,
  userId: string,
  active: boolean,
  now: Date = new Date(),
): Promise<MemberRow> {
  return db.run(scope, async (tx) => {
    const before = await findMember(tx, scope, userId);
    if (userId === scope.userId) throw new AppError('bad_request', 'You cannot change your own status.');
    if (ROLE_RANK[before.role] > ROLE_RANK[scope.role]) throw new AppError('forbidden');
    // Conditional update: of two concurrent identical changes only one writes and audits.
    const changed = await tx
      .update(memberships)
      .set({ active, updatedAt: now })
      .where(and(inTenant(scope), eq(memberships.userId, userId), ne(memberships.active, active)))
      .returning({ userId: memberships.userId });
    if (changed.length === 0) return { ...before, active };
    if (!active) {
      await revokeUserSessions(tx, userId, now);
      await voidAccountTokens(tx, userId);
    }
    await audit(tx, scope, {
      action: active ? 'user.activate' : 'user.deactivate',
      targetType: 'user',
      targetId: userId,
      before: { active: !active },
      after: { active },
    });
    return { ...before, active };
  });
}
