import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ROLE_RANK, type Role, type UserApplicationAccessRow } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { users } from '../accounts/tables.js';
import { audit } from '../audit/audit.js';
import { memberships } from '../tenants/tables.js';
import { hasAccess, loadCatalogue, type CatalogueEntry } from './access.js';
import { applications } from './tables.js';

/** A member of the scope's tenant whose access the caller may manage: never a higher role. */
async function manageableMember(tx: Tx, scope: TenantScope, userId: string): Promise<{ userId: string; role: Role }> {
  const [member] = await tx
    .select({ userId: users.id, role: users.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, scope.tenantId), eq(memberships.userId, userId)));
  if (!member) throw new AppError('not_found', 'User not found.');
  if (ROLE_RANK[member.role] > ROLE_RANK[scope.role]) throw new AppError('forbidden');
  return member;
}

const present = (entry: CatalogueEntry, role: Role): UserApplicationAccessRow => ({
  applicationId: entry.app.id,
  name: entry.app.name,
  key: entry.app.applicationId,
  offered: hasAccess({ ...entry, userAccess: null }, role),
  access: entry.userAccess,
  hasAccess: hasAccess(entry, role),
});

/** Every catalogue application with this member's access in the tenant. */
export function listUserApplications(db: Database, scope: TenantScope, userId: string) {
  return db.run(scope, async (tx) => {
    const member = await manageableMember(tx, scope, userId);
    const entries = await loadCatalogue(tx, { tenantId: scope.tenantId, userId: member.userId, role: member.role });
    return { tenantId: scope.tenantId, userId, data: entries.map((entry) => present(entry, member.role)) };
  });
}

/** Grants (true), withdraws (false) or resets (null) one member's access to one application in the tenant. */
export function setUserApplicationAccess(db: Database, scope: TenantScope, userId: string, applicationId: string, access: boolean | null) {
  return db.run(scope, async (tx) => {
    const member = await manageableMember(tx, scope, userId);
    const viewer = { tenantId: scope.tenantId, userId: member.userId, role: member.role };
    const [before] = await loadCatalogue(tx, viewer, { where: eq(applications.id, applicationId) });
    if (!before) throw new AppError('not_found', 'Application not found.');
    // One setting per application: taken off both lists, then put on the one it names (none for null).
    const withdrawn = sql`array_remove(${memberships.withdrawnApplications}, ${applicationId}::varchar)`;
    const granted = sql`array_remove(${memberships.grantedApplications}, ${applicationId}::varchar)`;
    const add = (list: SQL, on: boolean) => (on ? sql`array_append(${list}, ${applicationId}::varchar)` : list);
    await tx
      .update(memberships)
      .set({
        withdrawnApplications: add(withdrawn, access === false),
        grantedApplications: add(granted, access === true),
        updatedAt: new Date(),
      })
      .where(and(eq(memberships.tenantId, scope.tenantId), eq(memberships.userId, userId)));
    await audit(tx, scope, {
      action: 'application.user-access',
      targetType: 'user',
      targetId: userId,
      before: { applicationId, access: before.userAccess },
      after: { applicationId, access },
    });
    return present({ ...before, userAccess: access }, member.role);
  });
}
