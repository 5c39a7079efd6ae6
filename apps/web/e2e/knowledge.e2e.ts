import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, sharedBrowser, signIn } from './support/harness';
import { searchKnowledge } from './support/knowledge';

sharedBrowser();

const REFUND_ARTICLE = 'Refunds: how long they take and what to tell the customer';

describe('Knowledge', () => {
  it(
    'a guardian writes a French article; a hero finds articles in English and in French and opens them',
    { timeout: 240_000 },
    async () => {
      const frenchTitle = `Délais de remboursement par carte ${Date.now()}`;
      const guardian = await newPage();
      await signIn(guardian, 'guardian');
      await guardian.getByTestId('menu-knowledge').click();
      await guardian.getByRole('heading', { name: 'Knowledge', level: 1 }).waitFor();
      await guardian.getByRole('link', { name: 'New article' }).click();
      await guardian.getByTestId('article-title-input').fill(frenchTitle);
      await guardian.getByTestId('body-editor').click();
      await guardian.keyboard.type('Les remboursements par carte bancaire apparaissent sous trois à cinq jours ouvrés.');
      await guardian.getByRole('textbox', { name: 'Language' }).click();
      await guardian.getByRole('option', { name: 'Français (France)' }).click();
      await guardian.getByTestId('article-status').getByText('Published', { exact: true }).click();
      await expectAccessible(guardian, 'knowledge article editor');
      await guardian.getByTestId('article-save').click();
      await guardian.getByRole('heading', { name: frenchTitle, level: 1 }).waitFor();

      const hero = await newPage();
      await signIn(hero, 'hero');
      // English: the seeded refund article, with the hit highlighted in its snippet.
      await hero.getByTestId('menu-knowledge').click();
      // The dashboard has its own Knowledge and KBot cards: wait for the page before typing.
      await hero.getByRole('heading', { name: 'Knowledge', level: 1 }).waitFor();
      await searchKnowledge(hero, 'refund');
      const english = hero.getByTestId('knowledge-hit').filter({ hasText: REFUND_ARTICLE });
      await english.locator('mark').first().waitFor();
      expect(await english.locator('mark').first().textContent()).toMatch(/refund/i);
      await expectAccessible(hero, 'knowledge search');
      await english.getByRole('link', { name: REFUND_ARTICLE }).click();
      await hero.getByRole('heading', { name: REFUND_ARTICLE, level: 1 }).waitFor();
      expect(await hero.getByTestId('announcement-body').textContent()).toContain('3–5 business days');
      await expectAccessible(hero, 'knowledge article');

      // French: another form of the word finds the article through French stemming, with the language filter on.
      await hero.getByRole('link', { name: 'Back to Knowledge' }).click();
      await hero.getByRole('heading', { name: 'Knowledge', level: 1 }).waitFor();
      await searchKnowledge(hero, 'rembourser');
      await hero.getByRole('textbox', { name: 'Language' }).click();
      await hero.getByRole('option', { name: 'Français (France)' }).click();
      const french = hero.getByTestId('knowledge-hit').filter({ hasText: frenchTitle });
      await french.waitFor();
      expect(await hero.getByTestId('knowledge-hit').filter({ hasText: REFUND_ARTICLE }).count()).toBe(0);
      await french.getByRole('link', { name: frenchTitle }).click();
      await hero.getByRole('heading', { name: frenchTitle, level: 1 }).waitFor();
      expect(await hero.getByTestId('announcement-body').textContent()).toContain('trois à cinq jours ouvrés');
    },
  );
});

describe('KBot', () => {
  it(
    'a guardian syncs KBot and watches it finish; a hero asks how long a refund takes and opens the source',
    { timeout: 240_000 },
    async () => {
      const guardian = await newPage();
      await signIn(guardian, 'guardian');
      await guardian.getByTestId('menu-kbot').click();
      await guardian.getByRole('heading', { name: 'KBot', level: 1 }).waitFor();
      // The demo's first sync runs at start-up; a new one can be asked for once it has finished.
      await expect.poll(() => guardian.getByTestId('kbot-sync-status').textContent(), { timeout: 90_000 }).toBe('Up to date');
      await guardian.getByTestId('kbot-sync-button').click();
      const started = guardian.waitForResponse(
        (response) => response.url().endsWith('/api/kbot/sync') && response.request().method() === 'POST',
      );
      await guardian.getByTestId('kbot-sync-quick').click();
      expect((await started).status()).toBe(202);
      // The events socket carries the job to the end: the panel shows the quick sync done, with its counts.
      await expect
        .poll(async () => (await guardian.getByTestId('kbot-sync').textContent()) ?? '', { timeout: 60_000 })
        .toMatch(/Up to date.*Quick sync.*read, \d+ passages?\./s);
      await expectAccessible(guardian, 'KBot page after a sync');

      // Nobody is offered an application that is not connected; guardians see it marked, without an Add button.
      await guardian.goto('/dashboard/store');
      const summarization = guardian.getByTestId('store-app-summarization');
      await summarization.getByTestId('store-needs-connection').waitFor();
      expect(await guardian.getByTestId('store-add-summarization').count()).toBe(0);
      await expectAccessible(guardian, 'store with an unconnected application');

      const hero = await newPage();
      await signIn(hero, 'hero');
      expect(await hero.getByTestId('menu-summarization').count()).toBe(0);
      await hero.getByTestId('menu-kbot').click();
      await hero.getByRole('heading', { name: 'KBot', level: 1 }).waitFor();
      await hero.getByTestId('kbot-question').fill('How long does a refund take?');
      await hero.getByTestId('kbot-ask').click();
      const passage = hero.getByTestId('kbot-passage').filter({ hasText: REFUND_ARTICLE }).first();
      await passage.waitFor();
      expect(await passage.textContent()).toContain('3–5 business days');
      await expectAccessible(hero, 'KBot answer');
      await passage.getByRole('link', { name: REFUND_ARTICLE }).click();
      await hero.getByRole('heading', { name: REFUND_ARTICLE, level: 1 }).waitFor();
      expect(hero.url()).toMatch(/\/dashboard\/knowledge\/[0-9a-f]{24}$/);

      await hero.goto('/dashboard/store');
      await hero.getByTestId('store-grid').waitFor();
      expect(await hero.getByTestId('store-app-summarization').count()).toBe(0);
    },
  );
});
