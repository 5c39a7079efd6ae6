import type { Tx } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { isAvailable, loadCatalogue, tenantRolesOf } from '../applications/access.js';
import type { UploadApp } from './user-rows.js';

/**
 * The applications a tenant offers, with the roles allowed there: the user upload's application
 * columns (one per application) and the New_users_template's. Admin-licence applications whose
 * guardian has not enabled them are unavailable (platform.md §6) and get no column.
 */
export async function offeredApps(tx: Tx, scope: TenantScope): Promise<UploadApp[]> {
  const entries = await loadCatalogue(tx, { tenantId: scope.tenantId, userId: scope.userId, role: scope.role });
  return entries
    .filter((entry) => entry.tenant?.enabled === true && isAvailable(entry.app))
    .map((entry) => ({ id: entry.app.id, name: entry.app.name, roles: tenantRolesOf(entry) }));
}
