/**
 * KPI names, weightages and colour bands (roleplay.md §3 KPI config, §9 bands; DESIGN §7).
 */

/** The kpiName list of roleplay.md §3, in the spec's order. */
export const KPI_NAMES = [
  'overall_weighted_score',
  'total_score',
  'disclaimer_score',
  'welcome_score',
  'closing_score',
  'accuracy_score',
  'compliance_score',
  'resolution_score',
  'aht_score',
  'deadair_score',
  'rate_of_speech_score',
  'empathy_score',
  'probing_score',
  'forbidden_words',
  'idle_time',
] as const;
export type KpiName = (typeof KPI_NAMES)[number];

/**
 * The chat score summary also shows typing speed and accuracy (roleplay.md §9), which the kpiName list
 * leaves out; they are scored and may be weighted, and are coloured with the default bands.
 */
export const TYPING_KPIS = ['typing_speed_score', 'typing_accuracy_score'] as const;
export type TypingKpi = (typeof TYPING_KPIS)[number];
export type KpiKey = KpiName | TypingKpi;

/** KPIs that feed the overall weighted score: every KPI but the two totals. */
export const WEIGHTED_KPIS = [...KPI_NAMES.filter((k) => k !== 'overall_weighted_score' && k !== 'total_score'), ...TYPING_KPIS] as Exclude<
  KpiKey,
  'overall_weighted_score' | 'total_score'
>[];
export type WeightedKpi = (typeof WEIGHTED_KPIS)[number];

/** Lower is better for these: their colours run the other way (roleplay.md §9). */
export const REVERSED_KPIS: readonly KpiKey[] = ['forbidden_words', 'idle_time'];

/** Roleplay types: 1 chat, 2 voice (roleplay.md §1). */
export type SessionType = 1 | 2;

/** Percent weight of each KPI in the overall score; missing KPIs weigh 0. */
export type Weightage = Partial<Record<WeightedKpi, number>>;

/**
 * Defaults per type, following the score summary rows (roleplay.md §9): voice weighs dead air and
 * rate of speech; chat weighs typing instead.
 */
export const DEFAULT_WEIGHTAGE: Record<SessionType, Weightage> = {
  // Chat weighs its openers and closer as voice does: a chat that never greets or closes is not a good chat.
  1: {
    accuracy_score: 20,
    compliance_score: 10,
    resolution_score: 15,
    aht_score: 5,
    welcome_score: 5,
    disclaimer_score: 5,
    closing_score: 5,
    empathy_score: 10,
    probing_score: 10,
    forbidden_words: 5,
    idle_time: 5,
    typing_accuracy_score: 3,
    typing_speed_score: 2,
  },
  2: {
    accuracy_score: 20,
    compliance_score: 10,
    resolution_score: 10,
    aht_score: 10,
    welcome_score: 5,
    disclaimer_score: 5,
    closing_score: 5,
    deadair_score: 5,
    rate_of_speech_score: 5,
    empathy_score: 10,
    probing_score: 5,
    forbidden_words: 5,
    idle_time: 5,
  },
};

export interface WeightageCheck {
  ok: boolean;
  total: number;
  problems: string[];
}

/** A weightage must give every KPI 0–100 and sum to exactly 100. */
export function validateWeightage(weightage: Weightage): WeightageCheck {
  const problems: string[] = [];
  let total = 0;
  for (const [kpi, value] of Object.entries(weightage) as [string, number | undefined][]) {
    if (!(WEIGHTED_KPIS as string[]).includes(kpi)) problems.push(`${kpi} is not a weighted KPI`);
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < 0 || value > 100) problems.push(`${kpi} must be between 0 and 100`);
    else total += value;
  }
  // Weightages are whole or decimal percentages; allow for floating-point sums such as 33.3 + 33.3 + 33.4.
  if (Math.abs(total - 100) > 1e-6) problems.push(`Weightages add up to ${Math.round(total * 100) / 100}, not 100`);
  return { ok: problems.length === 0, total, problems };
}

export interface BandRange {
  min: number;
  max: number;
}

/** One row of the feedback score configuration (roleplay.md §3), per KPI and roleplay type. */
export interface KpiBandConfig {
  kpiName: KpiName;
  type: SessionType;
  status: boolean;
  lowScoreOne: BandRange;
  midScoreOne: BandRange;
  highScore: BandRange;
}

/** low 0–35, mid 36–70, high 71–100 (roleplay.md §9). */
export const DEFAULT_BANDS: Pick<KpiBandConfig, 'lowScoreOne' | 'midScoreOne' | 'highScore'> = {
  lowScoreOne: { min: 0, max: 35 },
  midScoreOne: { min: 36, max: 70 },
  highScore: { min: 71, max: 100 },
};

export const defaultBandConfig = (type: SessionType): KpiBandConfig[] =>
  KPI_NAMES.map((kpiName) => ({ kpiName, type, status: true, ...structuredBands() }));
const structuredBands = () => ({
  lowScoreOne: { ...DEFAULT_BANDS.lowScoreOne },
  midScoreOne: { ...DEFAULT_BANDS.midScoreOne },
  highScore: { ...DEFAULT_BANDS.highScore },
});

/** Ranges must sit inside 0–100, each min ≤ max, in order low < mid < high without overlap. */
export function validateBandConfig(config: Pick<KpiBandConfig, 'lowScoreOne' | 'midScoreOne' | 'highScore'>): string[] {
  const problems: string[] = [];
  const ranges: [string, BandRange][] = [
    ['lowScoreOne', config.lowScoreOne],
    ['midScoreOne', config.midScoreOne],
    ['highScore', config.highScore],
  ];
  for (const [name, r] of ranges) {
    if (!Number.isFinite(r.min) || !Number.isFinite(r.max) || r.min < 0 || r.max > 100) problems.push(`${name} must lie within 0–100`);
    else if (r.min > r.max) problems.push(`${name} starts after it ends`);
  }
  if (config.lowScoreOne.max >= config.midScoreOne.min) problems.push('lowScoreOne must end before midScoreOne starts');
  if (config.midScoreOne.max >= config.highScore.min) problems.push('midScoreOne must end before highScore starts');
  return problems;
}

export type Band = 'low' | 'mid' | 'high';
/** What the colour says: good is green, fair amber, poor red. Reversed KPIs are good when low. */
export type Tone = 'good' | 'fair' | 'poor';

export interface BandResult {
  band: Band;
  tone: Tone;
}

/**
 * The band of a 0–100 value. Values between two configured ranges (35.5 with the defaults) go to the
 * range below unless they reach the next range's min, so every value gets a colour. For reversed KPIs
 * the bands are the same ranges but the colours swap: few forbidden words is 'low' and good.
 */
export function bandOf(kpi: KpiKey, value: number, configs: readonly KpiBandConfig[] = [], type: SessionType = 1): BandResult {
  const row = configs.find((c) => c.kpiName === kpi && c.type === type && c.status);
  const bands = row ?? DEFAULT_BANDS;
  const v = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  const band: Band = v >= bands.highScore.min ? 'high' : v >= bands.midScoreOne.min ? 'mid' : 'low';
  const reversed = REVERSED_KPIS.includes(kpi);
  const tone: Tone = band === 'mid' ? 'fair' : (band === 'high') !== reversed ? 'good' : 'poor';
  return { band, tone };
}
