import { useCallback, useEffect, useRef } from 'react';

/**
 * Seconds spent on each question while the page is visible, counted on the client and sent with
 * each answer (`seconds`). The count is kept across visits to the same question.
 */
export function useQuestionSeconds(current: number) {
  const seconds = useRef<Record<number, number>>({});
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
