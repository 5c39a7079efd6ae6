import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  HISTORY_DEFAULTS,
  HISTORY_MESSAGES,
  pageOf,
  type HistoryPage,
  type HistoryQuery,
  type TrainerUsecase,
  type trainerUsecasesQuery,
} from '@switchboard/contracts';
import type { z } from 'zod';
import type { Database, Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { users } from '../../accounts/tables.js';
import { memberships } from '../../tenants/tables.js';
import { userSessions } from '../practice/tables.js';
import { usecases } from '../usecases/tables.js';
import { reachOf, reaches, type Reach } from '../visibility.js';
import { countHistory, historyWhere, selectHistoryRows } from './history-rows.js';

/** '000' and the caller's own id need no check; anyone else must be a member (404) the caller may see (403). */
export async function checkEmployee(tx: Tx, scope: TenantScope, reach: Reach, employeeId: string, message: string): Promise<string | null> {
  if (employeeId === HISTORY_DEFAULTS.allEmployees) return null;
  if (employeeId === scope.userId) return employeeId;
  const [member] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, scope.tenantId), eq(memberships.userId, employeeId)));
  if (!member) throw new AppError('not_found', message, { reason: 'not_found' });
  if (!(await reaches(tx, scope, employeeId, reach))) throw new AppError('forbidden', message, { reason: 'not_reviewer' });
  return employeeId;
}

/** GET interaction/history: one page of the sessions the caller may see, filtered, newest first by default. */
export function listHistory(db: Database, scope: TenantScope, q: HistoryQuery): Promise<HistoryPage> {
  return db.run(scope, async (tx) => {
    const reach = await reachOf(tx, scope);
    const userId = await checkEmployee(tx, scope, reach, q.employeeID, HISTORY_MESSAGES.fetchHistoryFailed);
    const w = historyWhere(scope, reach, {
      startDate: q.startDate,
      endDate: q.endDate,
      type: q.type,
      userId,
      usecaseId: q.useCaseId === HISTORY_DEFAULTS.allUsecases ? null : q.useCaseId,
      isReviewed: q.isReviewed,
      roleId: q.roleId,
      keyword: q.keyword,
      practiceStatus: q.practiceStatus,
    });
    const total = await countHistory(tx, w);
    const offset = q.page * q.size;
    const content = offset < total ? await selectHistoryRows(tx, scope, w, { order: q.order, limit: q.size, offset }) : [];
    return pageOf(content, total, q.page, q.size);
  });
}

/** GET trainerspanusecase: the use cases of the sessions the caller may see within the filter, by name. */
export function trainerUsecases(db: Database, scope: TenantScope, q: z.infer<typeof trainerUsecasesQuery>): Promise<TrainerUsecase[]> {
  return db.run(scope, async (tx) => {
    const reach = await reachOf(tx, scope);
    const userId = await checkEmployee(tx, scope, reach, q.userId, HISTORY_MESSAGES.fetchHistoryFailed);
    const w = historyWhere(scope, reach, { startDate: q.startDate, endDate: q.endDate, type: q.type, userId, roleId: q.roleId });
    const s = userSessions;
    let query = tx
      .select({ id: usecases.id, name: usecases.name, type: usecases.type, sessionCount: count() })
      .from(s)
      .innerJoin(usecases, and(eq(usecases.tenantId, s.tenantId), eq(usecases.id, s.usecaseId)))
      .$dynamic();
    if (w.needsUser) query = query.innerJoin(users, eq(users.id, s.userId));
    const rows = await query
      .where(w.where)
      .groupBy(usecases.id, usecases.name, usecases.type)
      .orderBy(asc(sql`lower(${usecases.name})`), asc(usecases.id));
    return rows.map((r) => ({ useCaseId: r.id, id: r.id, name: r.name, type: r.type, sessionCount: r.sessionCount }));
  });
}
