import { SpeechUnavailableError } from './speech-error.js';

/**
 * A cap on the speech engine processes one server runs at once (recognisers and synthesisers). Each
 * process takes CPU for as long as it runs; past the cap a request waits a little for a slot, then fails
 * `busy` (503) instead of queueing without end and starving every call on the machine.
 */
export class EngineSlots {
  private used = 0;
  private readonly waiting: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    readonly limit: number,
    /** How long a request may wait for a slot. */
    readonly waitMs: number,
  ) {}

  get inUse(): number {
    return this.used;
  }

  /** Resolves with a release function (call it exactly once; repeats are ignored). */
  acquire(): Promise<() => void> {
    if (this.used < this.limit) {
      this.used++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(entry.timer);
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new SpeechUnavailableError('busy', `All ${this.limit} speech engine slots are busy; try again in a moment.`));
        }, this.waitMs),
      };
      this.waiting.push(entry);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; otherwise it is freed.
      if (next) next.grant();
      else this.used--;
    };
  }
}
