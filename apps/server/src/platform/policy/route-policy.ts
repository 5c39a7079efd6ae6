import type { Role } from '@switchboard/contracts';
import type { RateClass } from './rate-limiter.js';

/**
 * Every route declares one of these in `config.policy`; registration fails without it.
 * `tenantParam` names the path parameter holding a tenant id, which must be a tenant the
 * caller may act in (their session's, their org's for commanders, any for architects).
 */
export type RoutePolicy =
  | { access: 'public' }
  | { access: 'signed-in'; tenantParam?: string; rate?: RateClass }
  | { access: 'role'; minRole: Role; tenantParam?: string; rate?: RateClass };

/**
 * `rate: 'heavy'` adds a tighter per-user limit for calls that cost real work (uploads, exports, LLM calls);
 * `rate: 'events'` one for the usage-analytics intake.
 */
interface SignedInOptions {
  tenantParam?: string;
  rate?: RateClass;
}

export const policy = {
  public: (): RoutePolicy => ({ access: 'public' }),
  signedIn: (options: SignedInOptions = {}): RoutePolicy => ({ access: 'signed-in', ...options }),
  role: (minRole: Role, options: SignedInOptions = {}): RoutePolicy => ({ access: 'role', minRole, ...options }),
};

/** The caller's scope: every service takes it first and builds its WHERE from it. */
export interface Scope {
  tenantId: string | null;
  userId: string;
  role: Role;
}

/** A scope known to have a tenant. */
export interface TenantScope extends Scope {
  tenantId: string;
}
