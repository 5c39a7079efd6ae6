import { spawn } from 'node:child_process';
import type { EngineSlots } from './engine-slots.js';
import { SpeechUnavailableError } from './speech-error.js';
import type { SpeechSynthesizer, SynthesizedSpeech, VoiceChoice } from './speech-engines.js';

export interface EspeakConfig {
  /** The espeak-ng executable. */
  bin: string;
  /** One deadline for the whole synthesis (start to last byte). */
  timeoutMs: number;
  slots: EngineSlots;
}

/** espeak-ng's normal speed in words per minute; the voice setting's rate multiplies it. */
const NORMAL_WPM = 175;
const WPM_RANGE = [80, 450] as const;
/** Voice names as espeak-ng spells them (en-us, en-us+f3, es-419+m3): never an option or a path. */
const VOICE_NAME = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*(?:\+[a-z0-9]{1,16})?$/i;

/** espeak-ng's voice for a language code when the setting names none: en-US → en-us. */
export function espeakVoiceOf(choice: VoiceChoice): string {
  if (choice.voice && VOICE_NAME.test(choice.voice)) return choice.voice;
  return choice.language.toLowerCase();
}

/**
 * Offline synthesis with espeak-ng (DESIGN §7): `espeak-ng --stdout --stdin -v <voice> -s <wpm>` writes
 * a 22.05 kHz 16-bit mono WAV as it speaks, so the first bytes go out before the sentence is done. The
 * text goes in on stdin, never on the command line (a line starting with '-' is text, not an option).
 */
export function espeakSynthesizer(config: EspeakConfig): SpeechSynthesizer {
  return {
    engine: 'espeak-ng',
    async synthesize(text, choice, signal): Promise<SynthesizedSpeech> {
      const release = await config.slots.acquire();
      const wpm = Math.round(Math.min(WPM_RANGE[1], Math.max(WPM_RANGE[0], NORMAL_WPM * (choice.rate || 1))));
      let failure: SpeechUnavailableError | null = null;
      const child = spawn(config.bin, ['--stdout', '--stdin', '-v', espeakVoiceOf(choice), '-s', String(wpm)], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const fail = (error: SpeechUnavailableError) => {
        failure ??= error;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(
        () =>
          fail(new SpeechUnavailableError('timeout', `The speech synthesiser (espeak-ng) did not finish within ${config.timeoutMs} ms.`)),
        config.timeoutMs,
      );
      const onAbort = () => fail(new SpeechUnavailableError('timeout', 'The request was cancelled.'));
      signal?.addEventListener('abort', onAbort, { once: true });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-500)));
      const exited = new Promise<void>((resolve) => {
        child.on('error', (error) => {
          fail(new SpeechUnavailableError('engine', `The speech synthesiser cannot be started (${config.bin}): ${error.message}`));
          resolve();
        });
        child.on('close', (code) => {
          if (code !== 0 && code !== null) {
            fail(new SpeechUnavailableError('engine', `The speech synthesiser failed (exit ${code}): ${stderr.trim() || 'no message'}`));
          }
          resolve();
        });
      });
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        release();
      };
      exited.then(done, done);
      child.stdin.on('error', () => undefined);
      child.stdin.end(text);

      const chunks = child.stdout[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      // Wait for the first bytes, so a voice that does not exist or an engine that hangs is an error reply, not a broken stream.
      const first = await chunks.next().catch(() => ({ done: true as const, value: undefined }));
      if (first.done) {
        await exited;
        throw failure ?? new SpeechUnavailableError('engine', 'The speech synthesiser produced no audio.');
      }
      async function* audio(): AsyncGenerator<Buffer> {
        try {
          yield first.value as Buffer;
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
          await exited;
          if (failure) throw failure;
        } finally {
          child.kill('SIGKILL');
        }
      }
      return { contentType: 'audio/wav', audio: audio() };
    },
  };
}
