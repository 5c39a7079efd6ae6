import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../test/test-utils';
import { demoUser, handshakeRoutes, json, stubApi } from '../../test/fake-api';
import { getAuthToken, readPreference } from '../../shared/api/auth-storage';
import { changeLocale } from '../../shared/i18n/i18n';
import { SessionProvider } from '../../app/session/session-provider';
import { LoginPage } from './login-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en-US');
});

function renderLogin(route = '/') {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/" element={<LoginPage />} />
        <Route path="/dashboard" element={<p>signed in</p>} />
      </Routes>
    </SessionProvider>,
    { route },
  );
}

const passwordRoute = { 'POST /auth/sso/discover': () => json(200, { method: 'password' }) };

/** The first step: the e-mail, then Continue; the password field appears for addresses without single sign-on. */
async function enterEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('LoginPage', { timeout: 20_000 }, () => {
  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(passwordRoute);
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await enterEmail(user, 'hero@demo.switchboard.test');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(calls).toEqual(['POST /auth/sso/discover']);
  });

  it('sends an address of a single sign-on domain to its provider, without asking for a password', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({ 'POST /auth/sso/discover': () => json(200, { method: 'sso', redirectUrl: '/auth/sso/start?email=jo%40acme.example' }) });
    renderLogin();
    await enterEmail(user, 'jo@acme.example');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/sso/start?email=jo%40acme.example'));
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).not.toBeInTheDocument();
  });

  it('explains why single sign-on sent the user back, in their language', async () => {
    await changeLocale('de-DE');
    stubApi({});
    renderLogin('/?sso_error=wrong_audience');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr Identitätsanbieter hat eine Anmeldung für eine andere Anwendung ausgestellt.',
    );
  });

  it('says "Invalid email or password." next to the form on a 401, without signing anyone out', async () => {
    const user = userEvent.setup();
    stubApi({
      ...passwordRoute,
      'POST /auth/login': () => json(401, { error: 'invalid_credentials', message: 'Invalid email or password.' }),
    });
    renderLogin();
    await enterEmail(user, 'hero@demo.switchboard.test');
    await user.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('keeps the token from the reply and moves on to the handshake', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...handshakeRoutes(demoUser('hero')),
      ...passwordRoute,
      'POST /auth/login': () => json(200, { ixAuthToken: 'fresh-token', user: demoUser('hero') }),
    });
    renderLogin();
    await enterEmail(user, 'hero@demo.switchboard.test');
    await user.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The sign-in reply's token is kept, then the handshake runs (and may rotate it).
    await waitFor(() => expect(calls).toContain('GET /apigateway/upsrvc/platformHandShake'));
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(getAuthToken()).toBeTruthy();
  });

  it('switches language from the picker and remembers it', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderLogin();
    await user.click(screen.getByRole('textbox', { name: 'Language' }));
    await user.click(screen.getByRole('option', { name: /^Deutsch/ }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('de-DE');
    expect(readPreference('locale')).toBe('de-DE');
  });
});
