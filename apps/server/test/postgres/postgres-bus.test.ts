import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import pg from 'pg';
import { postgresBus } from '../../src/platform/events/postgres-bus.js';
import type { BusEvent, EventBus } from '../../src/platform/events/event-bus.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const log = pino({ level: 'silent' });
const waitFor = async <T>(get: () => T | undefined, ms = 5000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = get();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for an event');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Two buses on one database stand in for two server processes. */
describe('event bus on PostgreSQL LISTEN/NOTIFY', () => {
  let testDb: TestDatabase;
  let one: EventBus, two: EventBus;
  const heardByOne: BusEvent[] = [];
  const heardByTwo: BusEvent[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    one = await postgresBus(testDb.url!, log);
    two = await postgresBus(testDb.url!, log);
    one.subscribe((e) => heardByOne.push(e));
    two.subscribe((e) => heardByTwo.push(e));
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await testDb.drop();
  });

  it('delivers an event published on one node to every node, the publisher included', async () => {
    const event = { type: 'announcement.published', tenantId: 'a'.repeat(24), payload: { id: 1 } };
    await one.publish(event);
    expect(await waitFor(() => heardByTwo.find((e) => e.type === event.type))).toEqual(event);
    expect(await waitFor(() => heardByOne.find((e) => e.type === event.type))).toEqual(event);
  });

  it('keeps the order of events from one publisher', async () => {
    for (let i = 0; i < 20; i++) await one.publish({ type: 'seq', tenantId: null, payload: i });
    const seen = await waitFor(() => {
      const got = heardByTwo.filter((e) => e.type === 'seq');
      return got.length === 20 ? got : undefined;
    });
    expect(seen.map((e) => e.payload)).toEqual([...Array(20).keys()]);
  });

  it('refuses an event too large for NOTIFY instead of losing it silently', async () => {
    await expect(one.publish({ type: 'big', tenantId: null, payload: 'x'.repeat(9000) })).rejects.toThrow(/too large/);
  });

  it('listens again after its connection is killed', async () => {
    const admin = new pg.Client({ connectionString: testDb.url! });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await admin.end();
    // Publish until the reconnected listener of node two hears it.
    const deadline = Date.now() + 10_000;
    let heard: BusEvent | undefined;
    while (!heard && Date.now() < deadline) {
      await one.publish({ type: 'after-reconnect', tenantId: null, payload: null }).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
      heard = heardByTwo.find((e) => e.type === 'after-reconnect');
    }
    expect(heard).toBeDefined();
  });
});
