import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/test-utils';
import { newDraft, payloadOf, type Draft } from './editor-state';
import { PersonaFields } from './persona-fields';

afterEach(() => cleanup());

let latest: Draft | null = null;
function Harness() {
  const [draft, setDraft] = useState<Draft>({ ...newDraft(1), scripted: false });
  latest = draft;
  return <PersonaFields draft={draft} errors={{}} disabled={false} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />;
}

describe('persona fields', { timeout: 120_000 }, () => {
  it('authors a customer fact given when asked, a company fact that resolves the issue, the goal and objections', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    await user.type(screen.getByTestId('customer-goal'), 'I want my money back');
    await user.type(screen.getByTestId('customer-objections'), 'Will it really happen?{enter}{enter}');

    await user.click(screen.getByRole('button', { name: 'Add fact' }));
    await user.type(screen.getByRole('textbox', { name: 'Fact 1' }), 'Order number');
    await user.type(screen.getByRole('textbox', { name: 'Value of fact 1' }), 'It is 12-345.');
    expect(screen.getByRole('textbox', { name: 'When fact 1 is said' })).toHaveValue('Only when asked');

    await user.click(screen.getByRole('button', { name: 'Add fact' }));
    await user.type(screen.getByRole('textbox', { name: 'Fact 2' }), 'Refund');
    await user.type(screen.getByRole('textbox', { name: 'Value of fact 2' }), 'Refund the card today.');
    await user.click(screen.getByRole('textbox', { name: 'Who knows fact 2' }));
    await user.click(await screen.findByRole('option', { name: 'The company' }));
    await user.click(screen.getByRole('checkbox', { name: 'Resolves the issue' }));

    const payload = payloadOf(latest!);
    expect(payload.customerGoal).toBe('I want my money back');
    // Blank lines of the objections box are not objections.
    expect(payload.customerObjections).toEqual(['Will it really happen?']);
    expect(payload.customerFacts).toEqual([
      { label: 'Order number', value: 'It is 12-345.', knownBy: 'customer', reveal: 'whenAsked', acceptable: false, phrasings: [] },
      { label: 'Refund', value: 'Refund the card today.', knownBy: 'company', reveal: 'whenAsked', acceptable: true, phrasings: [] },
    ]);
  });
});
