import type { Locale } from '@switchboard/contracts';

/**
 * Each language named in itself ("Deutsch", "Français (France)"), from the browser's own CLDR data,
 * so a user finds their language whatever the page is currently shown in.
 */
export function localeAutonym(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
