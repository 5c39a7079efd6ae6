import { Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@switchboard/contracts';
import { useHomeTabs } from '../tabs/home-tabs-context';
import { sidebarSections, type SidebarItem } from './nav-items';
import classes from './app-shell.module.css';

interface SidebarProps {
  role: Role;
  collapsed: boolean;
  /** Without it (the phone's drawer) there is no collapse button: the drawer is closed instead. */
  onToggle?: () => void;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

function useIsActive() {
  const { pathname } = useLocation();
  const { state } = useHomeTabs();
  const onHome = pathname === '/dashboard' || pathname === '/dashboard/';
  return (item: SidebarItem): boolean => {
    if (item.kind === 'tab') return onHome && state.active === item.tab;
    if (item.to === '/dashboard') return onHome && (state.active === 'home' || state.active === null);
    return pathname === item.to;
  };
}

function SidebarLink({
  item,
  collapsed,
  active,
  onNavigate,
}: {
  item: SidebarItem;
  collapsed: boolean;
  active: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { open } = useHomeTabs();
  const label = t(item.labelKey);
  const Icon = item.icon;
  const to = item.kind === 'tab' ? `/dashboard?tab=${item.tab}` : item.to;
  const link = (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.navItem}
      data-active={active || undefined}
      data-collapsed={collapsed || undefined}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      data-testid={`nav-${item.id}`}
      onClick={() => {
        if (item.kind === 'tab') open(item.tab);
        onNavigate?.();
      }}
    >
      <Icon size={20} stroke={1.7} aria-hidden />
      {!collapsed && <span className={classes.navLabel}>{label}</span>}
    </UnstyledButton>
  );
  return collapsed ? (
    <Tooltip label={label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/** Left sidebar: 240 px expanded, 60 px collapsed (platform.md §9). */
export function Sidebar({ role, collapsed, onToggle, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  const toggleLabel = collapsed ? t('nav.expand') : t('nav.collapse');
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <nav aria-label={t('nav.label')} className={classes.sidebar} data-collapsed={collapsed || undefined}>
      <Stack gap="lg" className={classes.sections}>
        {sidebarSections(role).map((section) => (
          <Stack key={section.id} gap={2} role="group" aria-label={section.labelKey ? t(section.labelKey) : undefined}>
            {section.labelKey &&
              (collapsed ? (
                <div className={classes.sectionDivider} aria-hidden />
              ) : (
                <Text size="xs" fw={600} c="dimmed" tt="uppercase" className={classes.sectionLabel} aria-hidden>
                  {t(section.labelKey)}
                </Text>
              ))}
            {section.items.map((item) => (
              <SidebarLink key={item.id} item={item} collapsed={collapsed} active={isActive(item)} onNavigate={onNavigate} />
            ))}
          </Stack>
        ))}
      </Stack>
      {onToggle && (
        <Tooltip label={toggleLabel} position="right" disabled={!collapsed}>
          <UnstyledButton
            className={classes.navItem}
            data-collapsed={collapsed || undefined}
            onClick={onToggle}
            aria-label={collapsed ? toggleLabel : undefined}
            aria-expanded={!collapsed}
            data-testid="sidebar-toggle"
          >
            <ToggleIcon size={20} stroke={1.7} aria-hidden />
            {!collapsed && <span className={classes.navLabel}>{toggleLabel}</span>}
          </UnstyledButton>
        </Tooltip>
      )}
    </nav>
  );
}
