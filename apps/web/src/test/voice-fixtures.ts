import { createActor, SimulatedClock } from 'xstate';
import type { Assessment, ConversationEntry, ScenarioScoreReply } from '@switchboard/contracts';
import type { CallActor, CallEffects, ListenEvents, SubmitInput, VoiceAnswer } from '../features/practice/voice/logic/call-machine';
import { voicePracticeMachine } from '../features/practice/voice/logic/voice-practice-machine';
import { answerReply, assessmentFixture, scoreFixture, sessionFixture } from './chat-fixtures';

/** A fake world for the voice practice statecharts: effects that record what was asked and finish when told. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  /** Resolved or rejected already. */
  settled: boolean;
  /** Runs `finish` (a resolve or reject) unless already settled. */
  settle: (finish: () => void) => void;
}
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const d: Deferred<T> = {
    promise,
    settled: false,
    resolve: (value) => {
      d.settled = true;
      resolve(value);
    },
    reject: (error) => {
      d.settled = true;
      reject(error);
    },
    settle: (finish) => {
      if (!d.settled) finish();
    },
  };
  return d;
}

export const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** Effects that record what the machine asked for and let the test decide when things finish. */
export type FakeWorld = ReturnType<typeof fakeWorld>;

export function fakeWorld({ random = 0 }: { random?: number } = {}) {
  const log: string[] = [];
  const clock = new SimulatedClock();
  const speeches: { text: string; done: Deferred<void>; aborted: boolean }[] = [];
  const submits: { input: SubmitInput; reply: Deferred<VoiceAnswer> }[] = [];
  const finishes: Deferred<ScenarioScoreReply>[] = [];
  let listening: ListenEvents | null = null;
  const effects: CallEffects = {
    now: () => clock.now(),
    random: () => random,
    ringtone: { start: (direction) => log.push(`ring:${direction}`), stop: () => log.push('ring:stop') },
    timer: { start: (id) => log.push(`timer:start:${id.slice(-1)}`), stop: (id) => log.push(`timer:stop:${id.slice(-1)}`) },
    precheck: async (assessment) => {
      log.push('precheck');
      const n = Number(assessment.id.slice(-1));
      return { session: sessionFixture(n, { type: 2 }), canNLPApplied: true };
    },
    listen: (_item, events) => {
      log.push('socket:open');
      if (speeches.some((speech) => !speech.done.settled && !speech.aborted)) log.push('socket:open-over-the-bot');
      listening = events;
      return {
        endTurn: () => log.push('socket:eof'),
        close: () => {
          log.push('socket:close');
          listening = null;
        },
      };
    },
    releaseMic: () => log.push('mic:release'),
    submit: (input) => {
      log.push(`submit:${input.answer.kind === 'chip' ? `chip ${input.answer.chip.id}` : input.answer.text}`);
      const reply = deferred<VoiceAnswer>();
      submits.push({ input, reply });
      return reply.promise;
    },
    speak: (text, _item, signal) => {
      log.push(`say:${text}`);
      const speech = { text, done: deferred<void>(), aborted: false };
      signal.addEventListener('abort', () => {
        speech.aborted = true;
        log.push(`hush:${text}`);
      });
      speeches.push(speech);
      return speech.done.promise;
    },
    spokenText: (entries: readonly ConversationEntry[]) =>
      entries
        .filter((e) => e.type === 'system')
        .map((e) => e.message)
        .join(' '),
    resultLine: (level) => `result:${level}`,
    finish: (_item, onCrm) => {
      log.push('finish');
      onCrm('pending');
      const done = deferred<ScenarioScoreReply>();
      finishes.push(done);
      return done.promise;
    },
    hangUp: async () => {
      log.push('hangup');
    },
    reopen: async (assessment) => {
      const n = Number(assessment.id.slice(-1));
      log.push(`reopen:${n}`);
      return {
        session: sessionFixture(n, { type: 2, status: 'completed', isChatCompleted: true, durationSeconds: 125, duration: '00:02:05' }),
        score: scoreFixture(n, 85),
      };
    },
  };
  return {
    log,
    clock,
    effects,
    speeches,
    submits,
    finishes,
    socket: () => listening,
    /** The bot finishes the line it is saying. */
    async endSpeech() {
      const current = speeches.filter((s) => !s.aborted).at(-1);
      current?.done.resolve();
      await flush();
    },
  };
}

export function start(assessments: Assessment[], world: ReturnType<typeof fakeWorld>, nextDelayMs = 0) {
  const actor = createActor(voicePracticeMachine, { input: { assessments, effects: world.effects, nextDelayMs }, clock: world.clock });
  actor.start();
  const call = (n: number): CallActor => actor.getSnapshot().context.calls[n - 1]!.ref;
  const state = (n: number) => call(n).getSnapshot();
  return { actor, call, state };
}

export const voice = (n: number, overrides: Partial<Assessment> = {}) =>
  assessmentFixture(n, { type: 2, inboundEnabled: false, ...overrides });
export const scripted = (n: number, overrides: Parameters<typeof answerReply>[1] = {}): VoiceAnswer => ({
  scripted: true,
  error: false,
  reply: answerReply(n, overrides),
});
