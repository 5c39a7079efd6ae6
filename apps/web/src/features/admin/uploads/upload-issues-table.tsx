import { useEffect } from 'react';
import { List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GROUP_UPLOAD_COLUMNS, USER_UPLOAD_COLUMNS, type UploadIssue, type UploadJob } from '@switchboard/contracts';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table/data-table';
import { usePaging } from '../../../shared/ui/data-table/use-paging';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { adminApi, type UploadKind } from './uploads-api';
import { remarkText } from './upload-texts';

/** The columns that identify a row at a glance (the rest is in the report). */
const KEY_COLUMNS: Record<UploadKind, readonly string[]> = {
  users: [USER_UPLOAD_COLUMNS.email, USER_UPLOAD_COLUMNS.firstName, USER_UPLOAD_COLUMNS.lastName, USER_UPLOAD_COLUMNS.role],
  groups: GROUP_UPLOAD_COLUMNS,
};

interface UploadIssuesTableProps {
  kind: UploadKind;
  tenantId: string;
  job: UploadJob;
  /** preview: rows refused by the checks; commit: rows that failed while saving. */
  phase: 'preview' | 'commit';
  caption: string;
}

/** The refused (or failed) rows of an upload with their remarks, a page at a time. */
export function UploadIssuesTable({ kind, tenantId, job, phase, caption }: UploadIssuesTableProps) {
  const { t } = useTranslation();
  const paging = usePaging();
  const list = useQuery({
    queryKey: ['upload-job', job.jobId, job.status, phase, paging.page, paging.limit],
    queryFn: ({ signal }) => adminApi.job(kind, tenantId, job.jobId, { page: paging.page, limit: paging.limit, phase }, signal),
    placeholderData: keepPreviousData,
  });
  const { clampTo } = paging;
  useEffect(() => {
    if (list.data) clampTo(list.data.issues.total);
  }, [list.data, clampTo]);

  const normalised = job.headers.map((h) => h.trim().toLowerCase());
  const at = (issue: UploadIssue, header: string) => {
    const index = normalised.indexOf(header.toLowerCase());
    return index >= 0 ? (issue.cells[index] ?? '') : '';
  };
  const [first, ...rest] = KEY_COLUMNS[kind];

  const columns: DataTableColumn<UploadIssue>[] = [
    { key: 'row', header: t('uploads.columns.row'), nowrap: true, width: 64, render: (issue) => issue.row },
    {
      key: 'record',
      header: t('uploads.columns.record'),
      width: '38%',
      render: (issue) => (
        <div style={{ wordBreak: 'break-word' }}>
          <Text size="sm" fw={500}>
            {at(issue, first!) || t('common.none')}
          </Text>
          <Text size="xs" c="dimmed">
            {rest
              .map((header) => at(issue, header))
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
      ),
    },
    {
      key: 'remarks',
      header: t('uploads.columns.remarks'),
      render: (issue) => (
        <List size="sm" spacing={2} listStyleType="none">
          {issue.remarks.map((remark, i) => {
            const text = remarkText(remark);
            return (
              <List.Item key={i}>
                {remark.column && (
                  <Text span fw={600} size="sm">
                    {remark.column}
                    {': '}
                  </Text>
                )}
                <Text span size="sm" c="red.9">
                  {t(text.key, text.values)}
                </Text>
              </List.Item>
            );
          })}
        </List>
      ),
    },
  ];

  return (
    <Stack gap="xs">
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.data?.issues.data ?? []}
        rowKey={(issue) => String(issue.row)}
        total={list.data?.issues.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        limit={paging.limit}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        loading={list.isFetching}
        empty={
          list.isError ? (
            <LoadFailed onRetry={() => void list.refetch()} />
          ) : (
            <EmptyState icon={<IconCircleCheck size={28} />} title={t('uploads.noIssues')} />
          )
        }
      />
    </Stack>
  );
}
