import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Types a Knowledge search and waits for its results. The list on screen before them (the latest articles,
 * or an earlier search) stays until they arrive, so a link seen before then may be replaced under the click.
 */
export async function searchKnowledge(page: Page, text: string, within: Page | Locator = page): Promise<void> {
  const results = page.waitForResponse(
    (response) => response.url().includes('/api/knowledge/') && new URL(response.url()).searchParams.get('q') === text,
    { timeout: 30_000 },
  );
  await within.getByRole('searchbox', { name: 'Search articles' }).fill(text);
  expect((await results).status()).toBe(200);
}
