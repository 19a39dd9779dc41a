import { useTranslation } from 'react-i18next';

const DAY_MS = 86_400_000;
const shift = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

/** A year heatmap of days (India time) with solves: one square a day, darker for more solves. */
export function ActivityCalendar({
  days,
  today,
}: {
  days: { day: string; solved: number }[];
  today: string;
}) {
  const { t } = useTranslation();
  const solvedOn = new Map(days.map((d) => [d.day, d.solved]));
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const start = shift(today, -(52 * 7 + weekday));
  const cells = Array.from({ length: 52 * 7 + weekday + 1 }, (_, i) => shift(start, i));
  const level = (n: number) => (n === 0 ? 0 : n < 3 ? 1 : n < 6 ? 2 : n < 10 ? 3 : 4);
  const fill = ['var(--color-base-300)', '#a7f3d0', '#34d399', '#059669', '#065f46'];
  const activeDays = days.filter((d) => d.solved > 0).length;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${53 * 12} ${7 * 12}`}
        className="w-full"
        role="img"
        aria-label={t('practice.calendarLabel', { count: activeDays })}
        data-testid="activity-calendar"
      >
        {cells.map((day, i) => {
          const solved = solvedOn.get(day) ?? 0;
          return (
            <rect
              key={day}
              x={Math.floor(i / 7) * 12}
              y={(i % 7) * 12}
              width={10}
              height={10}
              rx={2}
              fill={fill[level(solved)]}
              data-day={day}
              data-solved={solved}
            >
              <title>{t('practice.calendarDay', { day, count: solved })}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
