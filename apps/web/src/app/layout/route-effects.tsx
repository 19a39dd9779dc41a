import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '@/lib/analytics';

/** Scrolls to the top on every path change and reports a page view on every path or query change. */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    track({ name: 'page_view', path: `${pathname}${search}`, label: document.title });
  }, [pathname, search]);
  return null;
}
