import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { ActionIcon, Alert, Badge, Grid, Group, Indicator, Loader, Paper, Stack, Tabs, Text, Textarea, Tooltip } from '@mantine/core';
import {
  IconClipboardText,
  IconDeviceLaptop,
  IconFileText,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconPhoneCall,
} from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Assessment } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { usePhone } from '../../../shared/hooks/use-screen';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNow } from '../chat/hooks/use-now';
import type { IdleStatus } from '../chat/logic/idle';
import type { CrmFieldConfig, CrmValues } from '../chat/logic/crm-validation';
import { visibilityFlags } from '../chat/logic/visibility';
import { currentQuestionIndex } from '../chat/logic/chat-state';
import { CrmPanel } from '../chat/ui/crm-panel';
import { PracticeResultCard } from '../chat/ui/practice-result-card';
import { RESULT_KEYS, ScoreBlock, ScoreFailed } from '../chat/ui/score-block';
import { TranscriptPanel } from '../chat/ui/transcript-panel';
import { PracticeBreadcrumb } from '../practice-breadcrumb';
import { useVoicePractice, type VoiceDevices } from './hooks/use-voice-practice';
import type { CallActor } from './logic/call-machine';
import { callView, sameView, type CallView } from './logic/call-view';
import { finishLineLevel } from '../chat/logic/result';
import { CallHeader } from './ui/call-header';
import { CallList } from './ui/call-list';
import { SpeechStatusNotice } from './ui/speech-status-notice';
import { VoiceConversation } from './ui/voice-conversation';

type PanelTab = 'calls' | 'crm' | 'transcript';

const crmRequired = (properties: { property: string; value: string }[] | null) =>
  properties?.some((p) => p.property === 'is_CRM_required' && p.value.toLowerCase() === 'true') ?? false;

/** Enter toggles the mic during a call, unless it is meant for a control that has focus. */
const isForAControl = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.closest('button, a, input, textarea, select, [role="tab"], [role="button"], [contenteditable="true"]') !== null;

/** The voice practice screen (roleplay.md §2 Voice practice screen, §4 Call, Mic, Bot speech). */
export function VoicePractice({ assessments, devices }: { assessments: Assessment[]; devices?: VoiceDevices }) {
  const { t } = useTranslation();
  // A phone can take a call, but practice calls run long and need both hands free: we say so, and still allow it.
  const phone = usePhone();
  const practice = useVoicePractice(assessments, devices);
  const { calls, visibleCount, selected, idle } = practice;
  const anyRunning = useSelector(practice.practice, (s) => s.matches('inCall'));
  const now = useNow(1000, anyRunning);
  const [panelOpen, setPanelOpen] = useState(true);
  const panelId = useId();
  const visible = calls.slice(0, visibleCount);
  const completedCount = useSelector(practice.practice, (s) => s.context.finished.length);
  const title = assessments[0]?.batchName ?? t('practice.session.title');
  const idleWarning: IdleStatus = idle.status;

  return (
    <>
      <PageHeader
        eyebrow={<PracticeBreadcrumb current={title} />}
        title={t('practice.voice.title')}
        description={t('practice.voice.progress', { done: completedCount, total: assessments.length })}
        actions={
          <Tooltip label={panelOpen ? t('practice.voice.panel.hide') : t('practice.voice.panel.show')} withArrow>
            <Indicator disabled={idleWarning === 'normal'} color="red" size={10} offset={4} processing data-testid="idle-dot">
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => setPanelOpen((open) => !open)}
                aria-expanded={panelOpen}
                aria-controls={panelId}
                aria-label={`${panelOpen ? t('practice.voice.panel.hide') : t('practice.voice.panel.show')}${idleWarning === 'normal' ? '' : ` (${t('practice.voice.panel.idleWarning')})`}`}
                data-testid="panel-toggle"
              >
                {panelOpen ? (
                  <IconLayoutSidebarRightCollapse size={18} aria-hidden />
                ) : (
                  <IconLayoutSidebarRightExpand size={18} aria-hidden />
                )}
              </ActionIcon>
            </Indicator>
          </Tooltip>
        }
      />
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: panelOpen ? 8 : 12 }}>
          <Stack gap="md">
            {phone && !practice.finished && (
              <Alert color="blue" variant="light" icon={<IconDeviceLaptop size={18} aria-hidden />} data-testid="voice-needs-larger-screen">
                {t('practice.voice.largerScreen')}
              </Alert>
            )}
            {!practice.finished && <SpeechStatusNotice />}
            {practice.finished && <PracticeResultCard items={calls.map((c) => c.ref.getSnapshot().context.item)} />}
            <Paper withBorder radius="lg" p="md" shadow="xs" data-testid="call-area">
              {selected ? (
                <CallArea key={selected.id} call={selected.ref} practice={practice} durationMs={practice.durationMs(selected.id, now)} />
              ) : (
                <Stack align="center" justify="center" mih={320} gap="sm" data-testid="no-call">
                  {visible.length === 0 && <Loader size="md" aria-label={t('practice.voice.waitingForCalls')} />}
                  <Text c="dimmed">{t('practice.voice.noCallSelected')}</Text>
                </Stack>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        {panelOpen && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SidePanel id={panelId} practice={practice} visible={visible} now={now} />
          </Grid.Col>
        )}
      </Grid>
    </>
  );
}

