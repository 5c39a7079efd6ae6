import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { SPEECH_SOCKET } from '@switchboard/contracts';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './platform/db/database.js';
import type { EventBus } from './platform/events/event-bus.js';
import { registerErrorHandler } from './platform/errors/error-handler.js';
import { enforcePolicies } from './platform/policy/enforce-policies.js';
import { policy } from './platform/policy/route-policy.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { RateLimiter, type RateLimits } from './platform/policy/rate-limiter.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { BODY_LIMITS, limitBodies } from './platform/http/body-limits.js';
import { registerSpa } from './platform/http/spa.js';
import { echoRequestId, requestIdOf } from './platform/http/request-id.js';
import { refuseInvalidText } from './platform/http/text-guard.js';
import { closeConnectionsWhenStopping } from './platform/http/graceful-close.js';
import { LoginLimiter, type LoginLimits } from './platform/auth/login-limiter.js';
import { MemoryFailureStore, type FailureStore } from './platform/auth/failure-store.js';
import { FailureCounterSweep, PostgresFailureStore } from './platform/auth/postgres-failure-store.js';
import { mailerFromConfig } from './platform/mail/mailer.js';
import type { AppDeps } from './platform/http/app-deps.js';
import { SessionStore, type SessionIdentity } from './modules/accounts/session-store.js';
import { tenantAccessChecker } from './modules/tenants/tenant-access.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { accountLinkRoutes } from './modules/accounts/link-routes.js';
import { registerEventsSocket } from './platform/events/events-socket.js';
import { tenantsRoutes } from './modules/tenants/routes.js';
import { uploadsRoutes } from './modules/uploads/routes.js';
import { exportsRoutes } from './modules/exports/routes.js';
import { announcementsModule } from './modules/announcements/routes.js';
import { localFileStore } from './platform/files/local-file-store.js';
import type { FileStore } from './platform/files/file-store.js';
import { applicationsRoutes } from './modules/applications/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { kbotRoutes, type KbotModuleOptions } from './modules/kbot/routes.js';
import { knowledgeModule } from './modules/knowledge/routes.js';
import { roleplayRoutes } from './modules/roleplay/routes.js';
import { llmFromConfig } from './platform/llm/llm-from-config.js';
import { speechFromConfig } from './platform/speech/speech-from-config.js';
import { missingEnginesLine } from './platform/speech/engine-check.js';
import { speechRoutes } from './modules/speech/routes.js';
import { usageAnalyticsRoutes } from './modules/usage-analytics/routes.js';
import { scimRoutes } from './modules/scim/routes.js';
import { ssoRoutes } from './modules/sso/routes.js';

export interface BuildOptions {
  config: Config;
  db: Database;
  bus: EventBus;
  logger: Logger;
  /** Where uploaded files live (platform/runtime.ts); the local folder DATA_DIR/files when not given. */
  files?: FileStore;
  /** Tests shorten windows and move the clock. */
  loginLimits?: Partial<LoginLimits>;
  /** Tests shrink the per-user request buckets to reach them (classes not given keep their defaults). */
  rateLimits?: Partial<RateLimits>;
  now?: () => Date;
  webDist?: string;
  /** Tests shorten the events socket's heartbeat and session re-check. */
  eventsHeartbeatMs?: number;
  /** Tests shorten the events socket's wait before dropping a slow consumer it closed. */
  eventsSlowConsumerGraceMs?: number;
  /** Tests shorten KBot's sweep for jobs a restart left behind. */
  kbot?: KbotModuleOptions;
}

/** Fastify takes a hop count at run time but its types do not: as proxy-addr reads one, trust the nearest n hops. */
function trustProxyOption(setting: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole HTTP app in-process: platform plugins first, then the domain modules. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db, bus, logger } = options;
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // Forwarded addresses only from the proxies the operator names (ADR 027): the login limiter keys on request.ip.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // The platform default; routes that need more say so (platform/http/body-limits.ts, ADR 018).
    bodyLimit: BODY_LIMITS.default,
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  echoRequestId(app);
  refuseInvalidText(app);
  registerSecurityHeaders(app);
  limitBodies(app);
  closeConnectionsWhenStopping(app);

  const sessions = new SessionStore(
    db,
    { idleMs: config.SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    options.now,
    bus,
  );
  const clock = options.now ? () => options.now!().getTime() : Date.now;
  // Sign-in limits hold across nodes on a shared PostgreSQL; the embedded database has one process (ADR 027).
  const failures: FailureStore = db.kind === 'postgres' ? new PostgresFailureStore(db) : new MemoryFailureStore();
  if (db.kind === 'postgres') {
    const sweep = new FailureCounterSweep(db, clock, logger);
    sweep.start();
    app.addHook('onClose', () => sweep.stop());
  }
  const deps: AppDeps = {
    config,
    db,
    bus,
    sessions,
    failures,
    loginLimiter: new LoginLimiter('login', options.loginLimits, clock, failures),
    recoveryLimiter: new LoginLimiter('recovery', options.loginLimits, clock, failures),
    mailer: mailerFromConfig(config, logger),
    now: options.now ?? (() => new Date()),
    log: logger,
    files: options.files ?? localFileStore(path.join(config.dataDir, 'files')),
    llm: llmFromConfig(config),
    speech: speechFromConfig(config),
  };
  app.addHook('onClose', () => deps.speech.close());
  const speechGaps = missingEnginesLine(deps.speech.status);
  if (speechGaps) logger.warn({ speech: deps.speech.status }, speechGaps);
  app.addHook('onClose', async () => sessions.close());
  app.addHook('onClose', async () => deps.mailer?.close());

  await app.register(cookie);
  await app.register(websocket, {
    // The largest frame any socket takes (speech audio); the events socket enforces its own smaller limit.
    options: { maxPayload: SPEECH_SOCKET.maxFrameBytes },
    // Tell every open socket the server is going away (1001), so clients reconnect elsewhere.
    preClose: async function closeSockets(this: FastifyInstance) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server shutting down');
    },
  });
  const checkTenant = tenantAccessChecker(db);
  const mayActIn = (identity: SessionIdentity, tenantId: string) =>
    sessions.mayActIn(identity, tenantId, () => checkTenant(identity, tenantId));
  enforcePolicies(app, {
    sessions,
    mayActIn,
    publicOrigin: config.PUBLIC_ORIGIN ?? null,
    rateLimiter: new RateLimiter(options.rateLimits, clock),
  });
  await registerOpenApi(app);

  app.get('/healthz', {
    config: { policy: policy.public() },
    schema: { hide: true },
    handler: async (_request, reply) => {
      await db.ping();
      return reply.send({ status: 'ok' });
    },
  });
  registerEventsSocket(app, {
    bus,
    sessions,
    mayActIn,
    heartbeatMs: options.eventsHeartbeatMs,
    slowConsumerGraceMs: options.eventsSlowConsumerGraceMs,
  });
  accountsRoutes(app, deps);
  accountLinkRoutes(app, deps);
  tenantsRoutes(app, deps);
  await app.register(announcementsModule, { deps });
  applicationsRoutes(app, deps);
  dashboardRoutes(app, deps);
  kbotRoutes(app, deps, options.kbot);
  await app.register(knowledgeModule, { deps });
  roleplayRoutes(app, deps);
  speechRoutes(app, deps);
  await uploadsRoutes(app, deps);
  exportsRoutes(app, deps);
  usageAnalyticsRoutes(app, deps);
  await scimRoutes(app, deps);
  ssoRoutes(app, deps);
  await registerSpa(app, options.webDist ?? DEFAULT_WEB_DIST);
  return app;
}
