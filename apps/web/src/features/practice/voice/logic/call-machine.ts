import {
  and,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  sendParent,
  sendTo,
  setup,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type {
  Assessment,
  ChatAnswerReply,
  ConversationEntry,
  PromptUtterance,
  ScenarioScoreReply,
  UnscriptedPromptReply,
} from '@switchboard/contracts';
import { chatReducer, initialChatState, localAnswer, type ChatAction, type ChatItem } from '../../chat/logic/chat-state';
import type { CrmValues } from '../../chat/logic/crm-validation';
import { finishLineLevel, type ResultLevel } from '../../chat/logic/result';
import type { OpenedSession, ReopenedSession } from '../../shared/practice-session';
import { applySpeechFrame, NO_SPEECH, recognisedText, type RecognisedSpeech, type SpeechFrame } from './speech-text';
import { answerTimings, type AnswerTimings } from './voice-timing';

/**
 * One call of a voice practice (roleplay.md §4 Call, Voice session flow, Mic, Bot speech) as a statechart.
 * Two orthogonal regions:
 *
 * - `flow`: pending → ringing → connecting (the precheck) → started → completed, or ended (red button)
 *   or failed. An inbound call rings until the advisor answers; an outbound one is placed by the dialler
 *   and the customer answers it after a random 1000–3999 ms. While started, `mic` (muted → on.connecting
 *   → on.live) and `prompt` (idle → pending) run side by side; leaving `started` releases the mic and its
 *   socket. Completed waits for the bot to finish speaking, runs the post-call activity (CRM, score),
 *   says the result and, once that is said, tells the practice it is done.
 * - `bot`: silent ↔ speaking. Anything to say goes into `speechQueue`; a new line stops the current one.
 *
 * Everything that touches the world (ringtone, mic, socket, API, speaker, clock, randomness) is an
 * effect passed in with the input, so the machine runs and is tested without a browser.
 */

export type CallDirection = 'incoming' | 'outgoing';

/** A voice answer's reply; `error` when the server flagged it as one ('somethingWentWrong', §8). */
export type VoiceAnswer =
  { scripted: true; reply: ChatAnswerReply; error: boolean } | { scripted: false; reply: UnscriptedPromptReply; error: boolean };

export interface ListenEvents {
  onOpen: () => void;
  onFrame: (frame: SpeechFrame) => void;
  /** The capture heard the advisor's voice (ms on the effects' clock). */
  onVoice: (at: number) => void;
  /** The socket or the mic failed or was closed by the server. */
  onClosed: (error?: unknown) => void;
}

/** A spoken answer with its timings, or an option picked on a select-one question. */
export type VoiceReplyInput = { kind: 'speech'; text: string; timings: AnswerTimings } | { kind: 'chip'; chip: PromptUtterance };

export interface SubmitInput {
  item: ChatItem;
  answer: VoiceReplyInput;
}

export interface CallEffects {
  now: () => number;
  random: () => number;
  ringtone: { start: (direction: CallDirection) => void; stop: () => void };
  timer: { start: (id: string, userSessionId: string) => void; stop: (id: string) => void };
  precheck: (assessment: Assessment) => Promise<OpenedSession>;
  /**
   * Opens the speech socket (and the mic stream, once) and streams to it. `endTurn` stops the audio and
   * tells the server the advisor stopped talking (it sends the last final and closes); `close` closes
   * the socket at once. Neither stops the mic stream.
   */
  listen: (item: ChatItem, events: ListenEvents) => { endTurn: () => void; close: () => void };
  /** Stops the mic stream and any socket: the call is over. */
  releaseMic: () => void;
  submit: (input: SubmitInput) => Promise<VoiceAnswer>;
  speak: (text: string, item: ChatItem, signal: AbortSignal) => Promise<void>;
  /** What the bot says for new conversation entries (customer lines and system messages, translated). */
  spokenText: (entries: readonly ConversationEntry[]) => string;
  resultLine: (level: ResultLevel) => string;
  finish: (item: ChatItem, onCrm: (event: 'pending' | 'fulfilled' | 'rejected') => void) => Promise<ScenarioScoreReply>;
  /** The advisor hung up on a started call: end its session (best effort). */
  hangUp: (item: ChatItem) => Promise<void>;
  /** A call finished on an earlier visit: its stored session (conversation, duration) and score. */
  reopen: (assessment: Assessment) => Promise<ReopenedSession>;
}

export interface CallInput {
  assessment: Assessment;
  effects: CallEffects;
}

/** roleplay.md §9: the ringing delay is random from 1000 to 3999 ms. */
export const RING_DELAY = { minMs: 1000, spanMs: 3000 } as const;
export const ringDelayMs = (random: number) =>
  RING_DELAY.minMs + Math.min(RING_DELAY.spanMs - 1, Math.max(0, Math.floor(random * RING_DELAY.spanMs)));

/** After muting, how long the last words may take to come back before the answer goes without them. */
export const FINAL_WAIT_MS = 5000;

export const SOMETHING_WENT_WRONG = 'practice.voice.errors.somethingWentWrong';

export interface CallContext {
  assessment: Assessment;
  effects: CallEffects;
  /** The conversation, session, transcript, CRM and score: the chat practice's item, updated by its reducer. */
  item: ChatItem;
  speech: RecognisedSpeech;
  /** A line waiting for the bot to say it. */
  speechQueue: string | null;
  /** The line being said. */
  speaking: string | null;
  autoOpenMic: boolean;
  /** When the customer last finished speaking (or the call connected). */
  customerDoneAt: number;
  unmutedAt: number | null;
  voiceAt: number | null;
  mutedAt: number | null;
  /** The answer being submitted. */
  answer: VoiceReplyInput | null;
  error: unknown;
}

export type CallEvent =
  | { type: 'CALL' }
  | { type: 'ANSWER' }
  | { type: 'END' }
  | { type: 'MIC.TOGGLE' }
  | { type: 'SAY_AGAIN'; text: string }
  | { type: 'RETRY' }
  | { type: 'CRM.VALUES'; values: CrmValues }
  | { type: 'CRM'; event: 'pending' | 'fulfilled' | 'rejected' }
  | { type: 'SOCKET.OPEN' }
  | { type: 'SOCKET.FRAME'; frame: SpeechFrame }
  | { type: 'SOCKET.VOICE'; at: number }
  | { type: 'SOCKET.CLOSED'; error?: unknown }
  | { type: 'CHOOSE'; chip: PromptUtterance }
  | { type: 'PROMPT.SUBMIT'; text: string; timings: AnswerTimings };

/** Events a call sends to its practice. */
export type CallParentEvent =
  { type: 'CALL.DONE'; id: string } | { type: 'CALL.ENDED'; id: string } | { type: 'CALL.FAILED'; id: string; error: unknown };

const applyChat = (item: ChatItem, action: ChatAction): ChatItem =>
  chatReducer({ items: [item], selectedId: item.assessment.id }, action).items[0]!;

/** The advisor's answer shown at once, before the reply (roleplay.md §4 Voice session flow). */
const withLocalAnswer = (context: CallContext, text: string) =>
  applyChat(context.item, {
    type: 'answerSent',
    id: context.assessment.id,
    entry: localAnswer(text, context.item, new Date(context.effects.now())),
  });

/** The reply applied to the conversation, and the bot's new lines queued to be said. */
function answered(context: CallContext, answer: VoiceAnswer): Partial<CallContext> {
  const id = context.assessment.id;
  const item = answer.scripted
    ? applyChat(context.item, { type: 'answered', id, reply: answer.reply })
    : applyChat(context.item, { type: 'unscriptedAnswered', id, reply: answer.reply });
  const said = context.effects.spokenText(item.conversation.slice(item.liveFrom));
  return { item, speechQueue: said === '' ? context.speechQueue : said };
}

export const callMachine = setup({
  types: {
    context: {} as CallContext,
    events: {} as CallEvent,
    input: {} as CallInput,
  },
  actors: {
    precheck: fromPromise<OpenedSession, { assessment: Assessment; effects: CallEffects }>(({ input }) =>
      input.effects.precheck(input.assessment),
    ),
    listen: fromCallback<{ type: 'END_TURN' }, { item: ChatItem; effects: CallEffects }>(({ input, sendBack, receive }) => {
      const socket = input.effects.listen(input.item, {
        onOpen: () => sendBack({ type: 'SOCKET.OPEN' }),
        onFrame: (frame) => sendBack({ type: 'SOCKET.FRAME', frame }),
        onVoice: (at) => sendBack({ type: 'SOCKET.VOICE', at }),
        onClosed: (error) => sendBack({ type: 'SOCKET.CLOSED', error }),
      });
      receive(() => socket.endTurn());
      return () => socket.close();
    }),
    submit: fromPromise<VoiceAnswer, { input: SubmitInput; effects: CallEffects }>(({ input }) => input.effects.submit(input.input)),
    speak: fromPromise<void, { text: string; item: ChatItem; effects: CallEffects }>(({ input, signal }) =>
      input.effects.speak(input.text, input.item, signal),
    ),
    reopen: fromPromise<ReopenedSession, { assessment: Assessment; effects: CallEffects }>(({ input }) =>
      input.effects.reopen(input.assessment),
    ),
    finish: fromPromise<ScenarioScoreReply, { item: ChatItem; effects: CallEffects; report: (e: CallEvent) => void }>(({ input }) =>
      input.effects.finish(input.item, (event) => input.report({ type: 'CRM', event })),
    ),
  },
  delays: {
    ringDelay: ({ context }) => ringDelayMs(context.effects.random()),
  },
  guards: {
    inbound: ({ context }) => context.assessment.inboundEnabled,
    outbound: ({ context }) => !context.assessment.inboundEnabled,
    alreadyCompleted: ({ context }) => context.assessment.completed,
    speechQueued: ({ context }) => context.speechQueue !== null,
    autoOpenArmed: ({ context }) => context.autoOpenMic,
    hasSpeech: ({ context }) => recognisedText(context.speech) !== '',
  },
  actions: {
    startRingtone: ({ context }) => context.effects.ringtone.start(context.assessment.inboundEnabled ? 'incoming' : 'outgoing'),
    stopRingtone: ({ context }) => context.effects.ringtone.stop(),
    releaseMic: ({ context }) => context.effects.releaseMic(),
    stopTimer: ({ context }) => context.effects.timer.stop(context.assessment.id),
    hangUp: ({ context }) => {
      if (context.item.session) void context.effects.hangUp(context.item).catch(() => undefined);
    },
    clearSpeech: assign({ speech: NO_SPEECH, unmutedAt: null, voiceAt: null, mutedAt: null }),
    disarmAutoOpen: assign({ autoOpenMic: false }),
    takeQueuedSpeech: assign(({ context }) => ({ speaking: context.speechQueue, speechQueue: null })),
    botDone: assign(({ context }) => ({ speaking: null, customerDoneAt: context.effects.now() })),
    // Muting submits what was recognised, with how long the advisor spoke and the silence before it.
    submitAnswer: enqueueActions(({ context, enqueue }) => {
      const text = recognisedText(context.speech);
      if (text === '') return;
      const mutedAt = context.mutedAt ?? context.effects.now();
      const timings = answerTimings({
        customerDoneAt: context.customerDoneAt,
        unmutedAt: context.unmutedAt ?? mutedAt,
        voiceAt: context.voiceAt,
        mutedAt,
      });
      enqueue.raise({ type: 'PROMPT.SUBMIT', text, timings });
    }),
    tellDone: sendParent(({ context }): CallParentEvent => ({ type: 'CALL.DONE', id: context.assessment.id })),
    tellEnded: sendParent(({ context }): CallParentEvent => ({ type: 'CALL.ENDED', id: context.assessment.id })),
    tellFailed: sendParent(({ context }): CallParentEvent => ({ type: 'CALL.FAILED', id: context.assessment.id, error: context.error })),
  },
}).createMachine({
  id: 'call',
  type: 'parallel',
  context: ({ input }) => ({
    assessment: input.assessment,
    effects: input.effects,
    item: initialChatState([input.assessment]).items[0]!,
    speech: NO_SPEECH,
    speechQueue: null,
    speaking: null,
    autoOpenMic: false,
    customerDoneAt: 0,
    unmutedAt: null,
    voiceAt: null,
    mutedAt: null,
    answer: null,
    error: null,
  }),
  on: {
    'CRM.VALUES': {
      actions: assign({
        item: ({ context, event }) => applyChat(context.item, { type: 'crmValues', id: context.assessment.id, values: event.values }),
      }),
    },
    CRM: {
      actions: assign({
        item: ({ context, event }) => applyChat(context.item, { type: 'crm', id: context.assessment.id, event: event.event }),
      }),
    },
  },
  states: {
    flow: {
      initial: 'pending',
      states: {
        pending: {
          always: { guard: 'alreadyCompleted', target: 'closed' },
          on: { CALL: 'ringing' },
        },
        /** Completed in an earlier visit: nothing left to do but show what was stored. */
        closed: {
          invoke: {
            src: 'reopen',
            input: ({ context }) => ({ assessment: context.assessment, effects: context.effects }),
            onDone: {
              actions: assign({
                item: ({ context, event }) =>
                  applyChat(context.item, {
                    type: 'reopened',
                    id: context.assessment.id,
                    session: event.output.session,
                    score: event.output.score,
                  }),
              }),
            },
            // Not loaded: the call stays listed as completed, without its conversation.
            onError: {},
          },
        },
        ringing: {
          entry: 'startRingtone',
          exit: 'stopRingtone',
          after: { ringDelay: { guard: 'outbound', target: 'connecting' } },
          on: {
            ANSWER: { guard: 'inbound', target: 'connecting' },
            END: 'ended',
          },
        },
        connecting: {
          invoke: {
            src: 'precheck',
            input: ({ context }) => ({ assessment: context.assessment, effects: context.effects }),
            onDone: {
              target: 'started',
              actions: [
                assign(({ context, event }) => {
                  const { session, canNLPApplied, scenario } = event.output;
                  const item = applyChat(context.item, { type: 'started', id: context.assessment.id, session, canNLPApplied, scenario });
                  const opening = context.effects.spokenText(item.conversation);
                  return {
                    item,
                    speechQueue: opening === '' ? null : opening,
                    customerDoneAt: context.effects.now(),
                    // An inbound call opens the mic by itself once the call has started (and the customer spoke).
                    autoOpenMic: context.assessment.inboundEnabled,
                  };
                }),
                ({ context }) => context.effects.timer.start(context.assessment.id, context.item.session!.userSessionId),
              ],
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => event.error }),
            },
          },
          on: { END: 'ended' },
        },
        started: {
          type: 'parallel',
          exit: ['releaseMic', 'stopTimer'],
          on: {
            END: 'ended',
            SAY_AGAIN: {
              guard: and([stateIn('#call.flow.started.mic.muted'), stateIn('#call.flow.started.prompt.idle')]),
              actions: assign({ speechQueue: ({ event }) => event.text }),
            },
          },
          states: {
            mic: {
              initial: 'muted',
              states: {
                muted: {
                  always: {
                    guard: and([
                      'autoOpenArmed',
                      not('speechQueued'),
                      not(stateIn('#call.bot.speaking')),
                      not(stateIn('#call.flow.started.prompt.pending')),
                    ]),
                    target: 'on',
                    actions: 'disarmAutoOpen',
                  },
                  on: {
                    'MIC.TOGGLE': {
                      guard: and([
                        not('speechQueued'),
                        not(stateIn('#call.bot.speaking')),
                        not(stateIn('#call.flow.started.prompt.pending')),
                      ]),
                      target: 'on',
                      actions: 'disarmAutoOpen',
                    },
                  },
                },
                on: {
                  initial: 'connecting',
                  entry: 'clearSpeech',
                  invoke: {
                    id: 'listen',
                    src: 'listen',
                    input: ({ context }) => ({ item: context.item, effects: context.effects }),
                  },
                  on: {
                    'SOCKET.FRAME': { actions: assign({ speech: ({ context, event }) => applySpeechFrame(context.speech, event.frame) }) },
                    'SOCKET.VOICE': { actions: assign({ voiceAt: ({ context, event }) => context.voiceAt ?? event.at }) },
                    // The server closed after the last final (or the socket or mic gave up): what was recognised is the answer.
                    'SOCKET.CLOSED': { target: 'muted', actions: 'submitAnswer' },
                  },
                  states: {
                    connecting: {
                      on: { 'SOCKET.OPEN': { target: 'live', actions: assign({ unmutedAt: ({ context }) => context.effects.now() }) } },
                    },
                    live: {
                      on: {
                        'MIC.TOGGLE': {
                          target: 'finishing',
                          actions: [assign({ mutedAt: ({ context }) => context.effects.now() }), sendTo('listen', { type: 'END_TURN' })],
                        },
                      },
                    },
                    // Muted: the audio stopped; the recogniser's last words are on their way.
                    finishing: {
                      after: { [FINAL_WAIT_MS]: { target: '#call.flow.started.mic.muted', actions: 'submitAnswer' } },
                    },
                  },
                },
              },
            },
            prompt: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'PROMPT.SUBMIT': {
                      target: 'pending',
                      actions: assign({
                        answer: ({ event }) => ({ kind: 'speech' as const, text: event.text, timings: event.timings }),
                        item: ({ context, event }) => withLocalAnswer(context, event.text),
                      }),
                    },
                    // A select-one question can be answered by picking its option (with the mic closed).
                    CHOOSE: {
                      guard: stateIn('#call.flow.started.mic.muted'),
                      target: 'pending',
                      actions: assign({
                        answer: ({ event }) => ({ kind: 'chip' as const, chip: event.chip }),
                        item: ({ context, event }) => withLocalAnswer(context, event.chip.text),
                      }),
                    },
                  },
                },
                pending: {
                  invoke: {
                    src: 'submit',
                    input: ({ context }) => ({ effects: context.effects, input: { item: context.item, answer: context.answer! } }),
                    onDone: [
                      {
                        guard: ({ event }) => event.output.error,
                        target: '#call.flow.failed',
                        actions: assign({ error: () => SOMETHING_WENT_WRONG }),
                      },
                      {
                        guard: ({ event }) => event.output.reply.isChatComplited,
                        target: '#call.flow.completed',
                        actions: assign(({ context, event }) => answered(context, event.output)),
                      },
                      { target: 'idle', actions: assign(({ context, event }) => answered(context, event.output)) },
                    ],
                    onError: {
                      target: '#call.flow.failed',
                      actions: assign({
                        error: ({ event }) => event.error,
                        item: ({ context }) => applyChat(context.item, { type: 'answerFailed', id: context.assessment.id }),
                      }),
                    },
                  },
                },
              },
            },
          },
        },
        completed: {
          initial: 'waitingForSpeech',
          entry: assign({ speech: NO_SPEECH }),
          states: {
            // Post-call activity starts once the bot has said its last line.
            waitingForSpeech: {
              always: { guard: and([not('speechQueued'), not(stateIn('#call.bot.speaking'))]), target: 'scoring' },
            },
            scoring: {
              invoke: {
                src: 'finish',
                input: ({ context, self }) => ({ item: context.item, effects: context.effects, report: (e: CallEvent) => self.send(e) }),
                onDone: {
                  target: 'result',
                  actions: assign(({ context, event }) => ({
                    item: applyChat(context.item, { type: 'scored', id: context.assessment.id, score: event.output }),
                    speechQueue: context.effects.resultLine(
                      finishLineLevel(event.output.overAllScoreWeightage, context.assessment.scripted),
                    ),
                  })),
                },
                onError: 'scoreFailed',
              },
            },
            scoreFailed: {
              entry: assign({ item: ({ context }) => applyChat(context.item, { type: 'finishFailed', id: context.assessment.id }) }),
              on: { RETRY: 'scoring' },
            },
            // The next call waits until the result has been said.
            result: {
              always: { guard: and([not('speechQueued'), not(stateIn('#call.bot.speaking'))]), target: 'done' },
            },
            done: { entry: 'tellDone' },
          },
        },
        ended: { entry: ['hangUp', 'tellEnded'] },
        failed: { entry: 'tellFailed' },
      },
    },
    bot: {
      initial: 'silent',
      states: {
        silent: {
          always: { guard: 'speechQueued', target: 'speaking' },
        },
        speaking: {
          entry: 'takeQueuedSpeech',
          invoke: {
            src: 'speak',
            input: ({ context }) => ({ text: context.speaking ?? '', item: context.item, effects: context.effects }),
            onDone: { target: 'silent', actions: 'botDone' },
            onError: { target: 'silent', actions: 'botDone' },
          },
          always: [
            // A new line stops the one being said.
            { guard: 'speechQueued', target: 'speaking', reenter: true },
            // The call is over: nothing more to say.
            { guard: stateIn('#call.flow.ended'), target: 'silent', actions: 'botDone' },
            { guard: stateIn('#call.flow.failed'), target: 'silent', actions: 'botDone' },
          ],
        },
      },
    },
  },
});

export type CallActor = ActorRefFrom<typeof callMachine>;
export type CallSnapshot = SnapshotFrom<typeof callMachine>;
