import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScenarioScoreReply, StepReview } from '@switchboard/contracts';
import { scoreFixture } from '../../../../test/chat-fixtures';
import { renderWithProviders } from '../../../../test/test-utils';
import { changeLocale } from '../../../../shared/i18n/i18n';
import { ScoreBlock } from './score-block';

afterEach(async () => {
  cleanup();
  await changeLocale('en-US');
});

const REFUND: StepReview = {
  stepId: 'refund',
  position: 3,
  kind: 'resolution',
  status: 'failed',
  attempts: 4,
  score: 0,
  maxScore: 5,
  findings: [
    { code: 'wrong_fact', kind: 'amount', given: '$8.99' },
    { code: 'missing_point', point: 'confirm the refund amount' },
    { code: 'prohibited', what: 'password', source: 'built-in' },
  ],
  modelAnswer: 'I have credited the $89.99 back to your account; you will see it on your next bill.',
};
const VERIFY: StepReview = {
  stepId: 'verify',
  position: 2,
  kind: 'probing',
  status: 'matched',
  attempts: 2,
  score: 4,
  maxScore: 5,
  findings: [
    { code: 'missing_point', point: null },
    { code: 'prohibited', what: 'promise a refund before checking', source: 'step' },
  ],
  modelAnswer: null,
};
const CLOSING: StepReview = {
  ...VERIFY,
  stepId: 'closing',
  position: 4,
  kind: 'closing',
  status: 'unanswered',
  attempts: 0,
  score: 0,
  findings: [],
  modelAnswer: 'Is there anything else I can help you with today?',
};

/** Ascore whose refund step was never accepted: the accuracy KPI carries its no-match evidence. */
function reviewed(): ScenarioScoreReply {
  const base = scoreFixture(1, 55);
  const accuracy = base.kpis.find((k) => k.kpiName === 'accuracy_score')!;
  return {
    ...base,
    kpis: [
      {
        ...accuracy,
        evidence: [
          { turn: 5, stepId: 'refund', phrase: 'I credited $8.99', code: 'no_match', values: { count: 4, similarity: 57 } },
          ...accuracy.evidence,
        ],
      },
      ...base.kpis.filter((k) => k.kpiName !== 'accuracy_score'),
    ],
    steps: [VERIFY, REFUND, CLOSING],
  };
}

describe('what to work on after apractice', { timeout: 30_000 }, () => {
  it('says for each refused step what was missing or wrong, never how similar the reply was', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScoreBlock score={reviewed()} revealed="" />);
    const items = within(screen.getByTestId('step-review')).getAllByTestId('step-review-item');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['matched', 'failed', 'unanswered']);

    expect(items[0]).toHaveTextContent('Step 2 · Probing');
    expect(items[0]).toHaveTextContent('Accepted on attempt 2 · 4 of 5 points');
    expect(
      within(items[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Missing: part of what the customer needed to hear', 'Must not: promise a refund before checking']);

    expect(items[1]).toHaveTextContent('Step 3 · Resolution');
    expect(items[1]).toHaveTextContent('Not accepted after 4 attempts');
    expect(
      within(items[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wrong amount: you said $8.99', 'Missing: confirm the refund amount', 'Must not: asking for the customer’s password']);
    expect(items[2]).toHaveTextContent('Step 4 · Closing');
    expect(items[2]).toHaveTextContent('Not reached');

    // A missed step shows its model answer; a step accepted in the end shows none.
    expect(within(items[1]!).getByTestId('step-model-answer')).toHaveTextContent(
      /^Model answer\s*I have credited the \$89\.99 back to your account; you will see it on your next bill\.$/,
    );
    expect(within(items[2]!).getByTestId('step-model-answer')).toHaveTextContent(
      /^Model answer\s*Is there anything else I can help you with today\?$/,
    );
    expect(within(items[0]!).queryByTestId('step-model-answer')).toBeNull();

    // The accuracy evidence of the failed step names what it lacked first, instead of a similarity.
    await user.click(screen.getByRole('button', { name: /Accuracy/ }));
    const evidence = screen.getAllByTestId('evidence-text').find((e) => e.getAttribute('data-code') === 'no_match')!;
    expect(evidence).toHaveTextContent('No reply was accepted in 4 attempts — Wrong amount: you said $8.99');
    expect(evidence).not.toHaveTextContent(/similar|57/);
  });

  it('reads in the advisor’s language, the trainer’s key point quoted as written', async () => {
    await changeLocale('de-DE');
    renderWithProviders(<ScoreBlock score={reviewed()} revealed="" />);
    const review = screen.getByTestId('step-review');
    expect(within(review).getByRole('heading')).toHaveTextContent('Woran Sie arbeiten können');
    const refund = within(review).getAllByTestId('step-review-item')[1]!;
    expect(refund).toHaveTextContent('Schritt 3 · Lösung');
    expect(refund).toHaveTextContent('Nach 4 Versuchen nicht akzeptiert');
    expect(refund).toHaveTextContent('Falscher Betrag: Sie nannten $8.99');
    expect(refund).toHaveTextContent('Es fehlte: confirm the refund amount');
    // The label in the advisor's language, the answer in the roleplay's, as the trainer wrote it.
    expect(within(refund).getByTestId('step-model-answer')).toHaveTextContent(
      /^Musterantwort\s*I have credited the \$89\.99 back to your account; you will see it on your next bill\.$/,
    );
  });

  it('shows no review when every step was accepted at once, and a note for a step stored without reasons', () => {
    const { unmount } = renderWithProviders(<ScoreBlock score={{ ...reviewed(), steps: [] }} revealed="" />);
    expect(screen.queryByTestId('step-review')).toBeNull();
    unmount();
    renderWithProviders(<ScoreBlock score={{ ...reviewed(), steps: [{ ...REFUND, findings: [] }] }} revealed="" />);
    expect(screen.getByTestId('step-review-item')).toHaveTextContent('No details were recorded for this step.');
  });
});
