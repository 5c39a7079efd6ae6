import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { UPLOAD_PROGRESS_EVENT, uploadProgress, type UploadJob } from '@switchboard/contracts';
import { users } from '../../src/modules/accounts/tables.js';
import { memberships } from '../../src/modules/tenants/tables.js';
import { spawnServer, type ServerProcess } from '../support/spawn-server.js';
import { openEvents, signInTo, spawnedWorld, stopServer, until, type SpawnedWorld, usersCsv } from '../support/spawned-world.js';
import { multipart } from '../support/upload-multipart.js';
import { TEST_DB } from '../support/test-database.js';

/**
 * Stored blocks of 2,000 rows: the commit reports progress after the first and is killed then, with
 * most of its work still ahead (PGlite, slower per row and running on the server's thread, needs fewer).
 */
const ROWS = TEST_DB === 'postgres' ? 10_000 : 6_000;

/**
 * Issue 11 §3: kill -9 while a user upload is being committed. The commit is one transaction, so
 * after a restart on the same database either every row of it exists or none does (with the job
 * still in preview), and a job left in preview can then be committed in full.
 */
describe('kill -9 during an upload commit', () => {
  let world: SpawnedWorld;
  let first: ServerProcess | undefined, second: ServerProcess | undefined;

  beforeAll(async () => {
    world = await spawnedWorld();
  }, 60_000);
  afterAll(async () => {
    await stopServer(first);
    await stopServer(second);
    await world?.cleanup();
  });

  it(`leaves all of the commit or none of it, and a restarted server can commit it (${TEST_DB})`, async () => {
    first = await spawnServer(world.env, { built: true });
    const token = await signInTo(first, world.guardian.email);
    const events = await openEvents(first, token);
    const base = `/api/tenant/v1/${world.tenantId}/users/upload`;
    const body = multipart('killed.csv', usersCsv(ROWS, 'Kill'));
    const preview = await fetch(`${first.url}${base}`, {
      method: 'POST',
      headers: { 'x-auth-token': token, ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(preview.status, await preview.clone().text()).toBe(201);
    const job = (await preview.json()) as UploadJob;
    expect(job.validRows).toBe(ROWS);

    const key = randomUUID();
    const commit = (server: ServerProcess) =>
      fetch(`${server.url}${base}/${job.jobId}/commit`, { method: 'POST', headers: { 'x-auth-token': token, 'idempotency-key': key } });
    let replied: number | null = null;
    const interrupted = commit(first).then(
      (response) => (replied = response.status),
      () => 'no reply',
    );
    const committing = () =>
      events.messages
        .filter((m) => m.type === UPLOAD_PROGRESS_EVENT)
        .map((m) => uploadProgress.parse(m.payload))
        .some((p) => p.jobId === job.jobId && p.phase === 'commit' && !p.done && p.processedRows < ROWS);
    await until('the commit to report progress', committing, 30_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(await interrupted, `the kill must land mid-commit (the commit replied ${replied})`).toBe('no reply');

    // Restart on the same database (PGlite: the same folder, its lock left by a dead process).
    second = await spawnServer(world.env, { built: true });
    const api = async <T>(path: string) => {
      const response = await fetch(`${second!.url}${path}`, { headers: { 'x-auth-token': token } });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    const heroes = async () => (await api<{ total: number }>(`/api/tenant/v1/${world.tenantId}/users?roles=hero`)).total;
    const after = await api<UploadJob>(`${base}/${job.jobId}`);
    const heroesAfter = await heroes();
    // World's own hero plus the upload's: all of them, or none.
    if (after.status === 'committed') {
      expect(heroesAfter).toBe(1 + ROWS);
    } else {
      expect(after).toMatchObject({ status: 'preview', result: null });
      expect(heroesAfter, 'nothing of the interrupted commit is left').toBe(1);
      const retried = await commit(second);
      expect(retried.status).toBe(200);
      expect(((await retried.json()) as UploadJob).result).toEqual({ created: ROWS, updated: 0, unchanged: 0, failed: 0 });
      expect(await heroes()).toBe(1 + ROWS);
    }
    await stopServer(second);
    expect(await second.exited).toBe(0);

    const db = await world.open();
    try {
      const [uploaded] = await db.owner
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(like(users.email, 'kill.%'));
      const [members] = await db.owner
        .select({ n: sql<number>`count(*)::int` })
        .from(memberships)
        .where(eq(memberships.tenantId, world.tenantId));
      expect(uploaded!.n).toBe(ROWS);
      expect(members!.n).toBe(2 + ROWS);
    } finally {
      await db.close();
    }
    // ~12 s on PostgreSQL, ~25 s on PGlite (two embedded starts) on a busy 2-core machine; the limit leaves room for a full parallel run.
  }, 120_000);
});
