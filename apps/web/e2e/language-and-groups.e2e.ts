import { describe, expect, it } from 'vitest';
import { emailOf, demoPassword, expectAccessible, newPage, signIn, signInWithPassword, sharedBrowser } from './support/harness';

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

  it('a user with one group sees its name instead of a switcher', async () => {
    const page = await newPage();
    await signIn(page, 'architect');
    expect(await page.getByRole('textbox', { name: 'Switch group' }).count()).toBe(0);
    expect(await page.getByTestId('group-name').textContent()).toContain('Acme Telecom · United States · Customer Care');
  });
});
