import { Group, Select, Text, Tooltip } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReadySession } from '../session/session-context';

/**
 * Active group, switchable when the user belongs to several (switchGroup, then the handshake again).
 * `fullWidth` in the phone's drawer; `width` where the top bar is short of room.
 */
export function GroupSwitcher({ fullWidth = false, width }: { fullWidth?: boolean; width?: number }) {
  const { t } = useTranslation();
  const { user, group, switching, switchGroup } = useReadySession();
  const current = user.tenants.find((tenant) => tenant.tenantId === group.groupId);
  const name = current?.name ?? group.account.instanceName;

  if (user.tenants.length < 2) {
    return (
      <Tooltip label={t('group.current', { group: name })}>
        <Group gap={6} wrap="nowrap" maw={fullWidth ? undefined : (width ?? 320)} miw={0} c="dimmed" data-testid="group-name">
          <IconBuilding size={16} aria-hidden />
          <Text size="sm" truncate>
            {name}
          </Text>
        </Group>
      </Tooltip>
    );
  }

  // A long group name ends in an ellipsis, never mid-word; the tooltip gives it whole.
  return (
    <Tooltip label={t('group.current', { group: name })} openDelay={300}>
      <Select
        aria-label={t('group.switch')}
        data={user.tenants.map((tenant) => ({ value: tenant.tenantId, label: tenant.name }))}
        value={group.groupId}
        onChange={(value) => {
          if (value) void switchGroup(value);
        }}
        allowDeselect={false}
        searchable={user.tenants.length > 6}
        disabled={switching}
        w={fullWidth ? '100%' : (width ?? { base: 240, xl: 340 })}
        size="sm"
        leftSection={<IconBuilding size={16} aria-hidden />}
        comboboxProps={{ withinPortal: true, width: fullWidth ? 'target' : 340, position: 'bottom-end' }}
        styles={{ input: { textOverflow: 'ellipsis' } }}
        title={name}
        data-testid="group-switcher"
      />
    </Tooltip>
  );
}
