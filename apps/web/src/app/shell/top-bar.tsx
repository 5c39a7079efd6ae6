import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../shared/ui/language-picker';
import { Brand } from './brand';
import { GroupSwitcher } from './group-switcher';
import { MenuTabs } from './menu-tabs';
import { NotificationMenu } from './notification-menu';
import { UserMenu } from './user-menu';
import classes from './app-shell.module.css';

interface TopBarProps {
  sidebarWidth: number;
  kbotOpen: boolean;
  onToggleKbot: () => void;
}

export function TopBar({ sidebarWidth, kbotOpen, onToggleKbot }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" gap={0} wrap="nowrap" className={classes.topBar}>
      <div className={classes.brandSlot} style={{ width: sidebarWidth }}>
        <Brand compact={sidebarWidth < 100} />
      </div>
      <Group justify="space-between" wrap="nowrap" px="md" h="100%" style={{ flex: 1, minWidth: 0 }}>
        <MenuTabs />
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t('nav.askKbot')}>
            <ActionIcon
              onClick={onToggleKbot}
              variant={kbotOpen ? 'light' : 'subtle'}
              color={kbotOpen ? 'brand' : 'gray'}
              size="lg"
              aria-label={t('nav.askKbot')}
              aria-expanded={kbotOpen}
              aria-controls="kbot-panel"
              data-testid="kbot-panel-toggle"
            >
              <IconRobot size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <GroupSwitcher />
          <LanguageMenu />
          <NotificationMenu />
          <UserMenu />
        </Group>
      </Group>
    </Group>
  );
}
