/**
 * Every practice cache key starts with ['practice', user], so one invalidation of ['practice'] (an
 * attempt, a reveal, a reaction, an admin edit) refreshes table, summary and question together.
 */
export const practiceKey = (userId: string | undefined) => ['practice', userId ?? 'visitor'] as const;
