import { EVENTS_SOCKET } from '@switchboard/contracts';
import { notifyUnauthorized } from '../api/http-client';

/**
 * A message from GET /api/events. `reconnected` is ours, sent on every open (the first one too):
 * whatever was fetched before the socket listened may already be stale, so listeners refetch.
 */
export interface ServerEvent {
  type: string;
  payload: unknown;
}
export type EventListener = (event: ServerEvent) => void;

export const RECONNECTED = 'events.reconnected';

export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(code?: number): void;
}

export interface EventsClientOptions {
  /** Opens the socket (tests pass a fake). */
  open: () => SocketLike;
  /** Called when the server closes because the session ended (4401). */
  onSessionEnded?: () => void;
  /** Delay before reconnect attempt n (1, 2, ...). */
  backoffMs?: (attempt: number) => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt - 1, 5)) * (0.75 + Math.random() * 0.5);

/**
 * One events socket per tab, opened while someone listens and for one group at a time: a group
 * switch changes what the server sends, so `connect(groupKey)` with a new key reopens it. A dropped
 * socket reconnects with backoff and tells listeners `events.reconnected` so they refetch.
 */
export function createEventsClient(options: EventsClientOptions) {
  const listeners = new Set<EventListener>();
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const backoff = options.backoffMs ?? defaultBackoff;
  let socket: SocketLike | null = null;
  let groupKey: string | null = null;
  let attempt = 0;
  let timer: unknown = null;

  const emit = (event: ServerEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const stop = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close(1000);
    }
  };

  const start = () => {
    const current = options.open();
    socket = current;
    current.onopen = () => {
      attempt = 0;
      emit({ type: RECONNECTED, payload: null });
    };
    current.onmessage = (message) => {
      if (typeof message.data !== 'string') return;
      try {
        const parsed = JSON.parse(message.data) as ServerEvent;
        if (parsed && typeof parsed.type === 'string') emit(parsed);
      } catch {
        // Not one of ours: ignored.
      }
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (event.code === EVENTS_SOCKET.sessionEndedCode) {
        options.onSessionEnded?.();
        return;
      }
      if (listeners.size === 0 || groupKey === null) return;
      attempt += 1;
      timer = setTimer(() => {
        timer = null;
        if (listeners.size > 0 && socket === null) start();
      }, backoff(attempt));
    };
  };

  return {
    /** Opens (or reopens, for another group) the socket. */
    connect(key: string) {
      if (key === groupKey && (socket || timer !== null)) return;
      stop();
      groupKey = key;
      attempt = 0;
      if (listeners.size > 0) start();
    },
    subscribe(listener: EventListener): () => void {
      listeners.add(listener);
      if (listeners.size === 1 && groupKey !== null && !socket && timer === null) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    disconnect() {
      stop();
      groupKey = null;
    },
  };
}

export type EventsClient = ReturnType<typeof createEventsClient>;

const socketUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${EVENTS_SOCKET.path}`;

/** The app's events socket (the session cookie authenticates it). */
export const eventsClient: EventsClient = createEventsClient({
  open: () => new WebSocket(socketUrl()) as unknown as SocketLike,
  onSessionEnded: notifyUnauthorized,
});
