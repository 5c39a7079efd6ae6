import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { UPLOADABLE_ROLES, parseRole, type Role } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { newId } from '../../platform/ids.js';
import { audit } from '../audit/audit.js';
import { users } from '../accounts/tables.js';
import { revokeUserSessions } from '../accounts/session-store.js';
import { voidAccountTokens } from '../accounts/account-tokens.js';
import { memberships } from '../tenants/tables.js';
import { isEmailShape } from '../uploads/email.js';
import { ScimError, SCIM, scimBoolean, versionOf, type ScimPatchOp, type ScimUserInput } from './scim-protocol.js';

/** A SCIM caller: one group, acting through one token (the audit log's actor). */
export interface ScimCaller {
  tenantId: string;
  tokenId: string;
  base: string;
}

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  userActive: users.active,
  active: memberships.active,
  externalId: memberships.scimExternalId,
  created: memberships.createdAt,
  userUpdated: users.updatedAt,
  memberUpdated: memberships.updatedAt,
};
type Row = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  userActive: boolean;
  active: boolean;
  externalId: string | null;
  created: Date;
  userUpdated: Date;
  memberUpdated: Date;
};

const lastModified = (row: Row) => new Date(Math.max(row.userUpdated.getTime(), row.memberUpdated.getTime()));

export function toScimUser(row: Row, base: string) {
  return {
    schemas: [SCIM.user],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: { givenName: row.firstName, familyName: row.lastName, formatted: `${row.firstName} ${row.lastName}`.trim() },
    displayName: `${row.firstName} ${row.lastName}`.trim(),
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.active && row.userActive,
    roles: [{ value: row.role, primary: true }],
    meta: {
      resourceType: 'User',
      created: row.created.toISOString(),
      lastModified: lastModified(row).toISOString(),
      location: `${base}/Users/${row.id}`,
      version: versionOf(lastModified(row)),
    },
  };
}
export type ScimUser = ReturnType<typeof toScimUser>;

const ctx = (caller: ScimCaller) => ({ tenantId: caller.tenantId, userId: null });
const actor = (caller: ScimCaller) => ({ tenantId: caller.tenantId, userId: caller.tokenId, role: 'guardian' as const });
const inGroup = (caller: ScimCaller, extra?: SQL) => and(eq(memberships.tenantId, caller.tenantId), extra);

async function findRow(tx: Tx, caller: ScimCaller, userId: string): Promise<Row> {
  const [row] = (await tx
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inGroup(caller, eq(memberships.userId, userId)))) as Row[];
  if (!row) throw new ScimError(404, `User ${userId} not found.`);
  return row;
}

export function getScimUser(db: Database, caller: ScimCaller, userId: string) {
  return db.run(ctx(caller), async (tx) => toScimUser(await findRow(tx, caller, userId), caller.base));
}

export function listScimUsers(
  db: Database,
  caller: ScimCaller,
  filter: { attribute: string; value: string } | null,
  page: { startIndex: number; count: number },
) {
  return db.run(ctx(caller), async (tx) => {
    const condition =
      filter?.attribute === 'userName'
        ? inGroup(caller, eq(users.email, filter.value.trim().toLowerCase()))
        : filter
          ? inGroup(caller, eq(memberships.scimExternalId, filter.value))
          : inGroup(caller);
    const [total] = await tx
      .select({ value: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(condition);
    const rows =
      page.count === 0
        ? []
        : ((await tx
            .select(columns)
            .from(memberships)
            .innerJoin(users, eq(users.id, memberships.userId))
            .where(condition)
            .orderBy(asc(users.id))
            .limit(page.count)
            .offset(page.startIndex - 1)) as Row[]);
    return { resources: rows.map((r) => toScimUser(r, caller.base)), total: total?.value ?? 0 };
  });
}

/** The fields a provider may set, after the bulk upload's rules (valid address, names, hero/mentor/guardian only). */
interface UserChanges {
  email?: string;
  firstName?: string;
  lastName?: string;
  active?: boolean;
  role?: Role;
  externalId?: string | null;
}

function checkedEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!isEmailShape(email)) throw new ScimError(400, 'userName must be a valid e-mail address.', 'invalidValue');
  return email;
}

