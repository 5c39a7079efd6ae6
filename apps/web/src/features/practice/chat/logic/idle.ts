import { IDLE_DEFAULTS } from '@switchboard/contracts';

/** Idle status of a practice item (roleplay.md §3): normal, then warning, then danger. */
export type IdleStatus = 'normal' | 'warning' | 'danger';

/** roleplay.md §9: idle timers start 1 s after selection, tick every second, restart 100 ms after a reset. */
export const IDLE_START_DELAY_MS = 1000;
export const IDLE_TICK_MS = 1000;
export const IDLE_RESTART_DELAY_MS = 100;

export interface IdleThresholds {
  warningSeconds: number;
  dangerSeconds: number;
}

/**
 * Thresholds from the batch's idle option (optionOneFrom = warning, optionOneTo = danger), falling back
 * to 60 and 120 s when the option is missing or makes no sense (danger not after warning).
 */
export function idleThresholds(option?: { optionOneFrom?: number | null; optionOneTo?: number | null } | null): IdleThresholds {
  const from = option?.optionOneFrom;
  const to = option?.optionOneTo;
  const valid = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  if (!valid(from) || !valid(to) || to <= from) {
    return { warningSeconds: IDLE_DEFAULTS.warningSeconds, dangerSeconds: IDLE_DEFAULTS.dangerSeconds };
  }
  return { warningSeconds: from, dangerSeconds: to };
}

/**
 * Status after `idleSeconds` without activity: warning from the warning threshold (1–2 minutes with the
 * default option), danger above the danger threshold (above 2 minutes).
 */
export function idleStatusAt(idleSeconds: number, { warningSeconds, dangerSeconds }: IdleThresholds): IdleStatus {
  if (idleSeconds > dangerSeconds) return 'danger';
  if (idleSeconds >= warningSeconds) return 'warning';
  return 'normal';
}

/** The item colour for an idle status (roleplay.md §4: warning or danger recolours the item). */
export const IDLE_COLOURS: Readonly<Record<IdleStatus, string | null>> = {
  normal: null,
  warning: 'yellow',
  danger: 'pink',
};
