import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';

describe('handshake: switch group → profile → account details', () => {
  let t: TestApp;
  let home: TenantRow, second: TenantRow, unconfigured: TenantRow, foreign: TenantRow;
  let hero: UserRow;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    home = await makeTenant(t.db, { name: 'Home group' });
    second = await makeTenant(t.db, { name: 'Second group', config: [{ property: 'enable_masking', value: 'ON' }] });
    unconfigured = await makeTenant(t.db, { name: 'Bare group', config: null });
    foreign = await makeTenant(t.db, { name: 'Foreign group' });
    hero = await makeUser(t.db, { role: 'hero', tenants: [home.id, second.id, unconfigured.id] });
    token = await t.signIn(hero.email);
  });
  afterAll(() => t.close());

  const switchGroup = (groupId: string, loginId = hero.email) =>
    t.as(token, { method: 'POST', url: '/apigateway/upsrvc/switchGroup', payload: { loginId, groupId } });
  const profile = () => t.as(token, { method: 'GET', url: '/apigateway/upsrvc/users?content=FULL&type=ALL' });
  const details = (loginId = hero.email) =>
    t.as(token, { method: 'GET', url: `/apigateway/upsrvc/getAccountsDetails?loginId=${encodeURIComponent(loginId)}` });

  it('starts in the last used group', async () => {
    const last = await t.as(token, { method: 'GET', url: '/api/tenant/v1/tenant/lastAccessedTenant' });
    expect(last.json()).toEqual({ data: { data: home.id } });
    expect((await profile()).json()).toMatchObject({ instanceId: home.id, instanceName: 'Home group', emailId: hero.email, roleId: 6 });
  });

  it('switches, then profile and account details answer for the new group', async () => {
    const switched = await switchGroup(second.id);
    expect(switched.statusCode).toBe(200);
    expect(switched.body).toBe('Account Switched!');
    const p = (await profile()).json();
    expect(p).toMatchObject({ userId: hero.id, instanceId: second.id, instanceName: 'Second group', trainings: [] });
    expect(p.accountConfigProperties).toEqual([{ property: 'enable_masking', value: 'ON' }]);
    const d = await details();
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({
      loginId: hero.email,
      instanceId: second.id,
      accountConfigProperties: [{ property: 'enable_masking', value: 'ON' }],
    });
    const last = await t.as(token, { method: 'GET', url: '/api/tenant/v1/tenant/lastAccessedTenant' });
    expect(last.json().data.data).toBe(second.id);
  });

  it("answers 'Account Not Switched!' for a group the user does not belong to, and stays put", async () => {
    await switchGroup(home.id);
    const refused = await switchGroup(foreign.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe('Account Not Switched!');
    expect((await profile()).json().instanceId).toBe(home.id);
  });

  it("answers 'Account Not Switched!' for someone else's login id", async () => {
    const refused = await switchGroup(second.id, 'someone.else@example.test');
    expect(refused.body).toBe('Account Not Switched!');
  });

  it('reports an unconfigured group with null configuration', async () => {
    await switchGroup(unconfigured.id);
    expect((await details()).json().accountConfigProperties).toBeNull();
    await switchGroup(home.id);
  });

  it("answers 404 'Account details not found' for another login id", async () => {
    const response = await details('other@example.test');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Account details not found');
  });

  it('confirms the session for a product and echoes the token', async () => {
    const response = await t.as(token, { method: 'GET', url: '/apigateway/upsrvc/roleplayHandShake' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ixAuthToken: token, product: 'roleplay', user: { userId: hero.id } });
    expect(response.headers['x-auth-token']).toBe(token);
    expect((await t.app.inject({ method: 'GET', url: '/apigateway/upsrvc/roleplayHandShake' })).statusCode).toBe(401);
  });

  it('needs the FULL/ALL profile query', async () => {
    expect((await t.as(token, { method: 'GET', url: '/apigateway/upsrvc/users' })).statusCode).toBe(400);
  });
});
