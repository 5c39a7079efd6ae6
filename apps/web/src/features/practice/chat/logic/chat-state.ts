import type {
  Assessment,
  ChatAnswerReply,
  ConversationEntry,
  PromptUtterance,
  ScenarioScoreReply,
  TranscriptEntry,
  UnscriptedPromptReply,
  UnscriptedScenarioReply,
  UserSession,
} from '@switchboard/contracts';
import { crmTransition, type CrmSubmissionState, type CrmValues } from './crm-validation';

/**
 * The chat practice items and what happens to them (roleplay.md §4 Chat, CRM submission, Scored finish).
 * Pure: the page's hook performs the calls and dispatches what they returned.
 */
export type ChatPhase = 'waiting' | 'starting' | 'active' | 'finishing' | 'completed';

export interface ChatItem {
  assessment: Assessment;
  phase: ChatPhase;
  session: UserSession | null;
  canNLPApplied: boolean;
  conversation: ConversationEntry[];
  /** The answer being sent (already shown): removed again if the call fails. */
  inFlight: boolean;
  questionId: string | null;
  promptId: string | null;
  answerRetryCount: number;
  isTextBoxDisabled: boolean;
  transcript: TranscriptEntry[];
  senarioSessionId: string | null;
  turn: number;
  crm: CrmSubmissionState;
  crmValues: CrmValues | null;
  score: ScenarioScoreReply | null;
  /** Finishing failed (the score could not be fetched): the score block offers to try again. */
  finishFailed: boolean;
  /** Index in `conversation` of the first entry that arrived live (revealed word by word when unscripted). */
  liveFrom: number;
}

export interface ChatState {
  items: ChatItem[];
  selectedId: string | null;
}

export type ChatAction =
  | { type: 'select'; id: string }
  | { type: 'starting'; id: string }
  | { type: 'started'; id: string; session: UserSession; canNLPApplied: boolean; scenario?: UnscriptedScenarioReply }
  | { type: 'startFailed'; id: string }
  | { type: 'answerSent'; id: string; entry: ConversationEntry }
  | { type: 'answered'; id: string; reply: ChatAnswerReply }
  | { type: 'unscriptedAnswered'; id: string; reply: UnscriptedPromptReply }
  | { type: 'answerFailed'; id: string }
  | { type: 'finishing'; id: string }
  | { type: 'crm'; id: string; event: 'pending' | 'fulfilled' | 'rejected' }
  | { type: 'crmValues'; id: string; values: CrmValues }
  | { type: 'scored'; id: string; score: ScenarioScoreReply }
  | { type: 'reopened'; id: string; session: UserSession; score: ScenarioScoreReply }
  | { type: 'finishFailed'; id: string };

export function initialChatState(assessments: readonly Assessment[]): ChatState {
  return {
    selectedId: null,
    items: assessments.map((assessment) => ({
      assessment,
      phase: assessment.completed ? 'completed' : 'waiting',
      session: null,
      canNLPApplied: false,
      conversation: [],
      inFlight: false,
      questionId: null,
      promptId: null,
      answerRetryCount: 0,
      isTextBoxDisabled: false,
      transcript: [],
      senarioSessionId: null,
      turn: 0,
      crm: { isCrmInProgress: false, isCrmSubmitted: false },
      crmValues: null,
      score: null,
      finishFailed: false,
      liveFrom: 0,
    })),
  };
}

const update = (state: ChatState, id: string, change: (item: ChatItem) => ChatItem): ChatState => ({
  ...state,
  items: state.items.map((item) => (item.assessment.id === id ? change(item) : item)),
});

const transcriptOf = (entries: readonly ConversationEntry[]) =>
  entries.map((e) => e.transcriptData).filter((t): t is TranscriptEntry => t !== null);

