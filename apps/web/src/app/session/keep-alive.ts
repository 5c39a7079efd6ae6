const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface KeepAliveOptions {
  intervalMs: number;
  /** Touches the session on the server; failures are the caller's business. */
  refresh: () => Promise<unknown>;
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Keeps the session alive while the page is in use: every `intervalMs` (the spec's 300000 ms)
 * it refreshes the session if the user did something since the last tick. An idle page sends
 * nothing, so the server's idle expiry still ends abandoned sessions.
 */
export function startKeepAlive({ intervalMs, refresh, target = window }: KeepAliveOptions): () => void {
  let activeSinceLastTick = false;
  const markActive = () => {
    activeSinceLastTick = true;
  };
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, markActive, { passive: true, capture: true });
  const timer = setInterval(() => {
    if (!activeSinceLastTick) return;
    activeSinceLastTick = false;
    refresh().catch(() => undefined);
  }, intervalMs);
  return () => {
    clearInterval(timer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, markActive, { capture: true });
  };
}
