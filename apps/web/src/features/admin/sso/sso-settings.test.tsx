import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/test-utils';
import { GROUP_A, GROUP_B, json, stubApi } from '../../../test/fake-api';
import { SsoSettings } from './sso-settings';

afterEach(() => vi.unstubAllGlobals());

const URL_SSO = `/api/tenant/v1/${GROUP_A}/sso`;
const stored = {
  org: 'Acme',
  available: true,
  config: {
    issuer: 'https://login.acme.example',
    clientId: 'switchboard',
    hasClientSecret: true,
    domains: ['acme.example'],
    provisionUsers: false,
    provisioningGroupId: null,
    redirectUri: 'https://switchboard.example/auth/sso/callback',
    updatedAt: '2026-11-26T10:00:00.000Z',
  },
};
const groups = () =>
  json(200, {
    data: [
      {
        tenantId: GROUP_B,
        name: 'Acme Support',
        org: 'Acme',
        client: 'Acme',
        country: 'Norway',
        location: 'Oslo',
        lob: 'Care',
        subLob: 'Voice',
        createdAt: '2026-11-01T09:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    limit: 1000,
  });

describe('SsoSettings', { timeout: 20_000 }, () => {
  it('shows the stored settings without the secret, and keeps the secret when it is left empty', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubApi({
      [`GET ${URL_SSO}`]: () => json(200, stored),
      'GET /api/tenant/v1/tenants': groups,
      [`PUT ${URL_SSO}`]: (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(200, stored);
      },
    });
    renderWithProviders(<SsoSettings tenantId={GROUP_A} />);
    expect(await screen.findByRole('textbox', { name: /Issuer URL/ })).toHaveValue('https://login.acme.example');
    expect(screen.getByText('A secret is stored. Leave this empty to keep it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Client secret/, { selector: 'input' })).toHaveValue('');
    expect(screen.getByText('https://switchboard.example/auth/sso/callback')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Email domains/ }));
    await user.type(screen.getByRole('textbox', { name: /Email domains/ }), 'acme.example, Acme-Care.example{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      issuer: 'https://login.acme.example',
      clientId: 'switchboard',
      domains: ['acme.example', 'acme-care.example'],
      provisionUsers: false,
      provisioningGroupId: null,
    });
  });

  it('explains a domain another organisation already uses', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${URL_SSO}`]: () => json(200, stored),
      'GET /api/tenant/v1/tenants': groups,
      [`PUT ${URL_SSO}`]: () =>
        json(409, { error: 'sso_domain_taken', message: 'Another organisation already signs in users of this domain.' }),
    });
    renderWithProviders(<SsoSettings tenantId={GROUP_A} />);
    await user.click(await screen.findByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByTestId('sso-save-error')).toHaveTextContent('Another organisation already signs in one of these domains.');
  });

  it('says why nothing can be set up when the server has no sealing key', async () => {
    stubApi({ [`GET ${URL_SSO}`]: () => json(200, { org: 'Acme', available: false, config: null }) });
    renderWithProviders(<SsoSettings tenantId={GROUP_A} />);
    expect(await screen.findByText('Single sign-on cannot be set up: the server has no SSO_SECRET_KEY.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save single sign-on' })).not.toBeInTheDocument();
  });
});
