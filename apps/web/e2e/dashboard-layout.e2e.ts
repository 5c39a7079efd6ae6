import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, newPage, sidebar, signIn, sharedBrowser } from './support/harness';

sharedBrowser();

const saved = (page: Page) => expect.poll(() => page.getByTestId('dashboard-save-state').getAttribute('data-state')).toBe('saved');
const cell = (page: Page, key: string) => page.locator('[data-grid-item]').filter({ has: page.getByTestId(`widget-${key}`) });

interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function cardBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const item of await page.locator('[data-grid-item]').all()) {
    const box = (await item.boundingBox())!;
    boxes.push({ id: (await item.getAttribute('data-grid-item'))!, ...box });
  }
  return boxes;
}

/**
 * Cards with empty space above them: a card must start at the top of the grid or right below (one grid
 * margin, 12 px) a card that shares one of its columns. Anything else is a hole a user would see.
 */
async function holes(page: Page): Promise<string[]> {
  const top = (await page.getByTestId('widget-grid').boundingBox())!.y;
  const boxes = await cardBoxes(page);
  const sharesColumn = (a: Box, b: Box) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1;
  return boxes
    .filter((card) => Math.abs(card.y - top) > 2)
    .filter(
      (card) => !boxes.some((other) => other !== card && sharesColumn(card, other) && Math.abs(other.y + other.height + 12 - card.y) <= 2),
    )
    .map((card) => card.id);
}

describe('dashboard layout', () => {
  it('moving a widget to another column leaves no hole where it was: the cards below slide up, after a reload too', async () => {
    const page = await newPage();
    // A tall screen, so the card and the spot it is carried to are both in view.
    await page.setViewportSize({ width: 1440, height: 1400 });
    await signIn(page, 'commander');
    await page.getByTestId('widget-grid').waitFor();
    await cell(page, 'roleplay').waitFor();
    expect(await holes(page)).toEqual([]);

    // A one-column card that has another card below it in its column: taking it away would leave a gap if nothing slid up.
    const boxes = await cardBoxes(page);
    const grid = (await page.getByTestId('widget-grid').boundingBox())!;
    const column = grid.width / 3;
    const above = boxes.find(
      (card) => card.width < column && boxes.some((other) => other !== card && Math.abs(other.x - card.x) < 2 && other.y > card.y),
    );
    expect(above, 'a default card with another card below it').toBeDefined();
    const below = boxes.filter((other) => Math.abs(other.x - above!.x) < 2 && other.y > above!.y).sort((a, b) => a.y - b.y)[0]!;
    const targetColumn = Math.floor((above!.x - grid.x + 8) / column) === 2 ? 0 : 2;

    // Carry it by its title bar below the last card of another column, and drop it there.
    const moved = page.locator(`[data-grid-item="${above!.id}"]`);
    const title = (await moved.locator('h2, h3').first().boundingBox())!;
    const inTarget = (card: Box) =>
      card.x - grid.x < (targetColumn + 1) * column - 8 && card.x + card.width - grid.x > targetColumn * column + 8;
    const bottom = Math.max(...boxes.filter(inTarget).map((card) => card.y + card.height), grid.y);
    expect(bottom + 80, 'the drop spot is on screen').toBeLessThan(1400);
    await page.mouse.move(title.x + 10, title.y + title.height / 2);
    await page.mouse.down();
    await page.mouse.move(title.x + 10, title.y + 40, { steps: 8 });
    await page.mouse.move(grid.x + targetColumn * column + 30, bottom + 40, { steps: 12 });
    await page.mouse.up();
    const columnOfMoved = async () => Math.floor(((await moved.boundingBox())!.x - grid.x + 8) / column);
    await expect.poll(columnOfMoved).toBe(targetColumn);
    await saved(page);

    // The card that was below it now sits where it was, and no card anywhere floats above a gap.
    await eventually(async () => Math.round((await page.locator(`[data-grid-item="${below.id}"]`).boundingBox())!.y)).toBe(
      Math.round(above!.y),
    );
    expect(await holes(page)).toEqual([]);

    await page.reload();
    await cell(page, 'roleplay').waitFor();
    await expect.poll(columnOfMoved).toBe(targetColumn);
    expect(await holes(page)).toEqual([]);
  });

  it("a dashboard with no room left refuses a widget with 'No space available for card {id}', naming the card by its id", async () => {
    const page = await newPage();
    await signIn(page, 'mentor');
    await page.getByTestId('widget-grid').waitFor();
    // Fill the grid: one card stretched over all 3 columns and all 10000 rows, saved the way the grid saves.
    const refused = await page.evaluate(async () => {
      const headers = {
        'content-type': 'application/json',
        'x-switchboard-request': '1',
        'x-auth-token': localStorage.getItem('switchboard.authToken') ?? '',
        'x-instance-id': localStorage.getItem('switchboard.session.instanceId') ?? '',
      };
      const base = `/api/tenant/v1/${headers['x-instance-id']}/feature/home/widget`;
      const apps = (await (await fetch(`${base}/userApps`, { headers })).json()) as {
        layout: { i: string; minW: number; minH: number }[];
        applications: { _id: string; applicationId: string; name: string }[];
      };
      const kept = apps.layout[0]!;
      const reply = await fetch(`${base}/save`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ layout: [{ ...kept, x: 0, y: 0, w: 3, h: 10_000 }] }),
      });
      if (!reply.ok) throw new Error(`save answered ${reply.status}`);
      const onGrid = new Set([kept.i]);
      return apps.applications.find((app) => app.applicationId === 'kbot' && !onGrid.has(app._id)) ?? null;
    });
    expect(refused, 'KBot is not on the filled dashboard').not.toBeNull();

    // Add KBot from the store as a user would.
    await sidebar(page).getByRole('link', { name: 'App store' }).click();
    await page.getByTestId('store-add-kbot').click();
    const toast = page.getByRole('alert').filter({ hasText: 'No space available' });
    await toast.first().waitFor();
    expect((await toast.first().textContent())?.trim()).toBe(`No space available for card ${refused!._id}`);
    expect(await toast.first().textContent()).not.toContain(refused!.name);
    // Nothing was added: the store still offers it.
    await page.getByTestId('store-add-kbot').waitFor();
  });
});
