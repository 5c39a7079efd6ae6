import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, sidebar, signIn, sharedBrowser, eventually } from './support/harness';

sharedBrowser();

describe('shell navigation', () => {
  it('every area is reachable, shows an honest state, and is accessible', async () => {
    const page = await newPage();
    await signIn(page, 'hero');
    const menu = page.getByRole('navigation', { name: 'Applications' });
    expect(await menu.locator('[data-menu-label]').allTextContents()).toEqual(['Home', 'Engage', 'Announcement', 'Knowledge', 'KBot']);

    // Each area renders its own screen (never 'Page Not Found'); the shell owns the way there.
    const areas: [string, () => Promise<void>][] = [
      ['/dashboard/engage', () => menu.getByRole('link', { name: 'Engage' }).click()],
      ['/dashboard/engage/reports', () => sidebar(page).getByRole('link', { name: 'Reports' }).click()],
      ['/dashboard/announcements', () => menu.getByRole('link', { name: 'Announcement' }).click()],
      ['/dashboard/knowledge', () => menu.getByRole('link', { name: 'Knowledge' }).click()],
      ['/dashboard/kbot', () => menu.getByRole('link', { name: 'KBot' }).click()],
      ['/dashboard/store', () => sidebar(page).getByRole('link', { name: 'App store' }).click()],
      ['/dashboard', () => menu.getByRole('link', { name: 'Home' }).click()],
    ];
    const main = page.locator('#main-content');
    for (const [path, go] of areas) {
      await go();
      await eventually(() => new URL(page.url()).pathname).toBe(path);
      await main.getByRole('heading').first().waitFor();
      expect(await main.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
      await expectAccessible(page, path);
    }
    // Practice opens on Start Practice; Reports on the interaction history, with sessions or its empty state
    // (other journeys on this server may already have practised).
    await page.goto('/dashboard/engage');
    await main.getByRole('heading', { name: 'Start Practice' }).waitFor();
    await page.goto('/dashboard/engage/reports');
    await main.getByRole('heading', { name: 'Interaction History' }).waitFor();
    await main.getByRole('table').or(main.getByText('No interactions recorded yet')).first().waitFor();
  });

  it('the sidebar collapses to icons and stays usable and accessible', async () => {
    const page = await newPage();
    await signIn(page, 'architect');
    const navbar = page.getByTestId('sidebar');
    expect(Math.round((await navbar.boundingBox())!.width)).toBe(240);
    await page.getByTestId('sidebar-toggle').click();
    await eventually(async () => Math.round((await navbar.boundingBox())!.width)).toBe(60);
    await expectAccessible(page, 'collapsed sidebar');
    await sidebar(page).getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Interaction History' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Interaction History' }).waitFor();
    expect(Math.round((await navbar.boundingBox())!.width)).toBe(60);
  });

  it("unknown views show 'Page Not Found', inside and outside the shell", async () => {
    const page = await newPage();
    await signIn(page, 'mentor');
    await page.goto('/dashboard/no-such-view');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await sidebar(page).isVisible()).toBe(true);
    await expectAccessible(page, 'page not found in shell');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectAccessible(page, 'page not found');
  });

  it('the skip link and the top bar are keyboard reachable', async () => {
    const page = await newPage();
    await signIn(page, 'hero');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});
