import { AUTH_TOKEN_HEADER, CSRF_HEADER, INSTANCE_HEADER, OFFSET_HEADER } from '@switchboard/contracts';
import { ApiError, NetworkError } from './api-error';
import { getAuthToken, readSessionKey, setAuthToken } from './auth-storage';
import { formatTimezoneOffset } from './timezone-offset';

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Replies that are plain text (switchGroup). */
  responseType?: 'json' | 'text';
  /**
   * A 401 here does not mean the session ended (the login form's wrong password):
   * the caller handles it instead of the global sign-out.
   */
  handlesUnauthorized?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribes to "the server says this session is gone"; returns the unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function notifyUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}

/** Headers every call carries: token, CSRF marker, the active group's instance and the offset. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [CSRF_HEADER]: '1', [OFFSET_HEADER]: formatTimezoneOffset() };
  const token = getAuthToken();
  if (token) headers[AUTH_TOKEN_HEADER] = token;
  const instanceId = readSessionKey('instanceId');
  if (instanceId) headers[INSTANCE_HEADER] = instanceId;
  return headers;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','));
    } else {
      params.set(name, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Stores a token the server hands back, in a header or as `ixAuthToken` (platform.md §7). */
export function keepIssuedToken(headerToken: string | null, body: unknown): void {
  const bodyToken =
    typeof body === 'object' && body !== null && 'ixAuthToken' in body && typeof body.ixAuthToken === 'string' ? body.ixAuthToken : null;
  const token = bodyToken ?? headerToken;
  if (token) setAuthToken(token);
}

async function readBody(response: Response, responseType: 'json' | 'text'): Promise<unknown> {
  const text = await response.text();
  if (responseType === 'text' || text === '') return text;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { error, message, details } = body as { error?: unknown; message?: unknown; details?: unknown };
    return new ApiError(status, typeof error === 'string' ? error : undefined, typeof message === 'string' ? message : '', details);
  }
  return new ApiError(status, undefined, typeof body === 'string' ? body : '');
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = { ...requestHeaders(), ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  headers.accept = options.responseType === 'text' ? 'text/plain' : 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const body = await readBody(response, options.responseType ?? 'json');
  if (!response.ok) {
    const failure = toApiError(response.status, body);
    if (response.status === 401 && !options.handlesUnauthorized) notifyUnauthorized();
    throw failure;
  }
  keepIssuedToken(response.headers.get(AUTH_TOKEN_HEADER), body);
  return body as T;
}

/** A call whose reply is a file (audio, a workbook): the body as a Blob, errors as for `request`. */
export async function requestBlob(method: string, path: string, options: Omit<RequestOptions, 'responseType'> = {}): Promise<Blob> {
  const headers = { ...requestHeaders(), ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const failure = toApiError(response.status, await readBody(response, 'json'));
    if (response.status === 401 && !options.handlesUnauthorized) notifyUnauthorized();
    throw failure;
  }
  return response.blob();
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
