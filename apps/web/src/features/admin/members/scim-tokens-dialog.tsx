import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, CopyButton, Group, Modal, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toasts/toast';
import { tenantsApi } from '../../../shared/api/tenants-api';
import { formatTimestamp } from '../../../shared/ui/format-timestamp';

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput readOnly flex={1} label={label} value={value} onFocus={(event) => event.currentTarget.select()} data-testid={testId} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('invitations.copied') : t('scim.copy', { what: label })}>
            <ActionIcon variant="light" color={copied ? 'teal' : 'brand'} onClick={copy} aria-label={t('scim.copy', { what: label })}>
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** Provisioning from an identity provider: the SCIM address, the group's tokens, a new token shown once. */
export function ScimTokensDialog({ tenantId, opened, onClose }: { tenantId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const tokens = useQuery({
    queryKey: ['scim-tokens', tenantId],
    queryFn: ({ signal }) => tenantsApi.scimTokens(tenantId, signal),
    enabled: opened,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['scim-tokens', tenantId] });
  const create = useMutation({
    mutationFn: () => tenantsApi.createScimToken(tenantId, name.trim()),
    onSuccess: (created) => {
      setShown(created.token);
      setName('');
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (tokenId: string) => tenantsApi.revokeScimToken(tenantId, tokenId),
    onSuccess: () => {
      toast.success(t('scim.revoked'));
      refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate();
  };
  const close = () => {
    setShown(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('scim.title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('scim.description')}</Text>
        <CopyField label={t('scim.baseUrl')} value={`${window.location.origin}/scim/v2`} testId="scim-base-url" />
        {shown && (
          <Alert color="yellow" variant="light" icon={<IconKey size={18} aria-hidden />} title={t('scim.shownOnceTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('scim.shownOnce')}</Text>
              <CopyField label={t('scim.token')} value={shown} testId="scim-new-token" />
            </Stack>
          </Alert>
        )}
        <form onSubmit={submit} aria-label={t('scim.create')}>
          <Group align="flex-end" gap="sm">
            <TextInput
              flex={1}
              label={t('scim.name')}
              placeholder={t('scim.namePlaceholder')}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.currentTarget.value)}
              data-testid="scim-token-name"
            />
            <Button type="submit" loading={create.isPending} disabled={!name.trim()} data-testid="scim-token-create">
              {t('scim.create')}
            </Button>
          </Group>
        </form>
        <Table striped>
          <Table.Caption>{t('scim.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('scim.name')}</Table.Th>
              <Table.Th>{t('scim.created')}</Table.Th>
              <Table.Th>{t('scim.lastUsed')}</Table.Th>
              <Table.Th>{t('clientConfiguration.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(tokens.data?.data ?? []).map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>{token.name}</Table.Td>
                <Table.Td>{formatTimestamp(token.createdAt)}</Table.Td>
                <Table.Td>{token.lastUsedAt ? formatTimestamp(token.lastUsedAt) : t('scim.never')}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={revoke.isPending && revoke.variables === token.id}
                    onClick={() => revoke.mutate(token.id)}
                    aria-label={t('scim.revokeToken', { name: token.name })}
                  >
                    {t('scim.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {tokens.data?.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('scim.none')}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
