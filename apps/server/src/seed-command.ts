import { loadConfig } from './config.js';
import { createLogger } from './platform/logger.js';
import { openRuntime } from './platform/runtime.js';
import { formatCredentials, seedDemo } from './modules/seed/seed-demo.js';

/** `npm run seed`: seeds the demo organisation into the configured database unless it is there already. */
const config = loadConfig();
const log = createLogger(config.LOG_LEVEL);
const { db, bus } = await openRuntime(config, log);
try {
  const credentials = await seedDemo(db, config.DEMO_PASSWORD);
  process.stdout.write(
    credentials.length > 0
      ? formatCredentials(credentials, `http://localhost:${config.PORT}`, config.DEMO_PASSWORD !== undefined) + '\n'
      : 'The demo organisation is already seeded.\n',
  );
} finally {
  await bus.close();
  await db.close();
}
