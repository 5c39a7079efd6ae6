import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, RingProgress, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReceiptRow, ReceiptState } from '@switchboard/contracts';
import { useReadySession } from '../../app/session/session-context';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table/data-table';
import { usePaging } from '../../shared/ui/data-table/use-paging';
import { EmptyState } from '../../shared/ui/empty-state';
import { formatTimestamp } from '../../shared/ui/format-timestamp';
import { LoadFailed } from '../../shared/ui/load-failed';
import { announcementsApi, saveBlob } from './announcements-api';
import { announcementKeys } from './query-keys';
import { PersonCell } from '../../shared/ui/person-cell';

const REFRESH_MS = 30_000;
type StateChoice = 'all' | ReceiptState;

const STATE_LOOK: Record<ReceiptState, { color: string; key: string }> = {
  unread: { color: 'gray', key: 'announcements.receipts.state.unread' },
  read: { color: 'blue', key: 'announcements.receipts.state.read' },
  acknowledged: { color: 'teal', key: 'announcements.receipts.state.acknowledged' },
};

function Stat({
  label,
  value,
  of,
  percent,
  color,
  testId,
}: {
  label: string;
  value: number;
  of: number;
  percent: number;
  color: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const shown = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percent);
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Group wrap="nowrap">
        <RingProgress
          size={84}
          thickness={8}
          roundCaps
          sections={[{ value: percent, color }]}
          label={<Text ta="center" size="sm" fw={700}>{`${shown}%`}</Text>}
        />
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl">
            {t('announcements.receipts.outOf', { value, total: of })}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** /dashboard/announcements/:id/receipts — who has read, acknowledged or not yet, with export. */
export function ReceiptsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { group } = useReadySession();
  const tenantId = group.groupId;
  const [state, setState] = useState<StateChoice>('all');
  const paging = usePaging();
  const item = useQuery({
    queryKey: announcementKeys.detail(tenantId, id),
    queryFn: ({ signal }) => announcementsApi.get(tenantId, id, signal),
  });
  const params = { page: paging.page, limit: paging.limit, state: state === 'all' ? undefined : [state] };
  const receipts = useQuery({
    queryKey: [...announcementKeys.receipts(tenantId, id), params],
    queryFn: ({ signal }) => announcementsApi.receipts(tenantId, id, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  const { clampTo, firstPage } = paging;
  useEffect(() => {
    if (receipts.data) clampTo(receipts.data.total);
  }, [receipts.data, clampTo]);
  const exporting = useMutation({
    mutationFn: () => announcementsApi.exportReceipts(tenantId, id),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });

  const none = (
    <Text size="sm" c="dimmed">
      {t('common.none')}
    </Text>
  );
  const columns: DataTableColumn<ReceiptRow>[] = [
    {
      key: 'name',
      header: t('announcements.receipts.columns.name'),
      render: (row) => <PersonCell name={row.userName} email={row.email} />,
    },
    { key: 'role', header: t('announcements.receipts.columns.role'), render: (row) => t(`roles.${row.role}`) },
    {
      key: 'state',
      header: t('announcements.receipts.columns.state'),
      render: (row) => (
        <Badge variant="light" color={STATE_LOOK[row.state].color}>
          {t(STATE_LOOK[row.state].key)}
        </Badge>
      ),
    },
    {
      key: 'readAt',
      header: t('announcements.receipts.columns.readAt'),
      nowrap: true,
      render: (row) => (row.readAt ? formatTimestamp(row.readAt) : none),
    },
    {
      key: 'acknowledgedAt',
      header: t('announcements.receipts.columns.acknowledgedAt'),
      nowrap: true,
      render: (row) => (row.acknowledgementAt ? formatTimestamp(row.acknowledgementAt) : none),
    },
  ];

  const summary = receipts.data?.summary;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/dashboard/announcements/${id}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('announcements.receipts.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('announcements.receipts.title')}
          </Text>
          <Title order={1} size="h2">
            {item.data?.title ?? ''}
          </Title>
          {summary && (
            <Text size="sm" c="dimmed">
              {summary.dueAt
                ? t('announcements.receipts.roundDue', { round: summary.round, date: formatTimestamp(summary.dueAt) })
                : t('announcements.receipts.round', { round: summary.round })}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void receipts.refetch()}
            loading={receipts.isFetching}
          >
            {t('announcements.receipts.refresh')}
          </Button>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => exporting.mutate()}
            loading={exporting.isPending}
            data-testid="export-receipts"
          >
            {t('announcements.receipts.export')}
          </Button>
        </Group>
      </Group>
      {summary && (
        <SimpleGrid cols={{ base: 1, sm: summary.requiresAcknowledgement ? 3 : 2 }} spacing="md">
          <Stat
            label={t('announcements.receipts.read')}
            value={summary.readCount}
            of={summary.audienceSize}
            percent={summary.readPercent}
            color="blue"
            testId="receipts-read"
          />
          {summary.requiresAcknowledgement && (
            <Stat
              label={t('announcements.receipts.acknowledged')}
              value={summary.acknowledgedCount}
              of={summary.audienceSize}
              percent={summary.acknowledgedPercent}
              color="teal"
              testId="receipts-acknowledged"
            />
          )}
          <Stat
            label={t('announcements.receipts.notYet')}
            value={summary.unreadCount}
            of={summary.audienceSize}
            percent={summary.audienceSize === 0 ? 0 : Math.round((summary.unreadCount / summary.audienceSize) * 1000) / 10}
            color="gray"
            testId="receipts-unread"
          />
        </SimpleGrid>
      )}
      <SegmentedControl
        value={state}
        onChange={(value) => {
          setState(value as StateChoice);
          firstPage();
        }}
        data={[
          { value: 'all', label: t('announcements.receipts.filterAll') },
          { value: 'unread', label: t('announcements.receipts.state.unread') },
          { value: 'read', label: t('announcements.receipts.state.read') },
          { value: 'acknowledged', label: t('announcements.receipts.state.acknowledged') },
        ]}
        aria-label={t('announcements.receipts.filterLabel')}
        w="fit-content"
      />
      {receipts.isError && !receipts.data ? (
        <Paper withBorder>
          <LoadFailed onRetry={() => void receipts.refetch()} />
        </Paper>
      ) : (
        <DataTable
          caption={t('announcements.receipts.caption')}
          columns={columns}
          rows={receipts.data?.data ?? []}
          rowKey={(row) => row.userId}
          total={receipts.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          limit={paging.limit}
          onPageChange={paging.setPage}
          onPageSizeChange={paging.setPageSize}
          loading={receipts.isPending || (receipts.isFetching && receipts.isPlaceholderData)}
          empty={<EmptyState icon={<IconRefresh size={28} />} title={t('announcements.receipts.empty')} />}
        />
      )}
    </Stack>
  );
}
