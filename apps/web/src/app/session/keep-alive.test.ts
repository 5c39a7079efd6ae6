import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_REFRESH_MS } from '@switchboard/contracts';
import { startKeepAlive } from './keep-alive';

describe('startKeepAlive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes once per interval, and only after user activity', () => {
    const target = new EventTarget();
    const refresh = vi.fn(async () => undefined);
    const stop = startKeepAlive({ intervalMs: SESSION_REFRESH_MS, refresh, target });

    vi.advanceTimersByTime(SESSION_REFRESH_MS);
    expect(refresh).not.toHaveBeenCalled();

    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(SESSION_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);

    // Idle afterwards: nothing more is sent, so the server's idle expiry can end the session.
    vi.advanceTimersByTime(3 * SESSION_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops listening and refreshing once stopped', () => {
    const target = new EventTarget();
    const refresh = vi.fn(async () => undefined);
    startKeepAlive({ intervalMs: 1000, refresh, target })();
    target.dispatchEvent(new Event('wheel'));
    vi.advanceTimersByTime(5000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a failed refresh does not stop later ones', async () => {
    const target = new EventTarget();
    const refresh = vi.fn(async () => Promise.reject(new Error('offline')));
    const stop = startKeepAlive({ intervalMs: 1000, refresh, target });
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(1000);
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });
});
