import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startOpenIdProvider, type TestOpenIdProvider } from '../../server/test/support/openid-provider';
import {
  demoPassword,
  emailOf,
  eventually,
  expectAccessible,
  newPage,
  openAdminTab,
  sharedBrowser,
  signInWithPassword,
  signOut,
} from './support/harness';
import { freePort } from './support/server';

sharedBrowser();

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOMAIN = 'demo.switchboard.test';

/** Types the address, goes to the provider, signs in on its login page, and comes back. */
async function signInThroughProvider(page: Page, url: string, issuer: string, email: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((current) => current.origin === issuer);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((current) => current.origin === url);
}

/** Single sign-on needs a sealing key and a provider: its own server, and a real OpenID provider in this process. */
describe('single sign-on through the organisation’s OpenID provider', { timeout: 240_000 }, () => {
  let idp: TestOpenIdProvider;
  let server: ChildProcess;
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-sso-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    idp = await startOpenIdProvider({ redirectUris: [`${url}/auth/sso/callback`] });
    server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_PASSWORD: demoPassword,
        LOG_LEVEL: 'warn',
        COOKIE_SECURE: 'false',
        PUBLIC_ORIGIN: url,
        SSO_SECRET_KEY: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 360; i++) {
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the server with single sign-on did not start');
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await idp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a commander sets up the provider; users of its domain then sign in there, unknown ones are refused until provisioning is on', async () => {
    const admin = await newPage();
    await admin.goto(`${url}/`);
    await signInWithPassword(admin, emailOf('commander'), demoPassword);
    await admin.getByRole('tablist').waitFor();
    await openAdminTab(admin, 'Application Settings');
    await admin.getByTestId('sso-issuer').fill(idp.issuer);
    await admin.getByTestId('sso-client-id').fill(idp.clientId);
    await admin.getByTestId('sso-client-secret').fill(idp.clientSecret);
    await admin.getByTestId('sso-domains').fill(DOMAIN);
    // Saved from the keyboard, as anyone without a mouse would.
    await admin.getByTestId('sso-domains').press('Enter');
    await eventually(() => admin.getByTestId('sso-redirect-uri').textContent()).toBe(`${url}/auth/sso/callback`);
    await expectAccessible(admin, 'single sign-on settings');
    await signOut(admin);

    // An existing user goes to the provider and comes back signed in.
    const hero = await newPage();
    await signInThroughProvider(hero, url, idp.issuer, emailOf('hero'));
    await hero.getByRole('tablist').waitFor();
    expect(new URL(hero.url()).pathname).toBe('/dashboard');

    // Someone the provider knows but Switchboard does not is refused, and told why.
    const stranger = await newPage();
    await signInThroughProvider(stranger, url, idp.issuer, `sam.rivera@${DOMAIN}`);
    await eventually(() => stranger.getByTestId('sso-error').textContent()).toContain('there is no account for you here');
    await expectAccessible(stranger, 'sign-in after a refused single sign-on');

    // With provisioning on, the same person is created as a hero on their first sign-in.
    const again = await newPage();
    await again.goto(`${url}/`);
    await signInThroughProvider(again, url, idp.issuer, emailOf('commander'));
    await again.getByRole('tablist').waitFor();
    await openAdminTab(again, 'Application Settings');
    await again.getByTestId('sso-provision').check();
    await again.getByTestId('sso-group').click();
    await again.getByRole('option').first().click();
    await again.getByTestId('sso-save').click();
    await eventually(() => again.getByTestId('sso-save-error').count()).toBe(0);
    await eventually(() => again.getByTestId('sso-provision').isChecked()).toBe(true);
    await signOut(again);
    // A fresh browser: the provider would otherwise remember the earlier sign-in and skip its login page.
    const newcomer = await newPage();
    await signInThroughProvider(newcomer, url, idp.issuer, `sam.rivera@${DOMAIN}`);
    await newcomer.getByRole('tablist').waitFor();
    expect(new URL(newcomer.url()).pathname).toBe('/dashboard');
  });
});
