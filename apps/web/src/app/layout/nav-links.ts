/** The main navigation of spec section 2 (Admin is added for staff). */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/learn', key: 'nav.learn', end: false },
  { to: '/practice', key: 'nav.practice', end: false },
  { to: '/compete', key: 'nav.compete', end: false },
  { to: '/analytics', key: 'nav.analyse', end: false },
  { to: '/discuss', key: 'nav.discuss', end: false },
] as const;
