import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { advisorLine, customerLine, entry } from '../../../../test/chat-fixtures';
import { renderWithProviders } from '../../../../test/test-utils';
import { visibilityFlags } from '../logic/visibility';
import { ChatConversation } from './chat-conversation';

const props = {
  customerName: 'Dana',
  flags: visibilityFlags(3),
  wordByWordFrom: null,
  currentIndex: 0,
  chipsEnabled: true,
  onChip: () => undefined,
  customerTyping: false,
  starting: false,
};

describe('coaching in the chat', () => {
  it('keeps the non-matching message word for word and puts the hint below it', () => {
    const entries = [
      customerLine('refund', 'When do I get my money?'),
      advisorLine('refund', 'I have credited $8.99.'),
      entry({
        type: 'system',
        message: "That doesn't match the expected response. Could you please try again?",
        questionId: 'refund',
        systemCode: 'NOTSUTABLANS',
        botMessageKey: 'notsutablans',
        hint: 'The amount you gave ($8.99) is not the right one.',
      }),
    ];
    renderWithProviders(<ChatConversation {...props} entries={entries} />);
    const notice = screen.getByTestId('system-message');
    expect(notice).toHaveTextContent("That doesn't match the expected response. Could you please try again?");
    expect(within(notice).getByTestId('match-hint')).toHaveTextContent('The amount you gave ($8.99) is not the right one.');
  });

  it('shows what a step failed for good missed, with a model answer, under the reply', () => {
    const reply = {
      ...advisorLine('refund', 'Bye.'),
      hint: 'You haven’t covered this yet: the refund amount',
      modelAnswer: 'Model answer: I have credited $89.99.',
    };
    renderWithProviders(<ChatConversation {...props} entries={[customerLine('refund', 'When?'), reply]} />);
    const coaching = screen.getByTestId('step-coaching');
    expect(coaching).toHaveTextContent('You haven’t covered this yet: the refund amount');
    expect(coaching).toHaveTextContent('Model answer: I have credited $89.99.');
  });

  it('shows no hint for a reply that matched', () => {
    renderWithProviders(<ChatConversation {...props} entries={[customerLine('refund', 'When?'), advisorLine('refund', 'Now.')]} />);
    expect(screen.queryByTestId('step-coaching')).toBeNull();
    expect(screen.queryByTestId('match-hint')).toBeNull();
  });
});
