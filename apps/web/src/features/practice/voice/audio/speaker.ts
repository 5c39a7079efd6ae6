export interface AudioLike {
  play(): Promise<void>;
  pause(): void;
  onended: (() => void) | null;
  onerror: (() => void) | null;
}

/** Fetches one line's audio (botvoicestream). */
export type LoadLine = (signal: AbortSignal) => Promise<Blob>;

export interface SpeakerOptions {
  createAudio?: (url: string) => AudioLike;
  createUrl?: (blob: Blob) => string;
  revokeUrl?: (url: string) => void;
}

/**
 * The bot's voice (roleplay.md §4 Bot speech): fetches each line's audio and plays it; a new line stops
 * the one playing. `speak` settles when the line ends, fails or is stopped.
 */
export function createSpeaker(options: SpeakerOptions = {}) {
  const createAudio = options.createAudio ?? ((url: string) => new Audio(url) as unknown as AudioLike);
  const createUrl = options.createUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const revokeUrl = options.revokeUrl ?? ((url: string) => URL.revokeObjectURL(url));
  let stopCurrent: (() => void) | null = null;

  const stop = () => {
    const current = stopCurrent;
    stopCurrent = null;
    current?.();
  };

  async function speak(load: LoadLine, signal: AbortSignal): Promise<void> {
    stop();
    if (signal.aborted) return;
    const fetching = new AbortController();
    const abortFetch = () => fetching.abort();
    signal.addEventListener('abort', abortFetch);
    let blob: Blob;
    try {
      blob = await load(fetching.signal);
    } finally {
      signal.removeEventListener('abort', abortFetch);
    }
    if (signal.aborted) return;
    const url = createUrl(blob);
    const audio = createAudio(url);
    await new Promise<void>((resolve, reject) => {
      const finish = (error?: unknown) => {
        signal.removeEventListener('abort', onAbort);
        audio.onended = null;
        audio.onerror = null;
        if (stopCurrent === halt) stopCurrent = null;
        revokeUrl(url);
        if (error) reject(error);
        else resolve();
      };
      const halt = () => {
        audio.pause();
        finish();
      };
      const onAbort = () => halt();
      stopCurrent = halt;
      signal.addEventListener('abort', onAbort);
      audio.onended = () => finish();
      audio.onerror = () => finish(new Error('The bot voice could not be played'));
      audio.play().catch((error: unknown) => finish(error));
    });
  }

  return { speak, stop };
}

export type Speaker = ReturnType<typeof createSpeaker>;
