import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scimTokens } from '../src/modules/scim/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
type Json = Record<string, unknown> & { id: string; meta: { version: string; location: string } };

describe('SCIM 2.0 provisioning', () => {
  let t: TestApp;
  let a: TenantRow, b: TenantRow;
  let guardianA: UserRow, guardianB: UserRow, heroA: UserRow;
  let adminA: string, adminB: string;
  let tokenA: string, tokenB: string;
  const scim = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/scim/v2${url}`,
      payload: payload ? JSON.stringify(payload) : undefined,
      headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/scim+json' } : {}), ...headers },
    });
  const newToken = async (admin: string, tenant: TenantRow, name: string) => {
    const response = await t.as(admin, { method: 'POST', url: `/api/tenant/v1/${tenant.id}/scim/tokens`, payload: { name } });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; token: string }>();
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://switchboard.example' } });
    a = await makeTenant(t.db, { name: 'Acme Care' });
    b = await makeTenant(t.db);
    guardianA = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    adminA = await t.signIn(guardianA.email);
    adminB = await t.signIn(guardianB.email);
    tokenA = (await newToken(adminA, a, 'Okta')).token;
    tokenB = (await newToken(adminB, b, 'Entra')).token;
  });
  afterAll(() => t.close());

  it('issues tokens to guardians only, shows them once, keeps only their hash, lists and revokes them', async () => {
    const hero = await t.signIn(heroA.email);
    expect((await t.as(hero, { method: 'POST', url: `/api/tenant/v1/${a.id}/scim/tokens`, payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await t.as(adminB, { method: 'POST', url: `/api/tenant/v1/${a.id}/scim/tokens`, payload: { name: 'x' } })).statusCode).toBe(
      404,
    );
    const created = await newToken(adminA, a, 'Spare');
    expect(created.token).toMatch(new RegExp(`^scim_${a.id}_[A-Za-z0-9_-]{43}$`));
    const list = await t.as(adminA, { method: 'GET', url: `/api/tenant/v1/${a.id}/scim/tokens` });
    expect(list.body).not.toContain(created.token);
    expect(
      list
        .json<{ data: { name: string }[] }>()
        .data.map((r) => r.name)
        .sort(),
    ).toEqual(['Okta', 'Spare']);
    const stored = await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
      tx.select().from(scimTokens).where(eq(scimTokens.id, created.id)),
    );
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await scim(created.token, 'GET', '/ServiceProviderConfig')).statusCode).toBe(200);
    expect((await t.as(adminB, { method: 'DELETE', url: `/api/tenant/v1/${a.id}/scim/tokens/${created.id}` })).statusCode).toBe(404);
    expect((await t.as(adminA, { method: 'DELETE', url: `/api/tenant/v1/${a.id}/scim/tokens/${created.id}` })).statusCode).toBe(200);
    const refused = await scim(created.token, 'GET', '/Users');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ schemas: [ERROR], status: '401' });
    expect((await scim(`scim_${a.id}_${'x'.repeat(43)}`, 'GET', '/Users')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/scim/v2/Users' })).statusCode).toBe(401);
  });

  it('describes itself: ServiceProviderConfig, ResourceTypes, Schemas', async () => {
    const config = (await scim(tokenA, 'GET', '/ServiceProviderConfig')).json<Record<string, { supported: boolean }>>();
    expect(config.patch!.supported).toBe(true);
    expect(config.etag!.supported).toBe(true);
    expect(config.bulk!.supported).toBe(false);
    const types = (await scim(tokenA, 'GET', '/ResourceTypes')).json<{ Resources: { id: string }[] }>();
    expect(types.Resources.map((r) => r.id)).toEqual(['User', 'Group']);
    const schemas = await scim(tokenA, 'GET', '/Schemas');
    expect(schemas.headers['content-type']).toContain('application/scim+json');
    expect(schemas.json<{ Resources: { id: string }[] }>().Resources.map((r) => r.id)).toEqual([
      USER,
      'urn:ietf:params:scim:schemas:core:2.0:Group',
    ]);
  });

  it("follows Okta's sequence: look up, create, read, replace, deactivate by PATCH, reactivate", async () => {
    const userName = 'ines.okta@acme.example';
    const lookup = await scim(tokenA, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&startIndex=1&count=100`);
    expect(lookup.json()).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await scim(tokenA, 'POST', '/Users', {
      schemas: [USER],
      userName,
      name: { givenName: 'Inés', familyName: 'Okta' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Inés Okta',
      locale: 'es-ES',
      externalId: '00u1abcd',
      groups: [],
      active: true,
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<Json>();
    expect(created.headers.location).toBe(`https://switchboard.example/scim/v2/Users/${user.id}`);
    expect(created.headers.etag).toBe(user.meta.version);
    expect(user).toMatchObject({ userName, active: true, externalId: '00u1abcd', roles: [{ value: 'hero' }], name: { givenName: 'Inés' } });
    const found = await scim(tokenA, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName.toUpperCase()}"`)}`);
    expect(found.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });
    // The user is in the group's list, never invited.
    const member = await t.as(adminA, { method: 'GET', url: `/api/tenant/v1/${a.id}/users/${user.id}` });
    expect(member.json()).toMatchObject({ accountState: 'never_invited', active: true });

    const replaced = await scim(tokenA, 'PUT', `/Users/${user.id}`, {
      schemas: [USER],
      userName,
      name: { givenName: 'Inés', familyName: 'Okta-Ruiz' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      roles: [{ value: 'Trainer' }],
      active: true,
    });
    // A job title reads as its role: a Trainer is a mentor.
    expect(replaced.json()).toMatchObject({ name: { familyName: 'Okta-Ruiz' }, roles: [{ value: 'mentor' }] });
    // A stale version is refused.
    const stale = await scim(
      tokenA,
      'PATCH',
      `/Users/${user.id}`,
      { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] },
      { 'if-match': user.meta.version },
    );
    expect(stale.statusCode).toBe(412);
    const off = await scim(tokenA, 'PATCH', `/Users/${user.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.json()).toMatchObject({ active: false });
    const on = await scim(tokenA, 'PATCH', `/Users/${user.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.json()).toMatchObject({ active: true });
  });

  it("follows Entra's sequence: create, PATCH by paths with string booleans, DELETE ends the person's sessions", async () => {
    const userName = 'jonas.entra@acme.example';
    const created = await scim(tokenA, 'POST', '/Users', {
      schemas: [USER, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
      externalId: 'jonas',
      userName,
      active: true,
      displayName: 'Jonas Entra',
      emails: [{ primary: true, type: 'work', value: userName }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Jonas Entra', familyName: 'Entra', givenName: 'Jonas' },
      roles: [],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Json>().id;
    const patched = await scim(tokenA, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'jonas.e@acme.example' },
        { op: 'Replace', path: 'name.familyName', value: 'Entra-Berg' },
        { op: 'Add', path: 'title', value: 'Advisor' },
      ],
    });
    expect(patched.json()).toMatchObject({ userName: 'jonas.e@acme.example', name: { familyName: 'Entra-Berg' } });

    // The person accepted an invitation meanwhile and is signed in.
    const invite = await t.as(adminA, { method: 'POST', url: `/api/tenant/v1/${a.id}/users/${id}/invitation`, payload: {} });
    const token = new URL(invite.json<{ inviteUrl: string }>().inviteUrl).hash.slice('#token='.length);
    const session = (
      await t.app.inject({ method: 'POST', url: '/auth/invitation/accept', payload: { token, password: 'moss on the northern stones' } })
    ).json<{ ixAuthToken: string }>().ixAuthToken;
    expect((await t.as(session, { method: 'GET', url: '/auth/me' })).statusCode).toBe(200);

    const disabled = await scim(tokenA, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.json()).toMatchObject({ active: false });
    expect((await t.as(session, { method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    await scim(tokenA, 'PATCH', `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] });
    const again = await t.signIn('jonas.e@acme.example', 'moss on the northern stones');
    expect((await scim(tokenA, 'DELETE', `/Users/${id}`)).statusCode).toBe(204);
    expect((await t.as(again, { method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    expect((await scim(tokenA, 'GET', `/Users/${id}`)).json()).toMatchObject({ active: false });
    expect((await scim(tokenA, 'GET', `/Users?filter=${encodeURIComponent('userName eq "nobody@acme.example"')}`)).json()).toMatchObject({
      totalResults: 0,
    });
  });

  it('answers with SCIM errors: bad role, duplicate, administrator address, bad filter, another group, bad JSON', async () => {
    const bad = await scim(tokenA, 'POST', '/Users', {
      schemas: [USER],
      userName: 'boss@acme.example',
      name: { givenName: 'B', familyName: 'Oss' },
      roles: [{ value: 'commander' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      schemas: [ERROR],
      status: '400',
      scimType: 'invalidValue',
      detail: expect.stringContaining('hero, mentor or guardian'),
    });
    expect(
      (
        await scim(tokenA, 'POST', '/Users', { schemas: [USER], userName: 'not-an-address', name: { givenName: 'N', familyName: 'A' } })
      ).json(),
    ).toMatchObject({ scimType: 'invalidValue' });
    const body = { schemas: [USER], userName: 'dup@acme.example', name: { givenName: 'D', familyName: 'Up' } };
    expect((await scim(tokenA, 'POST', '/Users', body)).statusCode).toBe(201);
    expect((await scim(tokenA, 'POST', '/Users', body)).json()).toMatchObject({ status: '409', scimType: 'uniqueness' });
    // Already in the group: a conflict. A guardian of another group joins this one (the upload's rule).
    expect((await scim(tokenA, 'POST', '/Users', { ...body, userName: guardianA.email })).json()).toMatchObject({
      status: '409',
      scimType: 'uniqueness',
    });
    expect((await scim(tokenA, 'POST', '/Users', { ...body, userName: guardianB.email })).statusCode).toBe(201);
    const commander = await makeUser(t.db, { role: 'commander', tenants: [b.id] });
    expect((await scim(tokenA, 'POST', '/Users', { ...body, userName: commander.email })).json()).toMatchObject({ status: '409' });
    expect((await scim(tokenA, 'GET', `/Users?filter=${encodeURIComponent('name.familyName co "x"')}`)).json()).toMatchObject({
      status: '400',
      scimType: 'invalidFilter',
    });
    // The same person provisioned into another group is a different membership; group A's ids are not B's.
    expect((await scim(tokenB, 'GET', `/Users/${heroA.id}`)).statusCode).toBe(404);
    expect(
      (
        await scim(tokenB, 'PATCH', `/Users/${heroA.id}`, {
          schemas: [PATCH],
          Operations: [{ op: 'replace', path: 'active', value: false }],
        })
      ).statusCode,
    ).toBe(404);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      payload: '{"userName":',
      headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/scim+json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ schemas: [ERROR], status: '400' });
  });

  it('pages the list with startIndex and count', async () => {
    const all = (await scim(tokenA, 'GET', '/Users?count=200')).json<{ totalResults: number; Resources: { id: string }[] }>();
    expect(all.totalResults).toBeGreaterThan(4);
    const page = (await scim(tokenA, 'GET', '/Users?startIndex=2&count=2')).json<{
      startIndex: number;
      itemsPerPage: number;
      Resources: { id: string }[];
    }>();
    expect(page).toMatchObject({ startIndex: 2, itemsPerPage: 2 });
    expect(page.Resources.map((r) => r.id)).toEqual(all.Resources.slice(1, 3).map((r) => r.id));
  });

  it('shows the group as one SCIM Group whose members are its active memberships, changed by PATCH', async () => {
    const groups = (
      await scim(tokenA, 'GET', `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "Acme Care"')}`)
    ).json<{ Resources: Record<string, unknown>[] }>();
    expect(groups.Resources).toHaveLength(1);
    expect(groups.Resources[0]).toMatchObject({ id: a.id, displayName: 'Acme Care' });
    expect(groups.Resources[0]!.members).toBeUndefined();
    const members = () =>
      scim(tokenA, 'GET', `/Groups/${a.id}`).then((r) => r.json<{ members: { value: string }[] }>().members.map((m) => m.value));
    expect(await members()).toContain(heroA.id);
    expect(
      (
        await scim(tokenA, 'PATCH', `/Groups/${a.id}`, {
          schemas: [PATCH],
          Operations: [{ op: 'Remove', path: `members[value eq "${heroA.id}"]` }],
        })
      ).statusCode,
    ).toBe(204);
    expect(await members()).not.toContain(heroA.id);
    expect(
      (
        await scim(tokenA, 'PATCH', `/Groups/${a.id}`, {
          schemas: [PATCH],
          Operations: [{ op: 'Add', path: 'members', value: [{ value: heroA.id }] }],
        })
      ).statusCode,
    ).toBe(204);
    expect(await members()).toContain(heroA.id);
    const outsider = await makeUser(t.db, { role: 'hero', tenants: [b.id] });
    expect(
      (
        await scim(tokenA, 'PATCH', `/Groups/${a.id}`, {
          schemas: [PATCH],
          Operations: [{ op: 'Add', path: 'members', value: [{ value: outsider.id }] }],
        })
      ).json(),
    ).toMatchObject({ scimType: 'noTarget' });
    expect((await scim(tokenA, 'GET', `/Groups/${b.id}`)).statusCode).toBe(404);
  });
});
