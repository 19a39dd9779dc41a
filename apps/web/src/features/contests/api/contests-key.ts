/**
 * Every contests cache key starts with ['contests', user], so one invalidation of ['contests']
 * (a registration, a start, a finish) refreshes the schedule, the contest page and the tests list.
 */
export const contestsKey = (userId: string | undefined) => ['contests', userId ?? 'visitor'] as const;
