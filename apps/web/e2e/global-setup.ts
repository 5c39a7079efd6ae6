import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { DEMO_PASSWORD, ROOT, startServer, waitForDemoHistory } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    demoPassword: string;
  }
}

const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

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
