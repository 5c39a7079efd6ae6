import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applySpeechFrame, NO_SPEECH, parseSpeechFrame, recognisedText } from './speech-text';
import { answerTimings } from './voice-timing';

describe('speech socket replies', () => {
  it('reads final and partial frames; anything else is not one', () => {
    expect(parseSpeechFrame('true;hello there')).toEqual({ final: true, text: 'hello there' });
    expect(parseSpeechFrame('false;hel')).toEqual({ final: false, text: 'hel' });
    expect(parseSpeechFrame('true;a;b')).toEqual({ final: true, text: 'a;b' });
    for (const bad of ['hello', 'maybe;x', 'TRUE;x', '', new ArrayBuffer(2), null]) expect(parseSpeechFrame(bad)).toBeNull();
  });

  it('appends finals, shows the partial until the next frame', () => {
    let speech = NO_SPEECH;
    speech = applySpeechFrame(speech, { final: false, text: 'thank' });
    expect(recognisedText(speech)).toBe('thank');
    speech = applySpeechFrame(speech, { final: true, text: 'thank you for calling' });
    speech = applySpeechFrame(speech, { final: false, text: 'how can' });
    expect(recognisedText(speech)).toBe('thank you for calling how can');
    speech = applySpeechFrame(speech, { final: true, text: ' how can I help ' });
    expect(speech).toEqual({ finals: 'thank you for calling how can I help', partial: '' });
    speech = applySpeechFrame(speech, { final: true, text: '' });
    expect(recognisedText(speech)).toBe('thank you for calling how can I help');
  });
});

describe('answer timings', () => {
  it('pause from the end of the customer line to the first voice; voice from there to mute', () => {
    expect(answerTimings({ customerDoneAt: 1000, unmutedAt: 2500, voiceAt: 3000, mutedAt: 7000 })).toEqual({
      pauseDuration: 2000,
      voiceDuration: 4000,
    });
  });

  it('without a heard onset the answer starts at unmute', () => {
    expect(answerTimings({ customerDoneAt: 1000, unmutedAt: 1500, voiceAt: null, mutedAt: 4000 })).toEqual({
      pauseDuration: 500,
      voiceDuration: 2500,
    });
  });

  it('is never negative and never exceeds the time between its ends', () => {
    fc.assert(
      fc.property(fc.nat(1e7), fc.nat(1e7), fc.option(fc.nat(1e7)), fc.nat(1e7), (done, unmuted, voice, muted) => {
        const t = answerTimings({ customerDoneAt: done, unmutedAt: unmuted, voiceAt: voice, mutedAt: muted });
        expect(t.pauseDuration).toBeGreaterThanOrEqual(0);
        expect(t.voiceDuration).toBeGreaterThanOrEqual(0);
        if (muted >= unmuted && unmuted >= done) expect(t.pauseDuration + t.voiceDuration).toBe(muted - done);
      }),
    );
  });
});
