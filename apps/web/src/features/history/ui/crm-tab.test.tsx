import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CrmFormDataReply } from '@switchboard/contracts';
import { renderWithProviders } from '../../../test/test-utils';
import { CrmTab } from './crm-tab';

const options = (...pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));

const filed: CrmFormDataReply = {
  userSessionId: 'd0d0d0d0d0d0d0d0d0d0d0d1',
  formId: 'f0f0f0f0f0f0f0f0f0f0f0f1',
  label: 'Billing case record',
  isCrmSubmitted: true,
  submittedDate: '2026-11-20T10:15:00.000Z',
  fields: [
    { control: 'name', label: 'Customer name', type: 'text', formValue: 'Dana Whitfield', formSelectedOptions: [], options: [] },
    {
      control: 'reason',
      label: 'Contact reason',
      type: 'select',
      formValue: 'billing',
      formSelectedOptions: [],
      options: options(['billing', 'Billing question'], ['plan', 'Plan change']),
    },
    {
      control: 'outcome',
      label: 'Outcome',
      type: 'radio',
      formValue: 'resolved',
      formSelectedOptions: [],
      options: options(['resolved', 'Resolved on the call'], ['escalated', 'Escalated']),
    },
    {
      control: 'actions',
      label: 'Actions',
      type: 'checkbox',
      formValue: null,
      formSelectedOptions: ['credited', 'verified'],
      options: options(['verified', 'Verified identity'], ['credited', 'Credited the charge']),
    },
  ],
};

describe("the reviewer's CRM tab", () => {
  it('shows what the advisor chose by the labels the form showed, not the stored values', () => {
    renderWithProviders(<CrmTab crm={filed} />);
    expect(screen.getByTestId('crm-value-name')).toHaveTextContent('Dana Whitfield');
    expect(screen.getByTestId('crm-value-reason')).toHaveTextContent(/^Billing question$/);
    expect(screen.getByTestId('crm-value-outcome')).toHaveTextContent(/^Resolved on the call$/);
    expect(screen.getByTestId('crm-value-actions')).toHaveTextContent(/^Credited the charge, Verified identity$/);
  });

  it('says the advisor did not submit the form when it is missing', () => {
    renderWithProviders(<CrmTab crm={{ ...filed, isCrmSubmitted: false, submittedDate: null }} />);
    expect(screen.getByText('No CRM form filed')).toBeInTheDocument();
    expect(screen.getByText('The advisor did not submit the CRM form in this session.')).toBeInTheDocument();
  });
});
