import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_RANK, type MemberRow, type Role } from '@switchboard/contracts';
import { toast } from '../../../app/toasts/toast';
import { tenantsApi } from '../../../shared/api/tenants-api';
import { currentLocale } from '../../../shared/i18n/i18n';
import { InviteLinksDialog, type InviteLink } from './invite-links-dialog';

interface MemberInviteActionProps {
  tenantId: string;
  member: MemberRow;
  me: { userId: string; role: Role };
}

/** Invite, or invite again, a member who has no password yet; shows the link when no mail went out. */
export function MemberInviteAction({ tenantId, member, me }: MemberInviteActionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [links, setLinks] = useState<InviteLink[] | null>(null);
  const name = member.userName || member.email;
  const invite = useMutation({
    mutationFn: () => tenantsApi.invite(tenantId, member.userId, currentLocale()),
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: ['members', tenantId] });
      void queryClient.invalidateQueries({ queryKey: ['never-invited', tenantId] });
      if (invitation.mailed) toast.success(t('invitations.sent', { name, email: member.email }));
      else setLinks([{ email: member.email, userName: member.userName, inviteUrl: invitation.inviteUrl, expiresAt: invitation.expiresAt }]);
    },
  });
  // The server refuses the same: active accounts, inactive members and higher roles are not invited.
  if (member.accountState === 'active' || !member.active || ROLE_RANK[member.role] > ROLE_RANK[me.role]) return null;
  const again = member.accountState !== 'never_invited';
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMailForward size={14} aria-hidden />}
        loading={invite.isPending}
        onClick={() => invite.mutate()}
        aria-label={t(again ? 'invitations.resendTo' : 'invitations.inviteUser', { name })}
        data-testid={`invite-${member.email}`}
      >
        {again ? t('invitations.resend') : t('invitations.invite')}
      </Button>
      <InviteLinksDialog links={links} onClose={() => setLinks(null)} />
    </>
  );
}
