import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/nb';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/sv';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@switchboard/contracts';
import { readPreference, writePreference } from '../api/auth-storage';
import { detectLocale } from './detect-locale';
import enUS from './locales/en-US.json';

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

// en-US ships in the main bundle as the fallback; every other language is fetched when chosen.
const lazyLocales = import.meta.glob<{ default: ResourceKey }>(['./locales/*.json', '!./locales/en-US.json']);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = lazyLocales[`./locales/${language}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  dayjs.locale(DAYJS_LOCALE[locale]);
}

export async function initI18n(initial: Locale = detectLocale(readPreference('locale'), navigator.languages)): Promise<typeof i18next> {
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      // Only the exact tag: "es-419" must not also look for an "es" bundle.
      load: 'currentOnly',
      resources: { [FALLBACK_LOCALE]: { translation: enUS } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  applyToDocument(initial);
  return i18next;
}

/** Switches the language, persists the choice and resolves once its strings are loaded. */
export async function changeLocale(locale: Locale): Promise<void> {
  await i18next.changeLanguage(locale);
  writePreference('locale', locale);
  applyToDocument(locale);
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : FALLBACK_LOCALE;
}

export { i18next };
