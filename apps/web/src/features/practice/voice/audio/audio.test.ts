import { describe, expect, it, vi } from 'vitest';
import { createRingtone } from './ringtone';
import { createSpeaker, type AudioLike } from './speaker';
import { END_OF_TURN, openSpeechSocket, SpeechSocketClosed, type SocketLike } from './speech-socket';

class FakeSocket implements SocketLike {
  binaryType = 'blob';
  readyState = 0;
  bufferedAmount = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: unknown) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(null);
  }
}

describe('speech socket', () => {
  it('sends the init frame first, then binary blocks; replies become frames', () => {
    const socket = new FakeSocket();
    const frames: unknown[] = [];
    const onOpen = vi.fn();
    const speech = openSpeechSocket(
      () => socket,
      { assessmentId: 'a', userSessionId: 'u', language: 'en-US' },
      { onOpen, onFrame: (f) => frames.push(f), onClosed: vi.fn() },
    );
    expect(socket.binaryType).toBe('arraybuffer');
    speech.send(new Int16Array(4));
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(onOpen).toHaveBeenCalled();
    expect(JSON.parse(socket.sent[0] as string)).toEqual({ assessmentId: 'a', userSessionId: 'u', language: 'en-US' });
    const block = new Int16Array([1, 2, 3]);
    speech.send(block);
    expect(socket.sent[1]).toBeInstanceOf(ArrayBuffer);
    expect(Array.from(new Int16Array(socket.sent[1] as ArrayBuffer))).toEqual([1, 2, 3]);
    // A view on part of a buffer sends only its own samples.
    speech.send(new Int16Array([5, 6, 7, 8]).subarray(1, 3));
    expect(Array.from(new Int16Array(socket.sent[2] as ArrayBuffer))).toEqual([6, 7]);
    socket.onmessage?.({ data: 'false;hel' });
    socket.onmessage?.({ data: 'noise' });
    socket.onmessage?.({ data: 'true;hello' });
    expect(frames).toEqual([
      { final: false, text: 'hel' },
      { final: true, text: 'hello' },
    ]);
  });

  it('ends the turn with the end-of-turn frame, sends no more audio, and a normal close is no error', () => {
    const socket = new FakeSocket();
    const onClosed = vi.fn();
    const speech = openSpeechSocket(
      () => socket,
      { assessmentId: 'a', userSessionId: 'u', language: 'en-US' },
      { onOpen: vi.fn(), onFrame: vi.fn(), onClosed },
    );
    socket.open();
    speech.endTurn();
    speech.send(new Int16Array(4));
    expect(socket.sent).toEqual([JSON.stringify({ assessmentId: 'a', userSessionId: 'u', language: 'en-US' }), END_OF_TURN]);
    socket.onclose?.({ code: 1000 });
    expect(onClosed).toHaveBeenCalledWith(undefined);
  });

  it('reports a close by the server, not its own', () => {
    const socket = new FakeSocket();
    const onClosed = vi.fn();
    openSpeechSocket(
      () => socket,
      { assessmentId: 'a', userSessionId: 'u', language: 'en-US' },
      { onOpen: vi.fn(), onFrame: vi.fn(), onClosed },
    );
    socket.onclose?.({ code: 1009 });
    expect(onClosed.mock.calls[0]![0]).toBeInstanceOf(SpeechSocketClosed);

    const mine = new FakeSocket();
    const quiet = vi.fn();
    const speech = openSpeechSocket(
      () => mine,
      { assessmentId: 'a', userSessionId: 'u', language: 'en-US' },
      { onOpen: vi.fn(), onFrame: vi.fn(), onClosed: quiet },
    );
    speech.close();
    mine.onclose?.({ code: 1000 });
    expect(mine.closedWith).toBe(1000);
    expect(quiet).not.toHaveBeenCalled();
  });
});

class FakeAudio implements AudioLike {
  static all: FakeAudio[] = [];
  playing = false;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeAudio.all.push(this);
  }
  play() {
    this.playing = true;
    return Promise.resolve();
  }
  pause() {
    this.playing = false;
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('speaker', () => {
  it('plays the line and settles when it ends; a new line stops the one playing', async () => {
    FakeAudio.all = [];
    const revoked: string[] = [];
    let n = 0;
    const line = (text: string) => async () => new Blob([text]);
    const speaker = createSpeaker({
      createAudio: (url) => new FakeAudio(url),
      createUrl: () => `blob:${++n}`,
      revokeUrl: (url) => revoked.push(url),
    });
    let firstDone = false;
    const first = speaker.speak(line('Hello'), new AbortController().signal).then(() => (firstDone = true));
    await tick();
    expect(FakeAudio.all[0]!.playing).toBe(true);
    const second = speaker.speak(line('Again'), new AbortController().signal);
    await first;
    expect(firstDone).toBe(true);
    expect(FakeAudio.all[0]!.playing).toBe(false);
    await tick();
    FakeAudio.all[1]!.onended?.();
    await second;
    expect(revoked).toEqual(['blob:1', 'blob:2']);
  });

  it('stops when aborted and fails when the audio cannot be fetched', async () => {
    FakeAudio.all = [];
    const speaker = createSpeaker({
      createAudio: (url) => new FakeAudio(url),
      createUrl: () => 'blob:x',
      revokeUrl: () => undefined,
    });
    const abort = new AbortController();
    const saying = speaker.speak(async () => new Blob(['x']), abort.signal);
    await tick();
    abort.abort();
    await saying;
    expect(FakeAudio.all[0]!.playing).toBe(false);

    await expect(speaker.speak(() => Promise.reject(new Error('503')), new AbortController().signal)).rejects.toThrow('503');
  });
});

describe('ringtone', () => {
  it('loops from the start while ringing and stops once', () => {
    const audio = { loop: false, currentTime: 3, play: vi.fn(() => Promise.resolve()), pause: vi.fn() };
    const ringtone = createRingtone(() => audio);
    ringtone.start();
    expect(audio).toMatchObject({ loop: true, currentTime: 0 });
    expect(ringtone.ringing).toBe(true);
    ringtone.stop();
    ringtone.stop();
    expect(audio.pause).toHaveBeenCalledTimes(1);
  });
});
