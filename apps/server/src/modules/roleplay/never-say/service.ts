import { eq } from 'drizzle-orm';
import type { NeverSayBody, NeverSayReply } from '@switchboard/contracts';
import type { Database, Tx } from '../../../platform/db/database.js';
import type { TenantScope } from '../../../platform/policy/route-policy.js';
import { audit } from '../../audit/audit.js';
import { neverSayLists } from './tables.js';

/** The tenant's own never-say phrases (none until a guardian adds some). */
export async function neverSayPhrases(tx: Tx, tenantId: string): Promise<string[]> {
  const [row] = await tx.select({ phrases: neverSayLists.phrases }).from(neverSayLists).where(eq(neverSayLists.tenantId, tenantId));
  return row?.phrases ?? [];
}

export function getNeverSay(db: Database, scope: TenantScope): Promise<NeverSayReply> {
  return db.run(scope, async (tx) => {
    const [row] = await tx.select().from(neverSayLists).where(eq(neverSayLists.tenantId, scope.tenantId));
    return { phrases: row?.phrases ?? [], updatedAt: row?.updatedAt.toISOString() ?? null };
  });
}

/** Replaces the list; sessions already started keep the list they started with. */
export function saveNeverSay(db: Database, scope: TenantScope, body: NeverSayBody): Promise<NeverSayReply> {
  return db.run(scope, async (tx) => {
    const before = await neverSayPhrases(tx, scope.tenantId);
    const values = { phrases: body.phrases, updatedBy: scope.userId, updatedAt: new Date() };
    const [row] = await tx
      .insert(neverSayLists)
      .values({ tenantId: scope.tenantId, ...values })
      .onConflictDoUpdate({ target: [neverSayLists.tenantId], set: values })
      .returning();
    await audit(tx, scope, {
      action: 'roleplay.never-say.save',
      targetType: 'roleplay_never_say',
      targetId: scope.tenantId,
      before,
      after: body.phrases,
    });
    return { phrases: row!.phrases, updatedAt: row!.updatedAt.toISOString() };
  });
}
