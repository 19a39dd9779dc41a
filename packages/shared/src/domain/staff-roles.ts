/** The four staff flags of spec section 6. */
export const STAFF_FLAGS = [
  'isAdmin',
  'isContentManager',
  'isQuestionManager',
  'isContestController',
] as const;
export type StaffFlag = (typeof STAFF_FLAGS)[number];

/**
 * Which flag opens which admin area. Admins open everything; each manager role opens its own
 * areas only. The server checks this on every admin route; the admin screen shows only these tabs.
 */
export const ADMIN_AREAS = {
  users: ['isAdmin'],
  outbox: ['isAdmin'],
  contact: ['isAdmin'],
  notifications: ['isAdmin'],
  courses: ['isAdmin', 'isContentManager'],
  blogs: ['isAdmin', 'isContentManager'],
  banners: ['isAdmin', 'isContentManager'],
  careers: ['isAdmin', 'isContentManager'],
  questions: ['isAdmin', 'isQuestionManager'],
  lists: ['isAdmin', 'isQuestionManager'],
  contests: ['isAdmin', 'isContestController'],
} as const satisfies Record<string, readonly StaffFlag[]>;

export type AdminArea = keyof typeof ADMIN_AREAS;

/** Whether a user with these flags may use an admin area. */
export function canUseAdminArea(
  user: Partial<Record<StaffFlag, boolean>> | null | undefined,
  area: AdminArea,
): boolean {
  return !!user && ADMIN_AREAS[area].some((flag) => user[flag] === true);
}
