import { sql } from 'drizzle-orm';
import { ROLE_RANK, UPLOADABLE_ROLES, USER_UPLOAD_COLUMNS, type Role, type UploadRemark } from '@switchboard/contracts';
import { selectRows, type Tx } from '../../platform/db/database.js';
import { newId } from '../../platform/ids.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import type { memberships } from '../tenants/tables.js';
import { anyOf, unnest, type BulkColumn } from './bulk-sql.js';
import { remark } from './remarks.js';
import type { UserRecord } from './user-rows.js';

export type Outcome = 'c' | 'u' | 'n' | 'f';
export interface RowResult {
  outcome: Outcome;
  remarks?: UploadRemark[];
}

type Membership = Pick<
  typeof memberships.$inferSelect,
  | 'active'
  | 'supervisorNameL1'
  | 'supervisorEmailL1'
  | 'supervisorNameL2'
  | 'supervisorEmailL2'
  | 'supervisorNameL3'
  | 'supervisorEmailL3'
  | 'supervisorRoleL1'
  | 'supervisorDepartmentL1'
>;
const MEMBERSHIP_FIELDS = [
  'active',
  'supervisorNameL1',
  'supervisorEmailL1',
  'supervisorNameL2',
  'supervisorEmailL2',
  'supervisorNameL3',
  'supervisorEmailL3',
  'supervisorRoleL1',
  'supervisorDepartmentL1',
] as const satisfies readonly (keyof Membership)[];

/** The same fields as database columns, in the same order. */
const MEMBERSHIP_COLUMNS = [
  'active',
  'supervisor_name_l1',
  'supervisor_email_l1',
  'supervisor_name_l2',
  'supervisor_email_l2',
  'supervisor_name_l3',
  'supervisor_email_l3',
  'supervisor_role_l1',
  'supervisor_department_l1',
] as const;

/** A membership as the upload sees it: its fields and the member's own application settings. */
interface MemberState {
  fields: Membership;
  withdrawn: string[];
  granted: string[];
}

const membershipOf = (r: UserRecord): Membership => ({
  active: r.tenants[0]?.active ?? true,
  supervisorNameL1: r.supervisorNameL1,
  supervisorEmailL1: r.supervisorEmailL1,
  supervisorNameL2: r.supervisorNameL2,
  supervisorEmailL2: r.supervisorEmailL2,
  supervisorNameL3: r.supervisorNameL3,
  supervisorEmailL3: r.supervisorEmailL3,
  supervisorRoleL1: r.supervisorRoleL1,
  supervisorDepartmentL1: r.supervisorDepartmentL1,
});

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

