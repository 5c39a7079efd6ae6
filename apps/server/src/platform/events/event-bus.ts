/** A fact other nodes (and sockets) may care about: an announcement published, a sync progressing... */
export interface BusEvent {
  type: string;
  /** The tenant the event belongs to; socket fan-out never crosses it. */
  tenantId: string | null;
  /** Set when only one user should hear it. */
  userId?: string | null;
  /** Between server processes only (cache invalidation): never forwarded to a browser. */
  internal?: boolean;
  payload: unknown;
}

export type BusHandler = (event: BusEvent) => void;

export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** Delivers to every handler; one failing handler must not starve the others. */
export class HandlerSet {
  private readonly handlers = new Set<BusHandler>();

  constructor(private readonly onError: (error: unknown) => void) {}

  add(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  deliver(event: BusEvent): void {
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
