import type { Application, TenantApplicationInput, TenantApplicationRow } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { audit } from '../audit/audit.js';
import { isAvailable, loadCatalogue, presentApplication, selectedIds, type CatalogueEntry } from './access.js';
import { findApplication } from './catalogue-service.js';
import { tenantApplications } from './tables.js';

function presentRow(entry: CatalogueEntry): TenantApplicationRow {
  return {
    applicationId: entry.app.id,
    name: entry.app.name,
    key: entry.app.applicationId,
    category: entry.app.categoryName,
    available: isAvailable(entry.app),
    catalogueRoles: entry.app.roles,
    enabled: entry.tenant?.enabled === true,
    roles: entry.tenant?.roles ?? null,
    updatedAt: entry.tenant?.updatedAt.toISOString() ?? null,
  };
}

/** Every catalogue application with this tenant's settings (Application Settings tab). */
export function listTenantApplications(db: Database, scope: TenantScope) {
  return db.run(scope, async (tx) => ({ tenantId: scope.tenantId, data: (await loadCatalogue(tx, scope)).map(presentRow) }));
}

async function writeSettings(tx: Tx, scope: TenantScope, applicationId: string, input: TenantApplicationInput, now: Date) {
  const entry = await findApplication(tx, scope, applicationId);
  const outside = (input.roles ?? []).filter((role) => !entry.app.roles.includes(role));
  if (outside.length > 0) {
    throw new AppError(
      'bad_request',
      `${entry.app.name} is not offered to ${outside.join(', ')}: a group may only choose among ${entry.app.roles.join(', ')}.`,
      { roles: outside },
    );
  }
  const values = { enabled: input.enabled, roles: input.roles, updatedBy: scope.userId, updatedAt: now };
  await tx
    .insert(tenantApplications)
    .values({ tenantId: scope.tenantId, applicationId, ...values })
    .onConflictDoUpdate({ target: [tenantApplications.tenantId, tenantApplications.applicationId], set: values });
  await audit(tx, scope, {
    action: 'application.tenant-settings',
    targetType: 'application',
    targetId: applicationId,
    before: entry.tenant ? { enabled: entry.tenant.enabled, roles: entry.tenant.roles } : null,
    after: { enabled: input.enabled, roles: input.roles },
  });
  return findApplication(tx, scope, applicationId);
}

/** Enables or disables an application in a tenant and sets its role list there. */
export function setTenantApplication(
  db: Database,
  scope: TenantScope,
  applicationId: string,
  input: TenantApplicationInput,
  now = new Date(),
): Promise<TenantApplicationRow> {
  return db.run(scope, async (tx) => presentRow(await writeSettings(tx, scope, applicationId, input, now)));
}

/** POST /v1/tenant/app/{id}: the same, for the caller's active group, answering the application as they now see it. */
export function setActiveTenantApplication(
  db: Database,
  scope: TenantScope,
  applicationId: string,
  input: TenantApplicationInput,
  now = new Date(),
): Promise<Application> {
  return db.run(scope, async (tx) => {
    const entry = await writeSettings(tx, scope, applicationId, input, now);
    return presentApplication(entry, scope.role, await selectedIds(tx, scope));
  });
}
