import { ActionIcon, Button, CopyButton, Group, Modal, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../shared/ui/format-timestamp';

export interface InviteLink {
  email: string;
  userName: string;
  inviteUrl: string;
  expiresAt: string;
}

function CopyLink({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('invitations.copied') : label}>
          <ActionIcon variant="light" color={copied ? 'teal' : 'brand'} onClick={copy} aria-label={label}>
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/**
 * The links to pass on when this server sends no mail: one link with its own field, or a table of many
 * with a "copy all" (e-mail and link per line, ready to paste into a mail merge).
 */
export function InviteLinksDialog({ links, onClose }: { links: InviteLink[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const single = links?.length === 1 ? links[0]! : null;
  return (
    <Modal
      opened={links !== null}
      onClose={onClose}
      title={t('invitations.linksTitle', { count: links?.length ?? 0 })}
      size={single ? 'lg' : 'xl'}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('invitations.noMailExplanation')}</Text>
        {single ? (
          <>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                readOnly
                flex={1}
                label={t('invitations.linkFor', { name: single.userName || single.email })}
                value={single.inviteUrl}
                onFocus={(event) => event.currentTarget.select()}
                data-testid="invite-link"
              />
              <CopyLink value={single.inviteUrl} label={t('invitations.copyLink')} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('invitations.expires', { date: formatTimestamp(single.expiresAt) })}
            </Text>
          </>
        ) : (
          <>
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {links?.[0] && t('invitations.expires', { date: formatTimestamp(links[0].expiresAt) })}
              </Text>
              <CopyButton value={(links ?? []).map((l) => `${l.email}\t${l.inviteUrl}`).join('\n')}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" leftSection={<IconCopy size={14} aria-hidden />} onClick={copy}>
                    {copied ? t('invitations.copied') : t('invitations.copyAll')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Table.ScrollContainer minWidth={500} mah={420}>
              <Table striped data-testid="invite-links">
                <Table.Caption>{t('invitations.linksCaption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('clientConfiguration.columns.name')}</Table.Th>
                    <Table.Th>{t('invitations.link')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(links ?? []).map((link) => (
                    <Table.Tr key={link.inviteUrl}>
                      <Table.Td>{link.email}</Table.Td>
                      <Table.Td>
                        <CopyLink value={link.inviteUrl} label={t('invitations.copyLinkFor', { name: link.userName || link.email })} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
