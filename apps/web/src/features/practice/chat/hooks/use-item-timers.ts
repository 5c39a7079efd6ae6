import { useCallback, useEffect, useRef } from 'react';
import { chatApi, saveUsageOnUnload } from '../chat-api';
import { elapsedMs, newItemTimer, startTimer, stopTimer, type ItemTimer } from '../logic/item-timer';

interface Tracked {
  timer: ItemTimer;
  userSessionId: string | null;
  idleMs: number;
}

/**
 * Item timers (roleplay.md §4): each chat's time runs while it is the active chat; stopping saves the
 * duration (usage call), and so does leaving the page (keepalive request) for a chat still running.
 */
export function useItemTimers() {
  const tracked = useRef(new Map<string, Tracked>());

  const get = (id: string) => {
    let entry = tracked.current.get(id);
    if (!entry) {
      entry = { timer: newItemTimer(), userSessionId: null, idleMs: 0 };
      tracked.current.set(id, entry);
    }
    return entry;
  };

  const start = useCallback((id: string, userSessionId: string) => {
    const entry = get(id);
    entry.userSessionId = userSessionId;
    entry.timer = startTimer(entry.timer, Date.now());
  }, []);

  const stop = useCallback((id: string) => {
    const entry = tracked.current.get(id);
    if (!entry || entry.timer.runningSince === null) return;
    entry.timer = stopTimer(entry.timer, Date.now());
    if (entry.userSessionId) {
      void chatApi
        .saveUsage(entry.userSessionId, Math.floor(entry.timer.savedMs / 1000), Math.floor(entry.idleMs / 1000))
        .catch(() => undefined);
    }
  }, []);

  const addIdle = useCallback((id: string, ms: number) => {
    get(id).idleMs += ms;
  }, []);

  const durationMs = useCallback((id: string, now: number) => {
    const entry = tracked.current.get(id);
    return entry ? elapsedMs(entry.timer, now) : 0;
  }, []);

  useEffect(() => {
    const map = tracked.current;
    const saveRunning = () => {
      const now = Date.now();
      for (const entry of map.values()) {
        if (entry.timer.runningSince !== null && entry.userSessionId) {
          saveUsageOnUnload(entry.userSessionId, Math.floor(elapsedMs(entry.timer, now) / 1000), Math.floor(entry.idleMs / 1000));
        }
      }
    };
    window.addEventListener('pagehide', saveRunning);
    return () => {
      window.removeEventListener('pagehide', saveRunning);
      // Leaving the practice view inside the app counts as stopping every running chat.
      for (const id of map.keys()) {
        const entry = map.get(id)!;
        if (entry.timer.runningSince !== null && entry.userSessionId) {
          entry.timer = stopTimer(entry.timer, Date.now());
          saveUsageOnUnload(entry.userSessionId, Math.floor(entry.timer.savedMs / 1000), Math.floor(entry.idleMs / 1000));
        }
      }
    };
  }, []);

  return { start, stop, addIdle, durationMs };
}
