import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineSlots } from '../src/platform/speech/engine-slots.js';
import { espeakSynthesizer } from '../src/platform/speech/espeak-tts.js';
import { httpSynthesizer } from '../src/platform/speech/http-tts.js';
import { pcmFromWav } from '../src/platform/audio/wav.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser } from './support/factories.js';
import { EN_VOICE, makeUsecase } from './support/roleplay-factories.js';
import { startAssessment, startSession } from './support/practice-factories.js';

const URL = '/apigateway/ttssrvc/botvoicestream';
const LINE = 'Hi. I have a question about the roaming charge on my last bill.';
const FAST_VOICE = EN_VOICE.replace(',1,', ',2,');

async function collect(audio: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of audio) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('POST /apigateway/ttssrvc/botvoicestream (espeak-ng)', () => {
  let t: TestApp;
  let heroToken: string, otherToken: string, guardianToken: string, foreignToken: string;
  let sessionId: string, foreignSessionId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const a = (await makeTenant(t.db)).id;
    const b = (await makeTenant(t.db)).id;
    const hero = await makeUser(t.db, { role: 'hero', tenants: [a] });
    const other = await makeUser(t.db, { role: 'hero', tenants: [a] });
    const guardian = await makeUser(t.db, { role: 'guardian', tenants: [a] });
    const foreign = await makeUser(t.db, { role: 'hero', tenants: [b] });
    [heroToken, otherToken, guardianToken, foreignToken] = (await Promise.all(
      [hero, other, guardian, foreign].map((u) => t.signIn(u.email)),
    )) as [string, string, string, string];
    const voice = await makeUsecase(t.db, a, { type: 2, selfRegistration: true, selectedVoice: FAST_VOICE });
    sessionId = (await startSession(t, heroToken, await startAssessment(t, heroToken, hero, voice))).id;
    const foreignVoice = await makeUsecase(t.db, b, { type: 2, selfRegistration: true });
    foreignSessionId = (await startSession(t, foreignToken, await startAssessment(t, foreignToken, foreign, foreignVoice))).id;
  });
  afterAll(() => t.close());

  const speak = (token: string, payload: object) => t.as(token, { method: 'POST', url: URL, payload });
  const seconds = (wav: Buffer) => {
    const audio = pcmFromWav(wav);
    return audio.samples.length / audio.sampleRate;
  };

  it('refuses a caller without a session (401)', async () => {
    expect((await t.app.inject({ method: 'POST', url: URL, payload: { text: LINE } })).statusCode).toBe(401);
  });

  it("speaks a line as WAV in the voice setting's voice and rate", async () => {
    const normal = await speak(heroToken, { text: LINE, selectedVoice: EN_VOICE });
    expect(normal.statusCode).toBe(200);
    expect(normal.headers['content-type']).toBe('audio/wav');
    expect(normal.headers['cache-control']).toBe('no-store');
    expect(pcmFromWav(normal.rawPayload).sampleRate).toBe(22050);
    const fast = await speak(heroToken, { text: LINE, selectedVoice: FAST_VOICE });
    // Twice the rate, roughly half the time.
    expect(seconds(fast.rawPayload) / seconds(normal.rawPayload)).toBeLessThan(0.7);
    expect(seconds(normal.rawPayload)).toBeGreaterThan(2);
  });

  it("takes the voice of the caller's own session; another group's is 404, another user's 403", async () => {
    const own = await speak(heroToken, { text: LINE, userSessionId: sessionId });
    expect(own.statusCode).toBe(200);
    const normal = await speak(heroToken, { text: LINE });
    expect(seconds(own.rawPayload) / seconds(normal.rawPayload)).toBeLessThan(0.7);
    expect((await speak(heroToken, { text: LINE, userSessionId: foreignSessionId })).statusCode).toBe(404);
    expect((await speak(otherToken, { text: LINE, userSessionId: sessionId })).statusCode).toBe(403);
    expect((await speak(guardianToken, { text: LINE, userSessionId: sessionId })).statusCode).toBe(403);
  });

  it('refuses empty text and a malformed voice setting (400)', async () => {
    expect((await speak(heroToken, { text: '  ' })).statusCode).toBe(400);
    expect((await speak(heroToken, { text: LINE, selectedVoice: 'en-US,English' })).statusCode).toBe(400);
  });

  it('streams: the reply is sent in chunks as the synthesiser speaks', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}${URL}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': heroToken },
      body: JSON.stringify({ text: `${LINE} ${LINE}` }),
    });
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    expect(pcmFromWav(Buffer.from(await response.arrayBuffer())).samples.length).toBeGreaterThan(22050);
  });
});

