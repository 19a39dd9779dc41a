/** Every admin contests cache key starts with ['admin-contests']; a write refreshes them all. */
export const adminContestsKey = ['admin-contests'] as const;
