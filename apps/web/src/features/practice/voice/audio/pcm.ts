/**
 * Microphone samples to what the speech socket takes (DESIGN §7, roleplay.md §7 and §9): mono float
 * samples at the device rate, downsampled to 16 kHz, scaled by 32767 to 16-bit integers (clamped) and
 * sent in blocks of 2048 samples. Pure: the audio worklet and the tests use the same functions.
 */
export const SPEECH_SAMPLE_RATE = 16_000;
export const SPEECH_BLOCK_SAMPLES = 2048;
export const SAMPLE_SCALE = 32_767;
/** The name the capture worklet registers its processor under. */
export const CAPTURE_PROCESSOR = 'switchboard-pcm-capture';

/**
 * Output sample k averages the input samples [⌊k·s/t⌋, ⌊(k+1)·s/t⌋) (a box filter over the span it
 * replaces; at least one sample). Integer arithmetic keeps the spans exact for any pair of rates.
 */
const spanStart = (k: number, sourceRate: number, targetRate: number) => Math.floor((k * sourceRate) / targetRate);

function assertRates(sourceRate: number, targetRate: number): void {
  if (!Number.isInteger(sourceRate) || !Number.isInteger(targetRate) || sourceRate <= 0 || targetRate <= 0) {
    throw new RangeError(`Sample rates must be positive integers (source ${sourceRate} Hz, target ${targetRate} Hz)`);
  }
  // roleplay.md §5: downsampling requires a target rate not greater than the source rate.
  if (targetRate > sourceRate) {
    throw new RangeError(`The target rate ${targetRate} Hz is greater than the source rate ${sourceRate} Hz`);
  }
}

/** How many output samples `inputLength` input samples make (the same for one call and for a stream). */
export function downsampledLength(inputLength: number, sourceRate: number, targetRate: number): number {
  assertRates(sourceRate, targetRate);
  if (inputLength <= 0) return 0;
  // The spans that end within the input: m ≥ 1 with ⌊m·s/t⌋ ≤ n, i.e. m·s < (n+1)·t.
  return Math.floor(((inputLength + 1) * targetRate - 1) / sourceRate);
}

function average(input: ArrayLike<number>, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i += 1) {
    const value = input[i]!;
    // A NaN or infinite sample (a broken device) counts as silence rather than poisoning the block.
    sum += Number.isFinite(value) ? value : 0;
  }
  return sum / (to - from);
}

/** Downsamples a whole buffer; a target rate above the source rate is an error. */
export function downsample(input: ArrayLike<number>, sourceRate: number, targetRate: number = SPEECH_SAMPLE_RATE): Float32Array {
  const length = downsampledLength(input.length, sourceRate, targetRate);
  const output = new Float32Array(length);
  for (let k = 0; k < length; k += 1) {
    const from = spanStart(k, sourceRate, targetRate);
    const to = Math.max(from + 1, spanStart(k + 1, sourceRate, targetRate));
    output[k] = average(input, from, to);
  }
  return output;
}

/** Float samples (−1…1) to 16-bit PCM: × 32767, clamped, NaN as 0. */
export function toInt16(samples: ArrayLike<number>): Int16Array {
  const output = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const value = samples[i]!;
    const clamped = Number.isFinite(value) ? Math.max(-1, Math.min(1, value)) : 0;
    output[i] = Math.round(clamped * SAMPLE_SCALE);
  }
  return output;
}

/** Root mean square of float samples: the loudness used to tell speech from silence. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const value = samples[i]!;
    if (Number.isFinite(value)) sum += value * value;
  }
  return Math.sqrt(sum / samples.length);
}

/**
 * A streaming downsampler: fed the worklet's small frames (128 samples), it gives exactly what one
 * `downsample` over everything fed so far would give, a piece at a time.
 */
export function createDownsampler(sourceRate: number, targetRate: number = SPEECH_SAMPLE_RATE) {
  assertRates(sourceRate, targetRate);
  let pending: number[] = [];
  /** Index, in the whole stream, of pending[0]. */
  let offset = 0;
  /** Next output sample to produce. */
  let k = 0;
  return {
    push(frame: ArrayLike<number>): Float32Array {
      for (let i = 0; i < frame.length; i += 1) pending.push(frame[i]!);
      const received = offset + pending.length;
      const out: number[] = [];
      while (spanStart(k + 1, sourceRate, targetRate) <= received) {
        const from = spanStart(k, sourceRate, targetRate);
        const to = Math.max(from + 1, spanStart(k + 1, sourceRate, targetRate));
        out.push(average(pending, from - offset, to - offset));
        k += 1;
      }
      const consumed = spanStart(k, sourceRate, targetRate) - offset;
      if (consumed > 0) {
        pending = pending.slice(consumed);
        offset += consumed;
      }
      return Float32Array.from(out);
    },
  };
}

/** Collects Int16 samples and hands out full blocks of `size` samples (2048); the rest waits for more. */
export function createBlocker(size: number = SPEECH_BLOCK_SAMPLES) {
  let buffer = new Int16Array(size);
  let filled = 0;
  return {
    push(samples: Int16Array): Int16Array[] {
      const blocks: Int16Array[] = [];
      let read = 0;
      while (read < samples.length) {
        const take = Math.min(size - filled, samples.length - read);
        buffer.set(samples.subarray(read, read + take), filled);
        filled += take;
        read += take;
        if (filled === size) {
          blocks.push(buffer);
          buffer = new Int16Array(size);
          filled = 0;
        }
      }
      return blocks;
    },
    /** Samples waiting for a full block. */
    get pending() {
      return filled;
    },
  };
}
