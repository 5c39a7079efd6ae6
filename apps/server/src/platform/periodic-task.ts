import type { Logger } from 'pino';

/**
 * A background pass repeated every `intervalMs`, never inside a request: passes never overlap (a call to
 * `runOnce` while one runs joins it), a failed pass is logged and the next one still comes, and `stop`
 * waits for a running pass so shutdown never cuts one off half-way.
 */
export class PeriodicTask<T> {
  private running: Promise<T> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly pass: () => Promise<T>,
    private readonly log: Logger,
    /** Wait before the first pass (default: one interval). */
    private readonly firstDelayMs = intervalMs,
  ) {}

  start(): void {
    this.stopped = false;
    const tick = async () => {
      await this.runOnce().catch((error: unknown) => this.log.warn({ err: error }, `${this.name} pass failed`));
      if (!this.stopped) this.timer = setTimeout(() => void tick(), this.intervalMs).unref();
    };
    this.timer = setTimeout(() => void tick(), this.firstDelayMs).unref();
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  runOnce(): Promise<T> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
