import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { HISTORY_MESSAGES, type ChatScriptReply } from '@switchboard/contracts';
import { localFileStore } from '../src/platform/files/local-file-store.js';
import { tenants } from '../src/modules/tenants/tables.js';
import { appendRecording, recordingKey, writeRecording, type RecordingDeps } from '../src/modules/roleplay/recordings/recording-service.js';
import { parseWav, wavHeader, type PcmFormat } from '../src/platform/audio/wav.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { makeUsecase } from './support/roleplay-factories.js';
import { makeMembers, makeSession, setSupervisors } from './support/history-factories.js';

const P = '/apigateway/tbsrvc';
const audioUrl = (id: string) => `${P}/interaction/histories/audio/switchboard-demo/${id}?timezone=UTC&isCsvEnable=false`;

/** A sine tone as PCM WAV, in the given format. */
function tone(format: PcmFormat, ms: number, hz = 440): Buffer {
  const samples = Math.round((format.sampleRate * ms) / 1000);
  const data = Buffer.alloc(samples * 2 * format.channels);
  for (let i = 0; i < samples; i += 1) {
    const v = Math.round(Math.sin((2 * Math.PI * hz * i) / format.sampleRate) * 0.3 * 32767);
    for (let c = 0; c < format.channels; c += 1) data.writeInt16LE(v, (i * format.channels + c) * 2);
  }
  return Buffer.concat([wavHeader(format, data.length), data]);
}

/** The bot's line as espeak-ng speaks it (the TTS of DESIGN §7), or a tone where espeak-ng is not installed. */
function speech(text: string, dir: string): Buffer {
  const file = path.join(dir, 'line.wav');
  try {
    execFileSync('espeak-ng', ['-w', file, text]);
    return readFileSync(file);
  } catch {
    return tone({ sampleRate: 22050, channels: 1, bitsPerSample: 16 }, 1200);
  }
}

