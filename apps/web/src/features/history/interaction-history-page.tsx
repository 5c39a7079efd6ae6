import { Paper } from '@mantine/core';
import { IconChartHistogram } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeader } from '../../shared/ui/page-header';

/** Engage's Reports view: interaction history. */
export function InteractionHistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb items={[t('nav.reports'), t('history.title')]} />}
        title={t('history.title')}
        description={t('history.description')}
      />
      <Paper withBorder>
        <EmptyState
          icon={<IconChartHistogram size={28} />}
          title={t('history.emptyTitle')}
          description={t('history.emptyDescription')}
          order={2}
        />
      </Paper>
    </>
  );
}
