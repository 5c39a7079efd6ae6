import { describe, expect, it } from 'vitest';
import { matchAnswer, type MatchReason } from './match-answer.js';

// Two key points that share their frame and differ in one word, as a trainer writes them.
const answer = 'Skjønner. Har du fortsatt tilgang til mobilnummeret og e-postadressen som er registrert på kontoen?';
const keyPoints = [
  'spørre om han fortsatt har tilgang til mobilnummeret på kontoen',
  'spørre om han fortsatt har tilgang til e-postadressen på kontoen',
];
const judge = (reply: string, sharedFrameDiscount?: number) =>
  matchAnswer(reply, [answer], {
    language: 'nb-NO',
    threshold: 70,
    keyPoints,
    weights: sharedFrameDiscount === undefined ? undefined : { sharedFrameDiscount },
  });
const missing = (reasons: MatchReason[]) => reasons.flatMap((r) => (r.code === 'missing_point' ? [r.point] : []));

describe('key points that share their frame', () => {
  it('are told apart by the word they do not share: asking only for the phone number leaves the e-mail point unsaid', () => {
    const result = judge('Ok, skjønner. Har du fortsatt tilgang til mobilnummeret som er registrert på kontoen?');
    expect(result.matched).toBe(false);
    expect(missing(result.reasons)).toEqual([keyPoints[1]]);
  });

  it('without the discount, the shared frame alone counted as the e-mail point', () => {
    expect(judge('Ok, skjønner. Har du fortsatt tilgang til mobilnummeret som er registrert på kontoen?', 0).matched).toBe(true);
  });

  it('accept a terse reply that names both distinguishing things in its own words', () => {
    expect(judge('ok. har du fortsatt tilgang til tlf nr og e-posten som står på kontoen?').matched).toBe(true);
    expect(judge('skjønner 🙂 har du fortsatt samme mobilnr og e-postadressa som er registrert hos oss?').matched).toBe(true);
  });
});
