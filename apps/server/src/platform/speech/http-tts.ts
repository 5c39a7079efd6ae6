import { SpeechUnavailableError } from './speech-error.js';
import type { SpeechSynthesizer, SynthesizedSpeech } from './speech-engines.js';

/**
 * A cloud or network synthesiser behind the OpenAI-compatible speech API, which hosted services and
 * local servers alike offer: `POST {baseUrl}/audio/speech` with `{model, input, voice, speed,
 * response_format: "wav"}` → the audio bytes. One deadline covers the whole reply; the body is passed on
 * as it arrives.
 */
export interface HttpTtsConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** The service's voice when the voice setting names none. */
  defaultVoice: string;
  timeoutMs: number;
}

export function httpSynthesizer(config: HttpTtsConfig): SpeechSynthesizer {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  return {
    engine: 'http',
    async synthesize(text, choice, signal): Promise<SynthesizedSpeech> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), config.timeoutMs);
      const onAbort = () => controller.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const finish = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const timeout = () => new SpeechUnavailableError('timeout', `The speech service did not answer within ${config.timeoutMs} ms.`);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          signal: controller.signal,
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            input: text,
            voice: choice.voice ?? config.defaultVoice,
            speed: choice.rate || 1,
            response_format: 'wav',
          }),
        });
      } catch (error) {
        finish();
        if (controller.signal.aborted) throw timeout();
        throw new SpeechUnavailableError('network', `The speech service cannot be reached: ${(error as Error).message}`);
      }
      if (!response.ok || !response.body) {
        finish();
        throw new SpeechUnavailableError('network', `The speech service answered HTTP ${response.status}.`);
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!contentType.startsWith('audio/')) {
        finish();
        await response.body.cancel().catch(() => undefined);
        throw new SpeechUnavailableError('protocol', `The speech service sent ${contentType || 'no content type'} instead of audio.`);
      }
      const body = response.body;
      async function* audio(): AsyncGenerator<Buffer> {
        try {
          for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) yield Buffer.from(bytes);
        } catch (error) {
          if (controller.signal.aborted) throw timeout();
          throw new SpeechUnavailableError('network', `The speech service stopped sending audio: ${(error as Error).message}`);
        } finally {
          finish();
          controller.abort();
        }
      }
      return { contentType: contentType.split(';')[0]!, audio: audio() };
    },
  };
}
