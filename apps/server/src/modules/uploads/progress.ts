import { UPLOAD_PROGRESS_EVENT, type UploadProgress } from '@switchboard/contracts';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { TenantScope } from '../../platform/policy/route-policy.js';

const INTERVAL_MS = 500;

/**
 * Upload progress on the events socket (to the uploader only), at most twice a second, plus a
 * final `done` message. Publishing never fails the upload.
 */
export class ProgressReporter {
  private last = 0;

  constructor(
    private readonly bus: EventBus,
    private readonly scope: TenantScope,
    private readonly base: Pick<UploadProgress, 'jobId' | 'kind' | 'phase' | 'fileName' | 'totalRows'>,
    private readonly now: () => number = Date.now,
  ) {}

  update(processedRows: number, percent: number | null): void {
    const at = this.now();
    if (at - this.last < INTERVAL_MS) return;
    this.last = at;
    this.send(processedRows, percent, false);
  }

  done(processedRows: number): void {
    this.send(processedRows, 100, true);
  }

  private send(processedRows: number, percent: number | null, done: boolean): void {
    const payload: UploadProgress = {
      ...this.base,
      processedRows,
      percent: percent === null ? null : Math.max(0, Math.min(100, Math.round(percent * 10) / 10)),
      done,
    };
    this.bus
      .publish({ type: UPLOAD_PROGRESS_EVENT, tenantId: this.scope.tenantId, userId: this.scope.userId, payload })
      .catch(() => undefined);
  }
}
