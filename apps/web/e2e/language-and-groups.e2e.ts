import { describe, expect, it } from 'vitest';
import {
  emailOf,
  demoPassword,
  expectAccessible,
  newPage,
  openAdminTab,
  signIn,
  signInWithPassword,
  sharedBrowser,
} from './support/harness';

sharedBrowser();

describe('languages', () => {
  it('the login page language picker translates the page, and the choice carries into the app and survives a reload', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Language' }).click();
    await page.getByRole('option', { name: /^Français/ }).click();
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await expectAccessible(page, 'login in French');

    await signInWithPassword(page, emailOf('commander'), demoPassword);
    const menu = page.getByRole('navigation', { name: 'Applications' });
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    expect(await page.getByRole('navigation').filter({ hasText: 'Accueil' }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'dashboard in French');

    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Deutsch (Deutschland)' }).click();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(await menu.count()).toBe(0);
  });
});

describe('groups', () => {
  it("the guardian's unconfigured group shows 'Group not configured' and blocks use until they switch back", async () => {
    const page = await newPage();
    await signIn(page, 'guardian');
    const switcher = page.getByRole('textbox', { name: 'Switch group' });
    expect(await switcher.inputValue()).toBe('Acme Telecom · United States · Customer Care');

    await switcher.click();
    await page.getByRole('option', { name: 'Globex Insurance · Spain · Sales' }).click();
    await page.getByRole('heading', { name: 'Group not configured' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    await expectAccessible(page, 'group not configured');

    // The blocked state holds on every route and across a reload.
    await page.goto('/dashboard/announcements');
    await page.getByRole('heading', { name: 'Group not configured' }).waitFor();

    await page.getByRole('textbox', { name: 'Switch group' }).click();
    await page.getByRole('option', { name: 'Acme Telecom · United States · Billing' }).click();
    await page.locator('#main-content').getByRole('heading', { name: 'Announcements' }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Group not configured' }).count()).toBe(0);
    // The server holds the switch too: the dashboard, loaded afresh, is the new group's.
    await page.goto('/dashboard');
    await page.getByText('Your workspace in Acme Telecom · United States · Billing').waitFor();

    // Back to the group the other journeys expect the guardian in (the switch is the server's, for every browser).
    await page.getByRole('textbox', { name: 'Switch group' }).click();
    await page.getByRole('option', { name: 'Acme Telecom · United States · Customer Care' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Switch group' }).inputValue())
      .toBe('Acme Telecom · United States · Customer Care');
    await page.goto('/dashboard');
    await page.getByText('Your workspace in Acme Telecom · United States · Customer Care').waitFor();
  });

  it('a long group name shows whole or ends in an ellipsis with the whole name in a tooltip, never cut off bare', async () => {
    const page = await newPage();
    await signIn(page, 'commander');
    const long = 'Globex Insurance · France · Claims and Complex Recoveries · Lyon Night Shift';
    const rename = async (from: string, to: string) => {
      await openAdminTab(page, 'Configuration Settings');
      await page.getByRole('button', { name: `Edit ${from}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${from}` });
      await dialog.getByTestId('tenant-name').fill(to);
      await dialog.getByTestId('tenant-save').click();
      await dialog.waitFor({ state: 'detached' });
      // The switcher shows the new name at once, without a reload.
      await page.getByRole('textbox', { name: 'Switch group' }).click();
      await page.getByRole('option', { name: to }).waitFor();
      await page.keyboard.press('Escape');
    };
    await rename('Globex Insurance · France · Claims', long);
    const switcher = page.getByRole('textbox', { name: 'Switch group' });
    await switcher.click();
    const option = page.getByRole('option', { name: long });
    // In the list the name is whole (it may wrap, it is never clipped).
    expect(await option.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await option.click();
    await expect.poll(() => switcher.inputValue()).toBe(long);

    // In the field: too long for it, so it ends in an ellipsis, and the whole name is its title and tooltip.
    const field = await switcher.evaluate((el) => {
      const style = getComputedStyle(el);
      return { overflows: el.scrollWidth > el.clientWidth, textOverflow: style.textOverflow, title: el.getAttribute('title') };
    });
    expect(field.overflows ? field.textOverflow : 'fits').toBe(field.overflows ? 'ellipsis' : 'fits');
    expect(field.title).toBe(long);
    await switcher.hover();
    await page.getByRole('tooltip').filter({ hasText: long }).waitFor();
    await expectAccessible(page, 'group switcher with a long name');

    // Back as the other journeys expect: the first group, and the group's first name.
    await switcher.click();
    await page.getByRole('option', { name: 'Acme Telecom · United States · Customer Care' }).click();
    await expect.poll(() => switcher.inputValue()).toBe('Acme Telecom · United States · Customer Care');
    await rename(long, 'Globex Insurance · France · Claims');
  });

  it('a user with one group sees its name instead of a switcher', async () => {
    const page = await newPage();
    await signIn(page, 'architect');
    expect(await page.getByRole('textbox', { name: 'Switch group' }).count()).toBe(0);
    expect(await page.getByTestId('group-name').textContent()).toContain('Acme Telecom · United States · Customer Care');
  });
});
