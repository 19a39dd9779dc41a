import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { countdownParts, formatCountdown, secondsLeft } from '../lib/server-clock';

/**
 * A live countdown to an instant (by the server's clock when an offset is given). `onElapsed` runs
 * once when it reaches zero, so the page can ask the server what changed.
 */
export function Countdown({
  to,
  offset = 0,
  label,
  onElapsed,
  className = '',
}: {
  to: string;
  offset?: number;
  /** What is counted down to, for screen readers ("Starts in"). */
  label: string;
  onElapsed?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const left = secondsLeft(to, now, offset);
  // Fire once per target instant, even though the count stays at zero afterwards.
  const firedFor = useRef<string | null>(null);
  useEffect(() => {
    if (left === 0 && firedFor.current !== to) {
      firedFor.current = to;
      onElapsed?.();
    }
  }, [left, to, onElapsed]);
  const parts = countdownParts(left);
  return (
    <span
      role="timer"
      className={`font-mono tabular-nums ${className}`}
      aria-label={`${label} ${t('contests.countdown.spoken', parts)}`}
    >
      {formatCountdown(left, t('contests.countdown.day'))}
    </span>
  );
}
