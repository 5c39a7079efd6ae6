import { expired, withFailure, type FailureLimit } from './failure-window.js';

/** One counted thing: a limit's name (`login.pair`), its key (an address, an account…) and its window. */
export interface FailureKey {
  limit: string;
  key: string;
  window: FailureLimit;
}

/**
 * Where failure times are kept: in this process's memory, or in PostgreSQL when several nodes must agree
 * (postgres-failure-store.ts). Keys are read together and written together, one round trip each when shared.
 */
export interface FailureStore {
  /** The kept times of each key (oldest first, at most its window's max), in the order asked. */
  read(keys: readonly FailureKey[]): Promise<number[][]>;
  add(keys: readonly FailureKey[], now: number): Promise<void>;
  forget(key: FailureKey): Promise<void>;
}

/** Keys with nothing left in their window are dropped on this many additions, so the map stays small. */
const SWEEP_EVERY = 5_000;

/** One process's failures: the embedded database belongs to one process, so nothing else needs to see them. */
export class MemoryFailureStore implements FailureStore {
  private readonly times = new Map<string, { times: number[]; window: FailureLimit }>();
  private added = 0;

  private static id(key: FailureKey): string {
    return `${key.limit}\n${key.key}`;
  }

  read(keys: readonly FailureKey[]): Promise<number[][]> {
    return Promise.resolve(keys.map((k) => this.times.get(MemoryFailureStore.id(k))?.times ?? []));
  }

  add(keys: readonly FailureKey[], now: number): Promise<void> {
    for (const k of keys) {
      const id = MemoryFailureStore.id(k);
      this.times.set(id, { times: withFailure(this.times.get(id)?.times ?? [], now, k.window), window: k.window });
      if (++this.added % SWEEP_EVERY === 0) this.sweep(now);
    }
    return Promise.resolve();
  }

  forget(key: FailureKey): Promise<void> {
    this.times.delete(MemoryFailureStore.id(key));
    return Promise.resolve();
  }

  private sweep(now: number): void {
    for (const [id, entry] of this.times) if (expired(entry.times, now, entry.window)) this.times.delete(id);
  }
}
