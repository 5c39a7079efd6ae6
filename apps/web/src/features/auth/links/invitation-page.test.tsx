import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../test/test-utils';
import { demoUser, handshakeRoutes, json, stubApi } from '../../../test/fake-api';
import { SessionProvider } from '../../../app/session/session-provider';
import { InvitationPage } from './invitation-page';

const TOKEN = 'A'.repeat(21) + '_' + 'b'.repeat(21);

afterEach(() => vi.unstubAllGlobals());

function renderAt(hash: string, beside?: ReactNode) {
  window.history.replaceState(null, '', `/invitation${hash}`);
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route
          path="/invitation"
          element={
            <Suspense fallback={<p>loading</p>}>
              <InvitationPage />
              {beside}
            </Suspense>
          }
        />
        <Route path="/dashboard" element={<p>signed in</p>} />
      </Routes>
    </SessionProvider>,
    { route: '/invitation' },
  );
}

/**
 * Suspends until `ready` settles, as a sibling still loading does: React then discards the boundary's whole
 * first render. Throwing the pending promise is how a component suspends without a data library.
 */
function LoadsOnce({ ready }: { ready: { promise: Promise<void>; done: boolean } }) {
  if (!ready.done) throw ready.promise;
  return null;
}

describe('InvitationPage', { timeout: 20_000 }, () => {
  it('still holds the token when React discards its first render and renders it again', async () => {
    stubApi({ ...handshakeRoutes(demoUser('hero')) });
    let loaded!: () => void;
    const ready = { done: false, promise: new Promise<void>((resolve) => (loaded = resolve)) };
    void ready.promise.then(() => (ready.done = true));
    renderAt(`#token=${TOKEN}`, <LoadsOnce ready={ready} />);
    await act(async () => loaded());
    expect(await screen.findByRole('button', { name: 'Set password and sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/has expired or has already been used/)).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('takes the token out of the address bar, explains a refused password, then signs in', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let attempt = 0;
    stubApi({
      'POST /auth/invitation/accept': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        attempt += 1;
        return attempt === 1
          ? json(400, { error: 'password_rejected', message: 'Choose another password.', details: { reason: 'common' } })
          : json(200, { ixAuthToken: 'fresh-token', user: demoUser('hero') });
      },
      ...handshakeRoutes(demoUser('hero')),
    });
    renderAt(`#token=${TOKEN}`);
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('heading', { name: 'Welcome to Switchboard' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText(/^New password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'password1');
    await user.type(screen.getByLabelText(/^Repeat the password/, { selector: 'input' }), 'password2');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByText('The two passwords are different.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Repeat the password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Repeat the password/, { selector: 'input' }), 'password1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common or has appeared in a data breach.');

    for (const field of [/^New password/, /^Repeat the password/]) {
      await user.clear(screen.getByLabelText(field, { selector: 'input' }));
      await user.type(screen.getByLabelText(field, { selector: 'input' }), 'a quiet lighthouse at dawn');
    }
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(bodies).toEqual([
      { token: TOKEN, password: 'password1', locale: 'en-US' },
      { token: TOKEN, password: 'a quiet lighthouse at dawn', locale: 'en-US' },
    ]);
  });

  it('says the link is not valid when it carries no token, and offers "Forgot password?"', () => {
    stubApi({});
    renderAt('');
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says so when the server finds the link spent or expired', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /auth/invitation/accept': () => json(400, { error: 'link_invalid', message: 'gone' }) });
    renderAt(`#token=${TOKEN}`);
    for (const field of [/^New password/, /^Repeat the password/]) {
      await user.type(screen.getByLabelText(field, { selector: 'input' }), 'a quiet lighthouse at dawn');
    }
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
  });
});
