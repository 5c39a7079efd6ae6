import { describe, expect, it } from 'vitest';
import { checkSpeechEngines, missingEnginesLine, programExists } from './engine-check.js';

const base = {
  STT_ENGINE: 'pocketsphinx' as const,
  TTS_ENGINE: 'espeak-ng' as const,
  POCKETSPHINX_BIN: 'pocketsphinx_continuous',
  POCKETSPHINX_MODEL_DIR: '/',
  ESPEAK_NG_BIN: 'espeak-ng',
};

describe('speech engine check at start', () => {
  it('finds programs by path or on PATH', () => {
    expect(programExists('/bin/sh')).toBe(true);
    expect(programExists('sh', '/usr/bin:/bin')).toBe(true);
    expect(programExists('sh', '/nonexistent')).toBe(false);
    expect(programExists('/nonexistent/espeak-ng')).toBe(false);
  });

  it('names each missing local engine with the package that provides it; remote engines are not checked', () => {
    const none = checkSpeechEngines(base, () => false);
    expect(missingEnginesLine(none)).toBe(
      'Voice practice is unavailable until these speech engines are installed: espeak-ng: the program espeak-ng (Debian package espeak-ng); ' +
        'pocketsphinx: the program pocketsphinx_continuous (Debian packages pocketsphinx and pocketsphinx-en-us)',
    );
    const noModel = checkSpeechEngines({ ...base, POCKETSPHINX_MODEL_DIR: '/nonexistent/en-us' }, () => true);
    expect(noModel.recognition).toEqual({
      engine: 'pocketsphinx',
      available: false,
      missing: 'the model folder /nonexistent/en-us (Debian package pocketsphinx-en-us)',
    });
    expect(noModel.synthesis.available).toBe(true);
    const remote = checkSpeechEngines({ ...base, STT_ENGINE: 'whisper', TTS_ENGINE: 'http' }, () => false);
    expect(missingEnginesLine(remote)).toBeNull();
  });
});
