import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AnnouncementDetail, AnnouncementItem, SessionUser } from '@switchboard/contracts';
import { renderWithProviders } from '../../test/test-utils';
import { GROUP_A, demoUser, json, stubApi } from '../../test/fake-api';
import { SessionContext, type SessionApi } from '../../app/session/session-context';
import type { GroupSession } from '../../app/session/handshake';
import { UnreadBadge } from '../../app/shell/unread-announcements';
import { eventsClient } from '../../shared/events/events-socket';
import { AnnouncementsRoutes } from './announcements-routes';
import { LiveUnreadAnnouncements } from './live-unread';

afterEach(() => {
  vi.unstubAllGlobals();
  eventsClient.disconnect();
});

const BASE = `/api/announcement/v1/${GROUP_A}`;
const ID = (n: number) => `6a1b2c3d4e5f6a7b8c9d0e${String(n).padStart(2, '0')}`;

function item(n: number, overrides: Partial<AnnouncementItem> = {}): AnnouncementItem {
  const at = new Date(Date.now() - n * 3_600_000).toISOString();
  return {
    _id: ID(n),
    category: 'Process Change',
    title: `Announcement ${n}`,
    excerpt: `Excerpt ${n}`,
    status: 'published',
    author: 'Grace Okafor',
    authorId: ID(90),
    createdAt: at,
    updatedAt: at,
    publishedAt: at,
    archivedAt: null,
    sortAt: at,
    requiresAcknowledgement: false,
    dueAt: null,
    audience: { roles: [], groups: null },
    version: 1,
    broadcastId: null,
    media: [],
    announcementReadAckStatus: { readAt: null, acknowledgementAt: null },
    forYou: true,
    ...overrides,
  };
}
const detail = (n: number, overrides: Partial<AnnouncementItem> = {}): AnnouncementDetail => ({
  ...item(n, overrides),
  body: '<p>Refunds within <strong>30 days</strong><img src=x onerror="window.hacked=1"></p>',
  publishedTo: [],
});

