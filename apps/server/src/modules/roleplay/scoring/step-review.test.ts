import { describe, expect, it } from 'vitest';
import { roleplayScript } from '@switchboard/contracts';
import { advance, createRunner, type RunnerState } from '@switchboard/roleplay-engine';
import { stepReviewsOf } from './step-review.js';

const SCRIPT = roleplayScript.parse({
  steps: [
    {
      id: 'credit',
      kind: 'resolution',
      customerLines: ['What about the $89.99 charge?'],
      recommendedAnswers: ['As a one-time courtesy I will credit the $89.99 back to your account; it shows on your next bill.'],
      keyPoints: ['credit the $89.99 back to the account', 'say it shows on the next bill'],
    },
    {
      id: 'closing',
      kind: 'closing',
      customerLines: ['Thanks.'],
      recommendedAnswers: ['You are welcome. Is there anything else I can help you with today?'],
    },
  ],
});

function play(replies: string[]): RunnerState {
  let state = advance(SCRIPT, createRunner(SCRIPT, { threshold: 65, language: 'en-US', maxRetryCount: 1 }), { type: 'start', at: 0 }).state;
  replies.forEach((text, i) => {
    state = advance(SCRIPT, state, { type: 'reply', text, at: (i + 1) * 10_000 }).state;
  });
  return state;
}

describe('step review', () => {
  it('says each finding of a step once, and leaves steps out that were accepted at once', () => {
    const state = play(['I will credit $8.99, you will see it on your next bill.', 'Credited $8.99, it shows on your next bill.']);
    expect(stepReviewsOf(SCRIPT, state)).toEqual([
      {
        stepId: 'credit',
        position: 1,
        kind: 'resolution',
        status: 'failed',
        attempts: 2,
        score: 0,
        maxScore: 5,
        findings: [{ code: 'wrong_fact', kind: 'amount', given: '$8.99' }],
        modelAnswer: SCRIPT.steps[0]!.recommendedAnswers[0],
      },
    ]);
  });

  it('lists a step never reached, and reads a session stored before refusals kept their reasons', () => {
    const state = play(['Hello there.', 'Goodbye now.']);
    state.turns.forEach((t) => delete t.reasons);
    const ended = advance(SCRIPT, state, { type: 'end', at: 90_000 }).state;
    const reviews = stepReviewsOf(SCRIPT, ended);
    expect(reviews.map((r) => [r.stepId, r.status, r.findings, r.modelAnswer])).toEqual([
      ['credit', 'failed', [], SCRIPT.steps[0]!.recommendedAnswers[0]],
      ['closing', 'unanswered', [], SCRIPT.steps[1]!.recommendedAnswers[0]],
    ]);
    expect(stepReviewsOf(null, ended)).toEqual([]);
  });
});
