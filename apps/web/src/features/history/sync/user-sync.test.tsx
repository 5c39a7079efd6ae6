import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLEPLAY_SYNC_EVENTS, type SyncEventPayload, type SessionUser } from '@switchboard/contracts';
import { renderWithProviders } from '../../../test/test-utils';
import { GROUP_A, demoUser, json, stubApi } from '../../../test/fake-api';
import { withSession } from '../../../test/with-session';
import { eventsClient } from '../../../shared/events/events-socket';
import { applySyncEvent, startedJob, syncButtonDisabled } from './sync-progress';
import { UserSyncPanel } from './user-sync-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  eventsClient.disconnect();
});

const JOB = '6650e0e0e0e0e0e0e0e0e001';
const job = (overrides: Partial<SyncEventPayload> = {}): SyncEventPayload => ({
  jobId: JOB,
  groupId: GROUP_A,
  status: 'running',
  startedDateTime: '2026-11-22T07:00:00.000Z',
  finishedDateTime: null,
  startedBy: demoUser().userId,
  totalUsers: 10,
  processedUsers: 0,
  heroes: 6,
  batchesCreated: 0,
  trainingsCreated: 0,
  trainersAssigned: 0,
  withoutTrainer: 0,
  percent: 0,
  ...overrides,
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

describe('sync progress state', () => {
  it('follows only its own job, keeps events that beat the reply, and ends on finished or failed', () => {
    let state = applySyncEvent({ step: 'starting', early: [] }, ROLEPLAY_SYNC_EVENTS.progress, job({ processedUsers: 4, percent: 40 }));
    state = startedJob(state, job());
    expect(state).toMatchObject({ step: 'running', progress: { processedUsers: 4 } });
    expect(applySyncEvent(state, ROLEPLAY_SYNC_EVENTS.progress, job({ jobId: '6650e0e0e0e0e0e0e0e0e099', percent: 90 }))).toBe(state);
    expect(applySyncEvent(state, 'announcement.published', {})).toBe(state);
    expect(applySyncEvent(state, ROLEPLAY_SYNC_EVENTS.finished, job({ status: 'finished', percent: 100 })).step).toBe('finished');
    expect(applySyncEvent(state, ROLEPLAY_SYNC_EVENTS.failed, job({ status: 'failed' })).step).toBe('failed');
    expect(syncButtonDisabled(state, GROUP_A)).toBe(true);
    expect(syncButtonDisabled({ step: 'failed', progress: null }, GROUP_A)).toBe(false);
    expect(syncButtonDisabled({ step: 'idle' }, null)).toBe(true);
  });
});

function renderPanel(user: SessionUser) {
  renderWithProviders(withSession(user, <UserSyncPanel />));
}

describe('User sync tab (roleplay.md §4, §7)', { timeout: 20_000 }, () => {
  it('posts groupId and roleplayAppId, disables the button with "User Sync Started." and shows the progress', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/tenant/v1/rolePlay/syncRolePlay': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        const { percent: _percent, ...counts } = job();
        return json(202, { ...counts, message: 'User Sync Started.', alreadyRunning: false });
      },
    });
    renderPanel(demoUser('guardian'));
    expect(screen.getByRole('heading', { name: 'Roleplay configuration' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Sync users' });
    await user.click(button);
    expect(await screen.findByText('User Sync Started.')).toBeInTheDocument();
    expect(bodies).toEqual([{ groupId: GROUP_A, roleplayAppId: 'roleplay' }]);
    expect(button).toBeDisabled();

    const send = (type: string, payload: unknown) => act(() => FakeSocket.last!.onmessage!({ data: JSON.stringify({ type, payload }) }));
    send(ROLEPLAY_SYNC_EVENTS.progress, job({ processedUsers: 5, trainingsCreated: 3, percent: 50 }));
    expect(await screen.findByText('Syncing… 50%')).toBeInTheDocument();
    expect(screen.getByTestId('sync-counts')).toHaveTextContent('Users processed: 5 of 10');
    send(
      ROLEPLAY_SYNC_EVENTS.finished,
      job({ status: 'finished', processedUsers: 10, trainingsCreated: 6, batchesCreated: 1, percent: 100 }),
    );
    expect(await screen.findByText('Sync finished.')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('re-enables the button when the sync fails', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/tenant/v1/rolePlay/syncRolePlay': () => json(503, { error: 'service_unavailable', message: 'x' }) });
    renderPanel(demoUser('guardian'));
    const button = screen.getByRole('button', { name: 'Sync users' });
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('sync-failed')).toBeInTheDocument());
    expect(button).toBeEnabled();
  });

  it('does not sync without a last tenant id', () => {
    stubApi({});
    renderPanel({ ...demoUser('guardian'), lastTenantId: null });
    expect(screen.getByRole('button', { name: 'Sync users' })).toBeDisabled();
  });
});
