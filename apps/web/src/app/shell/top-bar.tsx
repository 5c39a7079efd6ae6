import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconMenu2, IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../shared/ui/language-picker';
import { Brand } from './brand';
import { GroupSwitcher } from './group-switcher';
import { MenuTabs } from './menu-tabs';
import { NotificationMenu } from './notification-menu';
import { UserMenu } from './user-menu';
import classes from './app-shell.module.css';

/**
 * `wide`: everything in a row. `compact` (tablets, small laptops): the menu tabs fold into one menu and the user
 * button shows the avatar alone. `phone`: as compact, with the drawer's button first, the group switcher and
 * the language in the drawer and no KBot panel button, so the folded menu keeps room for its name.
 */
export type TopBarLayout = 'wide' | 'compact' | 'phone';

interface TopBarProps {
  sidebarWidth: number;
  layout: TopBarLayout;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  kbotOpen: boolean;
  onToggleKbot: () => void;
}

export function TopBar({ sidebarWidth, layout, drawerOpen, onOpenDrawer, kbotOpen, onToggleKbot }: TopBarProps) {
  const { t } = useTranslation();
  const phone = layout === 'phone';
  const compact = layout !== 'wide';
  return (
    <Group h="100%" gap={0} wrap="nowrap" className={classes.topBar}>
      {phone ? (
        <Group gap={4} wrap="nowrap" pl={6} h="100%">
          <ActionIcon
            onClick={onOpenDrawer}
            variant="subtle"
            color="gray"
            size={44}
            aria-label={t('nav.openDrawer')}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            data-testid="nav-drawer-toggle"
          >
            <IconMenu2 size={22} aria-hidden />
          </ActionIcon>
          <Brand compact />
        </Group>
      ) : (
        <div className={classes.brandSlot} style={{ width: sidebarWidth }}>
          <Brand compact={sidebarWidth < 100} />
        </div>
      )}
      <Group justify="space-between" wrap="nowrap" px={phone ? 6 : 'md'} gap={phone ? 4 : 'md'} h="100%" style={{ flex: 1, minWidth: 0 }}>
        <MenuTabs folded={compact} />
        <Group gap={phone ? 0 : 6} wrap="nowrap">
          {/* On a phone the side panel would cover the page anyway: KBot's own page (in the menu) is the same tool. */}
          {!phone && (
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
          )}
          {!phone && <GroupSwitcher width={compact ? 180 : undefined} />}
          {!phone && <LanguageMenu />}
          <NotificationMenu />
          <UserMenu avatarOnly={compact} />
        </Group>
      </Group>
    </Group>
  );
}
