import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, newPage, signIn, sharedBrowser } from './support/harness';

sharedBrowser();

const main = (page: Page) => page.locator('#main-content');
const cards = (page: Page) => main(page).getByTestId('roleplay-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

async function openStartPractice(page: Page): Promise<void> {
  await page.goto('/dashboard/engage');
  await main(page).getByRole('heading', { name: 'Start Practice' }).waitFor();
  await cards(page).first().waitFor();
}

/** Picks an option of a Mantine Select by its visible label. */
async function choose(page: Page, select: ReturnType<Page['getByTestId']>, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('Roleplay: Start Practice, bookmarks, practice sessions and authoring', () => {
  it('a hero filters Voice, bookmarks from All Roleplays, selects the batch’s number of roleplays and starts', async () => {
    const page = await newPage();
    await signIn(page, 'hero');
    await openStartPractice(page);
    await expectAccessible(page, 'Start Practice, Assigned');

    // All Roleplays, Voice only: the generic library of the group's vertical.
    await main(page).getByTestId('tab-all').click();
    const library = main(page).getByTestId('type-filter-all');
    await library.getByLabel('Voice').check();
    const triage = card(page, 'Technical fault triage');
    await triage.waitFor();
    await expect.poll(async () => (await cards(page).allTextContents()).every((text) => !text.includes('Billing dispute'))).toBe(true);
    // Non-scripted roleplays carry the generative-AI disclaimer.
    expect(await triage.getByRole('button', { name: /generative AI/ }).count()).toBe(1);
    // A roleplay neither open to self-registration nor assigned cannot be bookmarked or started.
    const fraud = card(page, 'Fraud alert');
    expect(await fraud.getByTestId('bookmark').isDisabled()).toBe(true);
    expect(await fraud.getByTestId('start-practice').isDisabled()).toBe(true);
    await expectAccessible(page, 'Start Practice, All Roleplays (voice)');

    // No language: the bookmark opens 'Select Language'; Submit waits for a choice.
    await triage.getByTestId('bookmark').click();
    const dialog = page.getByRole('dialog', { name: 'Select Language' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('language-submit').isDisabled()).toBe(true);
    await expectAccessible(page, 'Select Language dialog');
    // Slow the bookmark down so the spinner can be seen, then let it through.
    await page.route('**/apigateway/tbsrvc/selfRegisterUsecase', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await choose(page, dialog.getByTestId('bot-language'), 'English (United States)');
    await dialog.getByTestId('language-submit').click();
    await triage.getByTestId('bookmark-spinner').waitFor();
    expect(await triage.getByTestId('start-practice').isDisabled()).toBe(true);
    await triage.getByTestId('bookmark').waitFor();
    await expect.poll(() => triage.getByTestId('bookmark').isChecked()).toBe(true);
    // Bookmarked roleplays are assigned: they move to the front of the list.
    await expect.poll(async () => (await cards(page).first().textContent()) ?? '').toContain('Technical fault triage');
    await page.unroute('**/apigateway/tbsrvc/selfRegisterUsecase');

    // Assigned, Voice: the two batch roleplays and the bookmarked one; the batch needs 2 per session.
    await main(page).getByTestId('tab-assigned').click();
    await main(page).getByTestId('type-filter-assigned').getByLabel('Voice').check();
    const bar = main(page).getByTestId('selection-bar');
    await bar.waitFor();
    await expect.poll(() => cards(page).count()).toBe(3);
    const start = bar.getByTestId('start-selected');
    expect(await start.isDisabled()).toBe(true);
    await card(page, 'Technical fault triage').getByTestId('select-roleplay').check();
    await expect.poll(() => bar.getByTestId('selection-count').textContent()).toContain('1 selected');
    expect(await start.isDisabled()).toBe(true);
    // Select All: more than needed, so a random two are used.
    await bar.getByTestId('select-all').check();
    await expect.poll(() => bar.getByTestId('selection-count').textContent()).toContain('3 selected');
    expect(await start.isDisabled()).toBe(false);
    await expectAccessible(page, 'Start Practice, hero selection');
    await start.click();

    // A voice set opens the voice practice screen with the two created assessments as calls (the batch reveals them one by one).
    await page.waitForURL(/\/dashboard\/engage\/session\/[0-9a-f]{24}$/);
    await main(page).getByRole('navigation', { name: 'Breadcrumb' }).getByText('Voice Readiness — Cohort 12').waitFor();
    await main(page).getByRole('heading', { name: 'Voice practice' }).waitFor();
    await main(page).getByText('0 of 2 calls completed').waitFor();
    await main(page).getByTestId('call-list-item').first().waitFor();
    await expectAccessible(page, 'voice practice session');
    await main(page).getByRole('link', { name: 'Start Practice' }).first().click();
    await main(page).getByRole('heading', { name: 'Start Practice' }).waitFor();
  });

  it('a guardian authors a new scripted roleplay, assigns it to a batch, and the hero sees it', async () => {
    const name = `Prepaid top-up failed ${Date.now().toString(36)}`;
    const guardian = await newPage();
    await signIn(guardian, 'guardian');
    await guardian.goto('/dashboard/engage/authoring');
    await main(guardian).getByRole('table').getByRole('row').nth(1).waitFor();
    await expectAccessible(guardian, 'Roleplay authoring');

    await main(guardian).getByTestId('new-usecase').click();
    await main(guardian).getByTestId('usecase-name').fill(name);
    await main(guardian).getByTestId('add-step').click();
    await main(guardian).getByTestId('add-step').click();
    const steps = main(guardian).getByTestId('script-step');
    await steps.nth(0).getByTestId('step-customer').fill('Hi, I topped up 20 dollars this morning but my balance did not change.');
    await steps
      .nth(0)
      .getByTestId('step-answer')
      .fill('Thank you for contacting us, I am sorry about the missing top-up; let me check it for you.');
    await choose(guardian, steps.nth(1).getByTestId('step-kind'), 'Closing');
    await steps.nth(1).getByTestId('step-customer').fill('Great, it shows now. Thanks!');
    await steps.nth(1).getByTestId('step-answer').fill('You are welcome. Is there anything else I can help you with today?');
    await choose(guardian, main(guardian).getByTestId('usecase-language'), 'English (United States)');
    await expectAccessible(guardian, 'use-case editor');
    await main(guardian).getByTestId('publish-usecase').click();

    // Saved and published: the editor reopens on the new roleplay, with its assignments.
    await guardian.waitForURL(/\/authoring\/usecases\/[0-9a-f]{24}$/);
    const assignments = main(guardian).getByTestId('assignments-section');
    await assignments.waitFor();
    await main(guardian).getByText('Published', { exact: true }).waitFor();
    await choose(guardian, assignments.getByTestId('assign-batch'), 'Chat Foundations — Cohort 12');
    await assignments.getByTestId('assign').click();
    await assignments.getByTestId('assignments').getByText('Chat Foundations — Cohort 12').waitFor();

    const hero = await newPage();
    await signIn(hero, 'hero');
    await openStartPractice(hero);
    await main(hero).getByTestId('type-filter-assigned').getByLabel('Chat').check();
    const authored = card(hero, name);
    await authored.waitFor();
    expect(await authored.textContent()).toContain('Chat Foundations — Cohort 12');
    // Without a description, the card shows the standard one.
    expect(await authored.textContent()).toContain('This practice focuses on customer service skills');
  });
});
