import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { users } from '../accounts/tables.js';
import { tenants } from '../tenants/tables.js';
import { memberships } from '../tenants/tables.js';
import { ScimError, SCIM, versionOf, type ScimPatchOp } from './scim-protocol.js';
import { patchScimUser, type ScimCaller } from './scim-users.js';

/** The token's group as the one SCIM Group: its members are the group's active memberships. */
export function getScimGroups(db: Database, caller: ScimCaller, options: { withMembers: boolean; displayName?: string }) {
  return db.run({ tenantId: caller.tenantId, userId: null }, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, caller.tenantId));
    if (!tenant || (options.displayName !== undefined && options.displayName !== tenant.name)) return [];
    const members = options.withMembers
      ? await tx
          .select({ value: users.id, display: users.email })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(eq(memberships.tenantId, caller.tenantId), eq(memberships.active, true)))
          .orderBy(users.id)
      : undefined;
    return [
      {
        schemas: [SCIM.group],
        id: tenant.id,
        displayName: tenant.name,
        ...(members ? { members: members.map((m) => ({ ...m, $ref: `${caller.base}/Users/${m.value}` })) } : {}),
        meta: {
          resourceType: 'Group',
          created: tenant.createdAt.toISOString(),
          lastModified: tenant.updatedAt.toISOString(),
          location: `${caller.base}/Groups/${tenant.id}`,
          version: versionOf(tenant.updatedAt),
        },
      },
    ];
  });
}

/**
 * Adding a member activates their membership, removing one deactivates it (and ends their sessions). Only
 * people already provisioned into the group can be members: users are created through /Users.
 */
export async function patchScimGroup(db: Database, caller: ScimCaller, groupId: string, ops: ScimPatchOp[], now: Date): Promise<string[]> {
  if (groupId !== caller.tenantId) throw new ScimError(404, `Group ${groupId} not found.`);
  const changes: { userId: string; active: boolean }[] = [];
  for (const op of ops) {
    const kind = op.op.toLowerCase();
    const path = op.path?.trim() ?? '';
    const filtered = /^members\[value eq "([0-9a-f]{24})"\]$/i.exec(path);
    if (filtered) {
      if (kind !== 'remove') throw new ScimError(400, 'Only remove works on a filtered member path.', 'invalidPath');
      changes.push({ userId: filtered[1]!, active: false });
    } else if (path.toLowerCase() === 'members') {
      const values = (Array.isArray(op.value) ? op.value : []) as { value?: unknown }[];
      for (const v of values) if (typeof v.value === 'string') changes.push({ userId: v.value, active: kind !== 'remove' });
    } else {
      throw new ScimError(400, 'Only members can be changed; the group itself is managed in Switchboard.', 'mutability');
    }
  }
  const known = await db.run({ tenantId: caller.tenantId, userId: null }, (tx) =>
    changes.length === 0
      ? Promise.resolve([])
      : tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(
            and(
              eq(memberships.tenantId, caller.tenantId),
              inArray(
                memberships.userId,
                changes.map((c) => c.userId),
              ),
            ),
          ),
  );
  const members = new Set(known.map((k) => k.userId));
  const missing = changes.find((c) => !members.has(c.userId));
  if (missing) throw new ScimError(400, `User ${missing.userId} is not provisioned in this group.`, 'noTarget');
  const deactivated: string[] = [];
  for (const change of changes) {
    const result = await patchScimUser(
      db,
      caller,
      change.userId,
      [{ op: 'replace', path: 'active', value: change.active }],
      undefined,
      now,
    );
    if (result.deactivated) deactivated.push(result.deactivated);
  }
  return deactivated;
}
