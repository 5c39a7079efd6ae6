import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Role } from '@switchboard/contracts';
import { seriousViolations } from './axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const baseUrl = inject('baseUrl');
export const demoPassword = inject('demoPassword');
export const emailOf = (role: Role) => `${role}@demo.switchboard.test`;

let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

/** Call once per journey file: connects to the run's shared Chromium and closes its pages afterwards. */
export function sharedBrowser(): void {
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  closePagesAfterEach();
}

/**
 * When a journey fails, what each of its pages showed at that moment: the address and the visible text on
 * stderr, and a screenshot in the system's temporary folder. A timeout alone says only which element never came.
 */
async function describeOpenPages(journey: string): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-failure-'));
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    try {
      const text = (await page.locator('body').innerText({ timeout: 2_000 })).replace(/\s+/g, ' ').slice(0, 600);
      const file = path.join(folder, `page-${index + 1}.png`);
      await page.screenshot({ path: file, timeout: 5_000 });
      process.stderr.write(`[${journey}] page ${index + 1} at ${page.url()}\n  shows: ${text}\n  screenshot: ${file}\n`);
    } catch (error) {
      process.stderr.write(`[${journey}] page ${index + 1} at ${page.url()} could not be described: ${String(error)}\n`);
    }
  }
}

/**
 * For a journey that needs Chromium started differently (a fake microphone): its own browser with the
 * usual flags plus `extraArgs`, so the shared browser of the other journeys stays as it is.
 */
export function dedicatedBrowser(extraArgs: () => string[]): void {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs()], headless: true });
  });
  closePagesAfterEach();
}

function closePagesAfterEach(): void {
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await describeOpenPages(task.name);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const errors = pageErrors.splice(0);
    expect(errors.join('\n'), 'uncaught errors or content security policy violations in the page').toBe('');
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** Screens the journeys run on: a desktop, and a phone and a tablet held upright with touch. */
export const DEVICES = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  tablet: { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
} as const;

/** A page in a fresh context; `server` is the run's server unless a journey started its own. */
export async function newPage({
  locale = 'en-US',
  device = 'desktop',
  server = baseUrl,
}: { locale?: string; device?: keyof typeof DEVICES; server?: string } = {}): Promise<Page> {
  // Reduced motion, as a user may ask of their system: a dialog is where it ends up the moment it shows, so
  // a click inside it cannot land where its button was a frame before (on a loaded machine, beside it).
  const context = await browser.newContext({ baseURL: server, locale, reducedMotion: 'reduce', ...DEVICES[device] });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The server's policy must not block anything the app itself does (a blocked script, style or frame).
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) pageErrors.push(message.text());
  });
  return page;
}

export async function signIn(page: Page, role: Role): Promise<void> {
  await page.goto('/');
  await signInWithPassword(page, emailOf(role), demoPassword);
  await page.getByRole('tablist').waitFor();
}

/** The sign-in form's two steps: the e-mail (Continue), then the password it asks for. */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await page.getByTestId('login-submit').waitFor();
}

/** The page must have no serious or critical axe-core violations right now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Let Mantine's transitions settle so axe sees final colours, not a fade.
  await page.waitForTimeout(250);
  expect(await seriousViolations(page), `axe-core on ${where}`).toEqual([]);
}

/** Retries an assertion for long enough to cover a page load and the handshake on a busy machine. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

export const homeTabs = (page: Page) => page.getByRole('tablist');
export const tabNames = (page: Page) => homeTabs(page).getByRole('tab').allTextContents();
export const selectedTab = (page: Page) => homeTabs(page).getByRole('tab', { selected: true });
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

export async function openAdminTab(page: Page, label: string): Promise<void> {
  await sidebar(page).getByRole('link', { name: label }).click();
  await eventually(() => selectedTab(page).textContent()).toBe(label);
}
