import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, newPage, sharedBrowser, signIn } from './support/harness';

sharedBrowser();

/** A real 2×2 PNG (the server checks the signature, not only the name). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a73000000164944415478da63fccfc0f09f81818181e1ff7f0006fe02fe2a1ae9d30000000049454e44ae426082',
  'hex',
);

/** The counter the top bar shows (the menu tab's badge), 0 when there is none. */
async function unreadCounter(page: Page): Promise<number> {
  const badge = page.getByTestId('menu-announcement').getByTestId('unread-badge');
  if ((await badge.count()) === 0) return 0;
  const label = (await page.getByTestId('notification-menu').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? Number.NaN);
}

describe('announcements across two browsers', () => {
  it('guardian publishes with an image; the hero sees the counter rise live, opens, acknowledges; the guardian sees the receipt', async () => {
    const title = `Quality audit checklist ${Date.now()}`;
    const hero = await newPage();
    const counted = hero.waitForResponse((response) => response.url().endsWith('/unread-count') && response.ok());
    await signIn(hero, 'hero');
    // The counter the server gave, once the top bar shows it.
    const before = ((await (await counted).json()) as { unreadCount: number }).unreadCount;
    await expect.poll(() => unreadCounter(hero), { timeout: 10_000 }).toBe(before);

    // The guardian writes and publishes in another browser context.
    const guardian = await newPage();
    await signIn(guardian, 'guardian');
    await guardian.getByTestId('menu-announcement').click();
    await guardian.getByTestId('new-announcement').click();
    await guardian.getByTestId('title-input').fill(title);
    await guardian.getByTestId('category-select').click();
    await guardian.getByRole('option', { name: 'Process Change' }).click();
    await guardian.getByTestId('body-editor').click();
    await guardian.keyboard.type('From Monday every call is scored against the new checklist.');
    await guardian.locator('input[type="file"]').setInputFiles({ name: 'checklist.png', mimeType: 'image/png', buffer: PNG });
    await guardian.getByTestId('media-tile').waitFor();
    await guardian.getByTestId('requires-ack').click({ force: true });
    await expectAccessible(guardian, 'announcement editor');
    await guardian.getByTestId('publish').click();
    await guardian.getByRole('heading', { name: title }).waitFor();
    // The image comes back from the server (sanitised headers, session cookie) and decodes.
    const naturalWidth = (page: Page) => page.locator('img[alt="checklist.png"]').evaluate((img: HTMLImageElement) => img.naturalWidth);
    await expect.poll(() => naturalWidth(guardian), { timeout: 10_000 }).toBe(2);

    // The hero's counter rises without a reload (events socket).
    await expect.poll(() => unreadCounter(hero), { timeout: 15_000 }).toBe(before + 1);

    // Opening reads it: the counter falls back; the Acknowledge button records the acknowledgement.
    await hero.getByTestId('menu-announcement').click();
    const row = hero.getByTestId('announcement-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).toBe('true');
    await expectAccessible(hero, 'announcement feed');
    await row.getByRole('link').click();
    await hero.getByRole('heading', { name: title }).waitFor();
    await expect.poll(() => unreadCounter(hero), { timeout: 10_000 }).toBe(before);
    await expect.poll(() => naturalWidth(hero), { timeout: 10_000 }).toBe(2);
    await expectAccessible(hero, 'announcement detail');
    await hero.getByTestId('acknowledge').click();
    await hero.getByTestId('acknowledged').waitFor();

    // The guardian sees the hero's acknowledgement in the receipts.
    await guardian.getByTestId('open-receipts').click();
    // The group has more people than a page: the guardian narrows the receipts to acknowledgements.
    await guardian.getByRole('radiogroup', { name: 'Show' }).getByText('Acknowledged', { exact: true }).click();
    const heroRow = guardian.getByRole('row').filter({ hasText: 'hero@demo.switchboard.test' });
    await heroRow.waitFor();
    await expect.poll(async () => (await heroRow.textContent()) ?? '', { timeout: 15_000 }).toContain('Acknowledged');
    expect(await guardian.getByTestId('receipts-acknowledged').textContent()).toMatch(/%/);
    await expectAccessible(guardian, 'announcement receipts');
  });

  it('greys out archived announcements and keeps them out of reach', async () => {
    const page = await newPage();
    await signIn(page, 'mentor');
    await page.getByTestId('menu-announcement').click();
    const archived = page.getByTestId('announcement-row').filter({ hasText: 'Q2 quality calibration sessions' });
    await archived.waitFor();
    expect(await archived.getAttribute('aria-disabled')).toBe('true');
    expect(await archived.getByRole('link').count()).toBe(0);
    await page.getByTestId('filter-status').click();
    await page.getByRole('option', { name: 'Archived' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('announcement-row').count(), { timeout: 10_000 }).toBe(1);
  });
});
