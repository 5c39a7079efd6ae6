import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { renderWithProviders } from '../../test/test-utils';
import { demoUser, handshakeRoutes, json, stubApi, text, GROUP_A } from '../../test/fake-api';
import { http } from '../../shared/api/http-client';
import { getAuthToken, readPreference, readSessionKey, setAuthToken, writePreference } from '../../shared/api/auth-storage';
import { RequireSession } from '../router/require-session';
import { SessionProvider } from './session-provider';
import { useReadySession } from './session-context';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function CallsTheApi() {
  const { group } = useReadySession();
  const members = useQuery({ queryKey: ['probe'], queryFn: () => http.get('/api/tenant/v1/probe') });
  return (
    <p>
      in {group.account.instanceName} {members.isError ? 'failed' : 'waiting'}
    </p>
  );
}

function renderApp(route = '/dashboard') {
  return renderWithProviders(
    <SessionProvider>
      <Where />
      <Routes>
        <Route path="/" element={<p>login page</p>} />
        <Route path="/dashboard" element={<RequireSession />}>
          <Route index element={<CallsTheApi />} />
        </Route>
      </Routes>
    </SessionProvider>,
    { route },
  );
}

describe('SessionProvider', { timeout: 20_000 }, () => {
  it('without a stored token, signed-in routes go to the login page without calling the server', async () => {
    const { calls } = stubApi({});
    renderApp();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows 'Loading...' during the handshake, then the shell in the user's last group", async () => {
    setAuthToken('tok');
    const { calls } = stubApi({ ...handshakeRoutes(demoUser()), 'GET /api/tenant/v1/probe': () => json(200, {}) });
    renderApp();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText(/in Acme · US · Care/)).toBeInTheDocument();
    expect(calls.slice(0, 4)).toEqual([
      'GET /apigateway/upsrvc/platformHandShake',
      'POST /apigateway/upsrvc/switchGroup',
      'GET /apigateway/upsrvc/users',
      'GET /apigateway/upsrvc/getAccountsDetails',
    ]);
    expect(readSessionKey('instanceId')).toBe(GROUP_A);
  });

  it("says 'Failed to fetch token' and signs out when the user cannot be fetched", async () => {
    setAuthToken('tok');
    stubApi({
      ...handshakeRoutes(demoUser()),
      'GET /apigateway/upsrvc/platformHandShake': () => json(500, { error: 'internal_error', message: 'boom' }),
    });
    renderApp();
    expect(await screen.findByText('Failed to fetch token')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
  });

  it("shows the switch error when the server answers 'Account Not Switched!'", async () => {
    setAuthToken('tok');
    stubApi({ ...handshakeRoutes(demoUser()), 'POST /apigateway/upsrvc/switchGroup': () => text(404, 'Account Not Switched!') });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Account Not Switched!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows 'Group not configured' and blocks the content when the group has no configuration", async () => {
    setAuthToken('tok');
    stubApi({ ...handshakeRoutes(demoUser(), { configured: false }) });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Group not configured' })).toBeInTheDocument();
    expect(screen.queryByText(/in Acme/)).not.toBeInTheDocument();
  });

  it('any 401 clears the session and local storage (not preferences) and returns to /', async () => {
    setAuthToken('tok');
    writePreference('locale', 'en-US');
    localStorage.setItem('feature.cache', 'stale');
    stubApi({
      ...handshakeRoutes(demoUser()),
      'GET /api/tenant/v1/probe': () => json(401, { error: 'session_expired', message: 'expired' }),
    });
    renderApp();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(getAuthToken()).toBeNull();
    expect(readSessionKey('instanceId')).toBeNull();
    expect(localStorage.getItem('feature.cache')).toBeNull();
    expect(readPreference('locale')).toBe('en-US');
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
  });
});
