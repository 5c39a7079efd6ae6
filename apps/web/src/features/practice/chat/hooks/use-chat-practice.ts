import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Assessment, PromptUtterance } from '@switchboard/contracts';
import { useReadySession } from '../../../../app/session/session-context';
import { showGlobalErrorToast } from '../../../../app/toasts/global-error-toast';
import { finishPracticeSession, openPracticeSession, reopenPracticeSession } from '../../shared/practice-session';
import { usePracticeBatch } from '../../shared/use-practice-batch';
import { trackUsage } from '../../../../shared/analytics/usage-analytics';
import { chatApi } from '../chat-api';
import {
  chatReducer,
  firstToShow,
  initialChatState,
  localAnswer,
  needsReopen,
  nextUnstarted,
  shownDurationMs,
  type ChatItem,
} from '../logic/chat-state';
import { toFieldValues, type CrmValues } from '../logic/crm-validation';
import { nextAssessmentDelayMs } from '../logic/reveal';
import { finishLineLevel } from '../logic/result';
import type { TypingMeasure } from '../logic/typing-speed';
import { revealDurationMs } from '../logic/word-reveal';
import { useIdleTimer } from './use-idle-timer';
import { useItemTimers } from './use-item-timers';
import { useReveal } from './use-reveal';

/** A chat practice's usage-analytics properties: opaque ids and its kind, nothing typed by the advisor. */
const practiceEvent = (item: ChatItem, userSessionId: string) => ({
  assessmentId: item.assessment.assessmentId,
  userSessionId,
  mode: 'chat' as const,
  scripted: item.assessment.scripted,
});

/** Where a failed start sends the advisor: the use-case list (roleplay.md §8). */
const START_PRACTICE = '/dashboard/engage';

/**
 * The chat practice (roleplay.md §4 Chat): starting chats, answering, finishing with CRM and score, the
 * next chat after the batch delay, idle and item timers. Calls go through chatApi; the state is the pure
 * chatReducer.
 */
