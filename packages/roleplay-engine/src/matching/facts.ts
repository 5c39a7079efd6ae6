import type { MatchingLexicon } from '../lexicons/matching/index.js';
import { cleanText, fold, numberKey, profileOf, type Profile } from './analyse.js';
import { SUM_JOINERS, speltNumbers, speltValue } from './spelt-numbers.js';

/** The kinds of value a recommended answer can state and a reply must not contradict. */
export type FactKind = 'amount' | 'percent' | 'date' | 'time' | 'duration' | 'email' | 'number' | 'name' | 'channel';

export interface Fact {
  kind: FactKind;
  /** Comparable form ("89.99", "9-14-1989", "5 day", "14:30"). A date without a stated year omits it. */
  key: string;
  /** Alternative readings of the same text (an ambiguous 03/04 date). */
  alternatives?: string[];
  /** As written, for coaching ("$8.99"). */
  text: string;
  /** A duration's unit as stated ("ten years as a customer" is not judged against "12 months"); "gb" or "mb" for data. */
  unit?: string;
  /** The stem of the word the value is said of, when one stands just before it ("save about 12 €" → "save"). */
  cue?: string;
}

const NUM = String.raw`\d{1,3}(?:[ .,\u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const SYMBOLS = String.raw`R\$|US\$|\$|€|£|¥|kr\.?|NOK|SEK|EUR|USD|GBP|BRL|MXN|CHF`;
const DATA = /(?<![\p{L}\p{N}])(\d+(?:[.,]\d{1,2})?)\s?(gb|mb|tb|gigas?|megas?|gigabytes?|megabytes?)(?![\p{L}\p{N}])/gu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;

interface Patterns {
  amount: RegExp;
  percent: RegExp;
  duration: RegExp;
  monthFirst: RegExp;
  dayFirst: RegExp;
  numericDate: RegExp;
  /** A day and month without a year: "04/03", "4.3." (the dot after the month tells it from a decimal). */
  shortDate: RegExp;
  forever: RegExp | null;
  /** Durations said without a figure ("half an hour", "et kvarter", "un semestre"), in reading order. */
  wordedDurations: { re: RegExp; minutes: number; unit: string }[];
  nextPeriod: RegExp | null;
  pastDays: { re: RegExp; key: string }[];
  afterNextPeriod: RegExp | null;
  time: RegExp;
  /** A clock time after "kl." ("kl. 08.12", "klockan 8"), where a point separates hours and minutes. */
  clockTime: RegExp;
  /** Words that fold into a unit word but are none, with a stand-in of the same length. */
  lookalikes: { re: RegExp; as: Map<string, string> } | null;
  /** Clock times said in words ("quarter past nine", "halv ni"), each with the minutes it adds to the hour named. */
  spokenTimes: { re: RegExp; minutes: number | 'm' | '-m'; within?: readonly [number, number] }[];
  /** Whether a text holds any word the spoken times are said with ("past", "kvart", "halb"): most hold none. */
  spokenHint: RegExp | null;
  /** The channel a message goes by ("by e-mail", "på SMS"), and which channel each phrase names. */
  channel: { re: RegExp; of: Map<string, string> } | null;
  monthIndex: Map<string, number>;
  unitOf: Map<string, string>;
  numberWords: Map<string, number>;
  spelt: Map<string, number>;
  dayWords: Map<string, number>;
  /** Three or more digits said one by one in words ("fire-fire-en-sju", "four four one seven"). */
  digitWords: RegExp;
}

const cache = new Map<string, Patterns>();
/** Unit words with room for an inflection ("arbetsdag" also reads "arbetsdagar"); one- and two-letter units exactly. */
const units = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => (w.length >= 3 ? `${w}\\p{L}{0,3}` : w))
    .join('|');
/** The unit a matched word belongs to: the longest unit word it starts with. */
function unitOfWord(word: string, unitOf: Map<string, string>): string | undefined {
  const exact = unitOf.get(word);
  if (exact) return exact;
  let best: [string, string] | undefined;
  for (const [w, unit] of unitOf) if (w.length >= 3 && word.startsWith(w) && (!best || w.length > best[0].length)) best = [w, unit];
  return best?.[1];
}
const alt = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');

/** Whole phrases of a lexicon list, matched in folded text; words may stand apart by a space, apostrophe or hyphen. */
/** A phrase's words, however they are joined ("e-mail", "e mail", "email" are one phrase). */
const joined = (phrase: string) =>
  fold(phrase)
    .split(/[\s'-]+/)
    .filter(Boolean);
const phrases = (list: readonly string[] | undefined) =>
  list?.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt(list.map((f) => fold(f))).replace(/ /g, "[\\s'-]+")})(?![\\p{L}\\p{N}])`, 'gu')
    : null;

