import { and, eq, sql } from 'drizzle-orm';
import { roleAtLeast, type RoleplayType } from '@switchboard/contracts';
import type { Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { batches, trainings } from '../batches/tables.js';
import { assignedTo } from './cards.js';
import { usecases } from './tables.js';

export type UsecaseRow = typeof usecases.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;

/** A published roleplay of the tenant; `genericUsecase`, when given, must match too. Else 404. */
export async function findPublished(tx: Tx, scope: TenantScope, id: string, genericUsecase?: boolean): Promise<UsecaseRow> {
  const [row] = await tx
    .select()
    .from(usecases)
    .where(
      and(
        eq(usecases.tenantId, scope.tenantId),
        eq(usecases.id, id),
        eq(usecases.status, 'published'),
        genericUsecase === undefined ? undefined : eq(usecases.genericUsecase, genericUsecase),
      ),
    );
  if (!row) throw new AppError('not_found', 'Roleplay not found.');
  return row;
}

/** Is the roleplay assigned to the user (through a batch, directly) or bookmarked by them? */
export async function isAssignedTo(tx: Tx, scope: TenantScope, usecaseId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ hit: sql<number>`1` })
    .from(usecases)
    .where(and(eq(usecases.tenantId, scope.tenantId), eq(usecases.id, usecaseId), assignedTo(userId)));
  return row !== undefined;
}

export async function findBatch(tx: Tx, scope: TenantScope, id: string): Promise<BatchRow> {
  const [row] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.tenantId, scope.tenantId), eq(batches.id, id)));
  if (!row) throw new AppError('not_found', 'Batch not found.');
  return row;
}

export async function trainsIn(tx: Tx, scope: TenantScope, batchId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: trainings.id })
    .from(trainings)
    .where(and(eq(trainings.tenantId, scope.tenantId), eq(trainings.batchId, batchId), eq(trainings.userId, userId)));
  return row !== undefined;
}

/**
 * The batch a practice choice belongs to: the one named (it must exist, be of the roleplay's type and
 * count the user as trainee — guardians and above may use any), else the user's first batch of that
 * type, else none.
 */
export async function batchForPractice(
  tx: Tx,
  scope: TenantScope,
  batchId: string | null,
  type: RoleplayType,
  userId: string,
): Promise<BatchRow | null> {
  if (batchId) {
    const batch = await findBatch(tx, scope, batchId);
    if (batch.type !== type)
      throw new AppError('bad_request', `The batch '${batch.batchName}' is for ${batch.type === 1 ? 'chat' : 'voice'} roleplays.`);
    if (!roleAtLeast(scope.role, 'guardian') && !(await trainsIn(tx, scope, batch.id, userId))) {
      throw new AppError('forbidden', `You are not a trainee of the batch '${batch.batchName}'.`);
    }
    return batch;
  }
  const [first] = await tx
    .select({ batch: batches })
    .from(trainings)
    .innerJoin(batches, and(eq(batches.tenantId, trainings.tenantId), eq(batches.id, trainings.batchId)))
    .where(and(eq(trainings.tenantId, scope.tenantId), eq(trainings.userId, userId), eq(batches.type, type)))
    .orderBy(batches.createdAt, batches.id)
    .limit(1);
  return first?.batch ?? null;
}
