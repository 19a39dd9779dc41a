import { ROUTES } from '@/config/paths';

/** The main navigation of spec section 2 (Admin is added for staff). */
export const NAV_LINKS = [
  { to: ROUTES.home, key: 'nav.home', end: true },
  { to: ROUTES.learn, key: 'nav.learn', end: false },
  { to: ROUTES.practice, key: 'nav.practice', end: false },
  { to: ROUTES.compete, key: 'nav.compete', end: false },
  { to: ROUTES.analytics, key: 'nav.analyse', end: false },
  { to: ROUTES.discuss, key: 'nav.discuss', end: false },
] as const;
