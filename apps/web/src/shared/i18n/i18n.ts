import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@switchboard/contracts';
import { readPreference, writePreference } from '../api/auth-storage';
import { detectLocale } from './detect-locale';
// The first load carries only the sections its own screens use (sign-in, shell, dashboard); the rest of
// English comes with the first area opened (areaStrings). first-load-strings.test.ts keeps this list honest.
import {
  actions,
  app,
  auth,
  common,
  dashboard,
  errors,
  group,
  handshake,
  language,
  menu,
  nav,
  notifications,
  roles,
  search,
  session,
  table,
  tabs,
  time,
  toasts,
  user,
  widgets,
} from './locales/en-US.json';

const firstLoadStrings = {
  actions,
  app,
  auth,
  common,
  dashboard,
  errors,
  group,
  handshake,
  language,
  menu,
  nav,
  notifications,
  roles,
  search,
  session,
  table,
  tabs,
  time,
  toasts,
  user,
  widgets,
};
export const FIRST_LOAD_SECTIONS: readonly string[] = Object.keys(firstLoadStrings);

let areaStringsLoad: Promise<void> | null = null;

/**
 * All of English, loaded once before the first area other than sign-in and the dashboard renders (every
 * lazy area waits for it: see lazyArea). Other languages arrive whole through the backend; English is
 * also their fallback, so it is completed whatever the language.
 */
export function areaStrings(): Promise<void> {
  areaStringsLoad ??= import('./locales/en-US.json?all').then(
    (module: { default: ResourceKey }) => {
      i18next.addResourceBundle(FALLBACK_LOCALE, 'translation', module.default, true, true);
    },
    (error: unknown) => {
      areaStringsLoad = null;
      throw error;
    },
  );
  return areaStringsLoad;
}

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
      resources: { [FALLBACK_LOCALE]: { translation: firstLoadStrings } },
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
