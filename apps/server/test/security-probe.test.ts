import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE } from '@switchboard/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';

/**
 * What an outside probe found (a session keeping a group that moved away, NUL characters answering 500,
 * a logout without the CSRF proof, public source maps, an unchecked request id), each as the user or an
 * operator would notice it.
 */
describe('security probe findings', () => {
  let t: TestApp;
  let webDist: string;
  let a1: TenantRow, a2: TenantRow;
  let commander: UserRow, architect: UserRow, guardian: UserRow;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'sb-web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Switchboard</title>');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);\n');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    t = await startTestApp({ webDist });
    a1 = await makeTenant(t.db, { org: 'Org North' });
    a2 = await makeTenant(t.db, { org: 'Org North' });
    commander = await makeUser(t.db, { role: 'commander', tenants: [a1.id] });
    architect = await makeUser(t.db, { role: 'architect', tenants: [a1.id] });
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [a1.id] });
    for (const [name, user] of Object.entries({ commander, architect, guardian })) token[name] = await t.signIn(user.email);
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('takes a group away from a session once the group moves to another organisation', async () => {
    const switched = await t.as(token.commander!, {
      method: 'POST',
      url: '/apigateway/upsrvc/switchGroup',
      payload: { loginId: commander.email, groupId: a2.id },
    });
    expect(switched.statusCode).toBe(200);
    expect((await t.as(token.commander!, { method: 'GET', url: `/api/tenant/v1/${a2.id}/users` })).statusCode).toBe(200);

    const moved = await t.as(token.architect!, { method: 'PATCH', url: `/api/tenant/v1/tenants/${a2.id}`, payload: { org: 'Org South' } });
    expect(moved.statusCode).toBe(200);

    // The same session, still pointing at the moved group: neither its users nor a new batch.
    expect((await t.as(token.commander!, { method: 'GET', url: `/api/tenant/v1/${a2.id}/users` })).statusCode).toBe(404);
    const batch = await t.as(token.commander!, {
      method: 'POST',
      url: '/apigateway/tbsrvc/batches',
      payload: { batchName: 'After the move', type: 1 },
    });
    expect(batch.statusCode).toBe(404);
    // Its own organisation's groups still work.
    expect((await t.as(token.commander!, { method: 'GET', url: `/api/tenant/v1/${a1.id}/users` })).statusCode).toBe(200);
  });

  it('refuses a NUL character or broken text in any body field or query parameter with 400 naming the field', async () => {
    const cases = [
      { who: 'guardian', method: 'POST' as const, url: '/apigateway/tbsrvc/batches', payload: { batchName: 'Night\u0000shift', type: 1 } },
      {
        who: 'guardian',
        method: 'POST' as const,
        url: `/api/announcement/v1/${a1.id}/announcements`,
        payload: { category: 'Actions', title: 'Heads up\u0000' },
      },
      { who: 'guardian', method: 'GET' as const, url: `/api/tenant/v1/${a1.id}/users?userName=%00`, payload: undefined },
      {
        who: 'guardian',
        method: 'POST' as const,
        url: '/apigateway/tbsrvc/batches',
        // A lone surrogate escape: valid JSON, but not text any database can store.
        body: '{"batchName":"Night \\ud800 shift","type":1}',
      },
    ];
    for (const c of cases) {
      const response = await t.as(token[c.who]!, {
        method: c.method,
        url: c.url,
        ...('body' in c ? { body: c.body, headers: { 'content-type': 'application/json' } } : { payload: c.payload }),
      });
      expect(response.statusCode, c.url).toBe(400);
      const body = response.json<{ error: string; message: string; details: { path: string; message: string }[] }>();
      expect(body.error).toBe('validation_failed');
      expect(body.details[0]!.path).toMatch(/^(body\.(batchName|title)|querystring\.userName)$/);
      expect(body.details[0]!.message).toMatch(/NUL|unpaired/);
    }
    // Nothing was written.
    const batches = await t.as(token.guardian!, { method: 'GET', url: '/apigateway/tbsrvc/batches' });
    expect(JSON.stringify(batches.json())).not.toContain('Night');
  });

  it('asks a cookie-borne logout for the same proof as any other cookie-borne write', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [a1.id] });
    const cookieToken = await t.signIn(user.email);
    const me = () => t.app.inject({ method: 'GET', url: '/auth/me', cookies: { [SESSION_COOKIE]: cookieToken } });
    // A cross-site form posting to /auth/logout with the user's cookie.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies: { [SESSION_COOKIE]: cookieToken },
      headers: { origin: 'https://evil.example', host: 'localhost' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'csrf_rejected' });
    expect((await me()).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies: { [SESSION_COOKIE]: cookieToken },
      headers: { origin: 'http://localhost', host: 'localhost', [CSRF_HEADER]: '1' },
    });
    expect(own.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('serves the built app but never its source maps', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('keeps a well-formed request id for the logs and answers with it, and replaces one too long or odd', async () => {
    const sent = 'support-call-42.a_b:c';
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': sent } });
    expect(kept.headers['x-request-id']).toBe(sent);
    for (const bad of ['x'.repeat(129), 'two words', 'line\u0085break', '']) {
      const replaced = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      const id = replaced.headers['x-request-id'];
      expect(typeof id).toBe('string');
      expect(id).not.toBe(bad);
      expect(id as string).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    }
  });
});
