import { waitMs, type FailureLimit } from './failure-window.js';
import { MemoryFailureStore, type FailureKey, type FailureStore } from './failure-store.js';

/**
 * Sliding-window counters of failed logins. Only failures count: a contact centre signs hundreds of
 * advisors in from one NAT address at a shift change, and that must never lock the site out.
 *
 * - per (account, address): one place guessing one account is slowed after a few failures; the account
 *   stays open everywhere else;
 * - per address: one place guessing many accounts;
 * - per account, across addresses: a spread-out guess at one account. Over it, only addresses the
 *   account has signed in from before go on, so a stranger cannot lock the user out of their own desk;
 * - global: a credential-stuffing wave across many accounts, each guess costing an argon2 hash. Over it,
 *   again only known addresses go on.
 *
 * Every refusal says when to come back (the oldest failure that counts leaving its window). The failures
 * live in a FailureStore: this process's memory on the embedded database, PostgreSQL when several nodes
 * share one, so the limits hold for all of them together (ADR 027).
 */
export type LoginLimit = FailureLimit;

export interface LoginLimits {
  perPair: LoginLimit;
  perIp: LoginLimit;
  perAccount: LoginLimit;
  global: LoginLimit;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perPair: { max: 5, windowMs: 15 * 60_000 },
  perIp: { max: 50, windowMs: 5 * 60_000 },
  perAccount: { max: 20, windowMs: 15 * 60_000 },
  global: { max: 600, windowMs: 60_000 },
};

const GLOBAL_KEY = '*';

export class LoginLimiter {
  private readonly limits: LoginLimits;

  /**
   * `name` keeps this limiter's counters apart from others' in a shared store (`login`, `recovery`…).
   * Limits not given keep their defaults.
   */
  constructor(
    private readonly name: string,
    limits: Partial<LoginLimits> = {},
    private readonly now: () => number = Date.now,
    private readonly store: FailureStore = new MemoryFailureStore(),
  ) {
    this.limits = { ...DEFAULT_LOGIN_LIMITS, ...limits };
  }

  /** The four counters an attempt by this address at this account touches, the order the store locks them in. */
  private keys(ip: string, account: string): [FailureKey, FailureKey, FailureKey, FailureKey] {
    const l = this.limits;
    return [
      { limit: `${this.name}.pair`, key: `${account}\n${ip}`, window: l.perPair },
      { limit: `${this.name}.ip`, key: ip, window: l.perIp },
      { limit: `${this.name}.account`, key: account, window: l.perAccount },
      { limit: `${this.name}.global`, key: GLOBAL_KEY, window: l.global },
    ];
  }

  /**
   * 0 when this attempt may go on, else the milliseconds to wait. `knownAddress` is asked only when
   * the account or the whole site is over its limit: has this account signed in from this address before?
   */
  async waitMs(ip: string, account: string, knownAddress: () => Promise<boolean>): Promise<number> {
    const keys = this.keys(ip, account);
    const [pair, byIp, byAccount, global] = await this.store.read(keys);
    const now = this.now();
    const wait = (times: number[] | undefined, i: number) => waitMs(times ?? [], now, keys[i]!.window);
    const local = Math.max(wait(pair, 0), wait(byIp, 1));
    if (local > 0) return local;
    const wide = Math.max(wait(byAccount, 2), wait(global, 3));
    if (wide === 0) return 0;
    return (await knownAddress()) ? 0 : wide;
  }

  failed(ip: string, account: string): Promise<void> {
    return this.store.add(this.keys(ip, account), this.now());
  }

  /** The right password from this address: its guesses at this account are forgotten. */
  succeeded(ip: string, account: string): Promise<void> {
    return this.store.forget(this.keys(ip, account)[0]);
  }
}
