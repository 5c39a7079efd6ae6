import { Suspense, useState } from 'react';
import { AppShell, Center, Loader, LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '@switchboard/contracts';
import { usePreference } from '../../shared/hooks/use-preference';
import { useCompactTopBar, usePhone } from '../../shared/hooks/use-screen';
import { ContentErrorBoundary } from '../errors/content-error-boundary';
import { useReadySession } from '../session/session-context';
import { isGroupConfigured } from '../session/handshake';
import { GroupNotConfigured } from '../session/group-not-configured';
import { HomeTabsProvider } from '../tabs/home-tabs-context';
import { lazyArea } from '../router/lazy-area';
import { LiveUnreadAnnouncements } from '../../features/announcements/live-unread';
import { NavDrawer } from './nav-drawer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import classes from './app-shell.module.css';

const HEADER_HEIGHT = 60;
const KBOT_PANEL_WIDTH = 380;

const KbotSidePanel = lazyArea(() => import('../../features/kbot/kbot-side-panel').then((m) => m.default));
const MAIN_ID = 'main-content';

/**
 * The frame every signed-in screen lives in: top bar, collapsible sidebar, content. On a phone the sidebar
 * is a drawer opened from the top bar, so the content has the whole width.
 */
export function AppShellLayout() {
  const { t } = useTranslation();
  const { user, group, switching } = useReadySession();
  const [collapsedPreference, setCollapsed] = usePreference('sidebarCollapsed');
  const collapsed = collapsedPreference === 'true';
  const sidebarWidth = collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED;
  const phone = usePhone();
  const compactTopBar = useCompactTopBar();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // KBot opens beside the page rather than over it; once opened it stays mounted (hidden when closed) so its
  // last answer is still there when it is opened again.
  const [kbotOpen, setKbotOpen] = useState(false);
  const [kbotOpened, setKbotOpened] = useState(false);
  const toggleKbot = () => {
    setKbotOpened(true);
    setKbotOpen((open) => !open);
  };

  return (
    <HomeTabsProvider key={group.groupId} role={user.role}>
      <LiveUnreadAnnouncements>
        <a href={`#${MAIN_ID}`} className={classes.skipLink}>
          {t('nav.skipToContent')}
        </a>
        <AppShell
          header={{ height: HEADER_HEIGHT }}
          navbar={phone ? undefined : { width: sidebarWidth, breakpoint: 0 }}
          aside={{ width: KBOT_PANEL_WIDTH, breakpoint: 'sm', collapsed: { desktop: !kbotOpen, mobile: !kbotOpen } }}
          padding={0}
          className={classes.shell}
        >
          <AppShell.Header className={classes.header}>
            <TopBar
              sidebarWidth={sidebarWidth}
              layout={phone ? 'phone' : compactTopBar ? 'compact' : 'wide'}
              drawerOpen={drawerOpen}
              onOpenDrawer={() => setDrawerOpen(true)}
              kbotOpen={kbotOpen}
              onToggleKbot={toggleKbot}
            />
          </AppShell.Header>
          {phone ? (
            <NavDrawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} role={user.role} />
          ) : (
            <AppShell.Navbar className={classes.navbar} data-testid="sidebar" data-collapsed={collapsed || undefined}>
              <Sidebar role={user.role} collapsed={collapsed} onToggle={() => setCollapsed(collapsed ? 'false' : 'true')} />
            </AppShell.Navbar>
          )}
          <AppShell.Aside id="kbot-panel" component="aside" aria-labelledby="kbot-panel-title" hidden={!kbotOpen} data-testid="kbot-panel">
            {kbotOpened && (
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader size="sm" aria-label={t('session.loading')} />
                  </Center>
                }
              >
                <KbotSidePanel onClose={() => setKbotOpen(false)} />
              </Suspense>
            )}
          </AppShell.Aside>
          <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
            <LoadingOverlay visible={switching} zIndex={150} overlayProps={{ blur: 2 }} />
            {switching && (
              <VisuallyHidden role="status" aria-live="polite">
                {t('session.loading')}
              </VisuallyHidden>
            )}
            <div className={classes.content}>
              {isGroupConfigured(group) ? (
                <ContentErrorBoundary>
                  <Suspense
                    fallback={
                      <Center py="xl">
                        <Loader size="sm" aria-label={t('session.loading')} />
                      </Center>
                    }
                  >
                    <Outlet />
                  </Suspense>
                </ContentErrorBoundary>
              ) : (
                <GroupNotConfigured />
              )}
            </div>
          </AppShell.Main>
        </AppShell>
      </LiveUnreadAnnouncements>
    </HomeTabsProvider>
  );
}
