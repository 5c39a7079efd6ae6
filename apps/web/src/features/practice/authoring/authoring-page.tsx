import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { PracticeBreadcrumb } from '../practice-breadcrumb';
import { UserSyncPanel } from '../../history/sync/user-sync-panel';
import { BatchTable } from './batch-table';
import { UsecaseTable } from './usecase-table';

/** Roleplay authoring (guardians and above): the group's roleplays, its batches and the user sync. */
export function AuthoringPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'batches' || asked === 'sync' ? asked : 'usecases';
  return (
    <>
      <PageHeader
        eyebrow={<PracticeBreadcrumb current={t('roleplayAuthoring.title')} />}
        title={t('roleplayAuthoring.title')}
        description={t('roleplayAuthoring.description')}
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'batches' || value === 'sync' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="usecases" data-testid="authoring-tab-usecases">
            {t('roleplayAuthoring.tabs.usecases')}
          </Tabs.Tab>
          <Tabs.Tab value="batches" data-testid="authoring-tab-batches">
            {t('roleplayAuthoring.tabs.batches')}
          </Tabs.Tab>
          <Tabs.Tab value="sync" data-testid="authoring-tab-sync">
            {t('roleplayAuthoring.tabs.userSync')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="usecases">
          <UsecaseTable />
        </Tabs.Panel>
        <Tabs.Panel value="batches">
          <BatchTable />
        </Tabs.Panel>
        <Tabs.Panel value="sync">
          <UserSyncPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
