import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS } from '@switchboard/contracts';
import { renderWithProviders } from '../../test/test-utils';
import { SearchInput } from './search-input';

describe('SearchInput', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once typing has paused for 500 ms, with the trimmed text', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput label="Search users" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), ' ada ');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ada');
  });

  it('Enter searches at once; the clear button empties it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput label="Search users" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'grace{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('grace');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});
