import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
/** The compiled server, as `npm start` runs it; the integration project's global setup brings it up to date. */
const BUILT_MAIN = path.join(ROOT, 'apps/server/dist/main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal name) once the process is gone. */
  exited: Promise<number | string>;
}

/**
 * Starts the real server as its own process: main.ts through tsx, or with `built` the compiled
 * dist/main.js (quicker to start, what production runs). `ready` (default) waits for /healthz.
 */
export function spawnServer(env: Record<string, string>, options: { ready?: boolean; built?: boolean } = {}): Promise<ServerProcess> {
  return (async () => {
    const port = Number(env.PORT ?? (await freePort()));
    const args = options.built ? [BUILT_MAIN] : ['--import', 'tsx', MAIN];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
    const server: ServerProcess = { url: `http://127.0.0.1:${port}`, child, output: () => out, exited };
    if (options.ready === false) return server;
    const deadline = Date.now() + 60_000;
    let gone = false;
    void exited.then(() => (gone = true));
    while (Date.now() < deadline && !gone) {
      try {
        if ((await fetch(`${server.url}/healthz`)).ok) return server;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    throw new Error(`server did not become healthy:\n${out}`);
  })();
}
