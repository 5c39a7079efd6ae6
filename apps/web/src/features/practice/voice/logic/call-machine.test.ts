import { describe, expect, it } from 'vitest';
import { customerLine, scoreFixture } from '../../../../test/chat-fixtures';
import { fakeWorld, flush, scripted, start, voice } from '../../../../test/voice-fixtures';
import { FINAL_WAIT_MS, ringDelayMs, SOMETHING_WENT_WRONG } from './call-machine';

/** Picks up call n (inbound) and lets the customer's opening line finish. */
async function pickUp(world: ReturnType<typeof fakeWorld>, practice: ReturnType<typeof start>, n = 1) {
  practice.call(n).send({ type: 'ANSWER' });
  await flush();
  await world.endSpeech();
}

describe('call machine: ringing', () => {
  it('an outbound call rings, then connects by itself after the random delay (1000–3999 ms)', async () => {
    expect(ringDelayMs(0)).toBe(1000);
    expect(ringDelayMs(0.99999)).toBe(3999);
    const world = fakeWorld({ random: 0.5 });
    const practice = start([voice(1)], world);
    expect(practice.state(1).matches({ flow: 'pending' })).toBe(true);
    practice.actor.send({ type: 'REVEALED', count: 1 });
    expect(practice.state(1).matches({ flow: 'ringing' })).toBe(true);
    expect(world.log).toEqual(['ring:outgoing']);
    expect(practice.actor.getSnapshot().context.selectedId).toBe(practice.call(1).getSnapshot().context.assessment.id);

    // The advisor cannot pick up an outbound call: the customer does.
    practice.call(1).send({ type: 'ANSWER' });
    world.clock.increment(ringDelayMs(0.5) - 1);
    expect(practice.state(1).matches({ flow: 'ringing' })).toBe(true);
    world.clock.increment(1);
    expect(world.log).toEqual(['ring:outgoing', 'ring:stop', 'precheck']);
    await flush();
    expect(practice.state(1).matches({ flow: 'started' })).toBe(true);
    // Outbound: the mic stays muted until the advisor opens it.
    await world.endSpeech();
    expect(practice.state(1).matches({ flow: { started: { mic: 'muted' } } })).toBe(true);
  });

  it('an inbound call rings until the advisor answers; the mic then opens by itself after the customer spoke', async () => {
    const world = fakeWorld();
    const practice = start([voice(1, { inboundEnabled: true })], world);
    practice.actor.send({ type: 'REVEALED', count: 1 });
    expect(world.log).toEqual(['ring:incoming']);
    world.clock.increment(60_000);
    expect(practice.state(1).matches({ flow: 'ringing' })).toBe(true);
    practice.call(1).send({ type: 'ANSWER' });
    expect(world.log.slice(1)).toEqual(['ring:stop', 'precheck']);
    await flush();
    expect(practice.state(1).matches({ flow: 'started', bot: 'speaking' })).toBe(true);
    expect(world.log).toContain("say:Hi, I can't get into my account.");
    expect(world.log).toContain('timer:start:1');
    // Not while the customer speaks.
    expect(world.log).not.toContain('socket:open');
    await world.endSpeech();
    expect(practice.state(1).matches({ flow: { started: { mic: { on: 'connecting' } } } })).toBe(true);
    expect(world.log.at(-1)).toBe('socket:open');
  });

  it('the red button while ringing stops the ringtone and leaves the practice', () => {
    const world = fakeWorld();
    const practice = start([voice(1, { inboundEnabled: true })], world);
    practice.actor.send({ type: 'REVEALED', count: 1 });
    practice.call(1).send({ type: 'END' });
    expect(world.log).toEqual(['ring:incoming', 'ring:stop']);
    expect(practice.actor.getSnapshot().value).toBe('left');
  });

  it('a failed precheck is a fatal error with its cause', async () => {
    const world = fakeWorld();
    const broken = new Error('validation failed');
    world.effects.precheck = () => Promise.reject(broken);
    const practice = start([voice(1, { inboundEnabled: true })], world);
    practice.actor.send({ type: 'REVEALED', count: 1 });
    practice.call(1).send({ type: 'ANSWER' });
    await flush();
    expect(practice.actor.getSnapshot().value).toBe('failed');
    expect(practice.actor.getSnapshot().context.error).toBe(broken);
  });
});

