import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BlockCutter, Downsampler, ResampleError, SPEECH_AUDIO, downsample, toInt16 } from '@switchboard/contracts/audio';
import { finiteSamples, rms } from './pcm';

/**
 * The capture worklet's signal path, property by property: the shared downsampler and Int16 blocks of
 * @switchboard/contracts/audio as the worklet uses them (128-sample frames from any device rate), plus
 * the worklet's own guards.
 */
const RATES = [16_000, 22_050, 24_000, 32_000, 44_100, 48_000, 96_000];
const deviceRate = fc.constantFrom(...RATES);
const sample = fc.float({ min: -1, max: 1, noNaN: true });
const anySample = fc.oneof(sample, fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY), fc.constant(Number.NEGATIVE_INFINITY));
const WORKLET_FRAME = 128;

/** What the worklet does with one stream of frames: sanitise, downsample, scale, cut into blocks. */
function capture(frames: Float32Array[], rate: number) {
  const downsampler = new Downsampler(rate);
  const cutter = new BlockCutter();
  const floats: number[] = [];
  const blocks: Int16Array[] = [];
  for (const frame of frames) {
    const out = downsampler.push(finiteSamples(frame));
    floats.push(...out);
    blocks.push(...cutter.push(toInt16(out)));
  }
  return { floats, blocks };
}

const framesOf = (values: number[]) => {
  const all = Float32Array.from(values);
  const frames: Float32Array[] = [];
  for (let at = 0; at < all.length; at += WORKLET_FRAME) frames.push(all.subarray(at, at + WORKLET_FRAME));
  return frames;
};

describe('downsampling to 16 kHz', () => {
  it('is an error when the target rate exceeds the source rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: SPEECH_AUDIO.sampleRate - 1 }), (rate) => {
        expect(() => new Downsampler(rate)).toThrow(ResampleError);
        expect(() => downsample(new Float32Array(8), rate)).toThrow(ResampleError);
      }),
      { numRuns: 50 },
    );
  });

  it('gives as many samples as the input lasts at 16 kHz (within one)', () => {
    fc.assert(
      fc.property(deviceRate, fc.nat({ max: 12_000 }), (rate, length) => {
        const out = downsample(new Float32Array(length), rate);
        expect(Math.abs(out.length - (length * SPEECH_AUDIO.sampleRate) / rate)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  });

  it('never produces NaN and stays near the range of its input, whatever the device sends', () => {
    fc.assert(
      fc.property(deviceRate, fc.array(anySample, { maxLength: 3000 }), (rate, values) => {
        const { floats } = capture(framesOf(values), rate);
        const peak = Math.max(0, ...values.filter(Number.isFinite).map(Math.abs));
        for (const value of floats) {
          expect(Number.isNaN(value)).toBe(false);
          // A low-pass filter may ring a little past the input's peak; never more than a quarter of it.
          expect(Math.abs(value)).toBeLessThanOrEqual(peak * 1.25 + 1e-6);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('in 128-sample worklet frames gives the samples one pass over the whole input gives', () => {
    fc.assert(
      fc.property(deviceRate, fc.array(sample, { minLength: 1, maxLength: 4000 }), (rate, values) => {
        const whole = new Downsampler(rate).push(Float32Array.from(values));
        const { floats } = capture(framesOf(values), rate);
        expect(floats.length).toBe(whole.length);
        floats.forEach((value, i) => expect(Math.abs(value - whole[i]!)).toBeLessThan(1e-5));
      }),
      { numRuns: 40 },
    );
  });
});

describe('16-bit blocks for the speech socket', () => {
  it('are 2048 samples of integers within ±32767, in order', () => {
    fc.assert(
      fc.property(deviceRate, fc.array(anySample, { minLength: 0, maxLength: 20_000 }), (rate, values) => {
        const { floats, blocks } = capture(framesOf(values), rate);
        expect(blocks.length).toBe(Math.floor(floats.length / SPEECH_AUDIO.blockSamples));
        blocks.forEach((block, b) => {
          expect(block).toHaveLength(SPEECH_AUDIO.blockSamples);
          block.forEach((value, i) => {
            expect(Math.abs(value)).toBeLessThanOrEqual(SPEECH_AUDIO.sampleScale);
            const expected = Math.round(Math.max(-1, Math.min(1, floats[b * SPEECH_AUDIO.blockSamples + i]!)) * SPEECH_AUDIO.sampleScale);
            expect(value).toBe(expected);
          });
        });
      }),
      { numRuns: 25 },
    );
  });
});

describe('worklet guards', () => {
  it('turns broken samples into silence and leaves good frames alone', () => {
    const good = Float32Array.from([0.5, -0.25]);
    expect(finiteSamples(good)).toBe(good);
    expect(Array.from(finiteSamples(Float32Array.from([0.5, Number.NaN, Number.POSITIVE_INFINITY])))).toEqual([0.5, 0, 0]);
  });

  it('measures loudness: zero for silence, the amplitude of a square wave', () => {
    expect(rms([])).toBe(0);
    expect(rms(new Float32Array(64))).toBe(0);
    expect(rms([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
  });
});
