import type { SessionUser } from '@switchboard/contracts';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import type { AccountDetails, AccountsApi, Profile } from '../../shared/api/accounts-api';
import { UnexpectedReplyError } from '../../shared/api/parse-reply';

/** The handshake's own failures, each with the spec's message (platform.md §8, roleplay.md §8). */
export type HandshakeFailure =
  | 'tenantOrEmailMissing'
  | 'accountNotSwitched'
  | 'profileOrAccountMissing'
  | 'profileFailed'
  | 'accountDetailsFailed'
  | 'accountDetailsNotFound'
  | 'network'
  | 'unauthorized';

export const HANDSHAKE_FAILURE_KEYS: Readonly<Record<Exclude<HandshakeFailure, 'unauthorized'>, string>> = {
  tenantOrEmailMissing: 'handshake.tenantOrEmailMissing',
  accountNotSwitched: 'handshake.accountNotSwitched',
  profileOrAccountMissing: 'handshake.profileOrAccountMissing',
  profileFailed: 'handshake.profileFailed',
  accountDetailsFailed: 'handshake.accountDetailsFailed',
  accountDetailsNotFound: 'handshake.accountDetailsNotFound',
  network: 'handshake.networkError',
};

export interface GroupSession {
  groupId: string;
  profile: Profile;
  account: AccountDetails;
}

export type HandshakeResult = { ok: true; session: GroupSession } | { ok: false; failure: HandshakeFailure };

export interface HandshakeDeps {
  api: Pick<AccountsApi, 'switchGroup' | 'profile' | 'accountDetails'>;
  /** Clears the previous group's local session keys before anything else. */
  clearSessionKeys: () => void;
  /** Remembers the group's instance id for the instance header of later calls. */
  rememberInstance: (instanceId: string, groupId: string) => void;
}

function failureOf(error: unknown, otherwise: HandshakeFailure): HandshakeFailure {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError && error.status === 401) return 'unauthorized';
  if (error instanceof UnexpectedReplyError) return 'profileOrAccountMissing';
  return otherwise;
}

/** User handshake (platform.md §4): switch group, then fetch the profile, then the account details. */
export async function runHandshake(
  deps: HandshakeDeps,
  email: string | null | undefined,
  groupId: string | null | undefined,
): Promise<HandshakeResult> {
  if (!email || !groupId) return { ok: false, failure: 'tenantOrEmailMissing' };
  deps.clearSessionKeys();

  try {
    if (!(await deps.api.switchGroup(email, groupId))) return { ok: false, failure: 'accountNotSwitched' };
  } catch (error) {
    return { ok: false, failure: failureOf(error, 'accountNotSwitched') };
  }

  let profile: Profile;
  try {
    profile = await deps.api.profile();
  } catch (error) {
    return { ok: false, failure: failureOf(error, 'profileFailed') };
  }
  deps.rememberInstance(profile.instanceId, groupId);

  let account: AccountDetails;
  try {
    account = await deps.api.accountDetails(email);
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return { ok: false, failure: failureOf(error, notFound ? 'accountDetailsNotFound' : 'accountDetailsFailed') };
  }
  if (account.instanceId !== profile.instanceId) return { ok: false, failure: 'profileOrAccountMissing' };
  return { ok: true, session: { groupId, profile, account } };
}

/** The group a new session opens in: the one asked for, else the last used, else the first membership. */
export function initialGroup(user: SessionUser, requested?: string | null): string | null {
  if (requested) return requested;
  return user.lastTenantId ?? user.tenants[0]?.tenantId ?? null;
}

/** 'Group not configured' (roleplay.md §2): the group has no configuration yet and blocks use. */
export const isGroupConfigured = (session: GroupSession): boolean => session.account.accountConfigProperties !== null;
