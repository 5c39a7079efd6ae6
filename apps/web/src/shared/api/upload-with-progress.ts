import { AUTH_TOKEN_HEADER } from '@switchboard/contracts';
import { ApiError, NetworkError } from './api-error';
import { keepIssuedToken, notifyUnauthorized, requestHeaders } from './http-client';

export interface UploadRequest {
  url: string;
  file: File;
  /** Multipart field name the endpoint reads. */
  field?: string;
  /** Called with 0–100 as the browser sends the body. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Multipart upload over XMLHttpRequest: fetch cannot report upload progress, and the
 * upload dialog's progress bar needs it. Same headers and error shape as every other call.
 */
export function uploadWithProgress<T = unknown>({ url, file, field = 'file', onProgress, signal }: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        // Not JSON: keep the text.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        keepIssuedToken(xhr.getResponseHeader(AUTH_TOKEN_HEADER), body);
        onProgress(100);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) notifyUnauthorized();
      const { error, message, details } = (typeof body === 'object' && body !== null ? body : {}) as {
        error?: unknown;
        message?: unknown;
        details?: unknown;
      };
      reject(new ApiError(xhr.status, typeof error === 'string' ? error : undefined, typeof message === 'string' ? message : '', details));
    };

    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Upload cancelled', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
