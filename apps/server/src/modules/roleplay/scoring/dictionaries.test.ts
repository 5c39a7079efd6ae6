import { describe, expect, it } from 'vitest';
import { dictionaryFor } from './dictionaries.js';

describe('Hunspell dictionaries for typing accuracy', { timeout: 60_000 }, () => {
  it('knows correctly spelt words in each of the nine locales, and not slips', async () => {
    const cases: [string, string[], string][] = [
      ['en-US', ['give', 'pleasure', 'refund'], 'confrim'],
      ['fr-FR', ['avez', 'remboursement', 'désolé'], 'comande'],
      ['es-419', ['reembolso', 'pedido'], 'reembolsso'],
      ['es-ES', ['disculpe'], 'disculpee'],
      ['pt-BR', ['reembolso', 'pedido'], 'reembolsso'],
      ['it-IT', ['rimborso', 'ordine'], 'rimborzo'],
      ['de-DE', ['Bestellnummer', 'erstatten'], 'Erstatung'],
      ['nb-NO', ['tilbakebetaling', 'bestilling'], 'bestiling'],
      ['sv-SE', ['återbetalning', 'beställning'], 'beställnig'],
    ];
    for (const [language, words, slip] of cases) {
      const dictionary = (await dictionaryFor(language))!;
      for (const word of words) expect(dictionary.isWord(word), `${language} ${word}`).toBe(true);
      expect(dictionary.isWord(slip), `${language} ${slip}`).toBe(false);
    }
    expect(await dictionaryFor('ja-JP')).toBeNull();
  });
});
