import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advisorLine, customerLine, entry } from '../../../../test/chat-fixtures';
import { renderWithProviders } from '../../../../test/test-utils';
import { visibilityFlags } from '../logic/visibility';
import { ChatConversation } from './chat-conversation';

const options = [
  { id: 0, promptId: 'code-check', promptText: 'Unlock the account', text: 'Unlock the account' },
  { id: 1, promptId: 'code-check', promptText: 'Send a new code', text: 'Send a new code' },
];
const question = customerLine('code-check', 'The code is 582 931. What now?', { isSelectOneQuestion: true, promptUtterances: options });
const notice = entry({ systemCode: 'SELECTONE', botMessageKey: 'selectone', questionId: 'code-check', isSelectOneQuestion: true });

const props = {
  customerName: 'Dana',
  flags: visibilityFlags(3),
  wordByWordFrom: null,
  currentIndex: 0,
  chipsEnabled: true,
  customerTyping: false,
  starting: false,
};

describe('a select-one step in the chat', () => {
  it('asks for a pick until one is made, then marks the chosen chip and drops the request', async () => {
    const onChip = vi.fn();
    const { rerender } = renderWithProviders(<ChatConversation {...props} onChip={onChip} entries={[question, notice]} />);
    expect(screen.getByText('Please select one of the options below.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Send a new code'));
    expect(onChip).toHaveBeenCalledWith(options[1]);

    rerender(<ChatConversation {...props} onChip={onChip} entries={[question, notice, advisorLine('code-check', 'Send a new code')]} />);
    expect(screen.queryByText('Please select one of the options below.')).toBeNull();
    const chips = within(screen.getByRole('group', { name: 'Select one' }));
    const chosen = chips.getByLabelText('Send a new code');
    const other = chips.getByLabelText('Unlock the account');
    expect(chosen).toBeChecked();
    expect(other).not.toBeChecked();
    // The pick stands out from the options not taken: it is not greyed out like them.
    expect(chosen).toBeEnabled();
    expect(chosen.closest('[data-chosen]')).toHaveAttribute('data-chosen', 'true');
    expect(other).toBeDisabled();
    // Picking again does nothing: the answer was sent once.
    await userEvent.click(chosen);
    expect(onChip).toHaveBeenCalledTimes(1);
  });
});
