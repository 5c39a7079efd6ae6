import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED, type Application } from '@switchboard/contracts';
import { renderWithProviders } from '../../test/test-utils';
import { GROUP_A, demoUser, handshakeRoutes, json, stubApi, text } from '../../test/fake-api';
import { readPreference, setAuthToken } from '../../shared/api/auth-storage';
import { PageNotFound } from '../errors/page-not-found';
import { RequireSession } from '../router/require-session';
import { SessionProvider } from '../session/session-provider';
import { UnreadAnnouncementsProvider, UnreadBadge } from './unread-announcements';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The navbar width Mantine's AppShell writes into its style element. */
function navbarWidth(): string | undefined {
  const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
  return /--app-shell-navbar-width:\s*([^;]+);/.exec(css)?.[1]?.trim();
}

function renderShell(route = '/dashboard', routes = handshakeRoutes(demoUser('hero'))) {
  setAuthToken('tok');
  const api = stubApi(routes);
  renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/dashboard" element={<RequireSession />}>
          <Route index element={<p>home content</p>} />
          <Route path="*" element={<PageNotFound />} />
        </Route>
      </Routes>
    </SessionProvider>,
    { route },
  );
  return api;
}

const menuLabels = (menu: HTMLElement) => Array.from(menu.querySelectorAll('[data-menu-label]'), (label) => label.textContent);

