import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/test-utils';
import { changeLocale } from '../i18n/i18n';
import { DateRangePicker } from './date-range-picker';

describe('DateRangePicker', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await changeLocale('en-US');
  });

  it('shows two months and reports whole days: start of the first, end of the last', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const start = new Date(2025, 2, 3);
    const end = new Date(2025, 2, 5, 23, 59, 59, 999);
    renderWithProviders(<DateRangePicker label="Period" value={[start, end]} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Period' }));
    const months = screen.getAllByRole('table');
    expect(months).toHaveLength(2);
    // The month arrows are named in the user's language, not left unlabelled.
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();

    await user.click(within(months[0]!).getByRole('button', { name: '10 March 2025' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(months[1]!).getByRole('button', { name: '2 April 2025' }));
    expect(onChange).toHaveBeenCalledWith([new Date(2025, 2, 10, 0, 0, 0, 0), new Date(2025, 3, 2, 23, 59, 59, 999)]);
  });

  it('does not offer days after the maximum date', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DateRangePicker
        label="Period"
        value={[new Date(2025, 2, 3), new Date(2025, 2, 4)]}
        onChange={() => undefined}
        maxDate={new Date(2025, 2, 15)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Period' }));
    expect(screen.getByRole('button', { name: '14 March 2025' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '16 March 2025' })).toBeDisabled();
  });

  it("names months and days in the user's language, loading them when that language is chosen", async () => {
    const user = userEvent.setup();
    await changeLocale('fr-FR');
    renderWithProviders(
      <DateRangePicker label="Période" value={[new Date(2025, 2, 3), new Date(2025, 2, 4)]} onChange={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Période' }));
    expect(await screen.findByRole('button', { name: '10 mars 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '10 March 2025' })).not.toBeInTheDocument();
  });
});
