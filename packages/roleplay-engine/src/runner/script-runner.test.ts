import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { advance, createRunner, currentStep, parseRunnerState, RunnerError } from './script-runner.js';
import { NON_MATCHING_RESPONSE_MESSAGE } from './messages.js';
import type { EngineScript, RunnerEvent, RunnerState } from './types.js';
import { SAMPLE_SCRIPT as SCRIPT } from '../fixtures/sample-script.js';

const CONFIG = { threshold: 65, language: 'en-US' };

function run(events: RunnerEvent[], script: EngineScript = SCRIPT, state: RunnerState = createRunner(script, CONFIG)) {
  const results = [];
  for (const e of events) {
    const r = advance(script, state, e);
    results.push(r);
    state = r.state;
  }
  return { state, results };
}

describe('script runner', () => {
  it('says the first step on start and waits for a reply', () => {
    const { state, results } = run([{ type: 'start', at: 1000 }]);
    expect(results[0]!.messages).toEqual([
      { type: 'customer', stepId: 'welcome', text: SCRIPT.steps[0]!.customerLines[0], chips: [], selectOne: false },
    ]);
    expect(state.status).toBe('awaiting-reply');
    expect(currentStep(SCRIPT, state)?.id).toBe('welcome');
  });

  it('moves on after a paraphrase, asks for a retry after an off-topic reply, and records each turn', () => {
    const { state, results } = run([
      { type: 'start', at: 0 },
      {
        type: 'reply',
        at: 4000,
        text: "Thanks for contacting us, I'm sorry about that unexpected charge, I'll gladly look into it.",
        timing: { typingDurationMs: 3000, typingSpeedWpm: 42 },
      },
      { type: 'reply', at: 9000, text: 'Your parcel will arrive tomorrow morning.' },
    ]);
    expect(results[1]!.turn).toMatchObject({
      stepId: 'welcome',
      attempt: 1,
      matched: true,
      outcome: 'matched',
      responseMs: 4000,
      typingSpeedWpm: 42,
    });
    expect(results[1]!.turn!.similarity).toBeGreaterThanOrEqual(0.65);
    expect(results[1]!.turn!.bestAnswer).toBe(SCRIPT.steps[0]!.recommendedAnswers[0]);
    expect(results[1]!.messages[0]).toMatchObject({ type: 'customer', stepId: 'disclaimer' });
    expect(results[2]!.turn).toMatchObject({ stepId: 'disclaimer', attempt: 1, matched: false, outcome: 'retry', responseMs: 5000 });
    expect(results[2]!.messages).toEqual([
      { type: 'system', code: 'NOTSUTABLANS', key: 'notsutablans', text: NON_MATCHING_RESPONSE_MESSAGE, stepId: 'disclaimer' },
    ]);
    expect(state.retryCount).toBe(1);
    expect(state.steps[0]).toMatchObject({ status: 'matched', score: 5, attempts: 1, matchedTurn: 0 });
  });

  it('scores a step 0 and moves on after maxRetryCount retries', () => {
    const wrong: RunnerEvent = { type: 'reply', at: 1, text: 'Your parcel will arrive tomorrow morning.' };
    const { state, results } = run([{ type: 'start', at: 0 }, wrong, wrong, wrong, wrong]);
    expect(results.slice(1).map((r) => r.turn!.outcome)).toEqual(['retry', 'retry', 'retry', 'failed']);
    expect(results.slice(1).map((r) => r.turn!.attempt)).toEqual([1, 2, 3, 4]);
    expect(state.steps[0]).toMatchObject({ status: 'failed', score: 0, attempts: 4 });
    expect(results[4]!.messages[0]).toMatchObject({ type: 'customer', stepId: 'disclaimer' });
    expect(state.retryCount).toBe(0);
  });

  it('records why a reply was refused, judging the step key points, must-nots and the tenant never-say list', () => {
    const script = {
      steps: [
        {
          id: 'refund',
          kind: 'resolution' as const,
          customerLines: ['Where is my refund of $89.99?'],
          recommendedAnswers: ['I have refunded the $89.99 to your card; it will arrive within 5 business days.'],
          keyPoints: ['refund the $89.99 to the card', 'it arrives within 5 business days'],
          mustNot: ['promise a cash payment today'],
        },
      ],
    };
    const state = createRunner(script, { ...CONFIG, neverSay: ["mother's maiden name"] });
    const reply = (text: string) =>
      run(
        [
          { type: 'start', at: 0 },
          { type: 'reply', at: 1, text },
        ],
        script,
        state,
      ).results[1]!.turn!;
    expect(reply('Done: $89.99 is back on your card, give it 5 working days.')).toMatchObject({ matched: true, reasons: [] });
    expect(reply('I have refunded $8.99 to your card, within 5 business days.').reasons![0]).toMatchObject({
      code: 'wrong_fact',
      expected: '$89.99',
      given: '$8.99',
    });
    expect(reply('I will promise you a cash payment today.').reasons![0]).toMatchObject({ code: 'prohibited', source: 'step' });
    expect(reply("Before the refund, tell me your mother's maiden name.").reasons![0]).toMatchObject({
      code: 'prohibited',
      source: 'tenant',
    });
    expect(reply('I have refunded it.').reasons).toEqual([{ code: 'missing_point', point: 'refund the $89.99 to the card' }]);
  });

  it('takes one point per retry off a step answered late', () => {
    const { state } = run([
      { type: 'start', at: 0 },
      { type: 'reply', at: 1, text: 'Hello.' },
      {
        type: 'reply',
        at: 2,
        text: "Thank you for contacting us. I'm sorry to hear about the unexpected charge, I'll be glad to look into it for you.",
      },
    ]);
    expect(state.steps[0]).toMatchObject({ status: 'matched', score: 4, attempts: 2, matchedTurn: 1 });
  });

  it('honours a use case with no retries', () => {
    const state = createRunner(SCRIPT, { ...CONFIG, maxRetryCount: 0 });
    const { results } = run(
      [
        { type: 'start', at: 0 },
        { type: 'reply', at: 1, text: 'Bye.' },
      ],
      SCRIPT,
      state,
    );
    expect(results[1]!.turn!.outcome).toBe('failed');
  });

  const toSelectOne: RunnerEvent[] = [
    { type: 'start', at: 0 },
    { type: 'reply', at: 1, text: SCRIPT.steps[0]!.recommendedAnswers[0]! },
    { type: 'reply', at: 2, text: SCRIPT.steps[1]!.recommendedAnswers[0]! },
  ];

  it('offers select-one chips with the select-one prompt and matches the chosen chip exactly', () => {
    const { state, results } = run([...toSelectOne, { type: 'chip', at: 3, chipIndex: 1 }, { type: 'chip', at: 4, chipIndex: 0 }]);
    expect(results[2]!.messages).toEqual([
      { type: 'customer', stepId: 'which-pass', text: 'I was in Toronto.', chips: [], selectOne: true },
      {
        type: 'customer',
        stepId: 'which-pass',
        text: 'Which pass do you see on my account?',
        chips: SCRIPT.steps[2]!.chips,
        selectOne: true,
      },
      { type: 'system', code: 'SELECTONE', key: 'selectone', text: 'Please select one of the options below.', stepId: 'which-pass' },
    ]);
    expect(results[3]!.turn).toMatchObject({ via: 'chip', reply: 'Europe Travel Pass', matched: false, similarity: 0, outcome: 'retry' });
    expect(results[3]!.messages).toEqual([expect.objectContaining({ code: 'NOTSUTABLANS', key: 'selectone' })]);
    expect(results[4]!.turn).toMatchObject({ via: 'chip', chipIndex: 0, matched: true, similarity: 1, attempt: 2 });
    expect(state.steps[2]).toMatchObject({ status: 'matched', score: 4 });
  });

  it('reads a typed select-one reply as the option it names, and asks to select first when it names none', () => {
    const { results } = run([
      ...toSelectOne,
      { type: 'reply', at: 3, text: 'I can see the weather is nice.' },
      { type: 'reply', at: 4, text: 'the canada and mexico day pass' },
    ]);
    expect(results[3]!.messages).toEqual([expect.objectContaining({ code: 'SELECTFIRST', key: 'selectfirst' })]);
    expect(results[4]!.turn).toMatchObject({ via: 'text', matched: true, bestAnswer: 'Canada & Mexico Day Pass' });
  });

  it('accepts the chip closest to the answer on a free-text step, not the weaker one', () => {
    const base = [...toSelectOne, { type: 'chip', at: 3, chipIndex: 0 } as RunnerEvent];
    const good = run([...base, { type: 'chip', at: 4, chipIndex: 0 }]);
    const weak = run([...base, { type: 'chip', at: 4, chipIndex: 1 }]);
    expect(good.results[4]!.turn).toMatchObject({ via: 'chip', matched: true });
    expect(weak.results[4]!.turn).toMatchObject({ via: 'chip', matched: false, outcome: 'retry' });
  });

  it('completes after the last step with the training-complete code', () => {
    const answers = SCRIPT.steps.map((s, i): RunnerEvent =>
      s.kind === 'select-one' ? { type: 'chip', at: i + 1, chipIndex: 0 } : { type: 'reply', at: i + 1, text: s.recommendedAnswers[0]! },
    );
    const { state, results } = run([{ type: 'start', at: 0 }, ...answers]);
    const last = results[results.length - 1]!;
    expect(last.completed).toBe(true);
    expect(last.messages).toEqual([{ type: 'system', code: 'TRAININGCOMPLETE', key: 'trainingcomplete', text: '', stepId: null }]);
    expect(state).toMatchObject({ status: 'completed', endedAt: SCRIPT.steps.length, endedEarly: false });
    expect(state.steps.every((s) => s.status === 'matched' && s.score === 5)).toBe(true);
    expect(() => advance(SCRIPT, state, { type: 'reply', at: 6, text: 'hello' })).toThrow(RunnerError);
  });

  it('marks the remaining steps unanswered when the advisor ends early', () => {
    const { state, results } = run([
      { type: 'start', at: 0 },
      { type: 'end', at: 10 },
    ]);
    expect(results[1]!.completed).toBe(true);
    expect(state.endedEarly).toBe(true);
    expect(state.steps.map((s) => s.status)).toEqual(SCRIPT.steps.map(() => 'unanswered'));
  });

  it('says the use case is not configured for a script without steps', () => {
    const empty = { steps: [] };
    const { results } = run([{ type: 'start', at: 0 }], empty);
    expect(results[0]!.completed).toBe(true);
    expect(results[0]!.messages.map((m) => m.type === 'system' && m.key)).toEqual(['usecasenotconfigured', 'trainingcomplete']);
  });

  it('refuses events out of order, empty replies, unknown chips and a changed script', () => {
    const fresh = createRunner(SCRIPT, CONFIG);
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as RunnerError).code;
      }
      return 'none';
    };
    expect(code(() => advance(SCRIPT, fresh, { type: 'reply', at: 0, text: 'hi' }))).toBe('not_started');
    const started = advance(SCRIPT, fresh, { type: 'start', at: 0 }).state;
    expect(code(() => advance(SCRIPT, started, { type: 'start', at: 0 }))).toBe('already_started');
    expect(code(() => advance(SCRIPT, started, { type: 'reply', at: 0, text: '   ' }))).toBe('empty_reply');
    expect(code(() => advance(SCRIPT, started, { type: 'chip', at: 0, chipIndex: 0 }))).toBe('unknown_chip');
    expect(code(() => advance({ steps: SCRIPT.steps.slice(1) }, started, { type: 'reply', at: 0, text: 'hi' }))).toBe('script_changed');
    expect(code(() => parseRunnerState('{"version":2}'))).toBe('invalid_state');
  });

  it('never modifies the state it is given', () => {
    const state = advance(SCRIPT, createRunner(SCRIPT, CONFIG), { type: 'start', at: 0 }).state;
    const before = JSON.stringify(state);
    advance(SCRIPT, state, { type: 'reply', at: 1, text: 'hello' });
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('script runner properties', () => {
  const replyText = fc.oneof(
    fc.constantFrom(...SCRIPT.steps.flatMap((s) => [...s.recommendedAnswers, ...(s.chips ?? [])])),
    fc.constantFrom('Your parcel will arrive tomorrow.', 'No.', 'I cannot help you with that charge.', 'hello there'),
  );
  const answer = fc.oneof(
    replyText.map((text) => ({ kind: 'reply' as const, text })),
    fc.nat({ max: 2 }).map((chipIndex) => ({ kind: 'chip' as const, chipIndex })),
  );
  const maxRetry = fc.integer({ min: 0, max: 4 });

  /** Plays answers until the session completes, skipping chips a step does not have. */
  function play(answers: { kind: 'reply' | 'chip'; text?: string; chipIndex?: number }[], maxRetryCount: number) {
    let state = advance(SCRIPT, createRunner(SCRIPT, { ...CONFIG, maxRetryCount }), { type: 'start', at: 0 }).state;
    let replies = 0;
    for (let i = 0; state.status !== 'completed'; i++) {
      const a = answers[i % answers.length]!;
      const step = currentStep(SCRIPT, state)!;
      const chips = step.chips?.length ?? 0;
      const event: RunnerEvent =
        a.kind === 'chip' && a.chipIndex! < chips
          ? { type: 'chip', at: i + 1, chipIndex: a.chipIndex! }
          : { type: 'reply', at: i + 1, text: a.text ?? 'hello' };
      state = advance(SCRIPT, state, event).state;
      // A round trip through JSON must give the same state (the server stores it between prompts).
      expect(parseRunnerState(JSON.stringify(state))).toEqual(state);
      replies++;
    }
    return { state, replies };
  }

  it('always terminates within steps × (maxRetryCount + 1) replies and never exceeds the retry limit', () => {
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 12 }), maxRetry, (answers, maxRetryCount) => {
        const { state, replies } = play(answers, maxRetryCount);
        expect(replies).toBeLessThanOrEqual(SCRIPT.steps.length * (maxRetryCount + 1));
        for (const s of state.steps) {
          expect(s.attempts).toBeGreaterThanOrEqual(1);
          expect(s.attempts).toBeLessThanOrEqual(maxRetryCount + 1);
          expect(s.score).toBeGreaterThanOrEqual(0);
          expect(s.score).toBeLessThanOrEqual(5);
          expect(s.status === 'matched').toBe(s.score > 0);
        }
        for (const t of state.turns) expect(t.attempt).toBeLessThanOrEqual(maxRetryCount + 1);
        expect(state.turns.length).toBe(replies);
      }),
      { numRuns: 60 },
    );
    // Each run copies the state JSON per reply and matches on a shared two-core machine.
  }, 30_000);
});
