/**
 * The Learn cache keys start with ['learn', user], so one invalidation of ['learn'] (a lesson mark,
 * an admin content change) refreshes cards, course and topic alike.
 */
export const learnKey = (userId: string | undefined) => ['learn', userId ?? 'visitor'] as const;
