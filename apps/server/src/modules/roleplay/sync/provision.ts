import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_IDLE_OPTION, roleAtLeast, type Role, type RoleplayType } from '@switchboard/contracts';
import type { Tx } from '../../../platform/db/database.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { users } from '../../accounts/tables.js';
import { audit } from '../../audit/audit.js';
import { memberships } from '../../tenants/tables.js';
import { batches, trainings } from '../batches/tables.js';

/** What the sync provisions from (DESIGN §4 memberships with the L1–L3 supervision chain). */
export interface Member {
  userId: string;
  role: Role;
  email: string;
  /** Supervisors' e-mail addresses, L1 to L3 (names are not identities). */
  chain: (string | null)[];
}

const DEFAULT_BATCH_NAMES: Record<RoleplayType, string> = { 1: 'Default chat batch', 2: 'Default voice batch' };

/** A name no batch of the group uses yet (names are unique per group, case-insensitively). */
async function freeName(tx: Tx, tenantId: string, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ name: sql<string>`lower(${batches.batchName})` })
        .from(batches)
        .where(and(eq(batches.tenantId, tenantId), sql`lower(${batches.batchName}) like lower(${`${base}%`})`))
    ).map((r) => r.name),
  );
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base} (${n})`.toLowerCase())) return `${base} (${n})`;
}

/**
 * The group's default batch of each type (one chat, one voice), created when missing with the batch
 * defaults and audited as batches are. Concurrent creators meet on the partial unique index.
 */
export async function ensureDefaultBatches(tx: Tx, scope: TenantScope): Promise<{ ids: string[]; created: number }> {
  const ids: string[] = [];
  let created = 0;
  for (const type of [1, 2] as RoleplayType[]) {
    const [existing] = await tx
      .select({ id: batches.id })
      .from(batches)
      .where(and(eq(batches.tenantId, scope.tenantId), eq(batches.type, type), eq(batches.isDefault, true)));
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const values = {
      batchName: await freeName(tx, scope.tenantId, DEFAULT_BATCH_NAMES[type]),
      type,
      numOfAssessment: 1,
      idleTimeOption1: DEFAULT_IDLE_OPTION,
      isDefault: true,
    };
    const [row] = await tx
      .insert(batches)
      .values({ ...values, tenantId: scope.tenantId, id: newId(), createdBy: scope.userId })
      .onConflictDoNothing()
      .returning({ id: batches.id });
    if (!row) {
      const [winner] = await tx
        .select({ id: batches.id })
        .from(batches)
        .where(and(eq(batches.tenantId, scope.tenantId), eq(batches.type, type), eq(batches.isDefault, true)));
      ids.push(winner!.id);
      continue;
    }
    await audit(tx, scope, { action: 'batch.create', targetType: 'batch', targetId: row.id, before: null, after: values });
    ids.push(row.id);
    created += 1;
  }
  return { ids, created };
}

/** Active members of the group with an active account, with their supervision chain. */
export async function activeMembers(tx: Tx, tenantId: string): Promise<Member[]> {
  const rows = await tx
    .select({
      userId: users.id,
      role: users.role,
      email: users.email,
      e1: memberships.supervisorEmailL1,
      e2: memberships.supervisorEmailL2,
      e3: memberships.supervisorEmailL3,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.active, true), eq(users.active, true)))
    .orderBy(users.id);
  return rows.map((r) => ({
    userId: r.userId,
    role: r.role,
    email: r.email.toLowerCase(),
    chain: [r.e1, r.e2, r.e3],
  }));
}

/**
 * The trainer of a hero: the nearest supervisor (L1, then L2, then L3) recorded by e-mail who is an active
 * mentor-or-above member of the group — not the hero themselves. A supervisor recorded by name only
 * resolves to nobody: a trainer reviews the hero's practice, and a shared full name must never grant that.
 */
export function trainerResolver(members: readonly Member[]): (hero: Member) => string | null {
  const trainers = members.filter((m) => roleAtLeast(m.role, 'mentor'));
  const byEmail = new Map(trainers.map((m) => [m.email, m.userId]));
  return (hero) => {
    for (const email of hero.chain) {
      const found = email ? byEmail.get(email.trim().toLowerCase()) : undefined;
      if (found && found !== hero.userId) return found;
    }
    return null;
  };
}

/**
 * Puts heroes into the default batches with their trainers, idempotently: a missing training is
 * created; an existing one takes the resolved trainer when it differs (the chain is the source of truth
 * for the default batches), and keeps its trainer when none resolves.
 */
export async function provisionTrainings(
  tx: Tx,
  tenantId: string,
  batchIds: readonly string[],
  heroes: readonly { userId: string; trainerId: string | null }[],
  createdBy: string,
): Promise<{ created: number; trainersAssigned: number }> {
  if (heroes.length === 0 || batchIds.length === 0) return { created: 0, trainersAssigned: 0 };
  const rows = await tx
    .insert(trainings)
    .values(
      batchIds.flatMap((batchId) =>
        heroes.map((h) => ({ tenantId, id: newId(), batchId, userId: h.userId, trainerId: h.trainerId, createdBy })),
      ),
    )
    .onConflictDoUpdate({
      target: [trainings.tenantId, trainings.batchId, trainings.userId],
      set: { trainerId: sql`excluded.trainer_id`, updatedAt: new Date() },
      setWhere: sql`excluded.trainer_id is not null and ${trainings.trainerId} is distinct from excluded.trainer_id`,
    })
    // xmax is 0 on a freshly inserted row version, non-zero on an updated one.
    .returning({ inserted: sql<boolean>`(xmax = 0)`, trainerId: trainings.trainerId });
  const created = rows.filter((r) => r.inserted).length;
  const updated = rows.length - created;
  return { created, trainersAssigned: updated + rows.filter((r) => r.inserted && r.trainerId !== null).length };
}
