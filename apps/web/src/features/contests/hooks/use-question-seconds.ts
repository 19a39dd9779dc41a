import { useCallback, useEffect, useRef } from 'react';

/**
 * Seconds spent on each question while the page is visible, counted on the client and sent with
 * each answer (`seconds`). The count is kept across visits to the same question.
 */
export function useQuestionSeconds(current: number, saved: Record<number, number> = {}) {
  const seconds = useRef<Record<number, number>>({});
  // What the server has (a reload, a second tab) is where the count goes on from.
  for (const [number, value] of Object.entries(saved)) {
    const n = Number(number);
    if ((seconds.current[n] ?? 0) < value) seconds.current[n] = value;
  }
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') {
        seconds.current[current] = (seconds.current[current] ?? 0) + 1;
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [current]);
  return useCallback((number: number) => seconds.current[number] ?? 0, []);
}
