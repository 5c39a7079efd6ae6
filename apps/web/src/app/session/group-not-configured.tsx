import { Text } from '@mantine/core';
import { IconSettingsOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../shared/ui/full-page-message';
import { useReadySession } from './session-context';

/** The group has no configuration yet: it blocks use until an administrator sets it up (roleplay.md §2). */
export function GroupNotConfigured() {
  const { t } = useTranslation();
  const { user, group } = useReadySession();
  const canSwitch = user.tenants.length > 1;
  return (
    <div data-testid="group-not-configured">
      <FullPageMessage
        color="orange"
        icon={<IconSettingsOff size={28} />}
        title={t('group.notConfigured')}
        description={t('group.notConfiguredHelp', { group: group.account.instanceName })}
        actions={
          canSwitch ? (
            <Text size="sm" c="dimmed">
              {t('group.notConfiguredSwitch')}
            </Text>
          ) : undefined
        }
      />
    </div>
  );
}
