import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
export const DEMO_PASSWORD = 'e2e-demo-password-2024';
// The first start seeds the demo: on a busy two-core machine that alone has taken over 90 s.
export const START_TIMEOUT_MS = 180_000;

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the server has written to stdout and stderr so far. */
  output: () => string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its data folder. */
  stop: () => Promise<void>;
}

/** A port nothing listens on now, for a server a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The end of the server's output, for an error message. */
export const tail = (output: string) => output.slice(-20_000);

async function waitForHealth(server: RunningServer): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`The server exited with code ${server.child.exitCode} before it was healthy:\n${tail(server.output())}`);
    try {
      const reply = await fetch(`${server.baseUrl}/healthz`);
      if (reply.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${server.baseUrl}/healthz within ${START_TIMEOUT_MS / 1000} s:\n${tail(server.output())}`);
}

/**
 * The built server on a free port and a fresh data folder, seeding the demo, once it answers /healthz.
 * `env` is added to (or, for PATH, replaces) this process's environment.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(
      `${path.relative(ROOT, SERVER_ENTRY)} is missing: run \`node scripts/e2e.mjs\` (it builds first) or \`npm run build\`.`,
    );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: RunningServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * The server adds the demo's practice history after it starts listening, and says so on stdout when it
 * is there: journeys that read the seeded history (Reports, progress, agreement) start after that line.
 */
export async function waitForDemoHistory(server: RunningServer): Promise<void> {
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
