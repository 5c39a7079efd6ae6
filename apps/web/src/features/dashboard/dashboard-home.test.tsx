import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Application, UserAppsReply } from '@switchboard/contracts';
import { renderWithProviders } from '../../test/test-utils';
import { GROUP_A, demoUser, handshakeRoutes, json, stubApi } from '../../test/fake-api';
import { setAuthToken } from '../../shared/api/auth-storage';
import { RequireSession } from '../../app/router/require-session';
import { SessionProvider } from '../../app/session/session-provider';
import { NARROW_QUERY } from '../../shared/hooks/use-screen';
import { DashboardHome } from './dashboard-home';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = { roleplay: 'a1a1a1a1a1a1a1a1a1a1a1a1', knowledge: 'b2b2b2b2b2b2b2b2b2b2b2b2' };

function app(key: 'roleplay' | 'knowledge', selected: boolean): Application {
  return {
    _id: ID[key],
    id: ID[key],
    name: key === 'roleplay' ? 'Roleplay' : 'Knowledge',
    applicationId: key,
    appName: key,
    category: { name: 'Learning', description: '' },
    isAdminLicense: false,
    isGuardianEnabled: true,
    roles: ['hero', 'mentor', 'guardian', 'commander', 'architect'],
    minW: 1,
    minH: 3.5,
    defaultSize: 'knowledge',
    widgetKind: key === 'roleplay' ? 'builtin' : 'embed',
    builtinWidget: key === 'roleplay' ? 'roleplay' : null,
    embedUrl: key === 'roleplay' ? null : 'https://knowledge.partner.example/app',
    icon: key === 'roleplay' ? 'roleplay' : 'knowledge',
    accent: '#d6336c',
    defaultOnDashboard: key === 'roleplay',
    about: { tagline: 'Tagline', description: 'Description', audience: 'Audience', highlights: [] },
    available: true,
    connected: true,
    enabled: true,
    tenantRoles: ['hero'],
    hasAccess: true,
    selected,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

const reply = (layout: UserAppsReply['layout'], updatedAt: string | null = null): UserAppsReply => ({
  tenantId: GROUP_A,
  featureId: 'home',
  saved: updatedAt !== null,
  updatedAt,
  layout,
  applications: [
    app(
      'knowledge',
      layout.some((i) => i.i === ID.knowledge),
    ),
    app(
      'roleplay',
      layout.some((i) => i.i === ID.roleplay),
    ),
  ],
});

const base = `/api/tenant/v1/${GROUP_A}/feature/home/widget`;

function renderDashboard(routes: Parameters<typeof stubApi>[0]) {
  setAuthToken('tok');
  const api = stubApi({
    ...handshakeRoutes(demoUser('hero')),
    'GET /apigateway/tbsrvc/usecases/userusecasemapping': () =>
      json(200, { content: [], totalElements: 0, totalPages: 0, number: 0, size: 5 }),
    'GET /apigateway/tbsrvc/usersession/recent': () => json(200, []),
    ...routes,
  });
  renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/dashboard" element={<RequireSession />}>
          <Route index element={<DashboardHome />} />
        </Route>
      </Routes>
    </SessionProvider>,
    { route: '/dashboard' },
  );
  return api;
}

describe('DashboardHome', { timeout: 20_000 }, () => {
  it('on a phone or an upright tablet shows the saved cards in one column to read, and saves nothing', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === NARROW_QUERY,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const api = renderDashboard({
      [`GET ${base}/userApps`]: () =>
        json(
          200,
          reply(
            [
              { i: ID.knowledge, x: 1, y: 0, w: 2, h: 7, minW: 1, minH: 3.5 },
              { i: ID.roleplay, x: 0, y: 0, w: 1, h: 7, minW: 1, minH: 3.5 },
            ],
            '2026-11-21T09:00:00.000Z',
          ),
        ),
    });
    const column = await screen.findByTestId('widget-column');
    expect(screen.queryByTestId('widget-grid')).toBeNull();
    const cards = within(column).getAllByRole('region');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Roleplay', 'Knowledge']);
    const roleplay = screen.getByRole('region', { name: 'Roleplay' });
    expect(within(roleplay).getByRole('button', { name: 'Maximize Roleplay' })).toBeInTheDocument();
    for (const control of ['Pop out Roleplay', 'Close Roleplay'])
      expect(within(roleplay).queryByRole('button', { name: control })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose widgets' })).toBeNull();
    expect(screen.getByText(/is done on a computer/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.includes('/widget/save'))).toEqual([]);
  });

  it("says 'Failed to fetch widgets' when the widgets cannot be loaded, and retries", async () => {
    let calls = 0;
    renderDashboard({
      [`GET ${base}/userApps`]: () => (++calls === 1 ? json(500, { error: 'internal_error', message: 'boom' }) : json(200, reply([]))),
    });
    expect(await screen.findByRole('heading', { name: 'Failed to fetch widgets' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your dashboard is empty' })).toBeInTheDocument();
  });

  it('shows the widgets of the layout with their window controls, and Close saves the layout without that widget', async () => {
    const saved: unknown[] = [];
    renderDashboard({
      [`GET ${base}/userApps`]: () => json(200, reply([{ i: ID.roleplay, x: 0, y: 0, w: 3, h: 14, minW: 1, minH: 3.5 }])),
      [`POST ${base}/save`]: (_url, init) => {
        const body = JSON.parse(String(init.body)) as { layout: UserAppsReply['layout']; expectedUpdatedAt: string | null };
        saved.push(body);
        return json(200, reply(body.layout, '2026-11-22T10:00:00.000Z'));
      },
    });
    const widget = await screen.findByRole('region', { name: 'Roleplay' });
    expect(await within(widget).findByText('No practice assigned yet')).toBeInTheDocument();
    for (const control of ['Refresh Roleplay', 'Pop out Roleplay', 'Maximize Roleplay', 'More options for Roleplay', 'Close Roleplay']) {
      expect(within(widget).getByRole('button', { name: control })).toBeInTheDocument();
    }
    await userEvent.click(within(widget).getByRole('button', { name: 'Close Roleplay' }));
    await waitFor(() => expect(saved).toEqual([{ layout: [], expectedUpdatedAt: null }]));
    expect(await screen.findByRole('heading', { name: 'Your dashboard is empty' })).toBeInTheDocument();
  });

  it('adds a widget from the chooser at its default size next to the one already there', async () => {
    const saved: UserAppsReply['layout'][] = [];
    renderDashboard({
      [`GET ${base}/userApps`]: () =>
        json(200, reply([{ i: ID.roleplay, x: 0, y: 0, w: 1, h: 7, minW: 1, minH: 3.5 }], '2026-11-21T09:00:00.000Z')),
      [`POST ${base}/save`]: (_url, init) => {
        const body = JSON.parse(String(init.body)) as { layout: UserAppsReply['layout']; expectedUpdatedAt: string | null };
        expect(body.expectedUpdatedAt).toBe('2026-11-21T09:00:00.000Z');
        saved.push(body.layout);
        return json(200, reply(body.layout, '2026-11-22T10:00:00.000Z'));
      },
    });
    await screen.findByRole('region', { name: 'Roleplay' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose widgets' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Show Knowledge on my dashboard' }));
    await waitFor(() =>
      expect(saved).toEqual([
        [
          { i: ID.roleplay, x: 0, y: 0, w: 1, h: 7, minW: 1, minH: 3.5 },
          { i: ID.knowledge, x: 1, y: 0, w: 1, h: 7, minW: 1, minH: 3.5 },
        ],
      ]),
    );
    expect(await screen.findByRole('region', { name: 'Knowledge' })).toBeInTheDocument();
    // A connected partner application is its page in a sandboxed frame.
    expect(screen.getByTitle('Knowledge (embedded application)')).toHaveAttribute('src', 'https://knowledge.partner.example/app');
  });

  it('lists the roleplays assigned to the user in the Roleplay widget', async () => {
    const card = (name: string, assigned: boolean, type: 1 | 2) => ({
      useCaseId: assigned ? 'c3c3c3c3c3c3c3c3c3c3c3c3' : 'd4d4d4d4d4d4d4d4d4d4d4d4',
      id: assigned ? 'c3c3c3c3c3c3c3c3c3c3c3c3' : 'd4d4d4d4d4d4d4d4d4d4d4d4',
      name,
      description: null,
      type,
      genericUsecase: false,
      selectedVoice: null,
      assigned,
      isValidForSelfRegistration: false,
      updatedDate: '2026-11-20T10:00:00.000Z',
      isUsecaseLibrary: false,
      visibilityId: 1,
      liveTranscript: false,
      realTimeFeedback: false,
      threshold: 70,
      maxRetryCount: 3,
      nluEnabled: false,
      inboundEnabled: false,
      scripted: true,
      customerName: null,
      customerAge: null,
      customerAddress: null,
      customerSince: null,
      customerIssueDescription: null,
      customerSpeakingStyle: null,
      voiceBotVisibility: false,
      batchId: null,
      batchName: null,
      language: null,
      assignedVia: assigned ? 'user' : null,
      selfRegistered: false,
      isFavourite: false,
    });
    renderDashboard({
      [`GET ${base}/userApps`]: () => json(200, reply([{ i: ID.roleplay, x: 0, y: 0, w: 3, h: 14, minW: 1, minH: 3.5 }])),
      'GET /apigateway/tbsrvc/usecases/userusecasemapping': (url) => {
        expect(url.searchParams.get('userId')).toBe(demoUser('hero').userId);
        return json(200, {
          content: [{ ...card('Refund request', true, 2), batchName: 'Spring intake' }, card('Library roleplay', false, 1)],
          totalElements: 7,
          totalPages: 1,
          number: 0,
          size: 5,
        });
      },
    });
    const widget = await screen.findByRole('region', { name: 'Roleplay' });
    expect(await within(widget).findByText('Refund request')).toBeInTheDocument();
    expect(within(widget).getByText('Voice')).toBeInTheDocument();
    expect(within(widget).getByText('Batch Spring intake')).toBeInTheDocument();
    expect(within(widget).queryByText('Library roleplay')).not.toBeInTheDocument();
    // Each practice leads to Engage, where it is started; the count tells how many more are there.
    const practices = within(widget).getAllByTestId('roleplay-practice');
    expect(practices.map((row) => row.getAttribute('href'))).toEqual(['/dashboard/engage']);
    expect(within(widget).getByTestId('roleplay-assigned-count')).toHaveTextContent('7');
    expect(within(widget).getByTestId('roleplay-assigned-count')).toHaveAttribute('title', '1 of 7 assigned practices shown');
    // No practice has been scored yet: the widget says so rather than showing a number.
    const scores = within(widget).getByRole('region', { name: 'Latest scores' });
    expect(within(scores).getByText('No scores yet')).toBeInTheDocument();
    expect(scores.textContent).not.toMatch(/\d/);
  });

  it('shows the latest scores with their result and band once practices are scored', async () => {
    renderDashboard({
      [`GET ${base}/userApps`]: () => json(200, reply([{ i: ID.roleplay, x: 0, y: 0, w: 3, h: 14, minW: 1, minH: 3.5 }])),
      'GET /apigateway/tbsrvc/usersession/recent': (url) => {
        expect(url.searchParams.get('size')).toBe('3');
        return json(200, [
          {
            userSessionId: 'a'.repeat(24),
            usecaseId: 'b'.repeat(24),
            name: 'Password reset with identity check',
            type: 1,
            overallScore: 86.4,
            level: 'exceptional',
            band: { band: 'high', tone: 'good' },
            scoredDate: new Date(Date.now() - 5 * 60_000).toISOString(),
          },
          {
            userSessionId: 'c'.repeat(24),
            usecaseId: 'd'.repeat(24),
            name: 'Billing dispute',
            type: 1,
            overallScore: 52,
            level: 'average',
            band: { band: 'mid', tone: 'fair' },
            scoredDate: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          },
        ]);
      },
    });
    const widget = await screen.findByRole('region', { name: 'Roleplay' });
    const scores = await within(widget).findByRole('region', { name: 'Latest scores' });
    const rows = await within(scores).findAllByTestId('roleplay-score');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Password reset with identity check.*86%.*Exceptional.*5 minutes ago/),
      expect.stringMatching(/Billing dispute.*52%.*Average.*2 hours ago/),
    ]);
    expect(within(scores).queryByText('No scores yet')).not.toBeInTheDocument();
  });

  it('says honestly that nothing is assigned and nothing is scored yet', async () => {
    renderDashboard({
      [`GET ${base}/userApps`]: () => json(200, reply([{ i: ID.roleplay, x: 0, y: 0, w: 3, h: 14, minW: 1, minH: 3.5 }])),
    });
    const widget = await screen.findByRole('region', { name: 'Roleplay' });
    expect(await within(widget).findByText('No practice assigned yet')).toBeInTheDocument();
    expect(within(widget).getByText('No scores yet')).toBeInTheDocument();
    expect(within(widget).queryByTestId('roleplay-practice')).not.toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Open Engage' })).toHaveAttribute('href', '/dashboard/engage');
  });
});
