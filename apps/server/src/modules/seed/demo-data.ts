import type { AccountConfigProperty, Role } from '@switchboard/contracts';

/** The demo organisation seeded on first start: a BPO serving two clients across countries and LOBs. */
export const DEMO_ORG = 'Northwind Contact Services';
export const DEMO_EMAIL_DOMAIN = 'demo.switchboard.test';

const configured = (vertical: string): { config: AccountConfigProperty[]; verticalIds: string[] } => ({
  config: [
    { property: 'enable_masking', value: 'OFF' },
    { property: 'is_CRM_required', value: 'true' },
    { property: 'ai_nlu_practice', value: 'true' },
  ],
  verticalIds: [vertical],
});

export interface DemoTenant {
  key: string;
  client: string;
  country: string;
  location: string;
  lob: string;
  subLob: string;
  config: AccountConfigProperty[] | null;
  verticalIds: string[];
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    key: 'acme-us-care',
    client: 'Acme Telecom',
    country: 'United States',
    location: 'Dallas',
    lob: 'Customer Care',
    subLob: 'Voice',
    ...configured('telecom'),
  },
  {
    key: 'acme-us-billing',
    client: 'Acme Telecom',
    country: 'United States',
    location: 'Dallas',
    lob: 'Billing',
    subLob: 'Chat',
    ...configured('telecom'),
  },
  {
    key: 'acme-uk-tech',
    client: 'Acme Telecom',
    country: 'United Kingdom',
    location: 'Manchester',
    lob: 'Technical Support',
    subLob: 'Voice',
    ...configured('telecom'),
  },
  {
    key: 'globex-fr-claims',
    client: 'Globex Insurance',
    country: 'France',
    location: 'Lyon',
    lob: 'Claims',
    subLob: 'Voice',
    ...configured('insurance'),
  },
  // Left unconfigured on purpose: shows the 'Group not configured' state to administrators.
  {
    key: 'globex-es-sales',
    client: 'Globex Insurance',
    country: 'Spain',
    location: 'Madrid',
    lob: 'Sales',
    subLob: 'Chat',
    config: null,
    verticalIds: ['insurance'],
  },
];

export interface DemoUser {
  role: Role;
  firstName: string;
  lastName: string;
  tenants: string[];
  /** The address's local part for a second member of a role (the first one signs in as `<role>@`). */
  login?: string;
}

export const DEMO_USERS: DemoUser[] = [
  { role: 'hero', firstName: 'Alex', lastName: 'Rivera', tenants: ['acme-us-care', 'acme-us-billing'] },
  { role: 'mentor', firstName: 'Morgan', lastName: 'Lee', tenants: ['acme-us-care', 'acme-us-billing', 'acme-uk-tech'] },
  {
    role: 'guardian',
    firstName: 'Grace',
    lastName: 'Okafor',
    tenants: ['acme-us-care', 'acme-us-billing', 'acme-uk-tech', 'globex-es-sales'],
  },
  { role: 'commander', firstName: 'Chris', lastName: 'Novak', tenants: ['acme-us-care', 'globex-fr-claims'] },
  { role: 'architect', firstName: 'Ada', lastName: 'Laurent', tenants: ['acme-us-care'] },
  // Alex's teammates under the same mentor: their practice fills the mentor's reports on first start.
  { role: 'hero', firstName: 'Jordan', lastName: 'Blake', tenants: ['acme-us-care'], login: 'jordan.blake' },
  { role: 'hero', firstName: 'Samira', lastName: 'Haddad', tenants: ['acme-us-care'], login: 'samira.haddad' },
  { role: 'hero', firstName: 'Tomás', lastName: 'Ortega', tenants: ['acme-us-care', 'acme-us-billing'], login: 'tomas.ortega' },
];

export const demoEmail = (role: Role) => `${role}@${DEMO_EMAIL_DOMAIN}`;
export const demoUserEmail = (user: DemoUser) => (user.login ? `${user.login}@${DEMO_EMAIL_DOMAIN}` : demoEmail(user.role));

/** Every demo hero's address (the history seed gives each of them practice). */
export const DEMO_HERO_EMAILS = DEMO_USERS.filter((u) => u.role === 'hero').map(demoUserEmail);
