import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { Database } from '../src/platform/db/database.js';
import { UsageOutbox } from '../src/modules/usage-analytics/outbox.js';
import { recordUsageEvents } from '../src/modules/usage-analytics/service.js';
import { segmentForwarder } from '../src/modules/usage-analytics/segment-forwarder.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { startFakeSegment, type FakeSegment } from './support/fake-segment-server.js';

const pageView = () => ({
  messageId: randomUUID(),
  event: 'page_viewed' as const,
  occurredAt: new Date().toISOString(),
  properties: { path: '/dashboard' },
});

describe('usage analytics outbox', () => {
  let t: TestApp;
  let segment: FakeSegment;
  let group: TenantRow;
  let hero: UserRow;

  beforeAll(async () => {
    t = await startTestApp();
    segment = await startFakeSegment();
    group = await makeTenant(t.db);
    hero = await makeUser(t.db, { role: 'hero', tenants: [group.id] });
  });
  afterAll(async () => {
    await t.close();
    await segment.close();
  });

  it('forwards an event stored while a pass is deciding when to look at its group next, without waiting for the sweep', async () => {
    const scope = { tenantId: group.id, userId: hero.id, role: 'hero' as const };
    // The first pass runs four statements: list the groups (its sweep), claim the group's event, mark it
    // forwarded, find the group's next due time. The fourth's answer is held back while another request
    // stores an event and marks the group pending.
    let statements = 0;
    let meanwhile: (() => Promise<void>) | null = null;
    const db: Database = {
      ...t.db,
      run: async (ctx, fn) => {
        const result = await t.db.run(ctx, fn);
        if (++statements === 4 && meanwhile) await meanwhile();
        return result;
      },
    };
    const outbox = new UsageOutbox({
      db,
      log: pino({ level: 'silent' }),
      forwarder: segmentForwarder({ url: segment.url, writeKey: 'key' }),
      intervalMs: 60_000,
      sweepMs: 3_600_000,
    });
    const first = pageView();
    const second = pageView();
    await recordUsageEvents(t.db, scope, [first]);
    meanwhile = async () => {
      await recordUsageEvents(t.db, scope, [second]);
      outbox.markPending(group.id);
    };
    // The first pass sweeps every group (the group is due) and forwards the first event.
    expect(await outbox.runOnce()).toBe(1);
    meanwhile = null;
    // The next pass must still know the group is due, though no sweep comes for an hour.
    expect(await outbox.runOnce()).toBe(1);
    const sent = segment.requests.flatMap((r) => r.body.batch.map((m) => m.messageId));
    expect(sent).toEqual([first.messageId, second.messageId]);
  });
});
