import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationMsOf, isWav, parseWav, pcmFromWav, wavFromPcm, wavHeader, WavError } from './wav.js';

const format = { sampleRate: 16000, channels: 1, bitsPerSample: 16 };
const samples = Buffer.from([1, 0, 2, 0, 3, 0, 4, 0]);

describe('WAV reading and writing', () => {
  it('round-trips the canonical header and its samples', () => {
    const wav = Buffer.concat([wavHeader(format, samples.length), samples]);
    expect(isWav(wav)).toBe(true);
    expect(wav.readUInt32LE(4)).toBe(36 + samples.length);
    expect(wav.readUInt32LE(28)).toBe(32000);
    expect(parseWav(wav)).toEqual({ format, data: samples });
    expect(durationMsOf(format, 32000)).toBe(1000);
  });

  it('skips other chunks, takes a live stream’s unknown data size as "to the end", and drops a half sample', () => {
    const header = wavHeader(format, 0);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc'), Buffer.from([0])]);
    const fmt = header.subarray(12, 36);
    const data = Buffer.concat([Buffer.from('data'), Buffer.from([0xff, 0xff, 0xff, 0xff]), samples, Buffer.from([9])]);
    const wav = Buffer.concat([header.subarray(0, 12), list, fmt, data]);
    expect(parseWav(wav)).toEqual({ format, data: samples });
  });

  it('refuses what is not 16-bit PCM WAV', () => {
    expect(() => parseWav(Buffer.from('ID3 not a wav at all'))).toThrow(WavError);
    const float = Buffer.concat([wavHeader(format, samples.length), samples]);
    float.writeUInt16LE(3, 20);
    expect(() => parseWav(float)).toThrow(/only PCM/);
    const eightBit = Buffer.concat([wavHeader({ ...format, bitsPerSample: 8 }, samples.length), samples]);
    expect(() => parseWav(eightBit)).toThrow(/16-bit/);
    expect(() => parseWav(wavHeader(format, 0).subarray(0, 36))).toThrow(/no data chunk/);
  });

  it('reads back the samples it wrote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -32768, max: 32767 }), { maxLength: 500 }),
        fc.constantFrom(8000, 16000, 22050),
        (values, rate) => {
          const audio = pcmFromWav(wavFromPcm(Buffer.from(Int16Array.from(values).buffer), rate));
          expect(audio.sampleRate).toBe(rate);
          expect(audio.channels).toBe(1);
          expect(Array.from(audio.samples)).toEqual(values);
        },
      ),
    );
  });

  it('reads a streamed WAV whose length field is a placeholder (espeak-ng --stdout)', () => {
    const wav = wavFromPcm(Buffer.from(Int16Array.from([1, -2, 3]).buffer), 22050);
    wav.writeUInt32LE(0x7ffff000, 40);
    expect(Array.from(pcmFromWav(wav).samples)).toEqual([1, -2, 3]);
  });
});
