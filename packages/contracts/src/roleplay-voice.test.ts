import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatVoiceSetting, parseVoiceSetting, voiceSettingString } from './roleplay-voice.js';

describe('voice setting string', () => {
  it('reads language code, language name, rate, TTS, STT and bot voice in that order', () => {
    expect(parseVoiceSetting('en-US,English (United States),1,espeak-ng,pocketsphinx,en-us+f3')).toEqual({
      languageCd: 'en-US',
      languageNm: 'English (United States)',
      rate: 1,
      providerTTS: 'espeak-ng',
      providerSTT: 'pocketsphinx',
      botVoice: 'en-us+f3',
    });
    expect(parseVoiceSetting('es-419, Español (Latinoamérica) ,1.25,espeak-ng,vosk,es-419+m3')?.languageNm).toBe('Español (Latinoamérica)');
  });

  it('refuses strings that are not voice settings', () => {
    for (const bad of [
      '',
      'en-US',
      'en-US,English,1,espeak-ng,pocketsphinx',
      'english,English,1,a,b,c',
      'en-US,English,fast,a,b,c',
      'en-US,English,9,a,b,c',
      'en-US,,1,a,b,c',
    ]) {
      expect(parseVoiceSetting(bad), bad).toBeNull();
      expect(voiceSettingString.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('round-trips every well-formed setting', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9+()\- ]*[A-Za-z0-9+()-][A-Za-z0-9+()\- ]*$/).filter((s) => s.trim() === s && s.length <= 40);
    fc.assert(
      fc.property(
        fc.record({
          languageCd: fc.stringMatching(/^[a-z]{2}-[A-Z]{2}$/),
          languageNm: part,
          rate: fc.constantFrom(0.5, 0.75, 1, 1.25, 1.5, 2),
          providerTTS: part,
          providerSTT: part,
          botVoice: part,
        }),
        (setting) => {
          expect(parseVoiceSetting(formatVoiceSetting(setting))).toEqual(setting);
        },
      ),
    );
  });
});
