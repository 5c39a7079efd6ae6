import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@switchboard/contracts';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import type { AccountDetails, Profile } from '../../shared/api/accounts-api';
import { UnexpectedReplyError } from '../../shared/api/parse-reply';
import { initialGroup, isGroupConfigured, runHandshake, type HandshakeDeps } from './handshake';

const GROUP = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const EMAIL = 'guardian@demo.switchboard.test';

const profile: Profile = {
  emailId: EMAIL,
  userId: 'cccccccccccccccccccccccc',
  instanceId: GROUP,
  instanceName: 'Acme · US · Care',
  firstName: 'Grace',
  lastName: 'Okafor',
  role: 'guardian',
  roleId: 8,
  accountConfigProperties: [{ property: 'enable_masking', value: 'OFF' }],
  trainings: [],
};
const account: AccountDetails = {
  loginId: EMAIL,
  instanceId: GROUP,
  instanceName: 'Acme · US · Care',
  accountConfigProperties: [{ property: 'enable_masking', value: 'OFF' }],
  verticalId: ['telecom'],
};

function deps(overrides: Partial<HandshakeDeps['api']> = {}) {
  const calls: string[] = [];
  const api: HandshakeDeps['api'] = {
    switchGroup: vi.fn(async () => {
      calls.push('switchGroup');
      return true;
    }),
    profile: vi.fn(async () => {
      calls.push('profile');
      return profile;
    }),
    accountDetails: vi.fn(async () => {
      calls.push('accountDetails');
      return account;
    }),
    ...overrides,
  };
  const value: HandshakeDeps = {
    api,
    clearSessionKeys: vi.fn(() => calls.push('clearSessionKeys')),
    rememberInstance: vi.fn(() => calls.push('rememberInstance')),
  };
  return { deps: value, calls };
}

describe('runHandshake (platform.md §4)', () => {
  it('clears local session keys, then switches group, fetches the profile, then the account details', async () => {
    const { deps: d, calls } = deps();
    const result = await runHandshake(d, EMAIL, GROUP);
    expect(result).toEqual({ ok: true, session: { groupId: GROUP, profile, account } });
    expect(calls).toEqual(['clearSessionKeys', 'switchGroup', 'profile', 'rememberInstance', 'accountDetails']);
    expect(d.api.switchGroup).toHaveBeenCalledWith(EMAIL, GROUP);
    expect(d.api.accountDetails).toHaveBeenCalledWith(EMAIL);
    expect(d.rememberInstance).toHaveBeenCalledWith(GROUP, GROUP);
  });

  it.each([
    [null, GROUP],
    [EMAIL, null],
    ['', GROUP],
  ])('without e-mail or tenant (%s, %s): "Tenant ID or Email ID missing", nothing called', async (email, group) => {
    const { deps: d, calls } = deps();
    expect(await runHandshake(d, email, group)).toEqual({ ok: false, failure: 'tenantOrEmailMissing' });
    expect(calls).toEqual([]);
  });

  it("a refused switch ('Account Not Switched!') stops before the profile", async () => {
    const { deps: d, calls } = deps({ switchGroup: vi.fn(async () => false) });
    expect(await runHandshake(d, EMAIL, GROUP)).toEqual({ ok: false, failure: 'accountNotSwitched' });
    expect(calls).toEqual(['clearSessionKeys']);
  });

  it.each<[string, Partial<HandshakeDeps['api']>, string]>([
    ['profile 500', { profile: vi.fn(async () => Promise.reject(new ApiError(500, 'internal_error', ''))) }, 'profileFailed'],
    ['profile malformed', { profile: vi.fn(async () => Promise.reject(new UnexpectedReplyError())) }, 'profileOrAccountMissing'],
    ['account 404', { accountDetails: vi.fn(async () => Promise.reject(new ApiError(404, 'not_found', ''))) }, 'accountDetailsNotFound'],
    ['account 500', { accountDetails: vi.fn(async () => Promise.reject(new ApiError(500, 'internal_error', ''))) }, 'accountDetailsFailed'],
    ['account malformed', { accountDetails: vi.fn(async () => Promise.reject(new UnexpectedReplyError())) }, 'profileOrAccountMissing'],
    ['account for another group', { accountDetails: vi.fn(async () => ({ ...account, instanceId: OTHER })) }, 'profileOrAccountMissing'],
    ['network down on switch', { switchGroup: vi.fn(async () => Promise.reject(new NetworkError())) }, 'network'],
    ['network down on profile', { profile: vi.fn(async () => Promise.reject(new NetworkError())) }, 'network'],
    ['session gone', { profile: vi.fn(async () => Promise.reject(new ApiError(401, 'session_expired', ''))) }, 'unauthorized'],
  ])('%s → %s', async (_name, api, failure) => {
    const { deps: d } = deps(api);
    expect(await runHandshake(d, EMAIL, GROUP)).toEqual({ ok: false, failure });
  });
});

describe('initialGroup', () => {
  const user: SessionUser = {
    userId: profile.userId,
    email: EMAIL,
    firstName: 'Grace',
    lastName: 'Okafor',
    role: 'guardian',
    roleId: 8,
    lastTenantId: OTHER,
    tenants: [{ tenantId: GROUP, name: 'A', org: 'O', client: 'C', country: 'US', location: 'L', lob: 'B', subLob: 'S' }],
  };

  it('prefers the requested group, then the last used, then the first membership', () => {
    expect(initialGroup(user, GROUP)).toBe(GROUP);
    expect(initialGroup(user)).toBe(OTHER);
    expect(initialGroup({ ...user, lastTenantId: null })).toBe(GROUP);
    expect(initialGroup({ ...user, lastTenantId: null, tenants: [] })).toBeNull();
  });
});

describe('isGroupConfigured', () => {
  it("is false when the account has no configuration ('Group not configured')", () => {
    const session = { groupId: GROUP, profile, account };
    expect(isGroupConfigured(session)).toBe(true);
    expect(isGroupConfigured({ ...session, account: { ...account, accountConfigProperties: null } })).toBe(false);
  });
});