describe('a slow, dead or saturated synthesiser', () => {
  let folder: string;
  let slowBin: string;
  let pidFile: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sb-tts-'));
    slowBin = path.join(folder, 'slow-espeak');
    pidFile = path.join(folder, 'pid');
    await writeFile(slowBin, `#!/bin/sh\necho $$ > ${pidFile}\nexec sleep 30\n`);
    await chmod(slowBin, 0o755);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('answers 504 with a clear message past the deadline, kills the engine and stays responsive meanwhile', async () => {
    const t = await startTestApp({ env: { ESPEAK_NG_BIN: slowBin, TTS_TIMEOUT_MS: '800' } });
    try {
      const user = await makeUser(t.db, { role: 'hero', tenants: [(await makeTenant(t.db)).id] });
      const token = await t.signIn(user.email);
      const pending = t.as(token, { method: 'POST', url: URL, payload: { text: LINE } });
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      const response = await pending;
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({
        error: 'speech_timeout',
        message: 'The speech synthesiser (espeak-ng) did not finish within 800 ms.',
        details: { reason: 'timeout' },
      });
      const pid = Number(await readFile(pidFile, 'utf8'));
      expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the engine cannot start, and 503 busy past the process cap', async () => {
    const t = await startTestApp({
      env: { ESPEAK_NG_BIN: slowBin, TTS_TIMEOUT_MS: '3000', SPEECH_MAX_PROCESSES: '1', SPEECH_QUEUE_MS: '200' },
    });
    try {
      const user = await makeUser(t.db, { role: 'hero', tenants: [(await makeTenant(t.db)).id] });
      const token = await t.signIn(user.email);
      const first = t.as(token, { method: 'POST', url: URL, payload: { text: LINE } });
      await new Promise((r) => setTimeout(r, 100));
      const second = await t.as(token, { method: 'POST', url: URL, payload: { text: LINE } });
      expect(second.statusCode).toBe(503);
      expect(second.json()).toMatchObject({ error: 'speech_busy', message: 'All 1 speech engine slots are busy; try again in a moment.' });
      expect((await first).statusCode).toBe(504);
    } finally {
      await t.close();
    }
    const missing = espeakSynthesizer({ bin: '/nonexistent/espeak-ng', timeoutMs: 2000, slots: new EngineSlots(1, 100) });
    await expect(missing.synthesize(LINE, { language: 'en-US', voice: null, rate: 1 })).rejects.toMatchObject({
      reason: 'engine',
      message: expect.stringContaining('cannot be started (/nonexistent/espeak-ng)'),
    });
    const espeak = espeakSynthesizer({ bin: 'espeak-ng', timeoutMs: 5000, slots: new EngineSlots(1, 100) });
    await expect(espeak.synthesize(LINE, { language: 'en-US', voice: 'xx-nosuch', rate: 1 })).rejects.toMatchObject({
      reason: 'engine',
      message: expect.stringContaining('voice does not exist'),
    });
  });
});

describe('a server without its speech engines', () => {
  it('says which engines are missing, answers the bot voice with 503 and a clear message, never silence', async () => {
    const t = await startTestApp({
      env: { ESPEAK_NG_BIN: '/nonexistent/espeak-ng', POCKETSPHINX_BIN: 'no-such-pocketsphinx-program' },
    });
    try {
      const user = await makeUser(t.db, { role: 'hero', tenants: [(await makeTenant(t.db)).id] });
      const token = await t.signIn(user.email);
      const status = await t.as(token, { method: 'GET', url: '/apigateway/ttssrvc/status' });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({
        synthesis: { engine: 'espeak-ng', available: false, missing: 'the program /nonexistent/espeak-ng (Debian package espeak-ng)' },
        recognition: {
          engine: 'pocketsphinx',
          available: false,
          missing: 'the program no-such-pocketsphinx-program (Debian packages pocketsphinx and pocketsphinx-en-us)',
        },
      });
      const voice = await t.as(token, { method: 'POST', url: URL, payload: { text: LINE } });
      expect(voice.statusCode).toBe(503);
      expect(voice.headers['content-type']).toContain('application/json');
      expect(voice.json()).toMatchObject({
        error: 'speech_unavailable',
        message:
          "The customer's voice is unavailable: this server is missing the program /nonexistent/espeak-ng (Debian package espeak-ng).",
      });
      expect((await t.app.inject({ method: 'GET', url: '/apigateway/ttssrvc/status' })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('with the engines installed, reports them available', async () => {
    const user = await makeUser(t0.db, { role: 'hero', tenants: [(await makeTenant(t0.db)).id] });
    const status = await t0.as(await t0.signIn(user.email), { method: 'GET', url: '/apigateway/ttssrvc/status' });
    expect(status.json()).toMatchObject({ synthesis: { available: true, missing: null }, recognition: { available: true, missing: null } });
  });

  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startTestApp();
  });
  afterAll(async () => {
    await t0.close();
  });
});

describe('OpenAI-compatible speech adapter (POST /v1/audio/speech)', () => {
  const serve = (
    handler: (request: IncomingMessage, body: string, send: (status: number, type: string, ...parts: string[]) => void) => void,
  ) =>
    new Promise<{ base: string; close: () => Promise<void> }>((resolve) => {
      const server = createServer((request, response) => {
        let body = '';
        request.on('data', (c: Buffer) => (body += c.toString()));
        request.on('end', () =>
          handler(request, body, (status, type, ...parts) => {
            response.writeHead(status, { 'content-type': type });
            // Parts arrive 50 ms apart: the adapter must pass them on as they come.
            parts.forEach((part, i) => setTimeout(() => (i === parts.length - 1 ? response.end(part) : response.write(part)), 50 * i));
            if (parts.length === 0) response.end();
          }),
        );
      });
      server.listen(0, '127.0.0.1', () =>
        resolve({
          base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
          close: () => new Promise((r) => server.close(() => r())),
        }),
      );
    });

  it('asks for WAV with model, input, voice and speed, and passes the audio on as it arrives', async () => {
    let asked: unknown = null;
    let route = '';
    const server = await serve((request, body, send) => {
      route = `${request.method} ${request.url} ${request.headers.authorization}`;
      asked = JSON.parse(body);
      send(200, 'audio/wav', 'RIFF', 'more', 'end');
    });
    try {
      const tts = httpSynthesizer({ baseUrl: server.base, model: 'tts-1', apiKey: 'k', defaultVoice: 'alloy', timeoutMs: 2000 });
      const speech = await tts.synthesize('Hello there.', { language: 'en-US', voice: null, rate: 1.5 });
      expect(speech.contentType).toBe('audio/wav');
      const chunks: string[] = [];
      for await (const chunk of speech.audio) chunks.push(chunk.toString());
      expect(chunks.join('')).toBe('RIFFmoreend');
      expect(chunks.length).toBeGreaterThan(1);
      expect(route).toBe('POST /v1/audio/speech Bearer k');
      expect(asked).toEqual({ model: 'tts-1', input: 'Hello there.', voice: 'alloy', speed: 1.5, response_format: 'wav' });
    } finally {
      await server.close();
    }
  });

  it('fails clearly on an HTTP error, a reply that is not audio and a slow service', async () => {
    const voice = { language: 'en-US', voice: 'nova', rate: 1 };
    const broken = await serve((_r, _b, send) => send(500, 'text/plain', 'boom'));
    const odd = await serve((_r, _b, send) => send(200, 'application/json', '{"error":"quota"}'));
    const slow = await serve((_r, _b, send) => setTimeout(() => send(200, 'audio/wav', 'RIFF'), 1500));
    try {
      const tts = (base: string, timeoutMs = 2000) => httpSynthesizer({ baseUrl: base, model: 'm', defaultVoice: 'v', timeoutMs });
      await expect(tts(broken.base).synthesize('x', voice)).rejects.toMatchObject({
        reason: 'network',
        message: 'The speech service answered HTTP 500.',
      });
      await expect(tts(odd.base).synthesize('x', voice)).rejects.toMatchObject({ reason: 'protocol' });
      await expect(tts(slow.base, 200).synthesize('x', voice)).rejects.toMatchObject({ reason: 'timeout' });
      const espeak = espeakSynthesizer({ bin: 'espeak-ng', timeoutMs: 5000, slots: new EngineSlots(1, 100) });
      const audio = await collect((await espeak.synthesize('Hello.', { language: 'en-US', voice: 'en-us+f3', rate: 1 })).audio);
      expect(audio.subarray(0, 4).toString()).toBe('RIFF');
    } finally {
      await Promise.all([broken.close(), odd.close(), slow.close()]);
    }
  });
});
