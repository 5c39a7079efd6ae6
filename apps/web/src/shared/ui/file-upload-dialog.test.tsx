import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAuthToken } from '../api/auth-storage';
import { renderWithProviders } from '../../test/test-utils';
import { FileUploadDialog } from './file-upload-dialog';
import { FakeXhr } from '../../test/fake-xhr';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

function renderDialog() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const onUploaded = vi.fn();
  renderWithProviders(
    <FileUploadDialog
      opened
      onClose={() => undefined}
      title="Upload users"
      url="/api/upload"
      accept={['.xlsx', '.csv']}
      onUploaded={onUploaded}
    />,
  );
  return { onUploaded };
}

/** Mantine's FileInput shows a button; the real file input sits hidden beside it. */
const fileInput = () => {
  expect(screen.getByRole('button', { name: /File/ })).toBeInTheDocument();
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
};

const sheet = () => new File(['a,b\n1,2'], 'users.csv', { type: 'text/csv' });

describe('FileUploadDialog', { timeout: 20_000 }, () => {
  it('refuses a file type that is not accepted', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    await user.upload(fileInput(), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('sends the file with the session headers and shows the progress as it goes', async () => {
    setAuthToken('tok');
    const user = userEvent.setup();
    const { onUploaded } = renderDialog();
    await user.upload(fileInput(), sheet());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload');
    expect(xhr.headers['x-auth-token']).toBe('tok');
    expect(xhr.headers['x-switchboard-request']).toBe('1');
    expect((xhr.body?.get('file') as File).name).toBe('users.csv');

    act(() => xhr.progress(40, 100));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();

    act(() => xhr.respond(200, { jobId: 'j1' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ jobId: 'j1' }));
    expect(screen.getByText('Upload complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('a failed upload gets the catalogue toast and can be retried', async () => {
    const user = userEvent.setup();
    const { onUploaded } = renderDialog();
    await user.upload(fileInput(), sheet());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => FakeXhr.last!.respond(500, { error: 'internal_error', message: 'Internal Server Error' }));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
