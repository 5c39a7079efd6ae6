import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { DEMO_PASSWORD, ROOT, START_TIMEOUT_MS, startServer, tail, type RunningServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    demoPassword: string;
  }
}

const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/**
 * The server adds the demo's practice history after it starts listening, and says so on stdout when it
 * is there: journeys that read the seeded history (Reports, progress, agreement) start after that line.
 */
async function waitForDemoHistory(server: RunningServer): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!server.output().includes('Demo practice history added')) {
    if (server.child.exitCode !== null)
      throw new Error(`The server exited with code ${server.child.exitCode} while seeding:\n${tail(server.output())}`);
    if (server.output().includes('Demo practice history could not be added'))
      throw new Error(`The demo practice history could not be seeded:\n${tail(server.output())}`);
    if (Date.now() > deadline)
      throw new Error(`The demo practice history was not added within ${START_TIMEOUT_MS / 1000} s:\n${tail(server.output())}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One real server on a fresh database and one Chromium for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(WEB_INDEX))
    throw new Error(`${path.relative(ROOT, WEB_INDEX)} is missing: run \`node scripts/e2e.mjs\` (it builds first) or \`npm run build\`.`);
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: run \`node scripts/e2e.mjs\`, which installs it on Debian.`);

  const server = await startServer();
  let browser: BrowserServer | undefined;
  const teardown = async () => {
    await browser?.close().catch(() => undefined);
    await server.stop();
  };

  try {
    await waitForDemoHistory(server);
    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('demoPassword', DEMO_PASSWORD);
  return teardown;
}
