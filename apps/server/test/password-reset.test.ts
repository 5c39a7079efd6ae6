import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, PASSWORD, type TenantRow, type UserRow } from './support/factories.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { until } from './support/until.js';

const ORIGIN = 'https://switchboard.example';
const NEW_PASSWORD = 'tangerine kites over the harbour';
const linkToken = (text: string, page: string) => new RegExp(`${ORIGIN}/${page}#token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

describe('password reset and account e-mail over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let clock = new Date('2026-05-04T08:00:00Z');
  let tenant: TenantRow;
  let guardian: UserRow;
  let logText = '';
  const forgot = (email: string, locale?: string, ip = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/auth/password/forgot', payload: { email, locale }, remoteAddress: ip });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/auth/password/reset', payload: { token, password } });
  const mailTo = async (email: string, count = 1) => {
    await until(() => smtp.received.filter((m) => m.to.includes(email)).length >= count, `mail to ${email}`);
    return smtp.received.filter((m) => m.to.includes(email))[count - 1]!;
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logText += chunk.toString();
        done();
      },
    });
    t = await startTestApp({
      now: () => clock,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Switchboard <no-reply@switchboard.example>', PUBLIC_ORIGIN: ORIGIN, LOG_LEVEL: 'trace' },
      loginLimits: { perIp: { max: 20, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } },
      logger: pino({ level: 'trace' }, logs),
    });
    tenant = await makeTenant(t.db);
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [tenant.id] });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers the same for a known and an unknown address, and mails only the known one, in their language', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenant.id] });
    const known = await forgot(user.email, 'fr-FR');
    const unknown = await forgot('nobody-here@example.test', 'fr-FR');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ ok: true, delivery: 'mail' });
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Switchboard');
    expect(mail.from).toBe('no-reply@switchboard.example');
    expect(mail.language).toBe('fr-FR');
    expect(linkToken(mail.text, 'reset-password')).toBeDefined();
    expect(linkToken(mail.html, 'reset-password')).toBe(linkToken(mail.text, 'reset-password'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.some((m) => m.to.includes('nobody-here@example.test'))).toBe(false);
  });

  it('sets the new password once, ends every session the user had, and signs them in', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenant.id] });
    const laptop = await t.signIn(user.email);
    const phone = await t.signIn(user.email);
    await forgot(user.email);
    const token = linkToken((await mailTo(user.email)).text, 'reset-password')!;
    const refused = await reset(token, 'qwertyuiop');
    expect(refused.json()).toMatchObject({ error: 'password_rejected', details: { reason: 'common' } });
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ ixAuthToken: string }>().ixAuthToken;
    for (const old of [laptop, phone]) expect((await t.as(old, { method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    expect((await t.as(fresh, { method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    await expect(t.signIn(user.email, PASSWORD)).rejects.toThrow(/401/);
    expect(await t.signIn(user.email, NEW_PASSWORD)).toHaveLength(43);
    expect((await reset(token, 'another long passphrase')).json()).toMatchObject({ error: 'link_invalid' });
  });

  it('lets only the newest link work, and none after an hour', async () => {
    const user = await makeUser(t.db, { role: 'mentor', tenants: [tenant.id] });
    await forgot(user.email);
    const first = linkToken((await mailTo(user.email, 1)).text, 'reset-password')!;
    await forgot(user.email);
    const second = linkToken((await mailTo(user.email, 2)).text, 'reset-password')!;
    expect((await reset(first)).json()).toMatchObject({ error: 'link_invalid' });
    clock = new Date(clock.getTime() + 3_600_000 + 1000);
    expect((await reset(second)).json()).toMatchObject({ error: 'link_invalid' });
  });

  it('limits requests per account like sign-in attempts, without blocking other accounts', async () => {
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenant.id] });
    for (let i = 0; i < 3; i++) expect((await forgot(user.email, undefined, `203.0.113.${i}`)).statusCode).toBe(200);
    const blocked = await forgot(user.email, undefined, '203.0.113.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await forgot('someone-else@example.test', undefined, '203.0.113.99')).statusCode).toBe(200);
  });

  it('mails invitations in the language the administrator works in, and hands back the link only when the relay refuses', async () => {
    const token = await t.signIn(guardian.email);
    const invitee = await makeUser(t.db, { role: 'hero', tenants: [tenant.id], withoutPassword: true });
    const response = await t.as(token, {
      method: 'POST',
      url: `/api/tenant/v1/${tenant.id}/users/${invitee.id}/invitation`,
      payload: { locale: 'de-DE' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mailed: true });
    const mail = await mailTo(invitee.email);
    expect(mail.subject).toBe('Ihre Einladung zu Switchboard');
    expect(mail.text).toContain('hat Sie zu Switchboard eingeladen');
    const inviteToken = linkToken(mail.text, 'invitation')!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/auth/invitation/accept',
      payload: { token: inviteToken, password: NEW_PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);

    const others = [
      await makeUser(t.db, { role: 'hero', tenants: [tenant.id], withoutPassword: true }),
      await makeUser(t.db, { role: 'hero', tenants: [tenant.id], withoutPassword: true }),
    ];
    const bulk = await t.as(token, {
      method: 'POST',
      url: `/api/tenant/v1/${tenant.id}/invitations`,
      payload: { userIds: [others[0]!.id], locale: 'sv-SE' },
    });
    expect(bulk.json()).toMatchObject({ invited: 1, mailed: true, links: [] });
    expect((await mailTo(others[0]!.email)).subject).toBe('Du är inbjuden till Switchboard');

    smtp.refuse = 'relay refuses';
    try {
      const refused = await t.as(token, {
        method: 'POST',
        url: `/api/tenant/v1/${tenant.id}/invitations`,
        payload: { userIds: [others[1]!.id] },
      });
      expect(refused.json()).toMatchObject({ invited: 1, mailed: false, links: [{ userId: others[1]!.id }] });
    } finally {
      smtp.refuse = null;
    }
  });

  it('never writes a token to the logs', async () => {
    const seen = [...smtp.received.flatMap((m) => [linkToken(m.text, 'reset-password'), linkToken(m.text, 'invitation')])].filter(
      (x): x is string => typeof x === 'string',
    );
    expect(seen.length).toBeGreaterThan(5);
    const session = await t.signIn(guardian.email);
    await t.as(session, { method: 'GET', url: '/auth/me' });
    expect(logText.length).toBeGreaterThan(1000);
    expect(logText).toContain('mail sent');
    for (const token of [...seen, session]) expect(logText).not.toContain(token);
  });
});

describe('password reset without mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('tells every caller to ask an administrator, known address or not', async () => {
    const tenant = await makeTenant(t.db);
    const user = await makeUser(t.db, { role: 'hero', tenants: [tenant.id] });
    for (const email of [user.email, 'nobody@example.test']) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/password/forgot', payload: { email } });
      expect(response.json()).toEqual({ ok: true, delivery: 'administrator' });
    }
  });
});
