/**
 * Per-item timers (roleplay.md §4): start, stop with the duration saved; also saved on page unload.
 * Pure: the caller passes the clock.
 */
export interface ItemTimer {
  /** Seconds already saved from earlier runs. */
  savedMs: number;
  runningSince: number | null;
}

export const newItemTimer = (savedMs = 0): ItemTimer => ({ savedMs, runningSince: null });

export const startTimer = (timer: ItemTimer, now: number): ItemTimer =>
  timer.runningSince === null ? { ...timer, runningSince: now } : timer;

export const elapsedMs = (timer: ItemTimer, now: number) =>
  timer.savedMs + (timer.runningSince === null ? 0 : Math.max(0, now - timer.runningSince));

export const stopTimer = (timer: ItemTimer, now: number): ItemTimer => ({ savedMs: elapsedMs(timer, now), runningSince: null });

/** HH:MM:SS (roleplay.md §9: times are shown as HH:MM:SS; hours may exceed 99). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Parses the hh:mm:ss duration of an assessment; anything else is 0. */
export function parseDuration(text: string | null | undefined): number {
  const match = /^(\d+):([0-5]\d):([0-5]\d)$/.exec(text ?? '');
  if (!match) return 0;
  return (Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000;
}
