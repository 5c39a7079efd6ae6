import { and, eq, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@switchboard/contracts';
import type { Database } from '../../src/platform/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { applications, tenantApplications } from '../../src/modules/applications/tables.js';
import { memberships } from '../../src/modules/tenants/tables.js';

let sequence = 0;

export type ApplicationRow = typeof applications.$inferSelect;

/** A catalogue application (global table). */
export async function makeApplication(db: Database, overrides: Partial<typeof applications.$inferInsert> = {}): Promise<ApplicationRow> {
  const n = ++sequence;
  const row = {
    id: newId(),
    applicationId: `app-${n}-${newId().slice(-6)}`,
    name: `App ${String(n).padStart(3, '0')}`,
    appName: `App${n}`,
    categoryName: 'Productivity',
    categoryDescription: 'Tools that help.',
    roles: [...ROLES] as Role[],
    minW: 1,
    minH: 3.5,
    defaultSize: 'knowledge' as const,
    widgetKind: 'embed' as const,
    embedUrl: 'https://apps.example.test/widget',
    about: { tagline: `Tagline ${n}`, description: 'What it does.', audience: 'Who it is for.', highlights: ['One'] },
    ...overrides,
  };
  const [created] = await db.run({ tenantId: null, userId: null }, (tx) => tx.insert(applications).values(row).returning());
  return created!;
}

/** Enables (or disables) an application in a tenant, optionally with the tenant's own role list. */
export async function enableApplication(
  db: Database,
  tenantId: string,
  applicationId: string,
  options: { enabled?: boolean; roles?: Role[] | null } = {},
): Promise<void> {
  const values = { enabled: options.enabled ?? true, roles: options.roles ?? null };
  await db.run({ tenantId, userId: null }, (tx) =>
    tx
      .insert(tenantApplications)
      .values({ tenantId, applicationId, ...values })
      .onConflictDoUpdate({ target: [tenantApplications.tenantId, tenantApplications.applicationId], set: values }),
  );
}

/** A member's own setting for one application (what the user upload's access columns write): withdrawn or granted. */
export async function setUserAccess(db: Database, tenantId: string, userId: string, applicationId: string, access: boolean): Promise<void> {
  const [on, off] = access
    ? [memberships.grantedApplications, memberships.withdrawnApplications]
    : [memberships.withdrawnApplications, memberships.grantedApplications];
  await db.run({ tenantId, userId: null }, (tx) =>
    tx
      .update(memberships)
      .set({
        [access ? 'grantedApplications' : 'withdrawnApplications']:
          sql`array_append(array_remove(${on}, ${applicationId}::varchar), ${applicationId}::varchar)`,
        [access ? 'withdrawnApplications' : 'grantedApplications']: sql`array_remove(${off}, ${applicationId}::varchar)`,
      })
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId))),
  );
}