/** Drops the local copy of the answer: the reply carries the answer as stored. */
const withoutLocal = (conversation: ConversationEntry[], inFlight: boolean) => (inFlight ? conversation.slice(0, -1) : conversation);

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'select':
      return state.items.some((i) => i.assessment.id === action.id) ? { ...state, selectedId: action.id } : state;
    case 'starting':
      return update(state, action.id, (item) => ({ ...item, phase: 'starting' }));
    case 'startFailed':
      return update(state, action.id, (item) => ({ ...item, phase: 'waiting' }));
    case 'started':
      return update(state, action.id, (item) => {
        const { session, scenario } = action;
        const conversation = scenario && scenario.conversations.length > 0 ? scenario.conversations : session.conversations;
        return {
          ...item,
          phase: session.isChatCompleted ? 'finishing' : 'active',
          session,
          canNLPApplied: action.canNLPApplied,
          conversation,
          questionId: session.questionId,
          promptId: session.latestPromptId,
          answerRetryCount: session.answerRetryCount,
          isTextBoxDisabled: session.isTextBoxDisabled,
          transcript: transcriptOf(conversation),
          senarioSessionId: scenario?.senarioSessionId ?? session.senarioSessionId,
          turn: conversation.length,
          crm: { isCrmInProgress: false, isCrmSubmitted: session.isCrmSubmitted },
          liveFrom: 0,
        };
      });
    case 'answerSent':
      return update(state, action.id, (item) => ({ ...item, inFlight: true, conversation: [...item.conversation, action.entry] }));
    case 'answerFailed':
      return update(state, action.id, (item) => ({
        ...item,
        inFlight: false,
        conversation: withoutLocal(item.conversation, item.inFlight),
      }));
    case 'answered':
      return update(state, action.id, (item) => {
        const { reply } = action;
        const kept = withoutLocal(item.conversation, item.inFlight);
        return {
          ...item,
          inFlight: false,
          conversation: [...kept, ...reply.conversations],
          liveFrom: kept.length,
          questionId: reply.questionId,
          promptId: reply.promptId,
          answerRetryCount: reply.answerRetryCount,
          isTextBoxDisabled: reply.isTextBoxDisabled,
          transcript: reply.transcriptData ? [...item.transcript, reply.transcriptData] : item.transcript,
          phase: reply.isChatComplited ? 'finishing' : item.phase,
        };
      });
    case 'unscriptedAnswered':
      return update(state, action.id, (item) => {
        const kept = withoutLocal(item.conversation, item.inFlight);
        return {
          ...item,
          inFlight: false,
          conversation: [...kept, ...action.reply.conversations],
          liveFrom: kept.length,
          turn: action.reply.turn,
          phase: action.reply.isChatComplited ? 'finishing' : item.phase,
        };
      });
    case 'finishing':
      return update(state, action.id, (item) => ({ ...item, phase: 'finishing', finishFailed: false }));
    case 'crm':
      return update(state, action.id, (item) => ({ ...item, crm: crmTransition(item.crm, action.event) }));
    case 'crmValues':
      return update(state, action.id, (item) => ({ ...item, crmValues: action.values }));
    case 'scored':
      return update(state, action.id, (item) => ({ ...item, phase: 'completed', score: action.score, finishFailed: false }));
    case 'finishFailed':
      return update(state, action.id, (item) => ({ ...item, finishFailed: true }));
    case 'reopened':
      // Finished on an earlier visit: the stored conversation and score, shown as they were (no word reveal).
      return update(state, action.id, (item) => {
        const conversation = action.session.conversations;
        return {
          ...item,
          phase: 'completed',
          session: action.session,
          conversation,
          transcript: transcriptOf(conversation),
          senarioSessionId: action.session.senarioSessionId,
          turn: conversation.length,
          isTextBoxDisabled: true,
          crm: { isCrmInProgress: false, isCrmSubmitted: action.session.isCrmSubmitted },
          score: action.score,
          finishFailed: false,
          liveFrom: conversation.length,
        };
      });
  }
}

/** The chat list chip (roleplay.md §2): Completed, Active (the selected, started chat) or Waiting. */
export type ChatListStatus = 'completed' | 'active' | 'waiting';
export function listStatus(item: ChatItem, selectedId: string | null): ChatListStatus {
  if (item.phase === 'completed') return 'completed';
  if (item.assessment.id === selectedId && item.phase !== 'waiting') return 'active';
  return 'waiting';
}

