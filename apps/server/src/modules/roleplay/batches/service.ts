import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  pageOf,
  type Batch,
  type BatchCreateBody,
  type batchListQuery,
  type batchMappingsQuery,
  type batchPatchBody,
} from '@switchboard/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { users } from '../../accounts/tables.js';
import { audit } from '../../audit/audit.js';
import { assertMayActFor, assertMember } from '../access.js';
import { usecaseAssignments, usecases } from '../usecases/tables.js';
import { batches, trainings } from './tables.js';

// Correlated sub-selects name the outer table explicitly: drizzle leaves select-list columns unqualified.
const traineeCount = sql<number>`(select count(*)::int from ${trainings} t where t.tenant_id = "batches"."tenant_id" and t.batch_id = "batches"."id")`;
const usecaseCount = sql<number>`(select count(distinct ua.usecase_id)::int from ${usecaseAssignments} ua
  where ua.tenant_id = "batches"."tenant_id" and ua.batch_id = "batches"."id" and ua.kind = 'assigned' and ua.user_id is null)`;

type BatchRow = typeof batches.$inferSelect;

function present(b: BatchRow & { traineeCount: number; usecaseCount: number }): Batch {
  return {
    id: b.id,
    batchName: b.batchName,
    type: b.type,
    numOfAssessment: b.numOfAssessment,
    guided: b.guided,
    trainingTarget: b.trainingTarget,
    isDelayRequired: b.isDelayRequired,
    intervalInSeconds: b.intervalInSeconds,
    idleTimeOption1: b.idleTimeOption1,
    traineeCount: b.traineeCount,
    usecaseCount: b.usecaseCount,
    createdDate: b.createdAt.toISOString(),
    updatedDate: b.updatedAt.toISOString(),
  };
}

async function loadBatch(tx: Tx, scope: TenantScope, id: string): Promise<Batch> {
  const [row] = await tx
    .select({ batch: batches, traineeCount, usecaseCount })
    .from(batches)
    .where(and(eq(batches.tenantId, scope.tenantId), eq(batches.id, id)));
  if (!row) throw new AppError('not_found', 'Batch not found.');
  return present({ ...row.batch, traineeCount: row.traineeCount, usecaseCount: row.usecaseCount });
}

