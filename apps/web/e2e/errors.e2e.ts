import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  emailOf,
  expectAccessible,
  newPage,
  openAdminTab,
  sidebar,
  signIn,
  signInWithPassword,
  sharedBrowser,
} from './support/harness';

sharedBrowser();

describe('global error handling (platform.md §8, roleplay.md §8)', () => {
  it("a failed call shows the catalogue toast bottom right ('Internal Server Error'), which closes itself", async () => {
    const page = await newPage();
    await signIn(page, 'architect');
    await page.route('**/api/tenant/v1/tenants?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal_error', message: 'boom' }) }),
    );
    await openAdminTab(page, 'Configuration Settings');
    const toast = page.getByRole('alert').filter({ hasText: 'Internal Server Error' });
    await toast.first().waitFor();
    const shownAt = Date.now();
    await page.getByText('This list could not be loaded').waitFor();

    const box = await toast.first().boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 80);
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 120);
    await expectAccessible(page, 'error toast');

    // Toasts close after 5 s: not much sooner, not much later.
    await toast.first().waitFor({ state: 'detached', timeout: 9_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);

    await page.unroute('**/api/tenant/v1/tenants?**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('tabpanel').getByRole('table').getByText('Globex Insurance · Spain · Sales').waitFor();
  });

  it('a real 401 (session ended on the server) clears the session and returns to the login page', async () => {
    const page = await newPage();
    await signIn(page, 'guardian');
    const token = await page.evaluate(() => localStorage.getItem('switchboard.authToken'));
    expect(token).toBeTruthy();

    const logout = await fetch(`${baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { 'x-auth-token': token!, 'x-switchboard-request': '1' },
    });
    expect(logout.status).toBe(200);

    // The next request meets the 401: the user's click, or a background one (the events socket reconnecting,
    // the unread count) that may get there first and take the page to sign-in before the link is clicked.
    // Whichever comes first; the toast it raises lasts 5 s, so nothing waits on a click that can no longer happen.
    const signInPage = page.getByTestId('login-submit');
    await Promise.race([
      sidebar(page)
        .getByRole('link', { name: 'Client Configuration' })
        .click()
        .catch(() => undefined),
      signInPage.waitFor(),
    ]);
    await signInPage.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('alert').filter({ hasText: 'Unauthorized' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('switchboard.authToken'))).toBeNull();
    await expectAccessible(page, 'login page after 401');

    // Signed-in routes now lead back to the login page.
    await page.goto('/dashboard');
    await page.getByTestId('login-submit').waitFor();
  });

  it('the login form explains a wrong password without a toast', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByTestId('login-submit').click();
    await page.getByText('Enter your email address.').waitFor();
    await signInWithPassword(page, emailOf('hero'), 'not-the-password');
    await page.getByTestId('login-error').filter({ hasText: 'Invalid email or password.' }).waitFor();
    expect(await page.getByText('Unauthorized').count()).toBe(0);
    await expectAccessible(page, 'login with error');
  });
});
