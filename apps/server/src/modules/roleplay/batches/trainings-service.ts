import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { roleAtLeast, type TrainingRow } from '@switchboard/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import type { EventBus } from '../../../platform/events/event-bus.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { users } from '../../accounts/tables.js';
import { audit } from '../../audit/audit.js';
import { memberships } from '../../tenants/tables.js';
import { findBatch } from '../usecases/repo.js';
import { trainings } from './tables.js';

export interface TrainingDeps {
  db: Database;
  bus: EventBus;
}

const trainer = alias(users, 'trainer');

async function trainingsOf(tx: Tx, scope: TenantScope, batchId: string, userIds?: string[]): Promise<TrainingRow[]> {
  const rows = await tx
    .select({
      id: trainings.id,
      batchId: trainings.batchId,
      userId: trainings.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      trainerId: trainings.trainerId,
      trainerFirst: trainer.firstName,
      trainerLast: trainer.lastName,
      createdAt: trainings.createdAt,
    })
    .from(trainings)
    .innerJoin(users, eq(users.id, trainings.userId))
    .leftJoin(trainer, eq(trainer.id, trainings.trainerId))
    .where(
      and(eq(trainings.tenantId, scope.tenantId), eq(trainings.batchId, batchId), userIds ? inArray(trainings.userId, userIds) : undefined),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(trainings.id));
  return rows.map((r) => ({
    id: r.id,
    batchId: r.batchId,
    userId: r.userId,
    userName: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    role: r.role,
    trainerId: r.trainerId,
    trainerName: r.trainerId ? `${r.trainerFirst ?? ''} ${r.trainerLast ?? ''}`.trim() : null,
    createdDate: r.createdAt.toISOString(),
  }));
}

/** Active members of the tenant among the ids, with their role. */
async function membersAmong(tx: Tx, scope: TenantScope, ids: string[]) {
  return tx
    .select({ userId: memberships.userId, role: users.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, scope.tenantId), inArray(memberships.userId, ids), eq(memberships.active, true)));
}

async function assertTrainer(tx: Tx, scope: TenantScope, trainerId: string | null): Promise<void> {
  if (!trainerId) return;
  const [member] = await membersAmong(tx, scope, [trainerId]);
  if (!member) throw new AppError('not_found', 'Trainer not found.');
  if (!roleAtLeast(member.role, 'mentor'))
    throw new AppError('bad_request', 'A trainer must be a mentor or above.', [{ path: 'trainerId', message: 'not a mentor' }]);
}

/** GET /apigateway/tbsrvc/batches/{id}/trainings (guardian+). */
export function listTrainings(db: Database, scope: TenantScope, batchId: string) {
  return db.run(scope, async (tx) => {
    await findBatch(tx, scope, batchId);
    return trainingsOf(tx, scope, batchId);
  });
}

/** POST /apigateway/tbsrvc/batches/{id}/trainings: adds trainees (with a trainer); existing ones keep theirs. */
export async function addTrainees(
  deps: TrainingDeps,
  scope: TenantScope,
  batchId: string,
  body: { userIds: string[]; trainerId: string | null },
) {
  const result = await deps.db.run(scope, async (tx) => {
    await findBatch(tx, scope, batchId);
    await assertTrainer(tx, scope, body.trainerId);
    const members = new Set((await membersAmong(tx, scope, body.userIds)).map((m) => m.userId));
    const missing = body.userIds.filter((id) => !members.has(id));
    if (missing.length > 0)
      throw new AppError(
        'not_found',
        'User not found.',
        missing.map((id) => ({ path: 'userIds', message: `${id} is not a member of this group` })),
      );
    if (body.trainerId && body.userIds.includes(body.trainerId))
      throw new AppError('bad_request', 'A trainee cannot be their own trainer.');
    const added = await tx
      .insert(trainings)
      .values(
        body.userIds.map((userId) => ({
          tenantId: scope.tenantId,
          id: newId(),
          batchId,
          userId,
          trainerId: body.trainerId,
          createdBy: scope.userId,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: trainings.userId });
    if (added.length > 0) {
      await audit(tx, scope, {
        action: 'batch.trainees.add',
        targetType: 'batch',
        targetId: batchId,
        before: null,
        after: { userIds: added.map((a) => a.userId), trainerId: body.trainerId },
      });
    }
    return trainingsOf(tx, scope, batchId, body.userIds);
  });
  await deps.bus.publish({ type: 'roleplay.usecases.changed', tenantId: scope.tenantId, payload: { batchId } });
  return result;
}

/** PATCH /apigateway/tbsrvc/batches/{id}/trainings/{userId}: trainer assignment. */
export function setTrainer(deps: TrainingDeps, scope: TenantScope, batchId: string, userId: string, trainerId: string | null) {
  return deps.db.run(scope, async (tx) => {
    await findBatch(tx, scope, batchId);
    const [before] = await trainingsOf(tx, scope, batchId, [userId]);
    if (!before) throw new AppError('not_found', 'This user is not a trainee of the batch.');
    if (trainerId === userId) throw new AppError('bad_request', 'A trainee cannot be their own trainer.');
    await assertTrainer(tx, scope, trainerId);
    await tx
      .update(trainings)
      .set({ trainerId, updatedAt: new Date() })
      .where(and(eq(trainings.tenantId, scope.tenantId), eq(trainings.batchId, batchId), eq(trainings.userId, userId)));
    await audit(tx, scope, {
      action: 'batch.trainer.set',
      targetType: 'training',
      targetId: before.id,
      before: { trainerId: before.trainerId },
      after: { trainerId },
    });
    return (await trainingsOf(tx, scope, batchId, [userId]))[0]!;
  });
}

/** DELETE /apigateway/tbsrvc/batches/{id}/trainings/{userId}. */
export async function removeTrainee(deps: TrainingDeps, scope: TenantScope, batchId: string, userId: string) {
  await deps.db.run(scope, async (tx) => {
    await findBatch(tx, scope, batchId);
    const [removed] = await tx
      .delete(trainings)
      .where(and(eq(trainings.tenantId, scope.tenantId), eq(trainings.batchId, batchId), eq(trainings.userId, userId)))
      .returning();
    if (!removed) throw new AppError('not_found', 'This user is not a trainee of the batch.');
    await audit(tx, scope, {
      action: 'batch.trainees.remove',
      targetType: 'batch',
      targetId: batchId,
      before: { userId, trainerId: removed.trainerId },
      after: null,
    });
  });
  await deps.bus.publish({ type: 'roleplay.usecases.changed', tenantId: scope.tenantId, payload: { batchId } });
  return { ok: true as const };
}

/** The user's trainings in the tenant (for the profile call): batch and trainer. */
export async function trainingsOfUser(tx: Tx, tenantId: string, userId: string) {
  const rows = await tx
    .select({ batchId: trainings.batchId, trainerId: trainings.trainerId, trainerFirst: trainer.firstName, trainerLast: trainer.lastName })
    .from(trainings)
    .leftJoin(trainer, eq(trainer.id, trainings.trainerId))
    .where(and(eq(trainings.tenantId, tenantId), eq(trainings.userId, userId)))
    .orderBy(asc(trainings.createdAt), asc(trainings.id));
  return rows.map((r) => ({
    batchId: r.batchId,
    trainerId: r.trainerId,
    trainerName: r.trainerId ? `${r.trainerFirst ?? ''} ${r.trainerLast ?? ''}`.trim() : null,
  }));
}
