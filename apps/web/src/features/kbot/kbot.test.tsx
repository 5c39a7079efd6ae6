import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KbotAnswer, KbotSyncRequest } from '@switchboard/contracts';
import { renderWithProviders } from '../../test/test-utils';
import { demoUser, json, stubApi } from '../../test/fake-api';
import { withSession } from '../../test/with-session';
import { eventsClient } from '../../shared/events/events-socket';
import { KbotPage } from './kbot-page';
import { newestSync, type LiveSync } from './use-kbot-sync';

afterEach(() => {
  vi.unstubAllGlobals();
  eventsClient.disconnect();
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
const send = (type: string, payload: unknown) => FakeSocket.last!.onmessage!({ data: JSON.stringify({ type, payload }) });

const ID = (n: number) => `6c1b2c3d4e5f6a7b8c9d0e${String(n).padStart(2, '0')}`;

const job = (overrides: Partial<KbotSyncRequest> = {}): KbotSyncRequest => ({
  syncId: ID(50),
  scope: 'incremental',
  status: 'done',
  note: null,
  requestedAt: '2026-11-26T09:00:00.000Z',
  requestedBy: { userId: ID(90), name: 'Grace Okafor' },
  startedAt: '2026-11-26T09:00:01.000Z',
  finishedAt: '2026-11-26T09:00:05.000Z',
  totalSources: 20,
  processedSources: 20,
  passages: 44,
  removedSources: 0,
  error: null,
  ...overrides,
});

const refundAnswer = (overrides: Partial<KbotAnswer> = {}): KbotAnswer => ({
  question: 'How long does a refund take?',
  passages: [
    {
      sourceKind: 'article',
      sourceId: ID(1),
      title: 'Refunds: how long they take',
      text: 'Card refunds take 3–5 business days to appear on the statement.',
      link: `/dashboard/knowledge/${ID(1)}`,
    },
    {
      sourceKind: 'announcement',
      sourceId: ID(2),
      title: 'New refund policy for annual plans',
      text: 'Annual plans can be cancelled within 30 days of renewal for a full refund.',
      link: `/dashboard/announcements/${ID(2)}`,
    },
  ],
  answer: 'A card refund takes 3–5 business days [1].',
  citations: [1, 7],
  unknown: false,
  lastSyncedAt: '2026-11-26T09:00:05.000Z',
  ...overrides,
});

function renderKbot(role: 'hero' | 'guardian', routes: Parameters<typeof stubApi>[0]) {
  vi.stubGlobal('WebSocket', FakeSocket);
  const api = stubApi(routes);
  renderWithProviders(withSession(demoUser(role), <KbotPage />), { route: '/dashboard/kbot' });
  return api;
}

describe('asking KBot', { timeout: 20_000 }, () => {
  it('shows the grounded answer with its citation and the passages linked to their sources', async () => {
    const user = userEvent.setup();
    const questions: string[] = [];
    renderKbot('hero', {
      'GET /api/kbot/sync': () => json(200, { data: [job()] }),
      'POST /api/kbot/ask': (_url, init) => {
        questions.push((JSON.parse(String(init.body)) as { question: string }).question);
        return json(200, refundAnswer());
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Ask KBot' }), 'How long does a refund take?{Enter}');
    const answer = await screen.findByTestId('kbot-llm-answer');
    expect(questions).toEqual(['How long does a refund take?']);
    expect(answer).toHaveTextContent('A card refund takes 3–5 business days [1].');
    // The citation jumps to its passage; a number that names no passage is dropped.
    expect(within(answer).getByRole('link', { name: 'Source 1: Refunds: how long they take' })).toHaveAttribute(
      'href',
      '#kbot-page-passage-1',
    );
    expect(within(answer).queryByText('[7]')).toBeNull();
    const passages = screen.getAllByTestId('kbot-passage');
    expect(passages).toHaveLength(2);
    expect(within(passages[0]!).getByRole('link', { name: 'Refunds: how long they take' })).toHaveAttribute(
      'href',
      `/dashboard/knowledge/${ID(1)}`,
    );
    expect(within(passages[0]!).getByText('Article')).toBeInTheDocument();
    expect(within(passages[1]!).getByRole('link', { name: 'New refund policy for annual plans' })).toHaveAttribute(
      'href',
      `/dashboard/announcements/${ID(2)}`,
    );
    expect(screen.getByText(/Last sync:/)).toBeInTheDocument();
    // Heroes ask; they do not sync.
    expect(screen.queryByTestId('kbot-sync-button')).toBeNull();
  });

  it("says when the group's knowledge has nothing about the question", async () => {
    const user = userEvent.setup();
    renderKbot('hero', {
      'GET /api/kbot/sync': () => json(200, { data: [] }),
      'POST /api/kbot/ask': () => json(200, refundAnswer({ passages: [], answer: null, citations: [], unknown: true, lastSyncedAt: null })),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Ask KBot' }), 'Who won the cup?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByTestId('kbot-unknown')).toHaveTextContent("KBot found nothing about this in your group's knowledge.");
    expect(screen.queryAllByTestId('kbot-passage')).toHaveLength(0);
    expect(screen.getByText("KBot has not read your group's knowledge yet.")).toBeInTheDocument();
  });
});

describe('syncing KBot', { timeout: 20_000 }, () => {
  it('lets a guardian start a sync and follows its progress to the end from the events socket', async () => {
    const user = userEvent.setup();
    const queued = job({
      syncId: ID(51),
      scope: 'full',
      status: 'queued',
      requestedAt: '2026-11-26T10:00:00.000Z',
      startedAt: null,
      finishedAt: null,
      totalSources: 0,
      processedSources: 0,
      passages: 0,
    });
    let list = [job()];
    const scopes: string[] = [];
    renderKbot('guardian', {
      'GET /api/kbot/sync': () => json(200, { data: list }),
      'POST /api/kbot/sync': (_url, init) => {
        scopes.push((JSON.parse(String(init.body)) as { scope: string }).scope);
        list = [queued, ...list];
        return json(202, { ...queued, alreadyQueued: false });
      },
    });
    expect(await screen.findByTestId('kbot-sync-status')).toHaveTextContent('Up to date');
    await user.click(screen.getByTestId('kbot-sync-button'));
    await user.click(await screen.findByRole('menuitem', { name: 'Full sync (everything)' }));
    expect(await screen.findByText('Waiting to start…')).toBeInTheDocument();
    expect(scopes).toEqual(['full']);
    expect(screen.getByTestId('kbot-sync-button')).toBeDisabled();

    send('kbot.sync.progress', {
      ...queued,
      status: 'running',
      startedAt: '2026-11-26T10:00:01.000Z',
      totalSources: 40,
      processedSources: 10,
      percent: 25,
    });
    expect(await screen.findByText('25% · 10 of 40 sources read')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sync progress' })).toHaveAttribute('aria-valuenow', '25');

    const done = {
      ...queued,
      status: 'done' as const,
      startedAt: '2026-11-26T10:00:01.000Z',
      finishedAt: '2026-11-26T10:00:09.000Z',
      totalSources: 40,
      processedSources: 40,
      passages: 96,
      removedSources: 2,
    };
    list = [done, job()];
    send('kbot.sync.finished', { ...done, percent: 100 });
    expect(await screen.findByTestId('kbot-sync-done')).toHaveTextContent('40 sources read, 96 passages. 2 removed sources forgotten.');
    expect(screen.getByTestId('kbot-sync-status')).toHaveTextContent('Up to date');
    await waitFor(() => expect(screen.getByTestId('kbot-sync-button')).toBeEnabled());
  });

  it('shows a failed sync', async () => {
    renderKbot('guardian', {
      'GET /api/kbot/sync': () => json(200, { data: [job({ status: 'failed', error: 'The database was unavailable.' })] }),
    });
    expect(await screen.findByTestId('kbot-sync-status')).toHaveTextContent('Failed');
    expect(screen.getByText('The last sync failed')).toBeInTheDocument();
    expect(screen.getByText('The database was unavailable.')).toBeInTheDocument();
  });
});

describe('newestSync', () => {
  const live = (overrides: Partial<KbotSyncRequest>, percent: number): LiveSync => ({ job: job(overrides), percent });
  it('prefers a finished listed job over a stale running event of the same job, and a newer job either way', () => {
    expect(newestSync(live({ status: 'running' }, 40), job())?.job.status).toBe('done');
    expect(newestSync(live({ status: 'running' }, 40), job({ status: 'running', processedSources: 2 }))?.percent).toBe(40);
    const newer = live({ syncId: ID(60), requestedAt: '2026-11-26T11:00:00.000Z', status: 'queued' }, 0);
    expect(newestSync(newer, job())?.job.syncId).toBe(ID(60));
    expect(newestSync(live({ syncId: ID(60), requestedAt: '2026-11-26T08:00:00.000Z' }, 100), job())?.job.syncId).toBe(ID(50));
    expect(newestSync(null, null)).toBeNull();
  });
});
