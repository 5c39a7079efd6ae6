import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractFacts } from '../matching/facts.js';
import { hintTexts } from '../lexicons/hints.js';
import { coachingHint } from './coaching.js';
import { maskValues } from './mask-values.js';

const LANGUAGES = ['en-US', 'fr-FR', 'es-419', 'es-ES', 'pt-BR', 'nb-NO', 'it-IT', 'sv-SE', 'de-DE'] as const;
const masksOf = (language: string) => (kind: Parameters<Parameters<typeof maskValues>[2]>[0]) => hintTexts(language).masks[kind];

describe('a key point that states a value names what to convey, not the value', () => {
  it('hides amounts, dates, times, durations, e-mails and references in place, in the roleplay language', () => {
    expect(maskValues('credit the $89.99 back to the account', 'en-US', masksOf('en-US'))).toBe('credit the [amount] back to the account');
    expect(maskValues('say it arrives within 5 business days', 'en-US', masksOf('en-US'))).toBe('say it arrives within [time frame]');
    expect(maskValues('send the link to aisha.khan@example.com before 3:30 pm', 'en-US', masksOf('en-US'))).toBe(
      'send the link to [e-mail address] before [time]',
    );
    expect(maskValues('read back order 48213 placed on March 3', 'en-US', masksOf('en-US'))).toBe(
      'read back order [number] placed on [date]',
    );
    expect(maskValues('Rembourser les 89,99 € sous 10 jours', 'fr-FR', masksOf('fr-FR'))).toBe('Rembourser les [montant] sous [délai]');
    expect(maskValues('Gutschrift über 89,99 € am 14.03.2026 bestätigen', 'de-DE', masksOf('de-DE'))).toBe(
      'Gutschrift über [Betrag] am [Datum] bestätigen',
    );
    expect(maskValues('acreditar R$ 89,99 na fatura', 'pt-BR', masksOf('pt-BR'))).toBe('acreditar [valor] na fatura');
  });

  it('leaves a label without values as the trainer wrote it', () => {
    expect(maskValues('confirm the refund amount', 'en-US', masksOf('en-US'))).toBe('confirm the refund amount');
    expect(maskValues('Bestätigen Sie die Rückerstattung', 'de-DE', masksOf('de-DE'))).toBe('Bestätigen Sie die Rückerstattung');
  });

  it('never leaves a value the extractor finds in a masked label (fast-check, every language)', () => {
    const value = fc.constantFrom(
      '$89.99',
      '89,99 €',
      'R$ 1.250,00',
      '15%',
      '14/03/2026',
      'March 3',
      '3 mars 2026',
      '3:30 pm',
      '14h30',
      '5 business days',
      'two weeks',
      'aisha.khan@example.com',
      '4821 3390',
      '48213',
      '12',
    );
    const word = fc.constantFrom(
      'credit',
      'the',
      'refund',
      'of',
      'back',
      'on',
      'by',
      'within',
      'to',
      'ref',
      'Zahlung',
      'délai',
      'ø',
      'ß',
      ',',
      '.',
    );
    const label = fc.array(fc.oneof(value, word, fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 })), {
      minLength: 1,
      maxLength: 12,
    });
    let masked = 0;
    fc.assert(
      fc.property(label, fc.constantFrom(...LANGUAGES), (parts, language) => {
        const text = parts.join(' ').slice(0, 200);
        const found = extractFacts(text, language);
        const shown = maskValues(text, language, masksOf(language));
        // Null: the label could not be cleared and is not shown at all.
        if (shown === null) return;
        if (found.length > 0) masked++;
        expect(extractFacts(shown, language)).toEqual([]);
        for (const fact of found) expect(extractFacts(shown, language).some((f) => f.key === fact.key)).toBe(false);
      }),
      { numRuns: 300 },
    );
    // Most labels with values are shown masked, not dropped.
    expect(masked).toBeGreaterThan(150);
  }, 120_000);

  it('masks the missing key point of an in-practice hint in every visibility mode, and hides it when it cannot', () => {
    const keyPoints = ['credit the $89.99 back to the account'];
    const reasons = [{ code: 'missing_point' as const, point: keyPoints[0]! }];
    for (const revealAnswers of [true, false]) {
      const hint = coachingHint(reasons, { language: 'en-US', revealAnswers, keyPoints });
      expect(hint).toBe('You haven’t covered this yet: credit the [amount] back to the account');
      expect(hint).not.toContain('89.99');
    }
    // A clause of a recommended answer, quoted where answers are shown, loses its value too.
    expect(
      coachingHint([{ code: 'missing_point', point: 'it shows on your bill of 12 May' }], { language: 'en-US', revealAnswers: true }),
    ).toBe('You haven’t covered this yet: it shows on your bill of [date]');
  });
});
