import { SPEECH_AUDIO } from '@switchboard/contracts';
import { SpeechUnavailableError } from './speech-error.js';
import type { RecognitionStream, SpeechRecognizer } from './speech-engines.js';
import { wavFromPcm } from '../audio/wav.js';

/**
 * A Whisper-compatible transcription server (OpenAI, faster-whisper-server, whisper.cpp server, LocalAI):
 * `POST {baseUrl}/audio/transcriptions`, multipart with `file` (a WAV of the turn), `model`, `language`
 * and `prompt`, answered with `{"text": "…"}`. Whisper transcribes whole recordings, so the turn is
 * collected and sent when it ends: one final result, no partials. The step's expected answers go in the
 * prompt, which biases Whisper's spelling and vocabulary without forcing its choice.
 */
export interface WhisperConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** A turn longer than this is cut (a stuck microphone must not fill the server's memory). */
export const WHISPER_MAX_TURN_SECONDS = 120;
const MAX_PROMPT_CHARS = 800;

export function whisperRecognizer(config: WhisperConfig): SpeechRecognizer {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const maxBytes = WHISPER_MAX_TURN_SECONDS * SPEECH_AUDIO.sampleRate * 2;
  return {
    engine: 'whisper',
    open(options, onResult) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      const controller = new AbortController();
      const stream: RecognitionStream = {
        write(pcm) {
          if (bytes + pcm.length > maxBytes) return;
          chunks.push(Buffer.from(pcm));
          bytes += pcm.length;
        },
        async end() {
          if (bytes === 0) return;
          const form = new FormData();
          form.append(
            'file',
            new Blob([new Uint8Array(wavFromPcm(Buffer.concat(chunks), SPEECH_AUDIO.sampleRate))], { type: 'audio/wav' }),
            'turn.wav',
          );
          form.append('model', config.model);
          form.append('language', options.language.split('-')[0]!.toLowerCase());
          form.append('response_format', 'json');
          const prompt = options.hints?.answers.join(' ').slice(0, MAX_PROMPT_CHARS);
          if (prompt) form.append('prompt', prompt);
          const timer = setTimeout(() => controller.abort(), config.timeoutMs);
          let reply: { text?: unknown };
          try {
            const response = await fetch(url, {
              method: 'POST',
              body: form,
              signal: controller.signal,
              headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
            });
            if (!response.ok) throw new SpeechUnavailableError('network', `The transcription service answered HTTP ${response.status}.`);
            reply = (await response.json().catch(() => {
              throw new SpeechUnavailableError('protocol', 'The transcription service did not answer JSON.');
            })) as { text?: unknown };
          } catch (error) {
            if (error instanceof SpeechUnavailableError) throw error;
            if (controller.signal.aborted) {
              throw new SpeechUnavailableError('timeout', `The transcription service did not answer within ${config.timeoutMs} ms.`);
            }
            throw new SpeechUnavailableError('network', `The transcription service cannot be reached: ${(error as Error).message}`);
          } finally {
            clearTimeout(timer);
          }
          if (typeof reply.text !== 'string') throw new SpeechUnavailableError('protocol', 'The transcription service sent no text.');
          const text = reply.text.trim();
          if (text) onResult({ text, final: true });
        },
        abort() {
          controller.abort();
          chunks.length = 0;
        },
      };
      return Promise.resolve(stream);
    },
  };
}
