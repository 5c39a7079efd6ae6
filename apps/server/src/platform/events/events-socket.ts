import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { EVENTS_SOCKET } from '@switchboard/contracts';
import type { EventBus, BusEvent } from './event-bus.js';
import type { SessionIdentity, SessionStore } from '../../modules/accounts/session-store.js';
import { policy } from '../policy/route-policy.js';
import { scopeOf } from '../policy/scope.js';
import { tokenFrom } from '../policy/enforce-policies.js';

const MESSAGE_TOO_BIG = 1009;
/** Policy violation: the socket's group is no longer the caller's to watch (not 4401: the session lives on). */
const GROUP_OUT_OF_REACH = 1008;

/** How long a slow consumer's close frame may take to get through before the connection is dropped. */
const SLOW_CONSUMER_GRACE_MS = 5_000;

export interface EventsSocketDeps {
  bus: EventBus;
  sessions: SessionStore;
  /** May the session still act in the group its socket carries? (Re-checked with the session, ADR 027.) */
  mayActIn(identity: SessionIdentity, tenantId: string): Promise<boolean>;
  heartbeatMs?: number;
  /** Tests shorten the wait between closing a slow consumer and dropping its connection. */
  slowConsumerGraceMs?: number;
}

/**
 * GET /api/events: one WebSocket per tab carrying the bus events of the caller's active tenant
 * (unread counters, sync and upload progress). Server → client only: `{type, payload}` JSON.
 *
 * Limits (ADR 018): a client frame over `maxPayloadBytes` closes the socket with 1009; a client that does not read what it is sent is a slow consumer: the moment an event would
 * take its unsent backlog past `maxBufferedBytes`, it gets no more events and is closed with
 * `slowConsumerCode` (1013). A client that is not reading will not read that close frame either, so
 * the connection is dropped after a short grace instead of ws's 30 s closing handshake. Other
 * clients never wait on it: sends never block, they only queue.
 */
export function registerEventsSocket(app: FastifyInstance, deps: EventsSocketDeps): void {
  app.get(
    EVENTS_SOCKET.path,
    { websocket: true, config: { policy: policy.signedIn() }, schema: { hide: true } },
    (socket: WebSocket, request) => {
      const scope = scopeOf(request);
      const token = tokenFrom(request)?.token ?? '';
      let alive = true;
      let dropTimer: NodeJS.Timeout | undefined;

      const closeSlowConsumer = () => {
        unsubscribe();
        socket.close(EVENTS_SOCKET.slowConsumerCode, 'slow consumer');
        dropTimer = setTimeout(() => socket.terminate(), deps.slowConsumerGraceMs ?? SLOW_CONSUMER_GRACE_MS);
      };
      const send = (event: BusEvent) => {
        if (event.internal || event.tenantId !== scope.tenantId || (event.userId && event.userId !== scope.userId)) return;
        if (socket.readyState !== socket.OPEN) return;
        const message = JSON.stringify({ type: event.type, payload: event.payload });
        // bufferedAmount: bytes handed to the socket and not yet written to the network.
        if (socket.bufferedAmount + Buffer.byteLength(message) > EVENTS_SOCKET.maxBufferedBytes) {
          closeSlowConsumer();
          return;
        }
        socket.send(message);
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
        void deps.sessions.resolve(token, { touch: false }).then(async (identity) => {
          if (!identity) socket.close(EVENTS_SOCKET.sessionEndedCode, 'session ended');
          // The group moved out of reach: no more of its events. The client reconnects and gets what it may see now.
          else if (scope.tenantId && !(await deps.mayActIn(identity, scope.tenantId)))
            socket.close(GROUP_OUT_OF_REACH, 'group out of reach');
        });
      }, deps.heartbeatMs ?? EVENTS_SOCKET.heartbeatMs);
      socket.on('pong', () => (alive = true));
      // The socket is one-way: anything the client sends is ignored, and anything large ends it (1009, as ws does
      // past maxPayload — which is the speech socket's larger limit, shared by every socket route).
      socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
        const bytes = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
        if (bytes > EVENTS_SOCKET.maxPayloadBytes) socket.close(MESSAGE_TOO_BIG, 'message too big');
      });
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(dropTimer);
        unsubscribe();
      });
      socket.send(JSON.stringify({ type: 'ready', payload: { tenantId: scope.tenantId } }));
    },
  );
}
