import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { demoPassword, eventually, newPage, sharedBrowser, signIn, signInWithPassword } from './support/harness';
import { chat, main, PASSWORD_RESET, say, send, startPasswordResetChat } from './support/practice';

sharedBrowser();

/** A chip's face: Mantine draws the chip as the label that follows its (hidden) radio input. */
const face = (chips: Locator, text: string) => chips.locator('label').filter({ hasText: text });
const background = (label: Locator) => label.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The number a row's bar is filled to, as the bar itself announces it. */
const barValue = async (row: Locator) => `${await row.getByRole('progressbar', { includeHidden: true }).getAttribute('aria-valuenow')}%`;

/** A history row's cell under the column headed `header`. */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  expect(index, `the table has a '${header}' column`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}

/** The smaller practice details a user notices: the select-one chips, the reversed KPIs, why Start Practice waits. */
describe('practice details as the advisor and the mentor see them', { timeout: 240_000 }, () => {
  it('a chosen select-one chip stays checked in full colour, the others grey out, a second click sends nothing, and the score reads reversed KPIs as shares of replies', async () => {
    const page = await newPage();
    await signIn(page, 'hero');
    await page.goto('/dashboard/engage');
    await startPasswordResetChat(page);
    for (const answer of PASSWORD_RESET.opening) await say(page, answer);

    const chips = chat(page).getByTestId('answer-chips').last();
    await chips.getByLabel(PASSWORD_RESET.chip).waitFor({ state: 'attached' });
    const options = await chips.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).id));
    expect(options.length, 'a select-one question offers more than one option').toBeGreaterThan(1);
    const unpicked = await chips.locator('label').evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));
    const others = unpicked.filter((text) => text !== PASSWORD_RESET.chip);
    expect(others.length).toBe(options.length - 1);

    // Every answer the page sends for a chip carries its utterance id: counting them shows a resend.
    const chipAnswers: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('"utteranceId"')) chipAnswers.push(request.url());
    });
    await face(chips, PASSWORD_RESET.chip).click();
    await chat(page).getByText(PASSWORD_RESET.afterChip).waitFor();
    expect(chipAnswers.length).toBe(1);

    // The pick is checked, still enabled and filled; every other option is disabled and drawn otherwise.
    const picked = chips.getByLabel(PASSWORD_RESET.chip);
    expect(await picked.isChecked()).toBe(true);
    expect(await picked.isEnabled()).toBe(true);
    const pickedColour = await background(face(chips, PASSWORD_RESET.chip));
    expect(pickedColour).not.toBe('rgba(0, 0, 0, 0)');
    for (const text of others) {
      const other = chips.getByLabel(text, { exact: true });
      expect(await other.isDisabled(), `${text} greys out`).toBe(true);
      expect(await other.isChecked()).toBe(false);
      expect(await background(face(chips, text))).not.toBe(pickedColour);
    }

    // A second click on the pick sends nothing and adds nothing to the conversation.
    const replies = await chat(page).getByTestId('advisor-message').count();
    await face(chips, PASSWORD_RESET.chip).click();
    await page.waitForTimeout(1500);
    expect(chipAnswers.length).toBe(1);
    expect(await chat(page).getByTestId('advisor-message').count()).toBe(replies);
    expect(await picked.isChecked()).toBe(true);

    // To the end: the score names reversed KPIs by the share of replies, marks them 'Lower is better',
    // and the clean chat's forbidden words read '0% of replies', strong, with a full bar.
    await say(page, PASSWORD_RESET.unlocked);
    await send(page, PASSWORD_RESET.closing);
    const score = chat(page).getByTestId('score-block');
    await score.waitFor({ timeout: 20_000 });
    const forbidden = score.locator('[data-testid=kpi-row][data-kpi=forbidden_words]');
    expect(await forbidden.getByTestId('kpi-value').textContent()).toBe('0% of replies');
    expect(await forbidden.getByTestId('kpi-band').textContent()).toBe('Strong');
    expect(await barValue(forbidden)).toBe('100%');
    for (const kpi of ['forbidden_words', 'idle_time']) {
      const row = score.locator(`[data-testid=kpi-row][data-kpi=${kpi}]`);
      expect(await row.getByRole('img', { name: 'Lower is better' }).count(), `${kpi} says lower is better`).toBe(1);
    }
    // A KPI where more is better carries no such mark.
    const accuracy = score.locator('[data-testid=kpi-row][data-kpi=accuracy_score]');
    expect(await accuracy.getByRole('img', { name: 'Lower is better' }).count()).toBe(0);
  });

  it("a mentor's Score Summary prints for every KPI, idle time and forbidden words included, the number its bar shows", async () => {
    const page = await newPage();
    await signIn(page, 'mentor');
    // A seeded advisor no journey practises as, so this list only holds the demo history's sessions.
    await page.goto('/dashboard/engage/reports');
    await main(page).getByTestId('history-open').first().waitFor();
    await main(page).getByTestId('toggle-filters').click();
    await main(page).getByTestId('filter-user').click();
    await page
      .getByRole('option', { name: /Jordan Blake/ })
      .first()
      .click();
    await page.waitForURL(/[?&]user=[0-9a-f]{24}/);
    const rows = main(page).getByRole('table').getByRole('row');
    await eventually(async () => (await rows.allTextContents()).slice(1).every((text) => text.includes('Jordan Blake'))).toBe(true);
    await rows.filter({ hasText: 'Password reset with identity check' }).first().getByTestId('history-open').click();
    await main(page).getByTestId('detail-tab-score').click();
    await eventually(() => main(page).getByTestId('summary-row').count()).toBeGreaterThan(5);

    const reversed = ['forbidden_words', 'idle_time'];
    for (const kpi of reversed) {
      const row = main(page).locator(`[data-testid=summary-row][data-kpi=${kpi}]`);
      expect(await row.getByRole('img', { name: 'Lower is better' }).count(), `${kpi} says lower is better`).toBe(1);
      expect(await row.getByTestId('summary-score').count(), `${kpi} is scored in this session`).toBe(1);
    }
    // Forbidden words are measured as a share of replies, worded as on the practice score.
    expect(
      await main(page).locator('[data-testid=summary-row][data-kpi=forbidden_words]').getByTestId('summary-figure').textContent(),
    ).toMatch(/^\d+(\.\d+)?% of replies$/);
    const scored = main(page)
      .locator('[data-testid=summary-row]')
      .filter({ has: page.getByTestId('summary-score') });
    for (const row of await scored.all()) {
      const kpi = await row.getAttribute('data-kpi');
      expect(await row.getByTestId('summary-score').textContent(), `${kpi}: the printed score is the bar's`).toBe(await barValue(row));
    }
  });

  it('the Assigned tab says how many more roleplays Start Practice waits for, and stops saying it once there are enough', async () => {
    const page = await newPage();
    await signIn(page, 'hero');
    await page.goto('/dashboard/engage');
    await main(page).getByTestId('roleplay-card').first().waitFor();
    await main(page).getByTestId('tab-assigned').click();
    // The voice batch asks for two roleplays a session.
    await main(page).getByTestId('type-filter-assigned').getByLabel('Voice').check();
    const bar = main(page).getByTestId('selection-bar');
    const start = bar.getByTestId('start-selected');
    const reason = bar.getByTestId('start-disabled-reason');
    await eventually(() => reason.textContent()).toBe('Select 2 more roleplays to start.');
    expect(await start.isDisabled()).toBe(true);
    // The reason is the button's description, so a screen reader hears it on the button too.
    expect(await start.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));

    const boxes = main(page).getByTestId('roleplay-card').getByTestId('select-roleplay');
    await eventually(() => boxes.count()).toBeGreaterThan(1);
    await boxes.nth(0).check();
    await eventually(() => reason.textContent()).toBe('Select one more roleplay to start.');
    expect(await start.isDisabled()).toBe(true);
    await boxes.nth(1).check();
    await eventually(() => reason.count()).toBe(0);
    expect(await start.isEnabled()).toBe(true);
    expect(await start.getAttribute('aria-describedby')).toBeNull();
  });
  it("after a mentor edits a reply's score, the list, the detail, the Score Summary and the advisor's own history show one overall score", async () => {
    const ROLEPLAY = 'Address change after a move';
    const mentor = await newPage();
    await signIn(mentor, 'mentor');
    // A seeded advisor's session that no other journey opens or edits.
    await mentor.goto('/dashboard/engage/reports');
    await main(mentor).getByTestId('history-open').first().waitFor();
    await main(mentor).getByTestId('toggle-filters').click();
    await main(mentor).getByTestId('filter-user').click();
    await mentor
      .getByRole('option', { name: /Jordan Blake/ })
      .first()
      .click();
    await mentor.waitForURL(/[?&]user=[0-9a-f]{24}/);
    const table = main(mentor).getByRole('table');
    const row = table.getByRole('row').filter({ hasText: ROLEPLAY }).filter({ hasText: 'Jordan Blake' }).first();
    await row.waitFor();
    await row.getByTestId('history-open').click();

    // The reply score edit moves the response points by exactly the change.
    await main(mentor).getByTestId('detail-tab-score').click();
    const points = async () =>
      Number(/^(\d+) of/.exec((await main(mentor).getByTestId('summary-response').locator('p').last().textContent()) ?? '')?.[1]);
    await eventually(() => main(mentor).getByTestId('summary-response').count()).toBe(1);
    const pointsBefore = await points();
    await main(mentor).getByTestId('detail-tab-chat').click();
    // The first reply a score can be edited on (an edit's input replaces the pencil, so the row is held by index).
    const replies = main(mentor).getByTestId('history-advisor-message');
    await replies.first().waitFor();
    const editable = await replies.evaluateAll((rows) => rows.findIndex((row) => row.querySelector('[data-testid=edit-score]') !== null));
    expect(editable, 'the session has a reply whose score can be edited').toBeGreaterThanOrEqual(0);
    const reply = replies.nth(editable);
    await reply.waitFor();
    const before = Number(/Score (\d)\/5/.exec((await reply.getByTestId('message-score').textContent()) ?? '')?.[1]);
    const after = before >= 4 ? before - 2 : before + 2;
    await reply.getByTestId('edit-score').click();
    await reply.getByTestId('score-input').fill(String(after));
    await reply.getByTestId('score-input').press('Enter');
    await mentor.getByText('Interaction History score updated successfully').waitFor();
    await main(mentor).getByTestId('detail-tab-score').click();
    await eventually(points).toBe(pointsBefore + after - before);

    // One overall: the header badge and the Score Summary agree.
    const overall = /(\d+)\s?%/.exec((await main(mentor).getByTestId('summary-overall').textContent()) ?? '')?.[1];
    expect(overall, 'the Score Summary shows an overall score').toBeDefined();
    expect(await main(mentor).getByTestId('session-score').textContent()).toBe(`Overall ${overall}%`);

    // Back in the list, the row says the same.
    await main(mentor).getByTestId('back-to-list').click();
    await row.waitFor();
    await eventually(async () => (await cellUnder(table, row, 'Overall Score %')).textContent()).toBe(`${overall}%`);

    // The advisor's own history, and the session opened from it, say the same.
    const advisor = await newPage();
    await advisor.goto('/');
    await signInWithPassword(advisor, 'jordan.blake@demo.switchboard.test', demoPassword);
    await advisor.getByRole('tablist').waitFor();
    await advisor.goto('/dashboard/engage/reports');
    const mine = main(advisor).getByRole('table');
    const own = mine.getByRole('row').filter({ hasText: ROLEPLAY }).first();
    await own.waitFor();
    expect(await (await cellUnder(mine, own, 'Overall Score %')).textContent()).toBe(`${overall}%`);
    await own.getByTestId('history-open').click();
    await eventually(() => main(advisor).getByTestId('session-score').textContent()).toBe(`Overall ${overall}%`);
  });
});
