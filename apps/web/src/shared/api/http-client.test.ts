import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { getAuthToken, setAuthToken, writeSessionKey } from './auth-storage';
import { buildUrl, http, onUnauthorized } from './http-client';

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json';
  return new Response(status === 204 ? null : text, { status, headers: { 'content-type': type, ...headers } });
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('request headers', () => {
  it('sends the token, the CSRF marker, the instance and the offset on every call, with credentials', async () => {
    setAuthToken('tok-123');
    writeSessionKey('instanceId', 'abcabcabcabcabcabcabcabc');
    const fetchMock = stubFetch(reply(200, { ok: true }));
    await http.get('/auth/me');
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(headers['x-auth-token']).toBe('tok-123');
    expect(headers['x-switchboard-request']).toBe('1');
    expect(headers['x-instance-id']).toBe('abcabcabcabcabcabcabcabc');
    expect(headers['x-timezone-offset']).toMatch(/^[+-]\d{2}:\d{2}$/);
    expect(init!.credentials).toBe('include');
  });

  it('leaves out the token and instance when there are none', async () => {
    const fetchMock = stubFetch(reply(200, {}));
    await http.get('/auth/me');
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers).not.toHaveProperty('x-auth-token');
    expect(headers).not.toHaveProperty('x-instance-id');
  });

  it('sends a JSON body on writes', async () => {
    const fetchMock = stubFetch(reply(200, {}));
    await http.patch('/x', { active: false });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"active":false}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });
});

describe('token storage', () => {
  it('keeps the token from a body ixAuthToken', async () => {
    stubFetch(reply(200, { ixAuthToken: 'from-body', user: {} }));
    await http.post('/auth/login', {});
    expect(getAuthToken()).toBe('from-body');
  });

  it('keeps the token from the x-auth-token response header', async () => {
    stubFetch(reply(200, { ok: true }, { 'x-auth-token': 'from-header' }));
    await http.get('/apigateway/upsrvc/platformHandShake');
    expect(getAuthToken()).toBe('from-header');
  });
});

describe('failures', () => {
  it('turns an error body into an ApiError with status, code and message', async () => {
    stubFetch(reply(404, { error: 'not_found', message: 'Not Found' }));
    const failure = await http.get('/api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'not_found', message: 'Not Found' });
  });

  it('keeps a plain-text error reply as the message', async () => {
    stubFetch(reply(404, 'Account Not Switched!'));
    await expect(http.post('/apigateway/upsrvc/switchGroup', {}, { responseType: 'text' })).rejects.toMatchObject({
      status: 404,
      message: 'Account Not Switched!',
    });
  });

  it('reports a connection failure as NetworkError', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(http.get('/auth/me')).rejects.toBeInstanceOf(NetworkError);
  });

  it('a 401 tells the session listeners, unless the caller handles it (login)', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    stubFetch(reply(401, { error: 'session_expired', message: 'expired' }));
    await expect(http.get('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);

    stubFetch(reply(401, { error: 'invalid_credentials', message: 'Invalid email or password.' }));
    await expect(http.post('/auth/login', {}, { handlesUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('buildUrl', () => {
  it('drops empty values and joins lists with commas', () => {
    expect(buildUrl('/api/tenant/v1/tenants', { page: 1, limit: 10, org: ['A', 'B'], lob: [], client: undefined, userName: '' })).toBe(
      '/api/tenant/v1/tenants?page=1&limit=10&org=A%2CB',
    );
    expect(buildUrl('/x')).toBe('/x');
  });
});
