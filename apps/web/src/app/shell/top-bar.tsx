import { Group } from '@mantine/core';
import { LanguageMenu } from '../../shared/ui/language-picker';
import { Brand } from './brand';
import { GroupSwitcher } from './group-switcher';
import { MenuTabs } from './menu-tabs';
import { NotificationMenu } from './notification-menu';
import { UserMenu } from './user-menu';
import classes from './app-shell.module.css';

export function TopBar({ sidebarWidth }: { sidebarWidth: number }) {
  return (
    <Group h="100%" gap={0} wrap="nowrap" className={classes.topBar}>
      <div className={classes.brandSlot} style={{ width: sidebarWidth }}>
        <Brand compact={sidebarWidth < 100} />
      </div>
      <Group justify="space-between" wrap="nowrap" px="md" h="100%" style={{ flex: 1, minWidth: 0 }}>
        <MenuTabs />
        <Group gap={6} wrap="nowrap">
          <GroupSwitcher />
          <LanguageMenu />
          <NotificationMenu />
          <UserMenu />
        </Group>
      </Group>
    </Group>
  );
}