type Practice = ReturnType<typeof useVoicePractice>;

function SidePanel({ id, practice, visible, now }: { id: string; practice: Practice; visible: Practice['calls']; now: number }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const selected = practice.selected;
  const view = useSelector(
    selected?.ref,
    (s) => (s ? callView(s) : null),
    (a, b) => (a && b ? sameView(a, b) : a === b),
  );
  const [tab, setTab] = useState<PanelTab>('calls');
  const started = view !== null && view.item.session !== null && view.status !== 'pending' && view.status !== 'ringing';
  const activeCall = view !== null && (view.status === 'started' || view.status === 'connecting');
  const showCrm = view?.item.session ? view.item.session.isCrmEnabled : crmRequired(group.account.accountConfigProperties);
  const showTranscript = view?.assessment.realTimeFeedback ?? false;
  const transcriptEnabled = started && view !== null && (view.assessment.liveTranscript || view.status === 'completed');
  // A finished call whose required form was not sent opens the form, which says it is still owed.
  const crmOwed = showCrm && started && view.status === 'completed' && !view.item.crm.isCrmSubmitted;
  useEffect(() => {
    if (crmOwed) setTab('crm');
  }, [crmOwed, view?.id]);
  useEffect(() => {
    if ((tab === 'crm' && (!showCrm || !started)) || (tab === 'transcript' && (!showTranscript || !transcriptEnabled))) setTab('calls');
  }, [tab, showCrm, showTranscript, started, transcriptEnabled]);
  const durations = useMemo(() => (callId: string) => practice.durationMs(callId, now), [practice, now]);
  const onCrmValues = useCallback((values: CrmValues) => selected?.ref.send({ type: 'CRM.VALUES', values }), [selected]);
  const onCrmFields = useCallback(
    (fields: CrmFieldConfig[]) => selected && practice.registerCrmFields(selected.id, fields),
    [practice, selected],
  );

  return (
    <Paper withBorder radius="lg" p="sm" shadow="xs" id={id} data-testid="side-panel">
      <Tabs value={tab} onChange={(value) => setTab((value as PanelTab | null) ?? 'calls')} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="calls" px="xs" fz="sm" leftSection={<IconPhoneCall size={14} aria-hidden />} data-testid="tab-calls">
            {activeCall ? t('practice.voice.tabs.callList') : t('practice.voice.tabs.callerList')}
          </Tabs.Tab>
          {showCrm && (
            <Tabs.Tab
              value="crm"
              px="xs"
              fz="sm"
              leftSection={<IconClipboardText size={14} aria-hidden />}
              disabled={!started}
              data-testid="tab-crm"
            >
              {t('practice.voice.tabs.crm')}
            </Tabs.Tab>
          )}
          {showTranscript && (
            <Tabs.Tab
              value="transcript"
              px="xs"
              fz="sm"
              leftSection={<IconFileText size={14} aria-hidden />}
              disabled={!transcriptEnabled}
              data-testid="tab-transcript"
            >
              {t('practice.chat.tabs.transcript')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="calls" pt="sm">
          <Group justify="space-between" px={4} pb="xs">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('practice.voice.list.heading')}
            </Text>
            <Badge size="sm" variant="light" color="gray">
              {t('practice.chat.list.count', { shown: visible.length, total: practice.calls.length })}
            </Badge>
          </Group>
          <CallList
            calls={visible}
            selectedId={selected?.id ?? null}
            idleStatus={practice.idle.status}
            durationMs={durations}
            onSelect={practice.select}
            reviewing={practice.finished}
          />
        </Tabs.Panel>
        {showCrm && view && (
          <Tabs.Panel value="crm" pt="sm">
            <CrmPanel
              key={view.id}
              item={view.item}
              onValues={onCrmValues}
              onFields={onCrmFields}
              onSubmit={(fields, values) => practice.submitCrm(view.id, fields, values)}
              onActivity={practice.resetIdle}
            />
          </Tabs.Panel>
        )}
        {showTranscript && view && (
          <Tabs.Panel value="transcript" pt="sm">
            <TranscriptPanel entries={view.item.transcript} completed={view.status === 'completed'} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}

/** The selected call: header with controls, conversation, live voice typing, then the score. */
function CallArea({ call, practice, durationMs }: { call: CallActor; practice: Practice; durationMs: number }) {
  const view = useSelector(call, callView, sameView);
  const flags = visibilityFlags(view.item.session?.visibilityId ?? view.assessment.visibilityId);
  const { resetIdle } = practice;

  const toggleMic = useCallback(() => {
    resetIdle();
    call.send({ type: 'MIC.TOGGLE' });
  }, [call, resetIdle]);

  // Enter toggles the mic during an active call (roleplay.md §4 Mic).
  useEffect(() => {
    if (view.status !== 'started') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.repeat || event.defaultPrevented || event.isComposing || isForAControl(event.target)) return;
      event.preventDefault();
      toggleMic();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [view.status, toggleMic]);

  return (
    <Stack gap="md" data-testid="call" data-call={view.id} data-status={view.status}>
      <CallHeader
        view={view}
        durationMs={durationMs}
        onAnswer={() => call.send({ type: 'ANSWER' })}
        onEnd={() => call.send({ type: 'END' })}
        onToggleMic={toggleMic}
      />
      <VoiceConversation
        entries={view.item.conversation}
        customerName={view.assessment.additionalCustomerData.name}
        flags={flags}
        botWorking={view.botWorking}
        canSayAgain={view.canSayAgain}
        onSayAgain={(text) => call.send({ type: 'SAY_AGAIN', text })}
        currentIndex={currentQuestionIndex(view.item)}
        canChoose={view.canSayAgain && view.status === 'started'}
        onChoose={(chip) => {
          resetIdle();
          call.send({ type: 'CHOOSE', chip });
        }}
      />
      {flags.canShowUserResponse && <VoiceTyping view={view} />}
      <CallScore view={view} onRetry={() => call.send({ type: 'RETRY' })} />
    </Stack>
  );
}

/** The read-only voice-typing field: what the recogniser hears, live; cleared once the call completes. */
function VoiceTyping({ view }: { view: CallView }) {
  const { t } = useTranslation();
  if (view.status !== 'started' && view.status !== 'connecting') return null;
  return (
    <Textarea
      readOnly
      autosize
      minRows={2}
      maxRows={4}
      label={t('practice.voice.voiceTyping.label')}
      placeholder={view.mic === 'live' ? t('practice.voice.voiceTyping.listening') : t('practice.voice.voiceTyping.placeholder')}
      value={view.liveText}
      data-testid="voice-typing"
      data-mic={view.mic}
    />
  );
}

function CallScore({ view, onRetry }: { view: CallView; onRetry: () => void }) {
  const { t } = useTranslation();
  if (view.scoreFailed) return <ScoreFailed onRetry={onRetry} message={t('practice.voice.scoreFailed')} />;
  if (view.scoring) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="scoring">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('practice.voice.scoring')}</Text>
        </Group>
      </Paper>
    );
  }
  const score = view.item.score;
  if (!score) return null;
  const line = t(RESULT_KEYS[finishLineLevel(score.overAllScoreWeightage, view.assessment.scripted)].line);
  return <ScoreBlock score={score} revealed={line} />;
}
