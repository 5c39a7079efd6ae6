import { and, eq, lt } from 'drizzle-orm';
import type { SsoError } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { hashToken } from '../../platform/auth/tokens.js';
import type { LoginLimiter } from '../../platform/auth/login-limiter.js';
import type { SecretBox } from '../../platform/auth/secret-box.js';
import { newId } from '../../platform/ids.js';
import { audit } from '../audit/audit.js';
import { users } from '../accounts/tables.js';
import { openSession, type AccountsDeps } from '../accounts/service.js';
import type { SessionIdentity } from '../accounts/session-store.js';
import { memberships } from '../tenants/tables.js';
import { isAudienceError, oidc, type ProviderDirectory } from './provider-client.js';
import { ssoConfigs, ssoDomains, ssoSignIns } from './tables.js';

/** How long a user may spend at the provider before the sign-in has to start again. */
const SIGN_IN_MINUTES = 10;
/** Our state: the group keeping the settings, a dot, and oauth's random state (so it is checked under that group's RLS). */
const STATE_PATTERN = /^([0-9a-f]{24})\.([A-Za-z0-9_-]{20,100})$/;

/** A single sign-on that ended without a session; `code` tells the sign-in page what to say. */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoError,
    detail: string,
  ) {
    super(detail);
    this.name = 'SsoFailure';
  }
}

export interface SignInDeps extends AccountsDeps {
  db: Database;
  box: SecretBox | null;
  providers: ProviderDirectory;
  /** Every start writes a pending sign-in and asks the provider: starts are counted per address and account. */
  startLimiter: LoginLimiter;
  now: () => Date;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

async function configForGroup(deps: SignInDeps, groupId: string) {
  const [row] = await deps.db.run({ tenantId: groupId, userId: null }, (tx) =>
    tx.select().from(ssoConfigs).where(eq(ssoConfigs.tenantId, groupId)),
  );
  const secret = row && deps.box ? deps.box.open(row.clientSecretSealed, groupId) : null;
  if (!row || secret === null) throw new SsoFailure('not_configured', 'no usable single sign-on settings');
  const provider = deps.providers.configuration({
    key: `${groupId}:${row.updatedAt.getTime()}`,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: secret,
  });
  return { row, provider };
}

/** The group keeping the settings of the organisation that signs in this address, if any. */
async function groupForEmail(deps: SignInDeps, email: string): Promise<string | null> {
  if (!deps.box) return null;
  const [row] = await deps.db.run({ tenantId: null, userId: null }, (tx) =>
    tx
      .select({ groupId: ssoDomains.configGroupId })
      .from(ssoDomains)
      .where(eq(ssoDomains.domain, domainOf(email))),
  );
  return row?.groupId ?? null;
}

export async function discover(deps: SignInDeps, email: string): Promise<{ method: 'sso' | 'password'; redirectUrl?: string }> {
  if (!(await groupForEmail(deps, email))) return { method: 'password' };
  return { method: 'sso', redirectUrl: `/auth/sso/start?${new URLSearchParams({ email }).toString()}` };
}

/** Starts the authorization code flow with PKCE: the provider's URL, and the state to bind to this browser. */
export async function startSignIn(
  deps: SignInDeps,
  email: string,
  ip: string,
  redirectUri: string,
): Promise<{ url: string; state: string }> {
  if ((await deps.startLimiter.waitMs(ip, email, async () => false)) > 0) throw new SsoFailure('rate_limited', 'too many sign-ins started');
  await deps.startLimiter.failed(ip, email);
  const groupId = await groupForEmail(deps, email);
  if (!groupId) throw new SsoFailure('not_configured', 'no single sign-on for this domain');
  const { provider } = await configForGroup(deps, groupId);
  let config: oidc.Configuration;
  try {
    config = await provider;
  } catch (error) {
    throw new SsoFailure('provider_error', `discovery failed: ${(error as Error).message}`);
  }
  const state = `${groupId}.${oidc.randomState()}`;
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = deps.now();
  await deps.db.run({ tenantId: groupId, userId: null }, async (tx) => {
    // Abandoned sign-ins of this group go as new ones arrive.
    await tx.delete(ssoSignIns).where(and(eq(ssoSignIns.tenantId, groupId), lt(ssoSignIns.expiresAt, now)));
    await tx.insert(ssoSignIns).values({
      tenantId: groupId,
      stateHash: hashToken(state),
      codeVerifier,
      nonce,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_MINUTES * 60_000),
    });
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: email,
  });
  return { url: url.href, state };
}

