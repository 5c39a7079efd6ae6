import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts.js';
import { matchAnswer } from './match-answer.js';

const read = (text: string, language: string) => extractFacts(text, language).map((f) => [f.kind, f.key]);
const wrongFacts = (reply: string, answer: string, language: string, context: string[] = []) =>
  matchAnswer(reply, [answer], { language, threshold: 60, context }).reasons.filter((r) => r.code === 'wrong_fact');

describe('values written the ways advisors write them', () => {
  it('reads a day and month without a year as a date', () => {
    expect(read('Der Pass wurde am 4.3. aktiviert, der 3.3. normal berechnet.', 'de-DE')).toEqual([
      ['date', '3-4'],
      ['date', '3-3'],
    ]);
    expect(read('o pacote só foi ativado no dia 04/03, um dia depois', 'pt-BR')[0]).toEqual(['date', '3-4']);
    // "24/7" and a price with cents are not dates.
    expect(read('We are open 24/7.', 'en-US').map(([kind]) => kind)).not.toContain('date');
    expect(read('It costs 4.30.', 'en-US').map(([kind]) => kind)).not.toContain('date');
  });

  it('reads clock times written with "h" or after "kl."', () => {
    expect(read('activé le 4 mars à 08 h 12', 'fr-FR')).toContainEqual(['time', '8:12']);
    expect(read('ativado às 08h12', 'pt-BR')).toContainEqual(['time', '8:12']);
    expect(read('aktivert 4. mars kl. 08.12', 'nb-NO')).toContainEqual(['time', '8:12']);
  });

  it('reads tens and a unit in words as one number, and never joins a figure to a number word', () => {
    expect(read('dans les vingt-quatre heures', 'fr-FR')).toEqual([['duration', '1440 min']]);
    expect(read('em vinte e quatro horas', 'pt-BR')).toEqual([['duration', '1440 min']]);
    expect(read('two-three days', 'en-US')).toEqual([['duration', '2880-4320 min']]);
    expect(read('Glasfaser 500 zwölf Monate lang', 'de-DE')).toContainEqual(['duration', `${12 * 43200} min`]);
  });

  it('accepts these forms where they agree with the answer and refuses them where they do not', () => {
    const credit = 'Le remboursement apparaîtra sur votre prochaine facture et un e-mail vous le confirmera sous 24 heures.';
    expect(wrongFacts('Vous recevrez un e-mail de confirmation dans les vingt-quatre heures.', credit, 'fr-FR')).toEqual([]);
    expect(wrongFacts('Vous recevrez un e-mail de confirmation dans les quarante-huit heures.', credit, 'fr-FR')).toHaveLength(1);
    const pass = 'Der Pass wurde am 4. März aktiviert, einen Tag nach Ihrer Ankunft.';
    expect(wrongFacts('Ihr Pass ist erst am 4.3. aktiv geworden.', pass, 'de-DE')).toEqual([]);
    expect(wrongFacts('Ihr Pass ist erst am 5.3. aktiv geworden.', pass, 'de-DE')).toHaveLength(1);
  });

  it('does not take a year for a wrong price or reference', () => {
    const offer = 'I can offer you Fiber 500 for $54.99 per month for 12 months.';
    const context = ["I'm paying $74.99."];
    expect(
      wrongFacts('Thanks for being with us since 2015. I can do Fiber 500 for $54.99 a month for 12 months.', offer, 'en-US', context),
    ).toEqual([]);
    expect(
      wrongFacts('Thanks for being with us. I can do Fiber 500 for $64.99 a month for 12 months.', offer, 'en-US', context),
    ).toHaveLength(1);
  });

  it('reads a short form in an address as the word it stands for', () => {
    const readBack = 'Let me read that back: 58 Orchard Road, Bellevue, WA 98004. Is that right?';
    expect(wrongFacts('Just to check: 58 Orchard Rd, Bellevue, WA 98004. All correct?', readBack, 'en-US')).toEqual([]);
    expect(wrongFacts('Just to check: 58 Orchid Rd, Bellevue, WA 98004. All correct?', readBack, 'en-US')).toHaveLength(1);
  });
});