/** The 'type here' box shows only for the selected, active, not-completed chat (roleplay.md §2). */
export const showsTextBox = (item: ChatItem, selectedId: string | null) =>
  item.assessment.id === selectedId && item.phase === 'active' && item.session !== null && !item.session.isChatCompleted;

/** …and is disabled while a request is in flight or when the chat disables it. */
export const textBoxDisabled = (item: ChatItem) => item.inFlight || item.isTextBoxDisabled;

/** The next chat to start after one completes: the first one never started, in order. */
export const nextUnstarted = (state: ChatState) => state.items.find((item) => item.phase === 'waiting' && item.session === null) ?? null;

export const allCompleted = (state: ChatState) => state.items.length > 0 && state.items.every((item) => item.phase === 'completed');

/** A chat finished on an earlier visit whose session and score are not loaded yet. */
export const needsReopen = (item: ChatItem) => item.phase === 'completed' && item.session === null;

/** The chat to show first: the first one still to do, else (all finished) the first one. */
export const firstToShow = (items: readonly ChatItem[]) => items.find((i) => i.phase !== 'completed') ?? items[0] ?? null;

/**
 * A chat's duration in the list: once scored, the score's (the conversation's duration, the one history
 * shows and the handling time is measured within); before that the running timer's, else the stored one.
 */
export const shownDurationMs = (item: ChatItem | undefined, timerMs: number) =>
  item?.score ? item.score.timing.durationSeconds * 1000 : timerMs > 0 ? timerMs : (item?.session?.durationSeconds ?? 0) * 1000;

/** A message shown in the conversation: select-one answers sit on the question they answer. */
export interface ConversationLine {
  index: number;
  entry: ConversationEntry;
  /** On a select-one question: the option the advisor picked (the next advisor entry). */
  chosen: string | null;
}

/** The notice under a select-one question ("Please select one of the options below."). */
const isSelectOneNotice = (entry: ConversationEntry) => entry.type === 'system' && entry.isSelectOneQuestion && entry.systemCode !== null;

/**
 * The conversation as displayed (roleplay.md §4: selecting a 'select one' question appends the answer to
 * the previous history entry): an advisor answer that picks one of a select-one question's options is
 * folded into that question, and the notices asking to pick one go once one was picked.
 */
export function conversationLines(entries: readonly ConversationEntry[]): ConversationLine[] {
  const lines: ConversationLine[] = [];
  entries.forEach((entry, index) => {
    if (entry.type === 'user') {
      let at = lines.length - 1;
      while (at >= 0 && isSelectOneNotice(lines[at]!.entry)) at -= 1;
      const question = lines[at];
      if (
        question &&
        question.entry.type === 'system' &&
        question.entry.isSelectOneQuestion &&
        question.entry.systemCode === null &&
        question.chosen === null &&
        question.entry.promptUtterances.some((u) => u.text === entry.message)
      ) {
        question.chosen = entry.message;
        lines.splice(at + 1);
        return;
      }
    }
    lines.push({ index, entry, chosen: null });
  });
  return lines;
}

/**
 * Index of the customer line that asked the current question, or -1. Its chips are the ones the advisor
 * may pick now (a retry message after a wrong answer does not take them away).
 */
export function currentQuestionIndex(item: ChatItem): number {
  if (item.questionId === null) return -1;
  for (let i = item.conversation.length - 1; i >= 0; i -= 1) {
    const entry = item.conversation[i]!;
    if (entry.type === 'system' && entry.systemCode === null && entry.questionId === item.questionId) return i;
  }
  return -1;
}

export function currentChips(item: ChatItem): PromptUtterance[] {
  const index = currentQuestionIndex(item);
  return index < 0 ? [] : item.conversation[index]!.promptUtterances;
}

/** A local advisor entry, shown at once while the answer is sent (roleplay.md §4). */
export function localAnswer(message: string, item: ChatItem, now: Date): ConversationEntry {
  return {
    type: 'user',
    question: null,
    message,
    timestamp: now.toISOString(),
    questionId: item.questionId,
    promptId: item.promptId,
    promptUtterances: [],
    transcriptData: null,
    isSelectOneQuestion: false,
    systemCode: null,
    botMessageKey: null,
  };
}
