import type { Analysis, Term } from './analyse.js';
import { align } from './similarity.js';

/** A number of things: "tre mislykkede forsøk", "5 failed attempts". */
interface Count {
  value: number;
  said: string;
  spelt: boolean;
  /** The content words that follow it: what is counted. */
  of: Term[];
}

export interface CountConflict {
  expected: string;
  given: string;
}

// Two words after the number reach the thing counted past one adjective ("five failed attempts"). One is an
// article in most of our languages ("en", "un", "ein"), and a count above 99 is a code, a price or a year.
const COUNTED_REACH = 2;
const MIN_COUNT = 2;
const MAX_COUNT = 99;

function countsIn(analysis: Analysis): Count[] {
  const counts: Count[] = [];
  const isNumber = (t: Term | undefined) => t !== undefined && /^\d/.test(t.word);
  analysis.terms.forEach((term, i) => {
    if (!/^\d+$/.test(term.word)) return;
    // A number said in several words ("vingt-quatre", "twenty five") is a sum this reading does not add up.
    if (isNumber(analysis.terms[i - 1]) || isNumber(analysis.terms[i + 1])) return;
    const value = Number(term.word);
    if (value < MIN_COUNT || value > MAX_COUNT) return;
    const of = analysis.terms.slice(i + 1, i + 1 + COUNTED_REACH).filter((t) => !isNumber(t));
    if (of.length > 0) counts.push({ value, said: term.spelt ?? term.word, spelt: term.spelt !== undefined, of });
  });
  return counts;
}

const sameThing = (a: Count, b: Count, fuzzy: number) => a.of.some((t) => align([t], b.of, fuzzy).coverage > 0);

/**
 * A count said in words that disagrees with the one the answers (or, where they count no such thing, the
 * customer's situation) give for the same thing: "sperret etter tre mislykkede forsøk" where the account
 * locked after five. Counts in digits on both sides are read as values already (see fact-conflicts.ts);
 * this is where a number word meets a figure or another number word.
 */
export function conflictingCount(reply: Analysis, answers: Analysis[], known: Analysis[], fuzzy: number): CountConflict | null {
  const given = countsIn(reply);
  if (given.length === 0) return null;
  const stated = answers.flatMap(countsIn);
  const held = known.flatMap(countsIn);
  for (const count of given) {
    const due = stated.filter((c) => sameThing(count, c, fuzzy));
    const references = due.length > 0 ? due : held.filter((c) => sameThing(count, c, fuzzy));
    const worded = (c: Count) => c.spelt || count.spelt;
    if (references.length === 0 || !references.some(worded)) continue;
    if (references.some((c) => c.value === count.value)) continue;
    // The reply may name the customer's figure beside the right one ("not three, five attempts").
    if (given.some((other) => references.some((c) => c.value === other.value))) continue;
    const expected = references.find(worded)!;
    return { expected: expected.said, given: count.said };
  }
  return null;
}
