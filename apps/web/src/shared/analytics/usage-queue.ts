import type { UsageEvent, UsageEventName, UsageEventProperties } from '@switchboard/contracts';

/** What became of a sent batch: stored, to be sent again later, not worth sending again, or analytics is off. */
export type SendOutcome = 'sent' | 'retry' | 'drop' | 'off';

export interface UsageQueueOptions {
  /** Posts one batch; `unloading` means the page is going away (the request must outlive it). */
  send: (events: UsageEvent[], unloading: boolean) => Promise<SendOutcome>;
  maxBatch: number;
  maxQueue: number;
  now?: () => Date;
  newId?: () => string;
}

/**
 * The web app's usage-analytics queue (ADR 015): events wait here and leave in batches. It collects
 * nothing until the server says analytics is on; it never throws into the feature that tracked; and it
 * holds at most `maxQueue` events, dropping the oldest, so a server that is away costs bounded memory.
 */
export class UsageQueue {
  private queue: UsageEvent[] = [];
  private enabled = false;
  private inFlight: Promise<void> | null = null;
  private readonly now: () => Date;
  private readonly newId: () => string;

  constructor(private readonly options: UsageQueueOptions) {
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  get size(): number {
    return this.queue.length;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Switching off forgets whatever was waiting. */
  setEnabled(on: boolean): void {
    this.enabled = on;
    if (!on) this.queue = [];
  }

  /** Forgets waiting events (the user or group changed: they would be sent under the new session). */
  clear(): void {
    this.queue = [];
  }

  track<E extends UsageEventName>(event: E, properties: UsageEventProperties[E]): void {
    if (!this.enabled) return;
    this.queue.push({ messageId: this.newId(), event, occurredAt: this.now().toISOString(), properties } as UsageEvent);
    if (this.queue.length > this.options.maxQueue) this.queue.splice(0, this.queue.length - this.options.maxQueue);
  }

  /**
   * Sends what is waiting, one batch at a time. While the page is unloading everything leaves at once
   * (keepalive requests outlive the page; nothing would be left to retry them).
   */
  flush(unloading = false): Promise<void> {
    if (!this.enabled || this.queue.length === 0) return this.inFlight ?? Promise.resolve();
    if (unloading) {
      const all = this.queue;
      this.queue = [];
      for (let i = 0; i < all.length; i += this.options.maxBatch) {
        void this.options.send(all.slice(i, i + this.options.maxBatch), true).catch(() => 'retry');
      }
      return Promise.resolve();
    }
    this.inFlight ??= this.drain().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async drain(): Promise<void> {
    while (this.enabled && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      const outcome = await this.options.send(batch, false).catch((): SendOutcome => 'retry');
      if (outcome === 'off') {
        this.setEnabled(false);
        return;
      }
      if (outcome === 'retry') {
        // Back at the front, in order, for the next flush; the same messageIds make a re-send harmless.
        this.queue.unshift(...batch);
        if (this.queue.length > this.options.maxQueue) this.queue.splice(0, this.queue.length - this.options.maxQueue);
        return;
      }
    }
  }
}
