import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crmFormFixture } from '../../../../test/chat-fixtures';
import { renderWithProviders } from '../../../../test/test-utils';
import { initialValues, type CrmSubmissionState, type CrmValues } from '../logic/crm-validation';
import { CrmForm } from './crm-form';

function Harness({ crm, completed = false, onSubmit }: { crm: CrmSubmissionState; completed?: boolean; onSubmit: () => void }) {
  const [values, setValues] = useState<CrmValues>(() => initialValues(crmFormFixture.fields));
  return <CrmForm form={crmFormFixture} values={values} crm={crm} completed={completed} onChange={setValues} onSubmit={onSubmit} />;
}

const idle = { isCrmInProgress: false, isCrmSubmitted: false };

describe('CRM form', { timeout: 30_000 }, () => {
  it('enables Submit only once every field is filled (blank text and no ticked box do not count) and counts the textarea', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness crm={idle} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Account number/), '   ');
    await user.click(screen.getByRole('textbox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Locked out' }));
    await user.type(screen.getByLabelText(/Summary/), 'Unlocked');
    expect(screen.getByTestId('crm-counter-summary')).toHaveTextContent('8/40');
    await user.click(screen.getByLabelText('One-time code'));
    await user.click(screen.getByLabelText('Unlocked'));
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText(/Account number/));
    await user.type(screen.getByLabelText(/Account number/), 'AC-1');
    expect(submit).toBeEnabled();
    await user.click(screen.getByLabelText('Unlocked'));
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('Reset link sent'));
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('stops the textarea at its limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness crm={idle} onSubmit={() => undefined} />);
    await user.type(screen.getByLabelText(/Summary/), 'x'.repeat(45));
    expect(screen.getByTestId('crm-counter-summary')).toHaveTextContent('40/40');
  });

  it('keeps the form open with a prompt when the chat ended before it was sent, and sends it then', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness crm={idle} completed onSubmit={onSubmit} />);
    expect(screen.getByTestId('crm-owed')).toHaveTextContent('The conversation has ended but this form was not submitted');
    expect(screen.getByLabelText(/Account number/)).toBeEnabled();
    await user.type(screen.getByLabelText(/Account number/), 'AC-1');
    await user.click(screen.getByRole('textbox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Locked out' }));
    await user.type(screen.getByLabelText(/Summary/), 'Unlocked');
    await user.click(screen.getByLabelText('One-time code'));
    await user.click(screen.getByLabelText('Reset link sent'));
    await user.click(screen.getByTestId('crm-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables inputs and Submit while submitting and once the form was submitted', () => {
    const { unmount } = renderWithProviders(<Harness crm={{ isCrmInProgress: true, isCrmSubmitted: false }} onSubmit={() => undefined} />);
    expect(screen.getByLabelText(/Account number/)).toBeDisabled();
    expect(screen.getByTestId('crm-submit')).toBeDisabled();
    unmount();
    renderWithProviders(<Harness crm={{ isCrmInProgress: false, isCrmSubmitted: true }} completed onSubmit={() => undefined} />);
    expect(screen.getByLabelText(/Summary/)).toBeDisabled();
    expect(screen.getByTestId('crm-submit')).toBeDisabled();
    expect(screen.getByTestId('crm-submitted')).toHaveTextContent('Submitted');
  });
});
