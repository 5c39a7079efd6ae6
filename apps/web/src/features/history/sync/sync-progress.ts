import { ROLEPLAY_SYNC_EVENTS, syncEventPayload, type SyncEventPayload } from '@switchboard/contracts';

export type SyncState =
  | { step: 'idle' }
  /** Sent, no reply yet: events that arrive first are kept until the reply names the job. */
  | { step: 'starting'; early: { type: string; payload: unknown }[] }
  | { step: 'running'; jobId: string; progress: SyncEventPayload | null }
  | { step: 'finished'; progress: SyncEventPayload }
  | { step: 'failed'; progress: SyncEventPayload | null };

const EVENT_TYPES: readonly string[] = Object.values(ROLEPLAY_SYNC_EVENTS);

/**
 * Folds an events-socket message into the sync's state: only the events of the job this tab started
 * count; progress moves it on, finished and failed end it (failed re-enables the button).
 */
export function applySyncEvent(state: SyncState, type: string, payload: unknown): SyncState {
  if (!EVENT_TYPES.includes(type)) return state;
  if (state.step === 'starting') return { ...state, early: [...state.early, { type, payload }] };
  const parsed = syncEventPayload.safeParse(payload);
  if (!parsed.success) return state;
  const progress = parsed.data;
  if (state.step !== 'running' || progress.jobId !== state.jobId) return state;
  if (type === ROLEPLAY_SYNC_EVENTS.finished || progress.status === 'finished') return { step: 'finished', progress };
  if (type === ROLEPLAY_SYNC_EVENTS.failed || progress.status === 'failed') return { step: 'failed', progress };
  return { ...state, progress };
}

/** The button is disabled from the click until the job ends (roleplay.md §4 User sync). */
export const syncButtonDisabled = (state: SyncState, lastTenantId: string | null): boolean =>
  !lastTenantId || state.step === 'starting' || state.step === 'running';

/** The job as the start call replied, with whatever of its events came in before the reply. */
export function startedJob(state: SyncState, job: SyncEventPayload): SyncState {
  const running: SyncState =
    job.status === 'finished'
      ? { step: 'finished', progress: { ...job, percent: 100 } }
      : job.status === 'failed'
        ? { step: 'failed', progress: job }
        : { step: 'running', jobId: job.jobId, progress: job };
  const early = state.step === 'starting' ? state.early : [];
  return early.reduce<SyncState>((current, event) => applySyncEvent(current, event.type, event.payload), running);
}

/** While a job runs, it is also read every few seconds: events go only to the tab that started it, and sockets drop. */
export const SYNC_POLL_MS = 3000;

/** A job read back from GET …/syncRolePlay/{jobId}, as the event its status stands for. */
export function jobAsEvent(job: Omit<SyncEventPayload, 'percent'>): { type: string; payload: SyncEventPayload } {
  const percent = job.status === 'finished' ? 100 : job.totalUsers > 0 ? (100 * job.processedUsers) / job.totalUsers : 0;
  const type =
    job.status === 'finished'
      ? ROLEPLAY_SYNC_EVENTS.finished
      : job.status === 'failed'
        ? ROLEPLAY_SYNC_EVENTS.failed
        : ROLEPLAY_SYNC_EVENTS.progress;
  return { type, payload: { ...job, percent } };
}
