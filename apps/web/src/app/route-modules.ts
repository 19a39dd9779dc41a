import type { RouteKey } from '@preparena/shared';

/** Where a page lives: its module (relative to src/, as the build sees it) and the component it exports. */
export interface PageModule {
  module: string;
  component: string;
  /** Admin pages render inside the admin guard. */
  admin?: boolean;
  /** Props the component is given. */
  props?: Record<string, string>;
}

const page = (module: string, component: string, extra: Partial<PageModule> = {}): PageModule => ({
  module: `${module}.tsx`,
  component,
  ...extra,
});

/**
 * The pages that are built, each loaded on demand as its own chunk (issue 15: route-level code
 * splitting). Pure data: the build (vite.config.ts) reads it to tell the server which chunks each
 * route needs, so the page being opened is preloaded with the document.
 */
export const PAGE_MODULES: Partial<Record<RouteKey, PageModule>> = {
  home: page('features/home/routes/home', 'HomePage'),
  about: page('app/routes/static-page', 'AboutPage'),
  terms: page('app/routes/static-page', 'TermsPage'),
  privacy: page('app/routes/static-page', 'PrivacyPage'),
  cookies: page('app/routes/static-page', 'CookiesPage'),
  contact: page('features/contact/routes/contact', 'ContactPage'),
  help: page('app/routes/coming-soon', 'ComingSoonPage'),
  blog: page('app/routes/coming-soon', 'ComingSoonPage'),
  ratingsExplained: page('features/ratings/routes/ratings-explained', 'RatingsExplainedPage'),
  careers: page('features/careers/routes/careers', 'CareersPage'),
  learn: page('features/learn/routes/learn', 'LearnPage'),
  course: page('features/learn/routes/course', 'CoursePage'),
  courseById: page('features/learn/routes/course', 'CoursePage'),
  topic: page('features/learn/routes/topic', 'TopicPage'),
  topicById: page('features/learn/routes/topic', 'TopicPage'),
  practice: page('features/practice/routes/practice', 'PracticePage'),
  question: page('features/practice/routes/question', 'QuestionPage'),
  compete: page('features/contests/routes/contests', 'ContestsPage'),
  contest: page('features/contests/routes/contest', 'ContestPage'),
  arena: page('features/contests/routes/arena-entry', 'ArenaEntryPage'),
  arenaParticipation: page('features/contests/routes/arena', 'ArenaPage'),
  leaderboard: page('features/contests/routes/leaderboard', 'LeaderboardPage'),
  tests: page('features/contests/routes/tests', 'TestsPage'),
  profile: page('features/profile/routes/profile', 'ProfilePage'),
  userProfile: page('features/profile/routes/user-profile', 'UserProfilePage'),
  login: page('features/auth/routes/login', 'LoginPage'),
  signup: page('features/auth/routes/signup', 'SignupPage'),
  forgotPassword: page('features/auth/routes/forgot-password', 'ForgotPasswordPage'),
  resetPassword: page('features/auth/routes/reset-password', 'ResetPasswordPage'),
  googleSuccess: page('features/auth/routes/google-success', 'GoogleSuccessPage'),
  admin: page('features/admin/routes/admin-home', 'AdminHomePage', { admin: true }),
  adminQuestion: page('features/practice/admin/routes/admin-question', 'AdminQuestionPage', { admin: true }),
  adminBlogNew: page('app/routes/in-progress', 'InProgressPage', { admin: true, props: { area: 'admin' } }),
  adminBlogEdit: page('app/routes/in-progress', 'InProgressPage', { admin: true, props: { area: 'admin' } }),
};
