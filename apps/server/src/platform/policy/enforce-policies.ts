import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_TOKEN_HEADER, CSRF_HEADER, SESSION_COOKIE, roleAtLeast } from '@switchboard/contracts';
import type { SessionIdentity, SessionStore } from '../../modules/accounts/session-store.js';
import { AppError, RateLimitedError } from '../errors/app-error.js';
import type { RateClass, RateLimiter } from './rate-limiter.js';
import type { RoutePolicy } from './route-policy.js';
import type { RouteTableEntry } from './fastify-augment.js';

export interface PolicyDeps {
  sessions: SessionStore;
  /**
   * May this caller act in that tenant now? (membership, org for commanders, any for architects; the answer
   * is kept with the cached session, ADR 027)
   */
  mayActIn(identity: SessionIdentity, tenantId: string): Promise<boolean>;
  /** Expected Origin for cookie-authenticated writes; null = the request's own host. */
  publicOrigin: string | null;
  rateLimiter: RateLimiter;
}

/** Routes added by third-party plugins (docs UI, static SPA) are public by this explicit list. */
const PUBLIC_ROUTE_PREFIXES = ['/api/docs'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class RouteWithoutPolicyError extends Error {}

export function tokenFrom(request: FastifyRequest): { token: string; via: 'header' | 'cookie' } | null {
  const header = request.headers[AUTH_TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0) return { token: header, via: 'header' };
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return { token: authorization.slice(7).trim(), via: 'header' };
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return null;
}

export function sameOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicOrigin) return origin === publicOrigin;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Cookie-borne writes need the custom header and our Origin; a cookie-borne socket upgrade (a GET) needs our
 * Origin all the same, or any site could open a socket with the user's cookie (cross-site WebSocket hijacking).
 */
function refuseCrossSite(request: FastifyRequest, publicOrigin: string | null): void {
  const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
  if (upgrade && !sameOrigin(request, publicOrigin)) throw new AppError('csrf_rejected');
  if (!SAFE_METHODS.has(request.method) && (!request.headers[CSRF_HEADER] || !sameOrigin(request, publicOrigin))) {
    throw new AppError('csrf_rejected');
  }
}

/** Every signed-in call spends from the user's standard bucket, a heavy or events one from its own as well: 429 with Retry-After when empty. */
function refuseOverRate(limiter: RateLimiter, rate: RateClass | undefined, userId: string): void {
  const waitMs = Math.max(limiter.take('standard', userId), rate && rate !== 'standard' ? limiter.take(rate, userId) : 0);
  if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
}

/** Secure by default: refuses routes without a policy, then enforces each route's policy on every request. */
export function enforcePolicies(app: FastifyInstance, deps: PolicyDeps): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('scope', null);
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', function recordRoute(this: FastifyInstance, route) {
    if (!route.config?.policy) {
      if (!PUBLIC_ROUTE_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        throw new RouteWithoutPolicyError(`Route ${String(route.method)} ${route.url} has no auth policy.`);
      }
      route.config = { ...route.config, policy: { access: 'public' } };
    }
    const policy = route.config.policy!;
    const bodyLimit = route.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
    const multipart = this.multipartLimits ?? null;
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, policy, bodyLimit, multipart });
  });

  app.addHook('onRequest', async (request) => {
    // Unmatched URLs (404 handler, SPA fallback) carry no policy and expose nothing.
    const routePolicy: RoutePolicy = request.routeOptions.config.policy ?? { access: 'public' };
    const presented = tokenFrom(request);
    const identity = presented ? await deps.sessions.resolve(presented.token) : null;
    request.auth = identity;
    request.authVia = identity ? (presented?.via ?? null) : null;
    // Before the public/private split: a cookie-borne write to a public route (logout) acts on the session too.
    if (request.authVia === 'cookie') refuseCrossSite(request, deps.publicOrigin);
    if (routePolicy.access === 'public') return;

    if (!identity) throw new AppError(presented ? 'session_expired' : 'unauthorized');
    refuseOverRate(deps.rateLimiter, routePolicy.rate, identity.userId);

    // The session's own group too is re-checked (at most every few seconds per session, and at once when a
    // group moves or a membership ends): reach granted when the session chose the group may be gone.
    const mayActIn = (tenantId: string) => deps.mayActIn(identity, tenantId);
    let tenantId = identity.activeTenantId && (await mayActIn(identity.activeTenantId)) ? identity.activeTenantId : null;
    if (routePolicy.tenantParam) {
      const requested = (request.params as Record<string, string | undefined>)[routePolicy.tenantParam];
      // Another tenant is indistinguishable from a missing one: 404, never 403.
      if (!requested || !(await mayActIn(requested))) throw new AppError('not_found');
      tenantId = requested;
    }
    if (routePolicy.access === 'role' && !roleAtLeast(identity.role, routePolicy.minRole)) {
      throw new AppError('forbidden');
    }
    request.scope = { tenantId, userId: identity.userId, role: identity.role };
  });
}
