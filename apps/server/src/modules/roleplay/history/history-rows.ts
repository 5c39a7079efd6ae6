import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  formatDuration,
  HISTORY_DEFAULTS,
  PRACTICE_ROLE_IDS,
  type PracticeStatus,
  roleAtLeast,
  scoreFields,
  type HistoryRow,
  type Role,
  type RoleplayType,
} from '@switchboard/contracts';
import type { Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { users } from '../../accounts/tables.js';
import { userSessions } from '../practice/tables.js';
import { usecases } from '../usecases/tables.js';
import { reachCondition, type Reach } from '../visibility.js';

/** The filters every history call shares (list, use-case list, progress, agreement). */
export interface HistoryFilters {
  startDate?: string;
  endDate?: string;
  /** 0: both types. */
  type?: number;
  userId?: string | null;
  usecaseId?: string | null;
  isReviewed?: boolean;
  roleId?: number;
  keyword?: string;
  practiceStatus?: PracticeStatus;
}

const s = userSessions;
const commenter = alias(users, 'commenter');
const reviewer = alias(users, 'reviewer');

const abandonedBefore = (now: number) => new Date(now - HISTORY_DEFAULTS.abandonedAfterHours * 3_600_000);

/** A session's practice status (the history's Status column); statusCondition is the same rule in SQL. */
export function practiceStatusOf(
  row: { status: 'active' | 'completed'; endedEarly: boolean; scoredAt: Date | null; updatedAt: Date },
  now = Date.now(),
): PracticeStatus {
  if (row.status === 'completed') return !row.endedEarly && row.scoredAt !== null ? 'completed' : 'abandoned';
  return row.updatedAt < abandonedBefore(now) ? 'abandoned' : 'in_progress';
}

export function statusCondition(status: PracticeStatus, now = Date.now()): SQL {
  const finished = and(eq(s.status, 'completed'), eq(s.endedEarly, false), isNotNull(s.scoredAt))!;
  const recent = and(eq(s.status, 'active'), gte(s.updatedAt, abandonedBefore(now)))!;
  if (status === 'completed') return finished;
  if (status === 'in_progress') return recent;
  return or(
    and(eq(s.status, 'completed'), or(eq(s.endedEarly, true), isNull(s.scoredAt))),
    and(eq(s.status, 'active'), lt(s.updatedAt, abandonedBefore(now))),
  )!;
}

/** Platform roles behind a practice-area role id (roleplay.md §6; commander and architect share 10). */
export const rolesOfPracticeId = (roleId: number): Role[] =>
  (Object.entries(PRACTICE_ROLE_IDS) as [Role, number][]).filter(([, id]) => id === roleId).map(([role]) => role);

const likeText = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function instant(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new AppError('validation_failed', undefined, [{ path: field, message: 'not a date-time' }]);
  return at;
}

/**
 * The WHERE of a history query, scope first: the tenant, then whose sessions the caller may see, then
 * the filters. `needsUser`/`needsUsecase` say which joins the filters read.
 */
export function historyWhere(scope: TenantScope, reach: Reach, f: HistoryFilters) {
  const from = instant(f.startDate, 'startDate');
  const to = instant(f.endDate, 'endDate');
  const roles = f.roleId ? rolesOfPracticeId(f.roleId) : null;
  const keyword = f.keyword ? likeText(f.keyword) : null;
  const conditions: (SQL | undefined)[] = [
    eq(s.tenantId, scope.tenantId),
    reachCondition(reach, s.userId),
    from ? gte(s.startedAt, from) : undefined,
    to ? lte(s.startedAt, to) : undefined,
    f.type === 1 || f.type === 2 ? eq(s.type, f.type as RoleplayType) : undefined,
    f.userId ? eq(s.userId, f.userId) : undefined,
    f.usecaseId ? eq(s.usecaseId, f.usecaseId) : undefined,
    f.isReviewed === undefined ? undefined : eq(s.isReviewed, f.isReviewed),
    f.practiceStatus ? statusCondition(f.practiceStatus) : undefined,
    roles ? inArray(users.role, roles) : undefined,
    keyword
      ? or(
          ilike(usecases.name, keyword),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, keyword),
          ilike(users.email, keyword),
          ilike(s.batchName, keyword),
        )
      : undefined,
  ];
  return { where: and(...conditions), needsUser: Boolean(roles || keyword), needsUsecase: Boolean(keyword) };
}

const usecaseJoin = and(eq(usecases.tenantId, s.tenantId), eq(usecases.id, s.usecaseId));

