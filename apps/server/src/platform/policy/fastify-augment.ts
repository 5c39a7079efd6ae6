import type { SessionIdentity } from '../../modules/accounts/session-store.js';
import type { MultipartLimits } from '../files/multipart.js';
import type { RoutePolicy, Scope } from './route-policy.js';

/** One registered route with its policy and body limits, for the route-table audits. */
export interface RouteTableEntry {
  method: string;
  url: string;
  policy: RoutePolicy;
  /** The most bytes of a JSON or text body the route reads (platform/http/body-limits.ts). */
  bodyLimit: number;
  /** The multipart intake's limits where the route's plugin accepts multipart bodies, else null. */
  multipart: MultipartLimits | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far with its policy (the route-table test walks it). */
    routeTable: readonly RouteTableEntry[];
    /** Set on the plugin that registered the multipart intake (platform/files/multipart.ts). */
    multipartLimits?: MultipartLimits;
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
