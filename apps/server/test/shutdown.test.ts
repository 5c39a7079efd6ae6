import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './support/spawn-server.js';

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
};

describe('graceful shutdown', () => {
  it('on SIGTERM stops accepting, finishes a request still streaming in, and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-term-'));
    const password = 'shutdown-demo-password';
    const server = await spawnServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password, LOG_LEVEL: 'info' });
    const logged = (msg: string) => server.output().includes(`"msg":"${msg}"`);
    try {
      const body = JSON.stringify({ email: 'hero@demo.switchboard.test', password });
      const half = Math.floor(body.length / 2);
      const { port } = new URL(server.url);
      const reply = new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/auth/login',
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (response) => {
            let text = '';
            response.on('data', (d) => (text += d));
            response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, text }));
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, half));
        // The rest of the body follows only after the server has begun shutting down.
        void until(() => logged('shutting down: finishing in-flight requests')).then(() => request.end(body.slice(half)));
      });
      await until(() =>
        server
          .output()
          .split('\n')
          .some((l) => l.includes('"msg":"incoming request"') && l.includes('/auth/login')),
      );
      server.child.kill('SIGTERM');
      await until(() => logged('shutting down: finishing in-flight requests'));
      await expect(fetch(`${server.url}/healthz`), 'no new connections while stopping').rejects.toThrow();

      const done = await reply;
      expect(done.status).toBe(200);
      expect(JSON.parse(done.text).user.email).toBe('hero@demo.switchboard.test');
      expect(done.connection).toBe('close');
      expect(await server.exited).toBe(0);
      expect(logged('stopped')).toBe(true);
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
