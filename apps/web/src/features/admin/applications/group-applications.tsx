import { useState } from 'react';
import { Badge, Group, MultiSelect, Paper, ScrollArea, Select, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role, type TenantApplicationInput, type TenantApplicationRow } from '@switchboard/contracts';
import { useReadySession } from '../../../app/session/session-context';
import { showToast } from '../../../app/toasts/toast';
import { applicationsApi } from '../../../shared/api/applications-api';
import { MAX_LIST_LIMIT } from '../../../shared/api/list-limits';
import { tenantsApi } from '../../../shared/api/tenants-api';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { formatTimestamp } from '../../../shared/ui/format-timestamp';

export const groupApplicationsKey = (tenantId: string) => ['application-settings', 'group', tenantId] as const;

const sameRoles = (a: readonly Role[], b: readonly Role[]) => a.length === b.length && a.every((role) => b.includes(role));

function RoleListCell({ row, onSave, disabled }: { row: TenantApplicationRow; onSave: (roles: Role[] | null) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const value = row.roles ?? row.catalogueRoles;
  return (
    <MultiSelect
      aria-label={t('applicationSettings.group.rolesFor', { app: row.name })}
      data={ROLES.filter((role) => row.catalogueRoles.includes(role)).map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      value={value}
      disabled={disabled}
      error={error}
      size="xs"
      maw={320}
      description={row.roles === null ? t('applicationSettings.group.followsCatalogue') : undefined}
      onChange={(next) => {
        if (next.length === 0) {
          setError(t('applicationSettings.group.atLeastOneRole'));
          return;
        }
        setError(null);
        const roles = ROLES.filter((role) => next.includes(role));
        onSave(sameRoles(roles, row.catalogueRoles) ? null : roles);
      }}
    />
  );
}

/**
 * Which applications a group offers and to which roles (commanders within their organisation,
 * architects anywhere). Each change is saved at once and audited on the server.
 */
export function GroupApplications() {
  const { t } = useTranslation();
  const { group } = useReadySession();
  const queryClient = useQueryClient();
  const [tenantId, setTenantId] = useState(group.groupId);
  const tenants = useQuery({
    queryKey: ['tenants', 'application-settings'],
    queryFn: ({ signal }) => tenantsApi.list({ page: 1, limit: MAX_LIST_LIMIT }, signal),
  });
  const settings = useQuery({
    queryKey: groupApplicationsKey(tenantId),
    queryFn: ({ signal }) => applicationsApi.tenantSettings(tenantId, signal),
  });
  const save = useMutation({
    mutationFn: ({ applicationId, input }: { applicationId: string; input: TenantApplicationInput }) =>
      applicationsApi.setTenantSettings(tenantId, applicationId, input),
    onSuccess: (row) => {
      queryClient.setQueryData<TenantApplicationRow[]>(groupApplicationsKey(tenantId), (rows) =>
        rows?.map((current) => (current.applicationId === row.applicationId ? row : current)),
      );
      showToast({
        type: 'success',
        message: t('applicationSettings.group.saved', { app: row.name }),
        id: `app-settings:${row.applicationId}`,
      });
      // What users of that group see changes with it.
      void queryClient.invalidateQueries({ queryKey: ['dashboard', tenantId] });
      void queryClient.invalidateQueries({ queryKey: ['store', tenantId] });
    },
  });
  const options = (tenants.data?.data ?? []).map((tenant) => ({ value: tenant.tenantId, label: tenant.name }));
  if (!options.some((option) => option.value === group.groupId))
    options.unshift({ value: group.groupId, label: group.account.instanceName });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={3} size="h4">
            {t('applicationSettings.group.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('applicationSettings.group.description')}
          </Text>
        </div>
        <Select
          label={t('applicationSettings.group.picker')}
          data={options}
          value={tenantId}
          onChange={(value) => value && setTenantId(value)}
          searchable
          allowDeselect={false}
          w={320}
          data-testid="application-settings-group"
        />
      </Group>
      <Paper withBorder>
        {settings.isError ? (
          <LoadFailed onRetry={() => void settings.refetch()} />
        ) : (
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-busy={settings.isFetching}>
              <caption>
                <VisuallyHidden>{t('applicationSettings.group.caption')}</VisuallyHidden>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('applicationSettings.columns.application')}</Table.Th>
                  <Table.Th>{t('applicationSettings.columns.availability')}</Table.Th>
                  <Table.Th>{t('applicationSettings.columns.enabled')}</Table.Th>
                  <Table.Th>{t('applicationSettings.columns.roles')}</Table.Th>
                  <Table.Th>{t('applicationSettings.columns.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(settings.data ?? []).map((row) => (
                  <Table.Tr key={row.applicationId} data-testid={`group-app-${row.key}`}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {row.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.category}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {row.available ? (
                        <Badge variant="light" color="teal">
                          {t('applicationSettings.available')}
                        </Badge>
                      ) : (
                        <Badge variant="light" color="gray">
                          {t('store.status.unlicensed')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={row.enabled}
                        aria-label={t('applicationSettings.group.enable', { app: row.name })}
                        disabled={save.isPending}
                        onChange={(event) =>
                          save.mutate({
                            applicationId: row.applicationId,
                            input: { enabled: event.currentTarget.checked, roles: row.roles },
                          })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <RoleListCell
                        row={row}
                        disabled={save.isPending}
                        onSave={(roles) => save.mutate({ applicationId: row.applicationId, input: { enabled: row.enabled, roles } })}
                      />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="xs" c="dimmed">
                        {row.updatedAt ? formatTimestamp(row.updatedAt) : t('common.none')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Paper>
    </Stack>
  );
}
