import ringtoneUrl from './ringtone.wav';

interface LoopingAudio {
  loop: boolean;
  currentTime: number;
  play(): Promise<void>;
  pause(): void;
}

/** The ringtone (roleplay.md §4 Call): loops while a call rings, stops on answer or end. */
export function createRingtone(createAudio: () => LoopingAudio = () => new Audio(ringtoneUrl)) {
  let audio: LoopingAudio | null = null;
  let ringing = false;
  return {
    start() {
      audio ??= createAudio();
      audio.loop = true;
      audio.currentTime = 0;
      ringing = true;
      // A browser that refuses to play (no user gesture yet) leaves the call ringing silently.
      audio.play().catch(() => undefined);
    },
    stop() {
      if (!ringing) return;
      ringing = false;
      audio?.pause();
    },
    get ringing() {
      return ringing;
    },
  };
}

export type Ringtone = ReturnType<typeof createRingtone>;
