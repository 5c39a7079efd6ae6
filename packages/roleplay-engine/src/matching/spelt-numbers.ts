/** Sums said in words ("fem hundre og femtini", "eight hundred and ninety-nine"), read from a language's number words. */

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
      if (!all.has(`${u}und${t}`)) all.set(`${u}und${t}`, tn + un);
    }
  }
  return all;
}

/** The value of a sum said in words: hundreds and thousands multiply what comes before them. */
export function speltValue(text: string, spelt: Map<string, number>): number | null {
  let total = 0;
  let current = 0;
  let any = false;
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    const n = spelt.get(word);
    if (n === undefined) continue;
    any = true;
    if (n === 100) current = (current || 1) * 100;
    else if (n === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else current += n;
  }
  return any ? total + current : null;
}
