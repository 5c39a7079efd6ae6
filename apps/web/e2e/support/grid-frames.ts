import type { Page } from 'playwright-core';

/** Frames recorded from the first one that shows a dashboard card. */
const RECORD_MS = 600;

/**
 * Watches the dashboard grid on every animation frame from the moment its first card appears, noting any
 * two cards that overlap and any card that runs past the grid's edges. A layout that starts wrong and
 * slides into place shows only in these first frames, never in a check made once the page has settled.
 */
export async function recordGridFrames(page: Page): Promise<void> {
  await page.addInitScript((recordMs: number) => {
    const faults: string[] = [];
    let start: number | null = null;
    const tick = () => {
      const grid = document.querySelector('[data-testid="widget-grid"]');
      const cards = [...document.querySelectorAll<HTMLElement>('[data-grid-item]')];
      if (grid && cards.length > 0) {
        start ??= performance.now();
        const g = grid.getBoundingClientRect();
        const boxes = cards.map((card) => ({ id: card.dataset.gridItem, box: card.getBoundingClientRect() }));
        const at = Math.round(performance.now() - start);
        for (const { id, box } of boxes) {
          if (box.left < g.left - 1 || box.right > g.right + 1)
            faults.push(`${at} ms: ${id} spans ${box.left - g.left}–${box.right - g.left} of ${g.width}`);
        }
        boxes.forEach(({ id, box }, n) => {
          for (const other of boxes.slice(n + 1)) {
            const across = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left);
            const down = Math.min(box.bottom, other.box.bottom) - Math.max(box.top, other.box.top);
            if (across > 1 && down > 1) faults.push(`${at} ms: ${id} overlaps ${other.id}`);
          }
        });
      }
      if (start === null || performance.now() - start < recordMs) requestAnimationFrame(tick);
      else (window as unknown as { gridFaults: string[] }).gridFaults = faults;
    };
    requestAnimationFrame(tick);
  }, RECORD_MS);
}

/** What went wrong in the recorded frames (empty when every card stayed inside the grid and apart). */
export async function gridFaults(page: Page): Promise<string[]> {
  await page.waitForFunction(() => 'gridFaults' in window);
  return page.evaluate(() => (window as unknown as { gridFaults: string[] }).gridFaults);
}