describe('call machine: mic', () => {
  async function startedCall() {
    const world = fakeWorld();
    const practice = start([voice(1)], world);
    practice.actor.send({ type: 'REVEALED', count: 1 });
    world.clock.increment(4000);
    await flush();
    return { world, practice };
  }

  it('is muted by default and cannot be opened while the bot speaks', async () => {
    const { world, practice } = await startedCall();
    expect(practice.state(1).matches({ flow: { started: { mic: 'muted' } }, bot: 'speaking' })).toBe(true);
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    expect(practice.state(1).matches({ flow: { started: { mic: 'muted' } } })).toBe(true);
    await world.endSpeech();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    expect(practice.state(1).matches({ flow: { started: { mic: { on: 'connecting' } } } })).toBe(true);
    // Disabled while connecting.
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    expect(practice.state(1).matches({ flow: { started: { mic: { on: 'connecting' } } } })).toBe(true);
  });

  it('streams while open; muting closes the socket, keeps the mic and submits the text with its timings', async () => {
    const { world, practice } = await startedCall();
    await world.endSpeech();
    const botDoneAt = world.clock.now();
    world.clock.increment(1500);
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onOpen();
    expect(practice.state(1).matches({ flow: { started: { mic: { on: 'live' } } } })).toBe(true);
    world.clock.increment(500);
    world.socket()!.onVoice(world.clock.now());
    world.socket()!.onFrame({ final: false, text: 'thank' });
    expect(practice.state(1).context.speech.partial).toBe('thank');
    world.socket()!.onFrame({ final: true, text: 'thank you for calling' });
    world.socket()!.onFrame({ final: false, text: 'how can I help' });
    world.clock.increment(3000);
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    // Muted: the server is told the turn ended and sends its last final before closing.
    expect(world.log.at(-1)).toBe('socket:eof');
    expect(practice.state(1).matches({ flow: { started: { mic: { on: 'finishing' } } } })).toBe(true);
    world.clock.increment(400);
    world.socket()!.onFrame({ final: true, text: 'how can I help' });
    world.socket()!.onClosed();

    expect(world.log.slice(-2)).toEqual(['socket:close', 'submit:thank you for calling how can I help']);
    expect(world.log).not.toContain('mic:release');
    expect(world.submits[0]!.input.answer).toMatchObject({ kind: 'speech', text: 'thank you for calling how can I help' });
    expect((world.submits[0]!.input.answer as { timings: unknown }).timings).toEqual({
      pauseDuration: botDoneAt + 2000 - botDoneAt,
      voiceDuration: 3000,
    });
    // The answer shows at once; the mic is disabled while the prompt is pending.
    expect(practice.state(1).context.item.conversation.at(-1)).toMatchObject({
      type: 'user',
      message: 'thank you for calling how can I help',
    });
    expect(practice.state(1).matches({ flow: { started: { prompt: 'pending' } } })).toBe(true);
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    expect(practice.state(1).matches({ flow: { started: { mic: 'muted' } } })).toBe(true);

    // The reply: the bot says its next line.
    world.submits[0]!.reply.resolve(
      scripted(1, {
        questionId: 'disclaimer',
        conversations: [
          { ...customerLine('welcome', 'thank you for calling how can I help'), type: 'user' },
          customerLine('disclaimer', 'Is this call recorded?'),
        ],
      }),
    );
    await flush();
    expect(practice.state(1).matches({ flow: { started: { prompt: 'idle' } }, bot: 'speaking' })).toBe(true);
    expect(world.log.at(-1)).toBe('say:Is this call recorded?');
    expect(practice.state(1).context.item.conversation.map((e) => e.message)).toEqual([
      "Hi, I can't get into my account.",
      'thank you for calling how can I help',
      'Is this call recorded?',
    ]);
  });

  it('a final that never comes: the answer goes without it after the wait', async () => {
    const { world, practice } = await startedCall();
    await world.endSpeech();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onOpen();
    world.socket()!.onFrame({ final: false, text: 'my account number is' });
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.clock.increment(FINAL_WAIT_MS - 1);
    expect(world.submits).toHaveLength(0);
    world.clock.increment(1);
    expect(world.log.slice(-2)).toEqual(['socket:close', 'submit:my account number is']);
  });

  it('a select-one option can be picked with the mic closed', async () => {
    const { world, practice } = await startedCall();
    await world.endSpeech();
    const chip = { id: 1, promptId: 'choice', promptText: 'When?', text: 'From the start of your next billing cycle' };
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onOpen();
    practice.call(1).send({ type: 'CHOOSE', chip });
    expect(world.submits).toHaveLength(0);
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onClosed();
    practice.call(1).send({ type: 'CHOOSE', chip });
    expect(world.log.at(-1)).toBe('submit:chip 1');
    expect(practice.state(1).context.item.conversation.at(-1)).toMatchObject({ type: 'user', message: chip.text });
  });

  it('muting without recognised text submits nothing', async () => {
    const { world, practice } = await startedCall();
    await world.endSpeech();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onOpen();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onClosed();
    expect(world.submits).toHaveLength(0);
    expect(practice.state(1).matches({ flow: { started: { mic: 'muted', prompt: 'idle' } } })).toBe(true);
  });

  it('a socket closed by the server submits what was recognised and mutes', async () => {
    const { world, practice } = await startedCall();
    await world.endSpeech();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onOpen();
    world.socket()!.onFrame({ final: true, text: 'hello' });
    world.socket()!.onClosed(new Error('1009'));
    expect(world.log.at(-1)).toBe('submit:hello');
    expect(practice.state(1).matches({ flow: { started: { mic: 'muted', prompt: 'pending' } } })).toBe(true);
  });

  it("'Say Again' repeats a line, stopping the one being said", async () => {
    const { world, practice } = await startedCall();
    practice.call(1).send({ type: 'SAY_AGAIN', text: "Hi, I can't get into my account." });
    expect(world.speeches).toHaveLength(2);
    expect(world.speeches[0]!.aborted).toBe(true);
    expect(practice.state(1).matches({ bot: 'speaking' })).toBe(true);
    await world.endSpeech();
    expect(practice.state(1).matches({ bot: 'silent' })).toBe(true);
  });

  it('a reply flagged as an error fails the practice with somethingWentWrong', async () => {
    const { world, practice } = await startedCall();
    await world.endSpeech();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onOpen();
    world.socket()!.onFrame({ final: true, text: 'hello' });
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onClosed();
    world.submits[0]!.reply.resolve({ ...scripted(1), error: true });
    await flush();
    expect(practice.actor.getSnapshot().value).toBe('failed');
    expect(practice.actor.getSnapshot().context.error).toBe(SOMETHING_WENT_WRONG);
    expect(world.log).toContain('mic:release');
  });

  it('a failed voice submit fails the practice with the request error', async () => {
    const { world, practice } = await startedCall();
    await world.endSpeech();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onOpen();
    world.socket()!.onFrame({ final: true, text: 'hello' });
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onClosed();
    const refused = new Error('503');
    world.submits[0]!.reply.reject(refused);
    await flush();
    expect(practice.actor.getSnapshot().context.error).toBe(refused);
  });

  it('the red button during the call releases the mic, ends the session and leaves', async () => {
    const { world, practice } = await startedCall();
    await world.endSpeech();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onOpen();
    practice.call(1).send({ type: 'END' });
    expect(world.log.slice(-4).sort()).toEqual(['hangup', 'mic:release', 'socket:close', 'timer:stop:1']);
    expect(practice.actor.getSnapshot().value).toBe('left');
  });
});

