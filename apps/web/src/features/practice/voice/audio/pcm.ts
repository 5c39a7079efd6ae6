/**
 * What the capture worklet adds to the shared speech audio code (@switchboard/contracts/audio: the
 * 16 kHz downsampler, Int16 scaling and 2048-sample blocks, the same on the server): silence for broken
 * samples and the loudness that tells speech from silence. Pure.
 */

/** The name the capture worklet registers its processor under. */
export const CAPTURE_PROCESSOR = 'switchboard-pcm-capture';

/** A frame with NaN or infinite samples (a broken device) gets silence there instead. */
export function finiteSamples(frame: Float32Array): Float32Array {
  for (let i = 0; i < frame.length; i += 1) {
    if (!Number.isFinite(frame[i]!)) return frame.map((value) => (Number.isFinite(value) ? value : 0));
  }
  return frame;
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
