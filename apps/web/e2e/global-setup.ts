import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    demoPassword: string;
  }
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const DEMO_PASSWORD = 'e2e-demo-password-2024';
// The first start seeds the demo: on a busy two-core machine that alone has taken over 90 s.
const START_TIMEOUT_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was healthy:\n${output()}`);
    try {
      const reply = await fetch(`${url}/healthz`);
      if (reply.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/healthz within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * The server adds the demo's practice history after it starts listening, and says so on stdout when it
 * is there: journeys that read the seeded history (Reports, progress, agreement) start after that line.
 */
async function waitForDemoHistory(server: ChildProcess, output: () => string, added: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!added()) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} while seeding:\n${output()}`);
    if (output().includes('Demo practice history could not be added'))
      throw new Error(`The demo practice history could not be seeded:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`The demo practice history was not added within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One real server on a fresh database and one Chromium for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(ROOT, file)} is missing: run \`node scripts/e2e.mjs\` (it builds first) or \`npm run build\`.`);
  }
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: run \`node scripts/e2e.mjs\`, which installs it on Debian.`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let historyAdded = false;
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    historyAdded ||= log.includes('Demo practice history added');
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  let browser: BrowserServer | undefined;
  const teardown = async () => {
    await browser?.close().catch(() => undefined);
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, () => log);
    await waitForDemoHistory(
      server,
      () => log,
      () => historyAdded,
    );
    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('demoPassword', DEMO_PASSWORD);
  return teardown;
}
