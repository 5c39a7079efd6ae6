import { act, type ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { USAGE_ANALYTICS, type UsageEventsBody } from '@switchboard/contracts';
import { json, stubApi } from '../../test/fake-api';
import { setAuthToken } from '../api/auth-storage';
import { useUsageAnalytics } from './use-usage-analytics';
import { usageQueue } from './usage-analytics';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function stubServer(enabled: boolean) {
  const batches: { body: UsageEventsBody; init: RequestInit }[] = [];
  const api = stubApi({
    'GET /api/analytics/v1/config': () => json(200, { enabled }),
    'POST /api/analytics/v1/events': (_url, init) => {
      batches.push({ body: JSON.parse(init.body as string) as UsageEventsBody, init });
      return json(202, { accepted: 1, duplicates: 0 });
    },
  });
  return { ...api, batches };
}

afterEach(() => {
  // Unmounts the hooks (their timers and listeners) before the next test.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  usageQueue.setEnabled(false);
});

describe('usage analytics in the app', () => {
  it('sends nothing at all while the server says analytics is off', async () => {
    const server = stubServer(false);
    const { unmount } = renderHook(() => useUsageAnalytics('u:g'), { wrapper });
    await waitFor(() => expect(server.calls).toContain('GET /api/analytics/v1/config'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(server.calls).toEqual(['GET /api/analytics/v1/config']);
  });

  it('records a page view per route and sends them with the session headers as a keepalive request when the page hides', async () => {
    setAuthToken('tok-1');
    const server = stubServer(true);
    const { result } = renderHook(
      () => {
        useUsageAnalytics('u:g');
        return useNavigate();
      },
      { wrapper },
    );
    await waitFor(() => expect(usageQueue.size).toBe(1));
    act(() => void result.current('/dashboard/store?search=Ann#top'));
    await waitFor(() => expect(usageQueue.size).toBe(2));

    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(server.batches).toHaveLength(1));
    const { body, init } = server.batches[0]!;
    expect(body.events.map((e) => [e.event, e.properties])).toEqual([
      ['page_viewed', { path: '/dashboard' }],
      ['page_viewed', { path: '/dashboard/store' }],
    ]);
    expect(init.keepalive).toBe(true);
    const headers = init.headers as Record<string, string>;
    expect(headers['x-auth-token']).toBe('tok-1');
    expect(headers['x-switchboard-request']).toBe('1');
  });

  it('flushes on its interval while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = stubServer(true);
    renderHook(() => useUsageAnalytics('u:g'), { wrapper });
    await waitFor(() => expect(usageQueue.size).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(USAGE_ANALYTICS.flushIntervalMs));
    await waitFor(() => expect(server.batches).toHaveLength(1));
    expect(usageQueue.size).toBe(0);
  });
});
