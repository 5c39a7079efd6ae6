import { foldWord } from './analyse.js';
import type { Fact, FactKind } from './facts.js';
import type { Names } from './names.js';

export interface FactConflict {
  kind: FactKind;
  expected: string;
  given: string;
}

const YEAR = /^(19|20)\d\d$/;
const readings = (f: Fact) => [f.key, ...(f.alternatives ?? [])];

/** Digits that could be a misreading of others: the same length and at most two digits apart (one for short ones), or a long one with a digit lost or added. */
function resembles(a: string, b: string): boolean {
  if (a.length !== b.length) return Math.max(a.length, b.length) >= 6;
  let apart = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) apart++;
  return apart <= (a.length <= 3 ? 1 : 2);
}

/** A clock time as the minutes of the day it may mean: "9:00~0~20" is 540 to 560, "9:15" 555 to 555. */
function timeSpan(key: string): [number, number] | null {
  const m = /^(\d{1,2}):(\d{2})(?:~(-?\d+)~(-?\d+))?$/.exec(key);
  if (!m) return null;
  const at = Number(m[1]) * 60 + Number(m[2]);
  return [at + Number(m[3] ?? 0), at + Number(m[4] ?? 0)];
}

/** Two clock times agree when one may mean the other ("litt over åtte" for 8:12), across midnight too. */
function timesOverlap(a: string, b: string): boolean {
  const x = timeSpan(a);
  const y = timeSpan(b);
  if (!x || !y) return false;
  return [-1440, 0, 1440].some((shift) => x[0] <= y[1] + shift && y[0] + shift <= x[1]);
}

/** A date without a year agrees with the same day and month in any year; a loose time with the times it may mean. */
function sameValue(kind: FactKind, a: string, b: string): boolean {
  if (a === b) return true;
  if (kind === 'time') return timesOverlap(a, b);
  if (kind !== 'date') return false;
  const [am, ad, ay] = a.split('-');
  const [bm, bd, by] = b.split('-');
  return am === bm && ad === bd && (!ay || !by || ay === by);
}

/** Whether any reading of one value is a reading of the other, compared as values of `given`'s kind. */
const agree = (given: Fact, x: Fact) => readings(given).some((r) => readings(x).some((s) => sameValue(given.kind, r, s)));

/** Two values that say the same ("24 timer" and "et døgn", "9:15" and "kvart over ni"). */
export const sameFact = (a: Fact, b: Fact) => a.kind === b.kind && agree(a, b);

const display = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Plain digits may restate an amount or a percentage without its sign ("the 89.99"). */
const comparableKinds = (kind: FactKind): FactKind[] => (kind === 'number' ? ['number', 'amount', 'percent'] : [kind]);

/**
 * A reply contradicts what the roleplay knows when it states a value that is none of the ones due:
 * "$8.99" where "$89.99" is due, a link valid "48 hours" where it is 30 minutes. Where the answers
 * state a kind of value (an amount, a date, a time frame…), the reply's values of that kind must be
 * theirs: the customer's own figures (a competitor's price) are not what the advisor should say. Where
 * they state none, what the customer said or holds is the reference (an account number read back with
 * two digits swapped). Plain digits (references, codes, a postcode read back) may be either.
 */
