import { createHash } from 'node:crypto';
import { FILLER_WORDS } from './filler-words.js';
import type { PronouncingDictionary } from './pronouncing-dictionary.js';
import { spokenTokens, tokensOf, writtenFormRestorer, type Slot, type SpokenToken } from './spoken-form.js';

/**
 * A per-step grammar (DESIGN §7, ADR 014): the step's expected answers as the decoder may hear them,
 * plus an out-of-grammar path, so a reply that is none of the answers comes out as the words it was and
 * is never forced onto the nearest answer. Written as a pocketsphinx FSG rather than JSGF: the JSGF
 * compiler of Debian's pocketsphinx (5prealpha) drops alternative weights, and without weights the
 * out-of-grammar loop out-scores even a perfectly spoken answer (measured in ADR 014).
 *
 * Shape: a hub state between segments. A segment is
 *  - a whole answer (free to enter, free to leave),
 *  - a run of an answer entered or left mid-way (each at ENTER_MID / EXIT_MID): a sentence the voice
 *    detector cut in two, a skipped or garbled word, an answer with words added around it,
 *  - or one loop word (LOOP_WORD each) out of everyday English and the script's own words.
 * The utterance may end anywhere in an answer (the microphone closed mid-sentence).
 */
export interface GrammarInput {
  /** What the advisor is expected to say at this step: its recommended answers (and chips). */
  answers: readonly string[];
  /** Other text of the conversation (customer lines, other steps): words an off-script reply is likely to use. */
  vocabulary?: readonly string[];
}

export interface CompiledGrammar {
  /** The grammar in pocketsphinx's FSG format. */
  fsg: string;
  /** The pronouncing dictionary of exactly the grammar's words. */
  dictionary: string;
  /** Same grammar, same key: files are shared between streams. */
  key: string;
  /**
   * The decoded words as the answers write them: a whole answer as spoken → that answer; otherwise the
   * words with the answers' numbers, amounts and abbreviations written back ("twelve" → "12").
   */
  writtenForm(hypothesis: string): string;
}

/**
 * Transition probabilities, chosen on the seed library's voice roleplays spoken by espeak-ng (ADR 014):
 * a loop word costs much more than a word of an answer, so an answer spoken with a word or two garbled
 * still comes out as the answer, while a reply that is no answer comes out as loop words.
 */
export const GRAMMAR_WEIGHTS = { loopWord: 0.001, enterMid: 0.03, exitMid: 0.03 } as const;
const MAX_ANSWERS = 50;
const MAX_LOOP_WORDS = 2000;
/** A word as the dictionary spells it (lower case, apostrophes): nothing the FSG format could misread. */
const grammarWord = (word: string) => /^[a-z][a-z']*$/.test(word);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function slotPattern(slot: Slot): string {
  const alternatives = slot.filter((seq) => seq.length > 0).map((seq) => escapeRegExp(seq.join(' ')));
  const group = `(?:(?:${alternatives.join('|')}) )`;
  return slot.some((seq) => seq.length === 0) ? `${group}?` : group;
}

class FsgBuilder {
  states = 1;
  transitions: string[] = [];
  state() {
    return this.states++;
  }
  add(from: number, to: number, p: number, word?: string) {
    this.transitions.push(`TRANSITION ${from} ${to} ${p}${word ? ` ${word}` : ''}`);
  }
  /** A word sequence from one state to another; the first word carries the probability. */
  words(from: number, to: number, seq: readonly string[], p = 1) {
    let at = from;
    seq.forEach((w, i) => {
      const next = i === seq.length - 1 ? to : this.state();
      this.add(at, next, i === 0 ? p : 1, w);
      at = next;
    });
  }
}

export function compileGrammar(input: GrammarInput, dictionary: PronouncingDictionary): CompiledGrammar {
  const known = (word: string) => dictionary.pronounce(word).length > 0;
  const words = new Set<string>();
  const answers: { text: string; slots: Slot[]; pattern: RegExp }[] = [];
  const tokens: SpokenToken[] = [];
  for (const text of [...new Set(input.answers.map((a) => a.trim()).filter(Boolean))].slice(0, MAX_ANSWERS)) {
    const spoken = spokenTokens(text, known);
    tokens.push(...spoken);
    const slots = spoken
      .map(({ slot }) => slot.filter((seq) => seq.every((w) => grammarWord(w) && known(w))))
      .filter((slot) => slot.length > 0);
    if (slots.length === 0) continue;
    for (const slot of slots) for (const seq of slot) for (const w of seq) words.add(w);
    answers.push({ text, slots, pattern: new RegExp(`^${slots.map(slotPattern).join('')}$`) });
  }
  const loop = new Set<string>(FILLER_WORDS.filter(known));
  for (const text of [...input.answers, ...(input.vocabulary ?? [])]) {
    for (const token of tokensOf(text)) {
      const w = token.toLowerCase();
      if (loop.size < MAX_LOOP_WORDS && grammarWord(w) && known(w)) loop.add(w);
    }
  }
  for (const w of loop) words.add(w);

  const b = new FsgBuilder();
  const final = b.state();
  const W = GRAMMAR_WEIGHTS;
  // State 0 is the hub; a mid-way entry or exit is a word transition, so no chain of null transitions forms.
  for (const a of answers) {
    const chain = [b.state()];
    b.add(0, chain[0]!, 1);
    a.slots.forEach((slot, i) => {
      const next = b.state();
      const from = chain[chain.length - 1]!;
      for (const seq of slot) {
        if (seq.length === 0) {
          b.add(from, next, 1);
          continue;
        }
        b.words(from, next, seq);
        if (i > 0) b.words(0, next, seq, W.enterMid);
        if (i < a.slots.length - 1) b.words(from, 0, seq, W.exitMid);
      }
      chain.push(next);
      // The advisor may stop mid-answer (the microphone closed): the utterance may end there too. At
      // probability 1 — a lower one is pruned at the last frame and the decoder then reports nothing.
      if (i < a.slots.length - 1) b.add(next, final, 1);
    });
    b.add(chain[chain.length - 1]!, 0, 1);
  }
  for (const w of [...loop].sort()) b.add(0, 0, W.loopWord, w);
  b.add(0, final, 1);
  const fsg = ['FSG_BEGIN reply', `NUM_STATES ${b.states}`, 'START_STATE 0', `FINAL_STATE ${final}`, ...b.transitions, 'FSG_END', ''].join(
    '\n',
  );

  const restore = writtenFormRestorer(tokens);
  const dictLines: string[] = [];
  for (const w of [...words].sort()) {
    dictionary.pronounce(w).forEach((phones, i) => dictLines.push(`${i === 0 ? w : `${w}(${i + 1})`} ${phones}`));
  }
  const dict = `${dictLines.join('\n')}\n`;
  return {
    fsg,
    dictionary: dict,
    key: createHash('sha256').update(fsg).update(dict).digest('hex').slice(0, 32),
    writtenForm(hypothesis) {
      const spoken = `${hypothesis.trim().replace(/\s+/g, ' ')} `;
      return answers.find((a) => a.pattern.test(spoken))?.text ?? restore(spoken.trim());
    },
  };
}
