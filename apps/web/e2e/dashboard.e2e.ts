import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, eventually, expectAccessible, newPage, openAdminTab, sidebar, signIn, signOut, sharedBrowser } from './support/harness';
import { gridFaults, recordGridFrames } from './support/grid-frames';

sharedBrowser();

/** The grid cell of an application's widget, which carries its size in grid units (columns × rows). */
const cell = (page: Page, key: string) => page.locator('[data-grid-item]').filter({ has: page.getByTestId(`widget-${key}`) });
const sizeOf = async (item: Locator) => ({ w: Number(await item.getAttribute('data-w')), h: Number(await item.getAttribute('data-h')) });
const saved = (page: Page) => expect.poll(() => page.getByTestId('dashboard-save-state').getAttribute('data-state')).toBe('saved');

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByTestId('widget-grid').waitFor();
}

describe('dashboard of application widgets', () => {
  it('a new user gets the default widgets; a widget added from the store and resized is there again after signing in again, in another browser too', async () => {
    const page = await newPage();
    await recordGridFrames(page);
    await signIn(page, 'mentor');
    await page.getByTestId('widget-grid').waitFor();
    for (const key of ['announcement', 'kbot', 'roleplay']) await page.getByTestId(`widget-${key}`).waitFor();
    // From the very first frame after sign-in, the cards sit inside the grid and apart.
    expect(await gridFaults(page)).toEqual([]);
    await expectAccessible(page, 'dashboard with default widgets');

    // Workday needs an admin licence nobody enabled and has no address yet: an administrator sees it last,
    // marked unavailable, with no Add button and still readable (its text is not faded below AA contrast).
    const admin = await newPage();
    await signIn(admin, 'guardian');
    await sidebar(admin).getByRole('link', { name: 'App store' }).click();
    await admin.getByTestId('store-grid').waitFor();
    const adminCards = admin.locator('[data-testid^="store-app-"]');
    await expect.poll(() => adminCards.last().getAttribute('data-testid')).toBe('store-app-workday');
    const workday = admin.getByTestId('store-app-workday');
    expect(await workday.getAttribute('data-unavailable')).toBe('true');
    expect(await workday.getByRole('button').count()).toBe(0);
    await expectAccessible(admin, 'whole store, unavailable applications included');

    // The mentor's store: browse by category, open an about page, take the widget off and add it again.
    // Applications nobody has connected yet are not offered at all.
    await sidebar(page).getByRole('link', { name: 'App store' }).click();
    await page.getByTestId('store-grid').waitFor();
    const cards = page.locator('[data-testid^="store-app-"]');
    // Search looks at names, categories and taglines (debounced).
    const search = page.getByRole('searchbox', { name: 'Search applications' });
    await search.fill('knowledge base');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute('data-testid')).toBe('store-app-kbot');
    await search.fill('payslips');
    await expect.poll(() => cards.count()).toBe(0);
    await search.fill('');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    await page.getByRole('radiogroup', { name: 'Categories' }).locator('label').filter({ hasText: 'Knowledge' }).click();
    await expect.poll(() => page.locator('[data-testid^="store-app-"]').count()).toBe(2);
    await expectAccessible(page, 'store filtered by category');
    await page.getByRole('link', { name: 'About Knowledge' }).click();
    await page.getByRole('heading', { name: 'Who it is for' }).waitFor();
    await expectAccessible(page, 'about page');
    // Knowledge is on every new dashboard: take it off, then add it back.
    await page.getByTestId('store-remove-knowledge').click();
    await saved(page);
    await page.getByTestId('store-add-knowledge').click();
    await page.getByTestId('store-remove-knowledge').waitFor();
    await saved(page);

    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('widget-grid').waitFor();
    const knowledge = cell(page, 'knowledge');
    await knowledge.waitFor();
    expect(await sizeOf(knowledge)).toEqual({ w: 1, h: 7 });

    // Resize with the mouse: drag the corner down (the card may sit in the last column, with no room to widen).
    const handle = knowledge.locator('.react-resizable-handle');
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 60, { steps: 8 });
    await page.mouse.move(box.x + box.width / 2, box.y + 140, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await sizeOf(knowledge)).h).toBeGreaterThan(7);
    await saved(page);

    // And with the size menu: 2x2 is two columns by fourteen rows.
    await knowledge.getByTestId('widget-more').click();
    await page.getByTestId('widget-size-2x2').click();
    await expect.poll(() => sizeOf(knowledge)).toEqual({ w: 2, h: 14 });
    await saved(page);

    await signOut(page);
    await signIn(page, 'mentor');
    await page.getByTestId('widget-grid').waitFor();
    await expect.poll(() => sizeOf(cell(page, 'knowledge'))).toEqual({ w: 2, h: 14 });

    const otherBrowser = await newPage();
    await signIn(otherBrowser, 'mentor');
    await otherBrowser.getByTestId('widget-grid').waitFor();
    await expect.poll(() => sizeOf(cell(otherBrowser, 'knowledge'))).toEqual({ w: 2, h: 14 });
    for (const key of ['announcement', 'kbot', 'roleplay']) await otherBrowser.getByTestId(`widget-${key}`).waitFor();
  });

  it('pops a widget out into a movable 400 × 360 window, maximizes and minimizes it, and closes it', async () => {
    const page = await newPage();
    await signIn(page, 'guardian');
    await page.getByTestId('widget-grid').waitFor();
    const roleplay = cell(page, 'roleplay');
    // Real content: the practices assigned to the user, and an honest word on scores (none recorded yet).
    await roleplay.getByRole('region', { name: 'Latest scores' }).getByText('No scores yet').waitFor();

    // Popout: a floating window of the default size, movable by mouse and by keyboard.
    await roleplay.getByTestId('widget-popout').click();
    const win = page.getByTestId('widget-window-roleplay');
    await win.waitFor();
    const opened = (await win.boundingBox())!;
    expect([Math.round(opened.width), Math.round(opened.height)]).toEqual([400, 360]);
    await roleplay.getByText('Open in a floating window').waitFor();
    await win.getByRole('link', { name: 'Open Engage' }).waitFor();
    await expectAccessible(page, 'widget in a floating window');
    const title = win.getByRole('heading', { name: 'Roleplay' });
    const grip = (await title.boundingBox())!;
    await page.mouse.move(grip.x + 10, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x - 290, grip.y - 190, { steps: 10 });
    await page.mouse.up();
    const dragged = (await win.boundingBox())!;
    expect(Math.abs(opened.x - dragged.x - 300)).toBeLessThanOrEqual(2);
    expect(Math.abs(opened.y - dragged.y - 200)).toBeLessThanOrEqual(2);
    await win.getByTestId('window-move').press('ArrowRight');
    await expect.poll(async () => Math.round((await win.boundingBox())!.x - dragged.x)).toBe(16);
    await win.getByTestId('widget-dock').click();
    await expect.poll(() => win.count()).toBe(0);
    await roleplay.getByRole('link', { name: 'Open Engage' }).waitFor();

    // Maximize fills the screen; Minimize brings the widget back to its card.
    await roleplay.getByTestId('widget-maximize').click();
    const maximized = page.getByTestId('widget-maximized');
    await maximized.waitFor();
    expect((await maximized.boundingBox())!.width).toBeGreaterThan(1300);
    await maximized.getByRole('link', { name: 'Open Engage' }).waitFor();
    await expectAccessible(page, 'maximized widget');
    await maximized.getByTestId('widget-minimize').click();
    await expect.poll(() => maximized.count()).toBe(0);

    // Refresh reloads the widget in place.
    const kbot = cell(page, 'kbot');
    await kbot.getByTestId('widget-refresh').click();
    await kbot.getByRole('textbox', { name: 'Ask KBot' }).waitFor();

    // Close removes the widget from the dashboard, and it stays closed.
    await kbot.getByTestId('widget-close').click();
    await expect.poll(() => page.getByTestId('widget-kbot').count()).toBe(0);
    await saved(page);
    await page.reload();
    await page.getByTestId('widget-roleplay').waitFor();
    expect(await page.getByTestId('widget-kbot').count()).toBe(0);

    // The widget chooser puts it back.
    await page.getByTestId('choose-widgets').click();
    await page.getByTestId('choose-kbot').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await page.getByTestId('widget-kbot').waitFor();
    await saved(page);
  });

  it('drags a widget by its title bar into another column, and it is still there after a reload', async () => {
    const page = await newPage();
    await signIn(page, 'commander');
    const grid = page.getByTestId('widget-grid');
    await grid.waitFor();
    await cell(page, 'roleplay').waitFor();
    const gridBox = (await grid.boundingBox())!;
    const column = gridBox.width / 3;
    const columnOfCard = async (key: string) => Math.floor(((await cell(page, key).boundingBox())!.x - gridBox.x + 8) / column);
    // A default card that is not in the first column yet.
    let key = '';
    for (const candidate of ['roleplay', 'kbot', 'knowledge', 'announcement']) {
      if ((await columnOfCard(candidate)) > 0) {
        key = candidate;
        break;
      }
    }
    expect(key).not.toBe('');
    const roleplay = cell(page, key);
    const columnOf = () => columnOfCard(key);

    // Grab the title bar, carry the card below the last card of the first column, drop it.
    const title = roleplay.locator('h2, h3').first();
    const from = (await title.boundingBox())!;
    let bottom = gridBox.y;
    for (const item of await page.locator('[data-grid-item]').all()) {
      const box = (await item.boundingBox())!;
      if (box.x - gridBox.x < column / 2) bottom = Math.max(bottom, box.y + box.height);
    }
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x - column, from.y + 40, { steps: 10 });
    await page.mouse.move(gridBox.x + 30, bottom + 40, { steps: 10 });
    await page.mouse.up();
    await expect.poll(columnOf).toBe(0);
    await saved(page);

    await page.reload();
    await roleplay.waitFor();
    await expect.poll(columnOf).toBe(0);
  });

  it("the Roleplay widget lists the hero's assigned practices, leads to Engage and shows the hero's own latest scores", async () => {
    const page = await newPage();
    await signIn(page, 'hero');
    const roleplay = cell(page, 'roleplay');
    const practices = roleplay.getByTestId('roleplay-practice');
    await practices.first().waitFor();
    expect(await practices.count()).toBeGreaterThan(0);
    // The demo hero's seeded practice is scored: the newest score is the newest completed session of their history.
    const scores = roleplay.getByRole('region', { name: 'Latest scores' }).getByTestId('roleplay-score');
    await scores.first().waitFor();
    const newest = (await scores.first().textContent()) ?? '';
    const percent = /(\d+)\s*%/.exec(newest)?.[1];
    expect(percent).toBeDefined();
    await expectAccessible(page, 'roleplay widget with assigned practices');
    const history = await newPage();
    await signIn(history, 'hero');
    await history.goto('/dashboard/engage/reports');
    const firstRow = history.locator('#main-content').getByRole('table').getByRole('row').nth(1);
    await firstRow.getByTestId('history-open').waitFor();
    const row = (await firstRow.textContent()) ?? '';
    expect(newest).toContain((await firstRow.getByTestId('history-open').textContent())!.trim());
    expect(row).toMatch(new RegExp(`\\b${percent}\\s*%`));
    await practices.first().click();
    await page.getByTestId('tab-assigned').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/engage');
  });

  it('Application Settings: a commander turns an application off for the group, exports the Applications workbook and narrows the role list', async () => {
    const page = await newPage();
    await signIn(page, 'commander');
    await openAdminTab(page, 'Application Settings');
    const kbot = page.getByTestId('group-app-kbot');
    await kbot.waitFor();
    await expectAccessible(page, 'application settings');
    expect(await page.getByTestId('catalogue-add').count()).toBe(0);

    const enabled = kbot.getByRole('switch', { name: 'Enable KBot for this group' });
    expect(await enabled.isChecked()).toBe(true);
    await enabled.click({ force: true });
    await page.getByText('KBot saved for this group').waitFor();
    expect(await enabled.isChecked()).toBe(false);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-applications').click()]);
    expect(download.suggestedFilename()).toBe('Applications.xlsx');

    // The store now tells the group's users it is not enabled.
    await page.goto('/dashboard/store/kbot');
    await page.getByText('Not enabled for your group').first().waitFor();
    await expectAccessible(page, 'about page of an application the group has turned off');
    await page.goto('/dashboard/store');
    const kbotCard = page.getByTestId('store-app-kbot');
    await kbotCard.getByTestId('store-unavailable').getByText('Not enabled for your group').waitFor();
    await expectAccessible(page, 'store with an application turned off');
    await page.goto('/dashboard?tab=applicationSettings');
    await page.getByTestId('group-app-kbot').getByRole('switch').click({ force: true });
    await page.getByText('KBot saved for this group').waitFor();

    // The role list: taking Hero off KBot's list in this group means heroes can no longer add it.
    const roles = kbot.getByRole('textbox', { name: 'Roles allowed to use KBot' });
    await kbot.getByText('Same as the catalogue').waitFor();
    // ArrowDown opens the list (the pills cover the field, so a click would land on them); picking toggles.
    const toggleHero = async () => {
      await roles.focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('option', { name: 'Hero' }).click();
      await page.keyboard.press('Escape');
    };
    await toggleHero();
    await eventually(() => kbot.getByText('Same as the catalogue').count()).toBe(0);
    const hero = await newPage();
    await signIn(hero, 'hero');
    await hero.goto('/dashboard/store');
    const heroKbot = hero.getByTestId('store-app-kbot');
    await heroKbot.getByTestId('store-unavailable').getByText('Not available for your role').waitFor();
    expect(await heroKbot.getByTestId('store-add-kbot').count()).toBe(0);

    // Back to the catalogue's list (all its roles again): the group follows the catalogue.
    await toggleHero();
    await kbot.getByText('Same as the catalogue').waitFor();
  });

  it("a guardian turns an application off for one member only; that member's store says so", async () => {
    const page = await newPage();
    await signIn(page, 'guardian');
    await openAdminTab(page, 'Client Configuration');
    await page.getByTestId('member-apps-hero@demo.switchboard.test').click();
    const dialog = page.getByRole('dialog', { name: /^Applications of / });
    const kbot = dialog.getByRole('switch', { name: /^KBot for / });
    await kbot.waitFor();
    expect(await kbot.isChecked()).toBe(true);
    await expectAccessible(page, "a member's applications");
    await kbot.click({ force: true });
    await dialog.getByTestId('member-app-kbot').getByText('Withdrawn from this member').waitFor();

    const hero = await newPage();
    await signIn(hero, 'hero');
    await hero.goto('/dashboard/store');
    await hero.getByTestId('store-app-kbot').getByTestId('store-unavailable').getByText('Turned off for you').waitFor();
    expect(await hero.getByTestId('store-add-kbot').count()).toBe(0);

    await kbot.click({ force: true });
    await dialog.getByTestId('member-app-kbot').getByText('Allowed by role').waitFor();
    await hero.reload();
    // Usable again: it can be added (or removed, where it is still on the hero's dashboard).
    await hero.getByTestId('store-add-kbot').or(hero.getByTestId('store-remove-kbot')).waitFor();
  });

  it('the architect manages the catalogue; an embedded app without an address needs connecting, then shows its page in a sandboxed frame', async () => {
    const page = await newPage();
    await signIn(page, 'architect');
    await openAdminTab(page, 'Application Settings');
    await page.getByTestId('catalogue-app-kbot').waitFor();
    await page.getByTestId('catalogue-add').click();
    const form = page.getByRole('dialog', { name: 'New application' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Quality Coach');
    await form.getByRole('textbox', { name: 'Application ID', exact: true }).fill('Quality Coach');
    await form.getByTestId('application-form-save').click();
    await form.getByText('Use lower-case letters, digits and single hyphens, starting with a letter (up to 40)').waitFor();
    await expectAccessible(page, 'application form with errors');
    await form.getByRole('textbox', { name: 'Application ID', exact: true }).fill('quality-coach');
    await form.getByRole('textbox', { name: 'Short name', exact: true }).fill('Coach');
    await form.getByRole('textbox', { name: 'Category', exact: true }).fill('Quality');
    await form.getByRole('textbox', { name: 'Tagline', exact: true }).fill('Live coaching tips for every call.');
    await form.getByRole('textbox', { name: 'What it does', exact: true }).fill('Shows coaching tips during calls.');
    await form.getByRole('textbox', { name: 'Who it is for', exact: true }).fill('Advisors on voice queues.');
    await form.getByTestId('application-form-save').click();
    await page.getByTestId('catalogue-app-quality-coach').waitFor();

    // Enabled in the group but without an address, the store marks it and says how to connect it; nobody can add it.
    await page.getByTestId('group-app-quality-coach').getByRole('switch').click({ force: true });
    await page.getByText('Quality Coach saved for this group').waitFor();
    await page.goto('/dashboard/store/quality-coach');
    await page.getByTestId('how-to-connect').waitFor();
    await page.getByTestId('store-needs-connection').waitFor();
    expect(await page.getByTestId('store-add-quality-coach').count()).toBe(0);
    await expectAccessible(page, 'about page of an application that needs connecting');

    // Given an address, it can go on the dashboard, where it shows that page in a sandboxed frame. (A page of our
    // own origin here, so the frame must not get same-origin rights: with scripts it could lift its sandbox.)
    await openAdminTab(page, 'Application Settings');
    await page.getByRole('button', { name: 'Edit Quality Coach' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Quality Coach' });
    await edit.getByRole('textbox', { name: 'Address (URL)', exact: true }).fill(`${baseUrl}/healthz`);
    await edit.getByTestId('application-form-save').click();
    await page.getByText('Quality Coach saved').first().waitFor();
    await page.goto('/dashboard/store/quality-coach');
    await page.getByTestId('store-add-quality-coach').click();
    await page.getByTestId('store-remove-quality-coach').waitFor();
    await saved(page);
    await openDashboard(page);
    const frame = page.getByTestId('widget-quality-coach').locator('iframe');
    await frame.waitFor();
    await frame.scrollIntoViewIfNeeded(); // the frame loads lazily, once near the viewport
    expect(await frame.getAttribute('title')).toBe('Quality Coach (embedded application)');
    expect(await frame.getAttribute('src')).toBe(`${baseUrl}/healthz`);
    const sandbox = (await frame.getAttribute('sandbox'))!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    await page.frameLocator('[data-testid="widget-quality-coach"] iframe').getByText('"status":"ok"').waitFor();
  });
});