function patternsFor(language: string, lexicon: MatchingLexicon): Patterns {
  const key = language.slice(0, 2).toLowerCase();
  const hit = cache.get(key);
  if (hit) return hit;
  const monthIndex = new Map<string, number>();
  lexicon.months.forEach((forms, i) => forms.forEach((f) => monthIndex.set(f, i + 1)));
  const unitOf = new Map<string, string>();
  for (const [unit, words] of Object.entries(lexicon.durations)) for (const w of words) unitOf.set(w, unit);
  // "24 h", "48h": the hour's symbol is the same in every language the product offers.
  for (const symbol of ['h', 'hr', 'hrs']) if (!unitOf.has(symbol)) unitOf.set(symbol, 'hour');
  const numberWords = new Map(Object.entries(lexicon.numberWords));
  const spelt = speltNumbers(numberWords);
  // A count said in one word, tens and unit written together included ("tjuefire timer").
  const count = `${NUM}|${alt(spelt.keys())}`;
  // A sum said in words: "eight hundred and ninety-nine", "fem hundre og femtini", "neunundfünfzig".
  const speltSum = `(?:${alt(spelt.keys())})(?:(?:\\s(?:${SUM_JOINERS.join('|')})\\s|[\\s-])?(?:${alt(spelt.keys())}))*`;
  const currency = alt(Object.keys(lexicon.currencyWords));
  const months = alt(monthIndex.keys());
  const cardinals = lexicon.cardinalDays ? [...numberWords].filter(([, n]) => n >= 2 && n <= 31) : [];
  const dayWords = new Map([...Object.entries(lexicon.dayWords ?? {}), ...cardinals]);
  const day = dayWords.size ? `\\d{1,2}|${alt(dayWords.keys())}` : '\\d{1,2}';
  const b = '(?<![\\p{L}\\p{N}])';
  const e = '(?![\\p{L}\\p{N}])';
  const patterns: Patterns = {
    amount: new RegExp(
      `(?:(?:${SYMBOLS})\\s?(${NUM}))|(?:${b}(${NUM})\\s?(?:${SYMBOLS}|${currency})${e})|(?:${b}(${speltSum})\\s(?:${currency})${e})`,
      'giu',
    ),
    percent: new RegExp(`${b}(${NUM})\\s?(?:%|percent|per cent|por ciento|pour cent|prozent|procent|prosent|per cento|por cento)`, 'giu'),
    // One word may stand between a count and its unit ("5 working days"), but not a number word: "Glasfaser
    // 500 zwölf Monate" is twelve months.
    duration: new RegExp(
      `${b}(${count})(?:\\s?(?:-|to|a|à|bis|til|till|e|y|et|und|och|og|ou|o|or|and)\\s?(${count}))?(?:\\s(?:(?!(?:${alt(numberWords.keys())})\\s)\\p{L}+\\s)?|(?=\\p{L}))(${units(unitOf.keys())})${e}`,
      'giu',
    ),
    monthFirst: new RegExp(`${b}(${months})\\.?\\s(?:the\\s)?(${day})(?:st|nd|rd|th)?${e}(?:,?\\s(\\d{4}))?`, 'giu'),
    dayFirst: new RegExp(
      `${b}(${day})(?:st|nd|rd|th|er|º|°|\\.)?\\s(?:de\\s|of\\s|di\\s)?(${months})${e}\\.?(?:,?\\s(?:de\\s|del\\s)?(\\d{4}))?`,
      'giu',
    ),
    wordedDurations: WORDED_DURATIONS.flatMap(({ list, minutes, unit }) => {
      const re = phrases(lexicon[list]);
      return re ? [{ re, minutes, unit }] : [];
    }),
    nextPeriod: phrases(lexicon.billingPeriods?.next),
    // The longest first: "the day before yesterday" holds "yesterday".
    pastDays: (
      [
        ['dayBefore', 'day-2'],
        ['yesterday', 'day-1'],
        ['earlierToday', 'day0'],
      ] as const
    ).flatMap(([list, key]) => {
      const re = phrases(lexicon.pastDays?.[list]);
      return re ? [{ re, key }] : [];
    }),
    afterNextPeriod: phrases(lexicon.billingPeriods?.afterNext),
    forever: phrases(lexicon.forever),
    numericDate: /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/.-])/g,
    shortDate: /(?<![\d/.,-])(?:(\d{2})\/(\d{2})(?![\d/]|[.,-]\d)|(\d{1,2})\.(\d{1,2})\.(?![\d]))/g,
    time: /(?<![\d:])(\d{1,2})(?:(?::|\s?h\s?)(\d{2})\s?(am|pm|a\.m\.|p\.m\.)?|\s?(am|pm|a\.m\.|p\.m\.))(?![\p{L}\d])/giu,
    clockTime: /(?<![\p{L}\d])(?:kl|klokka|klokken|klockan)\.?\s?(\d{1,2})(?:[.:](\d{2}))?(?![\p{L}\d])/gu,
    spokenTimes: spokenTimes(lexicon, numberWords),
    lookalikes: lookalikes(lexicon),
    spokenHint: spokenHint(lexicon),
    channel: channels(lexicon),
    monthIndex,
    unitOf,
    numberWords,
    spelt,
    dayWords,
    digitWords: digitWords(numberWords),
  };
  cache.set(key, patterns);
  return patterns;
}

