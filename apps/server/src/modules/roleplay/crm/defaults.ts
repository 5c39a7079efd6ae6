import { crmFormFields, type CrmField } from '@switchboard/contracts';

/**
 * The CRM form installed with the demo library roleplays: what a contact-centre advisor records after
 * a customer contact. One of each field type of roleplay.md §3 (text, select, radio, checkbox, textarea).
 */
export const DEFAULT_CRM_FIELDS: CrmField[] = crmFormFields.parse([
  { label: 'Customer name', control: 'customerName', type: 'text', maxLength: 100 },
  {
    label: 'Contact reason',
    control: 'contactReason',
    type: 'select',
    options: [
      { label: 'Billing', value: 'billing' },
      { label: 'Technical fault', value: 'technical' },
      { label: 'Account change', value: 'account' },
      { label: 'Complaint', value: 'complaint' },
      { label: 'Other', value: 'other' },
    ],
  },
  {
    label: 'Outcome',
    control: 'outcome',
    type: 'radio',
    options: [
      { label: 'Resolved', value: 'resolved' },
      { label: 'Escalated', value: 'escalated' },
      { label: 'Follow-up needed', value: 'follow-up' },
    ],
  },
  {
    label: 'Actions taken',
    control: 'actions',
    type: 'checkbox',
    options: [
      { label: 'Verified identity', value: 'verified' },
      { label: 'Updated the account', value: 'updated' },
      { label: 'Offered compensation', value: 'compensation' },
      { label: 'Scheduled a callback', value: 'callback' },
    ],
  },
  { label: 'Interaction notes', control: 'notes', type: 'textarea' },
]);

export const crmFormLabel = (usecaseName: string) => `CRM record — ${usecaseName}`;
