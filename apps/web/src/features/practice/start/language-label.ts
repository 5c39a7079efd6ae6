/** A language code in the reader's language ("fr-FR" → "French (France)" for an English reader). */
export function languageLabel(code: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language', languageDisplay: 'standard' }).of(code);
    return name ?? code;
  } catch {
    return code;
  }
}
