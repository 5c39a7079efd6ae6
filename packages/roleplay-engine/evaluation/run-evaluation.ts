/**
 * The answer matcher measured on labelled replies written by people who never saw its fixtures
 * (evaluation/sets/<locale>.json, read as they are, whatever locales are there).
 *
 * Each locale's set is split in two by a hash of the reply: weights are chosen on the tuning half only,
 * and precision and recall are reported on the held-out half the choice never saw. The decision itself
 * uses each roleplay's own threshold, as advisors meet it. Run: `npx tsx packages/roleplay-engine/evaluation/run-evaluation.ts`;
 * add `--outside` to judge the outside set (evaluation/outside) with the weights chosen here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLEPLAY_LIBRARY } from '../../../apps/server/src/modules/roleplay/seed/library/index.js';
import { matchAnswer, type MatchResult, type MatchWeights } from '../src/matching/match-answer.js';
import { DEFAULT_MATCH_WEIGHTS } from '../src/matching/similarity.js';

export interface LabelledReply {
  roleplay: string;
  step: string;
  language: string;
  reply: string;
  expected: 'match' | 'refuse';
  kind: string;
  /**
   * "tuning": written after the held-out half was first reported, to widen error analysis; such a reply
   * is never held out, so adding it cannot change what the held-out half is.
   */
  split?: 'tuning';
}

export interface Figures {
  total: number;
  precision: number;
  recall: number;
  /** Wrong-fact and prohibited replies the matcher accepted (must be 0). */
  acceptedHarmful: number;
  /** kind → [right, total] */
  byKind: Record<string, [number, number]>;
}

export interface LocaleReport {
  locale: string;
  /** Replies whose roleplay, language version or step the library does not have. */
  unresolved: number;
  tuning: Figures;
  heldOut: Figures;
  weights: MatchWeights;
}

const SETS = join(dirname(fileURLToPath(import.meta.url)), 'sets');
const OUTSIDE = join(dirname(fileURLToPath(import.meta.url)), 'outside');
const HARMFUL = new Set(['wrong_fact', 'prohibited']);

/** FNV-1a: a stable split that does not depend on the order of the file. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
export const isHeldOut = (entry: LabelledReply) => entry.split !== 'tuning' && fnv1a(`${entry.language}\n${entry.reply}`) % 2 === 1;

export function readSets(dir = SETS): Map<string, LabelledReply[]> {
  const sets = new Map<string, LabelledReply[]>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const entries = JSON.parse(readFileSync(join(dir, file), 'utf8')) as LabelledReply[];
    sets.set(file.replace(/\.json$/, ''), Array.isArray(entries) ? entries : []);
  }
  return sets;
}

interface Case {
  entry: LabelledReply;
  answers: string[];
  keyPoints?: string[];
  mustNot?: string[];
  context: string[];
  /** What the advisor is briefed on: the customer's issue. */
  situation: string[];
  customerName: string;
  threshold: number;
}

function resolve(entry: LabelledReply): Case | null {
  const roleplay = ROLEPLAY_LIBRARY.find((r) => r.key === entry.roleplay);
  const variant = roleplay?.variants[entry.language as keyof typeof roleplay.variants];
  const step = variant?.steps?.find((s) => s.id === entry.step);
  if (!roleplay || !step) return null;
  // What the customer said and holds: a reply may read it back, and must read it back right.
  const context = [
    ...(variant!.steps ?? []).flatMap((s) => s.customerLines),
    ...(variant!.customerFacts ?? []).map((f) => f.value),
    variant!.customerAddress ?? '',
    variant!.customerName,
  ];
  return {
    entry,
    answers: step.recommendedAnswers,
    keyPoints: step.keyPoints,
    mustNot: step.mustNot,
    context,
    situation: [variant!.customerIssueDescription],
    customerName: variant!.customerName,
    threshold: roleplay.threshold,
  };
}

function judge(c: Case, weights: Partial<MatchWeights>): MatchResult {
  return matchAnswer(c.entry.reply, c.answers, {
    threshold: c.threshold,
    language: c.entry.language,
    keyPoints: c.keyPoints,
    mustNot: c.mustNot,
    context: c.context,
    situation: c.situation,
    customerName: c.customerName,
    weights,
  });
}

export function figures(cases: Case[], weights: Partial<MatchWeights>): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let acceptedHarmful = 0;
  const byKind: Record<string, [number, number]> = {};
  for (const c of cases) {
    const matched = judge(c, weights).matched;
    const shouldMatch = c.entry.expected === 'match';
    if (matched && shouldMatch) tp++;
    else if (matched) fp++;
    else if (shouldMatch) fn++;
    if (matched && HARMFUL.has(c.entry.kind)) acceptedHarmful++;
    const k = (byKind[c.entry.kind] ??= [0, 0]);
    k[1]++;
    if (matched === shouldMatch) k[0]++;
  }
  return {
    total: cases.length,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    acceptedHarmful,
    byKind,
  };
}

