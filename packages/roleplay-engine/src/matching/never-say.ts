import { cleanText, fold, foldedWords, profileOf } from './analyse.js';

interface NeverSayProfile {
  sensitive: string[][];
  cues: Set<string>;
  harmless: string[][];
  /** Parts of a number ("last four"): harmless only beside a card number. */
  partials: string[][];
  /** Which of `sensitive` are card numbers, by index. */
  cards: Set<number>;
  guards: string[][];
  negators: Set<string>;
  pronounAsks: string[][];
  pronounUses: string[][];
  readableThings: string[][];
  /** Words a must-not frames its object with ("ask", "the customer", "tell"), never the object itself. */
  framing: Set<string>;
}

const profiles = new Map<string, NeverSayProfile>();
const words = (phrase: string) =>
  fold(phrase)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function profile(language: string): NeverSayProfile {
  const key = String(language ?? '')
    .slice(0, 2)
    .toLowerCase();
  let p = profiles.get(key);
  if (!p) {
    const { lexicon, negators } = profileOf(key);
    p = {
      sensitive: lexicon.sensitive.map(words),
      cues: new Set(lexicon.requestCues.map(fold)),
      harmless: [...lexicon.harmless, ...(lexicon.guards ?? [])].map(words),
      partials: (lexicon.partials ?? []).map(words),
      cards: new Set((lexicon.cardNumbers ?? []).map((card) => lexicon.sensitive.indexOf(card)).filter((i) => i >= 0)),
      guards: (lexicon.guards ?? []).map(words),
      negators,
      pronounAsks: (lexicon.pronounAsks ?? []).map(words),
      pronounUses: (lexicon.pronounUses ?? []).map(words),
      readableThings: (lexicon.readableThings ?? []).map(words),
      framing: new Set([...lexicon.instructions, ...(lexicon.askInstructions ?? []), ...lexicon.requestCues].map(fold)),
    };
    profiles.set(key, p);
  }
  return p;
}

/** A one-word secret also in its inflected or compound forms ("passordet", "Bankpasswort"); short ones ("pin") exactly. */
const sameWord = (token: string, word: string) => token === word || (word.length >= 5 && (token.startsWith(word) || token.endsWith(word)));

/** Where a phrase starts in the tokens (a one-word secret also in its inflected or compound forms). */
function occurrences(tokens: string[], phrase: string[]): number[] {
  const found: number[] = [];
  outer: for (let i = 0; i + phrase.length <= tokens.length; i++) {
    if (phrase.length === 1) {
      if (sameWord(tokens[i]!, phrase[0]!)) found.push(i);
      continue;
    }
    for (let j = 0; j < phrase.length; j++) if (tokens[i + j] !== phrase[j]) continue outer;
    found.push(i);
  }
  return found;
}

const containsSequence = (tokens: string[], phrase: string[]) => occurrences(tokens, phrase).length > 0;

/**
 * How near a word that makes a secret harmless must stand to it: "choose a new password" and "the last
 * four digits of the card number" are harmless, "the three digits on the back of your card so I can move
 * the billing to the new address" is not.
 */
const HARMLESS_REACH = 4;

/** Whether a must-not is about asking the customer for something ("ask for the password"). */
export function isAskMustNot(text: string, language: string): boolean {
  const asks = new Set((profileOf(language).lexicon.askInstructions ?? []).map(fold));
  return words(text).some((w) => asks.has(w));
}

/** Whether a must-not names a secret ("tell the customer a temporary password", "use the old PIN"). */
export function namesSecret(text: string, language: string): boolean {
  const tokens = words(text);
  return profile(language).sensitive.some((phrase) => containsSequence(tokens, phrase));
}

/**
 * What a reply writes that looks like a password: six or more letters, digits and symbols in one word,
 * with at least three letters and a digit ("Temp4417!", "Sommer2019"). A reference with dashes
 * ("AUT-448210-7") or an e-mail address is not one.
 */
