import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { pino, type Logger } from 'pino';
import { AUTH_TOKEN_HEADER } from '@switchboard/contracts';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase } from '../../src/platform/db/open-database.js';
import { assertRlsSafety } from '../../src/platform/db/rls-safety.js';
import type { Database } from '../../src/platform/db/database.js';
import type { EventBus } from '../../src/platform/events/event-bus.js';
import { inProcessBus } from '../../src/platform/events/in-process-bus.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { PASSWORD } from './factories.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  bus: EventBus;
  config: Config;
  testDb: TestDatabase;
  /** Signs in through the real login route and returns the session token. */
  signIn(email: string, password?: string): Promise<string>;
  /** inject() with the token as x-auth-token. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app, in-process, on a fresh migrated database (PGlite or PostgreSQL per TEST_DB). */
/** The SSO_SECRET_KEY of test apps (64 hexadecimal digits). */
export const TEST_SSO_SECRET_KEY = '5d0f4c1a9e8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d';

export async function startTestApp(
  options: Partial<
    Pick<BuildOptions, 'now' | 'loginLimits' | 'rateLimits' | 'eventsHeartbeatMs' | 'eventsSlowConsumerGraceMs' | 'webDist'>
  > & {
    env?: Record<string, string>;
    /** Tests that read the logs give their own logger. */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const db = await openDatabase(testDb.target);
  await db.migrate();
  await assertRlsSafety(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    // A fixed sealing key, so single sign-on can be configured in every test app (the route matrix included).
    SSO_SECRET_KEY: TEST_SSO_SECRET_KEY,
    ...options.env,
  });
  const bus = inProcessBus();
  const app = await buildApp({
    config,
    db,
    bus,
    logger: options.logger ?? pino({ level: 'silent' }),
    now: options.now,
    loginLimits: options.loginLimits,
    // Suites drive hundreds of calls as one user in a second; rate-limits.test.ts sets small buckets to test them.
    rateLimits: options.rateLimits ?? { standard: { capacity: 1_000_000, perMinute: 600 }, heavy: { capacity: 1_000_000, perMinute: 60 } },
    eventsHeartbeatMs: options.eventsHeartbeatMs,
    eventsSlowConsumerGraceMs: options.eventsSlowConsumerGraceMs,
    webDist: options.webDist ?? '/nonexistent',
  });
  await app.ready();
  return {
    app,
    db,
    bus,
    config,
    testDb,
    signIn: async (email, password = PASSWORD) => {
      const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      return response.json<{ ixAuthToken: string }>().ixAuthToken;
    },
    as: (token, inject) => app.inject({ ...inject, headers: { ...inject.headers, [AUTH_TOKEN_HEADER]: token } }),
    close: async () => {
      await app.close();
      await bus.close();
      await db.close();
      await testDb.drop();
    },
  };
}