const CALIBRATIONS = [0.5, 0.6, 0.8];
const POINT_COVERAGES = [0.2, 0.25, 0.3, 0.4, 0.5];

/** The candidates the tuning half chooses among first. */
function* grid(): Generator<MatchWeights> {
  for (const calibration of CALIBRATIONS)
    for (const beta of [2, 4])
      for (const contradictionShare of [0.25])
        for (const pointCoverage of POINT_COVERAGES)
          for (const pointsForgiven of [0, 1])
            yield { ...DEFAULT_MATCH_WEIGHTS, calibration, beta, contradictionShare, pointCoverage, pointsForgiven };
}

const SHARED_FRAME_DISCOUNT = 1;

const around = (values: number[], value: number) => values.filter((_, i) => Math.abs(i - values.indexOf(value)) <= 1);

/**
 * Then the shared-frame discount, tried around the first choice only (its calibration and point coverage
 * and their neighbours): a second dimension across the whole grid would double the evaluation's time.
 */
function* discountedAround(chosen: MatchWeights): Generator<MatchWeights> {
  for (const calibration of around(CALIBRATIONS, chosen.calibration))
    for (const pointCoverage of around(POINT_COVERAGES, chosen.pointCoverage))
      yield { ...chosen, calibration, pointCoverage, sharedFrameDiscount: SHARED_FRAME_DISCOUNT };
}

const better = (a: number[], b: number[]) => {
  const i = a.findIndex((v, j) => v !== b[j]);
  return i >= 0 && a[i]! > b[i]!;
};

/** The best weights on these cases: no harmful reply accepted, then the higher of min(P, R), then F1. */
export function tune(cases: Case[]): MatchWeights {
  let best: { weights: MatchWeights; key: number[] } | null = null;
  const consider = (weights: MatchWeights) => {
    const f = figures(cases, weights);
    const key = [-f.acceptedHarmful, Math.min(f.precision, f.recall), (2 * f.precision * f.recall) / (f.precision + f.recall || 1)];
    if (!best || better(key, best.key)) best = { weights, key };
  };
  for (const weights of grid()) consider(weights);
  for (const weights of discountedAround(best!.weights)) consider(weights);
  return best!.weights;
}

