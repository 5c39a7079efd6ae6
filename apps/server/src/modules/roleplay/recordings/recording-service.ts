import { and, eq } from 'drizzle-orm';
import { CALL_RECORDING } from '@switchboard/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { tenantFileKey, type FileStore } from '../../../platform/files/file-store.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { tenants } from '../../tenants/tables.js';
import { userSessions } from '../practice/tables.js';
import { callRecordings } from './tables.js';
import {
  durationMsOf,
  isWav,
  parseWav,
  sameFormat,
  WAV_HEADER_BYTES,
  wavHeader,
  WavError,
  type PcmFormat,
} from '../../../platform/audio/wav.js';

/**
 * The call-recording store (DESIGN §7: the server records each call, advisor audio and bot audio
 * appended, unless masking is on). Voice practice (issue 9) calls `appendRecording` with each piece
 * of audio as it is heard — an advisor utterance, a bot line — or `writeRecording` with a whole call.
 * Each append rewrites the file (header + stored samples + new samples, renamed into place), so pieces
 * should be utterances, not 2048-sample blocks.
 */

export interface RecordingDeps {
  db: Database;
  files: FileStore;
}

export type RecordingResult =
  { stored: true; sizeBytes: number; durationMs: number; segments: number; format: PcmFormat } | { stored: false; reason: 'masking' };

export const DEFAULT_RECORDING_FORMAT: PcmFormat = {
  sampleRate: CALL_RECORDING.sampleRate,
  channels: CALL_RECORDING.channels,
  bitsPerSample: CALL_RECORDING.bitsPerSample,
};

export const recordingKey = (tenantId: string, userSessionId: string) => tenantFileKey(tenantId, 'recordings', `${userSessionId}.wav`);

/** The group's enable_masking account property (roleplay.md §3: 'ON' masks). */
export async function maskingEnabled(tx: Tx, tenantId: string): Promise<boolean> {
  const [row] = await tx.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  return (row?.config ?? []).some((p) => p.property === 'enable_masking' && ['on', 'true'].includes(String(p.value).trim().toLowerCase()));
}

/** The caller's own session in the tenant (recordings are written for one's own practice only). */
async function ownSession(tx: Tx, scope: TenantScope, userSessionId: string): Promise<void> {
  const [row] = await tx
    .select({ userId: userSessions.userId })
    .from(userSessions)
    .where(and(eq(userSessions.tenantId, scope.tenantId), eq(userSessions.id, userSessionId)));
  if (!row) throw new AppError('not_found', 'Practice session not found.');
  if (row.userId !== scope.userId) throw new AppError('forbidden', 'This practice session belongs to someone else.');
}

/** Audio as samples in a format: a WAV carries its own; raw PCM is taken to be in `fallback`. */
function samplesOf(audio: Buffer, fallback: PcmFormat): { format: PcmFormat; data: Buffer } {
  if (!isWav(audio)) return { format: fallback, data: audio.subarray(0, audio.length - (audio.length % (fallback.channels * 2))) };
  try {
    return parseWav(audio);
  } catch (error) {
    if (error instanceof WavError) throw new AppError('unsupported_media_type', `Not a usable recording: ${error.message}.`);
    throw error;
  }
}

async function* chunks(...parts: (Buffer | AsyncIterable<Uint8Array>)[]): AsyncIterable<Uint8Array> {
  for (const part of parts) {
    if (Buffer.isBuffer(part)) yield part;
    else yield* part;
  }
}

/** Masking on: nothing is kept — any recording of the session is removed with its row. */
async function dropRecording(tx: Tx, files: FileStore, tenantId: string, userSessionId: string): Promise<RecordingResult> {
  await tx.delete(callRecordings).where(and(eq(callRecordings.tenantId, tenantId), eq(callRecordings.userSessionId, userSessionId)));
  await files.delete(recordingKey(tenantId, userSessionId));
  return { stored: false, reason: 'masking' };
}

/**
 * Appends audio to the session's recording (creating it with the first piece). Runs under the
 * recording row's lock, so pieces of one call are appended one after the other; a piece in another
 * format than the recording is refused (415), as is a recording over CALL_RECORDING.maxBytes (413).
 */
