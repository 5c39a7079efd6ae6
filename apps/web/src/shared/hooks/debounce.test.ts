import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@switchboard/contracts';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once, with the last arguments, after the wait has passed without calls', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, SEARCH_DEBOUNCE_MS);
    debounced('a');
    vi.advanceTimersByTime(300);
    debounced('ab');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ab');
  });

  it('cancel drops a pending call; flush runs it now', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 500);
    debounced(1);
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    debounced(2);
    debounced.flush();
    expect(fn).toHaveBeenCalledWith(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('flush with nothing pending does nothing', () => {
    const fn = vi.fn();
    debounce(fn, 500).flush();
    expect(fn).not.toHaveBeenCalled();
  });
});
