import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';

const limits = { perIp: { max: 5, windowMs: 1000 }, perAccount: { max: 2, windowMs: 1000 } };

describe('login limiter', () => {
  it('blocks an account after its failures and frees it when the window passes', () => {
    let now = 0;
    const limiter = new LoginLimiter(limits, () => now);
    expect(limiter.allow('ip1', 'a')).toBe(true);
    limiter.failed('ip1', 'a');
    expect(limiter.allow('ip2', 'a')).toBe(true);
    limiter.failed('ip2', 'a');
    expect(limiter.allow('ip3', 'a')).toBe(false);
    expect(limiter.allow('ip3', 'b')).toBe(true);
    now = 1001;
    expect(limiter.allow('ip3', 'a')).toBe(true);
  });

  it('blocks an address after too many failures, whatever the accounts', () => {
    const limiter = new LoginLimiter(limits, () => 0);
    for (let i = 0; i < 5; i++) {
      expect(limiter.allow('ip', `user${i}`)).toBe(true);
      limiter.failed('ip', `user${i}`);
    }
    expect(limiter.allow('ip', 'another')).toBe(false);
    expect(limiter.allow('other-ip', 'another')).toBe(true);
  });

  it('never blocks a shared address for successful sign-ins (a whole site behind one NAT)', () => {
    const limiter = new LoginLimiter(limits, () => 0);
    for (let i = 0; i < 500; i++) {
      expect(limiter.allow('site-nat', `advisor${i}`)).toBe(true);
      limiter.succeeded(`advisor${i}`);
    }
  });

  it('forgets failures after a success', () => {
    const limiter = new LoginLimiter(limits, () => 0);
    limiter.failed('ip', 'a');
    limiter.succeeded('a');
    limiter.failed('ip', 'a');
    expect(limiter.allow('ip', 'a')).toBe(true);
  });
});
