import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { PracticeBreadcrumb } from '../practice-breadcrumb';
import { BatchTable } from './batch-table';
import { UsecaseTable } from './usecase-table';

/** Roleplay authoring (guardians and above): the group's roleplays and its batches. */
export function AuthoringPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'batches' ? 'batches' : 'usecases';
  return (
    <>
      <PageHeader
        eyebrow={<PracticeBreadcrumb current={t('roleplayAuthoring.title')} />}
        title={t('roleplayAuthoring.title')}
        description={t('roleplayAuthoring.description')}
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'batches' ? { tab: 'batches' } : {}, { replace: true })}
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
        </Tabs.List>
        <Tabs.Panel value="usecases">
          <UsecaseTable />
        </Tabs.Panel>
        <Tabs.Panel value="batches">
          <BatchTable />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
