import { Avatar, Badge, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReadySession } from '../session/session-context';
import classes from './app-shell.module.css';

/** The signed-in person's menu; `avatarOnly` where the top bar is short of room (the name is in the menu). */
export function UserMenu({ avatarOnly = false }: { avatarOnly?: boolean }) {
  const { t } = useTranslation();
  const { user, signOut } = useReadySession();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by the visible full name (the initials are decoration), so label and name agree. */}
        <UnstyledButton className={classes.userButton} title={t('user.menu', { name: fullName })} data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="brand" variant="light" aria-hidden>
              {initials}
            </Avatar>
            {avatarOnly ? (
              <VisuallyHidden>{fullName}</VisuallyHidden>
            ) : (
              <>
                <Text size="sm" fw={500} truncate maw={140}>
                  {fullName}
                </Text>
                <IconChevronDown size={14} aria-hidden />
              </>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.userSummary}>
          <Text size="sm" fw={600} truncate>
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Badge mt={8} size="sm" variant="light" data-testid="user-role">
            {t(`roles.${user.role}`)}
          </Badge>
        </div>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()} data-testid="sign-out">
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
