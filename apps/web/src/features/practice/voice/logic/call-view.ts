import type { Assessment } from '@switchboard/contracts';
import type { ChatItem } from '../../chat/logic/chat-state';
import type { CallDirection, CallSnapshot } from './call-machine';
import { recognisedText } from './speech-text';

/** Where a call is, as the screen shows it (roleplay.md §2 Voice practice screen). */
export type CallStatus = 'pending' | 'ringing' | 'connecting' | 'started' | 'completed' | 'ended' | 'failed';
export type MicState = 'off' | 'muted' | 'connecting' | 'live' | 'finishing';

export interface CallView {
  id: string;
  assessment: Assessment;
  item: ChatItem;
  status: CallStatus;
  direction: CallDirection;
  mic: MicState;
  /** roleplay.md §4 Mic: disabled while connecting, while the bot speaks, while a prompt is pending. */
  micDisabled: boolean;
  promptPending: boolean;
  botSpeaking: boolean;
  /** The bot is working (picking up, or answering): the typing dots show. */
  botWorking: boolean;
  /** The live recognised text of the answer being spoken. */
  liveText: string;
  scoring: boolean;
  scoreFailed: boolean;
  /** 'Say Again' can replay a line now. */
  canSayAgain: boolean;
}

function statusOf(snapshot: CallSnapshot): CallStatus {
  if (snapshot.matches({ flow: 'ringing' })) return 'ringing';
  if (snapshot.matches({ flow: 'connecting' })) return 'connecting';
  if (snapshot.matches({ flow: 'started' })) return 'started';
  if (snapshot.matches({ flow: 'completed' }) || snapshot.matches({ flow: 'closed' })) return 'completed';
  if (snapshot.matches({ flow: 'ended' })) return 'ended';
  if (snapshot.matches({ flow: 'failed' })) return 'failed';
  return 'pending';
}

function micOf(snapshot: CallSnapshot): MicState {
  if (snapshot.matches({ flow: { started: { mic: { on: 'live' } } } })) return 'live';
  if (snapshot.matches({ flow: { started: { mic: { on: 'connecting' } } } })) return 'connecting';
  if (snapshot.matches({ flow: { started: { mic: { on: 'finishing' } } } })) return 'finishing';
  if (snapshot.matches({ flow: { started: { mic: 'muted' } } })) return 'muted';
  return 'off';
}

export function callView(snapshot: CallSnapshot): CallView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const mic = micOf(snapshot);
  const promptPending = snapshot.matches({ flow: { started: { prompt: 'pending' } } });
  const botSpeaking = snapshot.matches({ bot: 'speaking' }) || context.speechQueue !== null;
  return {
    id: context.assessment.id,
    assessment: context.assessment,
    item: context.item,
    status,
    direction: context.assessment.inboundEnabled ? 'incoming' : 'outgoing',
    mic,
    micDisabled: mic === 'off' || mic === 'connecting' || mic === 'finishing' || botSpeaking || promptPending,
    promptPending,
    botSpeaking,
    botWorking: status === 'connecting' || promptPending || mic === 'finishing',
    liveText: recognisedText(context.speech),
    scoring: snapshot.matches({ flow: { completed: 'scoring' } }) || snapshot.matches({ flow: { completed: 'waitingForSpeech' } }),
    scoreFailed: snapshot.matches({ flow: { completed: 'scoreFailed' } }),
    canSayAgain: mic === 'muted' && !promptPending,
  };
}

/** Re-render only when something shown changed. */
export function sameView(a: CallView, b: CallView): boolean {
  return (Object.keys(a) as (keyof CallView)[]).every((key) => a[key] === b[key]);
}

/** The call list chip (roleplay.md §2): completed, active call, incoming or outgoing while ringing, pending. */
export type CallChip = 'completed' | 'active' | CallDirection | 'pending';
export function callChip(view: Pick<CallView, 'status' | 'direction'>): CallChip {
  switch (view.status) {
    case 'completed':
      return 'completed';
    case 'ringing':
      return view.direction;
    case 'connecting':
    case 'started':
      return 'active';
    default:
      return 'pending';
  }
}

/** Clicking is allowed only on started or ringing calls (roleplay.md §2). */
export const callClickable = (view: Pick<CallView, 'status'>) =>
  view.status === 'ringing' || view.status === 'connecting' || view.status === 'started';
