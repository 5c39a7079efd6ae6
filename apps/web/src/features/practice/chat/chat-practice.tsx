import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { Carousel } from '@mantine/carousel';
import { Badge, Button, Drawer, Grid, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconClipboardText, IconFileText, IconLayoutBottombarExpand, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Assessment } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { useNarrow } from '../../../shared/hooks/use-screen';
import { PageHeader } from '../../../shared/ui/page-header';
import { PracticeBreadcrumb } from '../practice-breadcrumb';
import { useChatPractice } from './hooks/use-chat-practice';
import { useNow } from './hooks/use-now';
import { allCompleted, type ChatItem } from './logic/chat-state';
import type { CrmFieldConfig, CrmValues } from './logic/crm-validation';
import { ChatList } from './ui/chat-list';
import { ChatSlide } from './ui/chat-slide';
import { CrmPanel } from './ui/crm-panel';
import { PracticeResultCard } from './ui/practice-result-card';
import { RESULT_KEYS } from './ui/score-block';
import { TranscriptPanel } from './ui/transcript-panel';
import '@mantine/carousel/styles.css';

type PanelTab = 'chats' | 'crm' | 'transcript';

const crmRequired = (properties: { property: string; value: string }[] | null) =>
  properties?.some((p) => p.property === 'is_CRM_required' && p.value.toLowerCase() === 'true') ?? false;

