import {
  DEFAULT_SCORE_BANDS,
  REVERSED_KPI_NAMES,
  SCORE_SUMMARY_ROWS,
  type KpiBandConfigRow,
  type KpiResultRow,
  type ScenarioScoreReply,
  type ScoreSummary,
  type ScoreSummaryRow,
} from '@switchboard/contracts';
import { bandOf } from '@switchboard/roleplay-engine';

type KpiName = KpiResultRow['kpiName'];

/**
 * Row order of the Score Summary tab: the openers and closer first, then the shared KPIs, then the type's
 * own measures. A call always lists its openers (roleplay.md §9); a chat lists them when they weigh in its
 * overall score, so every KPI that moves the overall score can be seen beside it.
 */
function rowsOf(type: 1 | 2, weighs: (name: KpiName) => boolean): KpiName[] {
  const voice = SCORE_SUMMARY_ROWS[2];
  const openers = voice.slice(0, 3);
  return type === 2
    ? [...openers, ...SCORE_SUMMARY_ROWS.common, ...voice.slice(3)]
    : [...openers.filter(weighs), ...SCORE_SUMMARY_ROWS.common, ...SCORE_SUMMARY_ROWS[1]];
}

/** AHT and idle are read as HH:MM:SS and dead air in seconds (roleplay.md §9): the seconds behind each. */
function secondsOf(kpi: KpiResultRow, score: ScenarioScoreReply): number | null {
  switch (kpi.kpiName) {
    case 'aht_score':
      // The handling time the AHT was measured on (never longer than the duration beside it).
      return score.timing.handlingSeconds;
    case 'idle_time':
      return score.idleTime;
    case 'deadair_score':
      return (
        Math.round(
          kpi.evidence.filter((e) => e.code === 'dead_air_pause').reduce((sum, e) => sum + Number(e.values.seconds ?? 0), 0) * 10,
        ) / 10
      );
    default:
      return null;
  }
}

/**
 * The Score Summary of a scored scripted session: the rows of its type (§9) with the stored values and
 * the group's current KPI bands (reversed for forbidden words and idle time), the overall and response
 * scores and the average response time.
 */
export function scoreSummaryOf(score: ScenarioScoreReply, bands: readonly KpiBandConfigRow[]): ScoreSummary {
  const type = score.type;
  const byName = new Map(score.kpis.map((k) => [k.kpiName, k]));
  const configured = (kpiName: string) => bands.find((b) => b.kpiName === kpiName && b.type === type && b.status);
  const weighs = (name: KpiName) => (byName.get(name)?.weight ?? 0) > 0;
  const rows: ScoreSummaryRow[] = rowsOf(type, weighs).flatMap((name) => {
    const kpi = byName.get(name);
    if (!kpi) return [];
    const config = configured(name);
    return [
      {
        kpiName: name,
        applicable: kpi.applicable,
        value: kpi.value,
        unit: kpi.unit,
        seconds: secondsOf(kpi, score),
        percent: kpi.percent,
        weight: kpi.weight,
        reversed: REVERSED_KPI_NAMES.includes(name),
        band: kpi.applicable ? bandOf(name, kpi.percent, bands, type) : null,
        bands: {
          lowScoreOne: { ...(config?.lowScoreOne ?? DEFAULT_SCORE_BANDS.lowScoreOne) },
          midScoreOne: { ...(config?.midScoreOne ?? DEFAULT_SCORE_BANDS.midScoreOne) },
          highScore: { ...(config?.highScore ?? DEFAULT_SCORE_BANDS.highScore) },
        },
      },
    ];
  });
  const response = byName.get('total_score');
  return {
    type,
    overall: { score: score.overAllScoreWeightage, band: bandOf('overall_weighted_score', score.overAllScoreWeightage, bands, type) },
    response: {
      generatedScore: score.generatedScore,
      totalScore: score.totalScore,
      percent: response?.percent ?? 0,
      band: response?.applicable ? bandOf('total_score', response.percent, bands, type) : null,
    },
    averageResponseSeconds: score.averageTime,
    timing: score.timing,
    rows,
    scoredDate: score.scoredDate,
  };
}