export function useChatPractice(assessments: readonly Assessment[], resultLine: (level: 'exceptional' | 'average') => string) {
  const navigate = useNavigate();
  const { group } = useReadySession();
  const [state, dispatch] = useReducer(chatReducer, assessments, initialChatState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const first = assessments[0];
  const reveal = { isDelayRequired: first?.isDelayRequired ?? false, intervalInSeconds: first?.batchInfo.intervalInSeconds ?? null };
  const visibleCount = useReveal(assessments.length, reveal);
  const timers = useItemTimers();
  const botTime = useRef(new Map<string, { last: number; total: number }>());

  // The batch (idle option, guided, target) and the trainer come from the user's batch mappings.
  const { batch, thresholds } = usePracticeBatch(1, first?.batchId ?? null);

  const selected = state.items.find((i) => i.assessment.id === state.selectedId) ?? null;
  const idleRunning = selected !== null && selected.phase === 'active';
  const idle = useIdleTimer(idleRunning, thresholds, state.selectedId);

  const resetIdle = useCallback(
    (id: string) => {
      const reached = idle.reset();
      timers.addIdle(id, reached);
      return reached;
    },
    [idle, timers],
  );

  const fail = useCallback(
    (error: unknown) => {
      showGlobalErrorToast(error);
      void navigate(START_PRACTICE);
    },
    [navigate],
  );

  const start = useCallback(
    async (item: ChatItem) => {
      const id = item.assessment.id;
      dispatch({ type: 'starting', id });
      try {
        const { session, canNLPApplied, scenario } = await openPracticeSession(item.assessment, {
          trainings: group.profile.trainings,
          batch,
          hostName: window.location.hostname,
        });
        botTime.current.set(id, { last: 0, total: 0 });
        dispatch({ type: 'started', id, session, canNLPApplied, scenario });
        trackUsage('practice_started', practiceEvent(item, session.userSessionId));
      } catch (error) {
        dispatch({ type: 'startFailed', id });
        fail(error);
      }
    },
    [batch, fail, group.profile.trainings],
  );

  /** Selecting a chat starts it; one already started just becomes the active one (roleplay.md §4). */
  const select = useCallback(
    (id: string) => {
      const item = stateRef.current.items.find((i) => i.assessment.id === id);
      if (!item) return;
      dispatch({ type: 'select', id });
      if (item.phase === 'waiting' && item.session === null) void start(item);
    },
    [start],
  );

  // The first chat starts by itself once it appears; a practice finished earlier shows its first chat.
  useEffect(() => {
    if (state.selectedId !== null || visibleCount === 0) return;
    const first = firstToShow(state.items.slice(0, visibleCount));
    if (first) select(first.assessment.id);
  }, [state.selectedId, state.items, visibleCount, select]);

  // Chats finished on an earlier visit load their stored conversation and score.
  const reopening = useRef(new Set<string>());
  const reopen = useCallback(
    (item: ChatItem) => {
      const id = item.assessment.id;
      if (reopening.current.has(id)) return;
      reopening.current.add(id);
      reopenPracticeSession(item.assessment, { trainings: group.profile.trainings, batch, hostName: window.location.hostname })
        .then(({ session, score }) => dispatch({ type: 'reopened', id, session, score }))
        .catch(() => dispatch({ type: 'finishFailed', id }))
        .finally(() => reopening.current.delete(id));
    },
    [batch, group.profile.trainings],
  );
  useEffect(() => {
    for (const item of state.items) if (needsReopen(item) && !item.finishFailed) reopen(item);
  }, [state.items, reopen]);

  // The active chat's time runs; every other chat's is stopped (and saved).
  useEffect(() => {
    for (const item of state.items) {
      const running = item.assessment.id === state.selectedId && item.phase === 'active' && item.session !== null;
      if (running) timers.start(item.assessment.id, item.session!.userSessionId);
      else timers.stop(item.assessment.id);
    }
  }, [state.items, state.selectedId, timers]);

  const measureBot = (id: string, sentAt: number) => {
    const took = Math.max(0, Date.now() - sentAt);
    const previous = botTime.current.get(id) ?? { last: 0, total: 0 };
    botTime.current.set(id, { last: took, total: previous.total + took });
  };

  /** Sends typed text: trimmed, empty ignored (roleplay.md §2). */
  const send = useCallback(
    async (id: string, raw: string, typing: TypingMeasure): Promise<boolean> => {
      const item = stateRef.current.items.find((i) => i.assessment.id === id);
      const message = raw.trim();
      if (!item?.session || message === '' || item.inFlight || item.isTextBoxDisabled || item.phase !== 'active') return false;
      const idleTime = resetIdle(id);
      dispatch({ type: 'answerSent', id, entry: localAnswer(message, item, new Date()) });
      const sentAt = Date.now();
      const botTimeTaken = botTime.current.get(id)?.last ?? 0;
      try {
        if (item.assessment.scripted) {
          const reply = await chatApi.answer({
            userSessionId: item.session.userSessionId,
            assessmentId: item.assessment.assessmentId,
            questionId: item.questionId ?? '',
            answerRetryCount: item.answerRetryCount,
            idleTime: Math.round(idleTime),
            botTimeTaken,
            maxRetryCount: item.session.maxRetryCount,
            threshold: item.session.threshold,
            canNLPApplied: item.canNLPApplied,
            message,
            typingDuration: Math.round(typing.typingDuration),
            typingSpeed: typing.typingSpeed,
          });
          measureBot(id, sentAt);
          dispatch({ type: 'answered', id, reply });
        } else {
          const reply = await chatApi.unscriptedAnswer({
            senarioSessionId: item.senarioSessionId!,
            userSessionId: item.session.userSessionId,
            message,
            turn: item.turn,
            idleTime: Math.round(idleTime),
            botTimeTaken,
            typingDuration: Math.round(typing.typingDuration),
            typingSpeed: typing.typingSpeed,
          });
          measureBot(id, sentAt);
          dispatch({ type: 'unscriptedAnswered', id, reply });
        }
        return true;
      } catch {
        // Chat answer failures are swallowed (roleplay.md §8): the answer goes back into the box.
        dispatch({ type: 'answerFailed', id });
        return false;
      }
    },
    [resetIdle],
  );

  /** Picks an answer chip: sends its promptId and utteranceId. */
  const choose = useCallback(
    async (id: string, chip: PromptUtterance) => {
      const item = stateRef.current.items.find((i) => i.assessment.id === id);
      if (!item?.session || item.inFlight || item.phase !== 'active') return;
      const idleTime = resetIdle(id);
      dispatch({ type: 'answerSent', id, entry: localAnswer(chip.text, item, new Date()) });
      const sentAt = Date.now();
      try {
        const reply = await chatApi.answer({
          userSessionId: item.session.userSessionId,
          assessmentId: item.assessment.assessmentId,
          questionId: item.questionId ?? chip.promptId,
          answerRetryCount: item.answerRetryCount,
          idleTime: Math.round(idleTime),
          botTimeTaken: botTime.current.get(id)?.last ?? 0,
          maxRetryCount: item.session.maxRetryCount,
          threshold: item.session.threshold,
          canNLPApplied: item.canNLPApplied,
          promptId: chip.promptId,
          utteranceId: chip.id,
        });
        measureBot(id, sentAt);
        dispatch({ type: 'answered', id, reply });
      } catch {
        dispatch({ type: 'answerFailed', id });
      }
    },
    [resetIdle],
  );

  /** CRM submission (roleplay.md §4): pending → fulfilled (toast by the caller) or rejected (not shown). */
  const submitCrm = useCallback(async (id: string, fields: Parameters<typeof toFieldValues>[0], values: CrmValues) => {
    const item = stateRef.current.items.find((i) => i.assessment.id === id);
    if (!item?.session) return null;
    dispatch({ type: 'crm', id, event: 'pending' });
    try {
      const saved = await chatApi.submitCrm(item.session.userSessionId, toFieldValues(fields, values));
      dispatch({ type: 'crm', id, event: 'fulfilled' });
      return saved;
    } catch {
      dispatch({ type: 'crm', id, event: 'rejected' });
      return null;
    }
  }, []);

  const setCrmValues = useCallback((id: string, values: CrmValues) => dispatch({ type: 'crmValues', id, values }), []);

  const crmFieldsRef = useRef(new Map<string, Parameters<typeof toFieldValues>[0]>());
  const registerCrmFields = useCallback((id: string, fields: Parameters<typeof toFieldValues>[0]) => {
    crmFieldsRef.current.set(id, fields);
  }, []);

  const nextTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (nextTimer.current) clearTimeout(nextTimer.current);
    },
    [],
  );

  /** Scored finish (roleplay.md §4): complete, CRM first when enabled, transcript, score; then the next chat. */
  const finish = useCallback(
    async (id: string) => {
      const item = stateRef.current.items.find((i) => i.assessment.id === id);
      if (!item?.session) return;
      dispatch({ type: 'finishing', id });
      const session = item.session;
      const bot = botTime.current.get(id) ?? { last: 0, total: 0 };
      try {
        const score = await finishPracticeSession(
          {
            assessment: item.assessment,
            session,
            senarioSessionId: item.senarioSessionId,
            botTimeTotal: bot.total,
            crmSubmitted: item.crm.isCrmSubmitted,
            crmFields: crmFieldsRef.current.get(id) ?? [],
            crmValues: item.crmValues,
          },
          (event) => dispatch({ type: 'crm', id, event }),
        );
        resetIdle(id);
        timers.stop(id);
        dispatch({ type: 'scored', id, score });
        trackUsage('practice_completed', practiceEvent(item, session.userSessionId));
        // The next chat starts once the result has been said, after the batch delay.
        const said = revealDurationMs(resultLine(finishLineLevel(score.overAllScoreWeightage, item.assessment.scripted)));
        if (nextTimer.current) clearTimeout(nextTimer.current);
        nextTimer.current = setTimeout(
          () => {
            nextTimer.current = null;
            const next = nextUnstarted(stateRef.current);
            if (next) void start(next);
          },
          said + nextAssessmentDelayMs(reveal),
        );
      } catch (error) {
        showGlobalErrorToast(error);
        dispatch({ type: 'finishFailed', id });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reveal is read when the timer is set
    [resetIdle, resultLine, start, timers],
  );

  // A chat whose reply said complete is finished once.
  const finishing = useRef(new Set<string>());
  useEffect(() => {
    for (const item of state.items) {
      if (item.phase === 'finishing' && !item.finishFailed && !finishing.current.has(item.assessment.id)) {
        finishing.current.add(item.assessment.id);
        void finish(item.assessment.id).finally(() => finishing.current.delete(item.assessment.id));
      }
    }
  }, [state.items, finish]);

  const retryFinish = useCallback(
    (id: string) => {
      const item = stateRef.current.items.find((i) => i.assessment.id === id);
      if (item && needsReopen(item)) {
        reopen(item);
        return;
      }
      if (finishing.current.has(id)) return;
      finishing.current.add(id);
      void finish(id).finally(() => finishing.current.delete(id));
    },
    [finish, reopen],
  );

  const durationMs = useCallback(
    (id: string, now: number) =>
      shownDurationMs(
        stateRef.current.items.find((i) => i.assessment.id === id),
        timers.durationMs(id, now),
      ),
    [timers],
  );

  return {
    state,
    visibleCount,
    selected,
    idle,
    thresholds,
    select,
    send,
    choose,
    submitCrm,
    setCrmValues,
    registerCrmFields,
    retryFinish,
    resetIdle,
    durationMs,
  };
}

export type ChatPractice = ReturnType<typeof useChatPractice>;
