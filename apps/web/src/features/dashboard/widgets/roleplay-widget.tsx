import { useId, type ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconMasksTheater, IconMessages, IconPhone } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLEPLAY_TYPE, recentScoresReply, usecaseCardPage, type RecentScore, type UsecaseCard } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { http } from '../../../shared/api/http-client';
import { parseReply } from '../../../shared/api/parse-reply';
import { RECONNECTED } from '../../../shared/events/events-socket';
import { useServerEvents } from '../../../shared/events/use-server-events';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { RelativeTimeLabel } from '../../../shared/ui/relative-time-label';
import { WidgetLoading } from './widget-loading';
import classes from '../dashboard.module.css';

// Three fit the default 1×7 card with the scores under them; the rest are one link away.
const SHOWN = 3;
const ENGAGE = '/dashboard/engage';
/** What the server sends when a trainer assigns, publishes or changes a batch (roleplay usecases module). */
const USECASES_CHANGED = 'roleplay.usecases.changed';

/** The widget's cached data: one key per group; Refresh resets every user's entry under it. */
export const roleplayWidgetKey = (tenantId: string) => ['widget', 'roleplay', tenantId] as const;

function PracticeRow({ card }: { card: UsecaseCard }) {
  const { t } = useTranslation();
  const voice = card.type === ROLEPLAY_TYPE.voice;
  return (
    <li>
      <Anchor component={Link} to={ENGAGE} underline="never" c="inherit" className={classes.compactRow} data-testid="roleplay-practice">
        <Group gap={6} wrap="nowrap">
          {voice ? <IconPhone size={14} aria-hidden /> : <IconMessages size={14} aria-hidden />}
          <Text size="sm" fw={500} lineClamp={1}>
            {card.name}
          </Text>
        </Group>
        {/* One line of facts, cut short rather than wrapped: the widget is often one column wide. */}
        <Group gap={6} mt={2} wrap="nowrap">
          <Badge size="xs" variant="light" color="gray" style={{ flex: 'none' }}>
            {voice ? t('widgets.roleplay.voice') : t('widgets.roleplay.chat')}
          </Badge>
          <Badge size="xs" variant="light" color="gray" style={{ flex: 'none' }}>
            {card.scripted ? t('widgets.roleplay.scripted') : t('widgets.roleplay.unscripted')}
          </Badge>
          {card.batchName && (
            <Text size="xs" c="dimmed" truncate title={t('widgets.roleplay.batch', { name: card.batchName })}>
              {t('widgets.roleplay.batch', { name: card.batchName })}
            </Text>
          )}
        </Group>
      </Anchor>
    </li>
  );
}

const TONE_COLOR = { good: 'teal', fair: 'yellow', poor: 'red' } as const;

function ScoreRow({ score }: { score: RecentScore }) {
  const { t } = useTranslation();
  return (
    <li className={classes.compactRow} data-testid="roleplay-score">
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text size="sm" fw={500} lineClamp={1}>
          {score.name}
        </Text>
        <Badge size="sm" variant="light" color={TONE_COLOR[score.band.tone]} style={{ flex: 'none' }}>
          {t('widgets.roleplay.scorePercent', { value: Math.round(score.overallScore) })}
        </Badge>
      </Group>
      <Group gap={6} mt={2} wrap="nowrap">
        <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
          {score.level === 'exceptional' ? t('widgets.roleplay.exceptional') : t('widgets.roleplay.average')}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          <RelativeTimeLabel value={score.scoredDate} />
        </Text>
      </Group>
    </li>
  );
}

/** A small honest empty block inside the widget (the widget is often only one column wide). */
function Nothing({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" px={8} py={4}>
      <ThemeIcon size={28} radius="xl" variant="light" color="brand" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      </div>
    </Group>
  );
}

/**
 * The practices assigned to the user (roleplay.md: the Assigned tab's list, assigned first) and
 * their own latest scored sessions (overall score in its colour band, result level, when). Until the
 * user has finished one the widget says so instead of inventing numbers.
 */
export function RoleplayWidget({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const { user } = useReadySession();
  const queryClient = useQueryClient();
  const headingId = useId();
  const key = [...roleplayWidgetKey(tenantId), user.userId] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      parseReply(
        usecaseCardPage,
        await http.get('/apigateway/tbsrvc/usecases/userusecasemapping', { query: { userId: user.userId, page: 0, size: SHOWN }, signal }),
      ),
  });
  // A trainer assigning a roleplay (or a reconnect after missed events) updates the list at once.
  useServerEvents(tenantId, (event) => {
    if (event.type === USECASES_CHANGED || event.type === RECONNECTED) void queryClient.invalidateQueries({ queryKey: key });
  });
  const scores = useQuery({
    queryKey: [...key, 'scores'],
    queryFn: async ({ signal }) =>
      parseReply(recentScoresReply, await http.get('/apigateway/tbsrvc/usersession/recent', { query: { size: SHOWN }, signal })),
  });
  if (query.isPending) return <WidgetLoading />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const assigned = query.data.content.filter((card) => card.assigned);

  return (
    <Stack gap="xs">
      <section aria-labelledby={`${headingId}-assigned`}>
        <Group justify="space-between" gap="xs" px={8}>
          <Title order={4} size="sm" id={`${headingId}-assigned`}>
            {t('widgets.roleplay.assigned')}
            {assigned.length > 0 && (
              <Badge
                size="sm"
                variant="light"
                color="brand"
                ml={6}
                data-testid="roleplay-assigned-count"
                title={t('widgets.roleplay.shownOf', { shown: assigned.length, count: query.data.totalElements })}
              >
                {query.data.totalElements}
              </Badge>
            )}
          </Title>
          <Anchor component={Link} to={ENGAGE} size="sm">
            {t('widgets.roleplay.open')}
          </Anchor>
        </Group>
        {assigned.length === 0 ? (
          <Nothing
            icon={<IconMasksTheater size={16} />}
            title={t('widgets.roleplay.emptyTitle')}
            description={t('widgets.roleplay.emptyDescription')}
          />
        ) : (
          <ul className={classes.plainList}>
            {assigned.map((card) => (
              <PracticeRow key={card.useCaseId} card={card} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${headingId}-scores`} className={classes.widgetSection}>
        <Title order={4} size="sm" id={`${headingId}-scores`} px={8} mb={2}>
          {t('widgets.roleplay.scoresTitle')}
        </Title>
        {scores.isError ? (
          <LoadFailed onRetry={() => void scores.refetch()} />
        ) : scores.data && scores.data.length > 0 ? (
          <ul className={classes.plainList}>
            {scores.data.map((score) => (
              <ScoreRow key={score.userSessionId} score={score} />
            ))}
          </ul>
        ) : scores.data ? (
          <Nothing
            icon={<IconChartBar size={16} />}
            title={t('widgets.roleplay.noScoresTitle')}
            description={t('widgets.roleplay.noScoresDescription')}
          />
        ) : null}
      </section>
    </Stack>
  );
}
