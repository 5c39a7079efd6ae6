#!/usr/bin/env node
// Voice-practice benchmark (issue 9): simulated advisors take the seeded scripted voice roleplay
// (cancellation retention, en-US) against the built server with its offline engines — espeak-ng
// speaks each recommended answer, it is resampled to 16 kHz and streamed over the speech socket in
// 2048-sample frames at real-time pace, pocketsphinx recognises it, the text goes to voice/prompt,
// and the customer's next line is fetched from botvoicestream (and appended to the recording, as
// the browser does). A turn's latency is from the end of the advisor's speech (the end-of-turn
// message) to the first byte of the bot's audio (target median < 800 ms offline).
// Then calls run side by side in steps (1, 2, 4, 6, 8, 12, 16, …) until a step no longer holds in
// real time (median > 800 ms, p95 > 2000 ms or any error); calls per core = the last step held / cores.
// Database: BENCH_DB=postgres (default; a fresh database on BENCH_DATABASE_URL) or BENCH_DB=pglite.
// Knobs: BENCH_VOICE_TURNS (turns per call, 4), BENCH_VOICE_MAX_CALLS (24).
// Needs `npm run build`; espeak-ng, pocketsphinx and pocketsphinx-en-us are installed first when missing (as npm test does).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import WebSocket from 'ws';
import { BlockCutter, SPEECH_AUDIO, SPEECH_SOCKET, downsample, fromInt16, parseSpeechReply, toInt16 } from '@switchboard/contracts';
import { DEMO_PASSWORD, SERVER_MAIN, benchDatabase, result, startServer } from './_server.mjs';
import { insertAdvisors, libraryRoleplay } from './_advisors.mjs';
import { ensureSpeechEngines } from '../scripts/speech-engines.mjs';

const TURNS = Number(process.env.BENCH_VOICE_TURNS ?? 4);
const MAX_CALLS = Number(process.env.BENCH_VOICE_MAX_CALLS ?? 24);
const TARGET_MEDIAN_MS = 800;
const REAL_TIME_P95_MS = 2000;
const P = '/apigateway/tbsrvc';
const BLOCK_MS = (SPEECH_AUDIO.blockSamples * 1000) / SPEECH_AUDIO.sampleRate;

if (!existsSync(SERVER_MAIN)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
// Without the engines every call would fail on its first turn: install them, or say what to install.
if (!ensureSpeechEngines()) process.exit(1);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** espeak-ng's WAV of a text → 16 kHz Int16 frames with 400 ms of quiet noise either side, as a headset sends it. */
async function spokenFrames(text) {
  const wav = await new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['--stdout', '--stdin', '-v', 'en-us'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`espeak-ng exited ${code}`))));
    child.stdin.end(text);
  });
  const rate = wav.readUInt32LE(24);
  const data = wav.subarray(44, wav.length - ((wav.length - 44) % 2));
  const samples = new Int16Array(data.length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2);
  const speech = downsample(fromInt16(samples), rate);
  const pad = Math.round(0.4 * SPEECH_AUDIO.sampleRate);
  const out = new Float32Array(pad + speech.length + pad);
  out.set(speech, pad);
  for (let i = 0; i < out.length; i++) out[i] += 0.002 * (Math.random() * 2 - 1);
  const cutter = new BlockCutter();
  const blocks = [...cutter.push(toInt16(out))];
  const rest = cutter.flush();
  if (rest) blocks.push(rest);
  return {
    frames: blocks.map((b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength)),
    speechMs: Math.round((speech.length * 1000) / SPEECH_AUDIO.sampleRate),
  };
}

/** Advisors in the demo hero's group with the demo password, and the seeded voice roleplay and its script (written before the server starts). */
async function prepare(db) {
  const { users, tenantId } = await insertAdvisors(db, MAX_CALLS * 2, 'Caller');
  return { advisors: users, ...(await libraryRoleplay(db, tenantId, 2, 'cancellation-retention')) };
}

async function call(base, token, method, path, body) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** One advisor turn over the speech socket at real-time pace; resolves with what was heard and when the turn ended. */
function speechTurn(wsUrl, token, start, frames) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { headers: { 'x-auth-token': token } });
    const finals = [];
    let endedAt = 0;
    socket.on('message', (data) => {
      const reply = parseSpeechReply(data.toString());
      if (reply?.final) finals.push(reply.text);
    });
    socket.on('error', reject);
    socket.on('close', (code, reason) => {
      if (code !== SPEECH_SOCKET.closeCodes.done) reject(new Error(`speech socket closed ${code} ${reason}`));
      else resolve({ said: finals.join(' ').trim(), endedAt });
    });
    socket.on('open', async () => {
      socket.send(JSON.stringify(start));
      const began = performance.now();
      for (const [i, frame] of frames.entries()) {
        const wait = began + i * BLOCK_MS - performance.now();
        if (wait > 0) await sleep(wait);
        if (socket.readyState !== WebSocket.OPEN) return;
        socket.send(frame);
      }
      endedAt = performance.now();
      socket.send(SPEECH_SOCKET.endMessage);
    });
  });
}

