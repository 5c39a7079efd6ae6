import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, newPage, sharedBrowser, signIn } from './support/harness';
import { chat, main, PASSWORD_RESET, say, startPasswordResetChat } from './support/practice';

sharedBrowser();

/** Set SCREENS_DIR to keep a full-page picture of every screen these journeys visit, for a person to look at. */
const shots = process.env.SCREENS_DIR;
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

const LANGUAGES = [
  { locale: 'en-US', menu: 'American English', scoreTab: 'Score Summary' },
  { locale: 'de-DE', menu: 'Deutsch (Deutschland)', scoreTab: 'Bewertungsübersicht' },
  { locale: 'fr-FR', menu: 'Français (France)', scoreTab: 'Résumé des scores' },
] as const;

/** The language menu in the top bar, as a user picks a language. */
async function switchLanguage(page: Page, menu: string, locale: string): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: menu }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
}

/** Every tab of a tab list on one line: they share their top edge and none is taller than one line of text. */
async function tabsOnOneLine(page: Page, where: string): Promise<void> {
  const tabs = await page.getByTestId('side-panel').getByRole('tab').all();
  const boxes = await Promise.all(tabs.map((tab) => tab.boundingBox()));
  const tops = new Set(boxes.map((box) => Math.round(box!.y)));
  expect(tops.size, `${where}: tabs on one row`).toBe(1);
  for (const tab of tabs) {
    const lines = await tab.evaluate((el) => {
      const label = el.querySelector('.mantine-Tabs-tabLabel') ?? el;
      const lineHeight = parseFloat(getComputedStyle(label).lineHeight) || 20;
      return Math.round(label.getBoundingClientRect().height / lineHeight);
    });
    expect(lines, `${where}: ${await tab.textContent()} on one line`).toBe(1);
  }
}

describe('practice, history and review screens', { timeout: 240_000 }, () => {
  it('at 1440 px the practice side panel keeps its tabs on one line and the chat fills the height beside it', async () => {
    const page = await newPage();
    await signIn(page, 'hero');
    for (const { locale, menu } of LANGUAGES) {
      await switchLanguage(page, menu, locale);
      await page.goto('/dashboard/engage');
      await startPasswordResetChat(page);
      await say(page, PASSWORD_RESET.opening[0]);
      await tabsOnOneLine(page, locale);

      // The chat pane ends where the page's own bottom margin (48 px) starts: no empty band below it, no page scrolling.
      const area = (await main(page).getByTestId('chat-area').boundingBox())!;
      const viewport = page.viewportSize()!;
      const space = viewport.height - (area.y + area.height);
      expect(space, `${locale}: space below the chat pane`).toBeLessThanOrEqual(56);
      expect(space, `${locale}: the chat pane fits the window`).toBeGreaterThanOrEqual(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
        `${locale}: page scrolls`,
      ).toBeLessThanOrEqual(1);
      // A log with only a few lines shows no scroll bar.
      const log = chat(page).getByTestId('conversation').locator('xpath=ancestor::*[contains(@class, "mantine-ScrollArea-viewport")][1]');
      expect(await log.evaluate((el) => el.scrollHeight - el.clientHeight), `${locale}: the short log scrolls`).toBeLessThanOrEqual(0);
      const panel = (await page.getByTestId('side-panel').boundingBox())!;
      expect(area.y + area.height, `${locale}: chat pane at least as tall as the side panel`).toBeGreaterThanOrEqual(
        panel.y + panel.height - 2,
      );
      // The window as the user sees it (a full-page capture would resize the window, and the pane with it).
      await screenshot(page, `practice-chat-${locale}`, false);
    }
    await expectAccessible(page, 'practice chat in French');
  });

  it('history and the review of a session, in English, German and French', async () => {
    const hero = await newPage();
    await signIn(hero, 'hero');
    const mentor = await newPage();
    await signIn(mentor, 'mentor');
    for (const { locale, menu, scoreTab } of LANGUAGES) {
      await switchLanguage(hero, menu, locale);
      await hero.goto('/dashboard/engage/reports');
      await main(hero).getByTestId('history-open').first().waitFor();
      await screenshot(hero, `history-hero-${locale}`);

      await switchLanguage(mentor, menu, locale);
      await mentor.goto('/dashboard/engage/reports');
      await main(mentor).getByTestId('history-open').first().waitFor();
      await screenshot(mentor, `history-mentor-${locale}`);
      // A completed session (it has a score) opens its detail; the Score Summary tab shows the scores.
      const scored = main(mentor)
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: /\d+\s*%/ })
        .first();
      await scored.getByTestId('history-open').click();
      await main(mentor).getByTestId('back-to-list').waitFor();
      await main(mentor).getByTestId('history-advisor-message').first().waitFor();
      await screenshot(mentor, `review-transcript-${locale}`);
      await main(mentor).getByRole('tab', { name: scoreTab }).click();
      await main(mentor).getByRole('tabpanel').waitFor();
      await mentor.waitForTimeout(500);
      await screenshot(mentor, `review-score-summary-${locale}`);
      await expectAccessible(mentor, `score summary in ${locale}`);
    }
    expect(await chat(hero).count()).toBe(0);
  });
});
