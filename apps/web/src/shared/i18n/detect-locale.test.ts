import { describe, expect, it } from 'vitest';
import { detectLocale, matchLocale } from './detect-locale';

describe('matchLocale', () => {
  it.each([
    ['en-GB', 'en-US'],
    ['fr', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['es', 'es-ES'],
    ['es-ES', 'es-ES'],
    ['es-MX', 'es-419'],
    ['es-419', 'es-419'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['no', 'nb-NO'],
    ['nn-NO', 'nb-NO'],
    ['nb', 'nb-NO'],
    ['it-CH', 'it-IT'],
    ['sv-FI', 'sv-SE'],
    ['de-AT', 'de-DE'],
    ['DE-de', 'de-DE'],
  ])('%s → %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('is undefined for a language we do not offer', () => {
    expect(matchLocale('ja-JP')).toBeUndefined();
  });
});

describe('detectLocale', () => {
  it('the stored choice wins', () => {
    expect(detectLocale('sv-SE', ['de-DE'])).toBe('sv-SE');
  });
  it('then the first offered browser language', () => {
    expect(detectLocale(null, ['ja-JP', 'it-IT', 'de-DE'])).toBe('it-IT');
    expect(detectLocale('xx-XX', ['pt-BR'])).toBe('pt-BR');
  });
  it('then en-US', () => {
    expect(detectLocale(null, ['ja-JP'])).toBe('en-US');
    expect(detectLocale(null, [])).toBe('en-US');
  });
});
