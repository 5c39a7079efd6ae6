import type { ProgressReply } from '@switchboard/contracts';
import type { TrendPoint } from './trend-chart';

export type Trend = ProgressReply['trends'][number];
export type Direction = 'better' | 'worse' | 'flat';

/** Changes smaller than this many points of the 0–100 scale read as flat. */
export const FLAT_WITHIN = 1;

/** Whether a change is an improvement: up for most KPIs, down for forbidden words and idle time. */
export function directionOf(trend: Pick<Trend, 'change' | 'reversed'>): Direction {
  if (Math.abs(trend.change) < FLAT_WITHIN) return 'flat';
  return trend.change > 0 !== trend.reversed ? 'better' : 'worse';
}

/** The points of one KPI ('overall' for the overall score), oldest first, skipping sessions it did not apply to. */
export function seriesOf(reply: Pick<ProgressReply, 'points'>, kpi: string): TrendPoint[] {
  return reply.points.flatMap((p) => {
    const value = kpi === 'overall' ? p.overall : p.values[kpi];
    return value === undefined ? [] : [{ at: p.sessionStartDateTime, value }];
  });
}
