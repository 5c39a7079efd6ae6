import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { PeriodicTask } from '../periodic-task.js';
import type { FailureKey, FailureStore } from './failure-store.js';

/** Not tenant data: the counters are read and written outside any group. */
const GLOBAL = { tenantId: null, userId: null };

/** The stored key: a SHA-256, so the table never holds an address or an e-mail (nor a password typed as one). */
const hashOf = (key: string): string => createHash('sha256').update(key).digest('base64url');

const pairOf = (k: FailureKey) => sql`(${k.limit}, ${hashOf(k.key)})`;

/**
 * Failure times every node sees (ADR 027): one row per limit and key in `failure_counters`. A read of all
 * the keys of an attempt is one statement, adding a failure to all of them another; each runs alone in one
 * round trip, and the upsert is atomic, so failures arriving at once on several nodes are all counted.
 */
export class PostgresFailureStore implements FailureStore {
  constructor(private readonly db: Database) {}

  async read(keys: readonly FailureKey[]): Promise<number[][]> {
    if (keys.length === 0) return [];
    const rows = await this.db.readOnce<{ limit_name: string; key_hash: string; times: number[] }>(
      GLOBAL,
      sql`select limit_name, key_hash, to_json(times) as times from failure_counters
          where (limit_name, key_hash) in (${sql.join(keys.map(pairOf), sql`, `)})`,
    );
    const found = new Map(rows.map((r) => [`${r.limit_name}\n${r.key_hash}`, r.times.map(Number)]));
    return keys.map((k) => found.get(`${k.limit}\n${hashOf(k.key)}`) ?? []);
  }

  async add(keys: readonly FailureKey[], now: number): Promise<void> {
    if (keys.length === 0) return;
    const values = keys.map(
      (k) =>
        sql`(${k.limit}, ${hashOf(k.key)}, array[${now}::bigint], ${k.window.max}::integer, to_timestamp(${(now + k.window.windowMs) / 1000}::double precision))`,
    );
    // Appended, then cut to the latest `keep`: the kept times never grow past the limit however hard it is hit.
    await this.db.writeOnce(
      GLOBAL,
      sql`insert into failure_counters as f (limit_name, key_hash, times, keep, expires_at)
          values ${sql.join(values, sql`, `)}
          on conflict (limit_name, key_hash) do update set
            times = (f.times || excluded.times)[greatest(1, cardinality(f.times) + 2 - excluded.keep):],
            keep = excluded.keep,
            expires_at = greatest(f.expires_at, excluded.expires_at)`,
    );
  }

  async forget(key: FailureKey): Promise<void> {
    await this.db.writeOnce(GLOBAL, sql`delete from failure_counters where (limit_name, key_hash) = ${pairOf(key)}`);
  }
}

/** How often each node deletes counters whose failures have all left their windows. */
const SWEEP_INTERVAL_MS = 5 * 60_000;

/** Rows of keys nobody failed on lately: they count for nothing, so they go (any node may sweep; all agree). */
export class FailureCounterSweep extends PeriodicTask<number> {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
    log: Logger,
  ) {
    super('failure counter sweep', SWEEP_INTERVAL_MS, log);
  }

  protected async pass(): Promise<number> {
    const gone = await this.db.writeOnce<{ n: number }>(
      GLOBAL,
      sql`with gone as (delete from failure_counters where expires_at <= to_timestamp(${this.now() / 1000}::double precision) returning 1)
          select count(*)::int as n from gone`,
    );
    return gone[0]?.n ?? 0;
  }
}