export function runEvaluation(dir = SETS): LocaleReport[] {
  const steps = evaluationSteps(dir);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * runEvaluation that lets the event loop run between languages: a whole evaluation takes over a minute,
 * longer than a test worker may leave its runner unanswered.
 */
export async function runEvaluationYielding(dir = SETS): Promise<LocaleReport[]> {
  const steps = evaluationSteps(dir);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The evaluation, pausing after each language's weights are chosen. */
function* evaluationSteps(dir: string): Generator<void, LocaleReport[]> {
  const sets = readSets(dir);
  const resolved = new Map<string, { cases: Case[]; unresolved: number }>();
  for (const [locale, entries] of sets) {
    const cases = entries.map(resolve);
    resolved.set(locale, { cases: cases.filter((c): c is Case => c !== null), unresolved: cases.filter((c) => c === null).length });
  }
  // Weights are per language, so the two Spanish sets tune one Spanish choice together.
  const byLanguage = new Map<string, Case[]>();
  for (const { cases } of resolved.values()) {
    for (const c of cases.filter((x) => !isHeldOut(x.entry))) {
      const base = c.entry.language.slice(0, 2).toLowerCase();
      byLanguage.set(base, [...(byLanguage.get(base) ?? []), c]);
    }
  }
  const chosen = new Map<string, MatchWeights>();
  for (const [base, cases] of byLanguage) {
    chosen.set(base, tune(cases));
    yield;
  }
  return [...resolved].map(([locale, { cases, unresolved }]) => {
    const weights = chosen.get(locale.slice(0, 2).toLowerCase()) ?? DEFAULT_MATCH_WEIGHTS;
    return {
      locale,
      unresolved,
      weights,
      tuning: figures(
        cases.filter((c) => !isHeldOut(c.entry)),
        weights,
      ),
      heldOut: figures(
        cases.filter((c) => isHeldOut(c.entry)),
        weights,
      ),
    };
  });
}

export const TARGET = { precision: 0.9, recall: 0.9 } as const;

export function formatReport(reports: LocaleReport[]): string {
  const lines = [
    'locale  held-out  precision  recall  harmful-accepted  tuning P/R   weights (calibration, beta, contradiction, points, forgiven, shared frame)  unresolved',
  ];
  for (const r of reports) {
    const ok = r.heldOut.precision >= TARGET.precision && r.heldOut.recall >= TARGET.recall && r.heldOut.acceptedHarmful === 0;
    lines.push(
      [
        r.locale.padEnd(7),
        String(r.heldOut.total).padStart(8),
        r.heldOut.precision.toFixed(3).padStart(10),
        r.heldOut.recall.toFixed(3).padStart(7),
        String(r.heldOut.acceptedHarmful).padStart(17),
        `${r.tuning.precision.toFixed(2)}/${r.tuning.recall.toFixed(2)}`.padStart(12),
        `  ${r.weights.calibration}, ${r.weights.beta}, ${r.weights.contradictionShare}, ${r.weights.pointCoverage}, ${r.weights.pointsForgiven}, ${r.weights.sharedFrameDiscount}`.padEnd(
          66,
        ),
        String(r.unresolved).padStart(10),
        ok ? '' : '  below target',
      ].join(' '),
    );
  }
  lines.push('', 'held-out right/total by kind:');
  for (const r of reports) {
    lines.push(
      `  ${r.locale}: ${Object.entries(r.heldOut.byKind)
        .map(([k, [right, total]]) => `${k} ${right}/${total}`)
        .join(', ')}`,
    );
  }
  return lines.join('\n');
}

export interface OutsideReport {
  locale: string;
  unresolved: number;
  weights: MatchWeights;
  figures: Figures;
}

/**
 * The outside set (evaluation/outside/<locale>.json): replies written by someone who never saw the matcher,
 * its fixtures or the tuning sets. All of it is held out: it is judged with the weights the tuning halves
 * chose for its language and each roleplay's own threshold, and nothing is ever chosen on it.
 */
export function runOutside(dir = OUTSIDE, tuned: LocaleReport[] = runEvaluation()): OutsideReport[] {
  const chosen = new Map(tuned.map((r) => [r.locale.slice(0, 2).toLowerCase(), r.weights]));
  return [...readSets(dir)].map(([locale, entries]) => {
    const cases = entries.map(resolve);
    const resolved = cases.filter((c): c is Case => c !== null);
    const weights = chosen.get(locale.slice(0, 2).toLowerCase()) ?? DEFAULT_MATCH_WEIGHTS;
    return { locale, unresolved: cases.length - resolved.length, weights, figures: figures(resolved, weights) };
  });
}

export function formatOutside(reports: OutsideReport[]): string {
  const lines = ['outside set, all held out', 'locale   replies  precision  recall  harmful-accepted  unresolved'];
  for (const { locale, unresolved, figures: f } of reports) {
    const ok = f.precision >= TARGET.precision && f.recall >= TARGET.recall && f.acceptedHarmful === 0;
    lines.push(
      [
        locale.padEnd(7),
        String(f.total).padStart(8),
        f.precision.toFixed(3).padStart(10),
        f.recall.toFixed(3).padStart(7),
        String(f.acceptedHarmful).padStart(17),
        String(unresolved).padStart(11),
        ok ? '' : '  below target',
      ].join(' '),
    );
  }
  lines.push('', 'right/total by kind:');
  for (const r of reports) {
    lines.push(
      `  ${r.locale}: ${Object.entries(r.figures.byKind)
        .map(([k, [right, total]]) => `${k} ${right}/${total}`)
        .join(', ')}`,
    );
  }
  return lines.join('\n');
}

/**
 * The tuning half's wrong decisions, for error analysis. There is deliberately no way to list the
 * held-out half's: its figures stay honest only while nobody reads its misses.
 */
export function tuningMisses(locale: string, dir = SETS): string[] {
  const report = runEvaluation(dir).find((r) => r.locale === locale);
  const entries = readSets(dir).get(locale) ?? [];
  if (!report) return [];
  return entries
    .map(resolve)
    .filter((c): c is Case => c !== null && !isHeldOut(c.entry))
    .flatMap((c) => {
      const result = judge(c, report.weights);
      if (result.matched === (c.entry.expected === 'match')) return [];
      const why = result.reasons.map((r) => JSON.stringify(r)).join(' ');
      return [
        `${c.entry.expected} ${c.entry.kind} ${c.entry.roleplay}/${c.entry.step} ${result.similarity.toFixed(2)} ${why}\n    ${c.entry.reply}`,
      ];
    });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--tuning-misses');
  const locale = at >= 0 ? process.argv[at + 1] : undefined;
  if (process.argv.includes('--outside')) process.stdout.write(`${formatOutside(runOutside())}\n`);
  else process.stdout.write(locale ? `${tuningMisses(locale).join('\n')}\n` : `${formatReport(runEvaluation())}\n`);
}
