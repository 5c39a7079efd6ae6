import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { USER_TEMPLATE_COLUMNS } from '@switchboard/contracts';
import { openDatabase, type DatabaseTarget } from '../../src/platform/db/open-database.js';
import type { Database } from '../../src/platform/db/database.js';
import { makeTenant, makeUser, PASSWORD, type UserRow } from './factories.js';
import type { ServerProcess } from './spawn-server.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from './test-database.js';

/**
 * A fresh database for tests that spawn the real server as a process: PostgreSQL (a new database on
 * TEST_DATABASE_URL) or PGlite in a temporary data folder, migrated, with one tenant, a guardian and a
 * hero. `env` points a spawned server at it; `open()` opens it from the test (on PGlite only while no
 * server holds the folder).
 */
export interface SpawnedWorld {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  target: DatabaseTarget;
  tenantId: string;
  guardian: UserRow;
  hero: UserRow;
  open(): Promise<Database>;
  /** Drops the database or removes the folder. Stop the servers first. */
  cleanup(): Promise<void>;
}

export async function spawnedWorld(kind: 'pglite' | 'postgres' = TEST_DB): Promise<SpawnedWorld> {
  let testDb: TestDatabase | null = null;
  let dataDir: string | null = null;
  let target: DatabaseTarget;
  let env: Record<string, string>;
  if (kind === 'postgres') {
    testDb = await createTestDatabase('postgres');
    target = testDb.target;
    env = { DATABASE_URL: testDb.url! };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-spawned-'));
    target = { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') };
    env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
  }
  const cleanup = async () => {
    await testDb?.drop();
    // Retries: a just-stopped server's files may still be settling (ENOTEMPTY).
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    const db = await openDatabase(target);
    try {
      await db.migrate();
      const tenantId = (await makeTenant(db)).id;
      const guardian = await makeUser(db, { role: 'guardian', tenants: [tenantId] });
      const hero = await makeUser(db, { role: 'hero', tenants: [tenantId] });
      return { kind, env, target, tenantId, guardian, hero, open: () => openDatabase(target), cleanup };
    } finally {
      await db.close();
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export const until = async (what: string, check: () => boolean, ms = 15_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Signs in on a spawned server through the real login route; returns the session token. */
export async function signInTo(server: ServerProcess, email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { ixAuthToken: string }).ixAuthToken;
}

export interface EventsListener {
  socket: WebSocket;
  messages: { type: string; payload: unknown }[];
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens the events socket on a spawned server and waits for its `ready` message. */
export async function openEvents(server: ServerProcess, token: string): Promise<EventsListener> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/events`, { headers: { 'x-auth-token': token } });
  const messages: EventsListener['messages'] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as EventsListener['messages'][number]));
  // A socket whose server dies later reports an error: keep a listener so it is not thrown.
  await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).on('error', reject));
  await until('the events socket to be ready', () => messages.some((m) => m.type === 'ready'));
  return { socket, messages, closed };
}

/** Stops a process this test started, if it still runs: SIGTERM, then SIGKILL if it lingers. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}

/** A CSV of `rows` valid users named `<label>.<i>@example.com`: several stored blocks, so progress is reported before each phase ends. */
export function usersCsv(rows: number, label: string): Buffer {
  const lines = [USER_TEMPLATE_COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Avery,,${label},${label.toLowerCase()}.${i}@example.com,hero,Morgan Lee,morgan@example.com,Lead,Care,Grace Okafor,grace@example.com,Chris Novak,chris@example.com,Active`,
    );
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}
