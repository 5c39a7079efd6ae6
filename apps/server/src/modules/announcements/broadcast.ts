import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementGroupTarget } from '@switchboard/contracts';
import type { Tx } from '../../platform/db/database.js';
import { tenantFileKey, type FileStore } from '../../platform/files/file-store.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { newId } from '../../platform/ids.js';
import { audit } from '../audit/audit.js';
import { memberTenants } from '../tenants/tenant-access.js';
import { tenants } from '../tenants/tables.js';
import { announcementMedia, announcements } from './tables.js';
import type { AnnouncementRow } from './queries.js';

export interface GroupCopy {
  tenantId: string;
  name: string;
  announcementId: string;
}

export const hasGroupTarget = (groups: AnnouncementGroupTarget | null | undefined): groups is AnnouncementGroupTarget =>
  !!groups && Object.values(groups).some((values) => values.length > 0);

/**
 * Other groups matching every given attribute (any value of each list) that the author may act
 * in: architects any, commanders those of their organisations, guardians their own (DESIGN §4).
 */
export async function targetGroups(
  tx: Tx,
  scope: TenantScope,
  groups: AnnouncementGroupTarget,
): Promise<{ tenantId: string; name: string }[]> {
  const where: SQL[] = [ne(tenants.id, scope.tenantId)];
  const filters = [
    [tenants.client, groups.clients],
    [tenants.country, groups.countries],
    [tenants.location, groups.locations],
    [tenants.lob, groups.lobs],
    [tenants.subLob, groups.subLobs],
  ] as const;
  for (const [column, values] of filters) if (values.length > 0) where.push(inArray(column, values));
  if (scope.role !== 'architect') {
    const mine = await memberTenants(tx, scope.userId);
    if (scope.role === 'commander') {
      const [home] = await tx.select({ org: tenants.org }).from(tenants).where(eq(tenants.id, scope.tenantId));
      const orgs = [...new Set([...mine.map((t) => t.org), ...(home ? [home.org] : [])])];
      where.push(inArray(tenants.org, orgs));
    } else {
      const ids = mine.map((t) => t.tenantId);
      where.push(inArray(tenants.id, ids.length > 0 ? ids : ['']));
    }
  }
  return tx
    .select({ tenantId: tenants.id, name: tenants.name })
    .from(tenants)
    .where(and(...where))
    .orderBy(tenants.name);
}

const setTenant = (tx: Tx, tenantId: string) => tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);

/**
 * Publishes copies of a just-published announcement (and its media) into other groups, inside the
 * caller's transaction: row-level security checks each copy against the group it is written to.
 * Files are copied first; the caller removes `copiedKeys` if the transaction fails.
 */
export async function publishCopies(
  tx: Tx,
  scope: TenantScope,
  original: AnnouncementRow,
  targets: { tenantId: string; name: string }[],
  files: FileStore,
  copiedKeys: string[],
): Promise<GroupCopy[]> {
  if (targets.length === 0) return [];
  const media = await tx
    .select()
    .from(announcementMedia)
    .where(and(eq(announcementMedia.tenantId, scope.tenantId), eq(announcementMedia.announcementId, original.id)));
  const copies: GroupCopy[] = [];
  for (const target of targets) {
    const id = newId();
    await setTenant(tx, target.tenantId);
    await tx.insert(announcements).values({
      ...original,
      tenantId: target.tenantId,
      id,
      audienceGroups: null,
      broadcastId: original.id,
      publishedTo: [],
      ackRound: 1,
      version: 1,
    });
    for (const m of media) {
      const mediaId = newId();
      const key = tenantFileKey(target.tenantId, 'announcements', mediaId);
      await files.copy(m.storageKey, key);
      copiedKeys.push(key);
      await tx.insert(announcementMedia).values({ ...m, tenantId: target.tenantId, id: mediaId, announcementId: id, storageKey: key });
    }
    await audit(
      tx,
      { ...scope, tenantId: target.tenantId },
      {
        action: 'announcement.publish',
        targetType: 'announcement',
        targetId: id,
        before: null,
        after: { status: 'published', title: original.title, copiedFrom: { tenantId: scope.tenantId, announcementId: original.id } },
      },
    );
    copies.push({ ...target, announcementId: id });
  }
  // Back to the caller's group for the rest of the transaction (a failure aborts it anyway).
  await setTenant(tx, scope.tenantId);
  return copies;
}
