import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toasts/toast';
import { tenantsApi } from '../../../shared/api/tenants-api';
import { currentLocale } from '../../../shared/i18n/i18n';
import { InviteLinksDialog, type InviteLink } from './invite-links-dialog';

/** "Invite the N new users": everyone in the group never invited yet (after an upload, all of them). */
export function InviteNeverInvited({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [links, setLinks] = useState<InviteLink[] | null>(null);
  const pending = useQuery({
    queryKey: ['never-invited', tenantId],
    queryFn: ({ signal }) =>
      tenantsApi.members(tenantId, { page: 1, limit: 10, accountState: ['never_invited'], status: ['active'] }, signal),
  });
  const invite = useMutation({
    mutationFn: () => tenantsApi.inviteNeverInvited(tenantId, currentLocale()),
    onSuccess: (result) => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['members', tenantId] });
      void queryClient.invalidateQueries({ queryKey: ['never-invited', tenantId] });
      if (result.mailed) toast.success(t('invitations.sentMany', { count: result.invited }));
      else setLinks(result.links);
    },
  });
  const count = pending.data?.total ?? 0;
  return (
    <>
      {count > 0 && (
        <Button
          variant="light"
          leftSection={<IconMailForward size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
          data-testid="invite-never-invited"
        >
          {t('invitations.inviteNew', { count })}
        </Button>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('invitations.inviteNew', { count })}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Text size="sm">{t('invitations.inviteNewBody', { count })}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('actions.cancel')}
          </Button>
          <Button loading={invite.isPending} onClick={() => invite.mutate()} data-testid="confirm-invite-never-invited">
            {t('invitations.invite')}
          </Button>
        </Group>
      </Modal>
      <InviteLinksDialog links={links} onClose={() => setLinks(null)} />
    </>
  );
}
