import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineSlots } from './engine-slots.js';
import { SpeechUnavailableError } from './speech-error.js';

describe('engine slots', () => {
  afterEach(() => vi.useRealTimers());

  it('grants up to the limit, then hands a freed slot to the next waiter', async () => {
    const slots = new EngineSlots(2, 1000);
    const a = await slots.acquire();
    await slots.acquire();
    expect(slots.inUse).toBe(2);
    let granted = false;
    const waiting = slots.acquire().then((release) => {
      granted = true;
      return release;
    });
    await Promise.resolve();
    expect(granted).toBe(false);
    a();
    a(); // a second release of the same slot changes nothing
    const c = await waiting;
    expect(granted).toBe(true);
    expect(slots.inUse).toBe(2);
    c();
    expect(slots.inUse).toBe(1);
  });

  it('refuses as busy when no slot frees up in time', async () => {
    vi.useFakeTimers();
    const slots = new EngineSlots(1, 500);
    const release = await slots.acquire();
    const waiting = slots.acquire();
    vi.advanceTimersByTime(501);
    await expect(waiting).rejects.toThrow(SpeechUnavailableError);
    await expect(waiting).rejects.toMatchObject({ reason: 'busy' });
    // The refused waiter does not take the slot when it frees up.
    release();
    expect(slots.inUse).toBe(0);
  });
});
