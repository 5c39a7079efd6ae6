import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconRefresh, IconRobot } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KBOT_EVENTS, roleAtLeast } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { showToast } from '../../../app/toasts/toast';
import { applicationsApi } from '../../../shared/api/applications-api';
import { RECONNECTED } from '../../../shared/events/events-socket';
import { useServerEvents } from '../../../shared/events/use-server-events';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { RelativeTimeLabel } from '../../../shared/ui/relative-time-label';
import { WidgetLoading } from './widget-loading';
import classes from '../dashboard.module.css';

export const kbotWidgetKey = (tenantId: string) => ['widget', 'kbot', tenantId] as const;

/** KBot's knowledge sync: when it was last asked for, and (guardians and above) asking again. */
export function KbotWidget({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const { user } = useReadySession();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: kbotWidgetKey(tenantId), queryFn: ({ signal }) => applicationsApi.kbotSyncs(signal) });
  // Everyone in the group sees a sync request the moment it is made.
  useServerEvents(tenantId, (event) => {
    if (event.type === KBOT_EVENTS.syncRequested || event.type === RECONNECTED)
      void queryClient.invalidateQueries({ queryKey: kbotWidgetKey(tenantId) });
  });
  const request = useMutation({
    mutationFn: (scope: 'incremental' | 'full') => applicationsApi.requestKbotSync(scope),
    onSuccess: async (result) => {
      showToast({
        type: result.alreadyQueued ? 'info' : 'success',
        message: result.alreadyQueued ? t('widgets.kbot.alreadyQueued') : t('widgets.kbot.requested'),
      });
      await queryClient.invalidateQueries({ queryKey: kbotWidgetKey(tenantId) });
    },
  });
  if (query.isPending) return <WidgetLoading />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const [last, ...earlier] = query.data.data;
  const canSync = roleAtLeast(user.role, 'guardian');
  const scopeLabel = (scope: 'incremental' | 'full') => t(scope === 'full' ? 'widgets.kbot.full' : 'widgets.kbot.quick');
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconRobot size={22} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        <div>
          <Text size="sm" fw={600}>
            {last ? t('widgets.kbot.lastRequest', { scope: scopeLabel(last.scope) }) : t('widgets.kbot.never')}
          </Text>
          <Text size="xs" c="dimmed">
            {last ? (
              <>
                {t('widgets.kbot.requestedBy', { name: last.requestedBy.name })} · <RelativeTimeLabel value={last.requestedAt} />
              </>
            ) : (
              t('widgets.kbot.neverDescription')
            )}
          </Text>
        </div>
      </Group>
      {canSync && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              loading={request.isPending}
              w="fit-content"
            >
              {t('widgets.kbot.sync')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => request.mutate('incremental')}>{t('widgets.kbot.syncQuick')}</Menu.Item>
            <Menu.Item onClick={() => request.mutate('full')}>{t('widgets.kbot.syncFull')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {earlier.length > 0 && (
        <div>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
            {t('widgets.kbot.earlier')}
          </Text>
          <ul className={classes.plainList}>
            {earlier.map((sync) => (
              <li key={sync.syncId}>
                <Text size="xs">
                  {scopeLabel(sync.scope)} · {t('widgets.kbot.requestedBy', { name: sync.requestedBy.name })} ·{' '}
                  <RelativeTimeLabel value={sync.requestedAt} />
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
