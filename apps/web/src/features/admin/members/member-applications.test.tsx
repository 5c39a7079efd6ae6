import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberRow, UserApplicationAccessRow } from '@switchboard/contracts';
import { renderWithProviders } from '../../../test/test-utils';
import { GROUP_A, json, stubApi } from '../../../test/fake-api';
import { MemberApplications } from './member-applications';

afterEach(() => {
  vi.unstubAllGlobals();
});

const member = (role: MemberRow['role']): MemberRow =>
  ({
    userId: 'd1d1d1d1d1d1d1d1d1d1d1d1',
    email: `${role}@example.test`,
    userName: 'Sam Ortiz',
    role,
    active: true,
  }) as MemberRow;

const row = (key: string, name: string, offered: boolean, access: boolean | null): UserApplicationAccessRow => ({
  applicationId: key === 'genie' ? 'e1e1e1e1e1e1e1e1e1e1e1e1' : 'f2f2f2f2f2f2f2f2f2f2f2f2',
  name,
  key,
  offered,
  access,
  hasAccess: offered && access !== false,
});

const base = `/api/tenant/v1/${GROUP_A}/users/d1d1d1d1d1d1d1d1d1d1d1d1/applications`;

describe('MemberApplications', () => {
  it("withdraws an application from one member and gives it back to what the role allows; what the role is not offered can't be switched on", async () => {
    const bodies: unknown[] = [];
    stubApi({
      [`GET ${base}`]: () =>
        json(200, {
          tenantId: GROUP_A,
          userId: 'd1d1d1d1d1d1d1d1d1d1d1d1',
          data: [row('genie', 'Genie', true, null), row('insights', 'Insights', false, null)],
        }),
      [`PUT ${base}/e1e1e1e1e1e1e1e1e1e1e1e1`]: (_url, init) => {
        const body = JSON.parse(String(init.body)) as { access: boolean | null };
        bodies.push(body);
        return json(200, row('genie', 'Genie', true, body.access));
      },
    });
    renderWithProviders(<MemberApplications tenantId={GROUP_A} member={member('hero')} me={{ role: 'guardian' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Applications of Sam Ortiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Applications of Sam Ortiz' });

    const genie = await within(dialog).findByRole('switch', { name: 'Genie for Sam Ortiz' });
    expect(genie).toBeChecked();
    expect(within(dialog).getByTestId('member-app-genie')).toHaveTextContent('Allowed by role');
    const insights = within(dialog).getByRole('switch', { name: 'Insights for Sam Ortiz' });
    expect(insights).not.toBeChecked();
    expect(insights).toBeDisabled();
    expect(within(dialog).getByTestId('member-app-insights')).toHaveTextContent('Not available to them in this group');

    await userEvent.click(genie);
    expect(await within(dialog).findByText('Withdrawn from this member')).toBeInTheDocument();
    expect(genie).not.toBeChecked();
    expect(await screen.findByText('Genie: access saved for Sam Ortiz')).toBeInTheDocument();

    await userEvent.click(genie);
    expect(await within(dialog).findByText('Allowed by role')).toBeInTheDocument();
    expect(bodies).toEqual([{ access: false }, { access: null }]);
  });

  it('offers nothing for a member of a higher role (the server would refuse with 403)', async () => {
    const api = stubApi({});
    renderWithProviders(<MemberApplications tenantId={GROUP_A} member={member('commander')} me={{ role: 'guardian' }} />);
    const button = screen.getByRole('button', { name: 'Applications of Sam Ortiz' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
