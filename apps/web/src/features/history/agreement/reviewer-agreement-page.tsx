import { useMemo, useState } from 'react';
import { Badge, Group, Paper, Progress, ScrollArea, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HISTORY_DEFAULTS, REVIEWED_KPI_NAMES, type AgreementFigures, type AgreementReply } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { Breadcrumb } from '../../../shared/ui/breadcrumb';
import { lastDays, type DayRange } from '../../../shared/ui/day-range';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PageHeader } from '../../../shared/ui/page-header';
import { historyApi, historyKeys } from '../history-api';
import { isoInstant, TYPE_CHOICES, type TypeChoice } from '../logic/history-filters';
import { KPI_LABEL_KEYS } from '../../practice/chat/logic/kpi-labels';
import { signed, trustOf, TRUST_COLOURS, type Trust } from './agreement-logic';
import { PracticeDatesPicker } from '../ui/practice-dates-picker';

const TYPE_LABELS: Readonly<Record<TypeChoice, string>> = {
  all: 'practice.filter.all',
  chat: 'practice.filter.chat',
  voice: 'practice.filter.voice',
};
const TYPE_VALUE: Readonly<Record<TypeChoice, 0 | 1 | 2>> = { all: 0, chat: 1, voice: 2 };
const TRUST_LABELS: Readonly<Record<Trust, string>> = {
  trusted: 'history.agreement.trust.trusted',
  mixed: 'history.agreement.trust.mixed',
  doubted: 'history.agreement.trust.doubted',
  unknown: 'history.agreement.trust.unknown',
};
const DEFAULT_DAYS = 30;

