import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { EngineSlots } from '../src/platform/speech/engine-slots.js';
import { pocketsphinxRecognizer } from '../src/platform/speech/pocketsphinx/pocketsphinx-stt.js';
import type { RecognitionResult, SpeechRecognizer } from '../src/platform/speech/speech-engines.js';
import { VOSK_EOF, voskRecognizer } from '../src/platform/speech/vosk-stt.js';
import { pcmFromWav } from '../src/platform/audio/wav.js';
import { whisperRecognizer } from '../src/platform/speech/whisper-stt.js';
import { framesOf, spokenAudio } from './support/speech.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** Runs one turn through a recogniser: frames in, results out. */
async function recognise(recognizer: SpeechRecognizer, frames: Buffer[], hints?: { answers: string[]; vocabulary: string[] }) {
  const results: RecognitionResult[] = [];
  const stream = await recognizer.open({ language: 'en-US', hints }, (r) => results.push(r));
  for (const frame of frames) stream.write(frame);
  await stream.end();
  return results;
}

const pcmFrames = (count: number) => Array.from({ length: count }, (_, i) => Buffer.alloc(4096, i));

/** A Vosk server speaking its WebSocket protocol: config, audio answered with partials, an utterance result, eof → final and close. */
function fakeVosk(options: { ignoreEof?: boolean } = {}) {
  const seen = { config: null as unknown, audioBytes: 0, eof: '' };
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (ws: WebSocket) => {
    let frames = 0;
    ws.on('message', (data, isBinary) => {
      if (!isBinary) {
        const text = data.toString();
        if (text.includes('config')) {
          seen.config = JSON.parse(text);
          return;
        }
        seen.eof = text;
        if (options.ignoreEof) return;
        ws.send(JSON.stringify({ text: 'thank you' }));
        ws.close();
        return;
      }
      seen.audioBytes += (data as Buffer).length;
      frames += 1;
      ws.send(JSON.stringify(frames === 3 ? { text: 'hello there' } : { partial: frames < 3 ? 'hello' : 'thank' }));
    });
  });
  closers.push(() => new Promise((r) => server.close(() => r())));
  return new Promise<{ url: string; seen: typeof seen }>((resolve) =>
    server.on('listening', () => resolve({ url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`, seen })),
  );
}

describe('Vosk adapter (WebSocket protocol)', () => {
  it('sends the config, the audio and {"eof" : 1}; passes partials and finals on', async () => {
    const { url, seen } = await fakeVosk();
    const results = await recognise(voskRecognizer({ url, timeoutMs: 2000 }), pcmFrames(4));
    expect(seen.config).toEqual({ config: { sample_rate: 16000 } });
    expect(seen.audioBytes).toBe(4 * 4096);
    expect(seen.eof).toBe(VOSK_EOF);
    // A repeated partial is passed on once.
    expect(results).toEqual([
      { text: 'hello', final: false },
      { text: 'hello there', final: true },
      { text: 'thank', final: false },
      { text: 'thank you', final: true },
    ]);
  });

  it('fails as a timeout when the server never sends the last result, and as network when unreachable', async () => {
    const { url } = await fakeVosk({ ignoreEof: true });
    await expect(recognise(voskRecognizer({ url, timeoutMs: 300 }), pcmFrames(1))).rejects.toMatchObject({ reason: 'timeout' });
    await expect(recognise(voskRecognizer({ url: 'ws://127.0.0.1:9', timeoutMs: 300 }), [])).rejects.toMatchObject({ reason: 'network' });
  });
});

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function httpServer(handler: (request: IncomingMessage, body: Buffer) => Promise<{ status: number; type: string; body: string }>) {
  const server: Server = createServer((request, response) => {
    void bodyOf(request).then(async (body) => {
      const reply = await handler(request, body);
      response.writeHead(reply.status, { 'content-type': reply.type }).end(reply.body);
    });
  });
  closers.push(() => new Promise((r) => server.close(() => r())));
  return new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`)),
  );
}

