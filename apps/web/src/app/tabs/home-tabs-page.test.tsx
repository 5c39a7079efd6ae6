import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { Role } from '@switchboard/contracts';
import { renderWithProviders } from '../../test/test-utils';
import { demoUser, handshakeRoutes, json, stubApi } from '../../test/fake-api';
import { setAuthToken } from '../../shared/api/auth-storage';
import { RequireSession } from '../router/require-session';
import { SessionProvider } from '../session/session-provider';
import { HomeTabsPage } from './home-tabs-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const emptyList = () => json(200, { data: [], total: 0, page: 1, limit: 10 });

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

async function renderHome(role: Role, route = '/dashboard') {
  setAuthToken('tok');
  stubApi({
    ...handshakeRoutes(demoUser(role)),
    'GET /api/tenant/v1/tenants': emptyList,
    [`GET /api/tenant/v1/a0a0a0a0a0a0a0a0a0a0a0a0/users`]: emptyList,
  });
  renderWithProviders(
    <SessionProvider>
      <Search />
      <Routes>
        <Route path="/dashboard" element={<RequireSession />}>
          <Route index element={<HomeTabsPage />} />
        </Route>
      </Routes>
    </SessionProvider>,
    { route },
  );
  return screen.findByRole('tablist', { name: 'Home tabs' });
}

const tabNames = (tablist: HTMLElement) =>
  within(tablist)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const selected = (tablist: HTMLElement) => within(tablist).getByRole('tab', { selected: true });

describe('Home tabs page', { timeout: 20_000 }, () => {
  it('starts with Home only; a hero has no administration links', async () => {
    const tablist = await renderHome('hero');
    expect(tabNames(tablist)).toEqual(['Home']);
    expect(screen.queryByRole('link', { name: 'Configuration Settings' })).not.toBeInTheDocument();
  });

  it('a guardian opens the tabs it may use from the sidebar, each after the last', async () => {
    const user = userEvent.setup();
    const tablist = await renderHome('guardian');
    expect(screen.queryByRole('link', { name: 'Application Settings' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Client Configuration' }));
    await user.click(screen.getByRole('link', { name: 'Configuration Settings' }));
    expect(tabNames(tablist)).toEqual(['Home', 'Client Configuration', 'Configuration Settings']);
    expect(selected(tablist)).toHaveTextContent('Configuration Settings');
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=tenantManagement');
  });

  it('a deep link opens its tab', async () => {
    const tablist = await renderHome('architect', '/dashboard?tab=applicationSettings');
    expect(selected(tablist)).toHaveTextContent('Application Settings');
  });

  it('refuses a tab the role may not use from the URL', async () => {
    const tablist = await renderHome('guardian', '/dashboard?tab=applicationSettings');
    expect(tabNames(tablist)).toEqual(['Home']);
    expect(selected(tablist)).toHaveTextContent('Home');
  });

  it('closing the open tab with Delete moves selection and keyboard focus to the highest-order tab', async () => {
    const user = userEvent.setup();
    const tablist = await renderHome('architect');
    await user.click(screen.getByRole('link', { name: 'Application Settings' }));
    await user.click(screen.getByRole('link', { name: 'Configuration Settings' }));
    await user.click(screen.getByRole('link', { name: 'Client Configuration' }));
    await user.click(within(tablist).getByRole('tab', { name: 'Configuration Settings' }));
    expect(selected(tablist)).toHaveTextContent('Configuration Settings');

    await user.keyboard('{Delete}');
    expect(tabNames(tablist)).toEqual(['Home', 'Application Settings', 'Client Configuration']);
    expect(selected(tablist)).toHaveTextContent('Client Configuration');
    expect(selected(tablist)).toHaveFocus();
  });

  it('the close mark closes a tab with the mouse; Home has none and ignores Delete', async () => {
    const user = userEvent.setup();
    const tablist = await renderHome('commander');
    await user.click(screen.getByRole('link', { name: 'Application Settings' }));
    const close = tablist.querySelector('[data-tab-close="applicationSettings"]');
    expect(close).not.toBeNull();
    await user.click(close as Element);
    expect(tabNames(tablist)).toEqual(['Home']);
    expect(tablist.querySelector('[data-tab-close="home"]')).toBeNull();
    within(tablist).getByRole('tab', { name: 'Home' }).focus();
    await user.keyboard('{Delete}');
    expect(tabNames(tablist)).toEqual(['Home']);
  });

  it('only closable tabs announce that Delete closes them; Home alone announces nothing', async () => {
    const user = userEvent.setup();
    const tablist = await renderHome('commander');
    const home = within(tablist).getByRole('tab', { name: 'Home' });
    expect(home).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Press Delete to close this tab.')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Application Settings' }));
    expect(within(tablist).getByRole('tab', { name: 'Application Settings' })).toHaveAccessibleDescription(
      'Press Delete to close this tab.',
    );
    expect(home).not.toHaveAccessibleDescription();
  });
});