/** GET /apigateway/tbsrvc/batches (guardian+). */
export function listBatches(db: Database, scope: TenantScope, query: z.infer<typeof batchListQuery>) {
  return db.run(scope, async (tx) => {
    const where: (SQL | undefined)[] = [eq(batches.tenantId, scope.tenantId)];
    if (query.type) where.push(eq(batches.type, query.type));
    if (query.keyword) where.push(ilike(batches.batchName, `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    const condition = and(...where);
    const [total] = await tx.select({ value: count() }).from(batches).where(condition);
    const rows = await tx
      .select({ batch: batches, traineeCount, usecaseCount })
      .from(batches)
      .where(condition)
      .orderBy(desc(batches.createdAt), desc(batches.id))
      .limit(query.size)
      .offset(query.page * query.size);
    const content = rows.map((r) => present({ ...r.batch, traineeCount: r.traineeCount, usecaseCount: r.usecaseCount }));
    return pageOf(content, total?.value ?? 0, query.page, query.size);
  });
}

export function getBatch(db: Database, scope: TenantScope, id: string) {
  return db.run(scope, (tx) => loadBatch(tx, scope, id));
}

async function assertNameFree(tx: Tx, scope: TenantScope, name: string, except?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(
      and(
        eq(batches.tenantId, scope.tenantId),
        sql`lower(${batches.batchName}) = lower(${name})`,
        except ? sql`${batches.id} <> ${except}` : undefined,
      ),
    );
  if (clash) throw new AppError('bad_request', `A batch named '${name}' already exists.`, [{ path: 'batchName', message: 'already used' }]);
}

/** POST /apigateway/tbsrvc/batches (guardian+). */
export function createBatch(db: Database, scope: TenantScope, body: BatchCreateBody) {
  return db.run(scope, async (tx) => {
    await assertNameFree(tx, scope, body.batchName);
    const id = newId();
    await tx.insert(batches).values({ ...body, tenantId: scope.tenantId, id, createdBy: scope.userId });
    await audit(tx, scope, { action: 'batch.create', targetType: 'batch', targetId: id, before: null, after: body });
    return loadBatch(tx, scope, id);
  });
}

/** PATCH /apigateway/tbsrvc/batches/{id} (guardian+). The type never changes. */
export function updateBatch(db: Database, scope: TenantScope, id: string, patch: z.infer<typeof batchPatchBody>) {
  return db.run(scope, async (tx) => {
    const before = await loadBatch(tx, scope, id);
    if (patch.batchName !== undefined) await assertNameFree(tx, scope, patch.batchName, id);
    if (Object.keys(patch).length === 0) return before;
    await tx
      .update(batches)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(batches.tenantId, scope.tenantId), eq(batches.id, id)));
    const keys = Object.keys(patch) as (keyof typeof patch)[];
    const after = await loadBatch(tx, scope, id);
    await audit(tx, scope, {
      action: 'batch.update',
      targetType: 'batch',
      targetId: id,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    });
    return after;
  });
}

/** GET /apigateway/upsrvc/batches/mappings: the user's batches of a type with their trainer. */
export function batchMappings(db: Database, scope: TenantScope, query: z.infer<typeof batchMappingsQuery>) {
  assertMayActFor(scope, query.userId);
  return db.run(scope, async (tx) => {
    if (query.userId !== scope.userId) await assertMember(tx, scope, query.userId);
    const rows = await tx
      .select({ batch: batches, trainerId: trainings.trainerId, trainerFirst: users.firstName, trainerLast: users.lastName })
      .from(trainings)
      .innerJoin(batches, and(eq(batches.tenantId, trainings.tenantId), eq(batches.id, trainings.batchId)))
      .leftJoin(users, eq(users.id, trainings.trainerId))
      .where(and(eq(trainings.tenantId, scope.tenantId), eq(trainings.userId, query.userId), eq(batches.type, query.type)))
      .orderBy(asc(batches.createdAt), asc(batches.id));
    return rows.map((r) => ({
      id: r.batch.id,
      batchName: r.batch.batchName,
      type: r.batch.type,
      numOfAssessment: r.batch.numOfAssessment,
      guided: r.batch.guided,
      trainingTarget: r.batch.trainingTarget,
      isDelayRequired: r.batch.isDelayRequired,
      intervalInSeconds: r.batch.intervalInSeconds,
      idleTimeOption1: r.batch.idleTimeOption1,
      trainerId: r.trainerId,
      trainerName: r.trainerId ? `${r.trainerFirst ?? ''} ${r.trainerLast ?? ''}`.trim() : null,
    }));
  });
}

/** GET /apigateway/tbsrvc/batches/{id}/usecases: the roleplays assigned to the batch (guardian+). */
export function batchUsecases(db: Database, scope: TenantScope, id: string) {
  return db.run(scope, async (tx) => {
    await loadBatch(tx, scope, id);
    return tx
      .select({
        assignmentId: usecaseAssignments.id,
        usecaseId: usecases.id,
        name: usecases.name,
        type: usecases.type,
        status: usecases.status,
        language: usecases.language,
      })
      .from(usecaseAssignments)
      .innerJoin(usecases, and(eq(usecases.tenantId, usecaseAssignments.tenantId), eq(usecases.id, usecaseAssignments.usecaseId)))
      .where(
        and(
          eq(usecaseAssignments.tenantId, scope.tenantId),
          eq(usecaseAssignments.batchId, id),
          eq(usecaseAssignments.kind, 'assigned'),
          isNull(usecaseAssignments.userId),
        ),
      )
      .orderBy(asc(usecases.name), asc(usecases.id));
  });
}
