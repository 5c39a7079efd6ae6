/**
 * Speech audio as the speech socket carries it (roleplay.md §7, §9; DESIGN §7): 16 kHz mono, 16-bit
 * signed little-endian samples (float × 32767), sent in blocks of 2048 samples. The microphone and the
 * synthesiser run at other rates (44.1/48 kHz, 22.05 kHz), so audio is low-pass filtered and resampled
 * first — the same code in the browser's audio worklet and in the server's tests and benchmarks.
 */
export const SPEECH_AUDIO = {
  sampleRate: 16_000,
  blockSamples: 2048,
  sampleScale: 32767,
} as const;

export class ResampleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResampleError';
  }
}

/** Zero crossings of the windowed-sinc kernel on each side: sharper cut-off, more work per sample. */
const KERNEL_ZERO_CROSSINGS = 8;
/** The pass band ends a little below the new Nyquist frequency, leaving the filter room to roll off. */
const CUTOFF_SHARE = 0.92;
const TABLE_STEPS = 512;

function blackman(x: number): number {
  // x in [-1, 1]
  return 0.42 + 0.5 * Math.cos(Math.PI * x) + 0.08 * Math.cos(2 * Math.PI * x);
}

/**
 * A streaming downsampler: a Blackman-windowed sinc low-pass at the target's Nyquist frequency, read at
 * the target's sample times. Push source chunks of any size; the output is the same however the input
 * was cut. Upsampling is refused (roleplay.md §5: the target rate may not exceed the source rate).
 */
export class Downsampler {
  private readonly step: number;
  private readonly cutoff: number;
  private readonly halfWidth: number;
  /** Source samples kept from earlier chunks (the kernel looks back). */
  private history = new Float32Array(0);
  /** Index in the source stream of history[0]. */
  private historyStart = 0;
  /** Source position (fractional) of the next output sample. */
  private nextAt = 0;

  constructor(
    readonly fromRate: number,
    readonly toRate: number = SPEECH_AUDIO.sampleRate,
  ) {
    if (!(fromRate > 0) || !(toRate > 0) || !Number.isFinite(fromRate) || !Number.isFinite(toRate)) {
      throw new ResampleError(`Sample rates must be positive numbers (got ${fromRate} → ${toRate}).`);
    }
    if (toRate > fromRate) {
      throw new ResampleError(`Cannot downsample from ${fromRate} Hz to a higher rate (${toRate} Hz).`);
    }
    this.step = fromRate / toRate;
    // Cut-off in cycles per source sample.
    this.cutoff = toRate === fromRate ? 0.5 : (0.5 * CUTOFF_SHARE) / this.step;
    this.halfWidth = toRate === fromRate ? 0 : Math.ceil(KERNEL_ZERO_CROSSINGS / (2 * this.cutoff));
  }

  /** The kernel sampled every 1/TABLE_STEPS of a source sample, read with linear interpolation (no trigonometry per tap). */
  private table: Float32Array | null = null;

  private kernel(distance: number): number {
    if (!this.table) {
      this.table = new Float32Array((this.halfWidth + 1) * TABLE_STEPS + 2);
      for (let i = 0; i < this.table.length; i++) this.table[i] = this.exactKernel(i / TABLE_STEPS);
    }
    const x = Math.abs(distance) * TABLE_STEPS;
    const i = Math.floor(x);
    const f = x - i;
    return this.table[i]! * (1 - f) + this.table[i + 1]! * f;
  }

  private exactKernel(distance: number): number {
    if (distance > this.halfWidth + 1) return 0;
    if (distance === 0) return 2 * this.cutoff;
    const x = 2 * Math.PI * this.cutoff * distance;
    return (Math.sin(x) / (Math.PI * distance)) * blackman(Math.min(1, distance / (this.halfWidth + 1)));
  }

  /** Filters one chunk; returns the output samples it completes. */
  push(chunk: Float32Array): Float32Array {
    const joined = new Float32Array(this.history.length + chunk.length);
    joined.set(this.history);
    joined.set(chunk, this.history.length);
    const end = this.historyStart + joined.length;
    const out: number[] = [];
    // An output sample is ready once the kernel's right half has arrived.
    while (this.nextAt + this.halfWidth < end) {
      out.push(this.sampleAt(joined, this.nextAt));
      this.nextAt += this.step;
    }
    this.keep(joined);
    return Float32Array.from(out);
  }

  /** The samples still waiting for look-ahead, computed as if the stream were followed by silence. */
  flush(): Float32Array {
    const end = this.historyStart + this.history.length;
    const out: number[] = [];
    while (this.nextAt < end) {
      out.push(this.sampleAt(this.history, this.nextAt));
      this.nextAt += this.step;
    }
    return Float32Array.from(out);
  }

  private sampleAt(buffer: Float32Array, at: number): number {
    if (this.halfWidth === 0) return buffer[Math.round(at) - this.historyStart] ?? 0;
    const first = Math.max(Math.ceil(at - this.halfWidth), this.historyStart);
    const last = Math.min(Math.floor(at + this.halfWidth), this.historyStart + buffer.length - 1);
    let sum = 0;
    let weights = 0;
    for (let n = first; n <= last; n++) {
      const w = this.kernel(at - n);
      sum += w * buffer[n - this.historyStart]!;
      weights += w;
    }
    // Normalising by the weights used keeps a constant level constant, also at the stream's edges.
    return weights !== 0 ? sum / weights : 0;
  }

  private keep(joined: Float32Array): void {
    const from = Math.max(0, Math.floor(this.nextAt - this.halfWidth) - this.historyStart);
    this.history = joined.slice(Math.min(from, joined.length));
    this.historyStart += Math.min(from, joined.length);
  }
}

/** Resamples a whole signal (see Downsampler). */
export function downsample(samples: Float32Array, fromRate: number, toRate: number = SPEECH_AUDIO.sampleRate): Float32Array {
  const d = new Downsampler(fromRate, toRate);
  const head = d.push(samples);
  const tail = d.flush();
  const out = new Float32Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

/** Float samples in [-1, 1] → 16-bit integers (× 32767, clipped). */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = Math.round(s * SPEECH_AUDIO.sampleScale);
  }
  return out;
}

/** 16-bit integers → float samples in [-1, 1]. */
export function fromInt16(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / SPEECH_AUDIO.sampleScale;
  return out;
}

/** Cuts a stream of samples into fixed blocks (2048 samples by default); the remainder waits for more. */
export class BlockCutter {
  private pending = new Int16Array(0);

  constructor(readonly blockSamples: number = SPEECH_AUDIO.blockSamples) {}

  push(samples: Int16Array): Int16Array[] {
    const joined = new Int16Array(this.pending.length + samples.length);
    joined.set(this.pending);
    joined.set(samples, this.pending.length);
    const blocks: Int16Array[] = [];
    let at = 0;
    for (; at + this.blockSamples <= joined.length; at += this.blockSamples) blocks.push(joined.slice(at, at + this.blockSamples));
    this.pending = joined.slice(at);
    return blocks;
  }

  /** The last, shorter block (if any samples are left). */
  flush(): Int16Array | null {
    const rest = this.pending;
    this.pending = new Int16Array(0);
    return rest.length > 0 ? rest : null;
  }
}
