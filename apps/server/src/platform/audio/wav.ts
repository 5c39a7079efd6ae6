/**
 * Just enough RIFF/WAVE for call recordings: read the format and the PCM data of a WAV, and write
 * the canonical 44-byte header. Recordings are stored canonical (one `fmt ` and one `data` chunk), so
 * appending is header + the stored data + the new samples.
 */

export interface PcmFormat {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
}

export interface ParsedWav {
  format: PcmFormat;
  data: Buffer;
}

export class WavError extends Error {}

export const WAV_HEADER_BYTES = 44;

export const isWav = (bytes: Buffer) =>
  bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WAVE';

/** The PCM format and samples of a WAV file; anything else (compressed, truncated, not a WAV) is refused. */
export function parseWav(bytes: Buffer): ParsedWav {
  if (!isWav(bytes)) throw new WavError('not a RIFF/WAVE file');
  let format: PcmFormat | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw new WavError('truncated fmt chunk');
      const audioFormat = bytes.readUInt16LE(body);
      // 1 is PCM; 0xFFFE (extensible) is accepted when it carries 16-bit samples.
      if (audioFormat !== 1 && audioFormat !== 0xfffe) throw new WavError('only PCM WAV is supported');
      format = {
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
      if (format.bitsPerSample !== 16) throw new WavError('only 16-bit PCM is supported');
      if (format.channels < 1 || format.channels > 2 || format.sampleRate < 8000 || format.sampleRate > 48000)
        throw new WavError('unsupported channel count or sample rate');
    } else if (id === 'data') {
      if (!format) throw new WavError('data chunk before fmt chunk');
      // Streams written live may leave the size at 0 or 0xFFFFFFFF: take what is there.
      const end = size === 0 || size === 0xffffffff ? bytes.length : Math.min(bytes.length, body + size);
      const length = end - body - ((end - body) % (format.channels * 2));
      return { format, data: bytes.subarray(body, body + length) };
    }
    offset = body + size + (size % 2);
  }
  throw new WavError('no data chunk');
}

/** The canonical header of a PCM WAV holding `dataBytes` bytes of samples. */
export function wavHeader(format: PcmFormat, dataBytes: number): Buffer {
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  const blockAlign = (format.channels * format.bitsPerSample) / 8;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(format.channels, 22);
  header.writeUInt32LE(format.sampleRate, 24);
  header.writeUInt32LE(format.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(format.bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

export const durationMsOf = (format: PcmFormat, dataBytes: number) =>
  Math.round((1000 * dataBytes) / (format.sampleRate * format.channels * (format.bitsPerSample / 8)));

export const sameFormat = (a: PcmFormat, b: PcmFormat) =>
  a.sampleRate === b.sampleRate && a.channels === b.channels && a.bitsPerSample === b.bitsPerSample;

/** Mono or stereo 16-bit samples with their rate: what recognisers and resamplers work on. */
export interface PcmAudio {
  sampleRate: number;
  channels: number;
  /** Interleaved signed 16-bit samples. */
  samples: Int16Array;
}

/** A canonical 16-bit PCM WAV of little-endian samples (a recogniser's upload, a recording piece). */
export const wavFromPcm = (pcm: Buffer, sampleRate: number, channels = 1): Buffer =>
  Buffer.concat([wavHeader({ sampleRate, channels, bitsPerSample: 16 }, pcm.length), pcm]);

/** The samples of a 16-bit PCM WAV, including a streamed one whose length field is a placeholder (espeak-ng --stdout). */
export function pcmFromWav(wav: Buffer): PcmAudio {
  const { format, data } = parseWav(wav);
  const samples = new Int16Array(data.length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2);
  return { sampleRate: format.sampleRate, channels: format.channels, samples };
}
