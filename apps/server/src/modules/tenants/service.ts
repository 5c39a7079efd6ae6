import { and, count, desc, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { tenantListQuery } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import type { Scope } from '../../platform/policy/route-policy.js';
import { memberTenants } from './tenant-access.js';
import { tenants } from './tables.js';

type TenantListQuery = z.infer<typeof tenantListQuery>;

/** Tenants the caller may administer: architects all, commanders those of their organisations, guardians their own. */
export async function listTenants(db: Database, scope: Scope, query: TenantListQuery) {
  return db.run({ tenantId: scope.tenantId, userId: scope.userId }, async (tx) => {
    const where: SQL[] = [];
    if (scope.role === 'commander') {
      const orgs = [...new Set((await memberTenants(tx, scope.userId)).map((t) => t.org))];
      where.push(inArray(tenants.org, orgs.length > 0 ? orgs : ['']));
    } else if (scope.role !== 'architect') {
      const own = (await memberTenants(tx, scope.userId)).map((t) => t.tenantId);
      where.push(inArray(tenants.id, own.length > 0 ? own : ['']));
    }
    const filters = [
      [tenants.org, query.org],
      [tenants.client, query.client],
      [tenants.country, query.country],
      [tenants.subLob, query.subLob],
      [tenants.location, query.location],
      [tenants.lob, query.lob],
    ] as const;
    for (const [column, values] of filters) if (values?.length) where.push(inArray(column, values));
    const condition = and(...where);
    const [total] = await tx.select({ value: count() }).from(tenants).where(condition);
    const rows = await tx
      .select()
      .from(tenants)
      .where(condition)
      .orderBy(desc(tenants.createdAt), tenants.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return {
      data: rows.map((t) => ({
        tenantId: t.id,
        name: t.name,
        org: t.org,
        client: t.client,
        country: t.country,
        location: t.location,
        lob: t.lob,
        subLob: t.subLob,
        createdAt: t.createdAt.toISOString(),
      })),
      total: total?.value ?? 0,
      page: query.page,
      limit: query.limit,
    };
  });
}
