import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorReply,
  okReply,
  ssoCallbackQuery,
  ssoConfigBody,
  ssoConfigReply,
  ssoDiscoverBody,
  ssoDiscoverReply,
  ssoStartQuery,
  tenantParams,
} from '@switchboard/contracts';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { policy } from '../../platform/policy/route-policy.js';
import { tenantScopeOf } from '../../platform/policy/scope.js';
import { LoginLimiter, type LoginLimits } from '../../platform/auth/login-limiter.js';
import { SecretBox, parseSealingKey } from '../../platform/auth/secret-box.js';
import { appOrigin } from '../accounts/link-routes.js';
import { issueSessionToken } from '../accounts/session-cookie.js';
import { deleteSsoConfig, getSsoConfig, saveSsoConfig, type SsoDeps } from './config-service.js';
import { ProviderDirectory } from './provider-client.js';
import { discover, finishSignIn, startSignIn, SsoFailure, type SignInDeps } from './sign-in-service.js';

const tags = ['sso'];
const denied = { 401: errorReply, 403: errorReply, 404: errorReply };
/** Binds a sign-in to the browser that started it; read only by the callback. */
const STATE_COOKIE = 'sb_sso_state';
const CALLBACK_PATH = '/auth/sso/callback';
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type Level = (typeof LEVELS)[number];
/** The stricter of two log levels, so a route never logs more than the server is set to. */
const quieter = (a: Level, b: Level): Level => (LEVELS.indexOf(a) > LEVELS.indexOf(b) ? a : b);

/** Sign-ins started per 15 minutes for one address and account, per address, per account; per minute in all. */
const SSO_START_LIMITS: LoginLimits = {
  perPair: { max: 20, windowMs: 15 * 60_000 },
  perIp: { max: 100, windowMs: 15 * 60_000 },
  perAccount: { max: 40, windowMs: 15 * 60_000 },
  global: { max: 1_200, windowMs: 60_000 },
};

/**
 * Single sign-on through each organisation's OpenID provider (ADR 039): its settings, kept by commanders and
 * architects, and the sign-in itself (authorization code with PKCE, state and nonce, ID token checked by openid-client).
 */
export function ssoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const key = deps.config.SSO_SECRET_KEY ? parseSealingKey(deps.config.SSO_SECRET_KEY) : null;
  const box = key ? new SecretBox(key) : null;
  const redirectUri = (origin: string) => `${origin}${CALLBACK_PATH}`;
  const configDeps: SsoDeps = { db: deps.db, box, redirectUri, now: deps.now };
  const signInDeps: SignInDeps = {
    ...deps,
    box,
    providers: new ProviderDirectory(deps.now),
    // Wider than password guessing (a person may start over a few times), still bounding rows and provider calls.
    startLimiter: new LoginLimiter('sso-start', SSO_START_LIMITS, () => deps.now().getTime(), deps.failures),
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { policy: policy.role('commander', { tenantParam: 'tenantId' }) };

  r.get('/api/tenant/v1/:tenantId/sso', {
    config: admin,
    schema: {
      tags,
      summary: "The single sign-on settings of the group's organisation (never the client secret)",
      params: tenantParams,
      response: { 200: ssoConfigReply, ...denied },
    },
    handler: (request) => getSsoConfig(configDeps, tenantScopeOf(request), appOrigin(deps, request)),
  });
  r.put('/api/tenant/v1/:tenantId/sso', {
    config: admin,
    schema: {
      tags,
      summary: "Set the organisation's OpenID provider, the e-mail domains it signs in, and what happens to unknown users",
      description:
        'The client secret is sealed with SSO_SECRET_KEY (AES-256-GCM) and never returned; leave it out to keep the stored one. ' +
        '409 when another organisation serves one of the domains; 503 when the server has no SSO_SECRET_KEY.',
      params: tenantParams,
      body: ssoConfigBody,
      response: { 200: ssoConfigReply, 400: errorReply, ...denied, 409: errorReply, 503: errorReply },
    },
    handler: (request) => saveSsoConfig(configDeps, tenantScopeOf(request), request.body, appOrigin(deps, request)),
  });
  r.delete('/api/tenant/v1/:tenantId/sso', {
    config: admin,
    schema: {
      tags,
      summary: "Remove the organisation's single sign-on: its users sign in with passwords again",
      params: tenantParams,
      response: { 200: okReply, ...denied },
    },
    handler: async (request) => {
      await deleteSsoConfig(configDeps, tenantScopeOf(request));
      return { ok: true as const };
    },
  });

  r.post('/auth/sso/discover', {
    config: { policy: policy.public() },
    schema: {
      tags,
      summary: "How this address signs in: through its organisation's provider, or with a password",
      body: ssoDiscoverBody,
      response: { 200: ssoDiscoverReply, 400: errorReply },
    },
    handler: (request) => discover(signInDeps, request.body.email),
  });

  const backToSignIn = (reply: FastifyReply, error: SsoFailure) => reply.redirect(`/?sso_error=${error.code}`, 303);

  r.get('/auth/sso/start', {
    config: { policy: policy.public() },
    // A HEAD would start a sign-in too: these two are navigations only.
    exposeHeadRoute: false,
    schema: {
      tags,
      summary: "Sends the browser to the organisation's provider (authorization code with PKCE)",
      description: 'Redirects to the provider, or back to the sign-in page with `?sso_error=` when this cannot start.',
      querystring: ssoStartQuery,
    },
    handler: async (request, reply) => {
      try {
        const started = await startSignIn(signInDeps, request.query.email, request.ip, redirectUri(appOrigin(deps, request)));
        void reply.setCookie(STATE_COOKIE, started.state, {
          httpOnly: true,
          // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
          sameSite: 'lax',
          secure: deps.config.COOKIE_SECURE,
          path: CALLBACK_PATH,
          maxAge: 600,
        });
        return reply.redirect(started.url, 303);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  });

  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof SsoFailure)) throw error;
    // The reason goes to the log for the administrator; codes and tokens never do.
    request.log.warn({ ssoError: error.code, reason: error.message }, 'single sign-on refused');
    return backToSignIn(reply, error);
  };

  r.get(CALLBACK_PATH, {
    config: { policy: policy.public() },
    exposeHeadRoute: false,
    // Request lines would carry the provider's code and our state: this route logs its warnings only.
    logLevel: quieter(deps.config.LOG_LEVEL, 'warn'),
    schema: {
      tags,
      summary: "The provider's answer: opens a session and goes to the app, or back to sign-in with `?sso_error=`",
      querystring: ssoCallbackQuery,
    },
    handler: async (request, reply) => {
      void reply.clearCookie(STATE_COOKIE, { path: CALLBACK_PATH });
      try {
        const session = await finishSignIn(signInDeps, {
          query: request.query,
          browserState: request.cookies[STATE_COOKIE],
          redirectUri: redirectUri(appOrigin(deps, request)),
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          replacing: request.auth,
        });
        issueSessionToken(reply, deps.config, session.token);
        return reply.redirect('/?sso=signed-in', 303);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  });
}
