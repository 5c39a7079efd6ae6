import WebSocket from 'ws';
import { SpeechUnavailableError } from './speech-error.js';
import type { RecognitionResult, RecognitionStream, SpeechRecognizer } from './speech-engines.js';

/**
 * A Vosk server (alphacep/vosk-server) over its WebSocket protocol: a text message
 * `{"config": {"sample_rate": 16000}}`, then binary audio frames, each answered with `{"partial": "…"}`
 * or, at the end of an utterance, `{"text": "…"}`; the text message `{"eof" : 1}` (spelled exactly so:
 * the server compares the string) asks for the last result, after which the server closes. One server
 * serves one language (its model): run one per language and point STT_URL at it.
 */
export interface VoskConfig {
  url: string;
  /** Connecting, and the last result after the end of the audio, each within this. */
  timeoutMs: number;
}

export const VOSK_EOF = '{"eof" : 1}';

interface VoskMessage {
  partial?: string;
  text?: string;
}

export function voskRecognizer(config: VoskConfig): SpeechRecognizer {
  return {
    engine: 'vosk',
    open(_options, onResult) {
      return new Promise<RecognitionStream>((resolve, reject) => {
        const ws = new WebSocket(config.url, { handshakeTimeout: config.timeoutMs, maxPayload: 1024 * 1024 });
        let failure: SpeechUnavailableError | null = null;
        let lastPartial = '';
        let ended: { resolve: () => void; reject: (e: Error) => void; timer: NodeJS.Timeout } | null = null;
        const deliver = (result: RecognitionResult) => {
          if (result.text) onResult(result);
        };
        ws.on('message', (data, isBinary) => {
          if (isBinary) return;
          let message: VoskMessage;
          try {
            message = JSON.parse(data.toString()) as VoskMessage;
          } catch {
            failure = new SpeechUnavailableError('protocol', 'The Vosk server sent a message that is not JSON.');
            ws.terminate();
            return;
          }
          if (typeof message.text === 'string') {
            lastPartial = '';
            deliver({ text: message.text.trim(), final: true });
          } else if (typeof message.partial === 'string' && message.partial !== lastPartial) {
            lastPartial = message.partial;
            deliver({ text: message.partial.trim(), final: false });
          }
        });
        ws.on('error', (error) => {
          failure ??= new SpeechUnavailableError('network', `The Vosk server cannot be reached: ${error.message}`);
        });
        ws.on('close', () => {
          if (!ended) {
            reject(failure ?? new SpeechUnavailableError('network', 'The Vosk server closed the connection.'));
            return;
          }
          clearTimeout(ended.timer);
          if (failure) ended.reject(failure);
          else ended.resolve();
        });
        ws.on('open', () => {
          ws.send(JSON.stringify({ config: { sample_rate: 16000 } }));
          resolve({
            write(pcm) {
              if (ws.readyState === WebSocket.OPEN) ws.send(pcm, { binary: true });
            },
            end() {
              return new Promise<void>((resolveEnd, rejectEnd) => {
                if (ws.readyState !== WebSocket.OPEN) {
                  rejectEnd(failure ?? new SpeechUnavailableError('network', 'The Vosk server closed the connection.'));
                  return;
                }
                ended = {
                  resolve: resolveEnd,
                  reject: rejectEnd,
                  timer: setTimeout(() => {
                    failure = new SpeechUnavailableError('timeout', `The Vosk server did not finish within ${config.timeoutMs} ms.`);
                    ws.terminate();
                  }, config.timeoutMs),
                };
                ws.send(VOSK_EOF);
              });
            },
            abort() {
              ws.terminate();
            },
          });
        });
      });
    },
  };
}
