import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBlocker, createDownsampler, downsample, downsampledLength, rms, SPEECH_BLOCK_SAMPLES, toInt16 } from './pcm';

const RATES = [16_000, 22_050, 24_000, 32_000, 44_100, 48_000, 88_200, 96_000];
const rate = fc.constantFrom(...RATES);
const sample = fc.float({ min: -1, max: 1, noNaN: true });
const anySample = fc.oneof(fc.float(), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY));

describe('downsample', () => {
  it('refuses a target rate greater than the source rate', () => {
    expect(() => downsample(new Float32Array(480), 8_000, 16_000)).toThrow(RangeError);
    expect(() => createDownsampler(8_000)).toThrow(/greater than the source rate/);
    expect(() => downsample(new Float32Array(10), 0, 16_000)).toThrow(RangeError);
  });

  it('keeps a buffer already at the target rate', () => {
    const input = Float32Array.from([0.5, -0.25, 1, 0]);
    expect(Array.from(downsample(input, 16_000, 16_000))).toEqual([0.5, -0.25, 1, 0]);
  });

  it('averages each span it replaces: 48 kHz to 16 kHz takes three samples per sample', () => {
    const input = Float32Array.from([0.3, 0.6, 0.9, -0.3, -0.6, -0.9]);
    const out = Array.from(downsample(input, 48_000, 16_000));
    expect(out).toHaveLength(2);
    expect(out[0]).toBeCloseTo(0.6);
    expect(out[1]).toBeCloseTo(-0.6);
  });

  it('output length is the input length scaled by the rate ratio (within one sample)', () => {
    fc.assert(
      fc.property(rate, rate, fc.nat({ max: 20_000 }), (a, b, n) => {
        const [source, target] = a >= b ? [a, b] : [b, a];
        const length = downsampledLength(n, source, target);
        expect(Math.abs(length - (n * target) / source)).toBeLessThanOrEqual(1);
        expect(downsample(new Float32Array(n), source, target)).toHaveLength(length);
      }),
    );
  });

  it('never produces NaN and stays within the range of its input', () => {
    fc.assert(
      fc.property(rate, fc.array(sample, { maxLength: 2000 }), (source, values) => {
        const out = downsample(Float32Array.from(values), source);
        const finite = values.filter(Number.isFinite);
        const low = Math.min(0, ...finite);
        const high = Math.max(0, ...finite);
        for (const value of out) {
          expect(Number.isNaN(value)).toBe(false);
          expect(value).toBeGreaterThanOrEqual(low - 1e-6);
          expect(value).toBeLessThanOrEqual(high + 1e-6);
        }
      }),
    );
  });

  it('treats broken samples (NaN, infinity) as silence', () => {
    fc.assert(
      fc.property(rate, fc.array(anySample, { maxLength: 500 }), (source, values) => {
        for (const value of downsample(values, source)) expect(Number.isFinite(value)).toBe(true);
      }),
    );
  });

  it('streamed in worklet-sized frames, gives exactly what one call over the whole input gives', () => {
    fc.assert(
      fc.property(
        rate,
        fc.array(sample, { maxLength: 3000 }),
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1 }),
        (source, values, cuts) => {
          const input = Float32Array.from(values);
          const stream = createDownsampler(source);
          const pieces: number[] = [];
          let at = 0;
          for (let i = 0; at < input.length; i += 1) {
            const size = cuts[i % cuts.length]!;
            pieces.push(...stream.push(input.subarray(at, at + size)));
            at += size;
          }
          expect(pieces).toEqual(Array.from(downsample(input, source)));
        },
      ),
    );
  });
});

describe('toInt16', () => {
  it('scales by 32767 and clamps', () => {
    expect(Array.from(toInt16([0, 1, -1, 0.5, 2, -3, Number.NaN]))).toEqual([0, 32767, -32767, 16384, 32767, -32767, 0]);
  });

  it('always lands within the 16-bit range', () => {
    fc.assert(
      fc.property(fc.array(anySample, { maxLength: 500 }), (values) => {
        for (const value of toInt16(values)) {
          expect(value).toBeGreaterThanOrEqual(-32767);
          expect(value).toBeLessThanOrEqual(32767);
        }
      }),
    );
  });
});

describe('blocks of 2048 samples', () => {
  it('hands out only full blocks, in order, keeping the rest', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 12 }), (sizes) => {
        const blocker = createBlocker();
        let next = 0;
        const seen: number[] = [];
        for (const size of sizes) {
          const chunk = Int16Array.from({ length: size }, () => next++ % 30_000);
          for (const block of blocker.push(chunk)) {
            expect(block).toHaveLength(SPEECH_BLOCK_SAMPLES);
            seen.push(...block);
          }
        }
        expect(seen.length + blocker.pending).toBe(next);
        expect(seen).toEqual(Array.from({ length: seen.length }, (_, i) => i % 30_000));
      }),
    );
  });
});

describe('rms', () => {
  it('is zero for silence and the amplitude for a square wave', () => {
    expect(rms([])).toBe(0);
    expect(rms(new Float32Array(64))).toBe(0);
    expect(rms([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
  });
});
