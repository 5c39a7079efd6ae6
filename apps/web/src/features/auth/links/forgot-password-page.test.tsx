import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/test-utils';
import { json, stubApi } from '../../../test/fake-api';
import { ForgotPasswordPage } from './forgot-password-page';

afterEach(() => vi.unstubAllGlobals());

async function ask(delivery: 'mail' | 'administrator') {
  const user = userEvent.setup();
  const bodies: unknown[] = [];
  stubApi({
    'POST /auth/password/forgot': (_url, init) => {
      bodies.push(JSON.parse(String(init.body)));
      return json(200, { ok: true, delivery });
    },
  });
  renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), ' ana@acme.test ');
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  expect(bodies).toEqual([{ email: 'ana@acme.test', locale: 'en-US' }]);
  return screen.findByRole('status');
}

describe('ForgotPasswordPage', { timeout: 20_000 }, () => {
  it('says a link is on its way without saying whether the account exists', async () => {
    expect(await ask('mail')).toHaveTextContent('If an account exists for ana@acme.test, a link to choose a new password is on its way.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });

  it('says to ask an administrator when the site sends no mail', async () => {
    expect(await ask('administrator')).toHaveTextContent('This site does not send emails. Ask your administrator');
  });
});
