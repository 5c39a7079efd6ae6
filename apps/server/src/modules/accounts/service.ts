import { and, eq, gt } from 'drizzle-orm';
import { PRACTICE_ROLE_IDS, type AccountConfigProperty, type SessionUser, type TenantSummary } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError, RateLimitedError } from '../../platform/errors/app-error.js';
import type { Scope } from '../../platform/policy/route-policy.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import type { LoginLimiter } from '../../platform/auth/login-limiter.js';
import { canActInTenant, memberTenants, memberTenantsColumn, tenantSummaries } from '../tenants/tenant-access.js';
import { tenants } from '../tenants/tables.js';
import type { SessionIdentity, SessionStore } from './session-store.js';
import { sessions, users } from './tables.js';
import { trainingsOfUser } from '../roleplay/batches/trainings-service.js';

export interface AccountsDeps {
  db: Database;
  sessions: SessionStore;
  loginLimiter: LoginLimiter;
}

/** Same answer for an unknown account and a wrong password: no account enumeration. */
const invalidCredentials = () => new AppError('invalid_credentials');

async function loadSessionUser(tx: Tx, userId: string, activeTenantId: string | null): Promise<SessionUser> {
  const user = await readSessionUser(tx, userId);
  const extra = await tenantsOutsideMemberships(user, activeTenantId, (ids) => tenantSummaries(tx, ids));
  return { ...user, tenants: [...user.tenants, ...extra] };
}

/** The user and their member tenants in one statement. */
async function readSessionUser(tx: Tx, userId: string): Promise<SessionUser> {
  const [user] = await tx
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      lastTenantId: users.lastTenantId,
      tenants: memberTenantsColumn(userId),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('unauthorized');
  return { ...user, roleId: PRACTICE_ROLE_IDS[user.role] };
}

/** The active tenant when the session acts outside its memberships (architects, commanders in their organisation). */
function tenantsOutsideMemberships(
  user: SessionUser,
  activeTenantId: string | null,
  summaries: (ids: string[]) => Promise<TenantSummary[]>,
): Promise<TenantSummary[]> {
  return activeTenantId && !user.tenants.some((t) => t.tenantId === activeTenantId) ? summaries([activeTenantId]) : Promise.resolve([]);
}

/** The tenant a new session starts in: the last one used if still allowed, else the first membership. */
async function initialTenant(tx: Tx, user: { id: string; role: SessionUser['role']; lastTenantId: string | null }): Promise<string | null> {
  if (user.lastTenantId && (await canActInTenant(tx, { userId: user.id, role: user.role }, user.lastTenantId))) {
    return user.lastTenantId;
  }
  const [first] = await memberTenants(tx, user.id);
  if (first) return first.tenantId;
  if (user.role === 'architect') {
    const [any] = await tx.select({ id: tenants.id }).from(tenants).orderBy(tenants.createdAt).limit(1);
    return any?.id ?? null;
  }
  return null;
}

/** How far back a past sign-in makes an address the account's own for the login limiter. */
const KNOWN_ADDRESS_DAYS = 30;

