import { Button, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applicationsApi } from '../../shared/api/applications-api';
import { useReadySession } from '../session/session-context';
import { UnreadBadge } from './unread-announcements';
import classes from './app-shell.module.css';

interface MenuTab {
  id: string;
  labelKey: string;
  to: string;
  /** Does the current path belong to this tab? */
  matches: (pathname: string) => boolean;
  /** An embedded application's tab shows only while the user can use it (it is connected and offered to them). */
  embeddedApp?: string;
}

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The product menu tabs: Home, Engage, Announcement, Knowledge, Summarization, KBot (platform.md §2, with Knowledge). */
export const MENU_TABS: readonly MenuTab[] = [
  {
    id: 'home',
    labelKey: 'menu.home',
    to: '/dashboard',
    matches: (pathname) =>
      under('/dashboard')(pathname) &&
      !['/dashboard/engage', '/dashboard/announcements', '/dashboard/knowledge', '/dashboard/kbot', '/dashboard/apps'].some((p) =>
        under(p)(pathname),
      ),
  },
  { id: 'engage', labelKey: 'menu.engage', to: '/dashboard/engage', matches: under('/dashboard/engage') },
  { id: 'announcement', labelKey: 'menu.announcement', to: '/dashboard/announcements', matches: under('/dashboard/announcements') },
  { id: 'knowledge', labelKey: 'menu.knowledge', to: '/dashboard/knowledge', matches: under('/dashboard/knowledge') },
  {
    id: 'summarization',
    labelKey: 'menu.summarization',
    to: '/dashboard/apps/summarization',
    matches: under('/dashboard/apps/summarization'),
    embeddedApp: 'summarization',
  },
  { id: 'kbot', labelKey: 'menu.kbot', to: '/dashboard/kbot', matches: under('/dashboard/kbot') },
];

/** The applications the user can use in the active group; the menu asks quietly and shows no embedded tab until it knows. */
function useUsableApps(): Set<string> {
  const { group } = useReadySession();
  const apps = useQuery({
    queryKey: ['myApps', group.groupId],
    queryFn: ({ signal }) => applicationsApi.myApps(group.groupId, signal),
    meta: { silent: true },
  });
  return new Set((apps.data ?? []).filter((app) => app.hasAccess && app.connected).map((app) => app.applicationId));
}

/**
 * The menu tabs in a row, or `folded` into one menu (named by the tab in use) where the top bar has no room
 * for the row: tablets and phones. The unread count stays on the bell beside it.
 */
export function MenuTabs({ folded = false }: { folded?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const usable = useUsableApps();
  const tabs = MENU_TABS.filter((tab) => !tab.embeddedApp || usable.has(tab.embeddedApp));
  const current = tabs.find((tab) => tab.matches(pathname));
  if (folded)
    return (
      <nav aria-label={t('menu.label')} className={classes.foldedMenu}>
        <Menu position="bottom-start" shadow="md" width={240} withinPortal>
          <Menu.Target>
            <Button
              variant="subtle"
              color="gray"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              className={classes.foldedMenuButton}
              data-testid="menu-folded"
            >
              <span className={classes.foldedMenuLabel}>{current ? t(current.labelKey) : t('menu.label')}</span>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {tabs.map((tab) => {
              const active = tab.matches(pathname);
              return (
                <Menu.Item
                  key={tab.id}
                  component={Link}
                  to={tab.to}
                  aria-current={active ? 'page' : undefined}
                  className={classes.foldedMenuItem}
                  data-active={active || undefined}
                  data-testid={`menu-${tab.id}`}
                  rightSection={tab.id === 'announcement' ? <UnreadBadge /> : null}
                >
                  <span data-menu-label>{t(tab.labelKey)}</span>
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      </nav>
    );
  return (
    <nav aria-label={t('menu.label')}>
      <Group gap={4} wrap="nowrap" component="ul" className={classes.menuList}>
        {tabs.map((tab) => {
          const active = tab.matches(pathname);
          return (
            <li key={tab.id}>
              <UnstyledButton
                component={Link}
                to={tab.to}
                className={classes.menuTab}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                data-testid={`menu-${tab.id}`}
              >
                <span data-menu-label>{t(tab.labelKey)}</span>
                {tab.id === 'announcement' && <UnreadBadge />}
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
