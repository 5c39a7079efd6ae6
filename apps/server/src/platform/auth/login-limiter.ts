/**
 * Sliding-window counters for login attempts, per client address and per account name.
 * In-process: each node limits on its own, which bounds a distributed guess rate by nodes × limit.
 */
export interface LoginLimits {
  perIp: { max: number; windowMs: number };
  perAccount: { max: number; windowMs: number };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: { max: 30, windowMs: 5 * 60_000 },
  perAccount: { max: 8, windowMs: 15 * 60_000 },
};

class Window {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  blocked(key: string, now: number): boolean {
    return this.recent(key, now).length >= this.max;
  }

  hit(key: string, now: number): void {
    this.hits.set(key, [...this.recent(key, now), now]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

export class LoginLimiter {
  private readonly ip: Window;
  private readonly account: Window;

  constructor(
    limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.ip = new Window(limits.perIp.max, limits.perIp.windowMs);
    this.account = new Window(limits.perAccount.max, limits.perAccount.windowMs);
  }

  /** Every attempt counts against the address; only failures count against the account. */
  allow(ip: string, account: string): boolean {
    const now = this.now();
    if (this.ip.blocked(ip, now) || this.account.blocked(account, now)) return false;
    this.ip.hit(ip, now);
    return true;
  }

  failed(account: string): void {
    this.account.hit(account, this.now());
  }

  succeeded(account: string): void {
    this.account.clear(account);
  }
}
