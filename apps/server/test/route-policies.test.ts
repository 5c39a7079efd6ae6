import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { startTestApp, type TestApp } from './support/test-app.js';
import { enforcePolicies, RouteWithoutPolicyError } from '../src/platform/policy/enforce-policies.js';
import { RateLimiter } from '../src/platform/policy/rate-limiter.js';
import type { RoutePolicy } from '../src/platform/policy/route-policy.js';
import type { RouteTableEntry } from '../src/platform/policy/fastify-augment.js';

type RouteEntry = Omit<RouteTableEntry, 'policy'> & { policy: RoutePolicy | undefined };

/** Secure by default: every route has an explicit policy, and every non-public one refuses strangers. */
describe('route table', () => {
  let t: TestApp;
  let routes: RouteEntry[];

  beforeAll(async () => {
    t = await startTestApp();
    routes = [...t.app.routeTable];
  });
  afterAll(() => t.close());

  it('has routes, each with an explicit policy', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => !r.policy).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('keeps the public surface to the expected routes', () => {
    const publicRoutes = routes
      .filter((r) => r.policy?.access === 'public' && !r.url.startsWith('/api/docs') && !r.url.startsWith('/scim/v2'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        'GET /*',
        'GET /healthz',
        'HEAD /*',
        'HEAD /healthz',
        'POST /auth/invitation/accept',
        'POST /auth/login',
        'POST /auth/logout',
        'POST /auth/password/forgot',
        'POST /auth/password/reset',
        'GET /auth/sso/callback',
        'GET /auth/sso/start',
        'POST /auth/sso/discover',
      ].sort(),
    );
  });

  it('answers 401 on every non-public route without a session', async () => {
    for (const route of routes.filter((r) => r.policy?.access !== 'public')) {
      const url = route.url.replace(/:(\w+)(\([^)]*\))?/g, (_m, name: string) =>
        name === 'product' ? 'roleplay' : '0123456789abcdef01234567',
      );
      const response = await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 401 in SCIM form on every SCIM route without a SCIM token (they take no session)', async () => {
    const scimRoutes = routes.filter((r) => r.url.startsWith('/scim/v2'));
    expect(scimRoutes.length).toBeGreaterThan(8);
    for (const route of scimRoutes) {
      const url = route.url.replace(/:(\w+)/g, '0123456789abcdef01234567');
      const response = await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ status: '401' });
    }
  });

  it('refuses to register a route without a policy', async () => {
    const app = Fastify();
    await app.register(cookie);
    enforcePolicies(app, { sessions: {} as never, mayActIn: async () => false, publicOrigin: null, rateLimiter: new RateLimiter() });
    expect(() => app.get('/naked', async () => 'hello')).toThrow(RouteWithoutPolicyError);
    await app.close();
  });
});