export function appendRecording(deps: RecordingDeps, scope: TenantScope, userSessionId: string, audio: Buffer): Promise<RecordingResult> {
  return deps.db.run(scope, (tx) => store(tx, deps.files, scope, userSessionId, audio, 'append'));
}

/** Replaces the session's recording with a whole WAV (a call recorded elsewhere, or written at hang-up). */
export async function writeRecording(
  deps: RecordingDeps,
  scope: TenantScope,
  userSessionId: string,
  wav: Buffer,
): Promise<RecordingResult> {
  if (!isWav(wav)) throw new AppError('unsupported_media_type', 'A recording must be a PCM WAV file.');
  return deps.db.run(scope, (tx) => store(tx, deps.files, scope, userSessionId, wav, 'replace'));
}

async function store(
  tx: Tx,
  files: FileStore,
  scope: TenantScope,
  userSessionId: string,
  audio: Buffer,
  mode: 'append' | 'replace',
): Promise<RecordingResult> {
  await ownSession(tx, scope, userSessionId);
  if (await maskingEnabled(tx, scope.tenantId)) return dropRecording(tx, files, scope.tenantId, userSessionId);
  const key = recordingKey(scope.tenantId, userSessionId);
  const where = and(eq(callRecordings.tenantId, scope.tenantId), eq(callRecordings.userSessionId, userSessionId));
  // An empty row (no segment yet) first, so two first pieces racing queue on its lock instead of colliding.
  await tx
    .insert(callRecordings)
    .values({
      tenantId: scope.tenantId,
      userSessionId,
      storageKey: key,
      mimeType: CALL_RECORDING.mimeType,
      sizeBytes: 0,
      ...DEFAULT_RECORDING_FORMAT,
      durationMs: 0,
      segments: 0,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(callRecordings).where(where).for('update');
  const existing = mode === 'append' && row && row.segments > 0 ? row : null;
  const current = existing ? { sampleRate: existing.sampleRate, channels: existing.channels, bitsPerSample: existing.bitsPerSample } : null;
  const piece = samplesOf(audio, current ?? DEFAULT_RECORDING_FORMAT);
  if (current && !sameFormat(current, piece.format)) {
    throw new AppError(
      'unsupported_media_type',
      `This recording is ${current.sampleRate} Hz, ${current.channels} channel(s); the new audio is ${piece.format.sampleRate} Hz, ${piece.format.channels} channel(s).`,
    );
  }
  const storedData = existing ? existing.sizeBytes - WAV_HEADER_BYTES : 0;
  const dataBytes = storedData + piece.data.length;
  if (dataBytes + WAV_HEADER_BYTES > CALL_RECORDING.maxBytes) throw new AppError('payload_too_large', 'The recording is too long.');
  const format = piece.format;
  const header = wavHeader(format, dataBytes);
  const previous = existing && storedData > 0 ? await files.read(key, { start: WAV_HEADER_BYTES, end: existing.sizeBytes - 1 }) : null;
  const { size } = await files.write(key, previous ? chunks(header, previous, piece.data) : chunks(header, piece.data));
  const durationMs = durationMsOf(format, dataBytes);
  const segments = (existing?.segments ?? 0) + 1;
  await tx
    .update(callRecordings)
    .set({ storageKey: key, sizeBytes: size, ...format, durationMs, segments, updatedAt: new Date() })
    .where(where);
  return { stored: true, sizeBytes: size, durationMs, segments, format };
}

export interface StoredRecording {
  key: string;
  mimeType: string;
  sizeBytes: number;
  durationMs: number;
}

/** The session's recording for serving, or null when there is none or the group masks calls. */
export async function recordingOf(tx: Tx, tenantId: string, userSessionId: string): Promise<StoredRecording | null> {
  if (await maskingEnabled(tx, tenantId)) return null;
  const [row] = await tx
    .select()
    .from(callRecordings)
    .where(and(eq(callRecordings.tenantId, tenantId), eq(callRecordings.userSessionId, userSessionId)));
  return row && row.segments > 0
    ? { key: row.storageKey, mimeType: row.mimeType, sizeBytes: row.sizeBytes, durationMs: row.durationMs }
    : null;
}
