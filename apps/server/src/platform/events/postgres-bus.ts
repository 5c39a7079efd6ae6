import pg from 'pg';
import type { Logger } from 'pino';
import { HandlerSet, type BusEvent, type EventBus } from './event-bus.js';

export const BUS_CHANNEL = 'switchboard_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MS = 1000;

/**
 * Cross-process bus on LISTEN/NOTIFY: every node (this one included) hears every event through
 * the database, so delivery order and coverage are the same everywhere. One dedicated connection
 * listens and reconnects after a database restart.
 */
export async function postgresBus(url: string, log: Logger): Promise<EventBus> {
  const handlers = new HandlerSet((error) => log.error({ err: error }, 'event handler failed'));
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', (error) => log.warn({ err: error }, 'event bus publisher connection lost'));
  let listener: pg.Client | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel !== BUS_CHANNEL || !message.payload) return;
      try {
        handlers.deliver(JSON.parse(message.payload) as BusEvent);
      } catch (error) {
        log.warn({ err: error }, 'unreadable bus event dropped');
      }
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'event bus listener lost its connection');
      listener = null;
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS);
    });
    await client.connect();
    await client.query(`LISTEN ${BUS_CHANNEL}`);
    listener = client;
  };
  const reconnect = async (): Promise<void> => {
    if (closed || listener) return;
    try {
      await connect();
      log.info('event bus listener reconnected');
    } catch {
      setTimeout(() => void reconnect(), RECONNECT_MS);
    }
  };

  await connect();
  return {
    publish: async (event) => {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`Bus event ${event.type} is too large for NOTIFY (${Buffer.byteLength(payload)} bytes).`);
      }
      await publisher.query('select pg_notify($1, $2)', [BUS_CHANNEL, payload]);
    },
    subscribe: (handler) => handlers.add(handler),
    close: async () => {
      closed = true;
      handlers.clear();
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
