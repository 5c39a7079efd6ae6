import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { OBJECT_ID_PATTERN, type ScimTokenRow } from '@switchboard/contracts';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { hashToken } from '../../platform/auth/tokens.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';
import { newId } from '../../platform/ids.js';
import { audit } from '../audit/audit.js';
import { scimTokens } from './tables.js';

const TOKEN_PATTERN = /^scim_([0-9a-f]{24})_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most this often: a provisioning run makes thousands of calls. */
const TOUCH_EVERY_MS = 60_000;

const present = (row: typeof scimTokens.$inferSelect): ScimTokenRow => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** A new token for the caller's group: 256 random bits, prefixed with the group so it can be checked under RLS. */
export function createScimToken(db: Database, scope: TenantScope, name: string, now: Date): Promise<ScimTokenRow & { token: string }> {
  const token = `scim_${scope.tenantId}_${randomBytes(32).toString('base64url')}`;
  return db.run(scope, async (tx) => {
    const [row] = await tx
      .insert(scimTokens)
      .values({
        tenantId: scope.tenantId,
        id: newId(now.getTime()),
        name,
        tokenHash: hashToken(token),
        createdBy: scope.userId,
        createdAt: now,
      })
      .returning();
    await audit(tx, scope, { action: 'scim.token.create', targetType: 'scim_token', targetId: row!.id, before: null, after: { name } });
    return { ...present(row!), token };
  });
}

export function listScimTokens(db: Database, scope: TenantScope): Promise<{ data: ScimTokenRow[] }> {
  return db.run(scope, async (tx) => {
    const rows = await tx
      .select()
      .from(scimTokens)
      .where(and(eq(scimTokens.tenantId, scope.tenantId), isNull(scimTokens.revokedAt)))
      .orderBy(desc(scimTokens.createdAt));
    return { data: rows.map(present) };
  });
}

export function revokeScimToken(db: Database, scope: TenantScope, tokenId: string, now: Date): Promise<void> {
  return db.run(scope, async (tx) => {
    const revoked = await tx
      .update(scimTokens)
      .set({ revokedAt: now })
      .where(and(eq(scimTokens.tenantId, scope.tenantId), eq(scimTokens.id, tokenId), isNull(scimTokens.revokedAt)))
      .returning({ id: scimTokens.id });
    if (revoked.length === 0) throw new AppError('not_found', 'Token not found.');
    await audit(tx, scope, { action: 'scim.token.revoke', targetType: 'scim_token', targetId: tokenId, before: null, after: null });
  });
}

/** The group and token a SCIM bearer token stands for, or null (unknown, revoked, malformed). */
export async function authenticateScim(db: Database, token: string, now: Date): Promise<{ tenantId: string; tokenId: string } | null> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match || !OBJECT_ID_PATTERN.test(match[1]!)) return null;
  const tenantId = match[1]!;
  return db.run({ tenantId, userId: null }, async (tx) => {
    const [row] = await tx
      .select({ id: scimTokens.id, lastUsedAt: scimTokens.lastUsedAt })
      .from(scimTokens)
      .where(and(eq(scimTokens.tenantId, tenantId), eq(scimTokens.tokenHash, hashToken(token)), isNull(scimTokens.revokedAt)));
    if (!row) return null;
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await tx
        .update(scimTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(scimTokens.tenantId, tenantId), eq(scimTokens.id, row.id)));
    }
    return { tenantId, tokenId: row.id };
  });
}
