import { describe, expect, it } from 'vitest';
import { createEventsClient, RECONNECTED, type ServerEvent, type SocketLike } from './events-socket';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  closedWith: number | null = null;
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  send(event: ServerEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: (() => void)[] = [];
  let ended = 0;
  const client = createEventsClient({
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onSessionEnded: () => (ended += 1),
    backoffMs: () => 10,
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
  });
  return { client, sockets, timers, ended: () => ended };
}

describe('events socket client', () => {
  it('opens only while someone listens, delivers messages and closes when the last listener leaves', () => {
    const { client, sockets } = setup();
    client.connect('group-a');
    expect(sockets).toHaveLength(0);
    const seen: string[] = [];
    const stop = client.subscribe((e) => seen.push(e.type));
    expect(sockets).toHaveLength(1);
    sockets[0]!.onopen?.(null);
    sockets[0]!.send({ type: 'announcement.published', payload: { announcementId: 'x' } });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(seen).toEqual([RECONNECTED, 'announcement.published']);
    stop();
    expect(sockets[0]!.closedWith).toBe(1000);
  });

  it('reopens for another group', () => {
    const { client, sockets } = setup();
    client.connect('group-a');
    client.subscribe(() => undefined);
    client.connect('group-a');
    expect(sockets).toHaveLength(1);
    client.connect('group-b');
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(sockets).toHaveLength(2);
  });

  it('tells listeners to refetch on every open: the first one, and after a drop', () => {
    const { client, sockets, timers } = setup();
    client.connect('group-a');
    const seen: string[] = [];
    client.subscribe((e) => seen.push(e.type));
    sockets[0]!.onopen?.(null);
    // What the page fetched before the socket listened may already be stale.
    expect(seen).toEqual([RECONNECTED]);
    seen.length = 0;
    sockets[0]!.onclose?.({ code: 1006 });
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(sockets).toHaveLength(2);
    sockets[1]!.onopen?.(null);
    expect(seen).toEqual([RECONNECTED]);
  });

  it('stops and reports when the session ended (4401)', () => {
    const { client, sockets, timers, ended } = setup();
    client.connect('group-a');
    client.subscribe(() => undefined);
    sockets[0]!.onclose?.({ code: 4401 });
    expect(ended()).toBe(1);
    expect(timers).toHaveLength(0);
  });
});
