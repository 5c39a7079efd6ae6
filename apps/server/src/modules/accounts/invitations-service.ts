import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { INVITATION_DAYS, ROLE_RANK, ROLES, type Locale, type Role } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.js';
import { audit } from '../audit/audit.js';
import { memberships } from '../tenants/tables.js';
import { accountStateSql } from './account-state.js';
import { accountTokens, users } from './tables.js';

const INVITATION_MS = INVITATION_DAYS * 24 * 3_600_000;

export interface Invitee {
  userId: string;
  email: string;
  userName: string;
  locale: Locale | null;
}

export interface IssuedInvitation extends Invitee {
  token: string;
  expiresAt: Date;
  /** Who sent it, by name, for the e-mail. */
  inviter: string;
}

const inviteeColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  locale: users.locale,
  role: users.role,
  userActive: users.active,
  memberActive: memberships.active,
  hasPassword: users.passwordHash,
};

type Candidate = { [K in keyof typeof inviteeColumns]: unknown } & {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale | null;
  role: Role;
};

/** Roles the caller may invite: their own and below (the same reach as activating or deactivating). */
const rolesWithin = (role: Role) => ROLES.filter((r) => ROLE_RANK[r] <= ROLE_RANK[role]);

const asInvitee = (c: Candidate): Invitee => ({
  userId: c.userId,
  email: c.email,
  userName: `${c.firstName} ${c.lastName}`.trim(),
  locale: c.locale,
});

/** Replaces each user's invitation with a fresh one (older links stop working), in one statement each way. */
async function issueInvitations(tx: Tx, scope: TenantScope, invitees: Invitee[], now: Date): Promise<IssuedInvitation[]> {
  if (invitees.length === 0) return [];
  const expiresAt = new Date(now.getTime() + INVITATION_MS);
  const [me] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, scope.userId));
  const inviter = me ? `${me.firstName} ${me.lastName}`.trim() : '';
  const issued = invitees.map((invitee) => ({ ...invitee, token: newSessionToken(), expiresAt, inviter }));
  const ids = invitees.map((i) => i.userId);
  await tx.delete(accountTokens).where(and(inArray(accountTokens.userId, ids), eq(accountTokens.purpose, 'invitation')));
  await tx.insert(accountTokens).values(
    issued.map((i) => ({
      tokenHash: hashToken(i.token),
      purpose: 'invitation' as const,
      userId: i.userId,
      createdBy: scope.userId,
      createdAt: now,
      expiresAt,
    })),
  );
  return issued;
}

/**
 * Invites one member of the caller's group: 404 outside it, 403 above the caller's role, 400 when the
 * member is inactive or already has a password (they use "Forgot password?").
 */
export function inviteMember(db: Database, scope: TenantScope, userId: string, now: Date): Promise<IssuedInvitation> {
  return db.run(scope, async (tx) => {
    const [candidate] = (await tx
      .select(inviteeColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.tenantId, scope.tenantId), eq(memberships.userId, userId)))) as Candidate[];
    if (!candidate) throw new AppError('not_found', 'User not found.');
    if (ROLE_RANK[candidate.role] > ROLE_RANK[scope.role]) throw new AppError('forbidden');
    if (!candidate.userActive || !candidate.memberActive) throw new AppError('bad_request', 'An inactive user cannot be invited.');
    if (candidate.hasPassword) throw new AppError('bad_request', 'This user has already signed up.');
    const [issued] = await issueInvitations(tx, scope, [asInvitee(candidate)], now);
    await audit(tx, scope, {
      action: 'user.invite',
      targetType: 'user',
      targetId: userId,
      before: null,
      after: { expiresAt: issued!.expiresAt },
    });
    return issued!;
  });
}

/**
 * Invites many members of the caller's group at once: the named ones, or all in a state (after an
 * upload: everyone never invited). Only active members without a password, within the caller's reach.
 */
export function inviteMembers(
  db: Database,
  scope: TenantScope,
  selection: { userIds?: string[]; accountState?: 'never_invited' | 'invitation_expired' },
  now: Date,
): Promise<{ issued: IssuedInvitation[]; skipped: number }> {
  return db.run(scope, async (tx) => {
    const where: SQL[] = [
      eq(memberships.tenantId, scope.tenantId),
      eq(memberships.active, true),
      eq(users.active, true),
      isNull(users.passwordHash),
      inArray(users.role, rolesWithin(scope.role)),
    ];
    if (selection.userIds) where.push(inArray(users.id, [...new Set(selection.userIds)]));
    if (selection.accountState) where.push(eq(accountStateSql(now), selection.accountState));
    const candidates = (await tx
      .select(inviteeColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(...where))
      .orderBy(users.lastName, users.firstName, users.id)) as Candidate[];
    const issued = await issueInvitations(tx, scope, candidates.map(asInvitee), now);
    if (issued.length > 0) {
      await audit(tx, scope, {
        action: 'user.invite.bulk',
        targetType: 'tenant',
        targetId: scope.tenantId,
        before: null,
        after: { userIds: issued.map((i) => i.userId) },
      });
    }
    const skipped = selection.userIds ? new Set(selection.userIds).size - issued.length : 0;
    return { issued, skipped };
  });
}
