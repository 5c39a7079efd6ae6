import type { Logger } from 'pino';

/**
 * A background pass (`pass`) repeated every `intervalMs`, never inside a request: passes never overlap (a
 * call to `runOnce` while one runs joins it), a failed pass is logged and the next one still comes, and
 * `stop` waits for a running pass so shutdown never cuts one off half-way.
 */
export abstract class PeriodicTask<T> {
  private running: Promise<T> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    protected readonly log: Logger,
  ) {}

  protected abstract pass(): Promise<T>;

  start(): void {
    this.stopped = false;
    const tick = async () => {
      await this.runOnce().catch((error: unknown) => this.log.warn({ err: error }, `${this.name} pass failed`));
      if (!this.stopped) this.timer = setTimeout(() => void tick(), this.intervalMs).unref();
    };
    // The first pass within a minute of start even on a long interval: a server restarted more often than
    // every interval would otherwise never run it.
    this.timer = setTimeout(() => void tick(), Math.min(this.intervalMs, 60_000)).unref();
  }

  protected get isStopped(): boolean {
    return this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass now (or the one already running). */
  runOnce(): Promise<T> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
