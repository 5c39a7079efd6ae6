import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Assessment } from '@switchboard/contracts';
import { callMachine, type CallActor, type CallEffects, type CallParentEvent } from './call-machine';

/**
 * A voice practice set (roleplay.md §4 Voice session flow): one call machine per assessment. The first
 * call rings as soon as it is revealed; when a call is done (its result said) the next revealed one rings
 * after the batch delay; the red button on any call leaves the practice; a fatal error leaves it with
 * the error. Calls are revealed by the screen (REVEALED, the shared reveal timer).
 */
export interface PracticeCall {
  id: string;
  ref: CallActor;
}

export interface VoicePracticeInput {
  assessments: readonly Assessment[];
  effects: CallEffects;
  /** Delay between a call done and the next one ringing (the batch interval when a delay is required). */
  nextDelayMs: number;
}

interface VoicePracticeContext {
  calls: PracticeCall[];
  /** Calls revealed so far (roleplay.md §4 list reveal). */
  visible: number;
  /** The call on screen: the one ringing or in progress, or one the advisor clicked. */
  selectedId: string | null;
  /** Calls finished (done, or completed before this visit). */
  finished: string[];
  nextDelayMs: number;
  error: unknown;
}

export type VoicePracticeEvent = { type: 'REVEALED'; count: number } | { type: 'SELECT'; id: string } | CallParentEvent;

/** Started or ringing calls can be clicked (roleplay.md §2). */
export function selectable(ref: CallActor): boolean {
  const snapshot = ref.getSnapshot();
  return snapshot.matches({ flow: 'ringing' }) || snapshot.matches({ flow: 'connecting' }) || snapshot.matches({ flow: 'started' });
}

const nextToRing = (context: VoicePracticeContext) =>
  context.calls
    .slice(0, context.visible)
    .find((call) => !context.finished.includes(call.id) && call.ref.getSnapshot().matches({ flow: 'pending' })) ?? null;

export const voicePracticeMachine = setup({
  types: {
    context: {} as VoicePracticeContext,
    events: {} as VoicePracticeEvent,
    input: {} as VoicePracticeInput,
  },
  actors: { call: callMachine },
  delays: {
    nextDelay: ({ context }) => context.nextDelayMs,
  },
  guards: {
    canRing: ({ context }) => nextToRing(context) !== null,
    allFinished: ({ context }) => context.calls.length > 0 && context.calls.every((c) => context.finished.includes(c.id)),
  },
  actions: {
    ringNext: enqueueActions(({ context, enqueue }) => {
      const next = nextToRing(context);
      if (!next) return;
      enqueue.sendTo(next.ref, { type: 'CALL' });
      enqueue.assign({ selectedId: next.id });
    }),
  },
}).createMachine({
  id: 'voicePractice',
  context: ({ input, spawn }) => {
    const calls = input.assessments.map((assessment) => ({
      id: assessment.id,
      ref: spawn('call', { id: `call-${assessment.id}`, input: { assessment, effects: input.effects } }),
    }));
    return {
      calls,
      visible: 0,
      selectedId: null,
      finished: input.assessments.filter((a) => a.completed).map((a) => a.id),
      nextDelayMs: input.nextDelayMs,
      error: null,
    };
  },
  initial: 'waiting',
  on: {
    REVEALED: { actions: assign({ visible: ({ event }) => event.count }) },
    SELECT: {
      guard: ({ context, event }) => context.calls.some((c) => c.id === event.id && selectable(c.ref)),
      actions: assign({ selectedId: ({ event }) => event.id }),
    },
    'CALL.ENDED': '.left',
    'CALL.FAILED': { target: '.failed', actions: assign({ error: ({ event }) => event.error }) },
  },
  states: {
    /** No call in progress: the next revealed one rings as soon as there is one. */
    waiting: {
      always: [
        { guard: 'allFinished', target: 'finished' },
        { guard: 'canRing', target: 'inCall', actions: 'ringNext' },
      ],
    },
    inCall: {
      on: {
        'CALL.DONE': [
          {
            target: 'between',
            actions: assign({ finished: ({ context, event }) => [...context.finished, event.id] }),
          },
        ],
      },
    },
    /** The batch delay between one call done and the next ringing (none when no delay is required). */
    between: {
      always: { guard: 'allFinished', target: 'finished' },
      after: { nextDelay: 'waiting' },
    },
    /** Every call is over: the first is shown, and any call can be opened to read it again. */
    finished: {
      entry: assign({ selectedId: ({ context }) => context.selectedId ?? context.calls[0]?.id ?? null }),
      on: {
        SELECT: {
          guard: ({ context, event }) => context.calls.some((c) => c.id === event.id),
          actions: assign({ selectedId: ({ event }) => event.id }),
        },
      },
    },
    /** The advisor ended a call: back to the start. */
    left: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type VoicePracticeActor = ActorRefFrom<typeof voicePracticeMachine>;
export type VoicePracticeSnapshot = SnapshotFrom<typeof voicePracticeMachine>;
