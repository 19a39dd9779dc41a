import type { ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, type RouteKey } from '@/config/paths';
import { AdminGuard, AdminHomePage } from '@/features/admin';
import {
  ForgotPasswordPage,
  GoogleSuccessPage,
  LoginPage,
  ResetPasswordPage,
  SignupPage,
} from '@/features/auth';
import { CareersPage } from '@/features/careers';
import { ContactPage } from '@/features/contact';
import {
  ArenaEntryPage,
  ArenaPage,
  ContestPage,
  ContestsPage,
  LeaderboardPage,
  TestsPage,
} from '@/features/contests';
import { HomePage } from '@/features/home';
import { CoursePage, LearnPage, TopicPage } from '@/features/learn';
import { AdminQuestionPage, PracticePage, QuestionPage } from '@/features/practice';
import { ProfilePage, UserProfilePage } from '@/features/profile';
import { RatingsExplainedPage } from '@/features/ratings';
import { RootShell } from './root-shell';
import { ComingSoonPage } from './routes/coming-soon';
import { InProgressPage } from './routes/in-progress';
import { NotFoundPage } from './routes/not-found';
import { AboutPage, CookiesPage, PrivacyPage, TermsPage } from './routes/static-page';

/** Pages that are complete; every other route of the spec shows its in-progress state until its issue lands. */
const PAGES: Partial<Record<RouteKey, ReactElement>> = {
  home: <HomePage />,
  about: <AboutPage />,
  terms: <TermsPage />,
  privacy: <PrivacyPage />,
  cookies: <CookiesPage />,
  contact: <ContactPage />,
  help: <ComingSoonPage />,
  blog: <ComingSoonPage />,
  ratingsExplained: <RatingsExplainedPage />,
  careers: <CareersPage />,
  learn: <LearnPage />,
  course: <CoursePage />,
  courseById: <CoursePage />,
  topic: <TopicPage />,
  topicById: <TopicPage />,
  practice: <PracticePage />,
  question: <QuestionPage />,
  compete: <ContestsPage />,
  contest: <ContestPage />,
  arena: <ArenaEntryPage />,
  arenaParticipation: <ArenaPage />,
  leaderboard: <LeaderboardPage />,
  tests: <TestsPage />,
  profile: <ProfilePage />,
  userProfile: <UserProfilePage />,
  login: <LoginPage />,
  signup: <SignupPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  googleSuccess: <GoogleSuccessPage />,
  admin: (
    <AdminGuard>
      <AdminHomePage />
    </AdminGuard>
  ),
  adminQuestion: (
    <AdminGuard>
      <AdminQuestionPage />
    </AdminGuard>
  ),
  adminBlogNew: (
    <AdminGuard>
      <InProgressPage area="admin" />
    </AdminGuard>
  ),
  adminBlogEdit: (
    <AdminGuard>
      <InProgressPage area="admin" />
    </AdminGuard>
  ),
};

/** The area name shown by the in-progress page of a route still being built. */
const AREA: Partial<Record<RouteKey, string>> = {
  lists: 'lists',
  list: 'lists',
  practiceList: 'lists',
  questionLists: 'questionLists',
  questionList: 'questionLists',
  catmocks: 'catmocks',
  catmocksUser: 'catmocks',
  dailyDrills: 'dailyDrills',
  compete: 'compete',
  contest: 'compete',
  arena: 'compete',
  arenaParticipation: 'compete',
  leaderboard: 'compete',
  tests: 'tests',
  analytics: 'analytics',
  discuss: 'discuss',
  discussNew: 'discuss',
  discussion: 'discuss',
  blogs: 'blogs',
  blogPost: 'blogs',
  dashboard: 'dashboard',
  profile: 'profile',
  userProfile: 'profile',
  unsubscribe: 'unsubscribe',
  career: 'careers',
  careerApply: 'careers',
};

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      ...(Object.keys(ROUTES) as RouteKey[]).map((key) => ({
        path: ROUTES[key],
        element: PAGES[key] ?? <InProgressPage area={AREA[key] ?? 'generic'} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