export function passwordLikeWords(text: string): string[] {
  return [...cleanText(text).matchAll(/(?<![\p{L}\p{N}@.-])[\p{L}\p{N}!#$%&*?]{6,}(?![\p{L}\p{N}@-])/gu)]
    .map((m) => m[0].replace(/[!?]+$/, ''))
    .filter((w) => /^\p{L}/u.test(w) && /\d/.test(w) && (w.match(/\p{L}/gu)?.length ?? 0) >= 3);
}

/** Whether a must-not is about blaming the customer ("blame the customer…", "der Kundin vorwerfen…"). */
export function isBlameMustNot(text: string, language: string): boolean {
  const blames = new Set((profileOf(language).lexicon.blameInstructions ?? []).map(fold));
  return words(text).some((w) => blames.has(w));
}

/** Whether a must-not is about a sum of money ("promise a payout amount", "love et erstatningsbeløp"). */
export function namesAmount(text: string, language: string): boolean {
  const amounts = (profileOf(language).lexicon.amountWords ?? []).map(fold);
  return words(text).some((w) => amounts.some((a) => w === a || (a.length >= 5 && (w.startsWith(a) || w.endsWith(a)))));
}

/**
 * The first secret a clause names other than harmlessly, as an index into the lexicon's list, or -1:
 * "choose a new password", "keep your PIN to yourself" and "the last four digits of your card number"
 * name theirs harmlessly; "the last four digits of your PIN" does not. With the guards only, "the first
 * and last character of your password" is not harmless.
 */
function unguardedSecret(p: NeverSayProfile, tokens: string[], guardsOnly = false): number {
  return p.sensitive.findIndex((secret, i) => {
    const harmless = guardsOnly ? p.guards : p.cards.has(i) ? [...p.harmless, ...p.partials] : p.harmless;
    return occurrences(tokens, secret).some((at) => !harmlessNear(tokens, at, secret, harmless));
  });
}

/** Whether one of the harmless words stands within reach of the secret found at `at`. */
function harmlessNear(tokens: string[], at: number, secret: string[], harmless: string[][]): boolean {
  const near = tokens.slice(Math.max(0, at - HARMLESS_REACH), at + secret.length + HARMLESS_REACH);
  return harmless.some((phrase) => containsSequence(near, phrase));
}

const namesAnySecret = (p: NeverSayProfile, tokens: string[]) => p.sensitive.some((phrase) => containsSequence(tokens, phrase));

/**
 * The clauses of a text, folded, ending at sentence punctuation, each with its words and where it starts
 * among all the text's words.
 */
function foldedClauses(text: string, language: string): { clause: string; tokens: string[]; start: number }[] {
  const prepared = foldedWords(cleanText(text), profileOf(language));
  const clauses: { clause: string; tokens: string[]; start: number }[] = [];
  let start = 0;
  for (const match of prepared.matchAll(/[^.;:!?¿¡\n]+[.;:!?\n]?/g)) {
    const tokens = match[0].split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    clauses.push({ clause: match[0], tokens, start });
    start += tokens.length;
  }
  return clauses;
}

/**
 * The sentences of a reply that ask the customer for something: a question, or a clause with a request
 * cue ("tell me", "can you give"), and no negation ("don't give it to anyone").
 */
export function requestSentences(text: string, language: string): string[] {
  const p = profile(language);
  const requests: string[] = [];
  for (const { clause, tokens } of foldedClauses(text, language)) {
    // "Keep your password to yourself, even from me" names a secret only to guard it.
    if (tokens.some((t) => p.negators.has(t)) || (namesAnySecret(p, tokens) && unguardedSecret(p, tokens, true) < 0)) continue;
    if (clause.trimEnd().endsWith('?') || tokens.some((t) => p.cues.has(t))) requests.push(clause);
  }
  return requests;
}

/**
 * The built-in never-say rule: a clause that asks the customer for a secret (a full password or PIN, a
 * card's number or security code). A clause that negates ("I will never ask for your password") or
 * makes the secret harmless ("choose a new password", "the last four digits") is not a request.
 * Returns the secret named, as written in the lexicon, or null.
 */
export function askedSecret(text: string, language: string): string | null {
  const p = profile(language);
  const lexicon = profileOf(language).lexicon;
  // A question mark makes its clause a request by itself.
  for (const { clause, tokens } of foldedClauses(text, language)) {
    const index = unguardedSecret(p, tokens);
    if (index < 0) continue;
    if (tokens.some((t) => p.negators.has(t))) continue;
    if (clause.trimEnd().endsWith('?') || tokens.some((t) => p.cues.has(t))) return lexicon.sensitive[index]!;
  }
  return null;
}

/**
 * A secret referred to by a pronoun: asked for ("feel free to read it out to me", "tapez-le sur le
 * clavier", "escríbamelo en el chat") where the must-not is about asking for it, or used ("la pruebo a ver
 * si entra") where the must-not names a secret without asking. The must-not says which secret the pronoun
 * may stand for. It does, unless the reply last named something an advisor may rightly have read out
 * ("I've texted you a code, read it back to me"), and, where the reply names nothing, only if the customer
 * named the secret. A negated clause ("no me lo diga") asks for nothing.
 */
export function pronounBreaks(reply: string, mustNot: string, language: string, context: readonly string[] = []): boolean {
  const p = profile(language);
  const asks = isAskMustNot(mustNot, language);
  const phrases = asks ? p.pronounAsks : namesSecret(mustNot, language) ? p.pronounUses : [];
  if (phrases.length === 0) return false;
  const mustNotTokens = words(mustNot);
  const named = p.sensitive.filter((phrase) => containsSequence(mustNotTokens, phrase));
  // "Ask the customer to give you the code": without a secret the lexicon knows, the must-not's own words say what.
  const secrets =
    named.length > 0
      ? named
      : mustNotTokens.filter((w) => w.length >= 3 && !p.framing.has(w) && !profileOf(language).stop.has(w)).map((w) => [w]);
  if (secrets.length === 0) return false;
  const clauses = foldedClauses(reply, language);
  const all = clauses.flatMap((c) => c.tokens);
  for (const { tokens, start } of clauses) {
    if (tokens.some((t) => p.negators.has(t))) continue;
    const at = phrases.flatMap((phrase) => occurrences(tokens, phrase)).sort((a, b) => a - b)[0];
    if (at === undefined) continue;
    const before = all.slice(0, start + at);
    const last = (list: string[][], keep: (i: number, phrase: string[]) => boolean = () => true) =>
      Math.max(-1, ...list.flatMap((phrase) => occurrences(before, phrase).filter((i) => keep(i, phrase))));
    // "Choose a new PIN, then type it in" is about the new one, which may be typed.
    const harmlessAt = (i: number, phrase: string[]) =>
      harmlessNear(before, i, phrase, p.cards.has(p.sensitive.indexOf(phrase)) ? [...p.harmless, ...p.partials] : p.harmless);
    const secretAt = last(secrets, (i, phrase) => !harmlessAt(i, phrase));
    const otherAt = Math.max(last(p.readableThings), last(secrets, harmlessAt));
    if (secretAt > otherAt) return true;
    if (otherAt >= 0) continue;
    const said = context.flatMap((line) => (typeof line === 'string' ? [foldedClauses(line, language).flatMap((c) => c.tokens)] : []));
    if (said.some((tokens) => secrets.some((phrase) => containsSequence(tokens, phrase)))) return true;
  }
  return false;
}
