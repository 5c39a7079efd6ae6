import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadModule, type HunspellFactory } from 'hunspell-asm';
import type { SpellChecker } from '@switchboard/roleplay-engine';

/**
 * Hunspell dictionaries for typing accuracy, one per language of the nine locales (Brazilian
 * Portuguese is `dictionary-pt`; both Spanish locales share `dictionary-es`). Hunspell itself runs as
 * WebAssembly (`hunspell-asm`): the JavaScript port took up to 107 s to load the French dictionary,
 * this loads each in 0.3–2.5 s, once per process, on first use. The engine stays pure: it is handed
 * the checker with the scoring options.
 */
const PACKAGES: Record<string, string> = {
  en: 'dictionary-en',
  fr: 'dictionary-fr',
  es: 'dictionary-es',
  pt: 'dictionary-pt',
  it: 'dictionary-it',
  de: 'dictionary-de',
  nb: 'dictionary-nb',
  sv: 'dictionary-sv',
};

const require = createRequire(import.meta.url);
let factory: Promise<HunspellFactory> | null = null;
const checkers = new Map<string, Promise<SpellChecker | null>>();

async function load(base: string, name: string): Promise<SpellChecker> {
  const f = await (factory ??= loadModule());
  const dir = path.dirname(require.resolve(name));
  const [aff, dic] = await Promise.all([readFile(path.join(dir, 'index.aff')), readFile(path.join(dir, 'index.dic'))]);
  const hunspell = f.create(f.mountBuffer(aff, `${base}.aff`), f.mountBuffer(dic, `${base}.dic`));
  return { isWord: (word) => hunspell.spell(word) };
}

/** The checker of a language (BCP 47), or null when there is no dictionary for it or it cannot be read. */
export function dictionaryFor(language: string): Promise<SpellChecker | null> {
  const base = language.slice(0, 2).toLowerCase();
  const name = PACKAGES[base];
  if (!name) return Promise.resolve(null);
  let checker = checkers.get(base);
  if (!checker) {
    // A dictionary that cannot be read leaves typing accuracy to the conversation's own words.
    checker = load(base, name).catch(() => null);
    checkers.set(base, checker);
  }
  return checker;
}
