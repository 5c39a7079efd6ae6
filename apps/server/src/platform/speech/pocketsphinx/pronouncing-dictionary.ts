import { readFile } from 'node:fs/promises';

/**
 * The CMU pronouncing dictionary the acoustic model ships with (word → phone strings). A grammar
 * decoder needs a pronunciation for every word its grammar uses; a word the dictionary lacks is derived
 * when it is a possessive or plural of a known word ("provider's") or two known words run together
 * ("overage" = over + age), otherwise the grammar leaves it out.
 */
export class PronouncingDictionary {
  private constructor(private readonly entries: ReadonlyMap<string, readonly string[]>) {}

  /** Parses the dictionary text: `word PH ON ES`, alternates as `word(2) …`. */
  static parse(text: string): PronouncingDictionary {
    const entries = new Map<string, string[]>();
    for (const line of text.split('\n')) {
      const space = line.indexOf(' ');
      if (space <= 0) continue;
      const word = line.slice(0, space).replace(/\(\d+\)$/, '');
      const phones = line.slice(space + 1).trim();
      if (!phones) continue;
      const list = entries.get(word);
      if (list) list.push(phones);
      else entries.set(word, [phones]);
    }
    return new PronouncingDictionary(entries);
  }

  private static loaded = new Map<string, Promise<PronouncingDictionary>>();

  /** One parsed copy per file and process: the dictionary has 135,000 words. */
  static load(path: string): Promise<PronouncingDictionary> {
    let dictionary = PronouncingDictionary.loaded.get(path);
    if (!dictionary) {
      dictionary = readFile(path, 'utf8').then((text) => PronouncingDictionary.parse(text));
      dictionary.catch(() => PronouncingDictionary.loaded.delete(path));
      PronouncingDictionary.loaded.set(path, dictionary);
    }
    return dictionary;
  }

  has(word: string): boolean {
    return this.entries.has(word);
  }

  /** Pronunciations of a word, derived when the dictionary lacks it; empty when it cannot be said. */
  pronounce(word: string): readonly string[] {
    const own = this.entries.get(word);
    if (own) return own;
    const base = /^(.+?)'?s$/.exec(word)?.[1];
    if (base && base.length > 1) {
      const stem = this.entries.get(base);
      // Possessive or plural: +S after voiceless sounds, +IH Z after sibilants, +Z otherwise.
      if (stem) return stem.map((p) => `${p} ${suffixFor(p)}`);
    }
    for (let cut = word.length - 2; cut >= 2; cut--) {
      const head = this.entries.get(word.slice(0, cut));
      const tail = this.entries.get(word.slice(cut));
      if (head && tail) return [`${head[0]} ${tail[0]}`];
    }
    return [];
  }
}

function suffixFor(phones: string): string {
  const last = phones.split(' ').pop() ?? '';
  if (['S', 'Z', 'SH', 'ZH', 'CH', 'JH'].includes(last)) return 'IH Z';
  if (['P', 'T', 'K', 'F', 'TH'].includes(last)) return 'S';
  return 'Z';
}
