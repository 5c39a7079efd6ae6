import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, openAdminTab, selectedTab, signIn, tabNames, sharedBrowser, eventually } from './support/harness';

sharedBrowser();

/** What a screen reader announces for a tab besides its name: its accessible description, as Chromium computes it. */
async function descriptionOf(page: Page, name: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodes } = (await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: name, role: 'tab' })) as {
    nodes: { description?: { value?: string } }[];
  };
  await cdp.detach();
  expect(nodes).toHaveLength(1);
  return nodes[0]!.description?.value ?? '';
}

const focusedTab = (page: Page) =>
  page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null));

describe('dynamic tabs (platform.md §4)', () => {
  it('opening puts a tab after the highest; closing the open one focuses the highest order', async () => {
    const page = await newPage();
    await signIn(page, 'architect');
    await openAdminTab(page, 'Client Configuration');
    await openAdminTab(page, 'Application Settings');
    await openAdminTab(page, 'Configuration Settings');
    expect(await tabNames(page)).toEqual(['Home', 'Client Configuration', 'Application Settings', 'Configuration Settings']);
    expect(page.url()).toContain('?tab=tenantManagement');

    // Keyboard: select the middle tab, close it with Delete.
    await page.getByRole('tab', { name: 'Application Settings' }).click();
    await page.keyboard.press('Delete');
    expect(await tabNames(page)).toEqual(['Home', 'Client Configuration', 'Configuration Settings']);
    expect(await selectedTab(page).textContent()).toBe('Configuration Settings');
    expect(await focusedTab(page)).toBe('Configuration Settings');
    await expectAccessible(page, 'tabs after keyboard close');

    // Mouse: the close mark on the open (highest) tab.
    await page.locator('[data-tab-close="tenantManagement"]').click();
    expect(await tabNames(page)).toEqual(['Home', 'Client Configuration']);
    expect(await selectedTab(page).textContent()).toBe('Client Configuration');
    expect(page.url()).toContain('?tab=clientConfiguration');

    // Re-opening a closed tab renders it after the highest order again.
    await openAdminTab(page, 'Application Settings');
    expect(await tabNames(page)).toEqual(['Home', 'Client Configuration', 'Application Settings']);

    // Closing a background tab keeps the open one.
    await page.locator('[data-tab-close="clientConfiguration"]').click();
    expect(await tabNames(page)).toEqual(['Home', 'Application Settings']);
    expect(await selectedTab(page).textContent()).toBe('Application Settings');

    await page.locator('[data-tab-close="applicationSettings"]').click();
    expect(await tabNames(page)).toEqual(['Home']);
    expect(await selectedTab(page).textContent()).toBe('Home');
    expect(new URL(page.url()).search).toBe('');
  });

  it('arrow keys move between tabs, Home cannot be closed, and a deep link survives a reload', async () => {
    const page = await newPage();
    await signIn(page, 'commander');
    await openAdminTab(page, 'Configuration Settings');
    await page.getByRole('tab', { name: 'Configuration Settings' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await selectedTab(page).textContent()).toBe('Home');
    await page.keyboard.press('Delete');
    expect(await tabNames(page)).toEqual(['Home', 'Configuration Settings']);
    // Only a tab that can be closed says how to close it.
    expect(await descriptionOf(page, 'Home')).toBe('');
    expect(await descriptionOf(page, 'Configuration Settings')).toBe('Press Delete to close this tab.');

    await page.goto('/dashboard?tab=clientConfiguration');
    await eventually(() => selectedTab(page).textContent()).toBe('Client Configuration');
    await page.reload();
    await eventually(() => selectedTab(page).textContent()).toBe('Client Configuration');
  });
});
