import { loadConfig, ConfigError } from './config.js';
import { createLogger } from './platform/logger.js';
import { DataDirLockedError } from './platform/db/data-dir-lock.js';
import { UnsafeDatabaseError } from './platform/db/rls-safety.js';
import { openFiles, openRuntime } from './platform/runtime.js';
import { buildApp } from './app.js';
import { limitHeapGrowth } from './platform/heap.js';
import { addDemoPracticeHistory, databaseIsEmpty, formatCredentials, seedDemo } from './modules/seed/seed-demo.js';

async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const { db, bus } = await openRuntime(config, log);
  const url = `http://localhost:${config.PORT}`;
  const seeding = config.SEED_DEMO && !config.DATABASE_URL && (await databaseIsEmpty(db));
  if (seeding) {
    // The practice history is most of the seed's time: it is added once the server listens.
    const credentials = await seedDemo(db, config.DEMO_PASSWORD, { practiceHistory: false });
    process.stdout.write(formatCredentials(credentials, url, config.DEMO_PASSWORD !== undefined, true) + '\n');
  }
  let history: Promise<void> = Promise.resolve();
  const files = await openFiles(config, log);
  const app = await buildApp({ config, db, bus, logger: log, files: files.store });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown grace period exceeded; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    // The history's transactions finish before the database closes under them.
    await history;
    await files.close();
    await bus.close();
    await db.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info({ url, database: db.kind }, 'Switchboard is ready');
  if (seeding) history = addDemoPracticeHistory(db, log);
}

main().catch((error: unknown) => {
  // Known start-up refusals get their message alone; anything else its stack.
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof UnsafeDatabaseError;
  process.stderr.write(`Switchboard could not start: ${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(known ? 2 : 1);
});
