import { foldText } from '../lexicons/phrase-finder.js';
import { conductPatternsOf } from './conduct-patterns.js';
import { cuesIn, personaLanguage } from './persona-cues.js';
import { PERSONA_LINES } from './persona-lines.js';

/** How an advisor's message treats the customer, when it is more than a wrong answer. */
export type Behaviour = 'rude' | 'blame' | 'forbidden';

export interface BehaviourReading {
  behaviour: Behaviour | null;
  /** The words that gave it away. */
  cue: string | null;
}

/** Stands where a civil use of a hostile word was taken out, so the words either side never join up. */
const CIVIL_GAP = ' zzcivilzz ';

/** The first text a pattern matches, across the language's patterns of one kind. */
function firstMatch(patterns: readonly RegExp[], text: string): string | null {
  for (const p of patterns) {
    p.lastIndex = 0;
    const m = p.exec(text);
    if (m) return m[0];
  }
  return null;
}

/**
 * Rudeness, blame or a tenant's forbidden word in an advisor's message. Blame comes first: "you should
 * have read the terms" is blame even when it is also curt. Civil uses of the same words ("it's not your
 * fault", "whatever time suits you") are taken out first; then the language's patterns are read, then
 * its literal cues and the lexicon's.
 */
export function detectBehaviour(reply: string, language: string, forbiddenWords: readonly string[] = []): BehaviourReading {
  const patterns = conductPatternsOf(personaLanguage(language));
  let text = foldText(reply);
  for (const p of patterns.civil) text = text.replace(p, CIVIL_GAP);
  const blame = firstMatch(patterns.blame, text);
  if (blame) return { behaviour: 'blame', cue: blame };
  const cues = cuesIn(text, language);
  if (cues.blame) return { behaviour: 'blame', cue: cues.blame };
  const rude = firstMatch(patterns.rude, text);
  if (rude) return { behaviour: 'rude', cue: rude };
  if (cues.rude) return { behaviour: 'rude', cue: cues.rude };
  const folded = ` ${foldText(reply)} `;
  const word = forbiddenWords.find((w) => foldText(w) !== '' && folded.includes(` ${foldText(w)} `));
  if (word) return { behaviour: 'forbidden', cue: word };
  return { behaviour: null, cue: null };
}

/**
 * The customer's in-character line to a rude, blaming or forbidden-word message, in the roleplay's
 * language; `variant` picks one of the phrasings (a scripted step's retry count, a seed).
 */
export function behaviourLine(behaviour: Behaviour, language: string, variant = 0): string {
  const lines = PERSONA_LINES[personaLanguage(language)];
  const options = behaviour === 'blame' ? lines.blame : lines.rude;
  return options[Math.abs(variant) % options.length]!;
}

/**
 * The scripted customer's reaction to a typed reply: its in-character line when the reply is rude,
 * blaming or uses a forbidden word, said before the runner's next message (the retry or the next
 * step). Null for a civil reply.
 */
export function behaviourMessage(
  reply: string,
  language: string,
  stepId: string,
  variant: number,
  forbiddenWords: readonly string[] = [],
): { type: 'customer'; stepId: string; text: string; chips: string[]; selectOne: boolean } | null {
  const { behaviour } = detectBehaviour(reply, language, forbiddenWords);
  if (!behaviour) return null;
  return { type: 'customer', stepId, text: behaviourLine(behaviour, language, variant), chips: [], selectOne: false };
}