describe('Whisper-compatible adapter (POST /v1/audio/transcriptions)', () => {
  it('uploads the turn as a 16 kHz WAV with model, language and the expected answers as prompt', async () => {
    let form: FormData | null = null;
    let path = '';
    const base = await httpServer(async (request, body) => {
      path = `${request.method} ${request.url}`;
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers['content-type']! } }).formData();
      return { status: 200, type: 'application/json', body: JSON.stringify({ text: ' Thank you for calling. ' }) };
    });
    const recognizer = whisperRecognizer({ baseUrl: base, model: 'whisper-1', timeoutMs: 2000 });
    const results = await recognise(recognizer, pcmFrames(3), { answers: ['Thank you for calling.'], vocabulary: [] });
    expect(path).toBe('POST /v1/audio/transcriptions');
    expect(results).toEqual([{ text: 'Thank you for calling.', final: true }]);
    const sent = form!;
    expect(sent.get('model')).toBe('whisper-1');
    expect(sent.get('language')).toBe('en');
    expect(sent.get('prompt')).toBe('Thank you for calling.');
    const wav = pcmFromWav(Buffer.from(await (sent.get('file') as Blob).arrayBuffer()));
    expect(wav).toMatchObject({ sampleRate: 16000, channels: 1 });
    expect(wav.samples.length).toBe((3 * 4096) / 2);
  });

  it('fails clearly on an HTTP error, a reply without text and a slow server', async () => {
    const broken = await httpServer(async () => ({ status: 500, type: 'text/plain', body: 'boom' }));
    await expect(recognise(whisperRecognizer({ baseUrl: broken, model: 'm', timeoutMs: 2000 }), pcmFrames(1))).rejects.toMatchObject({
      reason: 'network',
      message: 'The transcription service answered HTTP 500.',
    });
    const odd = await httpServer(async () => ({ status: 200, type: 'application/json', body: '{"segments":[]}' }));
    await expect(recognise(whisperRecognizer({ baseUrl: odd, model: 'm', timeoutMs: 2000 }), pcmFrames(1))).rejects.toMatchObject({
      reason: 'protocol',
    });
    const slow = await httpServer(
      () => new Promise((r) => setTimeout(() => r({ status: 200, type: 'application/json', body: '{"text":"x"}' }), 1500)),
    );
    await expect(recognise(whisperRecognizer({ baseUrl: slow, model: 'm', timeoutMs: 200 }), pcmFrames(1))).rejects.toMatchObject({
      reason: 'timeout',
    });
  });
});

describe('pocketsphinx adapter (Debian pocketsphinx, US English model)', () => {
  const recognizer = () => {
    const r = pocketsphinxRecognizer({
      bin: 'pocketsphinx_continuous',
      modelDir: '/usr/share/pocketsphinx/model/en-us',
      timeoutMs: 20_000,
      slots: new EngineSlots(4, 1000),
    });
    closers.push(() => r.close());
    return r;
  };

  it('hears an expected answer through the step grammar and writes it as the script does', async () => {
    const answer = 'Before we continue, please note that this call is recorded for quality and training purposes.';
    const { pcm } = await spokenAudio(answer);
    const results = await recognise(recognizer(), framesOf(pcm), { answers: [answer], vocabulary: [] });
    expect(results.at(-1)).toEqual({ text: answer, final: true });
  });

  it('hears a reply that is none of the answers as other words, not as an answer', async () => {
    const answer = 'Before we continue, please note that this call is recorded for quality and training purposes.';
    const { pcm } = await spokenAudio('I had pancakes for breakfast and the weather is lovely today.');
    const results = await recognise(recognizer(), framesOf(pcm), { answers: [answer], vocabulary: [] });
    expect(results.at(-1)?.final).toBe(true);
    expect(results.at(-1)?.text).not.toBe(answer);
  });

  it('has no model for other languages, and says which engines do', async () => {
    await expect(recognizer().open({ language: 'fr-FR' }, () => undefined)).rejects.toMatchObject({
      reason: 'language',
      message: expect.stringContaining('STT_ENGINE=vosk or whisper'),
    });
  });

  it('fails clearly when the program is missing', async () => {
    const missing = pocketsphinxRecognizer({
      bin: '/nonexistent/pocketsphinx',
      modelDir: '/usr/share/pocketsphinx/model/en-us',
      timeoutMs: 5000,
      slots: new EngineSlots(1, 100),
    });
    closers.push(() => missing.close());
    await expect(recognise(missing, pcmFrames(1), { answers: ['Hello there.'], vocabulary: [] })).rejects.toMatchObject({
      reason: 'engine',
      message: expect.stringMatching(/pocketsphinx failed \(exit 127\).*not found/),
    });
  });
});
