import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import type { SpeechEngineStatus, SpeechStatusReply } from '@switchboard/contracts';
import type { Config } from '../../config.js';

type CheckConfig = Pick<Config, 'STT_ENGINE' | 'TTS_ENGINE' | 'POCKETSPHINX_BIN' | 'POCKETSPHINX_MODEL_DIR' | 'ESPEAK_NG_BIN'>;

/** Whether a program can be run: a path as given, a bare name on PATH. */
export function programExists(bin: string, searchPath = process.env.PATH ?? ''): boolean {
  const runnable = (file: string) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (bin.includes('/')) return runnable(bin);
  return searchPath
    .split(path.delimiter)
    .filter((dir) => dir !== '')
    .some((dir) => runnable(path.join(dir, bin)));
}

const available = (engine: string): SpeechEngineStatus => ({ engine, available: true, missing: null });
const missing = (engine: string, what: string): SpeechEngineStatus => ({ engine, available: false, missing: what });

/**
 * The local speech engines checked once at start, so a server without them says so in its log, the call
 * screen warns before a call, and the bot's voice answers 503 instead of silence. Remote engines (Vosk,
 * Whisper, an HTTP voice) are configured by URL and reported available: they are tried per request.
 */
export function checkSpeechEngines(config: CheckConfig, exists: (bin: string) => boolean = programExists): SpeechStatusReply {
  const synthesis =
    config.TTS_ENGINE === 'http'
      ? available('http')
      : exists(config.ESPEAK_NG_BIN)
        ? available('espeak-ng')
        : missing('espeak-ng', `the program ${config.ESPEAK_NG_BIN} (Debian package espeak-ng)`);
  let recognition: SpeechEngineStatus;
  if (config.STT_ENGINE !== 'pocketsphinx') recognition = available(config.STT_ENGINE);
  else if (!exists(config.POCKETSPHINX_BIN))
    recognition = missing('pocketsphinx', `the program ${config.POCKETSPHINX_BIN} (Debian packages pocketsphinx and pocketsphinx-en-us)`);
  else if (!existsSync(config.POCKETSPHINX_MODEL_DIR))
    recognition = missing('pocketsphinx', `the model folder ${config.POCKETSPHINX_MODEL_DIR} (Debian package pocketsphinx-en-us)`);
  else recognition = available('pocketsphinx');
  return { synthesis, recognition };
}

/** The start-up log line: which engines voice practice is missing, or null when none is. */
export function missingEnginesLine(status: SpeechStatusReply): string | null {
  const gaps = [status.synthesis, status.recognition].filter((e) => !e.available).map((e) => `${e.engine}: ${e.missing}`);
  return gaps.length === 0 ? null : `Voice practice is unavailable until these speech engines are installed: ${gaps.join('; ')}`;
}
