import { useEffect, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconUpload, IconUsersGroup } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountState, MemberRow } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { tenantsApi } from '../../../shared/api/tenants-api';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table/data-table';
import { usePaging } from '../../../shared/ui/data-table/use-paging';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PageHeader } from '../../../shared/ui/page-header';
import { MemberApplications } from './member-applications';
import { MemberStatusAction } from './member-status-action';
import { MemberInviteAction } from './member-invite-action';
import { InviteNeverInvited } from './invite-never-invited';
import { ScimTokensDialog } from './scim-tokens-dialog';
import { ExportMenu } from '../uploads/export-menu';
import { UploadFlowDialog } from '../uploads/upload-flow-dialog';
import { adminApi } from '../uploads/uploads-api';
import { isFiltered } from './user-filter-sets';
import { UserFiltersPanel, useUserFilterSet } from './user-filters-panel';
import { PersonCell } from '../../../shared/ui/person-cell';

const ACCOUNT_STATES: Record<AccountState, { colour: string; label: string }> = {
  active: { colour: 'teal', label: 'invitations.states.active' },
  invited: { colour: 'blue', label: 'invitations.states.invited' },
  invitation_expired: { colour: 'orange', label: 'invitations.states.invitationExpired' },
  never_invited: { colour: 'gray', label: 'invitations.states.neverInvited' },
};

/** Client Configuration tab: the users of the active group, with activation. */
export default function ClientConfigurationPanel() {
  const { t } = useTranslation();
  const { user, group } = useReadySession();
  const tenantId = group.groupId;
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [provisioning, setProvisioning] = useState(false);
  // One filter set per client (group), with unsaved and saved selections; the list shows the saved one.
  const [filterSet, dispatchFilters] = useUserFilterSet(tenantId);
  const saved = filterSet.saved;
  const paging = usePaging();
  const facets = useQuery({
    queryKey: ['member-facets', tenantId],
    queryFn: ({ signal }) => adminApi.memberFacets(tenantId, signal),
  });

  const params = {
    userName: saved.userName || undefined,
    roles: saved.roles,
    l1Names: saved.l1Names,
    l2Names: saved.l2Names,
    l3Names: saved.l3Names,
    status: saved.status,
  };
  const list = useQuery({
    queryKey: ['members', tenantId, params, paging.page, paging.limit],
    queryFn: ({ signal }) => tenantsApi.members(tenantId, { ...params, page: paging.page, limit: paging.limit }, signal),
    placeholderData: keepPreviousData,
  });
  const { clampTo, firstPage } = paging;
  useEffect(() => {
    if (list.data) clampTo(list.data.total);
  }, [list.data, clampTo]);

  const none = (
    <Text size="sm" c="dimmed">
      {t('common.none')}
    </Text>
  );
  const columns: DataTableColumn<MemberRow>[] = [
    {
      key: 'name',
      header: t('clientConfiguration.columns.name'),
      render: (row) => <PersonCell name={row.userName} email={row.email} />,
    },
    {
      key: 'role',
      header: t('clientConfiguration.columns.role'),
      render: (row) => (
        <Badge variant="light" color="gray" radius="sm" data-testid="member-role">
          {t(`roles.${row.role}`)}
        </Badge>
      ),
    },
    { key: 'l1', header: t('clientConfiguration.columns.supervisorL1'), render: (row) => row.supervisorNameL1 ?? none },
    { key: 'l2', header: t('clientConfiguration.columns.supervisorL2'), render: (row) => row.supervisorNameL2 ?? none },
    { key: 'l3', header: t('clientConfiguration.columns.supervisorL3'), render: (row) => row.supervisorNameL3 ?? none },
    {
      key: 'status',
      header: t('clientConfiguration.columns.status'),
      render: (row) => (
        <Badge variant="dot" color={row.active ? 'teal' : 'gray'}>
          {row.active ? t('clientConfiguration.active') : t('clientConfiguration.inactive')}
        </Badge>
      ),
    },
    {
      key: 'account',
      header: t('invitations.column'),
      render: (row) => (
        <Badge variant="light" color={ACCOUNT_STATES[row.accountState].colour} radius="sm" data-testid={`account-state-${row.email}`}>
          {t(ACCOUNT_STATES[row.accountState].label)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('clientConfiguration.columns.actions'),
      align: 'right',
      render: (row) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <MemberInviteAction tenantId={tenantId} member={row} me={user} />
          <MemberApplications tenantId={tenantId} member={row} me={user} />
          <MemberStatusAction tenantId={tenantId} member={row} me={user} />
        </Group>
      ),
    },
  ];

  const filtered = isFiltered(saved);
  return (
    <Stack gap="md">
      <PageHeader
        order={2}
        title={t('tabs.clientConfiguration')}
        description={t('clientConfiguration.description', { group: group.account.instanceName })}
        actions={
          <>
            <InviteNeverInvited tenantId={tenantId} />
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setProvisioning(true)}
              data-testid="open-scim"
            >
              {t('scim.open')}
            </Button>
            <ExportMenu names={['New_users_template', 'Existing_users_template', 'User Group Data']} testId="user-exports" />
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)} data-testid="upload-users">
              {t('uploads.users.open')}
            </Button>
          </>
        }
      />
      <ScimTokensDialog tenantId={tenantId} opened={provisioning} onClose={() => setProvisioning(false)} />
      <UserFiltersPanel set={filterSet} dispatch={dispatchFilters} facets={facets.data} onApplied={firstPage} />
      <UploadFlowDialog
        opened={uploading}
        onClose={() => setUploading(false)}
        kind="users"
        tenantId={tenantId}
        template="New_users_template"
        onCommitted={() => {
          void queryClient.invalidateQueries({ queryKey: ['members', tenantId] });
          void queryClient.invalidateQueries({ queryKey: ['member-facets', tenantId] });
          void queryClient.invalidateQueries({ queryKey: ['never-invited', tenantId] });
        }}
      />
      <DataTable
        caption={t('clientConfiguration.caption', { group: group.account.instanceName })}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(row) => row.userId}
        total={list.data?.total ?? 0}
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
              icon={<IconUsersGroup size={28} />}
              title={filtered ? t('clientConfiguration.noMatchTitle') : t('clientConfiguration.emptyTitle')}
              description={filtered ? t('clientConfiguration.noMatchDescription') : t('clientConfiguration.emptyDescription')}
            />
          )
        }
      />
    </Stack>
  );
}
