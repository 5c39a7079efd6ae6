import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@switchboard/contracts';

/** dayjs names for our locales (month and weekday names in the date pickers). */
export const DAYJS_LOCALE: Readonly<Record<Locale, string>> = {
  'en-US': 'en',
  'fr-FR': 'fr',
  'es-419': 'es',
  'es-ES': 'es',
  'pt-BR': 'pt-br',
  'nb-NO': 'nb',
  'it-IT': 'it',
  'sv-SE': 'sv',
  'de-DE': 'de',
};

// Only the screens with a date picker need dayjs and its month names, so they load with those screens and
// a language's names only when that language is in use (English is built into dayjs).
const LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
  'pt-br': () => import('dayjs/locale/pt-br'),
  nb: () => import('dayjs/locale/nb'),
  it: () => import('dayjs/locale/it'),
  sv: () => import('dayjs/locale/sv'),
  de: () => import('dayjs/locale/de'),
};

/** The dayjs locale for the current language: English until that language's names have loaded. */
export function useDatesLocale(): string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : FALLBACK_LOCALE;
  const name = DAYJS_LOCALE[locale];
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const available = name === 'en' || name in dayjs.Ls;
  useEffect(() => {
    if (!available) void LOADERS[name]?.().then(loaded);
  }, [name, available]);
  return available ? name : 'en';
}