/** Call recordings: the store voice practice writes into, and the Audio Transcription tab's blob. */
describe('call recordings and GET interaction/histories/audio', () => {
  let t: TestApp;
  let dataDir: string;
  let deps: RecordingDeps;
  let a: TenantRow, b: TenantRow, masked: TenantRow;
  let hero: UserRow, otherHero: UserRow, mentor: UserRow, otherMentor: UserRow, guardianB: UserRow, maskedHero: UserRow;
  const token: Record<string, string> = {};
  let voiceCase: string, voiceSession: string, silentSession: string, strangerSession: string, maskedSession: string;
  let line: Buffer;
  const scopeOf = (user: UserRow, tenantId: string) => ({ tenantId, userId: user.id, role: user.role });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sb-recordings-'));
    t = await startTestApp({ env: { DATA_DIR: dataDir } });
    deps = { db: t.db, files: localFileStore(path.join(dataDir, 'files')) };
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    masked = await makeTenant(t.db, { config: [{ property: 'enable_masking', value: 'ON' }] });
    [hero, otherHero, mentor, otherMentor] = await makeMembers(t.db, a.id, ['hero', 'hero', 'mentor', 'mentor']);
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    maskedHero = await makeUser(t.db, { role: 'hero', tenants: [masked.id] });
    for (const [name, user] of Object.entries({ hero, otherHero, mentor, otherMentor, guardianB, maskedHero }))
      token[name] = await t.signIn(user.email);
    await setSupervisors(t.db, a.id, hero.id, { supervisorEmailL1: mentor.email });
    voiceCase = await makeUsecase(t.db, a.id, { name: 'Card blocked', type: 2 });
    voiceSession = await makeSession(t.db, a.id, { userId: hero.id, usecaseId: voiceCase, type: 2 });
    silentSession = await makeSession(t.db, a.id, { userId: hero.id, usecaseId: voiceCase, type: 2 });
    strangerSession = await makeSession(t.db, a.id, { userId: otherHero.id, usecaseId: voiceCase, type: 2 });
    const maskedCase = await makeUsecase(t.db, masked.id, { name: 'Card blocked', type: 2 });
    maskedSession = await makeSession(t.db, masked.id, { userId: maskedHero.id, usecaseId: maskedCase, type: 2 });
    line = speech('Thank you for calling. How can I help you today?', dataDir);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('appends the pieces of a call into one WAV under the tenant’s recordings folder', async () => {
    const format = parseWav(line).format;
    const first = await appendRecording(deps, scopeOf(hero, a.id), voiceSession, line);
    expect(first).toMatchObject({ stored: true, segments: 1, format: { channels: 1, bitsPerSample: 16 } });
    // An advisor utterance in the same format, as raw PCM, then as WAV.
    const utterance = tone(format, 500);
    const second = await appendRecording(deps, scopeOf(hero, a.id), voiceSession, utterance.subarray(44));
    const third = await appendRecording(deps, scopeOf(hero, a.id), voiceSession, utterance);
    expect(third).toMatchObject({ stored: true, segments: 3 });
    const dataBytes = parseWav(line).data.length + 2 * (utterance.length - 44);
    expect(third.stored && third.sizeBytes).toBe(44 + dataBytes);
    expect(second.stored && third.stored && third.durationMs - second.durationMs).toBeCloseTo(500, -1);
    const file = path.join(dataDir, 'files', ...recordingKey(a.id, voiceSession).split('/'));
    expect(file).toContain(path.join(a.id, 'recordings', `${voiceSession}.wav`));
    const stored = parseWav(readFileSync(file));
    expect(stored.format).toEqual(format);
    expect(stored.data.subarray(0, parseWav(line).data.length).equals(parseWav(line).data)).toBe(true);

    // Another format, something that is not audio, or someone else's session: refused.
    await expect(
      appendRecording(
        deps,
        scopeOf(hero, a.id),
        voiceSession,
        tone({ ...format, sampleRate: format.sampleRate === 16000 ? 8000 : 16000 }, 100),
      ),
    ).rejects.toMatchObject({ code: 'unsupported_media_type' });
    await expect(writeRecording(deps, scopeOf(hero, a.id), voiceSession, Buffer.from('not audio'))).rejects.toMatchObject({
      code: 'unsupported_media_type',
    });
    await expect(appendRecording(deps, scopeOf(otherHero, a.id), voiceSession, line)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(appendRecording(deps, scopeOf(guardianB, b.id), voiceSession, line)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('serves the recording to the owner and their reviewers as audio/wav, with byte ranges', async () => {
    const own = await t.as(token.hero!, { method: 'GET', url: audioUrl(voiceSession) });
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'audio/wav',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(own.headers['content-disposition']).toContain(`inline; filename="call-${voiceSession}.wav"`);
    expect(own.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(Number(own.headers['content-length'])).toBe(own.rawPayload.length);
    expect(parseWav(own.rawPayload).data.length).toBe(own.rawPayload.length - 44);
    const range = await t.as(token.mentor!, { method: 'GET', url: audioUrl(voiceSession), headers: { range: 'bytes=0-43' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toHaveLength(44);

    const detail = (
      await t.as(token.mentor!, { method: 'GET', url: `${P}/interaction/chatscript/${voiceSession}` })
    ).json<ChatScriptReply>();
    expect(detail).toMatchObject({ maskingEnabled: false, hasRecording: true });
    // Outside the reach: 403; another group: 404; no recording: 404 with the §8 text.
    expect((await t.as(token.otherMentor!, { method: 'GET', url: audioUrl(voiceSession) })).statusCode).toBe(403);
    expect((await t.as(token.otherHero!, { method: 'GET', url: audioUrl(voiceSession) })).statusCode).toBe(403);
    expect((await t.as(token.guardianB!, { method: 'GET', url: audioUrl(voiceSession) })).statusCode).toBe(404);
    const none = await t.as(token.hero!, { method: 'GET', url: audioUrl(silentSession) });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: HISTORY_MESSAGES.fetchAudioFailed, details: { reason: 'no_recording' } });
    expect((await t.as(token.otherHero!, { method: 'GET', url: audioUrl(strangerSession) })).statusCode).toBe(404);
    expect(
      (await t.as(token.hero!, { method: 'GET', url: `${P}/interaction/histories/audio/bad%2Finstance/${voiceSession}` })).statusCode,
    ).toBe(400);
  });

  it('keeps and serves nothing while the group masks calls', async () => {
    expect(await appendRecording(deps, scopeOf(maskedHero, masked.id), maskedSession, line)).toEqual({ stored: false, reason: 'masking' });
    expect(existsSync(path.join(dataDir, 'files', masked.id))).toBe(false);
    const refused = await t.as(token.maskedHero!, { method: 'GET', url: audioUrl(maskedSession) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ details: { reason: 'masking_enabled' } });
    const detail = (
      await t.as(token.maskedHero!, { method: 'GET', url: `${P}/interaction/chatscript/${maskedSession}` })
    ).json<ChatScriptReply>();
    expect(detail).toMatchObject({ maskingEnabled: true, hasRecording: false });

    // Masking switched on after a call was recorded: not served, and removed at the next write.
    await writeRecording(deps, scopeOf(hero, a.id), silentSession, line);
    expect((await t.as(token.hero!, { method: 'GET', url: audioUrl(silentSession) })).statusCode).toBe(200);
    await t.db.run({ tenantId: null, userId: null }, (tx) =>
      tx
        .update(tenants)
        .set({ config: [{ property: 'enable_masking', value: 'ON' }] })
        .where(eq(tenants.id, a.id)),
    );
    expect((await t.as(token.hero!, { method: 'GET', url: audioUrl(silentSession) })).statusCode).toBe(404);
    expect(await appendRecording(deps, scopeOf(hero, a.id), silentSession, line)).toEqual({ stored: false, reason: 'masking' });
    expect(existsSync(path.join(dataDir, 'files', ...recordingKey(a.id, silentSession).split('/')))).toBe(false);
  });
});
