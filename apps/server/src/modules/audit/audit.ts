import type { Tx } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { newId } from '../../platform/ids.js';
import { auditLog } from './tables.js';

/** Records an admin write inside the same transaction as the write itself. */
export async function audit(
  tx: Tx,
  scope: TenantScope,
  entry: { action: string; targetType: string; targetId: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({ tenantId: scope.tenantId, id: newId(), actorId: scope.userId, ...entry });
}