/** A provider sends a role or a job title (Trainer and Manager are mentors, Trainee and Advisor heroes). */
function checkedRole(value: string): Role {
  const role = parseRole(value);
  if (!role || !UPLOADABLE_ROLES.includes(role))
    throw new ScimError(400, 'roles: only hero, mentor or guardian can be provisioned.', 'invalidValue');
  return role;
}

const checkedName = (value: unknown, what: string) => {
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > 200)
    throw new ScimError(400, `${what} must be 1 to 200 characters.`, 'invalidValue');
  return value.trim();
};

function changesOf(input: ScimUserInput): UserChanges {
  const work = input.emails?.find((e) => e.primary) ?? input.emails?.[0];
  const [given, ...rest] = (input.displayName ?? '').trim().split(/\s+/);
  return {
    email: checkedEmail(input.userName || work?.value || ''),
    firstName: checkedName(input.name?.givenName ?? given ?? input.userName.split('@')[0], 'name.givenName'),
    lastName: checkedName(input.name?.familyName ?? (rest.join(' ') || '-'), 'name.familyName'),
    active: input.active ?? true,
    role: input.roles?.[0] ? checkedRole(input.roles[0].value) : undefined,
    externalId: input.externalId ?? null,
  };
}

/** One PATCH operation in the forms Okta (path + value) and Entra (no path, object value; "False" strings) send. */
function applyOp(changes: UserChanges, op: ScimPatchOp): void {
  const remove = op.op.toLowerCase() === 'remove';
  if (!op.path) {
    if (remove || typeof op.value !== 'object' || op.value === null)
      throw new ScimError(400, 'An operation without a path needs an object value.', 'invalidSyntax');
    for (const [path, value] of Object.entries(op.value)) {
      if (path === 'name' && typeof value === 'object' && value) {
        for (const [sub, v] of Object.entries(value)) applyOp(changes, { op: op.op, path: `name.${sub}`, value: v });
      } else applyOp(changes, { op: op.op, path, value });
    }
    return;
  }
  const path = op.path.trim();
  const lower = path.toLowerCase();
  if (lower === 'active') {
    const parsed = scimBoolean.safeParse(op.value);
    if (!parsed.success) throw new ScimError(400, 'active must be a boolean.', 'invalidValue');
    changes.active = parsed.data;
  } else if (lower === 'username' || /^emails(\[.*\])?(\.value)?$/i.test(path)) {
    const value = Array.isArray(op.value) ? (op.value[0] as { value?: unknown } | undefined)?.value : op.value;
    if (!remove) changes.email = checkedEmail(String(value ?? ''));
  } else if (lower === 'name.givenname') changes.firstName = checkedName(op.value, 'name.givenName');
  else if (lower === 'name.familyname') changes.lastName = checkedName(op.value, 'name.familyName');
  else if (lower === 'externalid') changes.externalId = remove ? null : String(op.value ?? '').slice(0, 255) || null;
  else if (lower === 'roles' || /^roles\[.*\](\.value)?$/i.test(path)) {
    const value = Array.isArray(op.value) ? (op.value[0] as { value?: unknown } | undefined)?.value : op.value;
    if (!remove) changes.role = checkedRole(String(value ?? ''));
  }
  // Other attributes (title, addresses, phone numbers, locale…) are not kept: accepted and ignored, so a
  // provider's full attribute mapping does not fail every update.
}

async function writeChanges(tx: Tx, caller: ScimCaller, before: Row, changes: UserChanges, now: Date): Promise<boolean> {
  if (changes.email && changes.email !== before.email) {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, changes.email));
    if (taken) throw new ScimError(409, `userName ${changes.email} is already in use.`, 'uniqueness');
  }
  await tx
    .update(users)
    .set({
      email: changes.email ?? before.email,
      firstName: changes.firstName ?? before.firstName,
      lastName: changes.lastName ?? before.lastName,
      role: changes.role ?? before.role,
      updatedAt: now,
    })
    .where(eq(users.id, before.id));
  const active = changes.active ?? before.active;
  await tx
    .update(memberships)
    .set({ active, scimExternalId: changes.externalId === undefined ? before.externalId : changes.externalId, updatedAt: now })
    .where(and(eq(memberships.tenantId, caller.tenantId), eq(memberships.userId, before.id)));
  const deactivated = before.active && !active;
  if (deactivated) {
    await revokeUserSessions(tx, before.id, now);
    await voidAccountTokens(tx, before.id);
  }
  if (before.active !== active) {
    await audit(tx, actor(caller), {
      action: active ? 'user.activate' : 'user.deactivate',
      targetType: 'user',
      targetId: before.id,
      before: { active: before.active },
      after: { active, via: 'scim' },
    });
  }
  return deactivated;
}

