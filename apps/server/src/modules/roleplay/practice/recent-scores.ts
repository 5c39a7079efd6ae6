import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { RecentScore, ScenarioScoreReply } from '@switchboard/contracts';
import type { Database } from '../../../platform/db/database.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { usecases } from '../usecases/tables.js';
import { userSessions } from './tables.js';

type OverallScore = ScenarioScoreReply['overall'];

/**
 * The caller's own latest scored sessions, newest first (the dashboard's Roleplay widget). Only the
 * caller's rows: reviewing other people's sessions is the interaction history's job.
 */
export function recentScores(db: Database, scope: TenantScope, size: number): Promise<RecentScore[]> {
  // One statement: one round trip on PostgreSQL (the dashboard's Roleplay card asks on every load).
  return db.read(scope, async (tx) => {
    const rows = await tx
      .select({
        userSessionId: userSessions.id,
        usecaseId: userSessions.usecaseId,
        name: usecases.name,
        type: userSessions.type,
        // Only the overall figure: the whole stored score (every KPI and turn) is large to read and parse.
        overall: sql<OverallScore | null>`${userSessions.score}->'overall'`,
        scoredAt: userSessions.scoredAt,
      })
      .from(userSessions)
      .innerJoin(usecases, and(eq(usecases.tenantId, userSessions.tenantId), eq(usecases.id, userSessions.usecaseId)))
      .where(and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.userId, scope.userId), isNotNull(userSessions.scoredAt)))
      .orderBy(desc(userSessions.scoredAt), desc(userSessions.id))
      .limit(size);
    return rows.flatMap((row) =>
      row.overall && row.scoredAt
        ? [
            {
              userSessionId: row.userSessionId,
              usecaseId: row.usecaseId,
              name: row.name,
              type: row.type,
              overallScore: row.overall.score,
              level: row.overall.level,
              band: row.overall.band,
              scoredDate: row.scoredAt.toISOString(),
            },
          ]
        : [],
    );
  });
}
