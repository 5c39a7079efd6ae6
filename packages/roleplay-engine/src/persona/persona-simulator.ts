import { baseLanguage, findPhrases, foldText } from '../lexicons/phrase-finder.js';
import { LABEL_STOP_WORDS, PERSONA_LINES, TOPIC_WORDS, type PersonaLines } from './persona-lines.js';

/**
 * The built-in customer for unscripted roleplays when no LLM is configured (DESIGN §7). It is
 * grounded on the use case's persona: it answers probing questions only from those facts (never
 * invents an account number), calms down with empathy, escalates on blame and closes once the issue
 * is resolved. Pure and deterministic: the random choices come from a seeded generator whose state
 * travels in the (JSON) persona state.
 */
export interface PersonaFacts {
  name: string | null;
  age: number | null;
  customerSince: string | null;
  address: string | null;
  issueDescription: string;
  speakingStyle: string | null;
  facts?: readonly { label: string; value: string }[];
  /** BCP 47; en, fr and es have their own lines, anything else speaks English. */
  language: string;
}

export type PersonaEnding = 'resolved' | 'hung-up' | 'timeout';

export interface PersonaState {
  version: 1;
  /** mulberry32 state. */
  rng: number;
  /** 0 calm … 4 furious. */
  mood: number;
  turns: number;
  resolved: boolean;
  over: boolean;
  ending: PersonaEnding | null;
  blames: number;
  empathies: number;
  /** Facts already given (topic names and fact labels), so the customer does not repeat itself. */
  told: string[];
}

/** What the persona noticed in the advisor's message: the reasons for its answer, for tests and logs. */
export interface PersonaSignals {
  greeting: boolean;
  empathy: boolean;
  blame: boolean;
  resolution: boolean;
  closing: boolean;
  question: boolean;
  topics: string[];
}

export interface PersonaTurn {
  state: PersonaState;
  message: string;
  over: boolean;
  ending: PersonaEnding | null;
  signals: PersonaSignals;
}

export const PERSONA_LIMITS = { maxMood: 4, hangUpMood: 4, hangUpBlames: 2, maxTurns: 30 } as const;

