import type { Role } from '@switchboard/contracts';

/**
 * Every route declares one of these in `config.policy`; registration fails without it.
 * `tenantParam` names the path parameter holding a tenant id, which must be a tenant the
 * caller may act in (their session's, their org's for commanders, any for architects).
 */
export type RoutePolicy =
  { access: 'public' } | { access: 'signed-in'; tenantParam?: string } | { access: 'role'; minRole: Role; tenantParam?: string };

export const policy = {
  public: (): RoutePolicy => ({ access: 'public' }),
  signedIn: (options: { tenantParam?: string } = {}): RoutePolicy => ({ access: 'signed-in', ...options }),
  role: (minRole: Role, options: { tenantParam?: string } = {}): RoutePolicy => ({ access: 'role', minRole, ...options }),
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
