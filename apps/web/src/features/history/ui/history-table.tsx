import { Anchor, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed, IconHistory, IconMessages, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLEPLAY_TYPE, type HistoryRow, type PracticeStatus, type Role } from '@switchboard/contracts';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table/data-table';
import type { PageSize } from '../../../shared/ui/data-table/page-size-options';
import { EmptyState } from '../../../shared/ui/empty-state';
import { STATUS_LABELS, seesOthers } from '../logic/history-filters';
import { historyTimestamp } from '../history-api';

const STATUS_COLOURS: Readonly<Record<PracticeStatus, string>> = { completed: 'teal', in_progress: 'blue', abandoned: 'gray' };

interface HistoryTableProps {
  viewer: Role;
  rows: readonly HistoryRow[];
  total: number;
  page: number;
  pageSize: PageSize;
  limit: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  /** Where a row leads: the session's detail. */
  linkTo: (row: HistoryRow) => string;
  /** Router state handed to the detail: the list's address, for 'Back to User List'. */
  linkState: unknown;
  onOpen: (row: HistoryRow) => void;
}

function Percent({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null)
    return (
      <Text size="sm" c="dimmed">
        {t('common.none')}
      </Text>
    );
  return <Text size="sm">{t('practice.chat.score.unit.percent', { value: Math.round(value) })}</Text>;
}

/**
 * The history table (roleplay.md §2, §6): heroes see roleplay name, practice date, AHT % and Overall
 * Score %; mentors and above also username with email, and the batch under the roleplay's name. Every row
 * says whether it was reviewed.
 */
export function HistoryTable({ viewer, linkTo, linkState, onOpen, ...table }: HistoryTableProps) {
  const { t } = useTranslation();
  /** Mentors see the batch under the roleplay's name: one column less, so the table fits a laptop screen. */
  const name = (withBatch: boolean): DataTableColumn<HistoryRow> => ({
    key: 'useCaseName',
    header: t('history.columns.roleplayName'),
    wrapHeader: true,
    render: (row) => {
      const voice = row.type === ROLEPLAY_TYPE.voice;
      const typeLabel = voice ? t('practice.types.voice') : t('practice.types.chat');
      return (
        <Group gap={8} wrap="nowrap" align="flex-start">
          <Tooltip label={typeLabel}>
            <span role="img" aria-label={typeLabel} style={{ display: 'inline-flex', marginTop: 2, color: 'var(--mantine-color-gray-7)' }}>
              {voice ? <IconPhone size={16} aria-hidden /> : <IconMessages size={16} aria-hidden />}
            </span>
          </Tooltip>
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={linkTo(row)} state={linkState} fw={500} size="sm" data-testid="history-open">
              {row.useCaseName}
            </Anchor>
            {withBatch && row.batchName && (
              <Text size="xs" c="dimmed" data-testid="row-batch">
                {t('history.batchLine', { name: row.batchName })}
              </Text>
            )}
          </div>
        </Group>
      );
    },
  });
  const date: DataTableColumn<HistoryRow> = {
    key: 'sessionStartDateTime',
    header: t('history.columns.practiceDate'),
    render: (row) => <time dateTime={row.sessionStartDateTime}>{historyTimestamp(row.sessionStartDateTime)}</time>,
    nowrap: true,
    wrapHeader: true,
  };
  const aht: DataTableColumn<HistoryRow> = {
    key: 'aht',
    header: t('history.columns.aht'),
    render: (row) => <Percent value={row.ahtPercentage} />,
    align: 'right',
    nowrap: true,
  };
  const overall: DataTableColumn<HistoryRow> = {
    key: 'overall',
    header: t('history.columns.overall'),
    render: (row) => <Percent value={row.score} />,
    align: 'right',
    nowrap: true,
    wrapHeader: true,
  };
  const status: DataTableColumn<HistoryRow> = {
    key: 'status',
    header: t('history.columns.status'),
    render: (row) => (
      <Group gap={6} wrap="nowrap" data-testid="row-status" data-status={row.practiceStatus}>
        <Box w={8} h={8} bg={`${STATUS_COLOURS[row.practiceStatus]}.6`} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />
        <Text size="sm">{t(STATUS_LABELS[row.practiceStatus])}</Text>
      </Group>
    ),
    nowrap: true,
  };
  const reviewed: DataTableColumn<HistoryRow> = {
    key: 'reviewed',
    header: t('history.columns.review'),
    align: 'center',
    render: (row) => {
      const label = row.isReviewed ? t('history.review.yes') : t('history.review.no');
      return (
        <Tooltip label={label}>
          <span
            role="img"
            aria-label={label}
            style={{ display: 'inline-flex' }}
            data-testid={row.isReviewed ? 'row-reviewed' : 'row-not-reviewed'}
          >
            {row.isReviewed ? (
              <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-7)" aria-hidden />
            ) : (
              <IconCircleDashed size={20} color="var(--mantine-color-gray-6)" aria-hidden />
            )}
          </span>
        </Tooltip>
      );
    },
  };

  // The user's name with the email under it, cut with an ellipsis (the whole address in its title):
  // separate columns made the mentor's table scroll sideways at 1440 px.
  const person: DataTableColumn<HistoryRow> = {
    key: 'userName',
    header: t('history.columns.userName'),
    wrapHeader: true,
    render: (row) => (
      <Box maw={200} miw={0}>
        <Text size="sm" fw={500} truncate title={row.userName}>
          {row.userName}
        </Text>
        <Text size="xs" c="dimmed" truncate title={row.email} data-testid="row-email">
          {row.email}
        </Text>
      </Box>
    ),
  };

  const columns: DataTableColumn<HistoryRow>[] = seesOthers(viewer)
    ? [person, name(true), date, status, aht, overall, reviewed]
    : [name(false), date, status, aht, overall, reviewed];

  return (
    <DataTable
      caption={t('history.caption')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={onOpen}
      cardsOnPhone
      empty={<EmptyState icon={<IconHistory size={28} />} title={t('history.emptyTitle')} description={t('history.emptyDescription')} />}
      {...table}
    />
  );
}