/** Spends a state: the first callback presenting it gets its verifier and nonce, any later one nothing. */
async function spendState(deps: SignInDeps, state: string, groupId: string) {
  const [row] = await deps.db.run({ tenantId: groupId, userId: null }, (tx) =>
    tx
      .delete(ssoSignIns)
      .where(and(eq(ssoSignIns.tenantId, groupId), eq(ssoSignIns.stateHash, hashToken(state))))
      .returning(),
  );
  if (!row || row.expiresAt <= deps.now()) throw new SsoFailure('invalid_state', 'unknown, spent or expired state');
  return row;
}

export interface CallbackInput {
  query: Record<string, string | undefined>;
  /** The state this browser was given when it left for the provider (cookie). */
  browserState: string | undefined;
  redirectUri: string;
  ip: string;
  userAgent: string | undefined;
  replacing: SessionIdentity | null;
}

/** Finishes the flow: checks state, code, ID token (signature, issuer, audience, nonce), then opens a session. */
export async function finishSignIn(deps: SignInDeps, input: CallbackInput) {
  const state = input.query.state;
  const match = state ? STATE_PATTERN.exec(state) : null;
  if (!state || !match) throw new SsoFailure('invalid_state', 'missing or malformed state');
  // Spent first, whatever follows: a state is good for one answer from the provider.
  const pending = await spendState(deps, state, match[1]!);
  if (input.browserState !== state) throw new SsoFailure('invalid_state', 'state belongs to another browser');
  if (input.query.error) throw new SsoFailure('provider_error', `provider answered ${input.query.error}`);
  const groupId = match[1]!;
  const { row, provider } = await configForGroup(deps, groupId);
  const callbackUrl = new URL(input.redirectUri);
  for (const [name, value] of Object.entries(input.query)) if (value !== undefined) callbackUrl.searchParams.set(name, value);
  let claims: Record<string, unknown>;
  try {
    const config = await provider;
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    // Providers that keep the ID token small (the spec's default for the code flow) give the address at userinfo,
    // for the same subject.
    claims =
      typeof idToken.email === 'string' ? idToken : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
  } catch (error) {
    if (isAudienceError(error)) throw new SsoFailure('wrong_audience', 'ID token for another audience');
    throw new SsoFailure('provider_error', `code exchange failed: ${(error as Error).message}`);
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@') || claims.email_verified === false || !row.domains.includes(domainOf(email))) {
    throw new SsoFailure('unknown_user', 'no verified address of a served domain in the ID token');
  }
  const user = await findOrProvision(deps, row, email, claims);
  try {
    return await openSession(deps, user, input);
  } catch (error) {
    // An account with no active group cannot sign in, whichever way it proves who it is.
    if (error instanceof AppError && error.code === 'forbidden') throw new SsoFailure('unknown_user', 'no active membership');
    throw error;
  }
}

async function findOrProvision(deps: SignInDeps, config: typeof ssoConfigs.$inferSelect, email: string, claims: Record<string, unknown>) {
  const [existing] = await deps.db.run({ tenantId: null, userId: null }, (tx) => tx.select().from(users).where(eq(users.email, email)));
  if (existing) {
    if (!existing.active) throw new SsoFailure('unknown_user', 'account deactivated');
    return existing;
  }
  const groupId = config.provisionUsers ? config.provisioningGroupId : null;
  if (!groupId) throw new SsoFailure('unknown_user', 'unknown user and provisioning is off');
  const now = deps.now();
  const name = (claim: unknown, fallback: string) => (typeof claim === 'string' && claim.trim() ? claim.trim().slice(0, 100) : fallback);
  const local = email.slice(0, email.indexOf('@'));
  const user = {
    id: newId(now.getTime()),
    email,
    firstName: name(claims.given_name, local),
    lastName: name(claims.family_name, '-'),
    role: 'hero' as const,
    passwordHash: null,
    active: true,
    lastTenantId: groupId,
    createdAt: now,
    updatedAt: now,
  };
  await deps.db.run({ tenantId: groupId, userId: null }, async (tx) => {
    // Two first sign-ins of one person at once: the second finds the first's row and adds nothing.
    const created = await tx.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
    if (created.length === 0) return;
    await tx.insert(memberships).values({ tenantId: groupId, userId: user.id, active: true, createdAt: now, updatedAt: now });
    await audit(
      tx,
      { tenantId: groupId, userId: user.id, role: 'hero' },
      { action: 'user.provision', targetType: 'user', targetId: user.id, before: null, after: { email, via: 'sso' } },
    );
  });
  const [row] = await deps.db.run({ tenantId: null, userId: null }, (tx) => tx.select().from(users).where(eq(users.email, email)));
  return row!;
}