/** The Summarization catalogue entry as the user sees it: an embedded app, usable only once its address is set. */
function summarization(connected: boolean): Application {
  const id = 'e5e5e5e5e5e5e5e5e5e5e5e5';
  return {
    _id: id,
    id,
    name: 'Summarization',
    applicationId: 'summarization',
    appName: 'Summarization',
    category: { name: 'Productivity', description: '' },
    isAdminLicense: false,
    isGuardianEnabled: true,
    roles: ['hero'],
    minW: 2,
    minH: 7,
    defaultSize: 'summarize',
    widgetKind: 'embed',
    builtinWidget: null,
    embedUrl: connected ? 'https://summarize.partner.example/app' : null,
    icon: 'summary',
    accent: '#7048e8',
    defaultOnDashboard: false,
    about: { tagline: 'Notes', description: 'Notes', audience: 'Advisors', highlights: [] },
    available: true,
    connected,
    enabled: true,
    tenantRoles: ['hero'],
    hasAccess: connected,
    selected: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

describe('shell', { timeout: 20_000 }, () => {
  it('has the brand, the menu tabs and the notification menu; no tab for an embedded app that is not connected', async () => {
    renderShell('/dashboard', {
      ...handshakeRoutes(demoUser('hero')),
      [`GET /api/tenant/v1/app-widgets/myapps/${GROUP_A}`]: () => json(200, { tenantId: GROUP_A, applications: [summarization(false)] }),
    });
    const menu = await screen.findByRole('navigation', { name: 'Applications' });
    expect(menuLabels(menu)).toEqual(['Home', 'Engage', 'Announcement', 'Knowledge', 'KBot']);
    expect(within(menu).getByRole('link', { name: 'KBot' })).toHaveAttribute('href', '/dashboard/kbot');
    expect(within(menu).getByRole('link', { name: 'Knowledge' })).toHaveAttribute('href', '/dashboard/knowledge');
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Switchboard home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows the Summarization tab once Summarization is connected and offered to the user', async () => {
    renderShell('/dashboard', {
      ...handshakeRoutes(demoUser('hero')),
      [`GET /api/tenant/v1/app-widgets/myapps/${GROUP_A}`]: () => json(200, { tenantId: GROUP_A, applications: [summarization(true)] }),
    });
    const menu = await screen.findByRole('navigation', { name: 'Applications' });
    await waitFor(() => expect(menuLabels(menu)).toEqual(['Home', 'Engage', 'Announcement', 'Knowledge', 'Summarization', 'KBot']));
    expect(within(menu).getByRole('link', { name: 'Summarization' })).toHaveAttribute('href', '/dashboard/apps/summarization');
  });

  it('collapses the sidebar from 240 to 60 px, keeps the links named, and remembers it', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = await screen.findByRole('button', { name: 'Collapse sidebar' });
    expect(navbarWidth()).toBe(`calc(${SIDEBAR_WIDTH_EXPANDED / 16}rem * var(--mantine-scale))`);
    expect(screen.getByText('Practice')).toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(navbarWidth()).toBe(`calc(${SIDEBAR_WIDTH_COLLAPSED / 16}rem * var(--mantine-scale))`);
    expect(readPreference('sidebarCollapsed')).toBe('true');
    // Icons only, but every link keeps its name for assistive technology.
    expect(screen.queryByText('Practice')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practice' })).toBeInTheDocument();
  });

  it("an unknown view shows 'Page Not Found' inside the shell", async () => {
    renderShell('/dashboard/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('switches group from the top bar: the handshake runs again for the new group', async () => {
    const user = userEvent.setup();
    const { calls } = renderShell('/dashboard', handshakeRoutes(demoUser('hero')));
    const switcher = await screen.findByRole('textbox', { name: 'Switch group' });
    expect(switcher).toHaveValue('Acme · US · Care');
    calls.length = 0;
    await user.click(switcher);
    await user.click(await screen.findByRole('option', { name: 'Globex · ES · Sales' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Switch group' })).toHaveValue('Globex · ES · Sales'));
    // Only the handshake's calls, in order (areas of the shell may load their own data meanwhile).
    expect(calls.filter((call) => call.includes('/apigateway/upsrvc/'))).toEqual([
      'POST /apigateway/upsrvc/switchGroup',
      'GET /apigateway/upsrvc/users',
      'GET /apigateway/upsrvc/getAccountsDetails',
    ]);
  });

  it('a long group name ends in an ellipsis in the top bar, and its title and tooltip give it whole', async () => {
    const user = userEvent.setup();
    const hero = demoUser('hero');
    const long = 'Acme Telecommunications · United States of America · Customer Care and Retention';
    hero.tenants[0] = { ...hero.tenants[0]!, name: long };
    renderShell('/dashboard', handshakeRoutes(hero));
    const switcher = await screen.findByRole('textbox', { name: 'Switch group' });
    expect(switcher).toHaveValue(long);
    expect(switcher).toHaveAttribute('title', long);
    expect(switcher.style.textOverflow).toBe('ellipsis');
    await user.hover(switcher);
    expect(await screen.findByText(`Group: ${long}`)).toBeInTheDocument();
  });

  it("a refused switch keeps the current group and shows 'Account Not Switched!'", async () => {
    const user = userEvent.setup();
    const routes = handshakeRoutes(demoUser('hero'));
    let first = true;
    renderShell('/dashboard', {
      ...routes,
      'POST /apigateway/upsrvc/switchGroup': (url, init) => {
        if (first) {
          first = false;
          return routes['POST /apigateway/upsrvc/switchGroup']!(url, init);
        }
        return text(404, 'Account Not Switched!');
      },
    });
    await user.click(await screen.findByRole('textbox', { name: 'Switch group' }));
    await user.click(await screen.findByRole('option', { name: 'Globex · ES · Sales' }));
    expect(await screen.findByText('Account Not Switched!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Switch group' })).toHaveValue('Acme · US · Care');
    expect(screen.getByText('home content')).toBeInTheDocument();
  });
});

describe('UnreadBadge', () => {
  it('shows the count from context, hides at zero, caps at 99+', () => {
    const { rerender } = renderWithProviders(
      <UnreadAnnouncementsProvider count={3}>
        <UnreadBadge />
      </UnreadAnnouncementsProvider>,
    );
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
    expect(screen.getByText('3 unread announcements')).toBeInTheDocument();
    rerender(
      <UnreadAnnouncementsProvider count={0}>
        <UnreadBadge />
      </UnreadAnnouncementsProvider>,
    );
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    rerender(<UnreadBadge count={250} />);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
    rerender(<UnreadBadge count={1} />);
    expect(screen.getByText('1 unread announcement')).toBeInTheDocument();
  });
});
