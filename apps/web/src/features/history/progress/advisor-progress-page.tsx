import { useMemo, useState } from 'react';
import { Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HISTORY_DEFAULTS } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { Breadcrumb } from '../../../shared/ui/breadcrumb';
import { lastDays, type DayRange } from '../../../shared/ui/day-range';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PageHeader } from '../../../shared/ui/page-header';
import { historyApi, historyKeys } from '../history-api';
import { isoInstant, seesOthers, TYPE_CHOICES, type TypeChoice } from '../logic/history-filters';
import { KPI_LABEL_KEYS } from '../../practice/chat/logic/kpi-labels';
import { useUserOptions } from '../ui/use-user-options';
import { seriesOf } from './progress-logic';
import { TrendCard } from './trend-card';
import { PracticeDatesPicker } from '../ui/practice-dates-picker';

const TYPE_LABELS: Readonly<Record<TypeChoice, string>> = {
  all: 'practice.filter.all',
  chat: 'practice.filter.chat',
  voice: 'practice.filter.voice',
};
const TYPE_VALUE: Readonly<Record<TypeChoice, 0 | 1 | 2>> = { all: 0, chat: 1, voice: 2 };
/** How far back the progress looks by default. */
const DEFAULT_DAYS = 90;

/** Each KPI of an advisor over time (issue 10, beyond the anchors): heroes see their own, mentors and above pick an advisor. */
export function AdvisorProgressPage() {
  const { t } = useTranslation();
  const { user, group } = useReadySession();
  const others = seesOthers(user.role);
  // Mentors and above start on the first advisor they can see, until they choose (their own is 'Me').
  const [chosenUser, setChosenUser] = useState<string | null>(null);
  const [type, setType] = useState<TypeChoice>('all');
  const [range, setRange] = useState<DayRange>(() => lastDays(DEFAULT_DAYS));
  const users = useUserOptions(user.role, range, others);
  const advisors = users.options.filter((o) => o.value !== user.userId);
  const userId = chosenUser ?? advisors[0]?.value ?? HISTORY_DEFAULTS.allEmployees;

  const params = useMemo(
    () => ({ userId, type: TYPE_VALUE[type], startDate: isoInstant(range[0]), endDate: isoInstant(range[1]) }),
    [userId, type, range],
  );
  const progress = useQuery({
    queryKey: historyKeys.progress(group.groupId, params),
    queryFn: ({ signal }) => historyApi.progress(params, signal),
    placeholderData: keepPreviousData,
    // A reviewer's default advisor is known once their choices are in.
    enabled: !others || chosenUser !== null || !users.loading,
    meta: { errorTitle: 'history.errors.fetchKpis' },
  });
  const data = progress.data;
  const title = others ? t('history.progress.title') : t('history.progress.ownTitle');
  const label = (kpi: string) =>
    kpi === 'overall' ? t('practice.chat.kpi.overallWeightedScore') : t(KPI_LABEL_KEYS[kpi as keyof typeof KPI_LABEL_KEYS]);

  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb items={[t('nav.reports'), t('history.title'), title]} />}
        title={title}
        description={t('history.progress.description')}
      />
      <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
        {others && (
          <Select
            label={t('history.progress.advisor')}
            data={[{ value: HISTORY_DEFAULTS.allEmployees, label: t('history.progress.me') }, ...advisors]}
            value={userId}
            onChange={(value) => setChosenUser(value ?? HISTORY_DEFAULTS.allEmployees)}
            searchable
            onSearchChange={users.onSearch}
            filter={users.onSearch ? ({ options }) => options : undefined}
            nothingFoundMessage={t('history.filters.noUsers')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={300}
            data-testid="progress-user"
          />
        )}
        <Select
          label={t('history.filters.type')}
          data={TYPE_CHOICES.map((choice) => ({ value: choice, label: t(TYPE_LABELS[choice]) }))}
          value={type}
          onChange={(value) => setType((value as TypeChoice | null) ?? 'all')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={140}
        />
        <PracticeDatesPicker value={range} onChange={setRange} />
      </Group>
      {progress.isError && !data ? (
        <Paper withBorder>
          <LoadFailed onRetry={() => void progress.refetch()} />
        </Paper>
      ) : data && data.points.length === 0 ? (
        <Paper withBorder>
          <EmptyState
            icon={<IconChartLine size={28} />}
            title={t('history.progress.emptyTitle')}
            description={t('history.progress.emptyDescription')}
          />
        </Paper>
      ) : data ? (
        <Stack gap="sm" data-testid="progress">
          <Text size="sm" c="dimmed">
            {t('history.progress.summary', { name: data.userName, sessions: data.points.length })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {data.trends.map((trend) => (
              <TrendCard key={trend.kpiName} trend={trend} label={label(trend.kpiName)} points={seriesOf(data, trend.kpiName)} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </>
  );
}
