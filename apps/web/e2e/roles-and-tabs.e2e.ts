import { describe, expect, it } from 'vitest';
import type { Role } from '@switchboard/contracts';
import {
  expectAccessible,
  newPage,
  openAdminTab,
  selectedTab,
  sidebar,
  signIn,
  signOut,
  tabNames,
  sharedBrowser,
  eventually,
} from './support/harness';

sharedBrowser();

/** platform.md §2 with DESIGN §4: the Home-area tabs each role may use, in order. */
const TABS_BY_ROLE: Record<Role, string[]> = {
  hero: ['Home'],
  mentor: ['Home'],
  guardian: ['Home', 'Configuration Settings', 'Client Configuration'],
  commander: ['Home', 'Application Settings', 'Configuration Settings', 'Client Configuration'],
  architect: ['Home', 'Application Settings', 'Configuration Settings', 'Client Configuration'],
};

/** Panels already checked with axe: the same panel for another role renders the same markup. */
const audited = new Set<string>();

describe('each role sees exactly the tabs the role table allows', () => {
  it.each(Object.entries(TABS_BY_ROLE) as [Role, string[]][])('%s', async (role, expected) => {
    const page = await newPage();
    await signIn(page, role);
    await eventually(() => tabNames(page)).toEqual(['Home']);
    await expectAccessible(page, `${role}: dashboard`);

    const adminLinks = sidebar(page).getByRole('group', { name: 'Administration' }).getByRole('link');
    expect(await adminLinks.allTextContents()).toEqual(expected.slice(1));

    for (const label of expected.slice(1)) {
      await openAdminTab(page, label);
      await page.getByRole('tabpanel').getByRole('heading', { name: label }).waitFor();
      // Wait for real data (or the honest empty state) before judging the page.
      if (label !== 'Application Settings') await page.getByRole('tabpanel').getByRole('table').getByRole('row').nth(1).waitFor();
      if (!audited.has(label)) await expectAccessible(page, `${role}: ${label}`);
      audited.add(label);
    }
    expect(await tabNames(page)).toEqual(expected);

    // A tab the role may not use cannot be opened by URL either.
    await page.goto('/dashboard?tab=applicationSettings');
    await page.getByRole('tablist').waitFor();
    expect(await tabNames(page)).toEqual(expected.includes('Application Settings') ? ['Home', 'Application Settings'] : ['Home']);

    await signOut(page);
  });
});

describe('administration tabs show real data', () => {
  it('Configuration Settings lists the tenants; a filter narrows the list', async () => {
    const page = await newPage();
    await signIn(page, 'architect');
    await openAdminTab(page, 'Configuration Settings');
    const table = page.getByRole('tabpanel').getByRole('table');
    // Other journeys may add groups to the shared database: check the seeded ones, not a count.
    await table.getByText('Acme Telecom · United States · Billing').waitFor();
    await table.getByText('Globex Insurance · Spain · Sales').waitFor();
    await page.getByTestId('tenant-filter-country').click();
    await page.getByRole('option', { name: 'Spain', exact: true }).click();
    await page.keyboard.press('Escape');
    await table.getByText('Acme Telecom · United States · Billing').waitFor({ state: 'detached' });
    const bodyRows = table.locator('tbody tr');
    for (const row of await bodyRows.all()) expect(await row.textContent()).toContain('Spain');
    await expectAccessible(page, 'tenant list filtered');
  });

  it('Client Configuration lists the active group’s users and deactivates and reactivates one', async () => {
    const page = await newPage();
    await signIn(page, 'architect');
    await openAdminTab(page, 'Client Configuration');
    // The group has more people than a page once other journeys have uploaded some: find the hero by address.
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('hero@demo.switchboard.test');
    await page.getByRole('searchbox', { name: 'Search by name or email' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: 'hero@demo.switchboard.test' });
    await row.getByText('Active', { exact: true }).first().waitFor();

    await row.getByRole('button', { name: /Deactivate/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessible(page, 'deactivate confirmation');
    await dialog.getByTestId('confirm-deactivate').click();
    await page.getByText('has been deactivated in this group').waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();

    await row.getByRole('button', { name: /Activate/ }).click();
    await row.getByText('Active', { exact: true }).first().waitFor();
    expect(await selectedTab(page).textContent()).toBe('Client Configuration');
  });
});
