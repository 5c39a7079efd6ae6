import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, expectAccessible, newPage, signIn, sharedBrowser } from './support/harness';
import { completePasswordResetChat } from './support/practice';

sharedBrowser();

const main = (page: Page) => page.locator('#main-content');
const shots = process.env.HISTORY_SCREENSHOTS;
const COMMENT = 'Clear opening and a careful identity check. Offer the reset link before the customer asks.';

async function screenshot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Today as the date picker names its days ("22 November 2026"), in the browser's (and this machine's) time zone. */
const todayLabel = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

async function choose(page: Page, testId: string, option: RegExp | string): Promise<void> {
  await main(page).getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('Interaction history and review', () => {
  // A whole practice chat, then the review and the hero's view: longer than one page's journey.
  it(
    'a mentor filters by user and date, opens the session, edits a score, comments and marks it reviewed; the hero sees the review',
    { timeout: 150_000 },
    async () => {
      // The hero practises a scripted chat to the end (with the CRM form), so there is a session to review.
      const hero = await newPage();
      await signIn(hero, 'hero');
      await completePasswordResetChat(hero);

      // The mentor trains the hero: Reports › Interaction History lists the session with the reviewer columns.
      const mentor = await newPage();
      await signIn(mentor, 'mentor');
      await mentor.goto('/dashboard/engage/reports');
      await main(mentor).getByTestId('history-open').first().waitFor();
      expect(await main(mentor).getByRole('columnheader').allTextContents()).toEqual(
        expect.arrayContaining(['Username', 'Roleplay name', 'Practice date', 'AHT %', 'Overall Score %']),
      );
      // Email and batch sit inside the user and roleplay cells, so the table fits 1440 px.
      expect(await main(mentor).getByRole('columnheader').allTextContents()).not.toContain('Email');
      await expectAccessible(mentor, 'Interaction History');

      // Filter by user, then by date (today only, picked in the two-month calendar).
      await main(mentor).getByTestId('toggle-filters').click();
      await choose(mentor, 'filter-user', /Alex Rivera/);
      await mentor.waitForURL(/[?&]user=[0-9a-f]{24}/);
      await main(mentor).getByRole('button', { name: 'Practice dates' }).click();
      const today = mentor.getByRole('button', { name: todayLabel(), exact: true });
      await today.click();
      await today.click();
      await mentor.waitForURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
      await mentor.keyboard.press('Escape');
      const rows = main(mentor).getByRole('table').getByRole('row');
      await eventually(async () => (await rows.allTextContents()).slice(1).every((text) => text.includes('Alex Rivera'))).toBe(true);
      await expectAccessible(mentor, 'Interaction History, filtered');
      await screenshot(mentor, 'history-list');

      // The newest session opens its detail: Chat Transcription, Score Summary, Comments, CRM form.
      const row = rows.filter({ hasText: 'Password reset with identity check' }).first();
      expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/);
      await row.getByTestId('history-open').click();
      await main(mentor).getByTestId('back-to-list').waitFor();
      expect(await main(mentor).getByRole('tab').allTextContents()).toEqual([
        'Chat Transcription',
        'Score Summary',
        'Comments',
        'CRM form',
      ]);
      await main(mentor).getByTestId('history-advisor-message').first().waitFor();
      await expectAccessible(mentor, 'session detail, chat transcription');

      // A score edit: out-of-range input is ignored; the new score is saved and the engine's shown beside it.
      const reply = main(mentor).getByTestId('history-advisor-message').first();
      const before = Number(/Score (\d)\/5/.exec((await reply.getByTestId('message-score').textContent()) ?? '')?.[1]);
      const after = before === 5 ? 3 : 5;
      await reply.getByTestId('edit-score').click();
      const input = reply.getByTestId('score-input');
      await input.fill('');
      await input.pressSequentially('9');
      expect(await input.inputValue()).toBe('');
      await input.pressSequentially(String(after));
      await input.press('Enter');
      await mentor.getByText('Interaction History score updated successfully').waitFor();
      await eventually(() => reply.getByTestId('message-score').textContent()).toContain(`Score ${after}/5`);
      expect(await reply.getByTestId('engine-score').textContent()).toBe(`Engine gave ${before}`);
      await screenshot(mentor, 'history-chat');

      await main(mentor).getByTestId('detail-tab-score').click();
      await eventually(() => main(mentor).getByTestId('summary-row').count()).toBeGreaterThan(5);
      expect(await main(mentor).getByTestId('summary-row').filter({ hasText: 'Average handling time' }).textContent()).toMatch(
        /\d{2}:\d{2}:\d{2}/,
      );
      await expectAccessible(mentor, 'session detail, score summary');
      await screenshot(mentor, 'history-score');

      await main(mentor).getByTestId('detail-tab-crm').click();
      await main(mentor).getByTestId('crm-readonly').getByText('Marcus Bell').waitFor();
      await expectAccessible(mentor, 'session detail, CRM form');

      // The comment: the counter counts, Submit waits for Reviewed, and the panel turns read-only.
      await main(mentor).getByTestId('detail-tab-comments').click();
      const panel = main(mentor).getByTestId('comment-panel');
      await panel.getByTestId('comment-input').fill(COMMENT);
      expect(await panel.getByTestId('comment-counter').textContent()).toBe(`${COMMENT.length}/200 characters`);
      expect(await panel.getByTestId('submit-comment').isDisabled()).toBe(true);
      await panel.getByLabel('Reviewed').check();
      await expectAccessible(mentor, 'session detail, comments');
      await panel.getByTestId('submit-comment').click();
      await mentor.getByText('Interaction History comment updated successfully').waitFor();
      await eventually(() => main(mentor).getByTestId('comment-panel').getAttribute('data-readonly')).toBe('true');
      expect(await main(mentor).getByTestId('saved-comment').textContent()).toBe(COMMENT);
      await screenshot(mentor, 'history-comments');
      // Reviewed: the scores are no longer editable.
      await main(mentor).getByTestId('detail-tab-chat').click();
      await main(mentor).getByTestId('history-advisor-message').first().waitFor();
      expect(await main(mentor).getByTestId('edit-score').count()).toBe(0);

      // Back to User List keeps the filters; the row now says reviewed.
      await main(mentor).getByTestId('back-to-list').click();
      await mentor.waitForURL(/[?&]user=[0-9a-f]{24}/);
      await eventually(() =>
        rows.filter({ hasText: 'Password reset with identity check' }).first().getByTestId('row-reviewed').count(),
      ).toBe(1);

      // The hero sees the review, opening the session from the keyboard.
      await hero.goto('/dashboard/engage/reports');
      const mine = main(hero)
        .getByRole('table')
        .getByRole('row')
        .filter({ has: hero.getByTestId('row-reviewed') })
        .first();
      await mine.waitFor();
      expect(await main(hero).getByRole('columnheader').allTextContents()).not.toContain('Email');
      await expectAccessible(hero, 'Interaction History (hero)');
      await mine.getByTestId('history-open').focus();
      await hero.keyboard.press('Enter');
      await main(hero).getByTestId('back-to-list').waitFor();
      await main(hero).getByTestId('history-advisor-message').first().waitFor();
      expect(await main(hero).getByTestId('edit-score').count()).toBe(0);
      expect(await main(hero).getByTestId('engine-score').first().textContent()).toBe(`Engine gave ${before}`);
      await main(hero).getByTestId('detail-tab-comments').click();
      expect(await main(hero).getByTestId('saved-comment').textContent()).toBe(COMMENT);
      expect(await main(hero).getByTestId('reviewed-by').textContent()).toContain('Reviewed by Morgan Lee');
      await expectAccessible(hero, 'session detail (hero), comments');
      await screenshot(hero, 'history-hero-review');

      // Their progress: each KPI over their scored sessions.
      await hero.goto('/dashboard/engage/reports/progress');
      await eventually(() => main(hero).getByTestId('trend-card').count()).toBeGreaterThan(3);
      await expectAccessible(hero, 'My progress');
      await screenshot(hero, 'history-progress');
    },
  );

  it('a guardian sees where reviewers changed the engine’s scores, and finds the User sync tab', async () => {
    const guardian = await newPage();
    await signIn(guardian, 'guardian');
    await guardian.goto('/dashboard/engage/reports/agreement');
    const byKpi = main(guardian).getByTestId('agreement-by-kpi');
    await byKpi.waitFor();
    expect(Number(await main(guardian).getByTestId('agreement-sessions').locator('p').last().textContent())).toBeGreaterThan(0);
    await eventually(() => byKpi.getByTestId('agreement-row').count()).toBeGreaterThan(0);
    await expectAccessible(guardian, 'Reviewer agreement');
    await screenshot(guardian, 'history-agreement');

    await guardian.goto('/dashboard/engage/authoring?tab=sync');
    await main(guardian).getByRole('heading', { name: 'Roleplay configuration' }).waitFor();
    expect(await main(guardian).getByTestId('sync-users').isEnabled()).toBe(true);
    await expectAccessible(guardian, 'Roleplay authoring, User sync');
  });
});