/** The chat practice screen (roleplay.md §2 Chat practice screen, §4 Chat). */
export function ChatPractice({ assessments }: { assessments: Assessment[] }) {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const resultLine = useCallback((level: 'exceptional' | 'average') => t(RESULT_KEYS[level].line), [t]);
  const practice = useChatPractice(assessments, resultLine);
  const { state, visibleCount, selected } = practice;
  const visible = state.items.slice(0, visibleCount);
  const slideIndex = Math.max(
    0,
    visible.findIndex((i) => i.assessment.id === state.selectedId),
  );
  const anyRunning = state.items.some((i) => i.phase === 'active');
  const now = useNow(1000, anyRunning);
  const [tab, setTab] = useState<PanelTab>('chats');
  // Below a laptop's width the side panel is a sheet from the bottom, so the conversation keeps the full width.
  const narrow = useNarrow();
  const [sheetOpen, setSheetOpen] = useState(false);
  const embla = useRef<EmblaCarouselType | null>(null);
  useEffect(() => {
    embla.current?.reInit();
    embla.current?.scrollTo(slideIndex);
  }, [slideIndex, visible.length]);

  const started = selected !== null && selected.session !== null;
  const showCrm = selected?.session ? selected.session.isCrmEnabled : crmRequired(group.account.accountConfigProperties);
  const showTranscript = selected?.assessment.realTimeFeedback ?? false;
  const transcriptEnabled = started && (selected.assessment.liveTranscript || selected.phase === 'completed');
  // A finished chat whose required form was not sent opens the form, which says it is still owed.
  const crmOwed = showCrm && started && selected.phase === 'completed' && !selected.crm.isCrmSubmitted;
  useEffect(() => {
    if (!crmOwed) return;
    setTab('crm');
    if (narrow) setSheetOpen(true);
  }, [crmOwed, state.selectedId, narrow]);
  useEffect(() => {
    if ((tab === 'crm' && (!showCrm || !started)) || (tab === 'transcript' && (!showTranscript || !transcriptEnabled))) setTab('chats');
  }, [tab, showCrm, showTranscript, started, transcriptEnabled]);

  const title = assessments[0]?.batchName ?? t('practice.session.title');
  const onCrmValues = useCallback(
    (values: CrmValues) => selected && practice.setCrmValues(selected.assessment.id, values),
    [practice, selected],
  );
  const onCrmFields = useCallback(
    (fields: CrmFieldConfig[]) => selected && practice.registerCrmFields(selected.assessment.id, fields),
    [practice, selected],
  );
  const done = allCompleted(state);
  const completedCount = state.items.filter((i) => i.phase === 'completed').length;
  const durations = useMemo(() => (id: string) => practice.durationMs(id, now), [practice, now]);
  const selectChat = (id: string) => {
    practice.select(id);
    setSheetOpen(false);
  };

  const panel = (
    <Tabs value={tab} onChange={(value) => setTab((value as PanelTab | null) ?? 'chats')} keepMounted={false}>
      <Tabs.List grow>
        {/* Compact, as on the voice screen: the three tabs stay on one line in a third of a 1440 px screen. */}
        <Tabs.Tab value="chats" px="xs" fz="sm" leftSection={<IconMessages size={14} aria-hidden />} data-testid="tab-chats">
          {t('practice.chat.tabs.chatList')}
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
            {t('practice.chat.tabs.crm')}
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
      <Tabs.Panel value="chats" pt="sm">
        <Group justify="space-between" px={4} pb="xs">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('practice.chat.list.heading')}
          </Text>
          <Badge size="sm" variant="light" color="gray">
            {t('practice.chat.list.count', { shown: visible.length, total: assessments.length })}
          </Badge>
        </Group>
        <ChatList
          items={visible}
          selectedId={state.selectedId}
          idleStatus={practice.idle.status}
          durationMs={durations}
          onSelect={selectChat}
        />
      </Tabs.Panel>
      {showCrm && selected && (
        <Tabs.Panel value="crm" pt="sm">
          <CrmPanel
            key={selected.assessment.id}
            item={selected}
            onValues={onCrmValues}
            onFields={onCrmFields}
            onSubmit={(fields, values) => practice.submitCrm(selected.assessment.id, fields, values)}
            onActivity={() => practice.resetIdle(selected.assessment.id)}
          />
        </Tabs.Panel>
      )}
      {showTranscript && selected && (
        <Tabs.Panel value="transcript" pt="sm">
          <TranscriptPanel entries={selected.transcript} completed={selected.phase === 'completed'} />
        </Tabs.Panel>
      )}
    </Tabs>
  );

  return (
    <>
      <PageHeader
        eyebrow={<PracticeBreadcrumb current={title} />}
        title={t('practice.chat.title')}
        description={t('practice.chat.progress', { done: completedCount, total: assessments.length })}
      />
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={narrow ? 12 : 8}>
          <Stack gap="md">
            {narrow && (
              <Button
                variant="default"
                leftSection={<IconLayoutBottombarExpand size={16} aria-hidden />}
                onClick={() => setSheetOpen(true)}
                aria-expanded={sheetOpen}
                style={{ alignSelf: 'flex-start' }}
                data-testid="side-panel-open"
              >
                {t('practice.chat.sheet.open')}
              </Button>
            )}
            {done && <PracticeResultCard items={state.items} />}
            <Paper withBorder radius="lg" p="md" shadow="xs" data-testid="chat-area">
              {visible.length === 0 || selected === null ? (
                <Stack align="center" justify="center" mih={320} gap="sm" data-testid="no-chat">
                  {visible.length === 0 ? <Loader size="md" aria-label={t('practice.chat.waitingForChats')} /> : null}
                  <Text c="dimmed">{t('practice.chat.noChatSelected')}</Text>
                </Stack>
              ) : (
                <Carousel
                  withControls={false}
                  withIndicators={false}
                  withKeyboardEvents={false}
                  emblaOptions={{ watchDrag: false, align: 'start', duration: 20, startIndex: slideIndex }}
                  getEmblaApi={(api) => {
                    embla.current = api;
                  }}
                  slideGap="md"
                  aria-roledescription={t('practice.chat.carousel')}
                  aria-label={t('practice.chat.carouselLabel')}
                  data-testid="chat-carousel"
                >
                  {visible.map((item) => (
                    <Slide key={item.assessment.id} item={item} selectedId={state.selectedId} practice={practice} />
                  ))}
                </Carousel>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        {!narrow && (
          <Grid.Col span={4}>
            <Paper withBorder radius="lg" p="sm" shadow="xs" data-testid="side-panel">
              {panel}
            </Paper>
          </Grid.Col>
        )}
      </Grid>
      {narrow && (
        <Drawer
          opened={sheetOpen}
          onClose={() => setSheetOpen(false)}
          position="bottom"
          size="75%"
          title={t('practice.chat.sheet.title')}
          closeButtonProps={{ 'aria-label': t('actions.close') }}
          data-testid="side-panel"
        >
          {panel}
        </Drawer>
      )}
    </>
  );
}

/** A carousel slide; every chat but the selected one is inert (out of the tab order and the accessibility tree). */
function Slide({
  item,
  selectedId,
  practice,
}: {
  item: ChatItem;
  selectedId: string | null;
  practice: ReturnType<typeof useChatPractice>;
}) {
  const selected = item.assessment.id === selectedId;
  return (
    <Carousel.Slide inert={!selected} aria-hidden={!selected || undefined}>
      <ChatSlide item={item} selectedId={selectedId} practice={practice} />
    </Carousel.Slide>
  );
}
