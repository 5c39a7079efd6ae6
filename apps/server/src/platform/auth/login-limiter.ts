/**
 * Sliding-window counters of failed logins. Only failures count: a contact centre signs hundreds of
 * advisors in from one NAT address at a shift change, and that must never lock the site out.
 *
 * - per (account, address): one place guessing one account is slowed after a few failures; the account
 *   stays open everywhere else;
 * - per address: one place guessing many accounts;
 * - per account, across addresses: a spread-out guess at one account. Over it, only addresses the
 *   account has signed in from before go on, so a stranger cannot lock the user out of their own desk;
 * - global (this node): a credential-stuffing wave across many accounts, each guess costing an argon2
 *   hash. Over it, again only known addresses go on.
 *
 * Every refusal says when to come back (the oldest failure that counts leaving its window). In-process:
 * each node limits on its own, which bounds a distributed guess rate by nodes × limit (ADR 027).
 */
export interface LoginLimit {
  max: number;
  windowMs: number;
}

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

/** Keys with no failure in the window are dropped on this many hits, so the maps stay small. */
const SWEEP_EVERY = 5_000;

class Window {
  private readonly hits = new Map<string, number[]>();
  private count = 0;
  constructor(private readonly limit: LoginLimit) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((t) => now - t < this.limit.windowMs);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  /** 0 while under the limit, else the milliseconds until one failure leaves the window. */
  waitMs(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit.max) return 0;
    return Math.max(1, recent[recent.length - this.limit.max]! + this.limit.windowMs - now);
  }

  hit(key: string, now: number): void {
    // Past the limit nothing more is needed to refuse: keep the list bounded by max.
    this.hits.set(key, [...this.recent(key, now), now].slice(-this.limit.max));
    if (++this.count % SWEEP_EVERY === 0) for (const k of [...this.hits.keys()]) this.recent(k, now);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

const GLOBAL_KEY = '*';

export class LoginLimiter {
  private readonly pair: Window;
  private readonly ip: Window;
  private readonly account: Window;
  private readonly global: Window;

  /** Limits not given keep their defaults. */
  constructor(
    limits: Partial<LoginLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    const l = { ...DEFAULT_LOGIN_LIMITS, ...limits };
    this.pair = new Window(l.perPair);
    this.ip = new Window(l.perIp);
    this.account = new Window(l.perAccount);
    this.global = new Window(l.global);
  }

  /**
   * 0 when this attempt may go on, else the milliseconds to wait. `knownAddress` is asked only when
   * the account or the node is over its limit: has this account signed in from this address before?
   */
  async waitMs(ip: string, account: string, knownAddress: () => Promise<boolean>): Promise<number> {
    const now = this.now();
    const local = Math.max(this.pair.waitMs(`${account}\n${ip}`, now), this.ip.waitMs(ip, now));
    if (local > 0) return local;
    const wide = Math.max(this.account.waitMs(account, now), this.global.waitMs(GLOBAL_KEY, now));
    if (wide === 0) return 0;
    return (await knownAddress()) ? 0 : wide;
  }

  failed(ip: string, account: string): void {
    const now = this.now();
    this.pair.hit(`${account}\n${ip}`, now);
    this.ip.hit(ip, now);
    this.account.hit(account, now);
    this.global.hit(GLOBAL_KEY, now);
  }

  /** The right password from this address: its guesses at this account are forgotten. */
  succeeded(ip: string, account: string): void {
    this.pair.clear(`${account}\n${ip}`);
  }
}
