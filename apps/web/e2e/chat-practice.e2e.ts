import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, expectAccessible, newPage, signIn, sharedBrowser } from './support/harness';
import { chat, choose, main, PASSWORD_RESET, say, send } from './support/practice';

sharedBrowser();

const shots = process.env.CHAT_SCREENSHOTS;

async function screenshot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

describe('Chat practice', { timeout: 180_000 }, () => {
  it('a hero completes a scripted chat with a wrong answer and a retry, files the CRM form and sees the score with evidence', async () => {
    const page = await newPage();
    await signIn(page, 'hero');
    await page.goto('/dashboard/engage');
    await main(page).getByTestId('roleplay-card').first().waitFor();
    await main(page).getByTestId('tab-all').click();
    await main(page).getByTestId('type-filter-all').getByLabel('Chat').check();
    const card = main(page).getByTestId('roleplay-card').filter({ hasText: 'Password reset with identity check' });
    await card.getByTestId('start-practice').click();
    await page.waitForURL(/\/dashboard\/engage\/session\/[0-9a-f]{24}$/);

    // Breadcrumb, customer details, the first customer line; the chat is the active one in the list.
    await main(page).getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Start Practice' }).waitFor();
    await chat(page).getByTestId('customer-message').first().waitFor();
    expect(await chat(page).getByTestId('customer-message').first().textContent()).toContain('locked');
    const item = main(page).getByTestId('chat-list-item').first();
    await eventually(() => item.getByTestId('chat-status').textContent()).toBe('Active');
    expect(await item.textContent()).toContain('Marcus Bell');
    await chat(page).getByTestId('customer-details').getByRole('button').click();
    await chat(page).getByText('January 2020').waitFor();
    const input = chat(page).getByTestId('chat-input');
    expect(await input.getAttribute('placeholder')).toBe('type here');
    await expectAccessible(page, 'chat practice');

    // Empty or blank input is ignored.
    await input.fill('   ');
    await input.press('Enter');
    expect(await chat(page).getByTestId('advisor-message').count()).toBe(0);
    await input.fill('');

    // A wrong answer gets the retry message; the retry with the expected answer moves on.
    await say(page, 'What is the weather like in Paris today?');
    await chat(page).getByText("That doesn't match the expected response. Could you please try again?").waitFor();
    await screenshot(page, 'chat-retry');
    for (const answer of PASSWORD_RESET.opening) await say(page, answer);

    // A select-one question: answered with a chip, the choice stays on the question.
    const chips = chat(page).getByTestId('answer-chips').last();
    await chips.getByText(PASSWORD_RESET.chip).click();
    await chat(page).getByText(PASSWORD_RESET.afterChip).waitFor();
    await screenshot(page, 'chat-select-one');

    // The Transcript tab shows prompt, response given and recommended answers.
    await main(page).getByTestId('tab-transcript').click();
    await eventually(() => main(page).getByTestId('transcript-entry').count()).toBeGreaterThan(3);
    expect(await main(page).getByTestId('transcript').textContent()).toContain('Recommended answers');

    // The CRM form: every field required; the textarea counts used/limit.
    await main(page).getByTestId('tab-crm').click();
    const form = main(page).getByTestId('crm-form');
    await form.waitFor();
    const submit = form.getByTestId('crm-submit');
    expect(await submit.isDisabled()).toBe(true);
    await form.getByTestId('crm-customerName').fill('Marcus Bell');
    await choose(page, form.getByTestId('crm-contactReason'), 'Account change');
    await form.getByLabel('Resolved').check();
    await form.getByLabel('Verified identity').check();
    await form.getByTestId('crm-notes').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await form.getByTestId('crm-notes').fill('Identity verified by DOB, ZIP and OTP; account unlocked and reset link sent.');
    expect(await form.getByTestId('crm-counter-notes').textContent()).toBe('76/300');
    await expectAccessible(page, 'chat practice, CRM form');
    await screenshot(page, 'chat-crm');
    await submit.click();
    await page.getByText('CRM record — Password reset with identity check submitted').waitFor();
    await form.getByTestId('crm-submitted').waitFor();

    // The last two steps, then the score: result, overall score and each KPI with its evidence.
    await main(page).getByTestId('tab-chats').click();
    await say(page, PASSWORD_RESET.unlocked);
    await send(page, PASSWORD_RESET.closing);
    const score = chat(page).getByTestId('score-block');
    await score.waitFor({ timeout: 15_000 });
    expect(await chat(page).getByTestId('chat-input').count()).toBe(0);
    const level = await score.getAttribute('data-level');
    expect(['exceptional', 'average']).toContain(level);
    expect(await score.getByTestId('result-title').textContent()).toBe(level === 'exceptional' ? 'Exceptional result' : 'Average result');
    expect(await score.getByTestId('overall-score').textContent()).toMatch(/^\d+%$/);
    const accuracy = score.getByTestId('kpi-row').filter({ has: page.getByText('Accuracy', { exact: true }) });
    await accuracy.getByRole('button').click();
    await eventually(async () => (await accuracy.getByTestId('kpi-evidence').textContent()) ?? '').toMatch(/\S/);
    await main(page).getByTestId('practice-result').waitFor();
    await eventually(() => item.getByTestId('chat-status').textContent()).toBe('Completed');
    await expectAccessible(page, 'chat practice, score');
    await screenshot(page, 'chat-score');
  });
});
