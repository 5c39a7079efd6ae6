/**
 * How an English answer may be spoken, as a sequence of slots: each slot lists the word sequences a
 * speaker may say at that point (an empty sequence: the slot may be left out). A grammar decoder only
 * hears what its grammar allows, so "$54.99" must become "fifty four dollars ninety nine cents", "fifty
 * four ninety nine" or "fifty four point nine nine"; "4417" "four four one seven" or "four thousand four
 * hundred seventeen". English only: the offline acoustic model Debian ships is US English.
 */
export type Slot = readonly (readonly string[])[];

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function underHundred(n: number): string[] {
  if (n < 10) return [ONES[n]!];
  if (n < 20) return [TEENS[n - 10]!];
  return n % 10 === 0 ? [TENS[Math.floor(n / 10)]!] : [TENS[Math.floor(n / 10)]!, ONES[n % 10]!];
}

function underThousand(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds > 0 ? [ONES[hundreds]!, 'hundred'] : [];
  return rest > 0 || hundreds === 0 ? [...words, ...underHundred(rest)] : words;
}

/** The cardinal reading of 0 ≤ n < 1,000,000,000: 4417 → four thousand four hundred seventeen. */
export function cardinal(n: number): string[] {
  if (n < 1000) return underThousand(n);
  const scales: [number, string][] = [
    [1_000_000, 'million'],
    [1000, 'thousand'],
  ];
  for (const [size, name] of scales) {
    if (n >= size) {
      const rest = n % size;
      return [...cardinal(Math.floor(n / size)), name, ...(rest > 0 ? cardinal(rest) : [])];
    }
  }
  return underThousand(n);
}

export function ordinal(n: number): string[] {
  const words = cardinal(n);
  const last = words[words.length - 1]!;
  const spoken = ORDINAL[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words.slice(0, -1), spoken];
}

const digitsOf = (text: string) => [...text].map((d) => ONES[Number(d)]!);

/** Every reading of a run of digits people use: the number, digit by digit, and pairs ("nineteen eighty six"). */
export function numberReadings(text: string): string[][] {
  const readings: string[][] = [];
  const value = Number(text);
  if (text.length <= 9 && !(text.length > 1 && text.startsWith('0'))) readings.push(cardinal(value));
  if (text.length >= 3) {
    readings.push(digitsOf(text));
    if (text.includes('0')) readings.push([...text].map((d) => (d === '0' ? 'oh' : ONES[Number(d)]!)));
  }
  if (text.length === 4 && text[0] !== '0' && text[2] !== '0')
    readings.push([...underHundred(Number(text.slice(0, 2))), ...underHundred(Number(text.slice(2)))]);
  if (text.length === 4 && text.endsWith('00') && text[0] !== '0') readings.push([...underHundred(Number(text.slice(0, 2))), 'hundred']);
  return dedupe(readings);
}

function dedupe(readings: readonly (readonly string[])[]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const r of readings) {
    const key = r.join(' ');
    if (!seen.has(key)) {
      seen.add(key);
      out.push([...r]);
    }
  }
  return out;
}

const cross = (a: readonly (readonly string[])[], b: readonly (readonly string[])[]) => a.flatMap((x) => b.map((y) => [...x, ...y]));

/** An amount of money: "$54.99" → fifty four dollars (and) ninety nine (cents) | fifty four ninety nine | … point nine nine. */
function moneyReadings(whole: string, cents: string | undefined): string[][] {
  const amount = numberReadings(whole).slice(0, 1);
  // The currency word may come before or after the amount ("dollar sixty" is how some synthesisers read "$60").
  if (!cents) return dedupe([...cross(amount, [['dollars'], ['dollar'], ['bucks'], []]), ...cross([['dollar'], ['dollars']], amount)]);
  const c = [underHundred(Number(cents.padEnd(2, '0')))];
  const point = [['point', ...digitsOf(cents)]];
  return dedupe([
    ...cross(cross(amount, [['dollars'], ['dollars', 'and'], ['dollar']]), cross(c, [['cents'], []])),
    ...cross(amount, c),
    ...cross(cross([['dollar'], ['dollars'], []], amount), point),
  ]);
}

