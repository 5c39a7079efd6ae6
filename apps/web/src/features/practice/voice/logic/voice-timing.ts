/**
 * The timings a spoken answer is submitted with (roleplay.md §4 Mic, §7 voice/prompt): how long the
 * advisor spoke (voice duration) and the silence before they started (pause duration, the dead air the
 * KPI scores). Times are ms on one clock.
 */
export interface AnswerClock {
  /** When the customer's line ended (the bot stopped speaking), or the call started without one. */
  customerDoneAt: number;
  /** When the advisor unmuted. */
  unmutedAt: number;
  /** When their voice was first heard after unmuting; null when the capture never heard it. */
  voiceAt: number | null;
  /** When they muted again. */
  mutedAt: number;
}

export interface AnswerTimings {
  voiceDuration: number;
  pauseDuration: number;
}

/** The longest time the contracts accept (24 h). */
const MAX_MS = 24 * 3_600_000;
const clamp = (ms: number) => Math.min(MAX_MS, Math.max(0, Math.round(ms)));

export function answerTimings({ customerDoneAt, unmutedAt, voiceAt, mutedAt }: AnswerClock): AnswerTimings {
  // Without a measured onset the answer is taken to start when the mic opened.
  const started = Math.min(mutedAt, Math.max(unmutedAt, voiceAt ?? unmutedAt));
  return {
    voiceDuration: clamp(mutedAt - started),
    pauseDuration: clamp(started - Math.min(customerDoneAt, started)),
  };
}

/** Loudness (RMS of float samples) above which the capture counts a frame as speech. */
export const VOICE_RMS_THRESHOLD = 0.02;