/** The bot's next line as audio: resolves at its first byte, then drains it. */
async function firstAudioByte(base, token, body) {
  const r = await fetch(`${base}/apigateway/ttssrvc/botvoicestream`, {
    method: 'POST',
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`botvoicestream: ${r.status} ${await r.text()}`);
  const reader = r.body.getReader();
  await reader.read();
  const at = performance.now();
  while (!(await reader.read()).done);
  return at;
}

async function voiceCall(base, wsUrl, advisor, usecaseId, audioOf) {
  const { token, id } = advisor;
  const [assessment] = await call(base, token, 'POST', `${P}/assessments`, [
    { actorId: id, userId: id, batchId: null, useCaseId: usecaseId, isUsecaseLibrary: true },
  ]);
  await call(base, token, 'GET', `${P}/nlp/validatidation/${assessment.id}`);
  const session = await call(base, token, 'POST', `${P}/usersession`, { assessmentId: assessment.id, hostName: 'bench' });
  let cursor = { userSessionId: session.id, assessmentId: assessment.id, questionId: session.questionId, answerRetryCount: 0 };
  const latencies = [];
  for (let turn = 0; turn < TURNS && cursor.questionId; turn++) {
    const { frames, speechMs } = audioOf(cursor.questionId);
    const heard = await speechTurn(wsUrl, token, { assessmentId: assessment.id, userSessionId: session.id, language: 'en-US' }, frames);
    const reply = await call(base, token, 'POST', `${P}/voice/prompt`, {
      ...cursor,
      message: heard.said || '…',
      voiceDuration: speechMs,
      pauseDuration: 600,
      idleTime: 600,
      botTimeTaken: 300,
    });
    const firstByte = await firstAudioByte(base, token, { text: reply.message, userSessionId: session.id });
    latencies.push(firstByte - heard.endedAt);
    // As the browser does: the line the advisor hears goes into the call recording.
    await call(base, token, 'POST', '/apigateway/ttssrvc/appendbotvoice', { userSessionId: session.id, text: reply.message }).catch(
      () => null,
    );
    cursor = { ...cursor, questionId: reply.questionId, answerRetryCount: reply.answerRetryCount };
  }
  return latencies;
}

const server = await startServer({ databaseUrl: benchDatabase('postgres').databaseUrl, prepare });
console.log(
  `server on ${server.kind}; ${cpus().length} cores; load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
try {
  const { advisors, usecaseId, script } = server.prepared;
  for (const advisor of advisors) {
    const r = await fetch(`${server.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: advisor.email, password: DEMO_PASSWORD }),
    });
    if (!r.ok) throw new Error(`sign-in failed: ${r.status}`);
    advisor.token = (await r.json()).ixAuthToken;
  }
  const audio = new Map();
  for (const step of script.steps) audio.set(step.id, await spokenFrames(step.recommendedAnswers[0]));
  const audioOf = (stepId) => audio.get(stepId);
  const wsUrl = `${server.base.replace('http', 'ws')}${SPEECH_SOCKET.path}`;

  const solo = (await voiceCall(server.base, wsUrl, advisors[0], usecaseId, audioOf)).sort((a, b) => a - b);
  const soloMedian = percentile(solo, 50);
  console.log(
    `one call: turn latency median ${soloMedian.toFixed(0)} ms, p95 ${percentile(solo, 95).toFixed(0)} ms over ${solo.length} turns`,
  );

  let held = 0;
  let used = 1;
  for (const step of [1, 2, 4, 6, 8, 12, 16, 20, 24].filter((n) => n <= MAX_CALLS)) {
    const callers = advisors.slice(used, used + step);
    used += step;
    let errors = 0;
    const all = (
      await Promise.all(
        callers.map(async (advisor, i) => {
          await sleep(i * 250);
          return voiceCall(server.base, wsUrl, advisor, usecaseId, audioOf).catch((error) => {
            errors++;
            console.error(`  call failed: ${error.message}`);
            return [];
          });
        }),
      )
    )
      .flat()
      .sort((a, b) => a - b);
    const median = all.length ? percentile(all, 50) : Infinity;
    const p95 = all.length ? percentile(all, 95) : Infinity;
    const ok = errors === 0 && median < TARGET_MEDIAN_MS && p95 < REAL_TIME_P95_MS;
    console.log(
      `${String(step).padStart(2)} calls at once: turn latency median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, errors ${errors} — ${ok ? 'holds' : 'does not hold'} in real time`,
    );
    if (!ok) break;
    held = step;
  }
  const perCore = held / cpus().length;
  console.log(`calls sustained in real time: ${held} on ${cpus().length} cores (${perCore.toFixed(1)} per core)`);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  result(`[${server.kind}] voice turn latency median (one call)`, Math.round(soloMedian), {
    target: `< ${TARGET_MEDIAN_MS} ms`,
    unit: 'ms',
    ratio: soloMedian / TARGET_MEDIAN_MS,
    ok: soloMedian < TARGET_MEDIAN_MS,
  });
  result(`[${server.kind}] voice turn latency p95 (one call)`, Math.round(percentile(solo, 95)), { unit: 'ms' });
  result(`[${server.kind}] concurrent voice calls per core in real time`, perCore, { unit: 'calls/core' });
} finally {
  await server.stop();
}
