import { useCallback, useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPEECH_SOCKET, type Assessment, type ConversationEntry } from '@switchboard/contracts';
import { useReadySession } from '../../../../app/session/session-context';
import { showGlobalErrorToast } from '../../../../app/toasts/global-error-toast';
import { AppMessageError } from '../../../../shared/api/api-error';
import { notifyUnauthorized } from '../../../../shared/api/http-client';
import { chatApi } from '../../chat/chat-api';
import { useIdleTimer } from '../../chat/hooks/use-idle-timer';
import { useItemTimers } from '../../chat/hooks/use-item-timers';
import { useReveal } from '../../chat/hooks/use-reveal';
import { shownDurationMs, type ChatItem } from '../../chat/logic/chat-state';
import { toFieldValues, type CrmFieldConfig, type CrmValues } from '../../chat/logic/crm-validation';
import { nextAssessmentDelayMs } from '../../chat/logic/reveal';
import { systemTextKey } from '../../chat/ui/chat-conversation';
import { RESULT_KEYS } from '../../chat/ui/score-block';
import { trackUsage } from '../../../../shared/analytics/usage-analytics';
import { showToast } from '../../../../app/toasts/toast';
import { i18next } from '../../../../shared/i18n/i18n';
import { finishPracticeSession, openPracticeSession, reopenPracticeSession } from '../../shared/practice-session';
import { usePracticeBatch } from '../../shared/use-practice-batch';
import { openMicCapture, type MicCapture } from '../audio/mic-capture';
import { createRingtone } from '../audio/ringtone';
import { createSpeaker, type LoadLine } from '../audio/speaker';
import { openSpeechSocket, SpeechSocketClosed, type SocketLike } from '../audio/speech-socket';
import { SOMETHING_WENT_WRONG, type CallEffects, type VoiceAnswer } from '../logic/call-machine';
import { voicePracticeMachine } from '../logic/voice-practice-machine';
import { botVoiceOf, speechSocketUrl, voiceApi } from '../voice-api';

/** Where leaving or failing sends the advisor: the use-case list (roleplay.md §4, §8). */
const START_PRACTICE = '/dashboard/engage';

/** The browser's side of a voice practice: audio devices and sockets, replaceable in tests. */
export interface VoiceDevices {
  openMic: () => Promise<MicCapture>;
  openSocket: () => SocketLike;
  ringtone: { start: () => void; stop: () => void };
  speaker: { speak: (load: LoadLine, signal: AbortSignal) => Promise<void>; stop: () => void };
}

const browserDevices = (): VoiceDevices => ({
  openMic: openMicCapture,
  openSocket: () => new WebSocket(speechSocketUrl()) as unknown as SocketLike,
  ringtone: createRingtone(),
  speaker: createSpeaker(),
});

/** A voice practice's usage-analytics properties: opaque ids and its kind, nothing the advisor said. */
const voiceEvent = (assessment: Assessment, userSessionId: string) => ({
  assessmentId: assessment.assessmentId,
  userSessionId,
  mode: 'voice' as const,
  scripted: assessment.scripted,
});

const logDeviceFailure = (error: unknown) => {
  // roleplay.md §8: microphone access failures are logged only.
  // eslint-disable-next-line no-console
  console.warn('Voice practice: the microphone or the speech socket failed', error);
};

/** The speech socket's close codes for an engine that failed or timed out (not the advisor's doing). */
const ENGINE_DOWN: ReadonlySet<number> = new Set([SPEECH_SOCKET.closeCodes.unavailable, SPEECH_SOCKET.closeCodes.timeout]);

/** A slow or dead speech engine degrades the call with a clear message, one toast per kind however often it fails. */
const ENGINE_DOWN_MESSAGES = {
  voice: 'practice.voice.errors.voiceUnavailable',
  recognition: 'practice.voice.errors.recognitionUnavailable',
} as const;
const engineDown = (engine: keyof typeof ENGINE_DOWN_MESSAGES) =>
  showToast({ type: 'warning', id: `voice-${engine}-unavailable`, message: i18next.t(ENGINE_DOWN_MESSAGES[engine]) });

