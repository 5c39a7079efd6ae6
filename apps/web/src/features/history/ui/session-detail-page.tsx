import { useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Tabs, Text } from '@mantine/core';
import { IconArrowLeft, IconChartBar, IconClock, IconFileSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLEPLAY_TYPE, roleAtLeast, type ChatScriptReply, type HistoryMessage } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { showToast } from '../../../app/toasts/toast';
import { globalToastText } from '../../../app/toasts/global-error-toast';
import { i18next } from '../../../shared/i18n/i18n';
import { Breadcrumb } from '../../../shared/ui/breadcrumb';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PageHeader } from '../../../shared/ui/page-header';
import { historyApi, historyKeys, historyTimestamp } from '../history-api';
import { AudioTab } from './audio-tab';
import { ChatTranscriptionTab } from './chat-transcription-tab';
import { CommentPanel } from './comment-panel';
import { CrmTab } from './crm-tab';
import { REPORTS_PATH, type BackState } from './interaction-history-page';
import { ScoreSummaryTab } from './score-summary-tab';

type DetailTab = 'audio' | 'chat' | 'score' | 'comments' | 'crm';

/** Which tabs a session has (roleplay.md §2): audio for voice calls without masking, score for scripted ones, CRM when required. */
export function detailTabs(detail: Pick<ChatScriptReply, 'session' | 'maskingEnabled' | 'isCrmRequired'>): DetailTab[] {
  const tabs: DetailTab[] = [];
  if (detail.session.type === ROLEPLAY_TYPE.voice && !detail.maskingEnabled) tabs.push('audio');
  tabs.push('chat');
  if (detail.session.scripted) tabs.push('score');
  tabs.push('comments');
  if (detail.isCrmRequired) tabs.push('crm');
  return tabs;
}

const TAB_LABELS: Readonly<Record<DetailTab, string>> = {
  audio: 'history.tabs.audio',
  chat: 'history.tabs.chat',
  score: 'history.tabs.score',
  comments: 'history.tabs.comments',
  crm: 'history.tabs.crm',
};

/** A failed review call: the §8 message of what failed as the title, the catalogue's text for the status under it. */
function failureToast(type: 'warning' | 'error', titleKey: string, messageKey: string | null, error: unknown) {
  const status = globalToastText(error);
  showToast({ type, title: i18next.t(titleKey), message: messageKey ? i18next.t(messageKey) : i18next.t(status.key, status.values) });
}

