import type { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import { GROUP_UPLOAD_COLUMNS, UPLOADABLE_ROLES } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import type { Scope, TenantScope } from '../../platform/policy/route-policy.js';
import { users } from '../accounts/tables.js';
import { memberships } from '../tenants/tables.js';
import { listTenants } from '../tenants/service.js';
import { offeredApps } from '../uploads/offered-apps.js';
import { addSheet, escapeRow, streamingWorkbook } from '../../platform/files/xlsx.js';
import { addUserDropdowns, addUserReadMe, userTemplateHeaders } from './templates.js';

const PAGE = 1000;

/** The tables' timestamp form (platform.md §9): dd/mm/yyyy - HH:mm, in UTC. */
export function formatTimestamp(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} - ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

type StreamingWorkbook = ReturnType<typeof streamingWorkbook>['workbook'];
type Sheet = ReturnType<typeof addSheet>;

/** Runs the writer behind the returned stream (`taken` between pages of rows); a failure ends the download with an error. */
function streamed(fill: (workbook: StreamingWorkbook, taken: (sheet: Sheet) => Promise<void>) => Promise<void>): Readable {
  const { workbook, stream, taken } = streamingWorkbook();
  void fill(workbook, taken)
    .then(() => workbook.commit())
    .catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

/** Every tenant the caller administers (the tenant list's scoping), page by page. */
async function* administeredTenants(db: Database, scope: Scope) {
  for (let page = 1; ; page++) {
    const { data } = await listTenants(db, scope, { page, limit: PAGE });
    yield* data;
    if (data.length < PAGE) return;
  }
}

/** Groups: the tenants the caller administers, upload columns first (re-uploading leaves them unchanged). */
export function groupsExport(db: Database, scope: Scope): Readable {
  return streamed(async (workbook, taken) => {
    const sheet = addSheet(
      workbook,
      'Groups',
      [...GROUP_UPLOAD_COLUMNS, 'Group name', 'Group ID', 'Created (UTC)'],
      [28, 28, 20, 20, 22, 16, 40, 27, 18],
    );
    let rows = 0;
    for await (const t of administeredTenants(db, scope)) {
      sheet
        .addRow(escapeRow([t.org, t.client, t.country, t.location, t.lob, t.subLob, t.name, t.tenantId, formatTimestamp(t.createdAt)]))
        .commit();
      if (++rows % PAGE === 0) await taken(sheet);
    }
    sheet.commit();
  });
}

/** Members of one tenant with their user fields, a page at a time by user id. */
async function* tenantMembers(db: Database, scope: TenantScope) {
  let after = '';
  for (;;) {
    const page = await db.run(scope, (tx) =>
      tx
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          middleName: users.middleName,
          lastName: users.lastName,
          role: users.role,
          member: memberships,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.tenantId, scope.tenantId), gt(memberships.userId, after)))
        .orderBy(asc(memberships.userId))
        .limit(PAGE),
    );
    if (page.length === 0) return;
    yield page;
    after = page.at(-1)!.userId;
    if (page.length < PAGE) return;
  }
}

/**
 * Existing_users_template: the tenant's hero, mentor and guardian users in the upload format, with
 * the same dropdowns, so it can be edited and uploaded back (users are matched by e-mail). An
 * application column shows the user's own access, or what their role gives when they have none.
 */
export async function existingUsersExport(db: Database, scope: TenantScope): Promise<Readable> {
  const apps = await db.run(scope, (tx) => offeredApps(tx, scope));
  return streamed(async (workbook, taken) => {
    const sheet = addSheet(workbook, 'Users', userTemplateHeaders(apps));
    addUserDropdowns(sheet, apps);
    for await (const page of tenantMembers(db, scope)) {
      for (const u of page) {
        if (!UPLOADABLE_ROLES.includes(u.role)) continue;
        const m = u.member;
        const appCells = apps.map((app) => {
          const own = m.withdrawnApplications.includes(app.id) ? false : m.grantedApplications.includes(app.id) ? true : null;
          return (own ?? app.roles.includes(u.role)) ? 'enable' : 'disable';
        });
        sheet
          .addRow(
            escapeRow([
              u.firstName,
              u.middleName ?? '',
              u.lastName,
              u.email,
              u.role,
              m.supervisorNameL1 ?? '',
              m.supervisorEmailL1 ?? '',
              m.supervisorRoleL1 ?? '',
              m.supervisorDepartmentL1 ?? '',
              m.supervisorNameL2 ?? '',
              m.supervisorEmailL2 ?? '',
              m.supervisorNameL3 ?? '',
              m.supervisorEmailL3 ?? '',
              m.active ? 'Active' : 'Inactive',
              ...appCells,
            ]),
          )
          .commit();
      }
      await taken(sheet);
    }
    sheet.commit();
    addUserReadMe(workbook, apps);
  });
}

const USER_GROUP_HEADERS = [
  'User Email',
  'User Name',
  'Role',
  'Status',
  'Group name',
  'Group ID',
  'COMPANY',
  'CLIENT',
  'COUNTRY',
  'SITE',
  'LOB',
  'CHANNEL',
  'L1 Supervisor Name',
  'L2 Supervisor Name',
  'L3 Supervisor Name',
];

/** User Group Data: one row per user and group, over every group the caller administers. */
export function userGroupDataExport(db: Database, scope: Scope): Readable {
  return streamed(async (workbook, taken) => {
    const sheet = addSheet(workbook, 'User Group Data', USER_GROUP_HEADERS);
    for await (const t of administeredTenants(db, scope)) {
      for await (const page of tenantMembers(db, { ...scope, tenantId: t.tenantId })) {
        for (const u of page) {
          const m = u.member;
          sheet
            .addRow(
              escapeRow([
                u.email,
                `${u.firstName} ${u.lastName}`.trim(),
                u.role,
                m.active ? 'Active' : 'Inactive',
                t.name,
                t.tenantId,
                t.org,
                t.client,
                t.country,
                t.location,
                t.lob,
                t.subLob,
                m.supervisorNameL1 ?? '',
                m.supervisorNameL2 ?? '',
                m.supervisorNameL3 ?? '',
              ]),
            )
            .commit();
        }
        await taken(sheet);
      }
    }
    sheet.commit();
  });
}
