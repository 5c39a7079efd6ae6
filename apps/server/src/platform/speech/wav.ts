/** RIFF/WAVE for 16-bit PCM: the header a recogniser's upload needs, and reading the samples of a WAV. */

export interface PcmAudio {
  sampleRate: number;
  channels: number;
  /** Interleaved signed 16-bit samples. */
  samples: Int16Array;
}

/** A 44-byte header followed by the samples (little-endian 16-bit PCM). */
export function wavFromPcm(pcm: Buffer, sampleRate: number, channels = 1): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

export class WavFormatError extends Error {}

/**
 * The samples of a 16-bit PCM WAV. Streamed WAVs (espeak-ng --stdout) carry a placeholder length
 * (0x7ffff000): the data then runs to the end of the buffer.
 */
export function pcmFromWav(wav: Buffer): PcmAudio {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new WavFormatError('not a RIFF/WAVE file');
  }
  let at = 12;
  let format: { sampleRate: number; channels: number; bits: number; code: number } | null = null;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      format = {
        code: wav.readUInt16LE(body),
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bits: wav.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.code !== 1 || format.bits !== 16) throw new WavFormatError('only 16-bit PCM WAV is supported');
      const end = Math.min(wav.length, body + size);
      const data = wav.subarray(body, body + ((end - body) & ~1));
      const samples = new Int16Array(data.length / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2);
      return { sampleRate: format.sampleRate, channels: format.channels, samples };
    }
    at = body + size + (size & 1);
  }
  throw new WavFormatError('no data chunk');
}
