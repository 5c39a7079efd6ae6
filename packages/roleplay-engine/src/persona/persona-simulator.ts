import { matchAnswer } from '../matching/match-answer.js';
import { detectBehaviour, type Behaviour } from './behaviour.js';
import { askablesOf, initialMood, resolutionsOf, type PersonaFacts } from './persona-brief.js';
import { cuesIn, isQuestion, personaLanguage } from './persona-cues.js';
import { PERSONA_LINES } from './persona-lines.js';

/**
 * The built-in customer for unscripted roleplays when no LLM is configured. It speaks in the first
 * person, in the roleplay's language; opens with its opening facts; gives a fact only when the advisor
 * asks for it (by meaning, through the answer matcher); never voices a company fact; recognises an
 * offer of an acceptable resolution however it is worded, raises its objections before accepting and
 * pushes back on anything else; closes politely once resolved; escalates and hangs up on repeated
 * rudeness or blame. Pure and deterministic: the phrasing comes from a seeded generator whose state
 * travels in the (JSON) persona state, and the decisions do not depend on it.
 */
export type { PersonaFacts, PersonaFact, PersonaMood } from './persona-brief.js';

export type PersonaEnding = 'resolved' | 'hung-up' | 'timeout' | 'unresolved';

/** What the customer did in a turn; scoring reads the conversation through these. */
export type PersonaEvent =
  | 'escalated'
  | 'hung-up'
  | 'objected'
  | 'accepted'
  | 'pushed-back'
  | 'partial-offer'
  | 'answered'
  | 'still-open'
  | 'left'
  | 'closed'
  | 'timeout'
  | 'nudged'
  | 'not-understood'
  | 'acknowledged';

export interface PersonaState {
  version: 2;
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
  /** Facts already given (keys), so the customer does not repeat itself unprompted. */
  told: string[];
  objectionsRaised: number;
  /** An acceptable offer is on the table and the customer has raised an objection to it. */
  offerPending: boolean;
  goalSaid: boolean;
  /** Goodbyes heard before the issue was resolved. */
  earlyGoodbyes: number;
}

/** What the persona heard in the advisor's message: the reasons for its answer, for tests and scoring. */
export interface PersonaSignals {
  greeting: boolean;
  empathy: boolean;
  behaviour: Behaviour | null;
  closing: boolean;
  question: boolean;
  askIssue: boolean;
  askGoal: boolean;
  /** Keys of the facts asked for. */
  asked: string[];
  /** The company fact offered (its key), if any, and whether it resolves the issue. */
  offer: { key: string; acceptable: boolean; similarity: number } | null;
  /** Offer words without any company fact behind them ("I can offer something"). */
  vagueOffer: boolean;
  /** Enough words to answer an objection. */
  substantive: boolean;
  /** The advisor commits to something ("I will make sure", "I guarantee"). */
  commitment: boolean;
}

export interface PersonaTurn {
  state: PersonaState;
  message: string;
  over: boolean;
  ending: PersonaEnding | null;
  signals: PersonaSignals;
  event: PersonaEvent | null;
  /** Keys of facts given in this turn for the first time. */
  revealed: string[];
  /** The customer's line shows an emotion an advisor should acknowledge. */
  emotional: boolean;
}

export const PERSONA_LIMITS = { maxMood: 4, hangUpBlames: 2, maxTurns: 30 } as const;
/** Similarities (0–1) at which a question asks for a fact and a message offers a company fact. */
export const PERSONA_THRESHOLDS = { ask: 0.5, offer: 0.55 } as const;
/** Fewer words than this offer nothing, however close they come to a resolution ("What now?" is not "pick it up today"). */
const OFFER_MIN_WORDS = 4;

