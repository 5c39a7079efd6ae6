import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { EVENTS_SOCKET } from '@switchboard/contracts';
import type { EventBus, BusEvent } from './event-bus.js';
import type { SessionStore } from '../../modules/accounts/session-store.js';
import { policy } from '../policy/route-policy.js';
import { scopeOf } from '../policy/scope.js';
import { tokenFrom } from '../policy/enforce-policies.js';

const SLOW_CONSUMER = 1013;
const MESSAGE_TOO_BIG = 1009;

/**
 * GET /api/events: one WebSocket per tab carrying the bus events of the caller's active tenant
 * (unread counters, sync and upload progress). Server → client only: `{type, payload}` JSON.
 */
export function registerEventsSocket(app: FastifyInstance, deps: { bus: EventBus; sessions: SessionStore; heartbeatMs?: number }): void {
  app.get(
    EVENTS_SOCKET.path,
    { websocket: true, config: { policy: policy.signedIn() }, schema: { hide: true } },
    (socket: WebSocket, request) => {
      const scope = scopeOf(request);
      const token = tokenFrom(request)?.token ?? '';
      let alive = true;

      const send = (event: BusEvent) => {
        if (event.tenantId !== scope.tenantId || (event.userId && event.userId !== scope.userId)) return;
        if (socket.bufferedAmount > EVENTS_SOCKET.maxBufferedBytes) {
          socket.close(SLOW_CONSUMER, 'slow consumer');
          return;
        }
        socket.send(JSON.stringify({ type: event.type, payload: event.payload }));
      };
      const unsubscribe = deps.bus.subscribe(send);

      // Heartbeat and session re-check: a dead peer is dropped, a revoked or expired session is closed.
      const timer = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
        void deps.sessions.resolve(token, { touch: false }).then((identity) => {
          if (!identity) socket.close(EVENTS_SOCKET.sessionEndedCode, 'session ended');
        });
      }, deps.heartbeatMs ?? EVENTS_SOCKET.heartbeatMs);
      socket.on('pong', () => (alive = true));
      // The socket is one-way: anything the client sends is ignored, and anything large ends it (1009, as ws does past maxPayload).
      socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
        const bytes = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
        if (bytes > EVENTS_SOCKET.maxPayloadBytes) socket.close(MESSAGE_TOO_BIG, 'message too big');
      });
      socket.on('close', () => {
        clearInterval(timer);
        unsubscribe();
      });
      socket.send(JSON.stringify({ type: 'ready', payload: { tenantId: scope.tenantId } }));
    },
  );
}