/** Has this account signed in from this address lately? (Its sessions record where each began.) */
async function knownAddress(deps: AccountsDeps, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const rows = await deps.db.run({ tenantId: null, userId: null }, (tx) =>
    tx
      .select({ one: sessions.userId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(users.email, email), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
      .limit(1),
  );
  return rows.length > 0;
}

export async function login(
  deps: AccountsDeps,
  input: { email: string; password: string; ip: string; userAgent: string | undefined; replacing: SessionIdentity | null },
): Promise<{ token: string; user: SessionUser }> {
  const waitMs = await deps.loginLimiter.waitMs(input.ip, input.email, () =>
    knownAddress(deps, input.email, input.ip, deps.sessions.now()),
  );
  if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
  const [user] = await deps.db.run({ tenantId: null, userId: null }, (tx) =>
    tx
      .select()
      .from(users)
      .where(and(eq(users.email, input.email), eq(users.active, true))),
  );
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    await deps.loginLimiter.failed(input.ip, input.email);
    throw invalidCredentials();
  }
  const session = await openSession(deps, user, input);
  await deps.loginLimiter.succeeded(input.ip, input.email);
  return session;
}

/**
 * Starts a session for a user whose identity was just proven (password, invitation or reset link): in the
 * last group they used, else their first; the session it replaces (if any) stops working.
 */
export async function openSession(
  deps: AccountsDeps,
  user: { id: string; role: SessionUser['role']; lastTenantId: string | null },
  input: { ip: string; userAgent: string | undefined; replacing: SessionIdentity | null },
): Promise<{ token: string; user: SessionUser }> {
  const tenantId = await deps.db.run({ tenantId: null, userId: user.id }, (tx) => initialTenant(tx, user));
  if (!tenantId && user.role !== 'architect') {
    throw new AppError('forbidden', 'Your account is not active in any group.');
  }
  // A sign-in always issues a fresh token; the one it replaces (if any) stops working.
  if (input.replacing) await deps.sessions.revoke(input.replacing.tokenHash);
  const token = await deps.sessions.create({ userId: user.id, tenantId, ip: input.ip, userAgent: input.userAgent });
  const sessionUser = await deps.db.run({ tenantId: null, userId: user.id }, async (tx) => {
    if (tenantId && tenantId !== user.lastTenantId) await tx.update(users).set({ lastTenantId: tenantId }).where(eq(users.id, user.id));
    return loadSessionUser(tx, user.id, tenantId);
  });
  return { token, user: sessionUser };
}

export async function currentUser(deps: AccountsDeps, identity: SessionIdentity): Promise<SessionUser> {
  // Asked on every dashboard load: one statement (one round trip on PostgreSQL) unless the session acts outside its memberships.
  const ctx = { tenantId: null, userId: identity.userId };
  const user = await deps.db.read(ctx, (tx) => readSessionUser(tx, identity.userId));
  const extra = await tenantsOutsideMemberships(user, identity.activeTenantId, (ids) =>
    deps.db.read(ctx, (tx) => tenantSummaries(tx, ids)),
  );
  return { ...user, tenants: [...user.tenants, ...extra] };
}

const sameLogin = (identity: SessionIdentity, loginId: string) => identity.email === loginId.trim().toLowerCase();

/** switchGroup: only the caller's own login, only into a tenant they may act in. */
export async function switchGroup(
  deps: AccountsDeps,
  identity: SessionIdentity,
  input: { loginId: string; groupId: string },
): Promise<void> {
  const allowed =
    sameLogin(identity, input.loginId) &&
    (await deps.db.run({ tenantId: null, userId: identity.userId }, async (tx) => {
      if (!(await canActInTenant(tx, identity, input.groupId))) return false;
      await tx.update(users).set({ lastTenantId: input.groupId, updatedAt: new Date() }).where(eq(users.id, identity.userId));
      return true;
    }));
  if (!allowed) throw new AppError('account_not_switched');
  await deps.sessions.setActiveTenant(identity.tokenHash, input.groupId);
}

async function activeTenant(tx: Tx, scope: Scope): Promise<typeof tenants.$inferSelect> {
  if (!scope.tenantId) throw new AppError('not_found', 'No active group.');
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, scope.tenantId));
  if (!tenant) throw new AppError('not_found', 'No active group.');
  return tenant;
}

export interface AccountDetails {
  loginId: string;
  instanceId: string;
  instanceName: string;
  accountConfigProperties: AccountConfigProperty[] | null;
  verticalId: string[];
}

export async function accountDetails(
  deps: AccountsDeps,
  identity: SessionIdentity,
  scope: Scope,
  loginId: string,
): Promise<AccountDetails> {
  if (!sameLogin(identity, loginId)) throw new AppError('not_found', 'Account details not found');
  const tenant = await deps.db.run({ tenantId: scope.tenantId, userId: scope.userId }, (tx) => activeTenant(tx, scope));
  return {
    loginId: identity.email,
    instanceId: tenant.id,
    instanceName: tenant.name,
    accountConfigProperties: tenant.config,
    verticalId: tenant.verticalIds,
  };
}

export async function profile(deps: AccountsDeps, scope: Scope) {
  return deps.db.run({ tenantId: scope.tenantId, userId: scope.userId }, async (tx) => {
    const tenant = await activeTenant(tx, scope);
    const [user] = await tx.select().from(users).where(eq(users.id, scope.userId));
    if (!user) throw new AppError('unauthorized');
    return {
      emailId: user.email,
      userId: user.id,
      instanceId: tenant.id,
      instanceName: tenant.name,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      roleId: PRACTICE_ROLE_IDS[user.role],
      accountConfigProperties: tenant.config,
      // The user's Roleplay trainings in this group: batch and trainer (roleplay.md §3).
      trainings: await trainingsOfUser(tx, tenant.id, user.id),
    };
  });
}

export async function lastAccessedTenant(deps: AccountsDeps, identity: SessionIdentity): Promise<string | null> {
  const [row] = await deps.db.run({ tenantId: null, userId: identity.userId }, (tx) =>
    tx.select({ lastTenantId: users.lastTenantId }).from(users).where(eq(users.id, identity.userId)),
  );
  return row?.lastTenantId ?? null;
}
