/**
 * How long a session took, defined once for every screen: the duration is the conversation from the
 * customer's first line to its end, as the server saw it; the handling time is that duration less the
 * bot's own time (typing or speaking its lines), which the advisor cannot shorten. Both are whole seconds
 * and handling never exceeds the duration, so no screen can show one beside a contradicting other.
 */
export interface SessionTiming {
  durationSeconds: number;
  handlingSeconds: number;
}

const wholeSeconds = (ms: number) => (Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) : 0);

export function sessionTiming(startedAt: number | null, endedAt: number | null, botTimeMs = 0): SessionTiming {
  const durationSeconds = startedAt !== null && endedAt !== null ? wholeSeconds(endedAt - startedAt) : 0;
  return { durationSeconds, handlingSeconds: Math.max(0, durationSeconds - wholeSeconds(botTimeMs)) };
}

/** The span of a conversation given its message times (unscripted transcripts): first to last. */
export function spanOf(times: readonly number[]): [number | null, number | null] {
  const finite = times.filter((t) => Number.isFinite(t));
  return finite.length > 0 ? [Math.min(...finite), Math.max(...finite)] : [null, null];
}
