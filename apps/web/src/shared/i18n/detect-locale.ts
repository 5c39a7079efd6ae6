import { FALLBACK_LOCALE, LOCALES, type Locale } from '@switchboard/contracts';

export const isLocale = (value: string | null | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/** Closest supported locale for a BCP 47 tag, or undefined when the language is not offered. */
export function matchLocale(tag: string): Locale | undefined {
  const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const [language = '', region] = tag.toLowerCase().split('-');
  switch (language) {
    case 'en':
      return 'en-US';
    case 'fr':
      return 'fr-FR';
    case 'es':
      // Plain "es" is Spain's default browser setting; any other region is Latin American Spanish.
      return region === undefined ? 'es-ES' : 'es-419';
    case 'pt':
      return 'pt-BR';
    case 'nb':
    case 'no':
    case 'nn':
      return 'nb-NO';
    case 'it':
      return 'it-IT';
    case 'sv':
      return 'sv-SE';
    case 'de':
      return 'de-DE';
    default:
      return undefined;
  }
}

/** The stored choice wins, then the browser's languages in order, then the fallback. */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return FALLBACK_LOCALE;
}
