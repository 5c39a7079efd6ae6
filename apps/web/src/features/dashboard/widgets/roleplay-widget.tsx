import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMasksTheater, IconMessages, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLEPLAY_TYPE, usecaseCardPage } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { http } from '../../../shared/api/http-client';
import { parseReply } from '../../../shared/api/parse-reply';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { WidgetLoading } from './widget-loading';
import classes from '../dashboard.module.css';

const SHOWN = 5;

export const roleplayWidgetKey = (tenantId: string, userId: string) => ['widget', 'roleplay', tenantId, userId] as const;

/**
 * The practices assigned to the user (roleplay.md: the Assigned tab's list, assigned first), with the
 * way into Engage. Scores join them once the interaction history is recorded.
 */
export function RoleplayWidget({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const { user } = useReadySession();
  const query = useQuery({
    queryKey: roleplayWidgetKey(tenantId, user.userId),
    queryFn: async ({ signal }) =>
      parseReply(
        usecaseCardPage,
        await http.get('/apigateway/tbsrvc/usecases/userusecasemapping', { query: { userId: user.userId, page: 0, size: SHOWN }, signal }),
      ),
  });
  if (query.isPending) return <WidgetLoading />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const assigned = query.data.content.filter((card) => card.assigned);
  if (assigned.length === 0) {
    return (
      <EmptyState
        icon={<IconMasksTheater size={24} />}
        title={t('widgets.roleplay.emptyTitle')}
        description={t('widgets.roleplay.emptyDescription')}
        order={4}
        action={
          <Button component={Link} to="/dashboard/engage" variant="light" size="xs">
            {t('widgets.roleplay.open')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('widgets.roleplay.assigned')}
        </Text>
        <Anchor component={Link} to="/dashboard/engage" size="sm">
          {t('widgets.roleplay.open')}
        </Anchor>
      </Group>
      <ul className={classes.plainList}>
        {assigned.map((card) => (
          <li key={card.useCaseId} className={classes.listRow}>
            <Group gap={6} wrap="nowrap">
              {card.type === ROLEPLAY_TYPE.voice ? <IconPhone size={14} aria-hidden /> : <IconMessages size={14} aria-hidden />}
              <Text size="sm" fw={500} lineClamp={1}>
                {card.name}
              </Text>
            </Group>
            <Group gap={6} mt={2}>
              <Badge size="xs" variant="light" color="gray">
                {card.type === ROLEPLAY_TYPE.voice ? t('widgets.roleplay.voice') : t('widgets.roleplay.chat')}
              </Badge>
              <Badge size="xs" variant="light" color="gray">
                {card.scripted ? t('widgets.roleplay.scripted') : t('widgets.roleplay.unscripted')}
              </Badge>
            </Group>
          </li>
        ))}
      </ul>
      <Text size="xs" c="dimmed">
        {t('widgets.roleplay.scoresLater')}
      </Text>
    </Stack>
  );
}
