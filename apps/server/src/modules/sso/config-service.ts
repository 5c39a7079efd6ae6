import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SsoConfigBody, SsoConfigReply, SsoConfigView } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { SecretBox } from '../../platform/auth/secret-box.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { audit } from '../audit/audit.js';
import { tenants } from '../tenants/tables.js';
import { ssoConfigs, ssoDomains } from './tables.js';

export interface SsoDeps {
  db: Database;
  /** null when SSO_SECRET_KEY is not set. */
  box: SecretBox | null;
  /** Where providers send users back to (registered at the provider). */
  redirectUri: (requestOrigin: string) => string;
  now: () => Date;
}

const present = (row: typeof ssoConfigs.$inferSelect, redirectUri: string): SsoConfigView => ({
  issuer: row.issuer,
  clientId: row.clientId,
  hasClientSecret: row.clientSecretSealed.length > 0,
  domains: row.domains,
  provisionUsers: row.provisionUsers,
  provisioningGroupId: row.provisioningGroupId,
  redirectUri,
  updatedAt: row.updatedAt.toISOString(),
});

/** The organisation of the caller's group (the route policy has already checked the caller may act in it). */
async function organisationOf(tx: Tx, tenantId: string): Promise<string> {
  const [group] = await tx.select({ org: tenants.org }).from(tenants).where(eq(tenants.id, tenantId));
  if (!group) throw new AppError('not_found', 'Group not found.');
  return group.org;
}

/** The group whose row-level security guards the organisation's settings, if it has any. */
async function configGroupOf(tx: Tx, org: string): Promise<string | null> {
  const [row] = await tx.select({ groupId: ssoDomains.configGroupId }).from(ssoDomains).where(eq(ssoDomains.org, org)).limit(1);
  return row?.groupId ?? null;
}

async function readConfig(
  deps: SsoDeps,
  scope: TenantScope,
): Promise<{ org: string; groupId: string | null; row: typeof ssoConfigs.$inferSelect | null }> {
  const { org, groupId } = await deps.db.run(scope, async (tx) => {
    const org = await organisationOf(tx, scope.tenantId);
    return { org, groupId: await configGroupOf(tx, org) };
  });
  if (!groupId) return { org, groupId, row: null };
  const [row] = await deps.db.run({ tenantId: groupId, userId: scope.userId }, (tx) =>
    tx
      .select()
      .from(ssoConfigs)
      .where(and(eq(ssoConfigs.tenantId, groupId), eq(ssoConfigs.org, org))),
  );
  return { org, groupId, row: row ?? null };
}

export async function getSsoConfig(deps: SsoDeps, scope: TenantScope, origin: string): Promise<SsoConfigReply> {
  const { org, row } = await readConfig(deps, scope);
  return { org, available: deps.box !== null, config: row ? present(row, deps.redirectUri(origin)) : null };
}

/** Creates or replaces the organisation's settings and the domains it serves, in one transaction. */
export async function saveSsoConfig(deps: SsoDeps, scope: TenantScope, body: SsoConfigBody, origin: string): Promise<SsoConfigReply> {
  const box = deps.box;
  if (!box) throw new AppError('sso_unavailable');
  const { org, groupId, row: existing } = await readConfig(deps, scope);
  const holder = groupId ?? scope.tenantId;
  if (!body.clientSecret && !existing) throw new AppError('sso_secret_required');
  const now = deps.now();
  const saved = await deps.db.run({ ...scope, tenantId: holder }, async (tx) => {
    if (body.provisioningGroupId) {
      const [target] = await tx.select({ org: tenants.org }).from(tenants).where(eq(tenants.id, body.provisioningGroupId));
      if (target?.org !== org) throw new AppError('sso_group_outside_organisation');
    }
    const taken = await tx
      .select({ domain: ssoDomains.domain })
      .from(ssoDomains)
      .where(and(inArray(ssoDomains.domain, body.domains), ne(ssoDomains.org, org)));
    if (taken.length > 0) throw new AppError('sso_domain_taken', undefined, { domains: taken.map((t) => t.domain) });
    const values = {
      issuer: body.issuer,
      clientId: body.clientId,
      clientSecretSealed: body.clientSecret ? box.seal(body.clientSecret, holder) : existing!.clientSecretSealed,
      domains: body.domains,
      provisionUsers: body.provisionUsers,
      provisioningGroupId: body.provisionUsers ? body.provisioningGroupId : null,
      updatedBy: scope.userId,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(ssoConfigs)
      .values({ tenantId: holder, org, createdAt: now, ...values })
      .onConflictDoUpdate({ target: [ssoConfigs.tenantId], set: values })
      .returning();
    await tx.delete(ssoDomains).where(eq(ssoDomains.org, org));
    // Another organisation claiming a domain at the same moment loses here, on the primary key.
    const inserted = await tx
      .insert(ssoDomains)
      .values(body.domains.map((domain) => ({ domain, org, configGroupId: holder })))
      .onConflictDoNothing()
      .returning({ domain: ssoDomains.domain });
    if (inserted.length !== body.domains.length) throw new AppError('sso_domain_taken');
    // The audit entry names what changed, never the secret itself.
    await audit(
      tx,
      { ...scope, tenantId: holder },
      {
        action: existing ? 'sso.config.update' : 'sso.config.create',
        targetType: 'sso_config',
        targetId: holder,
        before: existing ? { issuer: existing.issuer, clientId: existing.clientId, domains: existing.domains } : null,
        after: { issuer: body.issuer, clientId: body.clientId, domains: body.domains, secretChanged: Boolean(body.clientSecret) },
      },
    );
    return row!;
  });
  return { org, available: true, config: present(saved, deps.redirectUri(origin)) };
}

export async function deleteSsoConfig(deps: SsoDeps, scope: TenantScope): Promise<void> {
  const { org, groupId } = await readConfig(deps, scope);
  if (!groupId) throw new AppError('not_found', 'Single sign-on is not configured.');
  await deps.db.run({ ...scope, tenantId: groupId }, async (tx) => {
    await tx.delete(ssoDomains).where(eq(ssoDomains.org, org));
    await tx.delete(ssoConfigs).where(and(eq(ssoConfigs.tenantId, groupId), eq(ssoConfigs.org, org)));
    await audit(
      tx,
      { ...scope, tenantId: groupId },
      { action: 'sso.config.delete', targetType: 'sso_config', targetId: groupId, before: { org }, after: null },
    );
  });
}
