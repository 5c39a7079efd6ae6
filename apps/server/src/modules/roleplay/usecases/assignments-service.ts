import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UsecaseAssignment, assignmentBody } from '@switchboard/contracts';
import type { Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { newId } from '../../../platform/ids.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { users } from '../../accounts/tables.js';
import { audit } from '../../audit/audit.js';
import { assertMember } from '../access.js';
import { batches } from '../batches/tables.js';
import { findBatch, trainsIn } from './repo.js';
import { findUsecase, type AuthoringDeps } from './authoring-service.js';
import { usecaseAssignments } from './tables.js';

async function assignmentsOf(tx: Tx, scope: TenantScope, usecaseId: string, id?: string): Promise<UsecaseAssignment[]> {
  const rows = await tx
    .select({
      id: usecaseAssignments.id,
      usecaseId: usecaseAssignments.usecaseId,
      batchId: usecaseAssignments.batchId,
      batchName: batches.batchName,
      userId: usecaseAssignments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: usecaseAssignments.createdAt,
    })
    .from(usecaseAssignments)
    .leftJoin(batches, and(eq(batches.tenantId, usecaseAssignments.tenantId), eq(batches.id, usecaseAssignments.batchId)))
    .leftJoin(users, eq(users.id, usecaseAssignments.userId))
    .where(
      and(
        eq(usecaseAssignments.tenantId, scope.tenantId),
        eq(usecaseAssignments.usecaseId, usecaseId),
        eq(usecaseAssignments.kind, 'assigned'),
        id ? eq(usecaseAssignments.id, id) : undefined,
      ),
    )
    .orderBy(sql`${usecaseAssignments.userId} is not null`, asc(batches.batchName), asc(users.lastName), asc(usecaseAssignments.id));
  return rows.map((r) => ({
    id: r.id,
    usecaseId: r.usecaseId,
    batchId: r.batchId,
    batchName: r.batchName,
    userId: r.userId,
    userName: r.userId ? `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() : null,
    email: r.email,
    createdDate: r.createdAt.toISOString(),
  }));
}

/** GET /apigateway/tbsrvc/usecases/{id}/assignments (guardian+). */
export function listAssignments(deps: AuthoringDeps, scope: TenantScope, usecaseId: string) {
  return deps.db.run(scope, async (tx) => {
    await findUsecase(tx, scope, usecaseId);
    return assignmentsOf(tx, scope, usecaseId);
  });
}

/** POST /apigateway/tbsrvc/usecases/{id}/assignments: to a batch (all its trainees) or to one user. */
export async function addAssignment(deps: AuthoringDeps, scope: TenantScope, usecaseId: string, body: z.infer<typeof assignmentBody>) {
  const created = await deps.db.run(scope, async (tx) => {
    const u = await findUsecase(tx, scope, usecaseId);
    if (u.status === 'archived') throw new AppError('bad_request', 'An archived roleplay cannot be assigned.');
    const batchId = body.batchId ?? null;
    const userId = 'userId' in body ? body.userId : null;
    if (batchId) {
      const batch = await findBatch(tx, scope, batchId);
      if (batch.type !== u.type) {
        throw new AppError('bad_request', `The batch '${batch.batchName}' is for ${batch.type === 1 ? 'chat' : 'voice'} roleplays.`);
      }
      if (userId && !(await trainsIn(tx, scope, batchId, userId))) {
        throw new AppError('bad_request', `This user is not a trainee of the batch '${batch.batchName}'.`);
      }
    }
    if (userId) await assertMember(tx, scope, userId);
    const [row] = await tx
      .insert(usecaseAssignments)
      .values({ tenantId: scope.tenantId, id: newId(), kind: 'assigned', usecaseId, batchId, userId, createdBy: scope.userId })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError(
        'conflict',
        userId ? 'This roleplay is already assigned to this user.' : 'This roleplay is already assigned to this batch.',
      );
    await audit(tx, scope, {
      action: 'usecase.assign',
      targetType: 'usecase',
      targetId: usecaseId,
      before: null,
      after: { batchId, userId },
    });
    return (await assignmentsOf(tx, scope, usecaseId, row.id))[0]!;
  });
  await deps.bus.publish({ type: 'roleplay.usecases.changed', tenantId: scope.tenantId, payload: { usecaseId } });
  return created;
}

/** DELETE /apigateway/tbsrvc/usecases/{id}/assignments/{assignmentId}. */
export async function removeAssignment(deps: AuthoringDeps, scope: TenantScope, usecaseId: string, assignmentId: string) {
  await deps.db.run(scope, async (tx) => {
    const [removed] = await tx
      .delete(usecaseAssignments)
      .where(
        and(
          eq(usecaseAssignments.tenantId, scope.tenantId),
          eq(usecaseAssignments.usecaseId, usecaseId),
          eq(usecaseAssignments.id, assignmentId),
          eq(usecaseAssignments.kind, 'assigned'),
        ),
      )
      .returning();
    if (!removed) throw new AppError('not_found', 'Assignment not found.');
    await audit(tx, scope, {
      action: 'usecase.unassign',
      targetType: 'usecase',
      targetId: usecaseId,
      before: { batchId: removed.batchId, userId: removed.userId },
      after: null,
    });
  });
  await deps.bus.publish({ type: 'roleplay.usecases.changed', tenantId: scope.tenantId, payload: { usecaseId } });
  return { ok: true as const };
}
