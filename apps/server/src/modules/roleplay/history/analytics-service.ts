import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  HISTORY_DEFAULTS,
  HISTORY_MESSAGES,
  KPI_CONFIG_NAMES,
  PROGRESS_LIMITS,
  REVERSED_KPI_NAMES,
  REVIEWED_KPI_NAMES,
  STEP_KIND_KPI,
  TYPING_KPI_NAMES,
  type AgreementFigures,
  type AgreementQuery,
  type AgreementReply,
  type ProgressQuery,
  type ProgressReply,
} from '@switchboard/contracts';
import { selectRows, type Database } from '../../../platform/db/database.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { users } from '../../accounts/tables.js';
import { chatMessages, userSessions } from '../practice/tables.js';
import { usecases } from '../usecases/tables.js';
import { reachOf } from '../visibility.js';
import { historyWhere } from './history-rows.js';
import { checkEmployee } from './history-service.js';

const KPI_ORDER: readonly string[] = [...KPI_CONFIG_NAMES, ...TYPING_KPI_NAMES];
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

interface StoredKpi {
  kpiName: string;
  applicable: boolean;
  percent: number;
}
const isStoredKpi = (k: unknown): k is StoredKpi =>
  typeof k === 'object' && k !== null && typeof (k as StoredKpi).kpiName === 'string' && typeof (k as StoredKpi).percent === 'number';

/**
 * GET interaction/progress: an advisor's scored sessions oldest first (the latest PROGRESS_LIMITS.maxPoints),
 * each KPI's 0–100 value per session, and per KPI the first, last, average and change — the caller's
 * own, or someone they may see (DESIGN §4).
 */
export function advisorProgress(db: Database, scope: TenantScope, q: ProgressQuery): Promise<ProgressReply> {
  return db.run(scope, async (tx) => {
    const reach = await reachOf(tx, scope);
    const target = (await checkEmployee(tx, scope, reach, q.userId, HISTORY_MESSAGES.fetchKpisFailed)) ?? scope.userId;
    const [person] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, target));
    const w = historyWhere(scope, reach, {
      startDate: q.startDate,
      endDate: q.endDate,
      type: q.type,
      userId: target,
      usecaseId: q.useCaseId === HISTORY_DEFAULTS.allUsecases ? null : q.useCaseId,
    });
    const s = userSessions;
    const rows = await tx
      .select({
        id: s.id,
        startedAt: s.startedAt,
        usecaseId: s.usecaseId,
        usecaseName: usecases.name,
        type: s.type,
        overall: s.overallScore,
        kpis: sql<unknown>`${s.score}->'kpis'`,
      })
      .from(s)
      .innerJoin(usecases, and(eq(usecases.tenantId, s.tenantId), eq(usecases.id, s.usecaseId)))
      .where(and(w.where, isNotNull(s.scoredAt), isNotNull(s.overallScore)))
      .orderBy(desc(s.startedAt), desc(s.id))
      .limit(PROGRESS_LIMITS.maxPoints);
    const points = rows.reverse().map((r) => {
      const values: Record<string, number> = {};
      for (const k of Array.isArray(r.kpis) ? r.kpis : []) if (isStoredKpi(k) && k.applicable) values[k.kpiName] = k.percent;
      return {
        userSessionId: r.id,
        sessionStartDateTime: r.startedAt.toISOString(),
        useCaseId: r.usecaseId,
        useCaseName: r.usecaseName,
        type: r.type,
        overall: r.overall ?? 0,
        values,
      };
    });
    const kpis = KPI_ORDER.filter((k) => points.some((p) => p.values[k] !== undefined)) as ProgressReply['kpis'];
    const trendOf = (kpiName: ProgressReply['trends'][number]['kpiName'], series: number[]) => ({
      kpiName,
      sessions: series.length,
      first: series[0]!,
      last: series[series.length - 1]!,
      average: round(series.reduce((a, b) => a + b, 0) / series.length),
      change: round(series[series.length - 1]! - series[0]!),
      reversed: REVERSED_KPI_NAMES.includes(kpiName),
    });
    const trends =
      points.length === 0
        ? []
        : [
            trendOf(
              'overall',
              points.map((p) => p.overall),
            ),
            ...kpis.map((k) =>
              trendOf(
                k,
                points.flatMap((p) => (p.values[k] === undefined ? [] : [p.values[k]])),
              ),
            ),
          ];
    return { userId: target, userName: person ? `${person.first} ${person.last}`.trim() : '', kpis, points, trends };
  });
}

interface AgreementRow {
  kpi: string | null;
  usecase_id: string | null;
  usecase_name: string | null;
  by_kpi: number;
  by_usecase: number;
  sessions: number;
  scored: number;
  changed: number;
  abs_sum: number | null;
  signed_sum: number | null;
  raised: number;
  lowered: number;
}

