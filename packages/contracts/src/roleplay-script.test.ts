import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCRIPT_STEP_KINDS, nextStepId, roleplayScript, scriptRemarks, scriptStep } from './roleplay-script.js';

const step = (over: Record<string, unknown> = {}) => ({
  id: 'step-1',
  kind: 'regular',
  customerLines: ['Hello'],
  recommendedAnswers: ['Hi, how can I help?'],
  ...over,
});

describe('script schema', () => {
  it('accepts a well-formed step and defaults its chips', () => {
    expect(scriptStep.parse(step())).toEqual({ ...step(), chips: [] });
  });

  it('trims lines and refuses blank ones', () => {
    expect(scriptStep.parse(step({ customerLines: ['  Hello  '] })).customerLines).toEqual(['Hello']);
    expect(scriptStep.safeParse(step({ customerLines: ['   '] })).success).toBe(false);
    expect(scriptStep.safeParse(step({ customerLines: [] })).success).toBe(false);
    expect(scriptStep.safeParse(step({ recommendedAnswers: [] })).success).toBe(false);
  });

  it('requires select-one steps to offer chips and to recommend one of them', () => {
    const ok = step({ kind: 'select-one', chips: ['Yes', 'No'], recommendedAnswers: ['yes'] });
    expect(scriptStep.safeParse(ok).success).toBe(true);
    const notAChip = scriptStep.safeParse(step({ kind: 'select-one', chips: ['Yes', 'No'], recommendedAnswers: ['Maybe'] }));
    expect(notAChip.success).toBe(false);
    expect(notAChip.error?.issues[0]?.path).toEqual(['recommendedAnswers', 0]);
    expect(scriptStep.safeParse(step({ kind: 'select-one', chips: ['Only'], recommendedAnswers: ['Only'] })).success).toBe(false);
  });

  it('refuses duplicate chips and bad step ids', () => {
    expect(scriptStep.safeParse(step({ chips: ['A', 'a'] })).success).toBe(false);
    expect(scriptStep.safeParse(step({ id: 'Step One' })).success).toBe(false);
    expect(scriptStep.safeParse(step({ kind: 'greeting' })).success).toBe(false);
  });

  it('keeps key points and must-nots when given, and leaves older steps without them unchanged', () => {
    const withPoints = step({ keyPoints: [' the refund is $89.99 ', 'it arrives in 5 days'], mustNot: ['ask for the password'] });
    expect(scriptStep.parse(withPoints)).toMatchObject({
      keyPoints: ['the refund is $89.99', 'it arrives in 5 days'],
      mustNot: ['ask for the password'],
    });
    expect(Object.keys(scriptStep.parse(step()))).not.toContain('keyPoints');
    expect(scriptStep.safeParse(step({ keyPoints: ['  '] })).success).toBe(false);
    expect(scriptStep.safeParse(step({ mustNot: Array.from({ length: 9 }, (_, i) => `never ${i}`) })).success).toBe(false);
  });

  it('names the step whose id repeats', () => {
    const result = roleplayScript.safeParse({ steps: [step(), step()] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['steps', 1, 'id'], message: "Step id 'step-1' is already used by step 1" });
  });

  it('remarks on scripts that skip the usual welcome, closing, compliance and resolution', () => {
    const steps = [
      step({ id: 'a', kind: 'welcome' }),
      step({ id: 'b', kind: 'compliance' }),
      step({ id: 'c', kind: 'resolution' }),
      step({ id: 'd', kind: 'closing' }),
    ];
    expect(scriptRemarks(roleplayScript.parse({ steps }))).toEqual([]);
    expect(scriptRemarks(roleplayScript.parse({ steps: [step()] }))).toEqual([
      'startsWithoutWelcome',
      'endsWithoutClosing',
      'noCompliance',
      'noResolution',
    ]);
    expect(scriptRemarks({ steps: [] })).toEqual([]);
  });
});

const word = fc.stringMatching(/^[A-Za-z][A-Za-z ,.'?!]{0,30}$/);
const arbitraryStep = (id: string) =>
  fc.oneof(
    fc.record({
      id: fc.constant(id),
      kind: fc.constantFrom(...SCRIPT_STEP_KINDS.filter((k) => k !== 'select-one')),
      customerLines: fc.array(word, { minLength: 1, maxLength: 3 }),
      recommendedAnswers: fc.array(word, { minLength: 1, maxLength: 3 }),
    }),
    fc.uniqueArray(word, { minLength: 2, maxLength: 4, selector: (w) => w.trim().toLowerCase() }).chain((chips) =>
      fc.record({
        id: fc.constant(id),
        kind: fc.constant('select-one' as const),
        customerLines: fc.array(word, { minLength: 1, maxLength: 2 }),
        recommendedAnswers: fc.subarray(chips, { minLength: 1 }),
        chips: fc.constant(chips),
      }),
    ),
  );

describe('script schema properties', () => {
  it('accepts every script built by the editor rules, keeping the step order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbitraryStep(`step-${i + 1}`)))),
        (steps) => {
          const parsed = roleplayScript.safeParse({ steps });
          expect(parsed.success).toBe(true);
          expect(parsed.data?.steps.map((s) => s.id)).toEqual(steps.map((s) => s.id));
        },
      ),
    );
  });

  it('never proposes a step id already in use', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^step-[0-9]{1,2}$/), { maxLength: 30 }), (ids) => {
        const next = nextStepId({ steps: ids.map((id) => ({ id })) });
        expect(ids).not.toContain(next);
        expect(next).toMatch(/^step-\d+$/);
      }),
    );
  });
});
