import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { selectRows } from '../src/platform/db/database.js';
import { newId } from '../src/platform/ids.js';
import { UsageRetention } from '../src/modules/usage-analytics/retention.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';

const DAY_MS = 24 * 3_600_000;

/** Writes one stored event that occurred `daysAgo` days ago, as the owner (the API only takes the last 7 days). */
async function storeEvent(t: TestApp, tenant: TenantRow, user: UserRow, daysAgo: number, forwarded: boolean): Promise<string> {
  const occurredAt = new Date(Date.now() - daysAgo * DAY_MS);
  const messageId = randomUUID();
  await t.db.owner.execute(sql`
    insert into usage_events (tenant_id, id, user_id, message_id, event, properties, occurred_at, received_at, forwarded_at)
    values (${tenant.id}, ${newId(occurredAt.getTime())}, ${user.id}, ${messageId}, 'page_viewed', ${JSON.stringify({ path: '/dashboard' })}::jsonb,
            ${occurredAt.toISOString()}::timestamptz, ${occurredAt.toISOString()}::timestamptz,
            ${forwarded ? occurredAt.toISOString() : null}::timestamptz)`);
  return messageId;
}

const storedIds = async (t: TestApp) =>
  new Set((await selectRows<{ message_id: string }>(t.db.owner, sql`select message_id from usage_events`)).map((r) => r.message_id));

describe('usage analytics retention', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let heroA: UserRow, heroB: UserRow;

  beforeAll(async () => {
    // Analytics is off: what was stored while it was on must still expire.
    t = await startTestApp({ env: { ANALYTICS_RETENTION_DAYS: '30', ANALYTICS_RETENTION_INTERVAL_MS: '100' } });
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
  });
  afterAll(() => t.close());

  it('deletes events past the retention period in every group, forwarded or not, and keeps the rest', async () => {
    const expired = [
      await storeEvent(t, a, heroA, 31, true),
      await storeEvent(t, a, heroA, 400, false),
      await storeEvent(t, b, heroB, 45, true),
    ];
    const kept = [
      await storeEvent(t, a, heroA, 29, true),
      await storeEvent(t, b, heroB, 1, false),
      await storeEvent(t, b, heroB, 20, true),
    ];

    // The running server's own sweep does it (every 100 ms here).
    await until(async () => {
      const ids = await storedIds(t);
      return expired.every((id) => !ids.has(id));
    }, 'expired events deleted');
    expect(await storedIds(t)).toEqual(new Set(kept));
  });
});

describe('usage analytics retention pass', () => {
  let t: TestApp;
  let b: TenantRow;
  let heroB: UserRow;

  beforeAll(async () => {
    // The default sweep's first pass is a minute away: only the pass under test deletes here.
    t = await startTestApp();
    b = await makeTenant(t.db);
    heroB = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
  });
  afterAll(() => t.close());

  it('deletes a backlog in bounded batches until none is left', async () => {
    const kept = await storeEvent(t, b, heroB, 29, false);
    for (let i = 0; i < 7; i++) await storeEvent(t, b, heroB, 31 + i, i % 2 === 0);
    const retention = new UsageRetention({ db: t.db, log: pino({ level: 'silent' }), retentionDays: 30, intervalMs: 60_000, batchSize: 3 });
    expect(await retention.runOnce()).toBe(7);
    expect(await storedIds(t)).toEqual(new Set([kept]));
    expect(await retention.runOnce()).toBe(0);
  });
});
