import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_TOKEN_HEADER,
  SESSION_COOKIE,
  accountDetailsQuery,
  accountDetailsReply,
  errorReply,
  handshakeParams,
  handshakeReply,
  lastAccessedTenantReply,
  loginBody,
  loginReply,
  okReply,
  profileQuery,
  profileReply,
  sessionUser,
  switchGroupBody,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { scopeOf } from '../../platform/policy/scope.js';
import { AppError } from '../../platform/errors/app-error.js';
import * as accounts from './service.js';
import type { SessionIdentity } from './session-store.js';
import { issueSessionToken } from './session-cookie.js';

const tags = ['accounts'];

function identityOf(request: { auth: SessionIdentity | null }): SessionIdentity {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
}

export function accountsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/auth/login', {
    config: { policy: policy.public() },
    schema: {
      tags,
      summary: 'Sign in with e-mail and password',
      body: loginBody,
      response: { 200: loginReply, 401: errorReply, 429: errorReply },
    },
    handler: async (request, reply) => {
      const result = await accounts.login(deps, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        replacing: request.auth,
      });
      issueSessionToken(reply, deps.config, result.token);
      return { ixAuthToken: result.token, user: result.user };
    },
  });

  r.post('/auth/logout', {
    config: { policy: policy.public() },
    schema: { tags, summary: 'End the current session (idempotent)', response: { 200: okReply } },
    handler: async (request, reply) => {
      if (request.auth) await deps.sessions.revoke(request.auth.tokenHash);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  });

  r.get('/auth/me', {
    config: { policy: policy.signedIn() },
    schema: { tags, summary: 'The signed-in user', response: { 200: sessionUser } },
    handler: (request) => accounts.currentUser(deps, identityOf(request)),
  });

  r.get('/apigateway/upsrvc/:product(^[A-Za-z]+)HandShake', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'Product handshake: confirms the session for a product',
      params: handshakeParams,
      response: { 200: handshakeReply },
    },
    handler: async (request, reply) => {
      const identity = identityOf(request);
      // The caller already holds this token (header or cookie); echoing it lets the SPA keep one copy.
      const token = request.headers[AUTH_TOKEN_HEADER] ?? request.headers.authorization?.slice(7) ?? request.cookies[SESSION_COOKIE];
      if (typeof token !== 'string') throw new AppError('unauthorized');
      void reply.header(AUTH_TOKEN_HEADER, token);
      return { ixAuthToken: token, product: request.params.product, user: await accounts.currentUser(deps, identity) };
    },
  });

  r.get('/apigateway/upsrvc/getAccountsDetails', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'Account details of the active group',
      querystring: accountDetailsQuery,
      response: { 200: accountDetailsReply, 404: errorReply },
    },
    handler: (request) => accounts.accountDetails(deps, identityOf(request), scopeOf(request), request.query.loginId),
  });

  r.post('/apigateway/upsrvc/switchGroup', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: "Switch the session's active group",
      description: "Replies text 'Account Switched!'; a group the caller may not use replies 404 with text 'Account Not Switched!'.",
      body: switchGroupBody,
      response: { 200: z.string(), 404: z.string() },
    },
    handler: async (request, reply) => {
      try {
        await accounts.switchGroup(deps, identityOf(request), request.body);
      } catch (error) {
        if (error instanceof AppError && error.code === 'account_not_switched') {
          return reply.status(404).type('text/plain; charset=utf-8').send(error.message);
        }
        throw error;
      }
      return reply.type('text/plain; charset=utf-8').send('Account Switched!');
    },
  });

  r.get('/apigateway/upsrvc/users', {
    config: { policy: policy.signedIn() },
    schema: {
      tags,
      summary: 'Profile of the signed-in user in the active group',
      querystring: profileQuery,
      response: { 200: profileReply },
    },
    handler: (request) => accounts.profile(deps, scopeOf(request)),
  });

  r.get('/api/tenant/v1/tenant/lastAccessedTenant', {
    config: { policy: policy.signedIn() },
    schema: { tags, summary: 'The group the user used last', response: { 200: lastAccessedTenantReply } },
    handler: async (request) => ({ data: { data: await accounts.lastAccessedTenant(deps, identityOf(request)) } }),
  });
}
