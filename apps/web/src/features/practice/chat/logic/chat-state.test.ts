import { describe, expect, it } from 'vitest';
import {
  advisorLine,
  answerReply,
  assessmentFixture,
  assessmentId,
  customerLine,
  entry,
  scoreFixture,
  sessionFixture,
} from '../../../../test/chat-fixtures';
import {
  allCompleted,
  chatReducer,
  conversationLines,
  currentChips,
  firstToShow,
  needsReopen,
  shownDurationMs,
  initialChatState,
  listStatus,
  localAnswer,
  nextUnstarted,
  showsTextBox,
  textBoxDisabled,
  type ChatState,
} from './chat-state';

const A1 = assessmentId(1);
const A2 = assessmentId(2);
const item = (state: ChatState, id = A1) => state.items.find((i) => i.assessment.id === id)!;

function startedState(): ChatState {
  let state = initialChatState([assessmentFixture(1), assessmentFixture(2)]);
  state = chatReducer(state, { type: 'select', id: A1 });
  state = chatReducer(state, { type: 'starting', id: A1 });
  return chatReducer(state, { type: 'started', id: A1, session: sessionFixture(1), canNLPApplied: true });
}

describe('chat practice state', () => {
  it('starts with every chat waiting and none selected', () => {
    const state = initialChatState([assessmentFixture(1), assessmentFixture(2, { completed: true, status: 'completed' })]);
    expect(state.selectedId).toBeNull();
    expect(state.items.map((i) => listStatus(i, null))).toEqual(['waiting', 'completed']);
    expect(nextUnstarted(state)?.assessment.id).toBe(A1);
  });

  it('selecting then starting makes the chat active with its first bot message; a failed start goes back to waiting', () => {
    const state = startedState();
    expect(item(state).phase).toBe('active');
    expect(listStatus(item(state), A1)).toBe('active');
    expect(listStatus(item(state, A2), A1)).toBe('waiting');
    expect(item(state).conversation).toHaveLength(1);
    expect(showsTextBox(item(state), A1)).toBe(true);
    // Only the selected chat has the box: another selection hides it.
    expect(showsTextBox(item(state), A2)).toBe(false);
    expect(listStatus(item(state), A2)).toBe('waiting');
    const failed = chatReducer(chatReducer(state, { type: 'starting', id: A2 }), { type: 'startFailed', id: A2 });
    expect(item(failed, A2).phase).toBe('waiting');
  });

  it('shows the answer at once, disables the box while in flight, then puts the stored answer and the bot messages', () => {
    let state = startedState();
    const local = localAnswer('Thanks for contacting us', item(state), new Date());
    state = chatReducer(state, { type: 'answerSent', id: A1, entry: local });
    expect(item(state).conversation.at(-1)?.message).toBe('Thanks for contacting us');
    expect(textBoxDisabled(item(state))).toBe(true);
    const transcriptData = {
      question: 'Hi',
      givenResponse: 'Thanks for contacting us',
      recommendedAnswer: ['Thank you for contacting us'],
    };
    state = chatReducer(state, {
      type: 'answered',
      id: A1,
      reply: answerReply(1, {
        questionId: 'disclaimer',
        promptId: 'disclaimer',
        transcriptData,
        conversations: [advisorLine('welcome', 'Thanks for contacting us'), customerLine('disclaimer', 'Okay, what do you need?')],
      }),
    });
    expect(item(state).conversation.map((e) => e.message)).toEqual([
      "Hi, I can't get into my account.",
      'Thanks for contacting us',
      'Okay, what do you need?',
    ]);
    expect(item(state).liveFrom).toBe(1);
    expect(item(state).questionId).toBe('disclaimer');
    expect(item(state).transcript).toEqual([transcriptData]);
    expect(textBoxDisabled(item(state))).toBe(false);
  });

  it('takes a failed answer back out, silently', () => {
    let state = startedState();
    state = chatReducer(state, { type: 'answerSent', id: A1, entry: localAnswer('Hello', item(state), new Date()) });
    state = chatReducer(state, { type: 'answerFailed', id: A1 });
    expect(item(state).conversation).toHaveLength(1);
    expect(item(state).inFlight).toBe(false);
  });

  it('counts retries and honours the chat disabling its box', () => {
    let state = startedState();
    state = chatReducer(state, {
      type: 'answered',
      id: A1,
      reply: answerReply(1, { questionId: 'welcome', answerRetryCount: 1, isTextBoxDisabled: true, matched: false }),
    });
    expect(item(state).answerRetryCount).toBe(1);
    expect(textBoxDisabled(item(state))).toBe(true);
  });

  it('finishes: CRM pending → fulfilled, then scored and completed', () => {
    let state = startedState();
    state = chatReducer(state, { type: 'answered', id: A1, reply: answerReply(1, { isChatComplited: true }) });
    expect(item(state).phase).toBe('finishing');
    expect(showsTextBox(item(state), A1)).toBe(false);
    state = chatReducer(state, { type: 'crm', id: A1, event: 'pending' });
    expect(item(state).crm.isCrmInProgress).toBe(true);
    state = chatReducer(state, { type: 'crm', id: A1, event: 'fulfilled' });
    expect(item(state).crm).toEqual({ isCrmInProgress: false, isCrmSubmitted: true });
    state = chatReducer(state, { type: 'scored', id: A1, score: scoreFixture(1, 85) });
    expect(item(state).phase).toBe('completed');
    expect(listStatus(item(state), A1)).toBe('completed');
    expect(allCompleted(state)).toBe(false);
    expect(nextUnstarted(state)?.assessment.id).toBe(A2);
  });

  it('keeps the chips of the current question after a retry message', () => {
    const chips = [
      { id: 0, promptId: 'code-check', promptText: 'Unlock', text: 'Unlock' },
      { id: 1, promptId: 'code-check', promptText: 'Resend', text: 'Resend' },
    ];
    let state = startedState();
    state = chatReducer(state, {
      type: 'answered',
      id: A1,
      reply: answerReply(1, {
        questionId: 'code-check',
        conversations: [
          advisorLine('welcome', 'Hello'),
          customerLine('code-check', 'The code is 582 931.', { promptUtterances: chips, isSelectOneQuestion: true }),
        ],
      }),
    });
    expect(currentChips(item(state))).toEqual(chips);
    state = chatReducer(state, {
      type: 'answered',
      id: A1,
      reply: answerReply(1, {
        questionId: 'code-check',
        answerRetryCount: 1,
        conversations: [
          advisorLine('code-check', 'Resend'),
          entry({ systemCode: 'SELECTONE', botMessageKey: 'selectone', questionId: 'code-check', isSelectOneQuestion: true }),
        ],
      }),
    });
    expect(currentChips(item(state))).toEqual(chips);
  });

  it('folds a select-one answer into the question it answers, past the notice asking to pick one, which then goes', () => {
    const pick = [
      { id: 0, promptId: 'q1', promptText: 'Option A', text: 'Option A' },
      { id: 1, promptId: 'q1', promptText: 'Option B', text: 'Option B' },
    ];
    const notice = entry({ systemCode: 'SELECTONE', botMessageKey: 'selectone', questionId: 'q1', isSelectOneQuestion: true });
    const asked = [customerLine('q1', 'Pick one', { isSelectOneQuestion: true, promptUtterances: pick }), notice];
    // Before the pick the notice shows; a typed reply that is none of the options is not a pick.
    expect(conversationLines(asked).map((l) => l.entry.message)).toEqual(['Pick one', notice.message]);
    expect(conversationLines([...asked, advisorLine('q1', 'Maybe later')]).map((l) => l.chosen)).toEqual([null, null, null]);
    const lines = conversationLines([
      ...asked,
      advisorLine('q1', 'Option A'),
      customerLine('q2', 'Thanks'),
      advisorLine('q2', 'You are welcome'),
    ]);
    expect(lines.map((l) => [l.entry.message, l.chosen])).toEqual([
      ['Pick one', 'Option A'],
      ['Thanks', null],
      ['You are welcome', null],
    ]);
  });

  it('a practice reopened after it was finished shows each chat as stored: conversation, score, duration, first chat', () => {
    const state = initialChatState([
      assessmentFixture(1, { completed: true, status: 'completed' }),
      assessmentFixture(2, { completed: true, status: 'completed' }),
    ]);
    expect(state.items.every(needsReopen)).toBe(true);
    expect(firstToShow(state.items)?.assessment.id).toBe(A1);
    const stored = sessionFixture(1, {
      status: 'completed',
      isChatCompleted: true,
      durationSeconds: 221,
      conversations: [customerLine('q1', 'Hello'), advisorLine('q1', 'Hi, how can I help?')],
    });
    const reopened = chatReducer(state, { type: 'reopened', id: A1, session: stored, score: scoreFixture(1, 85) });
    const chat = item(reopened);
    expect(needsReopen(chat)).toBe(false);
    expect(chat.phase).toBe('completed');
    expect(chat.score?.overAllScoreWeightage).toBe(85);
    expect(chat.conversation.map((e) => e.message)).toEqual(['Hello', 'Hi, how can I help?']);
    expect(showsTextBox(chat, A1)).toBe(false);
    // Scored: the score's duration (the conversation's), whatever the item timer ran.
    expect(chat.score?.timing.durationSeconds).toBe(250);
    expect(shownDurationMs(chat, 0)).toBe(250_000);
    expect(shownDurationMs(chat, 5_000)).toBe(250_000);
    // Not scored yet: the running timer, else the duration stored with the session.
    expect(shownDurationMs({ ...chat, score: null }, 0)).toBe(221_000);
    expect(shownDurationMs({ ...chat, score: null }, 5_000)).toBe(5_000);
    expect(firstToShow([item(state), { ...item(state, A2), phase: 'waiting' }])?.assessment.id).toBe(A2);
  });

  it('knows when every chat is completed', () => {
    let state = initialChatState([assessmentFixture(1)]);
    expect(allCompleted(state)).toBe(false);
    state = chatReducer(state, { type: 'scored', id: A1, score: scoreFixture(1, 50) });
    expect(allCompleted(state)).toBe(true);
    expect(nextUnstarted(state)).toBeNull();
  });
});
