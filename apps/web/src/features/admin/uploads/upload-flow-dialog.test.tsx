import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadJob } from '@switchboard/contracts';
import { renderWithProviders } from '../../../test/test-utils';
import { GROUP_A, json, stubApi } from '../../../test/fake-api';
import { FakeXhr } from '../../../test/fake-xhr';
import { UploadFlowDialog } from './upload-flow-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

const JOB_ID = 'e5e5e5e5e5e5e5e5e5e5e5e5';
const base = `/api/tenant/v1/${GROUP_A}/users/upload`;

const preview: UploadJob = {
  jobId: JOB_ID,
  kind: 'users',
  fileName: 'users.csv',
  fileType: 'csv',
  status: 'preview',
  headers: ['User First Name'],
  totalRows: 3,
  validRows: 3,
  invalidRows: 0,
  createdAt: '2026-11-24T09:00:00.000Z',
  committedAt: null,
  result: null,
  issues: { data: [], total: 0, page: 1, limit: 10 },
};

describe('UploadFlowDialog', { timeout: 20_000 }, () => {
  it('says an expired preview has expired and goes back to choosing the file, instead of offering the same commit again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = stubApi({
      [`POST ${base}/${JOB_ID}/commit`]: () => json(404, { error: 'not_found', message: 'Upload not found.' }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <UploadFlowDialog opened onClose={() => undefined} kind="users" tenantId={GROUP_A} template="New_users_template" />,
    );

    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['a'], 'users.csv', { type: 'text/csv' }));
    await user.click(screen.getByTestId('upload-submit'));
    act(() => FakeXhr.last!.respond(201, preview));
    expect(await screen.findByTestId('upload-file-name')).toHaveTextContent('users.csv');

    await user.click(screen.getByTestId('upload-commit'));
    expect(await screen.findByText('This preview has expired. Upload the file again.')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-commit')).not.toBeInTheDocument();
    expect(screen.getByTestId('upload-submit')).toBeDisabled();
    expect(api.calls).toEqual([`POST ${base}/${JOB_ID}/commit`]);
  });
});
