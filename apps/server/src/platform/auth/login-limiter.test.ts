import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';

const limits = {
  perPair: { max: 2, windowMs: 1000 },
  perIp: { max: 5, windowMs: 1000 },
  perAccount: { max: 4, windowMs: 1000 },
  global: { max: 8, windowMs: 1000 },
};
const known = (answer: boolean) => async () => answer;

describe('login limiter', () => {
  it('slows one address guessing one account, says how long to wait, and frees it when the window passes', async () => {
    let now = 0;
    const limiter = new LoginLimiter('login', limits, () => now);
    await limiter.failed('ip1', 'a');
    now = 100;
    await limiter.failed('ip1', 'a');
    expect(await limiter.waitMs('ip1', 'a', known(true))).toBe(900);
    expect(await limiter.waitMs('ip2', 'a', known(false))).toBe(0);
    expect(await limiter.waitMs('ip1', 'b', known(false))).toBe(0);
    now = 500;
    expect(await limiter.waitMs('ip1', 'a', known(false))).toBe(500);
    now = 1000;
    expect(await limiter.waitMs('ip1', 'a', known(false))).toBe(0);
  });

  it('blocks an address after too many failures, whatever the accounts', async () => {
    const limiter = new LoginLimiter('login', limits, () => 0);
    for (let i = 0; i < 5; i++) await limiter.failed('ip', `user${i}`);
    expect(await limiter.waitMs('ip', 'another', known(true))).toBe(1000);
    expect(await limiter.waitMs('other-ip', 'another', known(false))).toBe(0);
  });

  it('over an account’s budget, refuses new addresses but not the ones the account signed in from', async () => {
    const limiter = new LoginLimiter('login', limits, () => 0);
    for (let i = 0; i < 4; i++) await limiter.failed(`stranger${i}`, 'victim');
    expect(await limiter.waitMs('stranger9', 'victim', known(false))).toBe(1000);
    expect(await limiter.waitMs('desk', 'victim', known(true))).toBe(0);
  });

  it('over the node’s budget, refuses new addresses but lets known ones in', async () => {
    const limiter = new LoginLimiter('login', limits, () => 0);
    for (let i = 0; i < 8; i++) await limiter.failed(`ip${i}`, `user${i}`);
    expect(await limiter.waitMs('ip-new', 'someone', known(false))).toBe(1000);
    expect(await limiter.waitMs('desk', 'someone', known(true))).toBe(0);
  });

  it('asks whether the address is known only when the account or node is over its limit', async () => {
    const limiter = new LoginLimiter('login', limits, () => 0);
    let asked = 0;
    await limiter.waitMs('ip', 'a', async () => (asked++, false));
    expect(asked).toBe(0);
  });

  it('never blocks a shared address for successful sign-ins (a whole site behind one NAT)', async () => {
    const limiter = new LoginLimiter('login', limits, () => 0);
    for (let i = 0; i < 500; i++) {
      expect(await limiter.waitMs('site-nat', `advisor${i}`, known(false))).toBe(0);
      await limiter.succeeded('site-nat', `advisor${i}`);
    }
  });

  it('whatever strangers do, a known address is refused only for its own failures', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('s1', 's2', 's3', 's4', 's5', 's6'), fc.constantFrom('victim', 'other')), { maxLength: 60 }),
        async (strangers) => {
          const limiter = new LoginLimiter('login', limits, () => 0);
          for (const [ip, account] of strangers) await limiter.failed(ip, account);
          expect(await limiter.waitMs('desk', 'victim', known(true))).toBe(0);
        },
      ),
    );
  });
});
