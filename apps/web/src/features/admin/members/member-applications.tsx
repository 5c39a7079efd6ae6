import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Switch, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconApps } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_RANK, type MemberRow, type Role, type UserApplicationAccessRow } from '@switchboard/contracts';
import { showToast } from '../../../app/toasts/toast';
import { applicationsApi } from '../../../shared/api/applications-api';
import { LoadFailed } from '../../../shared/ui/load-failed';

const accessKey = (tenantId: string, userId: string) => ['member-applications', tenantId, userId] as const;

/** What a row's state means for the member, as the dialog says it. */
function stateOf(row: UserApplicationAccessRow): string {
  if (!row.offered) return 'clientConfiguration.applications.notOffered';
  if (row.access === false) return 'clientConfiguration.applications.withdrawn';
  return 'clientConfiguration.applications.byRole';
}

function AccessTable({ tenantId, member, name }: { tenantId: string; member: MemberRow; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = accessKey(tenantId, member.userId);
  const rows = useQuery({ queryKey: key, queryFn: ({ signal }) => applicationsApi.userAccess(tenantId, member.userId, signal) });
  const save = useMutation({
    mutationFn: ({ row, on }: { row: UserApplicationAccessRow; on: boolean }) =>
      // Switching on goes back to what the role allows (a grant can never widen it); off withdraws.
      applicationsApi.setUserAccess(tenantId, member.userId, row.applicationId, on ? null : false),
    onSuccess: (updated) => {
      queryClient.setQueryData<UserApplicationAccessRow[]>(key, (current) =>
        current?.map((row) => (row.applicationId === updated.applicationId ? updated : row)),
      );
      showToast({
        type: 'success',
        message: t('clientConfiguration.applications.saved', { app: updated.name, name }),
        id: `member-app:${member.userId}:${updated.applicationId}`,
      });
    },
  });
  if (rows.isPending) return <Text size="sm">{t('widgets.loading')}</Text>;
  if (rows.isError) return <LoadFailed onRetry={() => void rows.refetch()} />;
  return (
    <Table verticalSpacing="xs" aria-busy={save.isPending}>
      <caption>
        <VisuallyHidden>{t('clientConfiguration.applications.caption', { name })}</VisuallyHidden>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('applicationSettings.columns.application')}</Table.Th>
          <Table.Th>{t('clientConfiguration.applications.access')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.data.map((row) => (
          <Table.Tr key={row.applicationId} data-testid={`member-app-${row.key}`}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {row.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(stateOf(row))}
              </Text>
            </Table.Td>
            <Table.Td>
              <Switch
                checked={row.hasAccess}
                disabled={!row.offered || save.isPending}
                aria-label={t('clientConfiguration.applications.switch', { app: row.name, name })}
                onChange={(event) => save.mutate({ row, on: event.currentTarget.checked })}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One member's own access to the group's applications (guardian and above; the server refuses a
 * higher role's, and so does this button). The group decides what each role is offered; here a
 * member can only be withdrawn from an application or given back what their role allows.
 */
export function MemberApplications({ tenantId, member, me }: { tenantId: string; member: MemberRow; me: { role: Role } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = member.userName || member.email;
  const label = t('clientConfiguration.applications.openFor', { name });
  const higher = ROLE_RANK[member.role] > ROLE_RANK[me.role];
  // An icon button keeps the actions column narrow enough for the status badge beside it.
  return (
    <>
      <Tooltip label={higher ? t('clientConfiguration.applications.higherRole') : label}>
        <ActionIcon
          size="md"
          variant="default"
          aria-label={label}
          data-disabled={higher || undefined}
          aria-disabled={higher || undefined}
          onClick={(event) => (higher ? event.preventDefault() : setOpen(true))}
          data-testid={`member-apps-${member.email}`}
        >
          <IconApps size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('clientConfiguration.applications.title', { name })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('clientConfiguration.applications.description', { role: t(`roles.${member.role}`) })}
          </Text>
          {open && <AccessTable tenantId={tenantId} member={member} name={name} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('actions.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
