/** The four manager flags a user may hold (spec section 6). */
interface StaffFlags {
  isAdmin: boolean;
  isQuestionManager: boolean;
  isContentManager: boolean;
  isContestController: boolean;
}

/** Staff are users with any of the four manager flags (spec section 6). */
export function isStaff(user: StaffFlags | null): boolean {
  return (
    !!user && (user.isAdmin || user.isQuestionManager || user.isContentManager || user.isContestController)
  );
}