/** mulberry32: tiny, good enough for picking a phrasing, and its whole state is one integer. */
function next(state: PersonaState): number {
  let t = (state.rng = (state.rng + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (state: PersonaState, options: readonly string[]) => options[Math.floor(next(state) * options.length)]!;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '').trim();
const linesOf = (facts: PersonaFacts) => PERSONA_LINES[personaLanguage(facts.language)];
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** A stored state from before the persona model, read with today's fields. */
export function upgradePersonaState(stored: unknown): PersonaState {
  const s = (stored ?? {}) as Partial<PersonaState> & { version?: number };
  return {
    version: 2,
    rng: s.rng ?? 0,
    mood: s.mood ?? 1,
    turns: s.turns ?? 0,
    resolved: s.resolved ?? false,
    over: s.over ?? false,
    ending: s.ending ?? null,
    blames: s.blames ?? 0,
    empathies: s.empathies ?? 0,
    told: s.told ?? [],
    objectionsRaised: s.objectionsRaised ?? 0,
    offerPending: s.offerPending ?? false,
    goalSaid: s.goalSaid ?? false,
    earlyGoodbyes: s.earlyGoodbyes ?? 0,
  };
}

export function createPersona(facts: PersonaFacts, seed: number): { state: PersonaState; opening: string } {
  const state: PersonaState = upgradePersonaState({ rng: seed | 0, mood: initialMood(facts) });
  const lines = linesOf(facts);
  const opening = askablesOf(facts).filter((a) => a.reveal === 'opening');
  for (const a of opening) state.told.push(a.key);
  const text =
    opening.length > 0
      ? [pick(state, lines.hello), ...opening.map((a) => a.answer)].join(' ')
      : fill(pick(state, lines.legacyOpening), { issue: facts.issueDescription });
  return { state, opening: text };
}

/** The best company fact a message offers, if it is close enough to count as that offer. */
function offerIn(facts: PersonaFacts, text: string): PersonaSignals['offer'] {
  let best: PersonaSignals['offer'] = null;
  for (const r of resolutionsOf(facts)) {
    const m = matchAnswer(text, r.offers, { language: facts.language, threshold: PERSONA_THRESHOLDS.offer });
    if (m.matched && (!best || m.similarity > best.similarity)) best = { key: r.key, acceptable: r.acceptable, similarity: m.similarity };
  }
  return best;
}

export function readAdvisor(facts: PersonaFacts, text: string, forbiddenWords: readonly string[] = []): PersonaSignals {
  const cues = cuesIn(text, facts.language);
  const question = isQuestion(text, cues);
  const offer = words(text) >= OFFER_MIN_WORDS ? offerIn(facts, text) : null;
  // Facts are given when asked for, not whenever the advisor mentions an order or an address.
  const asked = question
    ? askablesOf(facts)
        // What the customer opened with is not asked for again: "the return tracking?" is not "the return".
        .filter((a) => a.reveal === 'whenAsked')
        .filter((a) => matchAnswer(text, a.asks, { language: facts.language, threshold: PERSONA_THRESHOLDS.ask }).matched)
        .map((a) => a.key)
    : [];
  return {
    greeting: cues.greeting !== undefined,
    empathy: cues.empathy !== undefined,
    behaviour: detectBehaviour(text, facts.language, forbiddenWords).behaviour,
    closing: cues.closing !== undefined,
    question,
    askIssue: cues.askIssue !== undefined,
    askGoal: cues.askGoal !== undefined,
    asked,
    offer,
    vagueOffer: offer === null && cues.offer !== undefined,
    substantive: words(text) >= 4,
    commitment: cues.commit !== undefined,
  };
}

/** The customer's answer to one advisor message. The given state is not modified. */
export function personaReply(facts: PersonaFacts, current: PersonaState, advisorMessage: string): PersonaTurn {
  const state = upgradePersonaState(JSON.parse(JSON.stringify(current)));
  const signals = readAdvisor(facts, advisorMessage);
  const lines = linesOf(facts);
  const objections = facts.objections ?? [];
  const revealed: string[] = [];
  const turn = (message: string, event: PersonaEvent | null, emotional = false): PersonaTurn => ({
    state,
    message,
    over: state.over,
    ending: state.ending,
    signals,
    event,
    revealed,
    emotional,
  });
  const end = (message: string, ending: PersonaEnding, event: PersonaEvent, emotional = false) => {
    state.over = true;
    state.ending = ending;
    return turn(message, event, emotional);
  };
  if (state.over) return turn('', null);
  state.turns += 1;
  // A customer does not stay forever, whatever the advisor says: the conversation always ends.
  if (state.turns > PERSONA_LIMITS.maxTurns) return end(pick(state, lines.timeout), 'timeout', 'timeout');

  if (signals.behaviour) {
    state.blames += 1;
    state.mood = Math.min(PERSONA_LIMITS.maxMood, state.mood + 2);
    if (state.blames >= PERSONA_LIMITS.hangUpBlames) return end(pick(state, lines.hangUp), 'hung-up', 'hung-up', true);
    return turn(pick(state, signals.behaviour === 'blame' ? lines.blame : lines.rude), 'escalated', true);
  }

  const parts: string[] = [];
  if (signals.empathy) {
    state.empathies += 1;
    if (state.mood > 0 || !state.resolved) parts.push(pick(state, lines.thanksEmpathy));
    state.mood = Math.max(0, state.mood - 1);
  } else if (signals.greeting && state.turns === 1) {
    parts.push(pick(state, lines.greetingBack));
  }
  const answers = () => {
    const askables = askablesOf(facts);
    const given: string[] = [];
    for (const key of signals.asked) {
      const a = askables.find((x) => x.key === key)!;
      given.push(a.answer);
      if (!state.told.includes(key)) {
        state.told.push(key);
        revealed.push(key);
      }
    }
    return given;
  };

  if (state.resolved) {
    const given = answers();
    if (signals.closing) return end([...parts, ...given, pick(state, lines.goodbye)].join(' '), 'resolved', 'closed');
    return turn([...parts, ...(given.length > 0 ? given : [pick(state, lines.afterAccept)])].join(' '), 'acknowledged');
  }

  // An objection is answered by the offer again, or by a committed, caring reply; not by "that's life".
  const answersObjection = state.offerPending && signals.substantive && (signals.empathy || signals.commitment);
  const answersOffer = signals.offer?.acceptable === true || answersObjection;
  if (answersOffer) {
    if (state.objectionsRaised < objections.length) {
      state.offerPending = true;
      parts.push(objections[state.objectionsRaised]!);
      state.objectionsRaised += 1;
      return turn(parts.join(' '), 'objected', true);
    }
    state.resolved = true;
    state.offerPending = false;
    const grudging = state.mood >= 3 && state.empathies === 0;
    parts.push(pick(state, grudging ? lines.acceptGrudgingly : lines.accept));
    if (signals.closing) return end([...parts, pick(state, lines.goodbye)].join(' '), 'resolved', 'closed');
    return turn(parts.join(' '), 'accepted', grudging);
  }

  const given = answers();
  if (given.length > 0) return turn([...parts, ...given].join(' '), 'answered');

  const goalLine = () => {
    state.goalSaid = true;
    return facts.goal ? facts.goal : pick(state, state.mood >= 2 ? lines.nudgeUpset : lines.nudgeCalm);
  };
  if (signals.offer) return turn([...parts, pick(state, lines.partialOffer), goalLine()].join(' '), 'partial-offer', true);
  if (signals.vagueOffer) return turn([...parts, pick(state, lines.pushback), goalLine()].join(' '), 'pushed-back', true);
  if (signals.closing && state.turns > 1) {
    state.earlyGoodbyes += 1;
    if (state.earlyGoodbyes >= 2) return end([...parts, pick(state, lines.leaveUnresolved)].join(' '), 'unresolved', 'left', true);
    return turn([...parts, pick(state, lines.stillOpen), goalLine()].join(' '), 'still-open', true);
  }
  if (signals.askGoal || signals.askIssue) return turn([...parts, goalLine()].join(' '), 'answered');
  if (signals.question) return turn([...parts, pick(state, lines.unknown)].join(' '), 'not-understood');
  if (parts.length > 0) return turn(parts.join(' '), null);
  if (!state.goalSaid && facts.goal) return turn(goalLine(), 'nudged');
  return turn(pick(state, state.mood >= 2 ? lines.nudgeUpset : lines.nudgeCalm), 'nudged', state.mood >= 2);
}

/**
 * The built-in customer's reading of a whole conversation: each advisor message with what the
 * customer made of it. Scoring reads the conversation through this replay, whichever customer (the
 * built-in one or an LLM) actually answered, so the score rests on what the advisor did.
 */
export function replayConversation(facts: PersonaFacts, advisorMessages: readonly string[], seed = 0) {
  const start = createPersona(facts, seed);
  let state = start.state;
  const turns: PersonaTurn[] = [];
  for (const message of advisorMessages) {
    const t = personaReply(facts, state, message);
    turns.push(t);
    state = t.state;
    if (t.over) break;
  }
  return { opening: start.opening, turns, state };
}
