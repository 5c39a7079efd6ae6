import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE, type MemberRow } from '@switchboard/contracts';
import { accountTokens } from '../src/modules/accounts/tables.js';
import { auditLog } from '../src/modules/audit/tables.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { makeTenant, makeUser, type TenantRow, type UserRow } from './support/factories.js';

const NEW_PASSWORD = 'a quiet lighthouse at dawn';
const DAY = 24 * 3_600_000;

describe('invitations', () => {
  let t: TestApp;
  let clock = new Date('2026-03-02T09:00:00Z');
  let a: TenantRow, b: TenantRow;
  let guardianA: UserRow, guardianB: UserRow, heroA: UserRow, commanderA: UserRow;
  const tokens = new Map<string, string>();
  const signInAll = async () => {
    for (const u of [guardianA, guardianB, heroA, commanderA]) tokens.set(u.id, await t.signIn(u.email));
  };
  const invite = (by: UserRow, tenant: TenantRow, userId: string) =>
    t.as(tokens.get(by.id)!, { method: 'POST', url: `/api/tenant/v1/${tenant.id}/users/${userId}/invitation`, payload: {} });
  const tokenOf = (inviteUrl: string) => new URL(inviteUrl).hash.replace('#token=', '');
  const accept = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/auth/invitation/accept', payload: { token, password } });
  const stateOf = async (userId: string) => {
    const response = await t.as(tokens.get(guardianA.id)!, { method: 'GET', url: `/api/tenant/v1/${a.id}/users/${userId}` });
    return response.json<MemberRow>().accountState;
  };
  const uploaded = () => makeUser(t.db, { role: 'hero', tenants: [a.id], withoutPassword: true });

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock, env: { PUBLIC_ORIGIN: 'https://switchboard.example' } });
    a = await makeTenant(t.db);
    b = await makeTenant(t.db);
    guardianA = await makeUser(t.db, { role: 'guardian', tenants: [a.id] });
    guardianB = await makeUser(t.db, { role: 'guardian', tenants: [b.id] });
    heroA = await makeUser(t.db, { role: 'hero', tenants: [a.id] });
    commanderA = await makeUser(t.db, { role: 'commander', tenants: [a.id], withoutPassword: false });
    await signInAll();
  });
  afterAll(() => t.close());

  it('invites an uploaded user with a 7-day link whose 256-bit token is stored only as a hash, and audits it', async () => {
    const user = await uploaded();
    expect(await stateOf(user.id)).toBe('never_invited');
    const response = await invite(guardianA, a, user.id);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ inviteUrl: string; expiresAt: string; mailed: boolean }>();
    expect(body.inviteUrl).toMatch(/^https:\/\/switchboard\.example\/invitation#token=[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(tokenOf(body.inviteUrl), 'base64url')).toHaveLength(32);
    expect(new Date(body.expiresAt).getTime() - clock.getTime()).toBe(7 * DAY);
    expect(body.mailed).toBe(false);
    const stored = await t.db.run({ tenantId: null, userId: null }, (tx) =>
      tx.select().from(accountTokens).where(eq(accountTokens.userId, user.id)),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(tokenOf(body.inviteUrl));
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await stateOf(user.id)).toBe('invited');
    const audits = await t.db.run({ tenantId: a.id, userId: null }, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.targetId, user.id)),
    );
    expect(audits.map((row) => [row.action, row.actorId])).toEqual([['user.invite', guardianA.id]]);
  });

  it('lets the invited user choose a first password and signs them in; the link then stops working', async () => {
    const user = await uploaded();
    const { inviteUrl } = (await invite(guardianA, a, user.id)).json<{ inviteUrl: string }>();
    const response = await accept(tokenOf(inviteUrl));
    expect(response.statusCode).toBe(200);
    const session = response.json<{ ixAuthToken: string; user: { userId: string; tenants: { tenantId: string }[] } }>();
    expect(session.user.userId).toBe(user.id);
    expect(session.user.tenants.map((g) => g.tenantId)).toEqual([a.id]);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
    expect((await t.as(session.ixAuthToken, { method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    // The chosen password now works at the ordinary sign-in.
    expect(await t.signIn(user.email, NEW_PASSWORD)).toMatch(/.{43}/);
    expect(await stateOf(user.id)).toBe('active');
    const again = await accept(tokenOf(inviteUrl), 'another fine passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'link_invalid' });
    // An active user is not invited again: they use "Forgot password?".
    expect((await invite(guardianA, a, user.id)).statusCode).toBe(400);
  });

  it('refuses short and common passwords with the reason, leaving the link usable', async () => {
    const user = await uploaded();
    const token = tokenOf((await invite(guardianA, a, user.id)).json<{ inviteUrl: string }>().inviteUrl);
    for (const [password, reason] of [
      ['short', 'too_short'],
      ['password1', 'common'],
      ['Iloveyou123', 'common'],
      [user.email, 'common'],
    ] as const) {
      const response = await accept(token, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject({ error: 'password_rejected', details: { reason } });
    }
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('replaces an earlier invitation: only the newest link works', async () => {
    const user = await uploaded();
    const first = tokenOf((await invite(guardianA, a, user.id)).json<{ inviteUrl: string }>().inviteUrl);
    const second = tokenOf((await invite(guardianA, a, user.id)).json<{ inviteUrl: string }>().inviteUrl);
    expect(first).not.toBe(second);
    expect((await accept(first)).json()).toMatchObject({ error: 'link_invalid' });
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('voids the invitation of a user who is deactivated', async () => {
    const user = await uploaded();
    const token = tokenOf((await invite(guardianA, a, user.id)).json<{ inviteUrl: string }>().inviteUrl);
    const off = await t.as(tokens.get(guardianA.id)!, {
      method: 'PATCH',
      url: `/api/tenant/v1/${a.id}/users/${user.id}/status`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await accept(token)).json()).toMatchObject({ error: 'link_invalid' });
    expect(await stateOf(user.id)).toBe('never_invited');
  });

  it('answers 404 across groups, 403 to lower roles and for higher-role targets, 400 on a malformed token', async () => {
    const user = await uploaded();
    const stranger = await makeUser(t.db, { role: 'hero', tenants: [b.id], withoutPassword: true });
    const boss = await makeUser(t.db, { role: 'commander', tenants: [a.id], withoutPassword: true });
    expect((await invite(guardianB, a, user.id)).statusCode).toBe(404);
    expect((await invite(guardianA, a, stranger.id)).statusCode).toBe(404);
    expect((await invite(heroA, a, user.id)).statusCode).toBe(403);
    expect((await invite(guardianA, a, boss.id)).statusCode).toBe(403);
    expect((await invite(commanderA, a, boss.id)).statusCode).toBe(201);
    const malformed = await accept('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'validation_failed' });
    expect((await accept('A'.repeat(43))).json()).toMatchObject({ error: 'link_invalid' });
  });

  it('invites every never-invited member at once, within reach, and filters the list by account state', async () => {
    const fresh = [await uploaded(), await uploaded(), await uploaded()];
    const list = (state: string) =>
      t.as(tokens.get(guardianA.id)!, { method: 'GET', url: `/api/tenant/v1/${a.id}/users?accountState=${state}&limit=100` });
    const before = (await list('never_invited')).json<{ data: MemberRow[]; total: number }>();
    expect(before.data.map((m) => m.userId)).toEqual(expect.arrayContaining(fresh.map((u) => u.id)));
    expect(before.data.every((m) => m.accountState === 'never_invited')).toBe(true);
    const response = await t.as(tokens.get(guardianA.id)!, {
      method: 'POST',
      url: `/api/tenant/v1/${a.id}/invitations`,
      payload: { accountState: 'never_invited' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ invited: number; links: { userId: string; inviteUrl: string }[] }>();
    // The guardian's reach: the never-invited commander made above is not theirs to invite.
    const reachable = before.data.filter((m) => m.role !== 'commander' && m.role !== 'architect' && m.active);
    expect(body.invited).toBe(reachable.length);
    expect(new Set(body.links.map((l) => l.userId))).toEqual(new Set(reachable.map((m) => m.userId)));
    expect((await list('never_invited')).json<{ data: MemberRow[] }>().data.every((m) => m.role === 'commander' || !m.active)).toBe(true);
    const named = await t.as(tokens.get(guardianA.id)!, {
      method: 'POST',
      url: `/api/tenant/v1/${a.id}/invitations`,
      payload: { userIds: [fresh[0]!.id, heroA.id] },
    });
    expect(named.json()).toMatchObject({ invited: 1, skipped: 1 });
    const neither = await t.as(tokens.get(guardianA.id)!, { method: 'POST', url: `/api/tenant/v1/${a.id}/invitations`, payload: {} });
    expect(neither.statusCode).toBe(400);
    // The named re-invitation replaced fresh[0]'s link; the others' links from the bulk invitation still work.
    const link = (userId: string) => tokenOf(body.links.find((l) => l.userId === userId)!.inviteUrl);
    expect((await accept(link(fresh[0]!.id))).json()).toMatchObject({ error: 'link_invalid' });
    expect((await accept(link(fresh[1]!.id))).statusCode).toBe(200);
  });

  it('lets an invitation lapse after 7 days, shown as expired', async () => {
    const user = await uploaded();
    const token = tokenOf((await invite(guardianA, a, user.id)).json<{ inviteUrl: string }>().inviteUrl);
    clock = new Date(clock.getTime() + 7 * DAY + 1000);
    await signInAll();
    expect(await stateOf(user.id)).toBe('invitation_expired');
    expect((await accept(token)).json()).toMatchObject({ error: 'link_invalid' });
  });
});
