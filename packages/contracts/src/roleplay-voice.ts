import { z } from 'zod';

/** A bot language code such as en-US, fr-FR or es-419. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}-(?:[A-Z]{2}|[0-9]{3})$/;
export const languageCode = z.string().regex(LANGUAGE_CODE_PATTERN, 'must be a language code such as en-US');

/** Parts of a voice setting string may not contain commas (the string is comma separated). */
const part = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^,]*$/, 'must not contain a comma');

export const VOICE_SPEED = { min: 0.5, max: 2 } as const;

/** One bot language / voice configuration of the account (roleplay.md §3). */
export const voiceConfig = z.object({
  languageCd: languageCode,
  languageNm: part(80),
  /** A readable name of the voice, e.g. 'Female 3'. */
  voiceNm: part(80),
  /** Speaking rate relative to normal (1 = normal). */
  voiceSpeed: z.number().min(VOICE_SPEED.min).max(VOICE_SPEED.max),
  providerTTS: part(40),
  providerSTT: part(40),
  /** The engine's voice id, e.g. espeak-ng 'en-us+f3'. */
  buddyBotvoice: part(80),
  /** Answer-matching threshold for this language, 0–100 (%). */
  threshold: z.number().int().min(0).max(100),
});
export type VoiceConfig = z.infer<typeof voiceConfig>;

export const botLanguage = z.object({ languageCd: languageCode, languageNm: z.string() });
export type BotLanguage = z.infer<typeof botLanguage>;
export const allLanguagesReply = z.array(botLanguage);
export const accountVoiceConfigAllReply = z.array(voiceConfig.extend({ voiceSetting: z.string() }));

/**
 * The voice setting string (roleplay.md §3): language code, language name, rate, TTS provider,
 * STT provider, bot voice name — comma separated, in that order.
 */
export interface VoiceSetting {
  languageCd: string;
  languageNm: string;
  rate: number;
  providerTTS: string;
  providerSTT: string;
  botVoice: string;
}

export const VOICE_SETTING_MAX_LENGTH = 400;

export function formatVoiceSetting(v: VoiceSetting): string {
  return [v.languageCd, v.languageNm, String(v.rate), v.providerTTS, v.providerSTT, v.botVoice].join(',');
}

export function voiceSettingOf(config: VoiceConfig): string {
  return formatVoiceSetting({
    languageCd: config.languageCd,
    languageNm: config.languageNm,
    rate: config.voiceSpeed,
    providerTTS: config.providerTTS,
    providerSTT: config.providerSTT,
    botVoice: config.buddyBotvoice,
  });
}

/** Parses a voice setting string; null when it is not one (wrong number of parts, bad code or rate). */
export function parseVoiceSetting(value: string): VoiceSetting | null {
  if (value.length > VOICE_SETTING_MAX_LENGTH) return null;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 6 || parts.some((p) => p.length === 0)) return null;
  const [languageCd, languageNm, rateText, providerTTS, providerSTT, botVoice] = parts as [string, string, string, string, string, string];
  if (!LANGUAGE_CODE_PATTERN.test(languageCd)) return null;
  if (!/^\d+(?:\.\d+)?$/.test(rateText)) return null;
  const rate = Number(rateText);
  if (rate < VOICE_SPEED.min || rate > VOICE_SPEED.max) return null;
  return { languageCd, languageNm, rate, providerTTS, providerSTT, botVoice };
}

/** A selectedVoice field: a well-formed voice setting string. */
export const voiceSettingString = z
  .string()
  .trim()
  .max(VOICE_SETTING_MAX_LENGTH)
  .refine((value) => parseVoiceSetting(value) !== null, {
    message: 'must be a voice setting: language code, language name, rate, TTS provider, STT provider, bot voice',
  });
