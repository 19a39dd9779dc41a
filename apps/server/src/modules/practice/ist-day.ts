/** The India calendar day (Asia/Kolkata, UTC+5:30, no daylight saving) of an instant. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
