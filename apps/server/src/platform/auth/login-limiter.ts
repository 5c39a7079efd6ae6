/**
 * Sliding-window counters of failed logins, per client address and per account name. Only failures
 * count: a contact centre signs hundreds of advisors in from one NAT address at a shift change, and
 * that must never lock the site out. In-process: each node limits on its own, which bounds a
 * distributed guess rate by nodes × limit.
 */
export interface LoginLimits {
  perIp: { max: number; windowMs: number };
  perAccount: { max: number; windowMs: number };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: { max: 50, windowMs: 5 * 60_000 },
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

  /** Refused while the address or the account has used up its failures in the window. */
  allow(ip: string, account: string): boolean {
    const now = this.now();
    return !this.ip.blocked(ip, now) && !this.account.blocked(account, now);
  }

  failed(ip: string, account: string): void {
    const now = this.now();
    this.ip.hit(ip, now);
    this.account.hit(account, now);
  }

  succeeded(account: string): void {
    this.account.clear(account);
  }
}
