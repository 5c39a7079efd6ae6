import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.js';
import { sessions, users } from './tables.js';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** The authenticated caller as the policy layer sees it. */
export interface SessionIdentity {
  tokenHash: string;
  userId: string;
  email: string;
  role: Role;
  activeTenantId: string | null;
}

/** last_seen_at is written at most this often, so busy sessions do not turn reads into writes. */
const TOUCH_EVERY_MS = 60_000;
const GLOBAL = { tenantId: null, userId: null };

interface SessionRow {
  userId: string;
  activeTenantId: string | null;
  lastSeenAt: Date | string;
  expiresAt: Date | string;
  revokedAt: Date | string | null;
  email: string;
  role: Role;
  userActive: boolean;
}

export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(input: { userId: string; tenantId: string | null; ip: string; userAgent: string | undefined }): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    await this.db.run(GLOBAL, (tx) =>
      tx.insert(sessions).values({
        tokenHash: hashToken(token),
        userId: input.userId,
        activeTenantId: input.tenantId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.policy.absoluteMs),
        ip: input.ip,
        userAgent: input.userAgent?.slice(0, 512) ?? null,
      }),
    );
    return token;
  }

  /**
   * A live session for the token, or null when unknown, revoked, expired, idle too long or its user is
   * inactive. `touch: false` checks without counting as use (a socket re-checking its session is not activity).
   */
  async resolve(token: string, options: { touch?: boolean } = {}): Promise<SessionIdentity | null> {
    const tokenHash = hashToken(token);
    const now = this.now();
    // Every request makes this check, so it is one statement in one round trip (Database.readOnce).
    const [row] = await this.db.readOnce<SessionRow>(
      GLOBAL,
      sql`select ${sessions.userId} as "userId", ${sessions.activeTenantId} as "activeTenantId", ${sessions.lastSeenAt} as "lastSeenAt",
        ${sessions.expiresAt} as "expiresAt", ${sessions.revokedAt} as "revokedAt", ${users.email} as "email", ${users.role} as "role",
        ${users.active} as "userActive"
        from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId} where ${sessions.tokenHash} = ${tokenHash}`,
    );
    if (!row || row.revokedAt || !row.userActive) return null;
    // Raw rows: PGlite and node-postgres both give timestamptz as Date, but be exact about it.
    const lastSeenAt = new Date(row.lastSeenAt).getTime();
    if (new Date(row.expiresAt) <= now || now.getTime() - lastSeenAt > this.policy.idleMs) return null;
    if (options.touch !== false && now.getTime() - lastSeenAt > TOUCH_EVERY_MS) {
      await this.db.run(GLOBAL, (tx) => tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash)));
    }
    return { tokenHash, userId: row.userId, email: row.email, role: row.role, activeTenantId: row.activeTenantId };
  }

  async setActiveTenant(tokenHash: string, tenantId: string): Promise<void> {
    await this.db.run(GLOBAL, (tx) => tx.update(sessions).set({ activeTenantId: tenantId }).where(eq(sessions.tokenHash, tokenHash)));
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.run(GLOBAL, (tx) =>
      tx
        .update(sessions)
        .set({ revokedAt: this.now() })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt))),
    );
  }
}

/** Ends every session of a user, inside the caller's transaction (deactivation revokes atomically). */
export async function revokeUserSessions(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
