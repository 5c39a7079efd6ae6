import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/test-utils';
import { GROUP_A, demoUser, json, stubApi } from '../../../test/fake-api';
import { withSession } from '../../../test/with-session';
import type { TenantRow } from '../../../shared/api/tenants-api';
import { TenantFormDialog } from './tenant-form-dialog';

afterEach(() => vi.unstubAllGlobals());

const group = {
  tenantId: GROUP_A,
  name: 'Night shift claims',
  org: 'Globex',
  client: 'Globex Insurance',
  country: 'France',
  location: 'Lyon',
  lob: 'Claims',
  subLob: 'Recoveries',
  createdAt: '2026-11-01T09:00:00.000Z',
} as TenantRow;

describe('TenantFormDialog', { timeout: 20_000 }, () => {
  it('an emptied display name saves the default name the field promises, instead of refusing the edit', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubApi({
      [`PATCH /api/tenant/v1/tenants/${GROUP_A}`]: (_url, init) => {
        const body = JSON.parse(String(init.body)) as Record<string, string>;
        bodies.push(body);
        return json(200, { ...group, ...body });
      },
    });
    const onClose = vi.fn();
    renderWithProviders(
      withSession(demoUser('commander'), <TenantFormDialog opened onClose={onClose} tenant={group} facets={undefined} />),
    );
    const name = screen.getByTestId('tenant-name');
    expect(screen.getByText('Leave empty to use “Globex Insurance · Lyon · Claims · Recoveries”.')).toBeInTheDocument();
    await user.clear(name);
    await user.click(screen.getByTestId('tenant-save'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ name: 'Globex Insurance · Lyon · Claims · Recoveries' }]);
  });
});