const logRecordingFailure = (error: unknown) => {
  // The recording serves review only: a line not recorded does not stop the call.
  // eslint-disable-next-line no-console
  console.warn('Voice practice: a bot line was not recorded', error);
};

/**
 * The voice practice (roleplay.md §4 Call, Voice session flow, Mic, Bot speech, Idle): the practice
 * statechart with its effects — the shared session calls, the mic, the speech socket, the bot's voice,
 * the ringtone, item and idle timers.
 */
export function useVoicePractice(assessments: readonly Assessment[], devices?: VoiceDevices) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { group } = useReadySession();
  const first = assessments[0];
  const reveal = { isDelayRequired: first?.isDelayRequired ?? false, intervalInSeconds: first?.batchInfo.intervalInSeconds ?? null };
  const visibleCount = useReveal(assessments.length, reveal);
  const { batch, thresholds } = usePracticeBatch(2, first?.batchId ?? null);
  const timers = useItemTimers();
  const [device] = useState(() => devices ?? browserDevices());

  // What the effects read when they run: always the latest render's values.
  const latest = useRef({ t, group, batch, resetIdle: (): number => 0 });
  const crmFields = useRef(new Map<string, CrmFieldConfig[]>());
  const botTime = useRef(new Map<string, { last: number; total: number }>());
  const mic = useRef<{ capture: MicCapture | null; opening: Promise<MicCapture> | null }>({ capture: null, opening: null });

  const releaseMic = useCallback(() => {
    const current = mic.current;
    current.capture?.close();
    const opening = current.opening;
    mic.current = { capture: null, opening: null };
    // A mic still opening when the call ended is closed as soon as it is open.
    if (opening && !current.capture) void opening.then((capture) => capture.close()).catch(() => undefined);
  }, []);

  const [effects] = useState<CallEffects>(() => ({
    now: () => Date.now(),
    random: () => Math.random(),
    ringtone: { start: () => device.ringtone.start(), stop: () => device.ringtone.stop() },
    timer: { start: (id, userSessionId) => timers.start(id, userSessionId), stop: (id) => timers.stop(id) },
    precheck: async (assessment) => {
      const { group: g, batch: b } = latest.current;
      const opened = await openPracticeSession(assessment, {
        trainings: g.profile.trainings,
        batch: b,
        hostName: window.location.hostname,
      });
      trackUsage('practice_started', voiceEvent(assessment, opened.session.userSessionId));
      return opened;
    },
    listen: (item, events) => {
      let cancelled = false;
      let heard = false;
      let socket: ReturnType<typeof openSpeechSocket> | null = null;
      let capture: MicCapture | null = null;
      void (async () => {
        try {
          const state = mic.current;
          state.opening ??= device.openMic();
          capture = state.capture ?? (await state.opening);
          if (mic.current === state) state.capture = capture;
          if (cancelled) return;
          capture.reset();
          socket = openSpeechSocket(
            device.openSocket,
            { assessmentId: item.assessment.assessmentId, userSessionId: item.session!.userSessionId, language: item.assessment.language },
            {
              onOpen: events.onOpen,
              onFrame: (frame) => {
                latest.current.resetIdle();
                events.onFrame(frame);
              },
              onClosed: (error) => {
                if (error instanceof SpeechSocketClosed && error.code === SPEECH_SOCKET.closeCodes.sessionEnded) notifyUnauthorized();
                else if (error instanceof SpeechSocketClosed && ENGINE_DOWN.has(error.code)) engineDown('recognition');
                else if (error) logDeviceFailure(error);
                events.onClosed(error);
              },
            },
          );
          const open = socket;
          capture.onBlock = (block, loud) => {
            open.send(block);
            if (loud && !heard) {
              heard = true;
              events.onVoice(Date.now());
            }
          };
        } catch (error) {
          logDeviceFailure(error);
          mic.current.opening = null;
          if (!cancelled) events.onClosed(error);
        }
      })();
      return {
        endTurn: () => {
          if (capture) capture.onBlock = null;
          if (socket) socket.endTurn();
          else events.onClosed();
        },
        close: () => {
          cancelled = true;
          if (capture) capture.onBlock = null;
          socket?.close();
        },
      };
    },
    releaseMic,
    submit: async ({ item, answer }): Promise<VoiceAnswer> => {
      const session = item.session!;
      const id = item.assessment.id;
      const idleTime = Math.round(latest.current.resetIdle());
      const bot = botTime.current.get(id) ?? { last: 0, total: 0 };
      const sentAt = Date.now();
      const measured = () => {
        const took = Math.max(0, Date.now() - sentAt);
        botTime.current.set(id, { last: took, total: bot.total + took });
      };
      if (item.assessment.scripted) {
        const reply = await voiceApi.answer({
          userSessionId: session.userSessionId,
          assessmentId: item.assessment.assessmentId,
          questionId: item.questionId ?? (answer.kind === 'chip' ? answer.chip.promptId : ''),
          answerRetryCount: item.answerRetryCount,
          idleTime,
          botTimeTaken: bot.last,
          maxRetryCount: session.maxRetryCount,
          threshold: session.threshold,
          canNLPApplied: item.canNLPApplied,
          ...(answer.kind === 'chip'
            ? { promptId: answer.chip.promptId, utteranceId: answer.chip.id }
            : { message: answer.text, voiceDuration: answer.timings.voiceDuration, pauseDuration: answer.timings.pauseDuration }),
        });
        measured();
        return { scripted: true, reply, error: false };
      }
      const reply = await chatApi.unscriptedAnswer({
        senarioSessionId: item.senarioSessionId!,
        userSessionId: session.userSessionId,
        message: answer.kind === 'chip' ? answer.chip.text : answer.text,
        turn: item.turn,
        idleTime,
        botTimeTaken: bot.last,
        ...(answer.kind === 'speech' ? { voiceDuration: answer.timings.voiceDuration, pauseDuration: answer.timings.pauseDuration } : {}),
      });
      measured();
      return { scripted: false, reply, error: false };
    },
    speak: async (text, item, signal) => {
      if (text.trim() === '' || !item.session) return;
      const body = { text, ...botVoiceOf(item.assessment) };
      const userSessionId = item.session.userSessionId;
      try {
        await device.speaker.speak(async (abort) => {
          const audio = await voiceApi.botVoice(body, abort);
          // The line is heard from here on: it joins the call recording.
          voiceApi.appendBotVoice({ userSessionId, text }).catch(logRecordingFailure);
          return audio;
        }, signal);
      } catch (error) {
        // The line stays on screen; the advisor is told once why it was not heard.
        if (!(error instanceof DOMException && error.name === 'AbortError')) engineDown('voice');
        throw error;
      }
    },
    spokenText: (entries: readonly ConversationEntry[]) =>
      entries
        .filter((entry) => entry.type === 'system')
        .map((entry) => {
          if (entry.systemCode === null && entry.botMessageKey === null) return entry.message;
          const key = systemTextKey(entry);
          // The hint is already in the roleplay's language, the voice's own.
          return key ? [latest.current.t(key), entry.hint].filter(Boolean).join(' ') : '';
        })
        .filter((line) => line.trim() !== '')
        .join(' '),
    resultLine: (level) => latest.current.t(RESULT_KEYS[level].line),
    finish: async (item: ChatItem, onCrm) => {
      latest.current.resetIdle();
      const score = await finishPracticeSession(
        {
          assessment: item.assessment,
          session: item.session!,
          senarioSessionId: item.senarioSessionId,
          botTimeTotal: botTime.current.get(item.assessment.id)?.total ?? 0,
          crmSubmitted: item.crm.isCrmSubmitted,
          crmFields: crmFields.current.get(item.assessment.id) ?? [],
          crmValues: item.crmValues,
        },
        onCrm,
      );
      trackUsage('practice_completed', voiceEvent(item.assessment, item.session!.userSessionId));
      return score;
    },
    reopen: (assessment) => {
      const { group: g, batch: b } = latest.current;
      return reopenPracticeSession(assessment, { trainings: g.profile.trainings, batch: b, hostName: window.location.hostname });
    },
    hangUp: async (item) => {
      const session = item.session!;
      await chatApi.complete(
        item.assessment.scripted
          ? { userSessionId: session.userSessionId, responseTime: Math.round(botTime.current.get(item.assessment.id)?.total ?? 0) }
          : { senarioSessionId: item.senarioSessionId!, usecaseId: item.assessment.usecaseId },
      );
    },
  }));

  const practice = useActorRef(voicePracticeMachine, {
    input: { assessments, effects, nextDelayMs: nextAssessmentDelayMs(reveal) },
  });

  useEffect(() => {
    practice.send({ type: 'REVEALED', count: visibleCount });
  }, [practice, visibleCount]);

  const calls = useSelector(practice, (s) => s.context.calls);
  const selectedId = useSelector(practice, (s) => s.context.selectedId);
  const phase = useSelector(practice, (s) => s.value);
  const selected = calls.find((c) => c.id === selectedId) ?? null;
  const selectedStarted = useSelector(selected?.ref, (s) => s?.matches({ flow: 'started' }) ?? false);
  const idle = useIdleTimer(selectedStarted, thresholds, selectedId);
  const resetIdle = useCallback(() => {
    const reached = idle.reset();
    if (selectedId) timers.addIdle(selectedId, reached);
    return reached;
  }, [idle, selectedId, timers]);
  latest.current = { t, group, batch, resetIdle };

  // Everything audible or listening stops when the practice ends or the screen goes away.
  const silence = useCallback(() => {
    device.ringtone.stop();
    device.speaker.stop();
    releaseMic();
  }, [device, releaseMic]);
  useEffect(() => silence, [silence]);

  useEffect(() => {
    if (phase !== 'left' && phase !== 'failed') return;
    silence();
    if (phase === 'failed') {
      const error = practice.getSnapshot().context.error;
      showGlobalErrorToast(error === SOMETHING_WENT_WRONG ? new AppMessageError(SOMETHING_WENT_WRONG) : error);
    }
    void navigate(START_PRACTICE);
  }, [phase, practice, navigate, silence]);

  const registerCrmFields = useCallback((id: string, fields: CrmFieldConfig[]) => {
    crmFields.current.set(id, fields);
  }, []);

  /** CRM submission from the CRM tab (roleplay.md §4): pending → fulfilled or rejected (not shown). */
  const submitCrm = useCallback(
    async (id: string, fields: CrmFieldConfig[], values: CrmValues) => {
      const call = calls.find((c) => c.id === id)?.ref;
      const session = call?.getSnapshot().context.item.session;
      if (!call || !session) return null;
      call.send({ type: 'CRM', event: 'pending' });
      try {
        const saved = await chatApi.submitCrm(session.userSessionId, toFieldValues(fields, values));
        call.send({ type: 'CRM', event: 'fulfilled' });
        return saved;
      } catch {
        call.send({ type: 'CRM', event: 'rejected' });
        return null;
      }
    },
    [calls],
  );

  return {
    practice,
    calls,
    visibleCount,
    selected,
    finished: phase === 'finished',
    idle,
    resetIdle,
    registerCrmFields,
    submitCrm,
    select: (id: string) => practice.send({ type: 'SELECT', id }),
    durationMs: (id: string, now: number) =>
      shownDurationMs(calls.find((c) => c.id === id)?.ref.getSnapshot().context.item, timers.durationMs(id, now)),
  };
}

export type VoicePractice = ReturnType<typeof useVoicePractice>;
