/** Sums said in words ("fem hundre og femtini", "eight hundred and ninety-nine", "fünfhundertneunundvierzig"). */

/** Words that join the parts of a sum ("five hundred and ten", "cuarenta y nueve", "hundre og ti"). */
export const SUM_JOINERS = ['and', 'og', 'och', 'und', 'e', 'y', 'et'];

/**
 * Number words with the tens-and-units words built from them, as languages write them in one word:
 * "femtini" (50 + 9), "tjugofem", "neunundfünfzig" (9 und 50).
 */
export function speltNumbers(words: Map<string, number>): Map<string, number> {
  const all = new Map(words);
  const tens = [...words].filter(([, n]) => n >= 20 && n <= 90 && n % 10 === 0);
  const units = [...words].filter(([, n]) => n >= 1 && n <= 9);
  for (const [t, tn] of tens) {
    for (const [u, un] of units) {
      if (!all.has(t + u)) all.set(t + u, tn + un);
      // Italian drops the tens' last vowel before a unit that starts with one ("ventuno", "novantotto").
      if (/[aeiou]$/.test(t) && /^[aeiou]/.test(u) && !all.has(t.slice(0, -1) + u)) all.set(t.slice(0, -1) + u, tn + un);
      if (!all.has(`${u}und${t}`)) all.set(`${u}und${t}`, tn + un);
    }
  }
  return all;
}

const readers = new WeakMap<Map<string, number>, RegExp>();
/** The longest number word at a position, or a joiner or separator between them. */
function readerOf(spelt: Map<string, number>): RegExp {
  let reader = readers.get(spelt);
  if (!reader) {
    const words = [...spelt.keys()].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    reader = new RegExp(`(${words.join('|')})|(?:${SUM_JOINERS.join('|')})(?=[\\s-])|[\\s-]+`, 'y');
    readers.set(spelt, reader);
  }
  return reader;
}

/**
 * The value of a sum said in words, read word by word, including words written together
 * ("cinquecentoquarantanove"): hundreds and thousands multiply what comes before them.
 */
export function speltValue(text: string, spelt: Map<string, number>): number | null {
  const reader = readerOf(spelt);
  const source = text.toLowerCase();
  let total = 0;
  let current = 0;
  let any = false;
  reader.lastIndex = 0;
  while (reader.lastIndex < source.length) {
    const m = reader.exec(source);
    if (!m) return null;
    if (!m[1]) continue;
    const n = spelt.get(m[1])!;
    any = true;
    if (n === 100) current = (current || 1) * 100;
    else if (n === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else current += n;
  }
  return any ? total + current : null;
}
