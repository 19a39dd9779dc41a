import { useEffect, useRef, useState } from 'react';

/** Seconds spent on the question while the page is visible; `stop` freezes it (after submitting). */
export function useElapsed(key: number) {
  const [seconds, setSeconds] = useState(0);
  const stopped = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the clock for every new question
  useEffect(() => {
    setSeconds(0);
    stopped.current = false;
    const timer = window.setInterval(() => {
      if (!stopped.current && document.visibilityState === 'visible') setSeconds((s) => s + 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [key]);
  return {
    seconds,
    stop: () => {
      stopped.current = true;
    },
    restart: () => {
      stopped.current = false;
      setSeconds(0);
    },
  };
}

export function formatDuration(total: number): string {
  const m = Math.floor(total / 60);
  const s = Math.round(total % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}
