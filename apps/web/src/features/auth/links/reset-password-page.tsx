import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../../shared/api/accounts-api';
import { LinkPage } from './link-page';

/** Opened from a password reset e-mail: a new password ends every other session and signs in here. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <LinkPage
      title={t('accountLinks.reset.title')}
      subtitle={t('accountLinks.reset.subtitle')}
      submitLabel={t('accountLinks.reset.submit')}
      send={(token, password) => accountsApi.resetPassword(token, password)}
    />
  );
}
