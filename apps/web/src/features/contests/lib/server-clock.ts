/**
 * The arena's clock follows the server's. Each fetch says what time the server had (`serverNow`);
 * the difference from the client's clock when the answer arrived is the offset, added to the
 * client's clock from then on. A wrong client clock or a slow network cannot give extra time.
 */
export function clockOffset(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/** The server's time now, in milliseconds, from the client's clock and the offset. */
export function serverTime(clientNow: number, offset: number): number {
  return clientNow + offset;
}

/** Whole seconds left until an instant of the server's clock; never below 0. */
export function secondsLeft(until: string, clientNow: number, offset: number): number {
  return Math.max(0, Math.ceil((Date.parse(until) - serverTime(clientNow, offset)) / 1000));
}

/** Whether an instant has passed by the server's clock, from one fetch's `serverNow`. */
export function isPast(until: string, serverNow: string, receivedAt: number, clientNow: number): boolean {
  return secondsLeft(until, clientNow, clockOffset(serverNow, receivedAt)) === 0;
}

/** A countdown as `1d 02:03:04`, `02:03:04` or `03:04`. */
export function formatCountdown(totalSeconds: number, dayLabel = 'd'): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock =
    hours > 0 || days > 0
      ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
      : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}${dayLabel} ${clock}` : clock;
}

/** Hours, minutes and seconds for a screen reader's reading of a countdown. */
export function countdownParts(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}