const figuresOf = (r: AgreementRow): AgreementFigures => ({
  reviewedSessions: Number(r.sessions),
  scoredMessages: Number(r.scored),
  changedMessages: Number(r.changed),
  changeRatePercent: Number(r.scored) > 0 ? round((100 * Number(r.changed)) / Number(r.scored), 1) : null,
  meanAbsoluteChange: Number(r.changed) > 0 ? round(Number(r.abs_sum) / Number(r.changed)) : null,
  meanSignedChange: Number(r.changed) > 0 ? round(Number(r.signed_sum) / Number(r.changed)) : null,
  raised: Number(r.raised),
  lowered: Number(r.lowered),
});
const EMPTY: AgreementRow = {
  kpi: null,
  usecase_id: null,
  usecase_name: null,
  by_kpi: 1,
  by_usecase: 1,
  sessions: 0,
  scored: 0,
  changed: 0,
  abs_sum: null,
  signed_sum: null,
  raised: 0,
  lowered: 0,
};

/** The KPI of a stored step kind, as SQL (constants from STEP_KIND_KPI; an unknown kind counts as accuracy). */
const kpiOfStepKind = sql.raw(
  `case m.step_kind ${Object.entries(STEP_KIND_KPI)
    .map(([kind, kpi]) => `when '${kind}' then '${kpi}'`)
    .join(' ')} else 'accuracy_score' end`,
);

/**
 * GET interaction/agreement (guardian and above): the engine's per-message scores in reviewed sessions
 * that started in the range, and how reviewers changed them — per KPI, per use case and both, in one
 * grouping-sets pass over the group's sessions (scope first: the tenant's rows only).
 */
export function reviewerAgreement(db: Database, scope: TenantScope, q: AgreementQuery): Promise<AgreementReply> {
  return db.run(scope, async (tx) => {
    const w = historyWhere(
      scope,
      { kind: 'tenant' },
      {
        startDate: q.startDate,
        endDate: q.endDate,
        type: q.type,
        usecaseId: q.useCaseId === HISTORY_DEFAULTS.allUsecases ? null : q.useCaseId,
        isReviewed: true,
      },
    );
    const s = userSessions;
    const m = sql.raw('m');
    const rows = await selectRows<AgreementRow>(
      tx,
      sql`select ${kpiOfStepKind} as kpi, ${s.usecaseId} as usecase_id, ${usecases.name} as usecase_name,
          grouping(${kpiOfStepKind})::int as by_kpi, grouping(${s.usecaseId})::int as by_usecase,
          count(distinct ${s.id})::int as sessions, count(*)::int as scored,
          count(*) filter (where ${m}.score <> ${m}.engine_score)::int as changed,
          sum(abs(${m}.score - ${m}.engine_score)) filter (where ${m}.score <> ${m}.engine_score)::float8 as abs_sum,
          sum(${m}.score - ${m}.engine_score) filter (where ${m}.score <> ${m}.engine_score)::float8 as signed_sum,
          count(*) filter (where ${m}.score > ${m}.engine_score)::int as raised,
          count(*) filter (where ${m}.score < ${m}.engine_score)::int as lowered
        from ${s}
        join ${chatMessages} ${m} on ${m}.tenant_id = ${s.tenantId} and ${m}.user_session_id = ${s.id}
        join ${usecases} on ${usecases.tenantId} = ${s.tenantId} and ${usecases.id} = ${s.usecaseId}
        where ${w.where} and ${m}.is_score_editable and ${m}.score is not null and ${m}.engine_score is not null
        group by grouping sets ((${kpiOfStepKind}, ${s.usecaseId}, ${usecases.name}), (${kpiOfStepKind}), (${s.usecaseId}, ${usecases.name}), ())`,
    );
    const totals = rows.find((r) => r.by_kpi === 1 && r.by_usecase === 1) ?? EMPTY;
    const kpiRank = (k: string | null) => REVIEWED_KPI_NAMES.indexOf(k as (typeof REVIEWED_KPI_NAMES)[number]);
    const byKpi = rows
      .filter((r) => r.by_kpi === 0 && r.by_usecase === 1)
      .sort((a, b) => kpiRank(a.kpi) - kpiRank(b.kpi))
      .map((r) => ({ kpiName: r.kpi as (typeof REVIEWED_KPI_NAMES)[number], ...figuresOf(r) }));
    const byUsecase = rows
      .filter((r) => r.by_kpi === 1 && r.by_usecase === 0)
      .sort((a, b) => Number(b.changed) - Number(a.changed) || (a.usecase_name ?? '').localeCompare(b.usecase_name ?? ''))
      .map((r) => ({ useCaseId: r.usecase_id!, useCaseName: r.usecase_name ?? '', ...figuresOf(r) }));
    const cells = rows
      .filter((r) => r.by_kpi === 0 && r.by_usecase === 0)
      .sort((a, b) => (a.usecase_id ?? '').localeCompare(b.usecase_id ?? '') || kpiRank(a.kpi) - kpiRank(b.kpi))
      .map((r) => ({ kpiName: r.kpi as (typeof REVIEWED_KPI_NAMES)[number], useCaseId: r.usecase_id!, ...figuresOf(r) }));
    return { startDate: q.startDate ?? null, endDate: q.endDate ?? null, totals: figuresOf(totals), byKpi, byUsecase, cells };
  });
}