function digitWords(numberWords: Map<string, number>): RegExp {
  const digit = alt([...numberWords].filter(([, n]) => n >= 0 && n <= 9).map(([w]) => w));
  return new RegExp(`(?<![\\p{L}\\d])(?:${digit})(?:[ -](?:${digit})){2,}(?![\\p{L}\\d])`, 'gu');
}

/**
 * A clock time in words: the hour as digits or a number word from one to twelve, the minutes past or to
 * it from five to twenty-five ("ten past nine"; "two to three days" is no time).
 */
function spokenTimes(lexicon: MatchingLexicon, numberWords: Map<string, number>): Patterns['spokenTimes'] {
  const hours = alt([...numberWords].filter(([, n]) => n >= 1 && n <= 12).map(([w]) => w));
  const minutes = alt([...numberWords].filter(([, n]) => [5, 10, 20, 25].includes(n)).map(([w]) => w));
  // "Litt over 2 timer" is a time frame, not a clock time: a loose time is never followed by a unit.
  const units = alt([...Object.values(lexicon.durations).flat(), ...Object.keys(lexicon.currencyWords)]);
  return (lexicon.spokenTimes ?? []).map(({ say, minutes: after, within }) => {
    const body = joined(say)
      .map((w) => (w === '{h}' ? `(?<h>\\d{1,2}|${hours})` : w === '{m}' ? `(?<m>${minutes})` : alt([w])))
      .join("[\\s'-]+");
    const notUnit = within ? `(?![\\s-]+(?:${units})(?![\\p{L}\\p{N}]))` : '';
    return { re: new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])${notUnit}`, 'gu'), minutes: after, within };
  });
}

function lookalikes(lexicon: MatchingLexicon): Patterns['lookalikes'] {
  const entries = Object.entries(lexicon.unitLookalikes ?? {});
  if (entries.length === 0) return null;
  // Only right after a figure, where a unit would stand: "448201-7 är", not the "år" of "i 12 år".
  return { re: new RegExp(`(?<=\\p{N}[\\s-]?)(?:${alt(entries.map(([w]) => w))})(?![\\p{L}\\p{N}])`, 'giu'), as: new Map(entries) };
}

/** A text with each unit lookalike put out of the way before folding, letter for letter, so positions hold. */
const withoutLookalikes = (text: string, l: Patterns['lookalikes']) =>
  l ? text.replace(l.re, (w) => l.as.get(w.toLowerCase()) ?? w) : text;

function spokenHint(lexicon: MatchingLexicon): RegExp | null {
  const words = new Set((lexicon.spokenTimes ?? []).flatMap(({ say }) => joined(say).filter((w) => !w.startsWith('{'))));
  return words.size ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt(words)})(?![\\p{L}\\p{N}])`, 'u') : null;
}

