import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cutPassages, guessLanguage, PASSAGE_WORDS } from './passages.js';
import { citationsOf } from './grounded-answer.js';
import { snippetHtml, HIT_END, HIT_START } from '../knowledge/search-config.js';

const words = (s: string) => s.split(/\s+/).filter(Boolean);

describe('cutPassages', () => {
  it('keeps every word once, in order, and no passage longer than the maximum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('refund.', 'card', 'days!', 'the', 'Warehouse?', '3–5', '…'), fc.string()), { maxLength: 800 }),
        (parts) => {
          const text = parts.join(' ');
          const passages = cutPassages(text);
          expect(passages.flatMap(words)).toEqual(words(text));
          for (const p of passages) expect(words(p).length).toBeLessThanOrEqual(PASSAGE_WORDS.max);
        },
      ),
    );
  });

  it('cuts at sentence ends near the target length', () => {
    const sentence = 'The refund reaches the original card within five business days of the warehouse scan.';
    const passages = cutPassages(Array.from({ length: 30 }, () => sentence).join(' '));
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages) expect(p.endsWith('.')).toBe(true);
  });
});

describe('guessLanguage', () => {
  it('tells the product languages apart by their function words and falls back on short text', () => {
    expect(guessLanguage('Les remboursements sont effectués sur la carte dans les cinq jours', 'en-US')).toBe('fr-FR');
    expect(guessLanguage('Die Erstattung ist nicht auf der Karte und wir prüfen das mit Ihnen', 'en-US')).toBe('de-DE');
    expect(guessLanguage('The refund is on the card and you will see it', 'fr-FR')).toBe('en-US');
    expect(guessLanguage('Outage', 'sv-SE')).toBe('sv-SE');
  });
});

describe('snippetHtml', () => {
  it('escapes everything but the hit markers', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const clean = text.replaceAll(HIT_START, '').replaceAll(HIT_END, '');
        expect(snippetHtml(`${clean}${HIT_START}hit${HIT_END}`).replace('<mark>hit</mark>', '')).not.toMatch(/[<>"']/);
      }),
    );
  });
});

describe('citationsOf', () => {
  it('keeps the passage numbers that exist, once each, in order', () => {
    expect(citationsOf('Yes [2], see also [1] and [2] and [9].', 3)).toEqual([2, 1]);
    expect(citationsOf('No citation here.', 3)).toEqual([]);
  });
});
