import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role, TenantSummary } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { preparedStatement, type Placeholders } from '../../platform/db/prepared-statement.js';
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
 * memberTenants as one JSON column, for a statement that reads the user as well (the handshake asks on every
 * dashboard load): the same rows in the same order, without a second statement.
 */
export function memberTenantsColumn(userId: string) {
  return sql<TenantSummary[]>`coalesce((select json_agg(json_build_object(
      'tenantId', ${tenants.id}, 'name', ${tenants.name}, 'org', ${tenants.org}, 'client', ${tenants.client},
      'country', ${tenants.country}, 'location', ${tenants.location}, 'lob', ${tenants.lob}, 'subLob', ${tenants.subLob})
      order by ${tenants.client}, ${tenants.name})
    from ${memberships} inner join ${tenants} on ${tenants.id} = ${memberships.tenantId}
    where ${memberships.userId} = ${userId} and ${memberships.active} = true), '[]'::json)`;
}

/**
 * The tenant, and whether the user is a member of it or of another tenant of its organisation, in one
 * statement (it runs on every session check). Memberships are read under the user's own RLS context.
 */
const tenantReach = preparedStatement((tx, $: Placeholders<{ userId: string; tenantId: string }>) => {
  const mine = and(eq(memberships.userId, $.userId), eq(memberships.active, true));
  const sameOrg = alias(tenants, 'same_org');
  return tx
    .select({
      member: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(memberships)
        .where(and(mine, eq(memberships.tenantId, tenants.id)))})`,
      inOrg: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(memberships)
        .innerJoin(sameOrg, eq(sameOrg.id, memberships.tenantId))
        .where(and(mine, eq(sameOrg.org, tenants.org)))})`,
    })
    .from(tenants)
    .where(eq(tenants.id, $.tenantId));
});

/**
 * May this user act in that tenant? Members may act in their tenants; commanders in every
 * tenant of the organisations they belong to; architects in all (DESIGN §4).
 */
export async function canActInTenant(tx: Tx, user: { userId: string; role: Role }, tenantId: string): Promise<boolean> {
  const [target] = await tenantReach(tx, { userId: user.userId, tenantId });
  if (!target) return false;
  if (user.role === 'architect' || target.member) return true;
  return user.role === 'commander' && target.inOrg;
}

/** Summaries of the given tenants (for architects and commanders acting outside their memberships). */
export function tenantSummaries(tx: Tx, ids: string[]): Promise<TenantSummary[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select(summaryColumns).from(tenants).where(inArray(tenants.id, ids));
}

export function tenantAccessChecker(db: Database) {
  return (user: { userId: string; role: Role }, tenantId: string) =>
    db.read({ tenantId: null, userId: user.userId }, (tx) => canActInTenant(tx, user, tenantId));
}
