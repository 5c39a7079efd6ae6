import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customerLine, scoreFixture } from '../../../../test/chat-fixtures';
import { fakeWorld, flush, scripted, start, voice, type FakeWorld } from '../../../../test/voice-fixtures';
import { FINAL_WAIT_MS } from './call-machine';

/**
 * A model test of the call statechart: random sequences of what the advisor, the speech socket, the
 * server, the speaker and the clock can do, in any order, and the rules of roleplay.md §4 checked after
 * every step — whatever happens, whenever it happens.
 */
type Step =
  | 'reveal'
  | 'answer'
  | 'toggle'
  | 'end'
  | 'sayAgain'
  | 'retry'
  | 'socketOpen'
  | 'partial'
  | 'final'
  | 'serverClose'
  | 'voice'
  | 'speechEnds'
  | 'replyNext'
  | 'replyComplete'
  | 'replyError'
  | 'replyFails'
  | 'scoreOk'
  | 'scoreFails'
  | 'tick';

/** How often each step is drawn: the advisor's and the speaker's moves most, the rare failures least. */
const WEIGHTS: Readonly<Record<Step, number>> = {
  reveal: 1,
  answer: 9,
  toggle: 18,
  end: 1,
  sayAgain: 3,
  retry: 3,
  socketOpen: 12,
  partial: 6,
  final: 9,
  serverClose: 9,
  voice: 3,
  speechEnds: 18,
  replyNext: 9,
  replyComplete: 6,
  replyError: 1,
  replyFails: 1,
  scoreOk: 9,
  scoreFails: 1,
  tick: 9,
};
const step = fc.oneof(...(Object.entries(WEIGHTS) as [Step, number][]).map(([name, weight]) => ({ arbitrary: fc.constant(name), weight })));

async function apply(step: Step, world: FakeWorld, practice: ReturnType<typeof start>) {
  const call = practice.call(1);
  const pendingSubmit = world.submits.find((s) => !s.reply.settled)?.reply;
  const pendingFinish = world.finishes.find((f) => !f.settled);
  switch (step) {
    case 'reveal':
      practice.actor.send({ type: 'REVEALED', count: 1 });
      break;
    case 'answer':
      call.send({ type: 'ANSWER' });
      break;
    case 'toggle':
      call.send({ type: 'MIC.TOGGLE' });
      break;
    case 'end':
      call.send({ type: 'END' });
      break;
    case 'sayAgain':
      call.send({ type: 'SAY_AGAIN', text: 'again' });
      break;
    case 'retry':
      call.send({ type: 'RETRY' });
      break;
    case 'socketOpen':
      world.socket()?.onOpen();
      break;
    case 'partial':
      world.socket()?.onFrame({ final: false, text: 'hello' });
      break;
    case 'final':
      world.socket()?.onFrame({ final: true, text: 'hello there' });
      break;
    case 'serverClose':
      world.socket()?.onClosed();
      break;
    case 'voice':
      world.socket()?.onVoice(world.clock.now());
      break;
    case 'speechEnds':
      await world.endSpeech();
      break;
    case 'replyNext':
      pendingSubmit?.settle(() => pendingSubmit.resolve(scripted(1, { conversations: [customerLine('q2', 'And then?')] })));
      break;
    case 'replyComplete':
      pendingSubmit?.settle(() =>
        pendingSubmit.resolve(scripted(1, { isChatComplited: true, conversations: [customerLine('bye', 'Bye!')] })),
      );
      break;
    case 'replyError':
      pendingSubmit?.settle(() => pendingSubmit.resolve({ ...scripted(1), error: true }));
      break;
    case 'replyFails':
      pendingSubmit?.settle(() => pendingSubmit.reject(new Error('503')));
      break;
    case 'scoreOk':
      pendingFinish?.settle(() => pendingFinish.resolve(scoreFixture(1, 82)));
      break;
    case 'scoreFails':
      pendingFinish?.settle(() => pendingFinish.reject(new Error('500')));
      break;
    case 'tick':
      world.clock.increment(FINAL_WAIT_MS);
      break;
  }
  await flush();
}

/** The rules that hold after every step. */
function checkRules(world: FakeWorld, practice: ReturnType<typeof start>) {
  const snapshot = practice.call(1).getSnapshot();
  const log = world.log;
  // The ringtone plays only while ringing.
  const rings = log.filter((l) => l.startsWith('ring:') && l !== 'ring:stop').length;
  const stops = log.filter((l) => l === 'ring:stop').length;
  expect(rings - stops).toBe(snapshot.matches({ flow: 'ringing' }) ? 1 : 0);
  // At most one speech socket at a time, and only while the mic is on.
  const opened = log.filter((l) => l === 'socket:open').length;
  const closed = log.filter((l) => l === 'socket:close').length;
  const micOn = snapshot.matches({ flow: { started: { mic: 'on' } } });
  expect(opened - closed).toBe(micOn ? 1 : 0);
  // The mic is never opened while the bot speaks or a prompt is pending.
  expect(log).not.toContain('socket:open-over-the-bot');
  if (micOn) {
    expect(snapshot.matches({ flow: { started: { prompt: 'pending' } } })).toBe(false);
  }
  // Once the call is over (completed, ended, failed) the mic has been released and no socket is open.
  const over = snapshot.matches({ flow: 'completed' }) || snapshot.matches({ flow: 'ended' }) || snapshot.matches({ flow: 'failed' });
  const everStarted = log.includes('timer:start:1');
  if (over && everStarted) {
    expect(log).toContain('mic:release');
    expect(opened - closed).toBe(0);
  }
  // Scoring starts only once the bot has finished speaking.
  if (snapshot.matches({ flow: { completed: 'scoring' } })) expect(snapshot.matches({ bot: 'speaking' })).toBe(false);
  // A fatal error or the red button leaves the practice.
  if (snapshot.matches({ flow: 'failed' })) expect(practice.actor.getSnapshot().value).toBe('failed');
  if (snapshot.matches({ flow: 'ended' })) expect(practice.actor.getSnapshot().value).toBe('left');
}

// Hundreds of runs of up to 60 steps: seconds on a busy machine.
describe('call statechart model', { timeout: 60_000 }, () => {
  it('keeps the rules of ringing, mic, prompts and completion under any sequence of events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { minLength: 10, maxLength: 60, size: 'max' }), async (inbound, steps) => {
        const world = fakeWorld();
        const practice = start([voice(1, { inboundEnabled: inbound })], world);
        const trace: string[] = [];
        // The call rings once revealed; everything else may happen in any order.
        for (const step of ['reveal' as const, ...steps]) {
          trace.push(step);
          await apply(step, world, practice);
          try {
            checkRules(world, practice);
          } catch (error) {
            throw new Error(`after ${trace.join(' → ')}: ${(error as Error).message}`);
          }
        }
        practice.actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
