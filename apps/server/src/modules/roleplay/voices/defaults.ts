import type { VoiceConfig } from '@switchboard/contracts';

/**
 * The bot languages and voices a tenant starts with: espeak-ng voices for the nine supported
 * languages (DESIGN §7). English is recognised offline by pocketsphinx; the others through the
 * Vosk adapter. Guardians may change them later.
 */
export const DEFAULT_VOICES: readonly VoiceConfig[] = [
  voice('en-US', 'English (United States)', 'Female 3', 'en-us+f3', 'pocketsphinx'),
  voice('fr-FR', 'Français (France)', 'Female 2', 'fr+f2', 'vosk'),
  voice('es-ES', 'Español (España)', 'Female 3', 'es+f3', 'vosk'),
  voice('es-419', 'Español (Latinoamérica)', 'Male 3', 'es-419+m3', 'vosk'),
  voice('pt-BR', 'Português (Brasil)', 'Female 2', 'pt-br+f2', 'vosk'),
  voice('nb-NO', 'Norsk bokmål (Norge)', 'Male 2', 'nb+m2', 'vosk'),
  voice('it-IT', 'Italiano (Italia)', 'Female 3', 'it+f3', 'vosk'),
  voice('sv-SE', 'Svenska (Sverige)', 'Female 2', 'sv+f2', 'vosk'),
  voice('de-DE', 'Deutsch (Deutschland)', 'Male 3', 'de+m3', 'vosk'),
];

function voice(languageCd: string, languageNm: string, voiceNm: string, buddyBotvoice: string, providerSTT: string): VoiceConfig {
  return { languageCd, languageNm, voiceNm, voiceSpeed: 1, providerTTS: 'espeak-ng', providerSTT, buddyBotvoice, threshold: 70 };
}
