import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pcmFromWav, wavFromPcm, WavFormatError } from './wav.js';

describe('WAV', () => {
  it('reads back the samples it wrote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -32768, max: 32767 }), { maxLength: 500 }),
        fc.constantFrom(8000, 16000, 22050),
        (values, rate) => {
          const pcm = Buffer.from(Int16Array.from(values).buffer);
          const audio = pcmFromWav(wavFromPcm(pcm, rate));
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

  it('refuses what is not 16-bit PCM WAV', () => {
    expect(() => pcmFromWav(Buffer.from('not a wav file at all'))).toThrow(WavFormatError);
    const float = wavFromPcm(Buffer.alloc(8), 16000);
    float.writeUInt16LE(3, 20);
    expect(() => pcmFromWav(float)).toThrow(/16-bit PCM/);
  });
});
