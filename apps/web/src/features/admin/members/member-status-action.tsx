import { useState } from 'react';
import { Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_RANK, type MemberRow, type Role } from '@switchboard/contracts';
import { toast } from '../../../app/toasts/toast';
import { tenantsApi } from '../../../shared/api/tenants-api';

interface MemberStatusActionProps {
  tenantId: string;
  member: MemberRow;
  me: { userId: string; role: Role };
}

/** Why the current user may not change this member's status, if they may not (the server refuses the same). */
function blockedReason(member: MemberRow, me: MemberStatusActionProps['me']): string | null {
  if (member.userId === me.userId) return 'clientConfiguration.cannotChangeSelf';
  if (ROLE_RANK[member.role] > ROLE_RANK[me.role]) return 'clientConfiguration.cannotChangeHigherRole';
  return null;
}

/** Activate / deactivate one member of the group; deactivation asks first, since it signs them out. */
export function MemberStatusAction({ tenantId, member, me }: MemberStatusActionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const name = member.userName || member.email;
  const change = useMutation({
    mutationFn: (active: boolean) => tenantsApi.setMemberActive(tenantId, member.userId, active),
    onSuccess: (updated) => {
      setConfirming(false);
      toast.success(t(updated.active ? 'clientConfiguration.activated' : 'clientConfiguration.deactivated', { name }));
      void queryClient.invalidateQueries({ queryKey: ['members', tenantId] });
    },
  });

  const reason = blockedReason(member, me);
  const label = member.active ? t('clientConfiguration.deactivate') : t('clientConfiguration.activate');
  if (reason) {
    return (
      <Tooltip label={t(reason)}>
        <Button size="xs" variant="default" data-disabled aria-disabled onClick={(event) => event.preventDefault()}>
          {label}
        </Button>
      </Tooltip>
    );
  }

  return (
    <>
      <Button
        size="xs"
        variant="light"
        color={member.active ? 'red' : 'teal'}
        loading={change.isPending && !confirming}
        onClick={() => (member.active ? setConfirming(true) : change.mutate(true))}
        aria-label={t(member.active ? 'clientConfiguration.deactivateUser' : 'clientConfiguration.activateUser', { name })}
        data-testid={`member-status-${member.email}`}
      >
        {label}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('clientConfiguration.confirmTitle', { name })}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Text size="sm">{t('clientConfiguration.confirmBody', { name })}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={change.isPending} onClick={() => change.mutate(false)} data-testid="confirm-deactivate">
            {t('clientConfiguration.deactivate')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
