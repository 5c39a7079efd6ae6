import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { openDatabase, targetFromConfig } from './db/open-database.js';
import { assertRlsSafety } from './db/rls-safety.js';
import type { Database } from './db/database.js';
import type { EventBus } from './events/event-bus.js';
import { inProcessBus } from './events/in-process-bus.js';
import { postgresBus } from './events/postgres-bus.js';

/** Opens and migrates the database, refuses an unsafe one, and picks the event bus for it. */
export async function openRuntime(config: Config, log: Logger): Promise<{ db: Database; bus: EventBus }> {
  const db = await openDatabase(targetFromConfig(config), log);
  try {
    await db.migrate();
    await assertRlsSafety(db);
    const bus = config.DATABASE_URL
      ? await postgresBus(config.DATABASE_URL, log)
      : inProcessBus((error) => log.error({ err: error }, 'event handler failed'));
    return { db, bus };
  } catch (error) {
    await db.close();
    throw error;
  }
}