/** One session of the history with its tabs; 'Back to User List' returns to the list as it was. */
export function SessionDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user, group } = useReadySession();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const key = historyKeys.session(group.groupId, id);
  const [exporting, setExporting] = useState(false);

  const detail = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => historyApi.chatScript(id, signal),
    meta: { errorTitle: 'history.errors.fetchChatScript' },
  });

  const back = (location.state as BackState | null)?.back ?? REPORTS_PATH;
  const goBack = () => void navigate(back);

  const scoreEdit = useMutation({
    meta: { silent: true },
    mutationFn: ({ message, score }: { message: HistoryMessage; score: number }) => historyApi.editScore({ id: message.id, score }),
    onSuccess: (reply) => {
      queryClient.setQueryData<ChatScriptReply>(key, (current) =>
        current
          ? {
              ...current,
              messages: current.messages.map((m) => (m.id === reply.chatMessage.id ? reply.chatMessage : m)),
              scoreSummary: reply.scoreSummary,
              session: {
                ...current.session,
                score: reply.score,
                ahtPercentage: reply.trainingScore?.ahtScorePercentage ?? null,
                trainingScore: reply.trainingScore,
              },
            }
          : current,
      );
      // The edit scored the session again: the list, progress and agreement read the new score too (this
      // detail already holds the reply's).
      void queryClient.invalidateQueries({
        queryKey: historyKeys.all(group.groupId),
        predicate: (query) => ['list', 'progress', 'agreement'].includes(String(query.queryKey[2])),
      });
      showToast({ type: 'success', message: t('history.toasts.scoreUpdated') });
    },
    onError: (error) => failureToast('warning', 'history.errors.updateScore', 'history.toasts.scoreNotSaved', error),
  });

  const comment = useMutation({
    meta: { silent: true },
    mutationFn: (value: { comment: string; isReviewed: boolean }) =>
      historyApi.comment({ id, comment: value.comment || null, isReviewed: true }),
    onSuccess: () => {
      showToast({ type: 'success', message: t('history.toasts.commentUpdated') });
      void queryClient.invalidateQueries({ queryKey: historyKeys.all(group.groupId) });
    },
    onError: (error) => failureToast('error', 'history.errors.updateComments', null, error),
  });

  const backButton = (
    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={goBack} data-testid="back-to-list">
      {roleAtLeast(user.role, 'mentor') ? t('history.backToList') : t('history.backToHistory')}
    </Button>
  );

  if (detail.isError && !detail.data)
    return (
      <>
        <PageHeader
          eyebrow={<Breadcrumb items={[t('nav.reports'), t('history.title')]} />}
          title={t('history.detailTitle')}
          actions={backButton}
        />
        <Paper withBorder>
          <LoadFailed onRetry={() => void detail.refetch()} />
        </Paper>
      </>
    );
  if (!detail.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('history.loadingSession')} />
      </Center>
    );

  const { session, messages, permissions } = detail.data;
  const tabs = detailTabs(detail.data);
  const asked = search.get('tab') as DetailTab | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0]!;
  const voice = session.type === ROLEPLAY_TYPE.voice;

  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb items={[t('nav.reports'), t('history.title'), session.useCaseName]} />}
        title={session.useCaseName}
        description={t('history.detailDescription', {
          name: session.userName,
          date: historyTimestamp(session.sessionStartDateTime),
        })}
        actions={backButton}
      />
      <Group gap="xs" mb="md" data-testid="session-facts">
        <Badge variant="light" color="gray">
          {voice ? t('practice.types.voice') : t('practice.types.chat')}
        </Badge>
        <Badge variant="light" color="gray">
          {session.scripted ? t('history.scripted') : t('history.unscripted')}
        </Badge>
        {session.batchName && (
          <Badge variant="light" color="gray">
            {session.batchName}
          </Badge>
        )}
        <Badge variant="light" color="gray" leftSection={<IconClock size={12} aria-hidden />} data-testid="session-duration">
          {t('practice.chat.list.duration')} {session.duration}
        </Badge>
        {session.score !== null && (
          <Badge variant="light" color="brand" leftSection={<IconChartBar size={12} aria-hidden />} data-testid="session-score">
            {t('history.overallScore', { value: Math.round(session.score) })}
          </Badge>
        )}
        <Badge variant="light" color={session.isReviewed ? 'teal' : 'gray'} data-testid="session-reviewed">
          {session.isReviewed ? t('history.review.yes') : t('history.review.no')}
        </Badge>
        <Text size="xs" c="dimmed">
          {session.email}
        </Text>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== tabs[0] ? { tab: value } : {}, { replace: true, state: location.state })}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List mb="md">
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`detail-tab-${value}`}>
              {t(TAB_LABELS[value])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.includes('audio') && (
          <Tabs.Panel value="audio">
            <Paper withBorder radius="md" p="md">
              <AudioTab sessionId={session.id} name={session.useCaseName} hasRecording={detail.data.hasRecording} />
            </Paper>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="chat">
          <ChatTranscriptionTab
            messages={messages}
            customerName={t('history.chat.customer')}
            advisorName={session.userName}
            canEditScores={permissions.canEditScores}
            savingId={scoreEdit.isPending ? scoreEdit.variables.message.id : null}
            exporting={exporting}
            onEditScore={(message, score) => scoreEdit.mutate({ message, score })}
            onCancelScore={() => showToast({ type: 'warning', message: t('history.toasts.scoreNotSaved') })}
            onExport={() => {
              setExporting(true);
              historyApi
                .exportCsv(
                  session.id,
                  t('history.chat.csvName', { name: session.useCaseName, date: session.sessionStartDateTime.slice(0, 10) }),
                )
                .catch((error: unknown) => failureToast('error', 'history.errors.fetchChatScript', null, error))
                .finally(() => setExporting(false));
            }}
          />
        </Tabs.Panel>
        {tabs.includes('score') && (
          <Tabs.Panel value="score">
            {detail.data.scoreSummary ? (
              <ScoreSummaryTab summary={detail.data.scoreSummary} fields={session.trainingScore} steps={detail.data.steps} />
            ) : (
              <EmptyState
                icon={<IconFileSearch size={28} />}
                title={t('history.score.noneTitle')}
                description={t('history.score.noneDescription')}
              />
            )}
          </Tabs.Panel>
        )}
        <Tabs.Panel value="comments">
          <Paper withBorder radius="md" p="md" maw={720}>
            {session.isOwn && !session.comment && roleAtLeast(user.role, 'mentor') && (
              <Alert variant="light" color="gray" mb="sm">
                {t('history.comments.ownSession')}
              </Alert>
            )}
            <CommentPanel
              savedComment={session.comment}
              reviewed={session.isReviewed}
              reviewedBy={session.reviewedBy?.name ?? null}
              reviewedAt={session.reviewedDateTime ? historyTimestamp(session.reviewedDateTime) : null}
              reviewer={permissions.canComment}
              saving={comment.isPending}
              onSubmit={(value) => comment.mutate(value)}
            />
          </Paper>
        </Tabs.Panel>
        {tabs.includes('crm') && (
          <Tabs.Panel value="crm">
            <CrmTab crm={detail.data.crm} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