function TrustBadge({ figures }: { figures: AgreementFigures }) {
  const { t } = useTranslation();
  const trust = trustOf(figures);
  return (
    <Badge variant="light" color={TRUST_COLOURS[trust]} data-testid="trust" data-trust={trust}>
      {t(TRUST_LABELS[trust])}
    </Badge>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}

/** The figures of one KPI or use case as table cells. */
function FigureCells({ figures }: { figures: AgreementFigures }) {
  const { t } = useTranslation();
  const rate = figures.changeRatePercent;
  const none = t('common.none');
  return (
    <>
      <Table.Td ta="right">{figures.scoredMessages}</Table.Td>
      <Table.Td ta="right">{figures.changedMessages}</Table.Td>
      <Table.Td miw={160}>
        {rate === null ? (
          none
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Progress value={rate} color={TRUST_COLOURS[trustOf(figures)]} size="sm" radius="xl" style={{ flex: 1 }} aria-hidden />
            <Text size="sm" w={44} ta="right">
              {t('practice.chat.score.unit.percent', { value: Math.round(rate) })}
            </Text>
          </Group>
        )}
      </Table.Td>
      <Table.Td ta="right">
        {figures.meanAbsoluteChange === null ? none : (Math.round(figures.meanAbsoluteChange * 10) / 10).toString()}
      </Table.Td>
      <Table.Td ta="right">{signed(figures.meanSignedChange) ?? none}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {t('history.agreement.raisedLowered', { raised: figures.raised, lowered: figures.lowered })}
      </Table.Td>
      <Table.Td miw={120}>
        <TrustBadge figures={figures} />
      </Table.Td>
    </>
  );
}

function FiguresTable({
  caption,
  first,
  rows,
  testId,
}: {
  caption: string;
  first: string;
  rows: { key: string; label: string; figures: AgreementFigures }[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto">
        <Table verticalSpacing="sm" horizontalSpacing="md" miw={820} data-testid={testId}>
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px 0' }}>
            <Title order={2} size="h5">
              {caption}
            </Title>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{first}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('history.agreement.columns.scored')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('history.agreement.columns.changed')}
              </Table.Th>
              <Table.Th scope="col">{t('history.agreement.columns.rate')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('history.agreement.columns.meanAbsolute')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('history.agreement.columns.meanSigned')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('history.agreement.columns.direction')}
              </Table.Th>
              <Table.Th scope="col">{t('history.agreement.columns.trust')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-testid="agreement-row">
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <FigureCells figures={row.figures} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}

/** KPI × use case: each cell the share of engine scores reviewers changed, coloured by trust. */
function AgreementMatrix({ data }: { data: AgreementReply }) {
  const { t } = useTranslation();
  const kpis = REVIEWED_KPI_NAMES.filter((k) => data.cells.some((c) => c.kpiName === k));
  const cell = (kpi: string, useCaseId: string) => data.cells.find((c) => c.kpiName === kpi && c.useCaseId === useCaseId);
  if (kpis.length === 0 || data.byUsecase.length === 0) return null;
  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto">
        <Table verticalSpacing="xs" horizontalSpacing="sm" data-testid="agreement-matrix">
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px 0' }}>
            <Title order={2} size="h5">
              {t('history.agreement.matrixTitle')}
            </Title>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('history.agreement.columns.usecase')}</Table.Th>
              {kpis.map((kpi) => (
                <Table.Th key={kpi} scope="col" ta="center">
                  {t(KPI_LABEL_KEYS[kpi])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.byUsecase.map((usecase) => (
              <Table.Tr key={usecase.useCaseId}>
                <Table.Th scope="row" fw={500}>
                  {usecase.useCaseName}
                </Table.Th>
                {kpis.map((kpi) => {
                  const figures = cell(kpi, usecase.useCaseId);
                  const trust = figures ? trustOf(figures) : 'unknown';
                  return (
                    <Table.Td
                      key={kpi}
                      ta="center"
                      bg={trust === 'unknown' ? undefined : `${TRUST_COLOURS[trust]}.0`}
                      data-trust={trust}
                      title={figures ? t(TRUST_LABELS[trust]) : undefined}
                    >
                      {figures && figures.changeRatePercent !== null
                        ? t('history.agreement.cell', {
                            rate: Math.round(figures.changeRatePercent),
                            changed: figures.changedMessages,
                            scored: figures.scoredMessages,
                          })
                        : t('common.none')}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}

/**
 * Reviewer agreement (guardians and above): over reviewed sessions, how often and by how much reviewers
 * changed the engine's per-message scores — per KPI, per use case and both — so trainers see where
 * the automatic scoring is trusted.
 */
export function ReviewerAgreementPage() {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const [type, setType] = useState<TypeChoice>('all');
  const [useCaseId, setUseCaseId] = useState<string>(HISTORY_DEFAULTS.allUsecases);
  const [range, setRange] = useState<DayRange>(() => lastDays(DEFAULT_DAYS));
  const dates = useMemo(() => ({ startDate: isoInstant(range[0]), endDate: isoInstant(range[1]) }), [range]);
  const params = { ...dates, type: TYPE_VALUE[type], useCaseId };

  const usecases = useQuery({
    queryKey: historyKeys.usecases(group.groupId, { ...dates, type: TYPE_VALUE[type] }),
    queryFn: ({ signal }) => historyApi.usecases({ ...dates, type: TYPE_VALUE[type] }, signal),
    placeholderData: keepPreviousData,
  });
  const agreement = useQuery({
    queryKey: historyKeys.agreement(group.groupId, params),
    queryFn: ({ signal }) => historyApi.agreement(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'history.errors.fetchKpis' },
  });
  const data = agreement.data;
  const rate = data?.totals.changeRatePercent;

  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb items={[t('nav.reports'), t('history.title'), t('history.agreement.title')]} />}
        title={t('history.agreement.title')}
        description={t('history.agreement.description')}
      />
      <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
        <PracticeDatesPicker value={range} onChange={setRange} />
        <Select
          label={t('history.filters.type')}
          data={TYPE_CHOICES.map((choice) => ({ value: choice, label: t(TYPE_LABELS[choice]) }))}
          value={type}
          onChange={(value) => setType((value as TypeChoice | null) ?? 'all')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={140}
        />
        <Select
          label={t('history.filters.usecase')}
          data={[
            { value: HISTORY_DEFAULTS.allUsecases, label: t('history.filters.allUsecases') },
            ...(usecases.data ?? []).map((u) => ({ value: u.useCaseId, label: u.name })),
          ]}
          value={useCaseId}
          onChange={(value) => setUseCaseId(value ?? HISTORY_DEFAULTS.allUsecases)}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={280}
        />
      </Group>
      {agreement.isError && !data ? (
        <Paper withBorder>
          <LoadFailed onRetry={() => void agreement.refetch()} />
        </Paper>
      ) : data && data.totals.reviewedSessions === 0 ? (
        <Paper withBorder>
          <EmptyState
            icon={<IconScale size={28} />}
            title={t('history.agreement.emptyTitle')}
            description={t('history.agreement.emptyDescription')}
          />
        </Paper>
      ) : data ? (
        <Stack gap="md" data-testid="agreement">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <Stat
              label={t('history.agreement.reviewedSessions')}
              value={String(data.totals.reviewedSessions)}
              testId="agreement-sessions"
            />
            <Stat label={t('history.agreement.columns.scored')} value={String(data.totals.scoredMessages)} testId="agreement-scored" />
            <Stat
              label={t('history.agreement.columns.rate')}
              value={
                rate === null || rate === undefined ? t('common.none') : t('practice.chat.score.unit.percent', { value: Math.round(rate) })
              }
              testId="agreement-rate"
            />
            <Stat
              label={t('history.agreement.columns.meanAbsolute')}
              value={
                data.totals.meanAbsoluteChange === null ? t('common.none') : String(Math.round(data.totals.meanAbsoluteChange * 10) / 10)
              }
              testId="agreement-mean"
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('history.agreement.howToRead')}
          </Text>
          <FiguresTable
            caption={t('history.agreement.byKpi')}
            first={t('history.score.kpi')}
            rows={data.byKpi.map((row) => ({ key: row.kpiName, label: t(KPI_LABEL_KEYS[row.kpiName]), figures: row }))}
            testId="agreement-by-kpi"
          />
          <FiguresTable
            caption={t('history.agreement.byUsecase')}
            first={t('history.agreement.columns.usecase')}
            rows={data.byUsecase.map((row) => ({ key: row.useCaseId, label: row.useCaseName, figures: row }))}
            testId="agreement-by-usecase"
          />
          <AgreementMatrix data={data} />
        </Stack>
      ) : null}
    </>
  );
}
