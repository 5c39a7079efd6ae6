#!/usr/bin/env node
// Writes the voice practice's ringtone: a two-tone ring (440 Hz + 480 Hz), two short bursts then a pause,
// 8 kHz 8-bit mono WAV (about 20 KB). It loops while a call rings. Run again only to change the sound.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../apps/web/src/features/practice/voice/audio/ringtone.wav', import.meta.url));
const RATE = 8000;
/** [seconds, tone on] */
const PATTERN = [
  [0.4, true],
  [0.2, false],
  [0.4, true],
  [1.5, false],
];
const FADE_S = 0.01;
const VOLUME = 0.35;

const total = Math.round(PATTERN.reduce((sum, [s]) => sum + s, 0) * RATE);
const samples = new Uint8Array(total);
let at = 0;
for (const [seconds, on] of PATTERN) {
  const length = Math.round(seconds * RATE);
  for (let i = 0; i < length; i += 1) {
    let value = 0;
    if (on) {
      const t = i / RATE;
      const fade = Math.min(1, t / FADE_S, (length - i) / RATE / FADE_S);
      value = VOLUME * fade * 0.5 * (Math.sin(2 * Math.PI * 440 * t) + Math.sin(2 * Math.PI * 480 * t));
    }
    samples[at + i] = Math.max(0, Math.min(255, Math.round(128 + value * 127)));
  }
  at += length;
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + samples.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // byte rate
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(samples.length, 40);
writeFileSync(OUT, Buffer.concat([header, samples]));
console.log(`${OUT}: ${44 + samples.length} bytes`);
