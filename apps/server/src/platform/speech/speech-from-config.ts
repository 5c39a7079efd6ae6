import type { SpeechStatusReply } from '@switchboard/contracts';
import type { Config } from '../../config.js';
import { checkSpeechEngines } from './engine-check.js';
import { EngineSlots } from './engine-slots.js';
import { espeakSynthesizer } from './espeak-tts.js';
import { httpSynthesizer } from './http-tts.js';
import { pocketsphinxRecognizer } from './pocketsphinx/pocketsphinx-stt.js';
import type { SpeechRecognizer, SpeechSynthesizer } from './speech-engines.js';
import { voskRecognizer } from './vosk-stt.js';
import { whisperRecognizer } from './whisper-stt.js';

export interface Speech {
  recognizer: SpeechRecognizer;
  synthesizer: SpeechSynthesizer;
  /** The cap shared by the local engine processes (recognisers and synthesisers). */
  slots: EngineSlots;
  /** The local engines as found at start (programs and models present). */
  status: SpeechStatusReply;
  close(): Promise<void>;
}

type SpeechConfig = Pick<
  Config,
  | 'STT_ENGINE'
  | 'STT_URL'
  | 'STT_MODEL'
  | 'STT_API_KEY'
  | 'STT_TIMEOUT_MS'
  | 'TTS_ENGINE'
  | 'TTS_URL'
  | 'TTS_MODEL'
  | 'TTS_VOICE'
  | 'TTS_API_KEY'
  | 'TTS_TIMEOUT_MS'
  | 'SPEECH_MAX_PROCESSES'
  | 'SPEECH_QUEUE_MS'
  | 'POCKETSPHINX_BIN'
  | 'POCKETSPHINX_MODEL_DIR'
  | 'ESPEAK_NG_BIN'
>;

/** The configured speech engines (DESIGN §7): offline pocketsphinx and espeak-ng unless STT_ENGINE / TTS_ENGINE say otherwise. */
export function speechFromConfig(config: SpeechConfig): Speech {
  const slots = new EngineSlots(config.SPEECH_MAX_PROCESSES, config.SPEECH_QUEUE_MS);
  let closeRecognizer = async (): Promise<void> => undefined;
  let recognizer: SpeechRecognizer;
  if (config.STT_ENGINE === 'vosk') {
    recognizer = voskRecognizer({ url: config.STT_URL!, timeoutMs: config.STT_TIMEOUT_MS });
  } else if (config.STT_ENGINE === 'whisper') {
    recognizer = whisperRecognizer({
      baseUrl: config.STT_URL!,
      model: config.STT_MODEL,
      apiKey: config.STT_API_KEY,
      timeoutMs: config.STT_TIMEOUT_MS,
    });
  } else {
    const pocketsphinx = pocketsphinxRecognizer({
      bin: config.POCKETSPHINX_BIN,
      modelDir: config.POCKETSPHINX_MODEL_DIR,
      timeoutMs: config.STT_TIMEOUT_MS,
      slots,
    });
    recognizer = pocketsphinx;
    closeRecognizer = () => pocketsphinx.close();
  }
  const synthesizer =
    config.TTS_ENGINE === 'http'
      ? httpSynthesizer({
          baseUrl: config.TTS_URL!,
          model: config.TTS_MODEL,
          apiKey: config.TTS_API_KEY,
          defaultVoice: config.TTS_VOICE,
          timeoutMs: config.TTS_TIMEOUT_MS,
        })
      : espeakSynthesizer({ bin: config.ESPEAK_NG_BIN, timeoutMs: config.TTS_TIMEOUT_MS, slots });
  return { recognizer, synthesizer, slots, status: checkSpeechEngines(config), close: () => closeRecognizer() };
}
