import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { Download, Page } from 'playwright-core';
import { startSmtpSink, type SmtpSink } from '../../server/test/support/smtp-sink';
import {
  demoPassword,
  emailOf,
  eventually,
  expectAccessible,
  newPage,
  openAdminTab,
  sharedBrowser,
  signIn,
  signInWithPassword,
  signOut,
} from './support/harness';
import { freePort } from './support/server';

sharedBrowser();

const NEW_PASSWORD = 'seven lanterns on a quiet canal';

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Uploads one new hero through Client Configuration's upload dialog, as an administrator does. */
async function uploadOneUser(page: Page, email: string): Promise<void> {
  await page.getByTestId('upload-users').click();
  const dialog = page.getByRole('dialog', { name: 'Upload users' });
  await dialog.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('upload-template').click()]);
  const book = XLSX.read(await bytesOf(download), { type: 'buffer' });
  const [header] = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Users']!, { header: 1, raw: false });
  const headers = header!.map(String);
  const row: Record<string, string> = {
    'User First Name': 'Noor',
    'User Last Name': 'Invitee',
    'User Email': email,
    Role: 'hero',
    'L1 Supervisor Name': 'Morgan Lee',
    'L1 Supervisor Email': 'mentor@demo.switchboard.test',
    'L1 Supervisor Department': 'Care',
    'L2 Supervisor Name': 'Grace Okafor',
    'L2 Supervisor Email': 'guardian@demo.switchboard.test',
    'L3 Supervisor Name': 'Chris Novak',
    'L3 Supervisor Email': 'commander@demo.switchboard.test',
    Status: 'Active',
  };
  const csv = [headers, headers.map((h) => row[h] ?? (h.includes('_(') ? 'disable' : ''))].map((r) => r.join(',')).join('\r\n');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'new-hire.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('upload-submit').click();
  await page.getByTestId('upload-valid').waitFor();
  expect(await page.getByTestId('upload-valid').textContent()).toBe('1');
  await page.getByTestId('upload-commit').click();
  await page.getByTestId('result-created').waitFor();
  expect(await page.getByTestId('result-created').textContent()).toBe('1');
  await page.getByTestId('upload-done').click();
}

describe('invitations', { timeout: 180_000 }, () => {
  it('an administrator uploads a user and invites them; they open the link, choose a password and are signed in', async () => {
    const email = `noor.${Date.now().toString(36)}@northwind.example`;
    const admin = await newPage();
    await signIn(admin, 'guardian');
    await openAdminTab(admin, 'Client Configuration');
    await uploadOneUser(admin, email);

    await admin.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
    await admin.getByRole('searchbox', { name: 'Search by name or email' }).press('Enter');
    await eventually(() => admin.getByTestId(`account-state-${email}`).textContent()).toBe('Never invited');
    await admin.getByTestId(`invite-${email}`).click();
    const dialog = admin.getByRole('dialog', { name: 'Invitation link' });
    await dialog.waitFor();
    const link = await admin.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/invitation#token=[A-Za-z0-9_-]{43}$/);
    await expectAccessible(admin, 'invitation link dialog');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await eventually(() => admin.getByTestId(`account-state-${email}`).textContent()).toBe('Invited');
    await signOut(admin);

    const invitee = await newPage();
    await invitee.goto(link);
    await invitee.getByRole('heading', { name: 'Welcome to Switchboard' }).waitFor();
    // The token leaves the address bar (and the history) as soon as the page has read it.
    expect(new URL(invitee.url()).hash).toBe('');
    await expectAccessible(invitee, 'invitation page');
    await invitee.getByTestId('new-password').fill('password123');
    await invitee.getByTestId('confirm-password').fill('password123');
    await invitee.getByTestId('password-submit').click();
    await eventually(() => invitee.getByTestId('password-error').textContent()).toContain('too common');
    await invitee.getByTestId('new-password').fill(NEW_PASSWORD);
    await invitee.getByTestId('confirm-password').fill(NEW_PASSWORD);
    await invitee.getByTestId('confirm-password').press('Enter');
    await invitee.getByRole('tablist').waitFor();
    expect(new URL(invitee.url()).pathname).toBe('/dashboard');

    // Signed out, the new password works at the ordinary sign-in, and the link does not work twice.
    await signOut(invitee);
    await signInWithPassword(invitee, email, NEW_PASSWORD);
    await invitee.getByRole('tablist').waitFor();
    await signOut(invitee);
    const reused = await newPage();
    await reused.goto(link);
    await reused.getByTestId('new-password').fill(NEW_PASSWORD);
    await reused.getByTestId('confirm-password').fill(NEW_PASSWORD);
    await reused.getByTestId('password-submit').click();
    await eventually(() => reused.getByTestId('password-error').textContent()).toContain('has expired or has already been used');
  });
});

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The reset journey needs mail: its own server, sending through a real SMTP server in this process. */
describe('password reset by e-mail', { timeout: 180_000 }, () => {
  let smtp: SmtpSink;
  let server: ChildProcess;
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-mail-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
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
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Switchboard <no-reply@switchboard.example>',
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
    throw new Error('the mail-enabled server did not start');
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a user who forgot their password asks for a link, receives it by e-mail, chooses a new one and is back in', async () => {
    const page = await newPage();
    await page.goto(`${url}/`);
    await page.getByTestId('forgot-password-link').click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page, 'forgot password page');
    await page.getByTestId('forgot-email').fill(emailOf('mentor'));
    await page.getByTestId('forgot-submit').click();
    await eventually(() => page.getByTestId('forgot-answer').textContent()).toContain('a link to choose a new password is on its way');

    await eventually(() => smtp.received.filter((m) => m.to.includes(emailOf('mentor'))).length).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(emailOf('mentor')))!;
    expect(mail.subject).toBe('Reset your Switchboard password');
    const link = new RegExp(`${url}/reset-password#token=[A-Za-z0-9_-]{43}`).exec(mail.text)![0];
    expect(mail.html).toContain(link);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectAccessible(page, 'reset password page');
    await page.getByTestId('new-password').fill(NEW_PASSWORD);
    await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('password-submit').click();
    await page.getByRole('tablist').waitFor();

    // The old password no longer works; the new one does.
    await signOut(page);
    await signInWithPassword(page, emailOf('mentor'), demoPassword);
    await eventually(() => page.getByTestId('login-error').textContent()).toBe('Invalid email or password.');
    await page.getByTestId('login-password').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByRole('tablist').waitFor();
  });
});