export function conflictingFact(
  reply: Fact[],
  replyNames: Names,
  answer: Fact[],
  answerNames: Names[],
  known: Fact[] = [],
  knownNames: Names[] = [],
  customer?: string,
): FactConflict | null {
  for (const given of reply) {
    // A message goes by the channel the answers send it by; the reply may name others beside it ("a code by
    // text, the confirmation by e-mail"), and where the answers name none, any channel will do.
    if (given.kind === 'channel') {
      const due = answer.filter((f) => f.kind === 'channel');
      // "A confirmation by text" where the answers send the confirmation by e-mail, whatever else goes by letter.
      const rival = given.cue && !due.some((f) => f.key === given.key) ? due.find((f) => f.cue === given.cue) : undefined;
      const dueNamed = reply.some((other) => other.kind === 'channel' && due.some((f) => f.key === other.key));
      if (rival || (due.length > 0 && !dueNamed)) return { kind: 'channel', expected: (rival ?? due[0]!).text, given: given.text };
      continue;
    }
    const kinds = comparableKinds(given.kind);
    // Plain digits are a reference, a code, a year or a phone number: one is read back wrongly when it has
    // the length of the one held (a long one may lose or gain a digit), while "call 112 first" is not an
    // attempt at a 6-digit claim number or at the car's year.
    const comparable = (f: Fact) => {
      // Gigabytes compare with gigabytes, money with money; "the next bill" with the bill after it, not a date.
      if (given.kind === f.kind && (given.kind === 'amount' || given.kind === 'date')) return given.unit === f.unit;
      // A year ("with us since 2015") is no attempt at an amount, a duration or a time, nor at a number that
      // is no year (a postcode 7011), unless said of the same word.
      if (given.kind === 'number' && f.kind !== 'date' && YEAR.test(given.key) && !YEAR.test(f.key) && !(given.cue && given.cue === f.cue))
        return false;
      if (given.kind !== 'number' || f.kind !== 'number') return true;
      const longest = Math.max(f.key.length, given.key.length);
      return f.key.length === given.key.length || (longest >= 6 && Math.abs(f.key.length - given.key.length) <= 1);
    };
    const stated = answer.filter((f) => kinds.includes(f.kind) && comparable(f));
    // A figure put where the answers state another for the same thing ("you'd save about 20 €" where they
    // save 12 € and the customer pays 20 €) is a wrong value even when the customer holds it, unless the
    // reply also states the one due ("the current price is $60, the new price $45").
    const rival = given.cue ? stated.find((x) => x.cue === given.cue && !agree(given, x)) : undefined;
    if (rival && !stated.some((x) => agree(given, x)) && !reply.some((other) => agree(other, rival))) {
      return { kind: given.kind, expected: rival.text, given: given.text };
    }
    // What the customer holds is only the reference for digits that try to read it back: "20375" for
    // their postcode 20357, not "call 911" beside their house number 229.
    // A bill the customer mentions ("my next bill is due soon") says nothing about when a credit appears.
    const held = known.filter(
      (f) =>
        kinds.includes(f.kind) &&
        comparable(f) &&
        f.unit !== 'bill' &&
        (given.kind !== 'number' || f.kind !== 'number' || resembles(given.key, f.key)),
    );
    // The customer's own figure echoed beside the one due ("instead of 549 kr you pay 399 kr", "thank
    // you for ten years with us… for 12 months") is a contrast, not a wrong value; on its own it is one.
    const dueAlsoSaid = reply.some((other) => other !== given && other.kind === given.kind && stated.some((x) => agree(other, x)));
    const candidates = given.kind === 'number' || stated.length === 0 || dueAlsoSaid ? [...stated, ...held] : stated;
    if (candidates.length === 0) continue;
    const agrees = candidates.some((x) => agree(given, x));
    if (!agrees) {
      const expected = candidates.find((f) => f.kind === given.kind) ?? candidates[0]!;
      return { kind: given.kind, expected: expected.text, given: given.text };
    }
  }
  // A street that neither the answers nor the customer name, where they name others and the reply none of
  // them ("Thorvald Meyers gate" for "Trondheimsveien").
  const streets = [...answerNames, ...knownNames].flatMap((n) => n.streets);
  const strayStreet = replyNames.streets.find((street) => !streets.includes(street));
  if (strayStreet && streets.length > 0 && !streets.some((street) => replyNames.words.has(street) || replyNames.streets.includes(street))) {
    return { kind: 'name', expected: display(streets[0]!), given: display(strayStreet) };
  }
  // A name the answers use is missing and the reply puts another in its place ("Lille" for "Marseille").
  const stated = (name: string) => [...answerNames, ...knownNames].some((n) => n.words.has(name));
  const expectedNames = answerNames.flatMap((n) => [...n.addressed, ...n.proper]).filter((name) => !replyNames.words.has(name));
  const givenNames = [...replyNames.addressed, ...replyNames.proper].filter((name) => !stated(name));
  if (expectedNames.length > 0 && givenNames.length > 0) {
    return { kind: 'name', expected: display(expectedNames[0]!), given: display(givenNames[0]!) };
  }
  return wrongPerson(replyNames, stated, knownNames, customer);
}

/**
 * The customer called by a name that is not theirs ("Hei Espen" to Eirik, "Bare hyggelig, Hans!" to
 * Henrik), or someone by a first name the roleplay gives another ("Nina Berg" for Mona Berg). A name the
 * roleplay states anywhere is no wrong name, whoever it belongs to.
 */
function wrongPerson(
  reply: Names,
  stated: (name: string) => boolean,
  knownNames: Names[],
  customer: string | undefined,
): FactConflict | null {
  const own = [...(customer ?? '').matchAll(/\p{L}[\p{L}'-]*/gu)].map((word) => word[0]);
  const folded = own.map(foldWord);
  const first = folded[0];
  const shown = (names: Names, name: string) => names.spelling.get(name) ?? display(name);
  if (first && !reply.words.has(first)) {
    const called = [...reply.addressed, ...reply.vocative].find((name) => !stated(name) && !folded.includes(name));
    if (called) return { kind: 'name', expected: own[0]!, given: shown(reply, called) };
  }
  for (const [given, surname] of reply.fullNames) {
    if (stated(given)) continue;
    for (const known of knownNames) {
      const other = known.fullNames.find(([name, last]) => last === surname && name !== given);
      if (other)
        return {
          kind: 'name',
          expected: `${shown(known, other[0])} ${shown(known, surname)}`,
          given: `${shown(reply, given)} ${shown(reply, surname)}`,
        };
    }
  }
  return null;
}
