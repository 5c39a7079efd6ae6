import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BlockCutter, Downsampler, ResampleError, SPEECH_AUDIO, downsample, fromInt16, toInt16 } from './audio.js';

const tone = (hz: number, rate: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate));
const rms = (x: Float32Array, skip = 0) => {
  let s = 0;
  for (let i = skip; i < x.length - skip; i++) s += x[i]! * x[i]!;
  return Math.sqrt(s / Math.max(1, x.length - 2 * skip));
};

describe('downsampling to the speech rate', () => {
  it('refuses a target rate above the source rate, and rates that are not positive', () => {
    expect(() => new Downsampler(8000, 16000)).toThrow(ResampleError);
    expect(() => downsample(new Float32Array(10), 8000)).toThrow(/higher rate/);
    expect(() => new Downsampler(0, 16000)).toThrow(ResampleError);
    expect(() => new Downsampler(48000, Number.NaN)).toThrow(ResampleError);
  });

  it('keeps the same rate unchanged', () => {
    const x = tone(440, 16000, 0.1);
    expect(Array.from(downsample(x, 16000))).toEqual(Array.from(x));
  });

  it('gives one output sample per step of the source, for the usual rates', () => {
    for (const rate of [22050, 44100, 48000, 96000]) {
      const out = downsample(tone(300, rate, 1), rate);
      expect(Math.abs(out.length - SPEECH_AUDIO.sampleRate)).toBeLessThanOrEqual(1);
    }
  });

  it('passes speech frequencies and removes what 16 kHz cannot carry (no aliasing)', () => {
    const kept = downsample(tone(1000, 48000, 0.5), 48000);
    expect(rms(kept, 200) / rms(tone(1000, 16000, 0.5), 200)).toBeGreaterThan(0.97);
    // 11 kHz would fold back to 5 kHz; the filter must take it out.
    const removed = downsample(tone(11000, 48000, 0.5), 48000);
    expect(rms(removed, 200)).toBeLessThan(0.01);
    const removed22 = downsample(tone(9000, 22050, 0.5), 22050);
    expect(rms(removed22, 200)).toBeLessThan(0.02);
  });

  it('gives the same samples however the input is cut into chunks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(22050, 44100, 48000),
        fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 12 }),
        (rate, cuts) => {
          const x = tone(523, rate, 0.1, 0.8);
          const whole = downsample(x, rate);
          const d = new Downsampler(rate);
          const parts: number[] = [];
          let at = 0;
          for (const size of cuts) {
            parts.push(...d.push(x.subarray(at, Math.min(x.length, at + size))));
            at = Math.min(x.length, at + size);
          }
          parts.push(...d.push(x.subarray(at)), ...d.flush());
          expect(parts.length).toBe(whole.length);
          expect(Math.max(...parts.map((v, i) => Math.abs(v - whole[i]!)))).toBeLessThan(1e-5);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps a constant level and stays within the input range', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), fc.constantFrom(22050, 44100, 48000), (level, rate) => {
        const out = downsample(new Float32Array(rate / 10).fill(level), rate);
        expect(Math.max(...Array.from(out, (v) => Math.abs(v - level)))).toBeLessThan(1e-4);
      }),
      { numRuns: 30 },
    );
  });
});

describe('16-bit samples and blocks', () => {
  it('scales by 32767 and clips', () => {
    expect(Array.from(toInt16(Float32Array.from([0, 1, -1, 0.5, 2, -3])))).toEqual([0, 32767, -32767, 16384, 32767, -32767]);
    expect(fromInt16(Int16Array.from([32767, -32767, 0]))[0]).toBe(1);
  });

  it('cuts a stream into 2048-sample blocks whatever the chunk sizes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 10 }), (sizes) => {
        const cutter = new BlockCutter();
        let total = 0;
        let next = 0;
        const blocks: Int16Array[] = [];
        for (const size of sizes) {
          const chunk = Int16Array.from({ length: size }, () => next++ % 30000);
          total += size;
          blocks.push(...cutter.push(chunk));
        }
        const rest = cutter.flush();
        expect(blocks.every((b) => b.length === SPEECH_AUDIO.blockSamples)).toBe(true);
        expect(blocks.length).toBe(Math.floor(total / SPEECH_AUDIO.blockSamples));
        expect(rest?.length ?? 0).toBe(total % SPEECH_AUDIO.blockSamples);
        const all = [...blocks, ...(rest ? [rest] : [])].flatMap((b) => Array.from(b));
        expect(all).toEqual(Array.from({ length: total }, (_, i) => i % 30000));
      }),
      { numRuns: 25 },
    );
  });
});
