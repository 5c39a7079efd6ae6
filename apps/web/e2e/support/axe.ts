import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

/** One line per offending element, readable in a failed assertion. */
const describe = (violation: Result): string[] =>
  violation.nodes.map(
    (node) =>
      `[${violation.impact}] ${violation.id}: ${violation.help} — ${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
  );

/** Runs axe-core in the page as it is now; returns the serious and critical violations, described. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through DevTools, which the app's content security policy (no inline script) does not govern.
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? '')).flatMap(describe);
}
