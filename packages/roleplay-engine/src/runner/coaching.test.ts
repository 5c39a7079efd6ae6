import { describe, expect, it } from 'vitest';
import { modelAnswerOf } from './coaching.js';

const STEP = {
  recommendedAnswers: ['I have credited the $89.99 to your account.', 'The $89.99 is back on your account.'],
};

describe('the model answer of a step that is over', () => {
  it('is the recommended answer closest to the last reply, else the first one', () => {
    expect(modelAnswerOf(STEP, { bestAnswer: STEP.recommendedAnswers[1]! })).toBe(STEP.recommendedAnswers[1]);
    expect(modelAnswerOf(STEP)).toBe(STEP.recommendedAnswers[0]);
    expect(modelAnswerOf(STEP, { bestAnswer: null })).toBe(STEP.recommendedAnswers[0]);
  });

  it('never shows the wrong option an advisor picked at a select-one step as the model', () => {
    const selectOne = { recommendedAnswers: ['The code matches: unlock the account'] };
    expect(modelAnswerOf(selectOne, { bestAnswer: 'Skip the code and reset the password' })).toBe('The code matches: unlock the account');
  });
});
