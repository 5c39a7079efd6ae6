import type { Database } from '../../platform/db/database.js';
import { tenants } from './tables.js';

/**
 * Runs `work` for every group in turn, each call meant to open the group's own RLS context; stops early
 * when `stopped()` says so (shutdown). Background sweeps only: it reads the whole group registry.
 */
export async function eachGroup(db: Database, stopped: () => boolean, work: (tenantId: string) => Promise<number>): Promise<number> {
  let total = 0;
  for (const id of await groupIds(db)) {
    if (stopped()) break;
    total += await work(id);
  }
  return total;
}

/** Every group's id, from the registry (background sweeps only). */
export async function groupIds(db: Database): Promise<string[]> {
  const groups = await db.run({ tenantId: null, userId: null }, (tx) => tx.select({ id: tenants.id }).from(tenants));
  return groups.map((g) => g.id);
}