/** The channel phrases as one pattern, longest first; a phrase's words may be joined or apart ("e-mail", "email"). */
function channels(lexicon: MatchingLexicon): Patterns['channel'] {
  const of = new Map<string, string>();
  const said: string[][] = [];
  for (const [channel, list] of Object.entries(lexicon.channels ?? {})) {
    for (const phrase of list) {
      said.push(joined(phrase));
      of.set(joined(phrase).join(''), channel);
    }
  }
  if (said.length === 0) return null;
  const body = said
    .sort((a, b) => b.join('').length - a.join('').length)
    .map((words) => words.map((w) => alt([w])).join("[\\s'-]*"))
    .join('|');
  return { re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'gu'), of };
}

/** Durations compare in minutes: "within 48 hours" and "within two days" agree, as do a year and 12 months. */
const MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 1440, week: 10080, month: 43200, year: 12 * 43200 };

/**
 * Durations said without a figure, read before the duration pattern and in this order: "half an hour" and
 * "a quarter of an hour" both hold "an hour", which the duration pattern would read as one.
 */
const WORDED_DURATIONS = [
  { list: 'halfHour', minutes: 30, unit: 'minute' },
  { list: 'quarterHour', minutes: 15, unit: 'minute' },
  { list: 'anHour', minutes: 60, unit: 'hour' },
  { list: 'halfYear', minutes: 6 * MINUTES.month!, unit: 'month' },
] as const;
const countOf = (raw: string, words: Map<string, number>) =>
  words.get(raw.toLowerCase()) ?? Number(numberKey(raw.replace(/[\s\u00a0]/g, '')));
const pad = (n: number) => String(n);
/** A loose time ("litt over ni") keys the minutes it may be off by: "9:00~0~20" is 9:00 to 9:20. */
const timeFact = (hours: number, minutes: number, text: string, within?: readonly [number, number]): Fact | null =>
  hours > 23 || minutes > 59
    ? null
    : { kind: 'time', key: `${hours}:${String(minutes).padStart(2, '0')}${within ? `~${within[0]}~${within[1]}` : ''}`, text };

/** A value and where it is in the folded text (`fold(cleanText(text))`) it was read from. */
export interface FactSpan {
  fact: Fact;
  start: number;
  end: number;
}

/** Every value a text states, by kind; the spans they cover are not read again as plain numbers. */
export function extractFacts(text: string, language: string): Fact[] {
  return factSpans(text, language).map((s) => s.fact);
}

/**
 * Where each character of the folded text the fact extractor reads came from in the label as written,
 * or null when folding the label character by character does not give that text (a composed sequence
 * that folds differently as a whole): the label's values cannot then be placed.
 */
export function foldedOrigins(label: string): number[] | null {
  const origins: number[] = [];
  let folded = '';
  let at = 0;
  for (const char of label) {
    const piece = fold(cleanText(char));
    folded += piece;
    for (let i = 0; i < piece.length; i++) origins.push(at);
    at += char.length;
  }
  origins.push(label.length);
  return folded === fold(cleanText(label)) ? origins : null;
}

