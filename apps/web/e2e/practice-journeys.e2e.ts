import { describe, expect, it } from 'vitest';
import { eventually, newPage, sharedBrowser, signIn } from './support/harness';
import { chat, choose, main, PASSWORD_RESET, say, send, startPasswordResetChat } from './support/practice';

sharedBrowser();

/** The journeys of practice and review as an advisor and a mentor live them, end to end. */
describe('practice and review without dead ends', { timeout: 240_000 }, () => {
  it('a chat that ends before its CRM form is scored at once, the form stays open and says so, and reopening shows the stored score', async () => {
    const page = await newPage();
    await signIn(page, 'hero');
    await page.goto('/dashboard/engage');
    await startPasswordResetChat(page);
    const practiceUrl = page.url();
    for (const answer of PASSWORD_RESET.opening) await say(page, answer);

    // Select-one: the notice asks for a pick; once picked, the chip is marked and the notice is gone.
    const notice = chat(page).getByText('Please select one of the options below.');
    await notice.waitFor();
    const chips = chat(page).getByTestId('answer-chips').last();
    await chips.getByText(PASSWORD_RESET.chip).click();
    await chat(page).getByText(PASSWORD_RESET.afterChip).waitFor();
    expect(await chips.getByLabel(PASSWORD_RESET.chip).isChecked()).toBe(true);
    expect(await notice.count()).toBe(0);

    // The chat ends without the CRM form: the score comes, never 'could not be loaded'.
    await say(page, PASSWORD_RESET.unlocked);
    await send(page, PASSWORD_RESET.closing);
    const score = chat(page).getByTestId('score-block');
    await score.waitFor({ timeout: 20_000 });
    expect(await chat(page).getByTestId('retry-score').count()).toBe(0);
    const overall = (await score.getByTestId('overall-score').textContent()) ?? '';
    expect(overall).toMatch(/^[1-9]\d*%$/);

    // The form opens by itself, still editable, saying it is owed; it can be sent now.
    const form = main(page).getByTestId('crm-form');
    await form.getByTestId('crm-owed').waitFor();
    await form.getByTestId('crm-customerName').fill('Marcus Bell');
    await choose(page, form.getByTestId('crm-contactReason'), 'Account change');
    await form.getByLabel('Resolved').check();
    await form.getByLabel('Verified identity').check();
    await form.getByTestId('crm-notes').fill('Identity verified; account unlocked and reset link sent.');
    await form.getByTestId('crm-submit').click();
    await form.getByTestId('crm-submitted').waitFor();
    expect(await form.getByTestId('crm-owed').count()).toBe(0);

    // Reopening the practice shows what was stored: score, level, duration and conversation.
    await page.goto(practiceUrl);
    const reopened = chat(page).getByTestId('score-block');
    await reopened.waitFor({ timeout: 20_000 });
    expect(await reopened.getByTestId('overall-score').textContent()).toBe(overall);
    expect(await main(page).getByTestId('no-chat').count()).toBe(0);
    expect(await chat(page).getByTestId('advisor-message').count()).toBeGreaterThan(5);
    expect(await main(page).getByTestId('practice-average').textContent()).toBe(overall);
    await eventually(async () => (await main(page).getByTestId('chat-list-item').first().textContent()) ?? '').not.toContain('00:00:00');
  });

  it("a mentor sees each practice's status, filters by it, and reads CRM choices by their labels", async () => {
    const page = await newPage();
    await signIn(page, 'mentor');
    await page.goto('/dashboard/engage/reports');
    const rows = main(page).getByTestId('row-status');
    await rows.first().waitFor();
    // Completed practice only, until another status is chosen.
    expect(new Set(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-status'))))).toEqual(new Set(['completed']));
    await main(page).getByTestId('toggle-filters').click();
    const statuses = () => rows.evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-status')))].sort());
    await choose(page, main(page).getByTestId('filter-status'), 'Abandoned');
    await eventually(statuses).not.toContain('completed');
    await choose(page, main(page).getByTestId('filter-status'), 'All statuses');
    await eventually(statuses).toContain('completed');

    const row = main(page)
      .getByRole('row')
      .filter({ hasText: 'Password reset with identity check' })
      .filter({ hasText: 'Completed' })
      .first();
    await row.getByTestId('history-open').click();
    await main(page).getByTestId('detail-tab-crm').click();
    const crm = main(page).getByTestId('crm-readonly');
    await crm.getByText('Account change').waitFor();
    expect(await crm.getByTestId('crm-value-outcome').textContent()).toBe('Resolved');
    expect(await crm.getByTestId('crm-value-actions').textContent()).toBe('Verified identity');
  });

  it('the unread counter and the NEW marks agree for a commander, who also lists announcements meant for others', async () => {
    const page = await newPage();
    await signIn(page, 'commander');
    await page.goto('/dashboard/announcements');
    await main(page).getByTestId('announcement-row').first().waitFor();
    const marked = await main(page).locator('[data-testid=announcement-row][data-unread]').count();
    // The counter as the server counts it, asked with the page's own session.
    const handshake = (await (await page.request.get('/apigateway/upsrvc/platformHandShake')).json()) as { user: { lastTenantId: string } };
    const count = await page.request.get(`/api/announcement/v1/${handshake.user.lastTenantId}/unread-count`);
    const unread = ((await count.json()) as { unreadCount: number }).unreadCount;
    expect(marked).toBe(unread);
  });

  it("says 'Failed to fetch token' and goes back to sign-in when the user cannot be fetched", async () => {
    const page = await newPage();
    await signIn(page, 'hero');
    await page.route('**/apigateway/upsrvc/platformHandShake', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error","message":"boom"}' }),
    );
    await page.reload();
    await page.getByText('Failed to fetch token').waitFor();
    await page.getByTestId('login-submit').waitFor();
  });
});