/** mulberry32: tiny, good enough for picking a phrasing, and its whole state is one integer. */
function next(state: PersonaState): number {
  let t = (state.rng = (state.rng + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (state: PersonaState, options: readonly string[]) => options[Math.floor(next(state) * options.length)]!;

const lang = (facts: PersonaFacts): keyof typeof PERSONA_LINES => {
  const base = baseLanguage(facts.language);
  return base === 'fr' || base === 'es' ? base : 'en';
};
const fill = (template: string, values: Record<string, string | number | null>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? '')).trim();

/** A speaking style that says the customer is upset starts the persona less patient. */
function initialMood(style: string | null): number {
  const s = foldText(style ?? '');
  if (
    /\b(angry|furious|irate|frustrated|upset|short|irritated|impatient|annoyed|enfade|frustre|enerve|agace|irrite|enojad|frustrad|molest|irritad)/.test(
      s,
    )
  )
    return 2;
  if (/\b(polite|calm|friendly|patient|courteous|poli|calme|aimable|educad|tranquil|amable)/.test(s)) return 0;
  return 1;
}

export function createPersona(facts: PersonaFacts, seed: number): { state: PersonaState; opening: string } {
  const state: PersonaState = {
    version: 1,
    rng: seed | 0,
    mood: initialMood(facts.speakingStyle),
    turns: 0,
    resolved: false,
    over: false,
    ending: null,
    blames: 0,
    empathies: 0,
    told: [],
  };
  const opening = fill(pick(state, PERSONA_LINES[lang(facts)].opening), { issue: facts.issueDescription });
  return { state, opening };
}

const contains = (folded: string, phrase: string) => ` ${folded} `.includes(` ${foldText(phrase)} `);

/** The persona facts an advisor's question asks for, in the order the persona will answer them. */
function askedTopics(facts: PersonaFacts, folded: string): string[] {
  const words = TOPIC_WORDS[lang(facts)];
  const topics: string[] = [];
  for (const [topic, phrases] of Object.entries(words)) if (phrases.some((p) => contains(folded, p))) topics.push(topic);
  for (const fact of facts.facts ?? []) {
    const keys = foldText(fact.label)
      .split(' ')
      .filter((w) => w.length > 2 && !LABEL_STOP_WORDS.has(w));
    // A fact is asked for when its label's distinctive words are in the question ("order number" → order).
    if (keys.length > 0 && keys.some((k) => contains(folded, k))) topics.push(`fact:${fact.label}`);
  }
  return topics;
}

function answerTopic(facts: PersonaFacts, state: PersonaState, lines: PersonaLines, topic: string): string | null {
  if (topic === 'issue') return fill(pick(state, lines.issue), { issue: facts.issueDescription });
  if (topic === 'name') return facts.name ? fill(lines.name, { name: facts.name }) : null;
  if (topic === 'age') return facts.age !== null ? fill(lines.age, { age: facts.age }) : null;
  if (topic === 'address') return facts.address ? fill(lines.address, { address: facts.address }) : null;
  if (topic === 'since') return facts.customerSince ? fill(lines.since, { since: facts.customerSince }) : null;
  const fact = (facts.facts ?? []).find((f) => `fact:${f.label}` === topic);
  return fact ? fill(lines.fact, { label: fact.label, value: fact.value }) : null;
}

export function readAdvisor(facts: PersonaFacts, text: string): PersonaSignals {
  const hits = findPhrases(text, facts.language);
  const has = (category: string) => hits.some((h) => h.category === category);
  const folded = foldText(text);
  const question = /[?？]/.test(text) || has('probing');
  return {
    greeting: has('welcome'),
    empathy: has('empathy'),
    blame: has('blame') || has('forbidden'),
    resolution: has('resolution'),
    // "Thank you for calling" opens as often as it closes: with a greeting it is an opening.
    closing: has('closing') && !has('welcome'),
    question,
    // Facts are given when asked for, not whenever the advisor mentions an order or an address.
    topics: question ? askedTopics(facts, folded) : [],
  };
}

/** The customer's answer to one advisor message. The given state is not modified. */
export function personaReply(facts: PersonaFacts, current: PersonaState, advisorMessage: string): PersonaTurn {
  const state = JSON.parse(JSON.stringify(current)) as PersonaState;
  const signals = readAdvisor(facts, advisorMessage);
  const lines = PERSONA_LINES[lang(facts)];
  const issue = facts.issueDescription;
  const end = (message: string, ending: PersonaEnding): PersonaTurn => {
    state.over = true;
    state.ending = ending;
    return { state, message, over: true, ending, signals };
  };
  if (state.over) return { state, message: '', over: true, ending: state.ending, signals };
  state.turns += 1;
  // A customer does not stay forever, whatever the advisor says: the conversation always ends.
  if (state.turns > PERSONA_LIMITS.maxTurns) return end(pick(state, lines.timeout), 'timeout');

  if (signals.blame) {
    state.blames += 1;
    state.mood = Math.min(PERSONA_LIMITS.maxMood, state.mood + 2);
    if (state.mood >= PERSONA_LIMITS.hangUpMood && state.blames >= PERSONA_LIMITS.hangUpBlames)
      return end(pick(state, lines.hangUp), 'hung-up');
    return { state, message: `${pick(state, lines.escalate)} ${issue}`, over: false, ending: null, signals };
  }

  const parts: string[] = [];
  if (signals.empathy) {
    state.empathies += 1;
    state.mood = Math.max(0, state.mood - 1);
    parts.push(pick(state, lines.thanksEmpathy));
  } else if (signals.greeting && state.turns === 1) {
    parts.push(pick(state, lines.greetingBack));
  }

  if (signals.resolution && !state.resolved) {
    state.resolved = true;
    // Still upset and never heard an apology: accepts, but says so.
    parts.push(pick(state, state.mood >= 3 && state.empathies === 0 ? lines.acceptGrudgingly : lines.accept));
    if (signals.closing) return end(`${parts.join(' ')} ${pick(state, lines.goodbye)}`, 'resolved');
    return { state, message: parts.join(' '), over: false, ending: null, signals };
  }
  if (signals.closing && state.resolved && signals.topics.length === 0)
    return end([...parts, pick(state, lines.goodbye)].join(' '), 'resolved');

  const answers = signals.topics.map((t) => answerTopic(facts, state, lines, t)).filter((a): a is string => a !== null);
  for (const t of signals.topics) if (!state.told.includes(t)) state.told.push(t);
  if (answers.length > 0) parts.push(...answers);
  else if (signals.closing && !state.resolved) parts.push(fill(pick(state, lines.stillOpen), { issue }));
  else if (signals.question) parts.push(fill(pick(state, lines.unknown), { issue }));
  else parts.push(pick(state, state.mood >= 2 ? lines.nudgeUpset : lines.nudgeCalm));
  return { state, message: parts.join(' '), over: false, ending: null, signals };
}
