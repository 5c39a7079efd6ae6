import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@switchboard/contracts';
import type { Database, Tx } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
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

/**
 * A session row checked within this long is trusted without reading it again (ADR 019). Every change
 * this process makes is forgotten at once, and every other node hears of it on the bus; the limit bounds
 * how long a change the bus lost (a listener reconnecting) can go unseen.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 50_000;
/** The internal bus event that tells every node to forget cached sessions; never sent to browsers. */
export const SESSIONS_CHANGED = 'sessions.changed';

/** Which cached sessions a change concerns. */
export type SessionChange = { tokenHash: string } | { userIds: string[] } | 'all';

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

/** Tenants whose answer one cached session keeps (an architect moving through many groups). */
const REACH_CACHE_MAX = 64;

interface CacheEntry {
  row: SessionRow;
  readAt: number;
  /** Whether the session's user may act in a tenant, per tenant asked; gone with the entry. */
  reach?: Map<string, boolean>;
}

export class SessionStore {
  private readonly cache = new Map<string, CacheEntry>();
  /** Counts forgets: a read that a change overtook (it began before the change was announced) is not cached. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Database,
    private readonly policy: SessionPolicy,
    /** The store's clock (tests move it); the login limiter's address history reads the same one. */
    readonly now: () => Date = () => new Date(),
    private readonly bus?: EventBus,
  ) {
    this.unsubscribe =
      bus?.subscribe((event) => {
        if (event.type === SESSIONS_CHANGED) this.forget(event.payload as SessionChange);
      }) ?? (() => undefined);
  }

  close(): void {
    this.unsubscribe();
    this.cache.clear();
  }

  /** Forgets the cached sessions a change concerns, here at once and on every other node over the bus. */
  async changed(change: SessionChange): Promise<void> {
    this.forget(change);
    await this.bus?.publish({ type: SESSIONS_CHANGED, tenantId: null, internal: true, payload: change });
  }

  private forget(change: SessionChange): void {
    this.generation++;
    if (change === 'all') this.cache.clear();
    else if ('tokenHash' in change) this.cache.delete(change.tokenHash);
    else {
      const users = new Set(change.userIds);
      for (const [hash, entry] of this.cache) if (users.has(entry.row.userId)) this.cache.delete(hash);
    }
  }

  /** The session row, from the cache while it is fresh, else read (one statement, one round trip). */
  private async row(tokenHash: string, now: number): Promise<SessionRow | undefined> {
    const cached = this.cache.get(tokenHash);
    if (cached && now - cached.readAt < SESSION_CACHE_MS && now >= cached.readAt) return cached.row;
    const generation = this.generation;
    const [row] = await this.db.readOnce<SessionRow>(
      GLOBAL,
      sql`select ${sessions.userId} as "userId", ${sessions.activeTenantId} as "activeTenantId", ${sessions.lastSeenAt} as "lastSeenAt",
        ${sessions.expiresAt} as "expiresAt", ${sessions.revokedAt} as "revokedAt", ${users.email} as "email", ${users.role} as "role",
        ${users.active} as "userActive"
        from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId} where ${sessions.tokenHash} = ${tokenHash}`,
    );
    this.cache.delete(tokenHash);
    if (row && generation === this.generation) {
      // Oldest first in a Map: past the cap, the least recently read session goes.
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(tokenHash, { row, readAt: now });
    }
    return row;
  }

  /**
   * May the session act in that tenant? Asked on every request; the answer is kept with the cached session
   * row, so it is checked again whenever the row is (at most SESSION_CACHE_MS later, at once after a change).
   */
  async mayActIn(identity: SessionIdentity, tenantId: string, check: () => Promise<boolean>): Promise<boolean> {
    const known = this.cache.get(identity.tokenHash)?.reach?.get(tenantId);
    if (known !== undefined) return known;
    const generation = this.generation;
    const allowed = await check();
    const entry = this.cache.get(identity.tokenHash);
    if (entry && generation === this.generation) {
      entry.reach ??= new Map();
      if (entry.reach.size >= REACH_CACHE_MAX) entry.reach.clear();
      entry.reach.set(tenantId, allowed);
    }
    return allowed;
  }

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
    // Every request makes this check: a fresh cached row, else one statement in one round trip (Database.readOnce).
    const row = await this.row(tokenHash, now.getTime());
    if (!row || row.revokedAt || !row.userActive) return null;
    // Raw rows: PGlite and node-postgres both give timestamptz as Date, but be exact about it.
    const lastSeenAt = new Date(row.lastSeenAt).getTime();
    if (new Date(row.expiresAt) <= now || now.getTime() - lastSeenAt > this.policy.idleMs) return null;
    if (options.touch !== false && now.getTime() - lastSeenAt > TOUCH_EVERY_MS) {
      await this.db.run(GLOBAL, (tx) => tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash)));
      row.lastSeenAt = now;
    }
    return { tokenHash, userId: row.userId, email: row.email, role: row.role, activeTenantId: row.activeTenantId };
  }

  async setActiveTenant(tokenHash: string, tenantId: string): Promise<void> {
    await this.db.run(GLOBAL, (tx) => tx.update(sessions).set({ activeTenantId: tenantId }).where(eq(sessions.tokenHash, tokenHash)));
    await this.changed({ tokenHash });
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.run(GLOBAL, (tx) =>
      tx
        .update(sessions)
        .set({ revokedAt: this.now() })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt))),
    );
    await this.changed({ tokenHash });
  }
}

/**
 * Ends every session of a user, inside the caller's transaction (deactivation revokes atomically). Once
 * that transaction has committed, the caller tells the session store (`changed({ userIds })`).
 */
export async function revokeUserSessions(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
