import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { defaultTenantName, type TenantInput, type TenantPatch, type TenantRowReply } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { newId } from '../../platform/ids.js';
import type { Scope, TenantScope } from '../../platform/policy/route-policy.js';
import { audit } from '../audit/audit.js';
import { memberTenants } from './tenant-access.js';
import { tenants } from './tables.js';

type TenantRecord = typeof tenants.$inferSelect;
type TenantFields = Omit<TenantInput, 'name'>;

const fold = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The organisations a caller may create or edit groups in: every one for architects (an existing
 * spelling is reused), their own for commanders (DESIGN §4). Returns the canonical spelling, or
 * null when the organisation is not theirs.
 */
export interface OrgPolicy {
  canonical(org: string): string | null;
}

export async function orgPolicy(tx: Tx, scope: Scope): Promise<OrgPolicy> {
  if (scope.role === 'architect') {
    const rows = await tx.selectDistinct({ org: tenants.org }).from(tenants);
    const known = new Map(rows.map((r) => [fold(r.org), r.org]));
    return { canonical: (org) => known.get(fold(org)) ?? org.replace(/\s+/g, ' ').trim() };
  }
  const own = new Map((await memberTenants(tx, scope.userId)).map((t) => [fold(t.org), t.org]));
  return { canonical: (org) => (scope.role === 'commander' ? (own.get(fold(org)) ?? null) : null) };
}

/** Same six fields (case- and spacing-insensitive) as an existing group, other than `except`. */
export async function findTwin(tx: Tx, fields: TenantFields, except?: string): Promise<TenantRecord | undefined> {
  const same = (column: AnyPgColumn, value: string) => sql`lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g')) = ${fold(value)}`;
  const [twin] = await tx
    .select()
    .from(tenants)
    .where(
      and(
        same(tenants.org, fields.org),
        same(tenants.client, fields.client),
        same(tenants.country, fields.country),
        same(tenants.location, fields.location),
        same(tenants.lob, fields.lob),
        same(tenants.subLob, fields.subLob),
        except ? ne(tenants.id, except) : undefined,
      ),
    )
    .limit(1);
  return twin;
}

export const presentTenant = (t: TenantRecord): TenantRowReply => ({
  tenantId: t.id,
  name: t.name,
  org: t.org,
  client: t.client,
  country: t.country,
  location: t.location,
  lob: t.lob,
  subLob: t.subLob,
  createdAt: t.createdAt.toISOString(),
});

const notYourOrg = () => new AppError('forbidden', 'You may create or edit groups only in your own organisation.');
const twinExists = (twin: TenantRecord) => new AppError('conflict', `A group with these details already exists: ${twin.name}.`);

/** Creates a group (commander and above). createdBy is the caller; the new group starts unconfigured. */
export function createTenant(db: Database, scope: TenantScope, input: TenantInput, now = new Date()): Promise<TenantRowReply> {
  return db.run(scope, async (tx) => {
    const org = (await orgPolicy(tx, scope)).canonical(input.org);
    if (!org) throw notYourOrg();
    const fields = { org, client: input.client, country: input.country, location: input.location, lob: input.lob, subLob: input.subLob };
    const twin = await findTwin(tx, fields);
    if (twin) throw twinExists(twin);
    const [created] = await tx
      .insert(tenants)
      .values({
        id: newId(now.getTime()),
        name: input.name ?? defaultTenantName(fields),
        ...fields,
        createdBy: scope.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, scope, {
      action: 'tenant.create',
      targetType: 'tenant',
      targetId: created!.id,
      before: null,
      after: presentTenant(created!),
    });
    return presentTenant(created!);
  });
}

/**
 * Edits a group. The policy layer already answered 404 for a group the caller may not act in;
 * moving it to an organisation that is not the caller's is refused (403).
 */
export function updateTenant(db: Database, scope: TenantScope, patch: TenantPatch, now = new Date()): Promise<TenantRowReply> {
  return db.run(scope, async (tx) => {
    const [before] = await tx.select().from(tenants).where(eq(tenants.id, scope.tenantId)).for('update');
    if (!before) throw new AppError('not_found', 'Group not found.');
    const policy = await orgPolicy(tx, scope);
    if (!policy.canonical(before.org)) throw notYourOrg();
    const org = patch.org === undefined ? before.org : policy.canonical(patch.org);
    if (!org) throw notYourOrg();
    const fields = {
      org,
      client: patch.client ?? before.client,
      country: patch.country ?? before.country,
      location: patch.location ?? before.location,
      lob: patch.lob ?? before.lob,
      subLob: patch.subLob ?? before.subLob,
    };
    const twin = await findTwin(tx, fields, before.id);
    if (twin) throw twinExists(twin);
    const [after] = await tx
      .update(tenants)
      .set({ ...fields, name: patch.name ?? before.name, updatedAt: now })
      .where(eq(tenants.id, before.id))
      .returning();
    await audit(tx, scope, {
      action: 'tenant.update',
      targetType: 'tenant',
      targetId: before.id,
      before: presentTenant(before),
      after: presentTenant(after!),
    });
    return presentTenant(after!);
  });
}
