import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns.js';
import { tenants } from '../tenants/tables.js';

/**
 * An organisation's OpenID Connect settings, kept in one of its groups (the group it was first configured
 * from) so the client secret sits behind that group's row-level security. One per organisation.
 */
export const ssoConfigs = pgTable(
  'sso_configs',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    org: text('org').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** AES-256-GCM under SSO_SECRET_KEY (`v1.<iv>.<tag>.<ciphertext>`); never sent to a browser. */
    clientSecretSealed: text('client_secret_sealed').notNull(),
    domains: jsonb('domains').$type<string[]>().notNull(),
    provisionUsers: boolean('provision_users').notNull().default(false),
    provisioningGroupId: idColumn('provisioning_group_id'),
    updatedBy: idColumn('updated_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), uniqueIndex('sso_configs_org_key').on(t.org)],
);

/**
 * Which organisation signs in the users of an e-mail domain, and in which group its settings are kept.
 * Global like `tenants`: the sign-in page must find it before anyone is signed in, and it holds nothing
 * secret (whether a domain signs in through a provider is visible on the sign-in page anyway).
 */
export const ssoDomains = pgTable('sso_domains', {
  domain: text('domain').primaryKey(),
  org: text('org').notNull(),
  configGroupId: idColumn('config_group_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
});

/**
 * Sign-ins under way at a provider: the PKCE verifier and nonce of each, found by the SHA-256 of its
 * state, spent (deleted) by the first callback that presents it, so a replayed state finds nothing.
 */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    tenantId: idColumn('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.stateHash] })],
);