function withSession(user: SessionUser, children: ReactNode) {
  const session: SessionApi = {
    state: { status: 'ready', user, group: { groupId: GROUP_A } as GroupSession, switching: false },
    begin: () => undefined,
    switchGroup: async () => true,
    signOut: async () => undefined,
    refresh: async () => undefined,
  };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function renderAnnouncements(route: string, user = demoUser('hero')) {
  return renderWithProviders(
    withSession(
      user,
      <Routes>
        <Route path="/dashboard/announcements/*" element={<AnnouncementsRoutes />} />
      </Routes>,
    ),
    { route },
  );
}

describe('announcement feed', { timeout: 20_000 }, () => {
  it('lists newest first, greys out archived rows without a link, and offers the author filter', async () => {
    const user = userEvent.setup();
    const authorsAsked: string[] = [];
    stubApi({
      [`GET ${BASE}/announcements`]: (url) =>
        json(200, {
          data:
            authorsAsked.push(url.searchParams.get('author') ?? '') && url.searchParams.get('author')
              ? [item(2)]
              : [
                  item(1, { announcementReadAckStatus: { readAt: 'x', acknowledgementAt: null } }),
                  item(2),
                  item(3, { status: 'archived' }),
                ],
          total: 3,
          page: 1,
          limit: 20,
          authors: [{ _id: ID(90), name: 'Grace Okafor' }],
        }),
    });
    renderAnnouncements('/dashboard/announcements');
    const rows = await screen.findAllByTestId('announcement-row');
    expect(rows.map((r) => within(r).getByText(/^Announcement \d$/).textContent)).toEqual([
      'Announcement 1',
      'Announcement 2',
      'Announcement 3',
    ]);
    expect(rows[2]).toHaveAttribute('aria-disabled', 'true');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', `/dashboard/announcements/${ID(2)}`);
    expect(rows[1]).toHaveAttribute('data-unread', 'true');
    expect(rows[0]).not.toHaveAttribute('data-unread');
    // Readers are offered no authoring.
    expect(screen.queryByTestId('new-announcement')).toBeNull();

    await user.click(screen.getByTestId('filter-author'));
    await user.click(await screen.findByRole('option', { name: 'Grace Okafor' }));
    await waitFor(() => expect(screen.getAllByTestId('announcement-row')).toHaveLength(1));
    expect(authorsAsked).toContain(ID(90));
  });
});

describe('opening an announcement', { timeout: 20_000 }, () => {
  it('marks it read once, renders the body sanitised, and acknowledges it', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { calls } = stubApi({
      [`GET ${BASE}/announcements/${ID(4)}`]: () => json(200, detail(4, { requiresAcknowledgement: true })),
      [`POST ${BASE}/announcements/${ID(4)}/read`]: () => {
        reads += 1;
        return json(200, {
          announcementId: ID(4),
          announcementReadAckStatus: { readAt: new Date().toISOString(), acknowledgementAt: null },
          unreadCount: 2,
        });
      },
      [`POST ${BASE}/announcements/${ID(4)}/acknowledge`]: () => {
        const now = new Date().toISOString();
        return json(200, { announcementId: ID(4), announcementReadAckStatus: { readAt: now, acknowledgementAt: now }, unreadCount: 2 });
      },
    });
    renderAnnouncements(`/dashboard/announcements/${ID(4)}`);
    expect(await screen.findByRole('heading', { name: 'Announcement 4' })).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(1));
    const body = screen.getByTestId('announcement-body');
    expect(body.innerHTML).toBe('<p>Refunds within <strong>30 days</strong></p>');
    await user.click(screen.getByTestId('acknowledge'));
    expect(await screen.findByTestId('acknowledged')).toHaveTextContent('You acknowledged this on');
    expect(calls.filter((c) => c.endsWith('/read'))).toHaveLength(1);
  });

  it('does not mark an archived announcement read nor offer to acknowledge it', async () => {
    const { calls } = stubApi({ [`GET ${BASE}/announcements/${ID(5)}`]: () => json(200, detail(5, { status: 'archived' })) });
    renderAnnouncements(`/dashboard/announcements/${ID(5)}`);
    await screen.findByRole('heading', { name: 'Announcement 5' });
    expect(screen.queryByTestId('acknowledge')).toBeNull();
    expect(calls.some((c) => c.endsWith('/read'))).toBe(false);
  });

  it('sends readers who try an authoring screen back to the feed', async () => {
    stubApi({
      [`GET ${BASE}/announcements`]: () => json(200, { data: [], total: 0, page: 1, limit: 20, authors: [] }),
    });
    renderAnnouncements('/dashboard/announcements/new');
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
  });
});

class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {}
}

describe('live unread counter', { timeout: 20_000 }, () => {
  it('follows receipts from other devices and refetches when something is published, never below 0', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    let count = 2;
    stubApi({ [`GET ${BASE}/unread-count`]: () => json(200, { unreadCount: count }) });
    renderWithProviders(withSession(demoUser('hero'), <LiveUnreadAnnouncements>{<UnreadBadge />}</LiveUnreadAnnouncements>));
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('2');
    expect(FakeSocket.last?.url).toMatch(/\/api\/events$/);
    const send = (type: string, payload: unknown) => FakeSocket.last!.onmessage!({ data: JSON.stringify({ type, payload }) });

    count = 1;
    send('announcement.receipt', {
      announcementId: ID(1),
      announcementReadAckStatus: { readAt: new Date().toISOString(), acknowledgementAt: null },
      unreadCount: 1,
    });
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('1'));

    count = 3;
    send('announcement.published', { announcementId: ID(7) });
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('3'));

    count = 0;
    send('announcement.receipt', {
      announcementId: ID(7),
      announcementReadAckStatus: { readAt: 'x', acknowledgementAt: null },
      unreadCount: -4,
    });
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
  });
});
