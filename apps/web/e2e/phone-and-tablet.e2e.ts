import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { Download, Page } from 'playwright-core';
import { DEVICES, eventually, expectAccessible, newPage, sharedBrowser, signIn } from './support/harness';
import { searchKnowledge } from './support/knowledge';
import { main, say, startPasswordResetChat } from './support/practice';

sharedBrowser();

const shots = process.env.PHONE_SCREENSHOTS;

/** Nothing on the page is wider than the screen: no sideways scrolling, and no zooming out to fit. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const measured = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  // A phone browser zooms a too-wide page out to fit, which widens innerWidth: the screen's width is the bar.
  expect(measured.innerWidth, `${where}: page zoomed out`).toBe(width);
  expect(measured.scrollWidth, `${where}: page scrolls sideways`).toBeLessThanOrEqual(measured.innerWidth);
}

/** Accessible, no sideways scrolling, and a screenshot when asked for one. */
async function check(page: Page, where: string): Promise<void> {
  await expectAccessible(page, where);
  await expectNoSidewaysScroll(page, where);
  if (shots) await page.screenshot({ path: `${shots}/${where.replace(/\W+/g, '-')}.png`, fullPage: true });
}

/** Every button and link of the top bar is at least 44 px both ways. */
async function expectTouchSizedTopBar(page: Page): Promise<void> {
  const small = await page
    .locator('header')
    .first()
    .evaluate((header) =>
      [...header.querySelectorAll('a, button, input')]
        .map((element) => ({ name: element.getAttribute('aria-label') ?? element.textContent, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
  expect(small).toEqual([]);
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Main menu' });

async function openFromDrawer(page: Page, link: string): Promise<void> {
  await page.getByTestId('nav-drawer-toggle').click();
  await drawer(page).getByRole('link', { name: link }).click();
  await eventually(() => drawer(page).count()).toBe(0);
}

async function openFromMenu(page: Page, tab: string): Promise<void> {
  await page.getByTestId('menu-folded').click();
  await page.getByRole('menuitem', { name: tab }).click();
}

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// The tablet runs first: its chat practice gives the hero a row for the phone's history cards.
describe('tablet (768×1024, touch)', { timeout: 180_000 }, () => {
  it('a hero sees the sidebar and a one-column dashboard, and runs a chat practice with the side panel as a sheet', async () => {
    const page = await newPage({ device: 'tablet' });
    await signIn(page, 'hero');
    expect(Math.round((await page.getByTestId('sidebar').boundingBox())!.width)).toBe(240);
    await main(page).getByTestId('widget-column').waitFor();
    await expectTouchSizedTopBar(page);
    await check(page, 'tablet-dashboard');

    await openFromMenu(page, 'Engage');
    await startPasswordResetChat(page);
    // The conversation has the content's full width; the chat list and tools are a sheet.
    const area = main(page).getByTestId('chat-area');
    const row = await area.evaluate((element) => element.closest('.mantine-Grid-root')!.getBoundingClientRect().width);
    expect((await area.boundingBox())!.width).toBeGreaterThan(row - 40);
    await check(page, 'tablet-chat');
    await main(page).getByTestId('side-panel-open').click();
    const sheet = page.getByRole('dialog', { name: 'Chats, form and transcript' });
    await sheet.getByTestId('chat-list-item').first().waitFor();
    await check(page, 'tablet-chat-sheet');
    await sheet.getByTestId('chat-list-item').first().click();
    await eventually(() => sheet.count()).toBe(0);
    await say(page, "Thank you for contacting us. I'm sorry you're locked out; I'll help you get back into your account.");
    await check(page, 'tablet-chat-answered');
  });
});

describe('phone (390×844, touch)', { timeout: 180_000 }, () => {
  it('a hero finds the drawer, reads the dashboard in one column, acknowledges, searches knowledge and opens the history', async () => {
    const page = await newPage({ device: 'phone' });
    const layoutSaves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/widget/save')) layoutSaves.push(request.url());
    });
    await signIn(page, 'hero');

    // The shell: no sidebar beside the content, a drawer behind the menu button that holds focus and closes on Escape.
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await expectTouchSizedTopBar(page);
    const toggle = page.getByTestId('nav-drawer-toggle');
    await toggle.click();
    await drawer(page).getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await drawer(page).getByTestId('group-name').or(drawer(page).getByTestId('group-switcher')).first().waitFor();
    await check(page, 'phone-drawer');
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await eventually(() => drawer(page).count()).toBe(0);
    await eventually(() => toggle.evaluate((button) => button === document.activeElement)).toBe(true);

    // The dashboard: one column, every card the column's width; arranging it is left to a computer.
    const column = main(page).getByTestId('widget-column');
    await column.waitFor();
    expect(await main(page).getByTestId('widget-grid').count()).toBe(0);
    expect(await main(page).getByTestId('choose-widgets').count()).toBe(0);
    await main(page).getByText('Adding, moving and resizing widgets is done on a computer.', { exact: false }).waitFor();
    const columnWidth = (await column.boundingBox())!.width;
    const cards = column.locator('[data-grid-item]');
    expect(await cards.count()).toBeGreaterThan(1);
    for (const card of await cards.all()) expect(Math.round((await card.boundingBox())!.width)).toBe(Math.round(columnWidth));
    // A card is as tall as its content: the announcements card shows its whole list, no inner scrolling.
    const announcements = main(page).getByTestId('widget-announcement');
    await announcements.getByText('Billing portal maintenance', { exact: false }).waitFor();
    expect(await announcements.evaluate((card) => card.scrollHeight <= card.clientHeight + 1)).toBe(true);
    await check(page, 'phone-dashboard');

    // Maximise is a full-screen sheet.
    await announcements.getByTestId('widget-maximize').click();
    const sheet = page.getByTestId('widget-maximized');
    await sheet.waitFor();
    expect(Math.round((await sheet.boundingBox())!.width)).toBeGreaterThan(340);
    await sheet.getByTestId('widget-minimize').click();
    await eventually(() => sheet.count()).toBe(0);

    // Announcements: the feed, the detail, the acknowledgement.
    await openFromMenu(page, 'Announcement');
    const row = main(page).getByTestId('announcement-row').filter({ hasText: 'Billing portal maintenance' });
    await row.waitFor();
    await check(page, 'phone-announcements');
    await row.getByRole('link').click();
    await main(page).getByRole('heading', { name: 'Billing portal maintenance', exact: false }).waitFor();
    await check(page, 'phone-announcement-detail');
    await main(page).getByTestId('acknowledge').click();
    await main(page).getByTestId('acknowledged').waitFor();

    // Knowledge search.
    await openFromMenu(page, 'Knowledge');
    await searchKnowledge(page, 'refund', main(page));
    await main(page).getByRole('link', { name: 'Refunds: how long they take', exact: false }).first().waitFor();
    await check(page, 'phone-knowledge');
    await main(page).getByRole('link', { name: 'Refunds: how long they take', exact: false }).first().click();
    await main(page).getByRole('heading', { name: 'Refunds: how long they take', exact: false }).waitFor();
    await check(page, 'phone-knowledge-article');

    // The history: cards instead of a table (the tablet's chat practice is one of them), and a session's detail.
    await openFromDrawer(page, 'Reports');
    await main(page).getByRole('heading', { name: 'Interaction History' }).waitFor();
    // Every status: the list shows completed practice by default, and the tablet's chat is still in progress.
    await page.goto('/dashboard/engage/reports?status=all');
    const historyCards = main(page).getByTestId('data-cards');
    await historyCards.getByText('Password reset with identity check').first().waitFor();
    expect(await main(page).getByRole('table').count()).toBe(0);
    await check(page, 'phone-history');
    await historyCards.getByTestId('history-open').first().click();
    await main(page).getByRole('tablist').last().waitFor();
    await check(page, 'phone-history-detail');

    // The store and an application's about page.
    await openFromDrawer(page, 'App store');
    await main(page).getByTestId('store-grid').waitFor();
    await check(page, 'phone-store');
    await main(page).getByRole('link', { name: 'Knowledge', exact: false }).first().click();
    await main(page).getByRole('heading', { name: 'Knowledge', exact: false }).first().waitFor();
    await check(page, 'phone-about');

    // Back on a wide screen the saved three-column grid is as it was: the phone never saved a layout.
    expect(layoutSaves).toEqual([]);
    await page.goto('/dashboard');
    await page.setViewportSize(DEVICES.desktop.viewport);
    await main(page).getByTestId('widget-grid').waitFor();
    expect(await main(page).locator('[data-grid-item][data-w="2"]').count()).toBeGreaterThan(0);
  });

  it('a guardian previews a user upload; its tables scroll inside their own frame', async () => {
    const page = await newPage({ device: 'phone' });
    await signIn(page, 'guardian');
    await openFromDrawer(page, 'Client Configuration');
    await main(page).getByTestId('upload-users').click();
    const dialog = page.getByRole('dialog', { name: 'Upload users' });
    await dialog.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('upload-template').click()]);
    const book = XLSX.read(await bytesOf(download), { type: 'buffer' });
    const [headers] = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Users']!, { header: 1, raw: false });
    const row = (headers ?? []).map((header) =>
      header === 'User Email'
        ? 'phone.preview@northwind.example'
        : header === 'Role'
          ? 'Architect'
          : header.includes('_(')
            ? 'disable'
            : 'Phone',
    );
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: Buffer.from(`${headers!.join(',')}\r\n${row.join(',')}\r\n`) });
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-total').waitFor();
    await dialog.getByRole('table').first().waitFor();
    await check(page, 'phone-upload-preview');
  });

  for (const locale of ['de-DE', 'fr-FR']) {
    it(`in ${locale} the shell and the everyday screens fit the width`, async () => {
      const page = await newPage({ device: 'phone', locale });
      await signIn(page, 'hero');
      await main(page).getByTestId('widget-column').waitFor();
      await expectTouchSizedTopBar(page);
      await check(page, `phone-${locale}-dashboard`);
      await page.getByTestId('nav-drawer-toggle').click();
      await drawer(page).or(page.getByRole('dialog')).first().waitFor();
      await check(page, `phone-${locale}-drawer`);
      await page.keyboard.press('Escape');
      for (const path of ['/dashboard/announcements', '/dashboard/knowledge', '/dashboard/engage/reports', '/dashboard/store']) {
        await page.goto(path);
        await main(page).getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle');
        await check(page, `phone-${locale}-${path.split('/').pop()}`);
      }
    });
  }
});

describe('installable web app', () => {
  it('the page names a manifest with the app, its colour and icons a phone can put on its home screen', async () => {
    const page = await newPage({ device: 'phone' });
    await page.goto('/');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#4a52d5');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const reply = await page.request.get(href!);
    expect(reply.status()).toBe(200);
    const manifest = (await reply.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Switchboard', start_url: '/dashboard', display: 'standalone', theme_color: '#4a52d5' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === 'any');
      const image = await page.request.get(icon!.src);
      expect(image.headers()['content-type']).toBe('image/png');
      // The PNG header's width and height (bytes 16–23) match what the manifest promises.
      const bytes = await image.body();
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });
});
