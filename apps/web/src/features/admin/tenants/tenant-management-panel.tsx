import { useEffect, useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTopologyStar3, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { roleAtLeast } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { MAX_LIST_LIMIT } from '../../../shared/api/list-limits';
import { tenantsApi, type TenantRow } from '../../../shared/api/tenants-api';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table/data-table';
import { usePaging } from '../../../shared/ui/data-table/use-paging';
import { EmptyState } from '../../../shared/ui/empty-state';
import { formatTimestamp } from '../../../shared/ui/format-timestamp';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PageHeader } from '../../../shared/ui/page-header';
import { hasActiveFilters, tenantFacets, type TenantFilters } from './tenant-facets';
import { TenantFiltersBar } from './tenant-filters';
import { TenantFormDialog } from './tenant-form-dialog';
import { ExportMenu } from '../uploads/export-menu';
import { UploadFlowDialog } from '../uploads/upload-flow-dialog';

/** Configuration Settings tab: the groups (tenants) the user administers. */
export default function TenantManagementPanel() {
  const { t, i18n } = useTranslation();
  const { user, group } = useReadySession();
  const queryClient = useQueryClient();
  // Creating, editing and uploading groups is for commanders and architects (DESIGN §4).
  const canManage = roleAtLeast(user.role, 'commander');
  /** undefined: no form open; null: creating; a row: editing it. */
  const [editing, setEditing] = useState<TenantRow | null | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [filters, setFilters] = useState<TenantFilters>({});
  const paging = usePaging();

  // Filter choices come from every visible tenant, not just the current page.
  const all = useQuery({
    queryKey: ['tenants', 'facets'],
    queryFn: ({ signal }) => tenantsApi.list({ page: 1, limit: MAX_LIST_LIMIT }, signal),
  });
  const facets = useMemo(() => (all.data ? tenantFacets(all.data.data, i18n.language) : undefined), [all.data, i18n.language]);

  const list = useQuery({
    queryKey: ['tenants', 'list', filters, paging.page, paging.limit],
    queryFn: ({ signal }) => tenantsApi.list({ page: paging.page, limit: paging.limit, ...filters }, signal),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;
  const { clampTo } = paging;
  useEffect(() => {
    if (list.data) clampTo(list.data.total);
  }, [list.data, clampTo]);

  const columns: DataTableColumn<TenantRow>[] = [
    {
      key: 'name',
      header: t('tenants.columns.name'),
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    { key: 'org', header: t('tenants.filters.org'), render: (row) => row.org },
    { key: 'client', header: t('tenants.filters.client'), render: (row) => row.client },
    { key: 'country', header: t('tenants.filters.country'), render: (row) => row.country },
    { key: 'location', header: t('tenants.filters.location'), render: (row) => row.location },
    { key: 'lob', header: t('tenants.filters.lob'), render: (row) => row.lob },
    { key: 'subLob', header: t('tenants.filters.subLob'), render: (row) => row.subLob },
    { key: 'createdAt', header: t('tenants.columns.createdAt'), nowrap: true, render: (row) => formatTimestamp(row.createdAt) },
    ...(canManage
      ? [
          {
            key: 'actions',
            header: t('clientConfiguration.columns.actions'),
            align: 'right' as const,
            render: (row: TenantRow) => (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={t('tenantAdmin.editGroup', { name: row.name })}
                onClick={() => setEditing(row)}
                data-testid={`edit-tenant-${row.tenantId}`}
              >
                {t('tenantAdmin.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const filtered = hasActiveFilters(filters);
  return (
    <Stack gap="md">
      <PageHeader
        order={2}
        title={t('tabs.tenantManagement')}
        description={t('tenants.description')}
        actions={
          <>
            <ExportMenu names={canManage ? ['Groups', 'Tenants_template'] : ['Groups']} testId="tenant-exports" />
            {canManage && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  onClick={() => setUploading(true)}
                  data-testid="upload-groups"
                >
                  {t('tenantAdmin.upload')}
                </Button>
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)} data-testid="create-tenant">
                  {t('tenantAdmin.create')}
                </Button>
              </>
            )}
          </>
        }
      />
      {editing !== undefined && (
        <TenantFormDialog key={editing?.tenantId ?? 'new'} opened onClose={() => setEditing(undefined)} tenant={editing} facets={facets} />
      )}
      {canManage && (
        <UploadFlowDialog
          opened={uploading}
          onClose={() => setUploading(false)}
          kind="groups"
          tenantId={group.groupId}
          template="Tenants_template"
          onCommitted={() => void queryClient.invalidateQueries({ queryKey: ['tenants'] })}
        />
      )}
      <TenantFiltersBar
        facets={facets}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          paging.firstPage();
        }}
      />
      <DataTable
        caption={t('tenants.caption')}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(row) => row.tenantId}
        total={total}
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
            <EmptyState
              icon={<IconTopologyStar3 size={28} />}
              title={filtered ? t('tenants.noMatchTitle') : t('tenants.emptyTitle')}
              description={filtered ? t('tenants.noMatchDescription') : t('tenants.emptyDescription')}
              action={
                filtered ? (
                  <Button variant="light" onClick={() => setFilters({})}>
                    {t('tenants.filters.clear')}
                  </Button>
                ) : undefined
              }
            />
          )
        }
      />
    </Stack>
  );
}
