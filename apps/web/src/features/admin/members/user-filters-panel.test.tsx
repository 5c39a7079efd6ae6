import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/test-utils';
import { UserFiltersPanel, useUserFilterSet } from './user-filters-panel';

const FACETS = { l1Names: ['Morgan Lee', 'Sam Supervisor'], l2Names: ['Grace Okafor'], l3Names: ['Chris Novak'] };

/** The panel as the Client Configuration tab uses it; `saved` shows what the list would be asked for. */
function Harness({ tenantId }: { tenantId: string }) {
  const [set, dispatch] = useUserFilterSet(tenantId);
  return (
    <>
      <UserFiltersPanel set={set} dispatch={dispatch} facets={FACETS} onApplied={() => undefined} />
      <output data-testid="saved">{JSON.stringify(set.saved)}</output>
    </>
  );
}
const saved = () => JSON.parse(screen.getByTestId('saved').textContent ?? '{}') as Record<string, unknown>;

describe('user filter panel: unsaved and saved selections per client', () => {
  it('keeps edits unsaved until applied, keeps each client’s set, and resets both selections', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<Harness tenantId="a0a0a0a0a0a0a0a0a0a0a0a0" />);
    expect(screen.getByTestId('filters-commit')).toBeDisabled();
    expect(screen.getByTestId('filters-reset')).toBeDisabled();

    // Edit: a name (taken after the 500 ms debounce) and an L1 supervisor.
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'riley');
    await waitFor(() => expect(screen.getByTestId('filters-unsaved')).toBeInTheDocument());
    await user.click(screen.getByRole('textbox', { name: 'L1 supervisor' }));
    await user.click(await screen.findByRole('option', { name: 'Morgan Lee' }));
    await waitFor(() => expect(screen.getByTestId('filters-unsaved')).toBeInTheDocument());
    // Unsaved: the list still asks for nothing.
    expect(saved()).toMatchObject({ userName: '', l1Names: [] });

    await user.click(screen.getByTestId('filters-commit'));
    expect(saved()).toMatchObject({ userName: 'riley', l1Names: ['Morgan Lee'] });
    expect(screen.queryByTestId('filters-unsaved')).not.toBeInTheDocument();
    expect(screen.getByTestId('filters-applied')).toHaveTextContent('2');

    // Another client has its own (empty) set; coming back restores this one.
    rerender(<Harness tenantId="b0b0b0b0b0b0b0b0b0b0b0b0" />);
    expect(saved()).toMatchObject({ userName: '', l1Names: [] });
    rerender(<Harness tenantId="a0a0a0a0a0a0a0a0a0a0a0a0" />);
    expect(saved()).toMatchObject({ userName: 'riley', l1Names: ['Morgan Lee'] });

    // A new unsaved edit, then Reset: both selections cleared, nothing kept for this client.
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(screen.getByTestId('filters-unsaved')).toBeInTheDocument());
    await user.click(screen.getByTestId('filters-reset'));
    expect(saved()).toEqual({ userName: '', roles: [], l1Names: [], l2Names: [], l3Names: [], status: [] });
    expect(screen.queryByTestId('filters-unsaved')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('');
    // Nothing left to reset or apply: the unsaved selection is empty too.
    expect(screen.getByTestId('filters-reset')).toBeDisabled();
    expect(screen.getByTestId('filters-commit')).toBeDisabled();
    expect(localStorage.getItem('switchboard.userFilters.a0a0a0a0a0a0a0a0a0a0a0a0')).toBeNull();
    // A whole journey through Mantine comboboxes in jsdom: seconds on a shared machine.
  }, 30_000);

  it('applies from the keyboard: Enter in the name box submits the filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness tenantId="a0a0a0a0a0a0a0a0a0a0a0a0" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'okafor{Enter}');
    await waitFor(() => expect(saved()).toMatchObject({ userName: 'okafor' }));
    expect(screen.queryByTestId('filters-unsaved')).not.toBeInTheDocument();
  });
});
