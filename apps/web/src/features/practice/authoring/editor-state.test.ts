import { describe, expect, it } from 'vitest';
import { draftOf, newDraft, newStep, payloadOf, validateDraft } from './editor-state';

const t = (key: string) => key;

describe('use-case editor state', () => {
  it('turns the customer text into one line per message and drops blank lines', () => {
    const draft = newDraft();
    const step = { ...newStep([]), customerText: ' Hello \n\n  I have a question ', recommendedAnswers: ['Hi'] };
    expect(payloadOf({ ...draft, name: 'X', steps: [step] }).script.steps[0]!.customerLines).toEqual(['Hello', 'I have a question']);
  });

  it('round-trips a saved roleplay through the editor', () => {
    const draft = {
      ...newDraft(2),
      name: 'Claim',
      steps: [{ ...newStep([]), customerText: 'A\nB', recommendedAnswers: ['C'], chips: ['D', 'E'] }],
    };
    const payload = payloadOf(draft);
    expect(payloadOf(draftOf(payload))).toEqual(payload);
  });

  it('keeps key points and must-nots through the editor', () => {
    const payload = payloadOf({
      ...newDraft(1),
      name: 'Refund',
      steps: [
        {
          ...newStep([]),
          customerText: 'A',
          recommendedAnswers: ['C'],
          keyPointsText: ' refund of $89.99 \n\nsay when it arrives',
          mustNotText: 'ask for the PIN',
        },
      ],
    });
    expect(payload.script.steps[0]).toMatchObject({ keyPoints: ['refund of $89.99', 'say when it arrives'], mustNot: ['ask for the PIN'] });
    expect(payloadOf(draftOf(payload))).toEqual(payload);
    // Blank boxes leave the lists out, as older scripts have them.
    const plain = payloadOf({
      ...newDraft(1),
      name: 'Plain',
      steps: [{ ...newStep([]), customerText: 'A', recommendedAnswers: ['C'], keyPointsText: ' \n' }],
    });
    expect(plain.script.steps[0]).not.toHaveProperty('keyPoints');
    expect(plain.script.steps[0]).not.toHaveProperty('mustNot');
  });

  it('gives new steps free ids', () => {
    const first = newStep([]);
    const second = newStep([first]);
    expect(first.id).not.toBe(second.id);
  });

  it('reports field errors by path, and publishing problems only when publishing', () => {
    const empty = validateDraft({ ...newDraft(), name: '' }, false, t);
    expect(empty).toEqual({ ok: false, errors: { name: 'roleplayAuthoring.errors.required' } });
    const draft = { ...newDraft(), name: 'Ok' };
    expect(validateDraft(draft, false, t).ok).toBe(true);
    expect(validateDraft(draft, true, t)).toEqual({ ok: false, errors: { 'script.steps': 'roleplayAuthoring.errors.needsSteps' } });
    const badStep = {
      ...newStep([]),
      kind: 'select-one' as const,
      customerText: 'Pick',
      recommendedAnswers: ['Maybe'],
      chips: ['Yes', 'No'],
    };
    const result = validateDraft({ ...draft, steps: [badStep] }, false, t);
    expect(result.ok ? {} : result.errors).toEqual({ 'script.steps.0.recommendedAnswers.0': 'roleplayAuthoring.errors.answerNotChip' });
  });
});
