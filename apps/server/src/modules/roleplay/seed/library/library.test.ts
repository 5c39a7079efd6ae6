import { describe, expect, it } from 'vitest';
import { LOCALES, publishProblems, roleplayScript, usecaseFields, type Locale } from '@switchboard/contracts';
import { libraryRows } from '../../install.js';
import { ROLEPLAY_LIBRARY } from './index.js';

const voiceFor = (language: string) => `${language},Name,1,espeak-ng,vosk,voice`;
const rowsOf = (vertical: string) =>
  ROLEPLAY_LIBRARY.filter((r) => r.verticals.includes(vertical)).flatMap((r) => libraryRows(r, vertical, voiceFor));

describe('the generic roleplay library', () => {
  it('has at least ten roleplays with unique keys', () => {
    expect(ROLEPLAY_LIBRARY.length).toBeGreaterThanOrEqual(10);
    expect(new Set(ROLEPLAY_LIBRARY.map((r) => r.key)).size).toBe(ROLEPLAY_LIBRARY.length);
  });

  it('covers chat and voice, scripted and unscripted, inbound and outbound', () => {
    const has = (test: (r: (typeof ROLEPLAY_LIBRARY)[number]) => boolean) => ROLEPLAY_LIBRARY.some(test);
    expect(has((r) => r.type === 1) && has((r) => r.type === 2)).toBe(true);
    expect(has((r) => r.scripted) && has((r) => !r.scripted)).toBe(true);
    expect(has((r) => r.inboundEnabled) && has((r) => !r.inboundEnabled)).toBe(true);
    expect(has((r) => r.anyLanguage === true)).toBe(true);
  });

  it('offers password reset, billing dispute, retention and first notice of loss in all nine languages, the others in French and Spanish too', () => {
    const languages = (key: string) => Object.keys(ROLEPLAY_LIBRARY.find((r) => r.key === key)!.variants).sort();
    for (const key of ['password-reset', 'billing-dispute', 'cancellation-retention', 'insurance-claim-fnol']) {
      expect(languages(key), key).toEqual([...LOCALES].sort());
    }
    for (const key of ['address-change', 'fraud-alert', 'plan-upgrade']) {
      expect(languages(key), key).toEqual(expect.arrayContaining(['en-US', 'fr-FR', 'es-ES']));
    }
  });

  it('follows en-US step for step in every language of a scripted roleplay', () => {
    for (const r of ROLEPLAY_LIBRARY.filter((item) => item.scripted)) {
      const shape = (locale: Locale) =>
        r.variants[locale]?.steps?.map((s) => [
          s.id,
          s.kind,
          s.chips?.length ?? 0,
          s.recommendedAnswers.length,
          (s.keyPoints?.length ?? 0) > 0,
        ]);
      for (const locale of Object.keys(r.variants) as Locale[]) expect(shape(locale), `${r.key} ${locale}`).toEqual(shape('en-US'));
    }
  });

  it('says what every free-text step of a scripted roleplay must convey, with the facts its answers state', () => {
    const numbers = (text: string) => text.match(/\d+/g) ?? [];
    for (const r of ROLEPLAY_LIBRARY.filter((item) => item.scripted)) {
      for (const [locale, variant] of Object.entries(r.variants)) {
        for (const step of variant.steps ?? []) {
          const where = `${r.key} ${locale} ${step.id}`;
          if (step.kind === 'select-one') {
            expect(step.keyPoints ?? [], where).toEqual([]);
            continue;
          }
          expect(step.keyPoints?.length ?? 0, where).toBeGreaterThan(0);
          // A key point stating an amount, a date or a reference the answers do not state would refuse the model answer.
          const stated = new Set(step.recommendedAnswers.flatMap(numbers));
          for (const point of step.keyPoints ?? []) {
            for (const n of numbers(point)) expect(stated.has(n), `${where}: "${point}"`).toBe(true);
          }
        }
      }
    }
  });

  it('fails a reply that asks for a password or PIN wherever the customer could be asked for one', () => {
    const scripted = ROLEPLAY_LIBRARY.filter((r) => r.scripted);
    for (const r of scripted) {
      for (const [locale, variant] of Object.entries(r.variants)) {
        const verification = variant.steps!.find((s) => s.id === 'verify-identity' || s.id === 'verify-policy');
        expect(verification?.mustNot?.length ?? 0, `${r.key} ${locale}`).toBeGreaterThan(0);
      }
    }
  });

  it('installs rows that are valid, publishable use cases', () => {
    for (const vertical of ['telecom', 'insurance', 'banking', 'retail']) {
      for (const row of rowsOf(vertical)) {
        const parsed = usecaseFields.safeParse({ ...row, script: row.script });
        expect(parsed.success, `${row.libraryKey}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        expect(publishProblems(parsed.data!), row.libraryKey).toEqual([]);
        if (row.scripted) expect(roleplayScript.parse(row.script).steps.length, row.libraryKey).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('gives scripted roleplays a language and voice, and leaves language-free ones to the advisor', () => {
    for (const row of rowsOf('telecom')) {
      if (row.language) expect(row.selectedVoice).toBe(voiceFor(row.language));
      else expect(row.selectedVoice).toBeNull();
    }
    expect(
      rowsOf('telecom')
        .filter((r) => r.language === null)
        .map((r) => r.libraryKey),
    ).toEqual(expect.arrayContaining(['telecom/late-delivery-complaint:any', 'telecom/technical-fault-triage:any']));
  });

  it('has no duplicate library keys within a vertical', () => {
    for (const vertical of ['telecom', 'insurance']) {
      const keys = rowsOf(vertical).map((r) => r.libraryKey);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('describes every customer issue and gives every unscripted persona the facts it needs', () => {
    for (const r of ROLEPLAY_LIBRARY) {
      const v = r.variants['en-US'];
      expect(v.customerIssueDescription.length, r.key).toBeGreaterThan(20);
      if (!r.scripted) expect(v.customerFacts?.length ?? 0, r.key).toBeGreaterThanOrEqual(2);
    }
  });
});
