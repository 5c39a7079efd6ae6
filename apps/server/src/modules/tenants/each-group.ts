import type { Database } from '../../platform/db/database.js';
import { tenants } from './tables.js';

/**
 * Runs `work` for every group in turn, each call meant to open the group's own RLS context; stops early
 * when `stopped()` says so (shutdown). Background sweeps only: it reads the whole group registry.
 */
export async function eachGroup(db: Database, stopped: () => boolean, work: (tenantId: string) => Promise<number>): Promise<number> {
  const groups = await db.run({ tenantId: null, userId: null }, (tx) => tx.select({ id: tenants.id }).from(tenants));
  let total = 0;
  for (const { id } of groups) {
    if (stopped()) break;
    total += await work(id);
  }
  return total;
}
