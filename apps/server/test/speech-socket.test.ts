import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleplayScript, SESSION_COOKIE, SPEECH_SOCKET, type SpeechStreamStart, type UserSession } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { startAssessment, startSession } from './support/practice-factories.js';
import { framesOf, openSpeechSocket, speechTurn, spokenAudio } from './support/speech.js';

const CODES = SPEECH_SOCKET.closeCodes;
const ANSWER = 'Thank you for calling. I am sorry to hear about the delay; let me check your order.';
const VOICE_SCRIPT = roleplayScript.parse({
  steps: [
    { id: 'welcome', kind: 'welcome', customerLines: ['Hi, my parcel is late.'], recommendedAnswers: [ANSWER] },
    { id: 'closing', kind: 'closing', customerLines: ['Thanks, bye.'], recommendedAnswers: ['Have a great day.'] },
  ],
});

/** The speech socket (DESIGN §7): who may stream, which sessions, frame limits and the reply protocol. */
describe('speech socket /apigateway/sttsrvc/stream', () => {
  let t: TestApp;
  let url: string;
  let host: string;
  let hero: UserRow;
  let heroToken: string, otherToken: string, guardianToken: string, foreignToken: string;
  let call: UserSession, chat: UserSession, foreignCall: UserSession;
  const startOf = (s: UserSession, extra: Partial<SpeechStreamStart> = {}): SpeechStreamStart => ({
    assessmentId: s.assessmentId,
    userSessionId: s.id,
    language: 'en-US',
    ...extra,
  });
  const auth = (token: string) => ({ 'x-auth-token': token });

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    host = `127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    url = `ws://${host}${SPEECH_SOCKET.path}`;
    const a = (await makeTenant(t.db)).id;
    const b = (await makeTenant(t.db)).id;
    hero = await makeUser(t.db, { role: 'hero', tenants: [a] });
    const other = await makeUser(t.db, { role: 'hero', tenants: [a] });
    const guardian = await makeUser(t.db, { role: 'guardian', tenants: [a] });
    const foreign = await makeUser(t.db, { role: 'hero', tenants: [b] });
    [heroToken, otherToken, guardianToken, foreignToken] = (await Promise.all(
      [hero, other, guardian, foreign].map((u) => t.signIn(u.email)),
    )) as [string, string, string, string];
    const voice = await makeUsecase(t.db, a, { type: 2, selfRegistration: true, script: VOICE_SCRIPT, threshold: 60 });
    const chatCase = await makeUsecase(t.db, a, { type: 1, selfRegistration: true, script: VOICE_SCRIPT });
    const foreignVoice = await makeUsecase(t.db, b, { type: 2, selfRegistration: true, script: VOICE_SCRIPT });
    call = await startSession(t, heroToken, await startAssessment(t, heroToken, hero, voice));
    chat = await startSession(t, heroToken, await startAssessment(t, heroToken, hero, chatCase));
    foreignCall = await startSession(t, foreignToken, await startAssessment(t, foreignToken, foreign, foreignVoice));
  });
  afterAll(() => t.close());

  it('refuses an upgrade without a session (401)', async () => {
    await expect(openSpeechSocket(url, {})).rejects.toThrow('HTTP 401');
  });

  it('takes the session cookie only from its own origin, and refuses any foreign Origin (403)', async () => {
    const cookie = `${SESSION_COOKIE}=${heroToken}`;
    await expect(openSpeechSocket(url, { cookie, origin: 'http://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(openSpeechSocket(url, { cookie })).rejects.toThrow('HTTP 403');
    await expect(openSpeechSocket(url, { ...auth(heroToken), origin: 'http://evil.example' })).rejects.toThrow('HTTP 403');
    const socket = await openSpeechSocket(url, { cookie, origin: `http://${host}` });
    socket.close();
  });

  it('closes with 1009 on a frame over 64 KiB', async () => {
    const socket = await openSpeechSocket(url, auth(heroToken));
    const result = await speechTurn(socket, startOf(call), [Buffer.alloc(SPEECH_SOCKET.maxFrameBytes + 2)], { end: false });
    expect(result.close.code).toBe(1009);
  });

  it("answers another group's session as not found (4404)", async () => {
    const socket = await openSpeechSocket(url, auth(heroToken));
    const result = await speechTurn(socket, startOf(foreignCall), []);
    expect(result.close).toEqual({ code: CODES.notFound, reason: 'Practice session not found.' });
  });

  it("refuses another user's session, whatever the role (4403)", async () => {
    for (const token of [otherToken, guardianToken]) {
      const socket = await openSpeechSocket(url, auth(token));
      const result = await speechTurn(socket, startOf(call), []);
      expect(result.close.code).toBe(CODES.forbidden);
    }
  });

  it('refuses a chat session, another language, a bad start and audio before the start (4400)', async () => {
    const cases: [string, Buffer[]][] = [
      [JSON.stringify(startOf(chat)), []],
      [JSON.stringify(startOf(call, { language: 'fr-FR' })), []],
      [JSON.stringify(startOf(call, { assessmentId: chat.assessmentId })), []],
      ['not json', []],
      [JSON.stringify({ userSessionId: call.id }), []],
    ];
    for (const [start, frames] of cases) {
      const socket = await openSpeechSocket(url, auth(heroToken));
      expect((await speechTurn(socket, start, frames)).close.code, start).toBe(CODES.badRequest);
    }
    const socket = await openSpeechSocket(url, auth(heroToken));
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    socket.send(Buffer.alloc(4096));
    expect(await closed).toBe(CODES.badRequest);
  });

  it('recognises a turn: partial and final replies, then 1000', async () => {
    const { pcm } = await spokenAudio(ANSWER);
    const socket = await openSpeechSocket(url, auth(heroToken));
    const result = await speechTurn(socket, startOf(call), framesOf(pcm));
    expect(result.close).toEqual({ code: 1000, reason: 'done' });
    expect(result.replies.at(-1)).toEqual({ final: true, text: ANSWER });
    expect(result.replies.slice(0, -1).every((r) => !r.final)).toBe(true);
    expect(result.said).toBe(ANSWER);
  });

  it('ends a turn that sends no audio without a reply', async () => {
    const socket = await openSpeechSocket(url, auth(heroToken));
    const result = await speechTurn(socket, startOf(call), []);
    expect(result).toMatchObject({ replies: [], close: { code: 1000 } });
  });
});

describe('speech socket with a broken recogniser', () => {
  it('closes with 4503 and says why', async () => {
    const t = await startTestApp({ env: { POCKETSPHINX_MODEL_DIR: '/nonexistent/model' } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}${SPEECH_SOCKET.path}`;
      const tenant = (await makeTenant(t.db)).id;
      const user = await makeUser(t.db, { role: 'hero', tenants: [tenant] });
      const token = await t.signIn(user.email);
      const voice = await makeUsecase(t.db, tenant, { type: 2, selfRegistration: true, script: VOICE_SCRIPT });
      const session = await startSession(t, token, await startAssessment(t, token, user, voice));
      const socket = await openSpeechSocket(url, { 'x-auth-token': token });
      const result = await speechTurn(socket, { assessmentId: session.assessmentId, userSessionId: session.id, language: 'en-US' }, []);
      expect(result.close.code).toBe(CODES.unavailable);
      expect(result.close.reason).toMatch(/model is missing in \/nonexistent\/model/);
    } finally {
      await t.close();
    }
  });
});
