import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser } from './support/factories.js';

/** What a browser enforces on the app: a strict content security policy on the shell, hardening headers everywhere. */
describe('security headers', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
    fs.writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1)');
    t = await startTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const policy = (header: string | string[] | number | undefined) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('serves the app shell and its scripts under a policy that allows no inline or foreign script and no foreign framing', async () => {
    for (const url of ['/', '/dashboard/engage', '/assets/app.js']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      const csp = policy(r.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('hardens API replies, errors included', async () => {
    const tenant = await makeTenant(t.db);
    const user = await makeUser(t.db, { tenants: [tenant.id], role: 'hero' });
    const token = await t.signIn(user.email);
    for (const r of [
      await t.as(token, { method: 'GET', url: '/apigateway/tbsrvc/usersession/recent' }),
      await t.app.inject({ method: 'GET', url: '/apigateway/tbsrvc/usersession/recent' }),
    ]) {
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });
});
