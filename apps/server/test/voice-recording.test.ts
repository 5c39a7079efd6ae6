import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_SOCKET } from '@switchboard/contracts';
import { parseWav } from '../src/platform/audio/wav.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { cursorOf, PRACTICE_SCRIPT, startAssessment, startSession, type Cursor } from './support/practice-factories.js';
import { framesOf, openSpeechSocket, speechTurn, spokenAudio } from './support/speech.js';

const P = '/apigateway/tbsrvc';
const APPEND = '/apigateway/ttssrvc/appendbotvoice';
const audioUrl = (id: string) => `${P}/interaction/histories/audio/switchboard-demo/${id}?timezone=UTC&isCsvEnable=false`;
const OPENING = PRACTICE_SCRIPT.steps[0]!.customerLines[0]!;

/**
 * The call recording a voice practice leaves for review (DESIGN §7): each bot line the advisor heard
 * (appendbotvoice) and each advisor turn as the speech socket received it, in the order they happened,
 * in one 16 kHz WAV the Audio Transcription tab plays — and nothing at all when the group masks calls.
 */
describe('voice call recording: appendbotvoice and the advisor’s turns', () => {
  let t: TestApp;
  let dataDir: string;
  let url: string;
  let a: TenantRow;
  let masked: TenantRow;
  let hero: UserRow, otherHero: UserRow, guardianB: UserRow, maskedHero: UserRow;
  const token: Record<string, string> = {};
  let call: Cursor;
  let maskedCall: Cursor;

  async function voiceCall(tenantId: string, user: UserRow): Promise<Cursor> {
    const usecase = await makeUsecase(t.db, tenantId, { name: 'Recorded call', type: 2, selfRegistration: true, script: PRACTICE_SCRIPT });
    return cursorOf(await startSession(t, token[user.email]!, await startAssessment(t, token[user.email]!, user, usecase)));
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sb-voice-recording-'));
    t = await startTestApp({ env: { DATA_DIR: dataDir } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}${SPEECH_SOCKET.path}`;
    a = await makeTenant(t.db);
    const b = await makeTenant(t.db);
    masked = await makeTenant(t.db, { config: [{ property: 'enable_masking', value: 'ON' }] });
    hero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    otherHero = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    maskedHero = await makeUser(t.db, { role: 'hero', tenants: [masked.id] });
    for (const user of [hero, otherHero, guardianB, maskedHero]) token[user.email] = await t.signIn(user.email);
    call = await voiceCall(a.id, hero);
    maskedCall = await voiceCall(masked.id, maskedHero);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records the bot’s line, then the advisor’s answer, into one WAV the reviewer plays', async () => {
    const appended = await t.as(token[hero.email]!, {
      method: 'POST',
      url: APPEND,
      payload: { userSessionId: call.userSessionId, text: OPENING },
    });
    expect(appended.statusCode, appended.body).toBe(200);
    expect(appended.headers['content-type']).toContain('text/plain');
    expect(appended.body).toBe('stored');
    const afterLine = parseWav((await t.as(token[hero.email]!, { method: 'GET', url: audioUrl(call.userSessionId) })).rawPayload);
    expect(afterLine.format).toEqual({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    // espeak-ng says the opening line in well over a second.
    expect(afterLine.data.length / 32).toBeGreaterThan(1000);

    const answer = await spokenAudio(PRACTICE_SCRIPT.steps[0]!.recommendedAnswers[0]!);
    const socket = await openSpeechSocket(url, { 'x-auth-token': token[hero.email]! });
    const turn = await speechTurn(
      socket,
      { assessmentId: call.assessmentId, userSessionId: call.userSessionId, language: 'en-US' },
      framesOf(answer.pcm),
    );
    expect(turn.close.code, turn.close.reason).toBe(SPEECH_SOCKET.closeCodes.done);

    const recording = await t.as(token[hero.email]!, { method: 'GET', url: audioUrl(call.userSessionId) });
    expect(recording.statusCode).toBe(200);
    const { data } = parseWav(recording.rawPayload);
    const advisor = Buffer.from(answer.pcm.buffer, answer.pcm.byteOffset, answer.pcm.byteLength);
    // The line first, then exactly the samples the advisor's microphone sent.
    expect(data.length).toBe(afterLine.data.length + advisor.length);
    expect(data.subarray(0, afterLine.data.length).equals(afterLine.data)).toBe(true);
    expect(data.subarray(afterLine.data.length).equals(advisor)).toBe(true);
  }, 60_000);

  it('keeps nothing while the group masks calls', async () => {
    const appended = await t.as(token[maskedHero.email]!, {
      method: 'POST',
      url: APPEND,
      payload: { userSessionId: maskedCall.userSessionId, text: OPENING },
    });
    expect(appended.statusCode).toBe(200);
    expect(appended.body).toBe('masked');
    const answer = await spokenAudio(PRACTICE_SCRIPT.steps[0]!.recommendedAnswers[0]!);
    const socket = await openSpeechSocket(url, { 'x-auth-token': token[maskedHero.email]! });
    const turn = await speechTurn(
      socket,
      { assessmentId: maskedCall.assessmentId, userSessionId: maskedCall.userSessionId, language: 'en-US' },
      framesOf(answer.pcm),
    );
    expect(turn.close.code).toBe(SPEECH_SOCKET.closeCodes.done);
    const refused = await t.as(token[maskedHero.email]!, { method: 'GET', url: audioUrl(maskedCall.userSessionId) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ details: { reason: 'masking_enabled' } });
  }, 60_000);

  it('appends only to one’s own call: another advisor 403, another group 404, signed out 401, bad bodies 400', async () => {
    const body = { userSessionId: call.userSessionId, text: OPENING };
    const other = await t.as(token[otherHero.email]!, { method: 'POST', url: APPEND, payload: body });
    expect(other.statusCode).toBe(403);
    expect((await t.as(token[guardianB.email]!, { method: 'POST', url: APPEND, payload: body })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: APPEND, payload: body });
    expect(anonymous.statusCode).toBe(401);
    const empty = await t.as(token[hero.email]!, {
      method: 'POST',
      url: APPEND,
      payload: { userSessionId: call.userSessionId, text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'validation_failed' });
    const before = (await t.as(token[hero.email]!, { method: 'GET', url: audioUrl(call.userSessionId) })).rawPayload.length;
    expect(
      (await t.as(token[hero.email]!, { method: 'POST', url: APPEND, payload: { userSessionId: 'nope', text: OPENING } })).statusCode,
    ).toBe(400);
    // Nothing refused reached the recording.
    expect((await t.as(token[hero.email]!, { method: 'GET', url: audioUrl(call.userSessionId) })).rawPayload.length).toBe(before);
  });
});
