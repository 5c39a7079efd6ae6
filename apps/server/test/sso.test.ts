import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { selectRows } from '../src/platform/db/database.js';
import { users } from '../src/modules/accounts/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';
import { startOpenIdProvider, type TestOpenIdProvider } from './support/openid-provider.js';

const ORIGIN = 'https://switchboard.example';
const REDIRECT_URI = `${ORIGIN}/auth/sso/callback`;

/**
 * Single sign-on against a real OpenID provider started here (`oidc-provider`): the sign-in page's e-mail
 * check, the redirect with PKCE, state and nonce, the provider's login, and the callback that opens a session.
 */
describe('single sign-on through an OpenID provider', () => {
  let t: TestApp;
  let idp: TestOpenIdProvider;
  let acme: TenantRow, acmeSupport: TenantRow, other: TenantRow;
  let commander: UserRow, guardian: UserRow, hero: UserRow, otherCommander: UserRow;
  let commanderToken: string;
  let logText = '';
  /** Every authorization code and state the provider sent back: none may reach the logs. */
  const returned: string[] = [];

  const settings = (overrides: Record<string, unknown> = {}) => ({
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    domains: ['example.test'],
    provisionUsers: false,
    provisioningGroupId: null,
    ...overrides,
  });
  const save = (token: string, tenant: TenantRow, body: object) =>
    t.as(token, { method: 'PUT', url: `/api/tenant/v1/${tenant.id}/sso`, payload: body });

  /** The browser's part: start, sign in at the provider, and come back; the callback's reply. */
  async function signInThroughProvider(email: string) {
    const start = await t.app.inject({ method: 'GET', url: `/auth/sso/start?email=${encodeURIComponent(email)}` });
    expect(start.statusCode).toBe(303);
    const stateCookie = start.cookies.find((c) => c.name === 'sb_sso_state')!;
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/sso/callback' });
    const callback = await idp.signIn(start.headers.location as string, email);
    expect(callback.href.startsWith(REDIRECT_URI)).toBe(true);
    returned.push(callback.searchParams.get('code')!, callback.searchParams.get('state')!);
    const back = () =>
      t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, cookies: { sb_sso_state: stateCookie.value } });
    return { response: await back(), replay: back, authorizationUrl: new URL(start.headers.location as string) };
  }
  const sessionOf = (response: Awaited<ReturnType<TestApp['as']>>) => response.cookies.find((c) => c.name === 'sb_session')?.value;

  beforeAll(async () => {
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logText += chunk.toString();
        done();
      },
    });
    t = await startTestApp({ env: { PUBLIC_ORIGIN: ORIGIN, LOG_LEVEL: 'trace' }, logger: pino({ level: 'trace' }, logs) });
    idp = await startOpenIdProvider({ redirectUris: [REDIRECT_URI] });
    acme = await makeTenant(t.db, { org: 'Acme', name: 'Acme Billing' });
    acmeSupport = await makeTenant(t.db, { org: 'Acme', name: 'Acme Support' });
    other = await makeTenant(t.db, { org: 'Globex' });
    commander = await makeUser(t.db, { role: 'commander', tenants: [acme.id] });
    guardian = await makeUser(t.db, { role: 'guardian', tenants: [acme.id] });
    hero = await makeUser(t.db, { role: 'hero', tenants: [acmeSupport.id] });
    otherCommander = await makeUser(t.db, { role: 'commander', tenants: [other.id] });
    commanderToken = await t.signIn(commander.email);
  });
  afterAll(async () => {
    await idp.close();
    await t.close();
  });

  it('is configured by commanders for their organisation, never shows the secret, and keeps it sealed', async () => {
    expect((await save(await t.signIn(guardian.email), acme, settings())).statusCode).toBe(403);
    expect((await save(await t.signIn(otherCommander.email), acme, settings())).statusCode).toBe(404);
    expect((await save(commanderToken, acme, settings({ clientSecret: undefined }))).json()).toMatchObject({
      error: 'sso_secret_required',
    });
    expect((await save(commanderToken, acme, settings({ provisionUsers: true, provisioningGroupId: other.id }))).json()).toMatchObject({
      error: 'sso_group_outside_organisation',
    });

    const saved = await save(commanderToken, acme, settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(idp.clientSecret);
    expect(saved.json()).toMatchObject({
      org: 'Acme',
      available: true,
      config: { issuer: idp.issuer, clientId: idp.clientId, hasClientSecret: true, domains: ['example.test'], redirectUri: REDIRECT_URI },
    });
    // The same organisation's settings, from its other group.
    const read = await t.as(commanderToken, { method: 'GET', url: `/api/tenant/v1/${acmeSupport.id}/sso` });
    expect(read.json()).toMatchObject({ config: { clientId: idp.clientId } });
    const stored = await selectRows<{ client_secret_sealed: string }>(t.db.owner, sql`select client_secret_sealed from sso_configs`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.client_secret_sealed).not.toContain(idp.clientSecret);
    // Nor does the audit log of the change hold it.
    const audited = await selectRows<{ after: unknown }>(t.db.owner, sql`select after from audit_log where action = 'sso.config.create'`);
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited)).not.toContain(idp.clientSecret);
    // Another organisation cannot take the domain.
    const taken = await save(await t.signIn(otherCommander.email), other, settings());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'sso_domain_taken' });
  });

  it('tells the sign-in page which addresses go to the provider', async () => {
    const ask = (email: string) => t.app.inject({ method: 'POST', url: '/auth/sso/discover', payload: { email } });
    expect((await ask(hero.email.toUpperCase())).json()).toEqual({
      method: 'sso',
      redirectUrl: `/auth/sso/start?email=${encodeURIComponent(hero.email)}`,
    });
    expect((await ask('someone@elsewhere.example')).json()).toEqual({ method: 'password' });
    expect((await ask('not an address')).statusCode).toBe(400);
  });

  it('signs an existing user in with PKCE, state and nonce, opening a session like a password sign-in', async () => {
    const { response, authorizationUrl } = await signInThroughProvider(hero.email);
    expect(authorizationUrl.origin).toBe(idp.issuer);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
    expect(authorizationUrl.searchParams.get('state')).toMatch(new RegExp(`^${acme.id}\\.`));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?sso=signed-in');
    const token = sessionOf(response)!;
    const me = await t.as(token, { method: 'GET', url: '/auth/me' });
    expect(me.json()).toMatchObject({ userId: hero.id, email: hero.email, lastTenantId: acmeSupport.id });
  });

  it('refuses a replayed state: the second answer with the same state opens nothing', async () => {
    const { response, replay } = await signInThroughProvider(guardian.email);
    expect(sessionOf(response)).toBeTruthy();
    const again = await replay();
    expect(again.headers.location).toBe('/?sso_error=invalid_state');
    expect(sessionOf(again)).toBeUndefined();
  });

  it('refuses an answer brought by another browser than the one that left', async () => {
    const start = await t.app.inject({ method: 'GET', url: `/auth/sso/start?email=${encodeURIComponent(hero.email)}` });
    const callback = await idp.signIn(start.headers.location as string, hero.email);
    const foreign = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(foreign.headers.location).toBe('/?sso_error=invalid_state');
  });

  it('refuses an unknown user when provisioning is off, and creates nobody', async () => {
    const { response } = await signInThroughProvider('new.person@example.test');
    expect(response.headers.location).toBe('/?sso_error=unknown_user');
    expect(sessionOf(response)).toBeUndefined();
    expect(
      await t.db.run({ tenantId: null, userId: null }, (tx) => tx.select().from(users).where(eq(users.email, 'new.person@example.test'))),
    ).toEqual([]);
  });

  it('creates an unknown user on first sign-in as a hero of the chosen group, when provisioning is on', async () => {
    // Changing the settings without a secret keeps the stored one.
    const changed = await save(
      commanderToken,
      acmeSupport,
      settings({ clientSecret: undefined, provisionUsers: true, provisioningGroupId: acmeSupport.id }),
    );
    expect(changed.statusCode).toBe(200);
    const { response } = await signInThroughProvider('jo.newcomer@example.test');
    expect(response.headers.location).toBe('/?sso=signed-in');
    const me = await t.as(sessionOf(response)!, { method: 'GET', url: '/auth/me' });
    expect(me.json()).toMatchObject({
      email: 'jo.newcomer@example.test',
      firstName: 'jo',
      lastName: 'newcomer',
      role: 'hero',
      lastTenantId: acmeSupport.id,
      tenants: [expect.objectContaining({ tenantId: acmeSupport.id })],
    });
    // A second sign-in finds the account it created.
    const second = await signInThroughProvider('jo.newcomer@example.test');
    expect(second.response.headers.location).toBe('/?sso=signed-in');
    const rows = await t.db.run({ tenantId: null, userId: null }, (tx) =>
      tx.select().from(users).where(eq(users.email, 'jo.newcomer@example.test')),
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses an ID token issued for another audience', async () => {
    idp.issueForAudience = 'some-other-client';
    try {
      const { response } = await signInThroughProvider(hero.email);
      expect(response.headers.location).toBe('/?sso_error=wrong_audience');
      expect(sessionOf(response)).toBeUndefined();
    } finally {
      idp.issueForAudience = null;
    }
  });

  it('reports a provider error when the provider refuses, and when the client secret is wrong', async () => {
    const start = await t.app.inject({ method: 'GET', url: `/auth/sso/start?email=${encodeURIComponent(hero.email)}` });
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const cookie = start.cookies.find((c) => c.name === 'sb_sso_state')!.value;
    const denied = await t.app.inject({
      method: 'GET',
      url: `/auth/sso/callback?error=access_denied&state=${encodeURIComponent(state)}`,
      cookies: { sb_sso_state: cookie },
    });
    expect(denied.headers.location).toBe('/?sso_error=provider_error');

    expect((await save(commanderToken, acme, settings({ clientSecret: 'not-the-secret' }))).statusCode).toBe(200);
    const { response } = await signInThroughProvider(hero.email);
    expect(response.headers.location).toBe('/?sso_error=provider_error');
  });

  it('stops starting sign-ins for one address after 20 in 15 minutes, and says so on the sign-in page', async () => {
    const start = (email: string, remoteAddress = '203.0.113.7') =>
      t.app.inject({ method: 'GET', url: `/auth/sso/start?email=${encodeURIComponent(email)}`, remoteAddress });
    for (let i = 0; i < 20; i++) {
      const started = await start('burst@example.test');
      expect(started.statusCode).toBe(303);
      expect(started.headers.location!.startsWith(idp.issuer)).toBe(true);
    }
    const refused = await start('burst@example.test');
    expect(refused.headers.location).toBe('/?sso_error=rate_limited');
    // Someone else on another address is not held up.
    expect((await start(hero.email, '198.51.100.9')).headers.location).not.toMatch(/sso_error/);
  });

  it('sends the domains back to passwords once removed', async () => {
    expect((await t.as(commanderToken, { method: 'DELETE', url: `/api/tenant/v1/${acme.id}/sso` })).statusCode).toBe(200);
    const ask = await t.app.inject({ method: 'POST', url: '/auth/sso/discover', payload: { email: hero.email } });
    expect(ask.json()).toEqual({ method: 'password' });
    const start = await t.app.inject({ method: 'GET', url: `/auth/sso/start?email=${encodeURIComponent(hero.email)}` });
    expect(start.headers.location).toBe('/?sso_error=not_configured');
  });

  it('writes no client secret, authorization code or state to the logs', () => {
    expect(logText).toContain('single sign-on refused');
    expect(returned.length).toBeGreaterThan(10);
    for (const value of [idp.clientSecret, 'not-the-secret', ...returned]) expect(logText).not.toContain(value);
  });
});
