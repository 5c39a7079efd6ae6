import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { notifyUnauthorized, requestHeaders } from '../../../shared/api/http-client';

/** Downloads a file the API serves (with the session's headers) and hands it to the browser as `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { headers: requestHeaders(), credentials: 'include' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized();
    const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiError(response.status, body.error, body.message ?? '');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
