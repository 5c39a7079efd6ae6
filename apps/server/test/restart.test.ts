import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../src/platform/db/open-database.js';
import { seedDemo } from '../src/modules/seed/seed-demo.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { memberships } from '../src/modules/tenants/tables.js';
import { spawnServer, freePort, type ServerProcess } from './support/spawn-server.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from './support/test-database.js';

const PASSWORD = 'restart-demo-password';

async function call(server: ServerProcess, token: string, method: string, url: string, body?: unknown) {
  return fetch(`${server.url}${url}`, {
    method,
    headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function signIn(server: ServerProcess, email: string): Promise<{ token: string; tenantId: string }> {
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { ixAuthToken: string; user: { lastTenantId: string } };
  return { token: body.ixAuthToken, tenantId: body.user.lastTenantId };
}

describe(`restart after kill -9 during a burst of writes (${TEST_DB})`, () => {
  let testDb: TestDatabase | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-restart-'));
  afterAll(async () => {
    await testDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and no partial transaction', async () => {
    let env: Record<string, string>;
    let target: DatabaseTarget;
    if (TEST_DB === 'postgres') {
      testDb = await createTestDatabase('postgres');
      target = testDb.target;
      const db = await openDatabase(target);
      await db.migrate();
      await seedDemo(db, PASSWORD);
      await db.close();
      env = { DATABASE_URL: testDb.url! };
    } else {
      target = { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') };
      env = { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD };
    }
    const port = String(await freePort());
    const first = await spawnServer({ ...env, PORT: port });
    const { token, tenantId } = await signIn(first, 'guardian@demo.switchboard.test');
    const list = (await (await call(first, token, 'GET', `/api/tenant/v1/${tenantId}/users?roles=hero,mentor`)).json()) as {
      data: { userId: string }[];
    };
    // Two of the demo group's heroes and mentors are enough writers for two cores.
    const targets = list.data.map((u) => u.userId).slice(0, 2);
    expect(targets).toHaveLength(2);

    // Two writers flip a user each as fast as the server acknowledges; kill -9 lands mid-flight.
    const acked = new Map(targets.map((id) => [id, 0]));
    let stop = false;
    const writer = async (userId: string) => {
      let active = false;
      while (!stop) {
        try {
          const response = await call(first, token, 'PATCH', `/api/tenant/v1/${tenantId}/users/${userId}/status`, { active });
          if (response.status === 200) acked.set(userId, acked.get(userId)! + 1);
          active = !active;
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = targets.map(writer);
    while ([...acked.values()].some((n) => n < 15)) await new Promise((r) => setTimeout(r, 10));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(await first.exited).toBe('SIGKILL');

    // Restart on the same data: the old session still works and the server serves again.
    const second = await spawnServer({ ...env, PORT: port });
    expect((await call(second, token, 'GET', '/auth/me')).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const db = await openDatabase(target);
    try {
      for (const userId of targets) {
        const entries = await db.owner.select().from(auditLog).where(eq(auditLog.targetId, userId)).orderBy(asc(auditLog.id));
        expect(entries.length, 'every acknowledged write survived').toBeGreaterThanOrEqual(acked.get(userId)!);
        // Each committed flip wrote its membership change and its audit entry together: the chain is unbroken.
        entries.forEach((entry, i) => {
          const { active } = entry.after as { active: boolean };
          expect((entry.before as { active: boolean }).active).toBe(!active);
          if (i > 0) expect((entries[i - 1]!.after as { active: boolean }).active).toBe(!active);
        });
        const [membership] = await db.owner
          .select({ active: memberships.active })
          .from(memberships)
          .where(sql`${memberships.userId} = ${userId} and ${memberships.tenantId} = ${tenantId}`);
        expect(membership!.active).toBe((entries.at(-1)!.after as { active: boolean }).active);
      }
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('embedded data folder', () => {
  it('lets only one process open it; the second exits with a clear message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-lock-'));
    const first = await spawnServer({ DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD });
    try {
      const second = await spawnServer({ DATA_DIR: dataDir }, { ready: false });
      expect(await second.exited).toBe(2);
      expect(second.output()).toContain(
        `The data folder ${path.resolve(dataDir)} is in use by another Switchboard process (pid ${first.child.pid})`,
      );
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
