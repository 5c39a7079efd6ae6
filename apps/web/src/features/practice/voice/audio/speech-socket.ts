import { SPEECH_SOCKET, type SpeechStreamStart } from '@switchboard/contracts';
import { parseSpeechFrame, type SpeechFrame } from '../logic/speech-text';

export interface SocketLike {
  binaryType: string;
  readonly readyState: number;
  readonly bufferedAmount: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string | ArrayBufferLike | ArrayBufferView): void;
  close(code?: number): void;
}

export interface SpeechSocketHandlers {
  onOpen: () => void;
  onFrame: (frame: SpeechFrame) => void;
  /** Closed by the server or the network (not by `close`); no error after a normal close (1000). */
  onClosed: (error?: unknown) => void;
}

const OPEN = 1;
/** Text frame that ends the advisor's turn: the server sends its last final, then closes with 1000. */
export const END_OF_TURN = SPEECH_SOCKET.endMessage;
const NORMAL_CLOSE = SPEECH_SOCKET.closeCodes.done;
/** Past this much unsent audio (about 8 s) the network is not keeping up: blocks are dropped. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export class SpeechSocketClosed extends Error {
  constructor(readonly code: number) {
    super(`The speech socket closed (${code})`);
    this.name = 'SpeechSocketClosed';
  }
}

/**
 * One answer's speech socket (roleplay.md §7): the JSON init frame first, then binary PCM blocks;
 * replies `true;<text>` / `false;<text>` become frames. `close` ends it quietly.
 */
export function openSpeechSocket(open: () => SocketLike, init: SpeechStreamStart, handlers: SpeechSocketHandlers) {
  const socket = open();
  socket.binaryType = 'arraybuffer';
  let closed = false;
  socket.onopen = () => {
    socket.send(JSON.stringify(init));
    handlers.onOpen();
  };
  socket.onmessage = (event) => {
    const frame = parseSpeechFrame(event.data);
    if (frame) handlers.onFrame(frame);
  };
  socket.onerror = () => undefined;
  socket.onclose = (event) => {
    if (closed) return;
    closed = true;
    handlers.onClosed(event.code === NORMAL_CLOSE ? undefined : new SpeechSocketClosed(event.code));
  };
  let ending = false;
  return {
    send(block: Int16Array) {
      if (closed || ending || socket.readyState !== OPEN || socket.bufferedAmount > MAX_BUFFERED_BYTES) return;
      socket.send(block.buffer.byteLength === block.byteLength ? block.buffer : block.slice().buffer);
    },
    /** The advisor stopped talking: no more audio; the server answers its last final and closes. */
    endTurn() {
      if (closed || ending) return;
      ending = true;
      if (socket.readyState === OPEN) socket.send(END_OF_TURN);
      else this.close();
    },
    close() {
      if (closed) return;
      closed = true;
      socket.onmessage = null;
      socket.close(1000);
    },
  };
}

export type SpeechSocket = ReturnType<typeof openSpeechSocket>;
