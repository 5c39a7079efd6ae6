import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { memberships } from './tables.js';

/** The supervisor names found in a tenant: the choices of the user list's l1Names, l2Names and l3Names filters. */
export function memberFacets(db: Database, scope: TenantScope): Promise<{ l1Names: string[]; l2Names: string[]; l3Names: string[] }> {
  return db.run(scope, async (tx) => {
    const names = async (
      column: typeof memberships.supervisorNameL1 | typeof memberships.supervisorNameL2 | typeof memberships.supervisorNameL3,
    ) => {
      const rows = await tx
        .selectDistinct({ name: column })
        .from(memberships)
        .where(and(eq(memberships.tenantId, scope.tenantId), isNotNull(column), ne(column, '')))
        .orderBy(asc(column))
        .limit(1000);
      return rows.map((r) => r.name!);
    };
    return {
      l1Names: await names(memberships.supervisorNameL1),
      l2Names: await names(memberships.supervisorNameL2),
      l3Names: await names(memberships.supervisorNameL3),
    };
  });
}
