import { isAuthPath } from '@preparena/shared';
import { useLocation } from 'react-router';
import { ROUTES } from '@/config/paths';

/**
 * Where sign-in returns to (issue 17): links to /login carry `?next=<path>`, and login, Google's
 * return and e-mail verification land there. Only same-site paths are accepted.
 */

/** Where a new account lands once verified when sign-up began nowhere in particular: a welcome on /practice. */
export const WELCOME_PATH = `${ROUTES.practice}?welcome=1`;

/** The path when it is a safe place on this site to return to, else null. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // A same-site path: one leading slash, no scheme, no protocol-relative "//" or "/\" tricks.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if ([...raw].some((c) => c.charCodeAt(0) < 32)) return null; // tabs or newlines ("/\t/evil")
  let url: URL;
  try {
    url = new URL(raw, 'https://same.site');
  } catch {
    return null;
  }
  if (url.origin !== 'https://same.site') return null;
  if (isAuthPath(url.pathname)) return null; // never back to a sign-in screen
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page that returns to `next` afterwards (the bare page for home or an auth page). */
export function loginPathFor(next: string | null | undefined): string {
  const path = safeReturnPath(next);
  return path && path !== ROUTES.home ? `${ROUTES.login}?next=${encodeURIComponent(path)}` : ROUTES.login;
}

/** The same for the sign-up page (a new account returns to the same place once verified). */
export function signupPathFor(next: string | null | undefined): string {
  const path = safeReturnPath(next);
  return path && path !== ROUTES.home ? `${ROUTES.signup}?next=${encodeURIComponent(path)}` : ROUTES.signup;
}

/** The page being shown, as a return path. */
export function currentPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** A link to /login that brings the user back to the page they are on. */
export function useLoginLink(): string {
  return loginPathFor(currentPath(useLocation()));
}

const REMEMBERED = 'preparena.returnTo';

/** Keeps the return path across a full-page trip (Google sign-in leaves the app). */
export function rememberReturnPath(next: string | null | undefined): void {
  const path = safeReturnPath(next);
  try {
    if (path) sessionStorage.setItem(REMEMBERED, path);
    else sessionStorage.removeItem(REMEMBERED);
  } catch {
    // Storage blocked: the user lands on the default page instead.
  }
}

/** The remembered return path, once (it is forgotten as it is read). */
export function takeRememberedReturnPath(): string | null {
  try {
    const path = safeReturnPath(sessionStorage.getItem(REMEMBERED));
    sessionStorage.removeItem(REMEMBERED);
    return path;
  } catch {
    return null;
  }
}
