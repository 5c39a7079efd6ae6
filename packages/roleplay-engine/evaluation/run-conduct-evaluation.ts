/**
 * The rudeness and blame detector measured on labelled advisor messages (evaluation/conduct/<locale>.json):
 * rude and blaming lines must be flagged; curt-but-fine, polite and empathic lines must not.
 *
 * Each line carries a scenario id shared by its translations in the other languages ("blame-03" is the same
 * situation everywhere). The split into a development half (used to choose cues and rules) and a held-out
 * half (reported untouched) hashes that id, so a scenario is held out in every language at once and a cue
 * chosen on one language's wording cannot have seen the held-out scenario in another.
 * Run: `npx tsx packages/roleplay-engine/evaluation/run-conduct-evaluation.ts [--dev]` (--dev lists the
 * development half's mistakes; the held-out half is only ever summarised).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectBehaviour } from '../src/persona/behaviour.js';
import { fnv1a } from './run-evaluation.js';

export const CONDUCT_LABELS = ['rude', 'blame', 'curt', 'polite', 'empathic'] as const;
export type ConductLabel = (typeof CONDUCT_LABELS)[number];
const HOSTILE: ReadonlySet<ConductLabel> = new Set(['rude', 'blame']);

export interface ConductLine {
  id: string;
  label: ConductLabel;
  text: string;
}

export interface ConductFigures {
  total: number;
  precision: number;
  recall: number;
  /** Lines the detector got wrong: a missed hostile line or a flagged civil one. */
  mistakes: { id: string; label: ConductLabel; text: string; flagged: boolean }[];
}

export interface ConductReport {
  locale: string;
  dev: ConductFigures;
  heldOut: ConductFigures;
}

const SETS = join(dirname(fileURLToPath(import.meta.url)), 'conduct');

export const isConductHeldOut = (line: Pick<ConductLine, 'id'>) => fnv1a(line.id) % 2 === 1;

export function readConductSets(dir = SETS): Map<string, ConductLine[]> {
  const sets = new Map<string, ConductLine[]>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort())
    sets.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as ConductLine[]);
  return sets;
}

export const isHostileReading = (text: string, locale: string) => {
  const { behaviour } = detectBehaviour(text, locale);
  return behaviour === 'rude' || behaviour === 'blame';
};

function figures(lines: ConductLine[], locale: string): ConductFigures {
  let truePositives = 0;
  let flaggedCount = 0;
  let hostileCount = 0;
  const mistakes: ConductFigures['mistakes'] = [];
  for (const line of lines) {
    const hostile = HOSTILE.has(line.label);
    const flagged = isHostileReading(line.text, locale);
    if (hostile) hostileCount++;
    if (flagged) flaggedCount++;
    if (hostile && flagged) truePositives++;
    if (hostile !== flagged) mistakes.push({ ...line, flagged });
  }
  return {
    total: lines.length,
    // A detector that flags nothing is precise by convention and caught by its recall.
    precision: flaggedCount > 0 ? truePositives / flaggedCount : 1,
    recall: hostileCount > 0 ? truePositives / hostileCount : 1,
    mistakes,
  };
}

export function runConductEvaluation(sets = readConductSets()): ConductReport[] {
  return [...sets].map(([locale, lines]) => ({
    locale,
    dev: figures(
      lines.filter((l) => !isConductHeldOut(l)),
      locale,
    ),
    heldOut: figures(lines.filter(isConductHeldOut), locale),
  }));
}

const pct = (x: number) => x.toFixed(3);

export function formatConductReport(reports: ConductReport[], showDevMistakes = false): string {
  const lines = ['locale   dev n  P      R      | held-out n  P      R'];
  for (const r of reports) {
    lines.push(
      `${r.locale.padEnd(8)} ${String(r.dev.total).padStart(5)}  ${pct(r.dev.precision)}  ${pct(r.dev.recall)}  | ${String(r.heldOut.total).padStart(10)}  ${pct(r.heldOut.precision)}  ${pct(r.heldOut.recall)}`,
    );
    if (showDevMistakes)
      for (const m of r.dev.mistakes) lines.push(`    ${m.flagged ? 'FALSE ALARM' : 'MISSED     '} ${m.id.padEnd(12)} ${m.text}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.stdout.write(`${formatConductReport(runConductEvaluation(), process.argv.includes('--dev'))}\n`);
