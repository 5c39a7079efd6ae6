import { Button, Tabs } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleAtLeast } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { RECONNECTED } from '../../../shared/events/events-socket';
import { useServerEvents } from '../../../shared/events/use-server-events';
import { PageHeader } from '../../../shared/ui/page-header';
import { PracticeBreadcrumb } from '../practice-breadcrumb';
import { practiceKeys, type PracticeTab } from '../practice-logic';
import { RoleplayBoard } from './roleplay-board';

/** Start Practice (roleplay.md §2): the Assigned tab and the All Roleplays library. */
export function StartPracticePage() {
  const { t } = useTranslation();
  const { user, group } = useReadySession();
  const [params, setParams] = useSearchParams();
  const tab: PracticeTab = params.get('tab') === 'all' ? 'all' : 'assigned';
  const queryClient = useQueryClient();
  // A trainer assigning or publishing a roleplay (or a reconnect after missed events) refreshes the lists.
  useServerEvents(group.groupId, (event) => {
    if (event.type === 'roleplay.usecases.changed' || event.type === RECONNECTED) {
      void queryClient.invalidateQueries({ queryKey: practiceKeys.lists(group.groupId) });
    }
  });

  return (
    <>
      <PageHeader
        eyebrow={<PracticeBreadcrumb current={t('practice.start.title')} />}
        title={t('practice.start.title')}
        description={t('practice.start.description')}
        actions={
          roleAtLeast(user.role, 'guardian') && (
            <Button component={Link} to="/dashboard/engage/authoring" variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
              {t('practice.start.authoring')}
            </Button>
          )
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'all' ? { tab: 'all' } : {}, { replace: true })}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="assigned" data-testid="tab-assigned">
            {t('practice.start.assigned')}
          </Tabs.Tab>
          <Tabs.Tab value="all" data-testid="tab-all">
            {t('practice.start.allRoleplays')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="assigned">
          <RoleplayBoard tab="assigned" />
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <RoleplayBoard tab="all" />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
