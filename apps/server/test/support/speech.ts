import { spawn } from 'node:child_process';
import WebSocket from 'ws';
import {
  BlockCutter,
  SPEECH_AUDIO,
  SPEECH_SOCKET,
  downsample,
  fromInt16,
  parseSpeechReply,
  toInt16,
  type SpeechStreamStart,
} from '@switchboard/contracts';
import { pcmFromWav } from '../../src/platform/audio/wav.js';

/** espeak-ng's WAV of a text (22.05 kHz). */
export function espeakWav(text: string, voice = 'en-us'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['--stdout', '--stdin', '-v', voice], { stdio: ['pipe', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`espeak-ng exited with ${code}`))));
    child.stdin.end(text);
  });
}

/** A deterministic pseudo-random sequence in [-1, 1). */
function noiseSource(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

export interface SpokenAudio {
  /** 16 kHz mono Int16, as the browser's worklet sends it. */
  pcm: Int16Array;
  /** How long the speech itself lasts (without the silence around it), ms. */
  speechMs: number;
  /** The silence before the speech, ms. */
  leadMs: number;
}

/**
 * A text spoken by espeak-ng the way a microphone hands it over: resampled to 16 kHz with the shared
 * downsampler, with silence before and after, over a noise floor (-54 dBFS: a quiet headset; a
 * recogniser's noise estimate needs some, and no microphone is digitally silent).
 */
export async function spokenAudio(
  text: string,
  options: { voice?: string; leadMs?: number; tailMs?: number; seed?: number } = {},
): Promise<SpokenAudio> {
  const leadMs = options.leadMs ?? 600;
  const tailMs = options.tailMs ?? 600;
  const wav = pcmFromWav(await espeakWav(text, options.voice));
  const speech = downsample(fromInt16(wav.samples), wav.sampleRate);
  const rate = SPEECH_AUDIO.sampleRate;
  const lead = Math.round((leadMs * rate) / 1000);
  const out = new Float32Array(lead + speech.length + Math.round((tailMs * rate) / 1000));
  out.set(speech, lead);
  const noise = noiseSource(options.seed ?? text.length);
  for (let i = 0; i < out.length; i++) out[i] = out[i]! + 0.002 * noise();
  return { pcm: toInt16(out), speechMs: Math.round((speech.length * 1000) / rate), leadMs };
}

/** 2048-sample blocks of little-endian Int16, as binary frames. */
export function framesOf(pcm: Int16Array): Buffer[] {
  const cutter = new BlockCutter();
  const blocks = cutter.push(pcm);
  const rest = cutter.flush();
  return [...blocks, ...(rest ? [rest] : [])].map((b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

export interface SpeechTurnResult {
  replies: { final: boolean; text: string }[];
  /** The final texts joined, as the client builds what was said. */
  said: string;
  close: { code: number; reason: string };
}

/** Opens the speech socket; rejects with `HTTP <status>` when the upgrade is refused. */
export function openSpeechSocket(url: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/**
 * One advisor turn over the speech socket: the start message, the audio frames (paced in real time
 * when `realTime`, else as fast as the socket takes them), the end message; resolves when the server
 * closes, with every reply.
 */
export async function speechTurn(
  socket: WebSocket,
  start: SpeechStreamStart | string,
  frames: readonly Buffer[],
  options: { realTime?: boolean; end?: boolean } = {},
): Promise<SpeechTurnResult> {
  const replies: SpeechTurnResult['replies'] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => {
    const reply = parseSpeechReply(data.toString());
    if (reply) replies.push(reply);
  });
  socket.send(typeof start === 'string' ? start : JSON.stringify(start));
  const blockMs = (SPEECH_AUDIO.blockSamples * 1000) / SPEECH_AUDIO.sampleRate;
  const began = performance.now();
  for (const [i, frame] of frames.entries()) {
    if (socket.readyState !== WebSocket.OPEN) break;
    if (options.realTime) {
      const wait = began + i * blockMs - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    socket.send(frame);
  }
  if (options.end !== false && socket.readyState === WebSocket.OPEN) socket.send(SPEECH_SOCKET.endMessage);
  const close = await closed;
  const said = replies
    .filter((r) => r.final)
    .map((r) => r.text)
    .join(' ');
  return { replies, said, close };
}