/** How many sessions match (joining users and use cases only when a filter reads them). */
export async function countHistory(tx: Tx, w: HistoryWhere): Promise<number> {
  let query = tx.select({ n: count() }).from(s).$dynamic();
  if (w.needsUser) query = query.innerJoin(users, eq(users.id, s.userId));
  if (w.needsUsecase) query = query.innerJoin(usecases, usecaseJoin);
  const [row] = await query.where(w.where);
  return row?.n ?? 0;
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export type HistoryWhere = ReturnType<typeof historyWhere>;

/**
 * One page of history rows, newest first unless asked otherwise. The page's ids are chosen first on
 * the sessions alone (joined only as the filters need), so the (tenant_id, started_at, id) index is
 * walked in order and stops after the page; only those rows are then joined for their columns.
 */
export async function selectHistoryRows(
  tx: Tx,
  scope: TenantScope,
  w: Pick<HistoryWhere, 'where' | 'needsUser' | 'needsUsecase'>,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<HistoryRow[]> {
  const direction = page.order === 'asc' ? asc : desc;
  let ids = tx.select({ id: s.id }).from(s).$dynamic();
  if (w.needsUser) ids = ids.innerJoin(users, eq(users.id, s.userId));
  if (w.needsUsecase) ids = ids.innerJoin(usecases, usecaseJoin);
  const chosen = ids.where(w.where).orderBy(direction(s.startedAt), direction(s.id)).limit(page.limit).offset(page.offset).as('page');
  const rows = await tx
    .select({
      id: s.id,
      assessmentId: s.assessmentId,
      usecaseId: s.usecaseId,
      usecaseName: usecases.name,
      userId: s.userId,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      batchId: s.batchId,
      batchName: s.batchName,
      startedAt: s.startedAt,
      completedAt: s.completedAt,
      type: s.type,
      scripted: s.scripted,
      status: s.status,
      endedEarly: s.endedEarly,
      scoredAt: s.scoredAt,
      updatedAt: s.updatedAt,
      durationSeconds: s.durationSeconds,
      generatedScore: s.generatedScore,
      totalScore: s.totalScore,
      overallScore: s.overallScore,
      // The score fields only: the KPIs with their evidence stay in the row until the detail asks.
      fields: sql<unknown>`${s.score} - 'kpis' - 'unscriptedScore' - 'overall'`,
      comment: s.comment,
      commentedBy: s.commentedBy,
      commenterFirst: commenter.firstName,
      commenterLast: commenter.lastName,
      isReviewed: s.isReviewed,
      reviewedBy: s.reviewedBy,
      reviewerFirst: reviewer.firstName,
      reviewerLast: reviewer.lastName,
      reviewedAt: s.reviewedAt,
    })
    .from(chosen)
    .innerJoin(s, and(eq(s.tenantId, scope.tenantId), eq(s.id, chosen.id)))
    .innerJoin(users, eq(users.id, s.userId))
    .innerJoin(usecases, usecaseJoin)
    .leftJoin(commenter, eq(commenter.id, s.commentedBy))
    .leftJoin(reviewer, eq(reviewer.id, s.reviewedBy))
    .orderBy(direction(s.startedAt), direction(s.id));
  const reviewerRole = roleAtLeast(scope.role, 'mentor');
  return rows.map((r) => {
    const fields = scoreFields.safeParse(r.fields);
    const isOwn = r.userId === scope.userId;
    return {
      id: r.id,
      userSessionId: r.id,
      assessmentId: r.assessmentId,
      useCaseId: r.usecaseId,
      useCaseName: r.usecaseName,
      userId: r.userId,
      userName: fullName(r.first, r.last),
      email: r.email,
      batchId: r.batchId,
      batchName: r.batchName,
      sessionStartDateTime: r.startedAt.toISOString(),
      completedDateTime: r.completedAt?.toISOString() ?? null,
      type: r.type,
      scripted: r.scripted,
      status: r.status,
      practiceStatus: practiceStatusOf(r),
      duration: formatDuration(r.durationSeconds),
      durationSeconds: r.durationSeconds,
      generatedScore: r.generatedScore,
      totalScore: r.totalScore,
      score: r.overallScore,
      // The AHT column is the KPI's score, as the Score Summary shows it.
      ahtPercentage: fields.success ? fields.data.ahtScorePercentage : null,
      trainingScore: fields.success ? fields.data : null,
      comment: r.comment,
      commentedBy: r.commentedBy ? { userId: r.commentedBy, name: fullName(r.commenterFirst, r.commenterLast) } : null,
      isReviewed: r.isReviewed,
      reviewedBy: r.reviewedBy ? { userId: r.reviewedBy, name: fullName(r.reviewerFirst, r.reviewerLast) } : null,
      reviewedDateTime: r.reviewedAt?.toISOString() ?? null,
      isOwn,
      // Rows in a list are within the caller's reach; what is left is the role, ownership and the review state.
      canReview: reviewerRole && !isOwn && (!r.isReviewed || r.comment === null),
    };
  });
}
