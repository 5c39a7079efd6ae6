import { useCallback, useEffect, useRef, useState } from 'react';
import {
  IDLE_RESTART_DELAY_MS,
  IDLE_START_DELAY_MS,
  IDLE_TICK_MS,
  idleStatusAt,
  type IdleStatus,
  type IdleThresholds,
} from '../logic/idle';

export interface IdleTimer {
  seconds: number;
  status: IdleStatus;
  /** Stops the timer and starts it again from zero 100 ms later; returns the idle time it had reached (ms). */
  reset: () => number;
}

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Idle tracking (roleplay.md §4): one second after `running` turns on (an uncompleted chat selected), the
 * timer starts if the page is visible, ticks every second and moves normal → warning → danger. A hidden
 * page stops it; showing the page again restarts it after the same 1 s.
 */
export function useIdleTimer(running: boolean, thresholds: IdleThresholds, key: string | null): IdleTimer {
  const [seconds, setSeconds] = useState(0);
  const [generation, setGeneration] = useState(0);
  const [pageVisible, setPageVisible] = useState(visible);
  const secondsRef = useRef(0);

  useEffect(() => {
    const onChange = () => setPageVisible(visible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  // A new chat selected: from zero.
  useEffect(() => {
    secondsRef.current = 0;
    setSeconds(0);
  }, [key]);

  useEffect(() => {
    if (!running || !pageVisible) return;
    const delay = generation === 0 ? IDLE_START_DELAY_MS : IDLE_RESTART_DELAY_MS;
    let tick: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      tick = setInterval(() => {
        secondsRef.current += IDLE_TICK_MS / 1000;
        setSeconds(secondsRef.current);
      }, IDLE_TICK_MS);
    }, delay);
    return () => {
      clearTimeout(start);
      if (tick) clearInterval(tick);
    };
  }, [running, pageVisible, generation, key]);

  // Selecting another chat (or stopping) starts the next run with the 1 s delay again.
  useEffect(() => setGeneration(0), [key, running]);

  const reset = useCallback(() => {
    const reached = secondsRef.current * 1000;
    secondsRef.current = 0;
    setSeconds(0);
    setGeneration((g) => g + 1);
    return reached;
  }, []);

  return { seconds, status: running ? idleStatusAt(seconds, thresholds) : 'normal', reset };
}
