import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/test-utils';
import { SelectionBar } from './selection-bar';

const bar = (selected: number, required: number | null) => (
  <SelectionBar
    total={4}
    selected={selected}
    required={required}
    loading={false}
    batchName="Chat Foundations"
    starting={false}
    onSelectAll={vi.fn()}
    onStart={vi.fn()}
  />
);

describe('the selection bar', () => {
  it('says next to a disabled Start Practice how many more roleplays the batch needs', () => {
    const { rerender } = renderWithProviders(bar(1, 3));
    const start = screen.getByRole('button', { name: 'Start Practice' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Select 2 more roleplays to start.');
    rerender(bar(2, 3));
    expect(screen.getByRole('button', { name: 'Start Practice' })).toHaveAccessibleDescription('Select one more roleplay to start.');
  });

  it('enables Start Practice without a reason once enough are chosen', () => {
    renderWithProviders(bar(3, 3));
    const start = screen.getByRole('button', { name: 'Start Practice' });
    expect(start).toBeEnabled();
    expect(start).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('start-disabled-reason')).toBeNull();
  });

  it('gives no reason while the batch rule is still loading', () => {
    renderWithProviders(bar(0, null));
    expect(screen.getByRole('button', { name: 'Start Practice' })).toBeDisabled();
    expect(screen.queryByTestId('start-disabled-reason')).toBeNull();
  });
});