describe('call machine: completion and the next call', () => {
  async function answerLast(world: ReturnType<typeof fakeWorld>, practice: ReturnType<typeof start>, n: number) {
    practice.call(n).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onOpen();
    world.socket()!.onFrame({ final: true, text: 'goodbye' });
    practice.call(n).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onClosed();
    world.submits.at(-1)!.reply.resolve(scripted(n, { isChatComplited: true, conversations: [customerLine('closing', 'Thanks, bye!')] }));
    await flush();
  }

  it('releases the mic at once, scores after the last line is said, says the result, then the next call rings after the delay', async () => {
    const world = fakeWorld();
    const practice = start([voice(1, { inboundEnabled: true }), voice(2, { inboundEnabled: true })], world, 5000);
    practice.actor.send({ type: 'REVEALED', count: 2 });
    expect(practice.state(2).matches({ flow: 'pending' })).toBe(true);
    await pickUp(world, practice);
    // Inbound: the mic opened by itself; close it first, then answer the last step.
    world.socket()!.onOpen();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onClosed();
    await answerLast(world, practice, 1);

    expect(practice.state(1).matches({ flow: { completed: 'waitingForSpeech' }, bot: 'speaking' })).toBe(true);
    expect(world.log).toContain('mic:release');
    expect(world.log).not.toContain('finish');
    await world.endSpeech();
    expect(practice.state(1).matches({ flow: { completed: 'scoring' } })).toBe(true);
    expect(practice.state(1).context.item.crm.isCrmInProgress).toBe(true);
    world.finishes[0]!.resolve(scoreFixture(1, 85));
    await flush();
    expect(practice.state(1).matches({ flow: { completed: 'result' }, bot: 'speaking' })).toBe(true);
    expect(world.log.at(-1)).toBe('say:result:exceptional');
    expect(practice.state(1).context.item.score?.overAllScoreWeightage).toBe(85);
    expect(practice.state(2).matches({ flow: 'pending' })).toBe(true);

    await world.endSpeech();
    expect(practice.actor.getSnapshot().value).toBe('between');
    world.clock.increment(4999);
    expect(practice.state(2).matches({ flow: 'pending' })).toBe(true);
    world.clock.increment(1);
    expect(practice.state(2).matches({ flow: 'ringing' })).toBe(true);
    expect(practice.actor.getSnapshot().context.selectedId).toBe(practice.state(2).context.assessment.id);
  });

  it('a call not yet revealed rings when it appears; the practice is finished when every call is', async () => {
    const world = fakeWorld();
    const practice = start([voice(1, { inboundEnabled: true }), voice(2, { inboundEnabled: true })], world);
    practice.actor.send({ type: 'REVEALED', count: 1 });
    await pickUp(world, practice);
    world.socket()!.onOpen();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onClosed();
    await answerLast(world, practice, 1);
    await world.endSpeech();
    world.finishes[0]!.resolve(scoreFixture(1, 40));
    await flush();
    expect(world.log.at(-1)).toBe('say:result:average');
    await world.endSpeech();
    world.clock.increment(0);
    expect(practice.actor.getSnapshot().value).toBe('waiting');
    practice.actor.send({ type: 'REVEALED', count: 2 });
    expect(practice.state(2).matches({ flow: 'ringing' })).toBe(true);

    await pickUp(world, practice, 2);
    world.socket()!.onOpen();
    practice.call(2).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onClosed();
    await answerLast(world, practice, 2);
    await world.endSpeech();
    world.finishes[1]!.resolve(scoreFixture(2, 90));
    await flush();
    await world.endSpeech();
    expect(practice.actor.getSnapshot().value).toBe('finished');
  });

  it('a score that fails to load can be fetched again', async () => {
    const world = fakeWorld();
    const practice = start([voice(1, { inboundEnabled: true })], world);
    practice.actor.send({ type: 'REVEALED', count: 1 });
    await pickUp(world, practice);
    world.socket()!.onOpen();
    practice.call(1).send({ type: 'MIC.TOGGLE' });
    world.socket()!.onClosed();
    await answerLast(world, practice, 1);
    await world.endSpeech();
    world.finishes[0]!.reject(new Error('500'));
    await flush();
    expect(practice.state(1).matches({ flow: { completed: 'scoreFailed' } })).toBe(true);
    expect(practice.state(1).context.item.finishFailed).toBe(true);
    practice.call(1).send({ type: 'RETRY' });
    expect(world.finishes).toHaveLength(2);
  });

  it('calls completed before this visit are skipped but show their stored score; only started or ringing calls can be selected', async () => {
    const world = fakeWorld();
    const practice = start([voice(1, { completed: true, status: 'completed' }), voice(2, { inboundEnabled: true }), voice(3)], world);
    practice.actor.send({ type: 'REVEALED', count: 3 });
    expect(practice.state(1).matches({ flow: 'closed' })).toBe(true);
    await flush();
    expect(world.log).toContain('reopen:1');
    expect(practice.state(1).context.item.score?.overAllScoreWeightage).toBe(85);
    expect(practice.state(1).context.item.session?.durationSeconds).toBe(125);
    expect(practice.state(2).matches({ flow: 'ringing' })).toBe(true);
    const id = (n: number) => practice.state(n).context.assessment.id;
    practice.actor.send({ type: 'SELECT', id: id(3) });
    practice.actor.send({ type: 'SELECT', id: id(1) });
    expect(practice.actor.getSnapshot().context.selectedId).toBe(id(2));
  });

  it('a practice whose calls were all finished before shows the first one, and any call can then be opened', async () => {
    const world = fakeWorld();
    const practice = start([voice(1, { completed: true, status: 'completed' }), voice(2, { completed: true, status: 'completed' })], world);
    practice.actor.send({ type: 'REVEALED', count: 2 });
    await flush();
    const id = (n: number) => practice.state(n).context.assessment.id;
    expect(practice.actor.getSnapshot().matches('finished')).toBe(true);
    expect(practice.actor.getSnapshot().context.selectedId).toBe(id(1));
    practice.actor.send({ type: 'SELECT', id: id(2) });
    expect(practice.actor.getSnapshot().context.selectedId).toBe(id(2));
    expect(practice.state(2).context.item.score?.overAllScoreWeightage).toBe(85);
  });
});
