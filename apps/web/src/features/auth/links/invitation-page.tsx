import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../../shared/api/accounts-api';
import { currentLocale } from '../../../shared/i18n/i18n';
import { LinkPage } from './link-page';

/** Opened from an invitation: the person chooses their first password and is signed in. */
export function InvitationPage() {
  const { t } = useTranslation();
  return (
    <LinkPage
      title={t('accountLinks.invitation.title')}
      subtitle={t('accountLinks.invitation.subtitle')}
      submitLabel={t('accountLinks.invitation.submit')}
      send={(token, password) => accountsApi.acceptInvitation(token, password, currentLocale())}
    />
  );
}
