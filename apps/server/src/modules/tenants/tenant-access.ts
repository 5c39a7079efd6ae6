import { and, eq, inArray } from 'drizzle-orm';
import type { Role, TenantSummary } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { memberships, tenants } from './tables.js';

const summaryColumns = {
  tenantId: tenants.id,
  name: tenants.name,
  org: tenants.org,
  client: tenants.client,
  country: tenants.country,
  location: tenants.location,
  lob: tenants.lob,
  subLob: tenants.subLob,
};

/** Tenants where the user has an active membership (runs with the user's RLS context: own rows only). */
export function memberTenants(tx: Tx, userId: string): Promise<TenantSummary[]> {
  return tx
    .select(summaryColumns)
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true)))
    .orderBy(tenants.client, tenants.name);
}

/**
 * May this user act in that tenant? Members may act in their tenants; commanders in every
 * tenant of the organisations they belong to; architects in all (DESIGN §4).
 */
export async function canActInTenant(tx: Tx, user: { userId: string; role: Role }, tenantId: string): Promise<boolean> {
  const [target] = await tx.select({ org: tenants.org }).from(tenants).where(eq(tenants.id, tenantId));
  if (!target) return false;
  if (user.role === 'architect') return true;
  const mine = await memberTenants(tx, user.userId);
  if (mine.some((t) => t.tenantId === tenantId)) return true;
  return user.role === 'commander' && mine.some((t) => t.org === target.org);
}

/** Summaries of the given tenants (for architects and commanders acting outside their memberships). */
export function tenantSummaries(tx: Tx, ids: string[]): Promise<TenantSummary[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select(summaryColumns).from(tenants).where(inArray(tenants.id, ids));
}

export function tenantAccessChecker(db: Database) {
  return (user: { userId: string; role: Role }, tenantId: string) =>
    db.run({ tenantId: null, userId: user.userId }, (tx) => canActInTenant(tx, user, tenantId));
}
