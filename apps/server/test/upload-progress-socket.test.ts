import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  UPLOAD_PROGRESS_EVENT,
  USER_TEMPLATE_COLUMNS,
  appColumnHeader,
  uploadProgress,
  type UploadJob,
  type UploadProgress,
} from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type UserRow } from './support/factories.js';
import { enableApplication, makeApplication } from './support/application-factories.js';
import { multipart } from './support/upload-multipart.js';

/**
 * Upload progress for large files reaches the uploader over the real events socket (DESIGN §5),
 * for both phases, and nobody else: another guardian of the same group sees none of it.
 */
describe('upload progress over the events socket', () => {
  let t: TestApp;
  let tenantId: string;
  let uploader: UserRow, colleague: UserRow;
  let headers: string[];
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/events`;
    tenantId = (await makeTenant(t.db)).id;
    const app = await makeApplication(t.db, { name: 'Knowledge' });
    await enableApplication(t.db, tenantId, app.id);
    headers = [...USER_TEMPLATE_COLUMNS, appColumnHeader('Knowledge', app.id)];
    uploader = await makeUser(t.db, { role: 'guardian', tenants: [tenantId] });
    colleague = await makeUser(t.db, { role: 'guardian', tenants: [tenantId] });
  });
  afterAll(() => t.close());

  async function listen(token: string) {
    const socket = new WebSocket(base, { headers: { 'x-auth-token': token } });
    const progress: UploadProgress[] = [];
    let ready = false;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload: unknown };
      if (message.type === 'ready') ready = true;
      if (message.type === UPLOAD_PROGRESS_EVENT) progress.push(uploadProgress.parse(message.payload));
    });
    await new Promise<void>((resolve, reject) => socket.on('open', () => resolve()).on('error', reject));
    await until(() => ready);
    return { socket, progress };
  }

  async function until(check: () => boolean, ms = 10_000) {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the socket');
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** A CSV of `rows` valid users: several read batches and stored blocks, so progress comes before done. */
  function bigCsv(rows: number): Buffer {
    const lines = [headers.join(',')];
    for (let i = 0; i < rows; i++) {
      const cells: Record<string, string> = {
        'User First Name': 'Avery',
        'User Last Name': 'Progress',
        'User Email': `progress.${i}@example.com`,
        Role: 'hero',
        'L1 Supervisor Name': 'Morgan Lee',
        'L1 Supervisor Email': 'morgan@example.com',
        'L2 Supervisor Name': 'Grace Okafor',
        'L2 Supervisor Email': 'grace@example.com',
        'L3 Supervisor Name': 'Chris Novak',
        'L3 Supervisor Email': 'chris@example.com',
        Status: 'Active',
      };
      lines.push(headers.map((h) => cells[h] ?? (h.includes('_(') ? 'enable' : '')).join(','));
    }
    return Buffer.from(lines.join('\r\n'));
  }

  it('reports preview and commit progress to the uploader only, ending with done', async () => {
    const [mine, theirs] = [await listen(await t.signIn(uploader.email)), await listen(await t.signIn(colleague.email))];
    const token = await t.signIn(uploader.email);
    const rows = 5000;
    const body = multipart('large.csv', bigCsv(rows));
    const preview = await t.as(token, {
      method: 'POST',
      url: `/api/tenant/v1/${tenantId}/users/upload`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(preview.statusCode, preview.body).toBe(201);
    const job = preview.json<UploadJob>();
    expect(job.validRows).toBe(rows);
    await until(() => mine.progress.some((p) => p.phase === 'preview' && p.done));

    const committed = await t.as(token, {
      method: 'POST',
      url: `/api/tenant/v1/${tenantId}/users/upload/${job.jobId}/commit`,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(committed.json<UploadJob>().result).toEqual({ created: rows, updated: 0, unchanged: 0, failed: 0 });
    await until(() => mine.progress.some((p) => p.phase === 'commit' && p.done));

    for (const phase of ['preview', 'commit'] as const) {
      const events = mine.progress.filter((p) => p.phase === phase);
      // At least one report while the work was under way, then the final one.
      expect(events.filter((p) => !p.done).length, phase).toBeGreaterThan(0);
      expect(events.at(-1), phase).toMatchObject({
        jobId: job.jobId,
        kind: 'users',
        fileName: 'large.csv',
        done: true,
        processedRows: rows,
        percent: 100,
      });
      const counts = events.map((p) => p.processedRows);
      expect(counts, phase).toEqual([...counts].sort((x, y) => x - y));
      expect(counts[0]!, phase).toBeLessThan(rows);
    }
    expect(mine.progress.find((p) => p.phase === 'commit')!.totalRows).toBe(rows);
    expect(theirs.progress).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });
});
