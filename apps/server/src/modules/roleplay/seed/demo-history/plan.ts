import { HISTORY_DEFAULTS } from '@switchboard/contracts';
import type { Level } from './advisor-lines.js';
import type { Rng } from './random.js';

/**
 * The demo group's practice over the last four weeks, decided before anything is written: who
 * practised which set when, how each attempt ended, and which ones the mentor reviewed. Pure and
 * seeded, so every first start plans the same history.
 */

export const DAY_MS = 86_400_000;
/** The history's seed: change it and every first start tells another (equally believable) story. */
export const HISTORY_SEED = 2_211;
/** Each demo hero's usual level and number of sets, in the order of DEMO_HERO_EMAILS. */
export const PROFILES: readonly PlannedAdvisor[] = [
  { level: 'steady', sets: 3 },
  { level: 'strong', sets: 2 },
  { level: 'struggling', sets: 3 },
  { level: 'steady', sets: 2 },
];

const HISTORY_DAYS = 27;

/** The practice sets an advisor can start in the demo group (library keys, as the batches hold them). */
export const SETS = {
  chat: { batch: 'Chat Foundations — Cohort 12', pick: 3, keys: ['billing-dispute', 'password-reset', 'address-change', 'refund-request'] },
  voice: { batch: 'Voice Readiness — Cohort 12', pick: 2, keys: ['cancellation-retention', 'plan-upgrade'] },
  /** A language-free roleplay an advisor takes from the library on their own. */
  library: { batch: null, pick: 1, keys: ['technical-fault-triage'] },
} as const;
export type SetKind = keyof typeof SETS;

/**
 * How an attempt ends: finished and scored; hung up part-way (ended early, scored, shown as abandoned);
 * left open days ago (abandoned); started today and not finished (in progress).
 */
export type Outcome = 'finished' | 'hung-up' | 'left' | 'in-progress';

export interface PlannedSession {
  key: string;
  level: Level;
  outcome: Outcome;
  /** Replies before an unfinished attempt stops. */
  stopAfter: number;
  review: 'none' | 'comment' | 'edit-and-comment';
}

export interface PlannedSet {
  advisor: number;
  kind: SetKind;
  startAt: number;
  /** The set's roleplays in order; the sessions played are the first of them. */
  keys: string[];
  sessions: PlannedSession[];
}

export interface PlannedAdvisor {
  level: Level;
  sets: number;
}

const shuffled = <T>(items: readonly T[], rng: Rng): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/**
 * An attempt left open is shown as abandoned only once it has been idle for the abandonment window; a
 * set started more recently (yesterday afternoon, seen just after midnight) would still read as in
 * progress, so its attempts that stop part-way hang up instead. The roll is drawn the same either way,
 * so the rest of the plan does not change with the time of day.
 */
function outcomeOf(rng: Rng, ageMs: number): Outcome {
  const roll = rng.next();
  if (roll >= 0.13) return 'finished';
  const leftReadsAbandoned = ageMs > HISTORY_DEFAULTS.abandonedAfterHours * 3_600_000 + 2 * 3_600_000;
  return roll < 0.07 && leftReadsAbandoned ? 'left' : 'hung-up';
}

/**
 * A working-hours start on a distinct day for each of `count` sets: the latest within the last four
 * days (the history list opens on the last five), the others spread over the four weeks before.
 */
function startTimes(count: number, now: number, rng: Rng): number[] {
  const recent = rng.int(1, 4);
  const earlier = shuffled(
    Array.from({ length: HISTORY_DAYS - 5 }, (_, i) => i + 6),
    rng,
  ).slice(0, count - 1);
  const startOfToday = now - (now % DAY_MS);
  return [recent, ...earlier].map((d) => startOfToday - d * DAY_MS + rng.int(9 * 60, 16 * 60) * 60_000).sort((a, b) => a - b);
}

/**
 * Every advisor's sets, oldest first. The first advisor (the demo hero) also has a chat set started
 * forty minutes ago and not finished, so their Assigned and History pages show one in progress.
 */
export function planHistory(advisors: readonly PlannedAdvisor[], now: number, rng: Rng): PlannedSet[] {
  const sets: PlannedSet[] = [];
  advisors.forEach((advisor, index) => {
    const kinds: SetKind[] = (['chat', 'voice', 'library', 'chat', 'voice'] as const).slice(0, advisor.sets);
    const times = startTimes(kinds.length, now, rng);
    shuffled(kinds, rng).forEach((kind, i) => {
      const set = SETS[kind];
      const sessions: PlannedSession[] = [];
      const keys = shuffled(set.keys, rng).slice(0, set.pick);
      for (const key of keys) {
        const outcome = outcomeOf(rng, now - times[i]!);
        const reviewed = outcome === 'finished' && rng.next() < 0.6;
        sessions.push({
          key,
          level: advisor.level,
          outcome,
          stopAfter: rng.int(2, 4),
          review: !reviewed ? 'none' : rng.next() < 0.65 ? 'edit-and-comment' : 'comment',
        });
        // Someone who left or hung up does not start the rest of the set.
        if (outcome !== 'finished') break;
      }
      sets.push({ advisor: index, kind, startAt: times[i]!, keys, sessions });
    });
  });
  if (advisors.length > 0) {
    const keys = shuffled(SETS.chat.keys, rng).slice(0, SETS.chat.pick);
    const [first, second] = keys;
    sets.push({
      advisor: 0,
      kind: 'chat',
      startAt: now - 40 * 60_000,
      keys,
      sessions: [
        { key: first!, level: advisors[0]!.level, outcome: 'finished', stopAfter: 0, review: 'none' },
        { key: second!, level: advisors[0]!.level, outcome: 'in-progress', stopAfter: 3, review: 'none' },
      ],
    });
  }
  return sets.sort((a, b) => a.startAt - b.startAt);
}
