import type { AgreementFigures } from '@switchboard/contracts';

export type Trust = 'trusted' | 'mixed' | 'doubted' | 'unknown';

/** Change rates (percent of engine scores a reviewer changed) up to these read as trusted, then mixed; above, doubted. */
export const TRUST_LIMITS = { trusted: 10, mixed: 30 } as const;
/** Fewer scored messages than this say too little to judge. */
export const MIN_MESSAGES = 5;

export const TRUST_COLOURS: Readonly<Record<Trust, string>> = { trusted: 'teal', mixed: 'yellow', doubted: 'red', unknown: 'gray' };

/** How far reviewers trust the engine on a KPI or use case, from how often they changed its scores. */
export function trustOf(figures: Pick<AgreementFigures, 'changeRatePercent' | 'scoredMessages'>): Trust {
  if (figures.changeRatePercent === null || figures.scoredMessages < MIN_MESSAGES) return 'unknown';
  if (figures.changeRatePercent <= TRUST_LIMITS.trusted) return 'trusted';
  if (figures.changeRatePercent <= TRUST_LIMITS.mixed) return 'mixed';
  return 'doubted';
}

/** A signed change in points of 0–5, one decimal, with its sign ("+0.8", "−1.2", "0"). */
export function signed(value: number | null): string | null {
  if (value === null) return null;
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '0';
  return rounded > 0 ? `+${rounded}` : `−${Math.abs(rounded)}`;
}
