import { Group, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UnreadBadge } from './unread-announcements';
import classes from './app-shell.module.css';

interface MenuTab {
  id: string;
  labelKey: string;
  to: string;
  /** Does the current path belong to this tab? */
  matches: (pathname: string) => boolean;
}

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The product menu tabs the spec shows: Home, Engage, Announcement, Summarization, KBot (platform.md §2). */
export const MENU_TABS: readonly MenuTab[] = [
  {
    id: 'home',
    labelKey: 'menu.home',
    to: '/dashboard',
    matches: (pathname) =>
      under('/dashboard')(pathname) &&
      !['/dashboard/engage', '/dashboard/announcements', '/dashboard/apps'].some((p) => under(p)(pathname)),
  },
  { id: 'engage', labelKey: 'menu.engage', to: '/dashboard/engage', matches: under('/dashboard/engage') },
  { id: 'announcement', labelKey: 'menu.announcement', to: '/dashboard/announcements', matches: under('/dashboard/announcements') },
  {
    id: 'summarization',
    labelKey: 'menu.summarization',
    to: '/dashboard/apps/summarization',
    matches: under('/dashboard/apps/summarization'),
  },
  { id: 'kbot', labelKey: 'menu.kbot', to: '/dashboard/apps/kbot', matches: under('/dashboard/apps/kbot') },
];

export function MenuTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('menu.label')}>
      <Group gap={4} wrap="nowrap" component="ul" className={classes.menuList}>
        {MENU_TABS.map((tab) => {
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
