import type { SessionIdentity } from '../../modules/accounts/session-store.js';
import type { RoutePolicy, Scope } from './route-policy.js';

/** One registered route and its policy, for the route-table audit. */
export interface RouteTableEntry {
  method: string;
  url: string;
  policy: RoutePolicy;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far with its policy (the route-table test walks it). */
    routeTable: readonly RouteTableEntry[];
  }
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    /** The live session, if the request carried one (set on every route, public ones too). */
    auth: SessionIdentity | null;
    /** How the session token arrived; cookie-borne writes get CSRF checks. */
    authVia: 'header' | 'cookie' | null;
    /** The caller's scope on signed-in routes. */
    scope: Scope | null;
  }
}