const CHUNK = 2000;
const chunks = <T>(items: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The accounts among `ids` that belong to a group the acting user may not act in (or to none). An
 * account's name, role and sign-in hold in every group it belongs to, so an upload may change it
 * only when all of them are within the uploader's reach.
 */
async function accountsOutsideReach(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await selectRows<{ id: string }>(tx, sql`select id from sb_accounts_outside_reach(${sql.param(ids)}::varchar[]) as r(id)`);
  return new Set(rows.map((r) => r.id));
}

/**
 * Applies validated upload records inside the commit's transaction, a batch at a time: users are
 * matched by e-mail (created, or updated when within the uploader's reach; never duplicated), the tenant membership with
 * the application access columns is upserted, and a membership going inactive ends the user's sessions.
 * Each row comes back created, updated, unchanged, or failed with a remark.
 */
export class UserWriter {
  constructor(
    private readonly tx: Tx,
    private readonly scope: TenantScope,
    private readonly now: Date,
  ) {}

  async apply(batch: readonly UserRecord[]): Promise<RowResult[]> {
    if (batch.length === 0) return [];
    const { tx, scope, now } = this;
    const tenantId = scope.tenantId;
    const existing = await selectRows<{
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      middle_name: string | null;
      role: Role;
      active: boolean;
    }>(
      tx,
      sql`select id, email, first_name, last_name, middle_name, role, active from users where ${anyOf(
        sql`email`,
        'text',
        batch.map((r) => r.email),
      )}`,
    );
    const byEmail = new Map(existing.map((u) => [u.email, u]));
    const ids = existing.map((u) => u.id);
    const outside = await accountsOutsideReach(tx, ids);
    const memberOf = new Map<string, MemberState>();
    if (ids.length > 0) {
      const members = await selectRows<
        Record<string, unknown> & { user_id: string; withdrawn_applications: string[]; granted_applications: string[] }
      >(
        tx,
        sql`select user_id, ${sql.raw(MEMBERSHIP_COLUMNS.join(', '))}, withdrawn_applications, granted_applications
            from memberships where tenant_id = ${tenantId} and ${anyOf(sql`user_id`, 'varchar', ids)}`,
      );
      for (const m of members)
        memberOf.set(m.user_id, {
          fields: Object.fromEntries(MEMBERSHIP_FIELDS.map((f, i) => [f, m[MEMBERSHIP_COLUMNS[i]!]])) as Membership,
          withdrawn: m.withdrawn_applications,
          granted: m.granted_applications,
        });
    }

    const results: RowResult[] = [];
    const created: { id: string; email: string; firstName: string; lastName: string; middleName: string | null; role: Role }[] = [];
    const updated: { id: string; r: UserRecord }[] = [];
    const memberWrites: { userId: string; row: number; m: MemberState }[] = [];
    const revoke: { userId: string; row: number }[] = [];

    batch.forEach((r, row) => {
      const ex = byEmail.get(r.email);
      if (ex && ex.id === scope.userId) {
        results.push({ outcome: 'f', remarks: [remark.ownAccount(USER_UPLOAD_COLUMNS.email)] });
        return;
      }
      // Before any other check: a remark about an account outside reach must not tell its role.
      if (ex && outside.has(ex.id)) {
        results.push({ outcome: 'f', remarks: [remark.emailUnavailable(USER_UPLOAD_COLUMNS.email)] });
        return;
      }
      if (ex && (!UPLOADABLE_ROLES.includes(ex.role) || ROLE_RANK[ex.role] > ROLE_RANK[scope.role])) {
        results.push({ outcome: 'f', remarks: [remark.protectedUser(USER_UPLOAD_COLUMNS.email, ex.role)] });
        return;
      }
      const userId = ex?.id ?? newId(now.getTime());
      let changed = false;
      if (!ex) {
        created.push({ id: userId, email: r.email, firstName: r.firstName, lastName: r.lastName, middleName: r.middleName, role: r.role });
      } else if (
        ex.first_name !== r.firstName ||
        ex.last_name !== r.lastName ||
        (ex.middle_name ?? null) !== r.middleName ||
        ex.role !== r.role ||
        !ex.active
      ) {
        updated.push({ id: userId, r });
        changed = true;
      }
      const have = memberOf.get(userId);
      // An application column set to 'disable' withdraws what the role allows; 'enable' means "as the role
      // allows", so it only lifts a withdrawal (see applications/access.ts).
      const withdrawn = new Set(have?.withdrawn ?? []);
      const granted = new Set(have?.granted ?? []);
      for (const a of r.access) {
        if (a.access) withdrawn.delete(a.applicationId);
        else if (a.allowed) {
          withdrawn.add(a.applicationId);
          granted.delete(a.applicationId);
        }
      }
      const want: MemberState = { fields: membershipOf(r), withdrawn: [...withdrawn], granted: [...granted] };
      if (
        !have ||
        MEMBERSHIP_FIELDS.some((field) => (have.fields[field] ?? null) !== want.fields[field]) ||
        !sameList(have.withdrawn, want.withdrawn) ||
        !sameList(have.granted, want.granted)
      ) {
        memberWrites.push({ userId, row, m: want });
        changed = true;
        if (have?.fields.active && !want.fields.active) revoke.push({ userId, row });
      }
      results.push({ outcome: !ex ? 'c' : changed ? 'u' : 'n' });
    });

    // New users first: one created concurrently by someone else (same e-mail) fails its row only.
    const lost = new Set<number>();
    const at = new Map(batch.map((r, row) => [r.email, row]));
    const stamp = now.toISOString();
    for (const part of chunks(created)) {
      const inserted = await selectRows<{ id: string }>(
        tx,
        sql`insert into users (id, email, first_name, last_name, middle_name, role, active, last_tenant_id, created_at, updated_at)
            select v.id, v.email, v.first_name, v.last_name, v.middle_name, v.role, true, ${tenantId}, ${stamp}::timestamptz, ${stamp}::timestamptz
            from ${unnest([
              ['id', 'varchar', part.map((u) => u.id)],
              ['email', 'text', part.map((u) => u.email)],
              ['first_name', 'text', part.map((u) => u.firstName)],
              ['last_name', 'text', part.map((u) => u.lastName)],
              ['middle_name', 'text', part.map((u) => u.middleName)],
              ['role', 'text', part.map((u) => u.role)],
            ])}
            on conflict (email) do nothing returning id`,
      );
      if (inserted.length === part.length) continue;
      const kept = new Set(inserted.map((u) => u.id));
      for (const u of part) {
        if (kept.has(u.id)) continue;
        const row = at.get(u.email)!;
        lost.add(row);
        results[row] = {
          outcome: 'f',
          remarks: [remark.commitFailed('This e-mail address was added by someone else during the commit; upload this row again.')],
        };
      }
    }
    for (const part of chunks(updated)) {
      await tx.execute(sql`
        update users as u set
          first_name = v.first_name, last_name = v.last_name, middle_name = v.middle_name, role = v.role, active = true, updated_at = ${stamp}::timestamptz
        from ${unnest([
          ['id', 'varchar', part.map((u) => u.id)],
          ['first_name', 'text', part.map((u) => u.r.firstName)],
          ['last_name', 'text', part.map((u) => u.r.lastName)],
          ['middle_name', 'text', part.map((u) => u.r.middleName)],
          ['role', 'text', part.map((u) => u.r.role)],
        ])}
        where u.id = v.id`);
    }
    for (const part of chunks(memberWrites.filter((w) => !lost.has(w.row)))) {
      const columns = MEMBERSHIP_COLUMNS.map((column, i): BulkColumn => {
        const field = MEMBERSHIP_FIELDS[i]!;
        return [column, field === 'active' ? 'bool' : 'text', part.map((w) => w.m.fields[field])];
      });
      // Ids are 24 hex characters: a comma-joined list travels as one text per row (unnest flattens arrays of arrays).
      const lists: BulkColumn[] = [
        ['withdrawn', 'text', part.map((w) => w.m.withdrawn.join(','))],
        ['granted', 'text', part.map((w) => w.m.granted.join(','))],
      ];
      await tx.execute(sql`
        insert into memberships (tenant_id, user_id, ${sql.raw(MEMBERSHIP_COLUMNS.join(', '))}, withdrawn_applications, granted_applications, created_at, updated_at)
        select ${tenantId}, v.user_id, ${sql.raw(MEMBERSHIP_COLUMNS.map((c) => `v.${c}`).join(', '))},
          string_to_array(v.withdrawn, ',')::varchar[], string_to_array(v.granted, ',')::varchar[], ${stamp}::timestamptz, ${stamp}::timestamptz
        from ${unnest([['user_id', 'varchar', part.map((w) => w.userId)], ...columns, ...lists])}
        on conflict (tenant_id, user_id) do update set
          ${sql.raw(MEMBERSHIP_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '))},
          withdrawn_applications = excluded.withdrawn_applications, granted_applications = excluded.granted_applications,
          updated_at = excluded.updated_at`);
    }
    const ending = revoke.filter((r) => !lost.has(r.row)).map((r) => r.userId);
    for (const part of chunks(ending)) {
      await tx.execute(
        sql`update sessions set revoked_at = ${stamp}::timestamptz where ${anyOf(sql`user_id`, 'varchar', part)} and revoked_at is null`,
      );
    }
    return results;
  }
}