function checkVersion(row: Row, ifMatch: string | undefined): void {
  if (ifMatch && ifMatch !== '*' && ifMatch !== versionOf(lastModified(row)))
    throw new ScimError(412, 'The user was changed since that version.');
}

export interface ScimWrite {
  user: ScimUser;
  /** Whose sessions ended (the caller tells the session caches once committed). */
  deactivated: string | null;
}

/**
 * Creates a user in the group, or adds an existing person (from another group) to it. Like the bulk
 * upload, it never touches a commander or architect, and gives only hero, mentor or guardian.
 */
export function createScimUser(db: Database, caller: ScimCaller, input: ScimUserInput, now: Date): Promise<ScimWrite> {
  const changes = changesOf(input);
  return db.run(ctx(caller), async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, changes.email!));
    if (existing && !(UPLOADABLE_ROLES as readonly string[]).includes(existing.role)) {
      throw new ScimError(409, `userName ${changes.email} belongs to an administrator and cannot be provisioned.`, 'uniqueness');
    }
    const userId = existing?.id ?? newId(now.getTime());
    if (existing) {
      const [member] = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(inGroup(caller, eq(memberships.userId, existing.id)));
      if (member) throw new ScimError(409, `userName ${changes.email} already exists.`, 'uniqueness');
      await tx
        .update(users)
        .set({ firstName: changes.firstName!, lastName: changes.lastName!, role: changes.role ?? existing.role, updatedAt: now })
        .where(eq(users.id, existing.id));
    } else {
      await tx.insert(users).values({
        id: userId,
        email: changes.email!,
        firstName: changes.firstName!,
        lastName: changes.lastName!,
        role: changes.role ?? 'hero',
        passwordHash: null,
        lastTenantId: caller.tenantId,
        createdAt: now,
        updatedAt: now,
      });
    }
    await tx.insert(memberships).values({
      tenantId: caller.tenantId,
      userId,
      active: changes.active ?? true,
      scimExternalId: changes.externalId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, actor(caller), {
      action: 'user.provision',
      targetType: 'user',
      targetId: userId,
      before: null,
      after: { email: changes.email, via: 'scim' },
    });
    return { user: toScimUser(await findRow(tx, caller, userId), caller.base), deactivated: null };
  });
}

export function replaceScimUser(
  db: Database,
  caller: ScimCaller,
  userId: string,
  input: ScimUserInput,
  ifMatch: string | undefined,
  now: Date,
): Promise<ScimWrite> {
  const changes = changesOf(input);
  return db.run(ctx(caller), async (tx) => {
    const before = await findRow(tx, caller, userId);
    checkVersion(before, ifMatch);
    const deactivated = await writeChanges(tx, caller, before, changes, now);
    return { user: toScimUser(await findRow(tx, caller, userId), caller.base), deactivated: deactivated ? userId : null };
  });
}

export function patchScimUser(
  db: Database,
  caller: ScimCaller,
  userId: string,
  ops: ScimPatchOp[],
  ifMatch: string | undefined,
  now: Date,
): Promise<ScimWrite> {
  return db.run(ctx(caller), async (tx) => {
    const before = await findRow(tx, caller, userId);
    checkVersion(before, ifMatch);
    const changes: UserChanges = {};
    for (const op of ops) applyOp(changes, op);
    const deactivated = await writeChanges(tx, caller, before, changes, now);
    return { user: toScimUser(await findRow(tx, caller, userId), caller.base), deactivated: deactivated ? userId : null };
  });
}

/** DELETE deprovisions: the membership is deactivated and the person's sessions end; the record stays for history. */
export function deleteScimUser(
  db: Database,
  caller: ScimCaller,
  userId: string,
  ifMatch: string | undefined,
  now: Date,
): Promise<ScimWrite> {
  return patchScimUser(db, caller, userId, [{ op: 'replace', path: 'active', value: false }], ifMatch, now);
}
