import { describe, expect, it, vi } from 'vitest';
import type { UsageEvent } from '@switchboard/contracts';
import { UsageQueue, type SendOutcome } from './usage-queue';
import { pagePath } from './usage-analytics';

function queueWith(outcomes: SendOutcome[] = [], options: { maxBatch?: number; maxQueue?: number } = {}) {
  let n = 0;
  const sent: { events: UsageEvent[]; unloading: boolean }[] = [];
  const send = vi.fn(async (events: UsageEvent[], unloading: boolean) => {
    sent.push({ events, unloading });
    return outcomes.shift() ?? 'sent';
  });
  const queue = new UsageQueue({
    send,
    maxBatch: options.maxBatch ?? 3,
    maxQueue: options.maxQueue ?? 10,
    now: () => new Date('2026-01-01T10:00:00Z'),
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  });
  return { queue, send, sent };
}
const view = (queue: UsageQueue, path: string) => queue.track('page_viewed', { path });
const pathsOf = (events: UsageEvent[]) => events.map((e) => (e.properties as { path: string }).path);

describe('usage analytics queue', () => {
  it('collects nothing until the server says analytics is on', async () => {
    const { queue, send } = queueWith();
    view(queue, '/dashboard');
    await queue.flush();
    expect(queue.size).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends waiting events in batches of at most maxBatch, in order, each with its id and time', async () => {
    const { queue, sent } = queueWith();
    queue.setEnabled(true);
    for (const p of ['/a', '/b', '/c', '/d', '/e']) view(queue, p);
    await queue.flush();
    expect(sent.map((s) => pathsOf(s.events))).toEqual([
      ['/a', '/b', '/c'],
      ['/d', '/e'],
    ]);
    expect(sent[0]!.events[0]).toEqual({
      messageId: '00000000-0000-4000-8000-000000000001',
      event: 'page_viewed',
      occurredAt: '2026-01-01T10:00:00.000Z',
      properties: { path: '/a' },
    });
    expect(queue.size).toBe(0);
  });

  it('keeps a batch that failed for the next flush, with the same ids, and drops one the server refused', async () => {
    const { queue, sent } = queueWith(['retry', 'sent', 'drop']);
    queue.setEnabled(true);
    view(queue, '/a');
    view(queue, '/b');
    await queue.flush();
    expect(queue.size).toBe(2);
    await queue.flush();
    expect(sent[1]!.events).toEqual(sent[0]!.events);
    expect(queue.size).toBe(0);
    view(queue, '/bad');
    await queue.flush();
    expect(queue.size).toBe(0);
  });

  it('treats a thrown send as a failure, never as an error of the caller', async () => {
    const queue = new UsageQueue({ send: () => Promise.reject(new Error('offline')), maxBatch: 5, maxQueue: 5 });
    queue.setEnabled(true);
    view(queue, '/a');
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(queue.size).toBe(1);
  });

  it('holds at most maxQueue events, dropping the oldest', async () => {
    const { queue, sent } = queueWith([], { maxQueue: 3, maxBatch: 10 });
    queue.setEnabled(true);
    for (const p of ['/1', '/2', '/3', '/4', '/5']) view(queue, p);
    await queue.flush();
    expect(pathsOf(sent[0]!.events)).toEqual(['/3', '/4', '/5']);
  });

  it('sends one flush at a time: a flush during a send waits for it', async () => {
    let release!: () => void;
    const send = vi.fn(() => new Promise<SendOutcome>((resolve) => (release = () => resolve('sent'))));
    const queue = new UsageQueue({ send, maxBatch: 5, maxQueue: 10 });
    queue.setEnabled(true);
    view(queue, '/a');
    const first = queue.flush();
    const second = queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends everything at once, as unloading requests, when the page goes away', () => {
    const { queue, sent } = queueWith([], { maxBatch: 2 });
    queue.setEnabled(true);
    for (const p of ['/a', '/b', '/c']) view(queue, p);
    void queue.flush(true);
    expect(sent.map((s) => [pathsOf(s.events), s.unloading])).toEqual([
      [['/a', '/b'], true],
      [['/c'], true],
    ]);
    expect(queue.size).toBe(0);
  });

  it('switches itself off when the server answers that analytics is off, forgetting what waits', async () => {
    const { queue } = queueWith(['off']);
    queue.setEnabled(true);
    for (const p of ['/a', '/b', '/c', '/d']) view(queue, p);
    await queue.flush();
    expect(queue.isEnabled).toBe(false);
    expect(queue.size).toBe(0);
    view(queue, '/e');
    expect(queue.size).toBe(0);
  });

  it('reports page paths without query, fragment or other characters the server refuses', () => {
    expect(pagePath('/dashboard/engage/reports/0123456789abcdef01234567')).toBe('/dashboard/engage/reports/0123456789abcdef01234567');
    expect(pagePath('/dashboard/caf%C3%A9 x')).toBe('/dashboard/caf_C3_A9_x');
    expect(pagePath(`/${'a'.repeat(300)}`)).toHaveLength(200);
  });
});