/** extractFacts with where each value was read, so a label can hide its values in place. */
export function factSpans(text: string, language: string): FactSpan[] {
  const profile = profileOf(language);
  const p = patternsFor(language, profile.lexicon);
  const source = fold(withoutLookalikes(cleanText(text), p.lookalikes));
  const facts: FactSpan[] = [];
  const free = (start: number, end: number) => facts.every((f) => end <= f.start || start >= f.end);
  // A value is shown as written ("12 måneder", "Marseille", not the folded "12 maneder"); plain ASCII
  // folds in place, so its positions are the text's own.
  let origins: number[] | null | undefined;
  const written = (start: number, end: number, read: string) => {
    if (!/[^\p{ASCII}]/u.test(text)) return text.slice(start, end).trim();
    origins ??= foldedOrigins(text);
    return origins ? text.slice(origins[start], origins[end]).trim() : read;
  };
  const run = (re: RegExp, f: (m: RegExpMatchArray) => Fact | null) => {
    for (const m of source.matchAll(re)) {
      if (!free(m.index!, m.index! + m[0].length)) continue;
      const fact = f(m);
      if (!fact) continue;
      const start = m.index!;
      const end = start + m[0].length;
      facts.push({ fact: { ...fact, text: written(start, end, fact.text) }, start, end });
    }
  };
  run(EMAIL, (m) => ({ kind: 'email', key: m[0], text: m[0] }));
  run(p.numericDate, (m) => {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const y = m[3]!.length === 2 ? `${Number(m[3]) > 40 ? 19 : 20}${m[3]}` : m[3]!;
    if (a > 31 || b > 31 || (a > 12 && b > 12)) return null;
    const dayFirst = `${pad(b)}-${pad(a)}-${y}`;
    const monthFirst = `${pad(a)}-${pad(b)}-${y}`;
    if (a > 12) return { kind: 'date', key: dayFirst, text: m[0] };
    if (b > 12) return { kind: 'date', key: monthFirst, text: m[0] };
    // Only English writes the month first ("3/4/1989" is March 4 in the US, 3 April in the UK); elsewhere
    // "04/02/1993" is the fourth of February, not a reading of "02/04/1993".
    return profile.base === 'en'
      ? { kind: 'date', key: dayFirst, alternatives: [monthFirst], text: m[0] }
      : { kind: 'date', key: dayFirst, text: m[0] };
  });
  run(p.clockTime, (m) => timeFact(Number(m[1]), Number(m[2] ?? 0), m[0]));
  run(p.shortDate, (m) => {
    // Two digits each side of a slash may be day/month or month/day; a dotted one is day-first.
    const dotted = m[3] !== undefined;
    const a = Number(m[1] ?? m[3]);
    const b = Number(m[2] ?? m[4]);
    const dayFirst = b >= 1 && b <= 12 && a >= 1 && a <= 31 ? `${b}-${a}` : null;
    const monthFirst = !dotted && a >= 1 && a <= 12 && b >= 1 && b <= 31 ? `${a}-${b}` : null;
    const [key, ...alternatives] = [dayFirst, monthFirst].filter((k): k is string => k !== null);
    if (!key) return null;
    return { kind: 'date', key, ...(alternatives.length && alternatives[0] !== key ? { alternatives } : {}), text: m[0] };
  });
  const dayOf = (raw: string) => p.dayWords.get(raw.toLowerCase()) ?? Number(raw);
  run(p.dayFirst, (m) => {
    const month = p.monthIndex.get(m[2]!.toLowerCase());
    return month ? { kind: 'date', key: [month, dayOf(m[1]!), m[3]].filter(Boolean).join('-'), text: m[0] } : null;
  });
  run(p.monthFirst, (m) => {
    const month = p.monthIndex.get(m[1]!.toLowerCase());
    return month ? { kind: 'date', key: [month, dayOf(m[2]!), m[3]].filter(Boolean).join('-'), text: m[0] } : null;
  });
  run(p.amount, (m) => {
    const raw = m[1] ?? m[2];
    const value = raw ? numberKey(raw.replace(/[\s\u00a0]/g, '')) : String(speltValue(m[3]!, p.spelt) ?? '');
    return value ? { kind: 'amount', key: value, text: m[0].trim() } : null;
  });
  // A data allowance is an amount in its own unit: "15 GB" is not the "10 GB" a customer has gone over.
  run(DATA, (m) => ({ kind: 'amount', key: `${numberKey(m[1]!)} ${m[2]![0]}b`, unit: `${m[2]![0]}b`, text: m[0] }));
  run(p.percent, (m) => ({ kind: 'percent', key: numberKey(m[1]!), text: m[0] }));
  run(p.time, (m) => {
    let hours = Number(m[1]);
    const minutes = Number(m[2] ?? 0);
    const half = (m[3] ?? m[4] ?? '').replace(/\./g, '');
    if (half === 'pm' && hours < 12) hours += 12;
    if (half === 'am' && hours === 12) hours = 0;
    return timeFact(hours, minutes, m[0].trim());
  });
  // "Kvart over ni" is 9:15 or 21:15; "halv ni" 8:30 or 20:30.
  const spoken = p.spokenHint?.test(source) ? p.spokenTimes : [];
  for (const { re, minutes: after, within } of spoken) {
    run(re, (m) => {
      const named = p.numberWords.get(m.groups!.h!) ?? Number(m.groups!.h);
      const said = m.groups!.m ? (p.numberWords.get(m.groups!.m) ?? 0) : 0;
      const total = named * 60 + (after === 'm' ? said : after === '-m' ? -said : after);
      const at = (shift: number) => timeFact((Math.floor(total / 60) + shift) % 24, ((total % 60) + 60) % 60, m[0], within);
      const fact = at(0);
      if (fact && named <= 12) fact.alternatives = [at(12)!.key];
      return fact;
    });
  }
  if (p.channel) {
    const { re, of } = p.channel;
    run(re, (m) => {
      const channel = of.get(joined(m[0]).join(''));
      return channel ? { kind: 'channel', key: channel, text: m[0] } : null;
    });
  }
  for (const { re, minutes, unit } of p.wordedDurations) run(re, (m) => ({ kind: 'duration', key: `${minutes} min`, unit, text: m[0] }));
  run(p.duration, (m) => {
    let from = countOf(m[1]!, p.spelt);
    let to = m[2] ? countOf(m[2], p.spelt) : null;
    // "vingt-quatre heures", "vinte e quatro horas", "dix-sept jours": tens and a unit said in words are one
    // number, not a range.
    const tens = from >= 20 && from <= 90 && from % 10 === 0;
    if (to !== null && /\p{L}/u.test(m[1]!) && to >= 1 && to <= 9 && (from === 10 ? to >= 7 : tens)) {
      from += to;
      to = null;
    }
    const unit = unitOfWord(m[3]!.toLowerCase(), p.unitOf);
    if (!unit || !Number.isFinite(from)) return null;
    const minutes = MINUTES[unit]!;
    const span = to !== null && Number.isFinite(to) ? `${from * minutes}-${to * minutes}` : `${from * minutes}`;
    return { kind: 'duration', key: `${span} min`, unit, text: m[0] };
  });
  // The bill after next before the next one it holds; both are points in time, compared only with each other.
  if (p.afterNextPeriod) run(p.afterNextPeriod, (m) => ({ kind: 'date', key: 'bill+2', unit: 'bill', text: m[0] }));
  if (p.nextPeriod) run(p.nextPeriod, (m) => ({ kind: 'date', key: 'bill+1', unit: 'bill', text: m[0] }));
  for (const { re, key } of p.pastDays) run(re, (m) => ({ kind: 'date', key, unit: 'day', text: m[0] }));
  // A time frame without end is a duration too: "for life" is not the 12 months an offer lasts.
  if (p.forever) run(p.forever, (m) => ({ kind: 'duration', key: 'forever', text: m[0] }));
  // Digits said one by one in words ("fire-fire-en-ni") are one number, as are digits read out one by one
  // ("4-4-7-1", "4 4 7 1").
  run(p.digitWords, (m) => {
    const key = m[0]
      .split(/[ -]/)
      .map((word) => p.numberWords.get(word))
      .join('');
    return /^\d+$/.test(key) ? { kind: 'number', key, text: m[0] } : null;
  });
  run(/(?<![\p{L}\d])\d(?:[ -]\d){2,}(?![\p{L}\d])/gu, (m) => ({ kind: 'number', key: m[0].replace(/[ -]/g, ''), text: m[0] }));
  // Digits left over: a reference, an order or phone number, a code read out in groups ("582 931").
  run(/(?<![\p{L}\d])\d+(?:[ -]\d{2,})*(?![\p{L}\d])/gu, (m) => ({ kind: 'number', key: m[0].replace(/[ -]/g, ''), text: m[0] }));
  for (const span of facts) {
    const cue = cueBefore(source.slice(Math.max(0, span.start - CUE_CHARS), span.start), profile);
    if (cue) span.fact.cue = cue;
  }
  return facts;
}

const CUE_CHARS = 48;
const CUE_WORDS = 3;

const hedges = new Map<string, Set<string>>();

/**
 * The first content word among the last few before a value in its clause, stemmed and read through the
 * synonym sets; a hedge ("about", "unos") is passed over, so "save about 12 €" is said of saving.
 */
function cueBefore(before: string, profile: Profile): string | undefined {
  let hedge = hedges.get(profile.base);
  if (!hedge) hedges.set(profile.base, (hedge = new Set((profile.lexicon.approximators ?? []).map(fold))));
  const clause = before.split(/[.;:!?,\n]/).pop() ?? '';
  const tokens = clause
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(-CUE_WORDS)
    .reverse();
  const word = tokens.find((t) => !/\d/.test(t) && !profile.stop.has(t) && !profile.numberWords.has(t) && !hedge.has(t));
  if (!word) return undefined;
  const stem = profile.stem(word);
  return profile.canon.get(stem) ?? stem;
}