/** A token the grammar cannot take as it is: numbers, money, ordinals, percentages, codes. */
function readingsOfToken(token: string, known: (word: string) => boolean): string[][] | null {
  let m: RegExpExecArray | null;
  if ((m = /^\$(\d{1,9})(?:\.(\d{1,2}))?$/.exec(token))) return moneyReadings(m[1]!, m[2]);
  if ((m = /^(\d{1,9})%$/.exec(token))) return cross(numberReadings(m[1]!), [['percent']]);
  if ((m = /^(\d{1,9})(st|nd|rd|th)$/.exec(token))) return [ordinal(Number(m[1]))];
  if ((m = /^(\d{1,9})\.(\d{1,3})$/.exec(token))) return cross(numberReadings(m[1]!).slice(0, 1), [['point', ...digitsOf(m[2]!)]]);
  if (/^\d{1,12}$/.test(token)) {
    const readings = numberReadings(token);
    // Small numbers are also said as ordinals ("July twenty first").
    if (Number(token) >= 1 && Number(token) <= 31) readings.push(ordinal(Number(token)));
    return readings;
  }
  // Letters and digits together (claim numbers, "CLM20931"): letter by letter, digits one by one.
  if (/^[a-z]+\d+[a-z\d]*$/i.test(token)) return [[...token.toLowerCase()].map((ch) => (/\d/.test(ch) ? ONES[Number(ch)]! : ch))];
  const lower = token.toLowerCase();
  // Short capitals are often spelled out (PIN, SIM, SMS); keep the word too when it is one.
  if (/^[A-Z]{2,5}s?$/.test(token)) {
    return dedupe([...(known(lower) ? [[lower]] : []), [...lower], ...(ABBREVIATIONS[lower] ?? [])]);
  }
  return null;
}

/** Units and abbreviations said as words. */
const ABBREVIATIONS: Record<string, string[][]> = {
  gb: [['gigabytes'], ['gigabyte'], ['gigs'], ['gig']],
  mb: [['megabytes'], ['megs']],
  mbps: [['megabits'], ['megs']],
  '&': [['and']],
  'e-mail': [['email']],
  ok: [['okay'], ['o', 'k']],
};

/** Splits text into spoken tokens: lower case, straight apostrophes, hyphens and slashes as spaces. */
export function tokensOf(text: string): string[] {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2013\u2014]/g, ' ')
    .replace(/\be-mail\b/gi, 'email')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/&/g, ' and ')
    .replace(/(\d)([a-z]{2,})\b/gi, (all, d: string, unit: string) => (/^(st|nd|rd|th)$/i.test(unit) ? all : `${d} ${unit}`))
    .split(/[\s/\-–—]+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu, ''))
    .filter((t) => t.length > 0);
}

/** One written token of an answer with the ways it may be spoken. */
export interface SpokenToken {
  written: string;
  slot: Slot;
}

/**
 * The tokens of an answer and how each may be spoken. Words are lower-cased; `known` tells whether the
 * pronouncing dictionary has a word, so an abbreviation that is also a word ("pin") keeps both readings.
 */
export function spokenTokens(text: string, known: (word: string) => boolean): SpokenToken[] {
  return tokensOf(text).map((token) => ({
    written: token,
    slot: readingsOfToken(token, known) ?? ABBREVIATIONS[token.toLowerCase()] ?? [[token.toLowerCase()]],
  }));
}

export function spokenSlots(text: string, known: (word: string) => boolean): Slot[] {
  return spokenTokens(text, known).map((t) => t.slot);
}

/**
 * Puts numbers, amounts and abbreviations back the way the answers write them: the decoder hears
 * "fifty four ninety nine" and "p i n", the matcher compares with "$54.99" and "PIN". Longest readings win.
 */
export function writtenFormRestorer(tokens: readonly SpokenToken[]): (spoken: string) => string {
  const readings = new Map<string, string>();
  let longest = 0;
  for (const { written, slot } of tokens) {
    const plain = slot.length === 1 && slot[0]!.length === 1 && slot[0]![0] === written.toLowerCase();
    if (plain) continue;
    for (const seq of slot) {
      if (seq.length === 0 || readings.has(seq.join(' '))) continue;
      readings.set(seq.join(' '), written);
      longest = Math.max(longest, seq.length);
    }
  }
  return (spoken) => {
    const words = spoken.split(/\s+/).filter(Boolean);
    const out: string[] = [];
    for (let i = 0; i < words.length;) {
      let taken = 0;
      for (let n = Math.min(longest, words.length - i); n > 0 && taken === 0; n--) {
        const written = readings.get(words.slice(i, i + n).join(' '));
        if (written !== undefined) {
          out.push(written);
          taken = n;
        }
      }
      if (taken === 0) {
        out.push(words[i]!);
        taken = 1;
      }
      i += taken;
    }
    return out.join(' ');
  };
}
