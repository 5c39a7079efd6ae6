import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberRow } from '@switchboard/contracts';
import { renderWithProviders } from '../../../test/test-utils';
import { GROUP_A, json, stubApi } from '../../../test/fake-api';
import { MemberInviteAction } from './member-invite-action';
import { ScimTokensDialog } from './scim-tokens-dialog';

afterEach(() => vi.unstubAllGlobals());

const USER_ID = 'd1d1d1d1d1d1d1d1d1d1d1d1';
const me = { userId: 'c0c0c0c0c0c0c0c0c0c0c0c0', role: 'guardian' as const };
const member = (changes: Partial<MemberRow>): MemberRow =>
  ({
    userId: USER_ID,
    email: 'noor@example.test',
    userName: 'Noor Haddad',
    role: 'hero',
    active: true,
    accountState: 'never_invited',
    ...changes,
  }) as MemberRow;

describe('MemberInviteAction', { timeout: 20_000 }, () => {
  it('invites a never-invited member and shows the link to pass on when no mail went out', async () => {
    const user = userEvent.setup();
    const link = 'http://localhost/invitation#token=' + 'a'.repeat(43);
    const { calls } = stubApi({
      [`POST /api/tenant/v1/${GROUP_A}/users/${USER_ID}/invitation`]: () =>
        json(201, { inviteUrl: link, expiresAt: '2026-03-09T09:00:00.000Z', mailed: false }),
    });
    renderWithProviders(<MemberInviteAction tenantId={GROUP_A} member={member({})} me={me} />);
    await user.click(screen.getByRole('button', { name: 'Invite Noor Haddad' }));
    expect(await screen.findByRole('dialog', { name: 'Invitation link' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link for Noor Haddad' })).toHaveValue(link);
    expect(screen.getByText(/anyone who has the link can set the password/)).toBeInTheDocument();
    expect(calls).toEqual([`POST /api/tenant/v1/${GROUP_A}/users/${USER_ID}/invitation`]);
  });

  it('offers "Resend" to an invited member, and nothing to an active one, an inactive one or a higher role', () => {
    stubApi({});
    const { unmount } = renderWithProviders(
      <MemberInviteAction tenantId={GROUP_A} member={member({ accountState: 'invitation_expired' })} me={me} />,
    );
    expect(screen.getByRole('button', { name: 'Resend the invitation to Noor Haddad' })).toHaveTextContent('Resend');
    unmount();
    for (const changes of [{ accountState: 'active' as const }, { active: false }, { role: 'commander' as const }]) {
      const view = renderWithProviders(<MemberInviteAction tenantId={GROUP_A} member={member(changes)} me={me} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('ScimTokensDialog', { timeout: 20_000 }, () => {
  it('creates a token, shows it once with the SCIM address, and lists it without the secret', async () => {
    const user = userEvent.setup();
    const tokens: { id: string; name: string; createdAt: string; lastUsedAt: null }[] = [];
    stubApi({
      [`GET /api/tenant/v1/${GROUP_A}/scim/tokens`]: () => json(200, { data: tokens }),
      [`POST /api/tenant/v1/${GROUP_A}/scim/tokens`]: (_url, init) => {
        const row = {
          id: 'e1e1e1e1e1e1e1e1e1e1e1e1',
          name: (JSON.parse(String(init.body)) as { name: string }).name,
          createdAt: '2026-03-02T09:00:00.000Z',
          lastUsedAt: null,
        };
        tokens.push(row);
        return json(201, { ...row, token: `scim_${GROUP_A}_${'z'.repeat(43)}` });
      },
    });
    renderWithProviders(<ScimTokensDialog tenantId={GROUP_A} opened onClose={() => undefined} />);
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SCIM base URL' })).toHaveValue(`${window.location.origin}/scim/v2`);
    await user.type(screen.getByRole('textbox', { name: 'Token name' }), 'Okta production');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('textbox', { name: 'Token' })).toHaveValue(`scim_${GROUP_A}_${'z'.repeat(43)}`);
    expect(await screen.findByRole('cell', { name: 'Okta production' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke the token Okta production' })).toBeInTheDocument();
  });
});
