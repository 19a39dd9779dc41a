import { isStaff } from '@preparena/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ROUTES } from '@/config/paths';
import { useLoginLink } from '@/lib/return-path';
import { useSession } from '@/lib/session/use-session';

/** Spec section 6: nothing while the user loads; anonymous → /login; signed-in non-staff → /; staff see it. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const loginLink = useLoginLink();
  if (loading) return null;
  if (!user) return <Navigate to={loginLink} replace />;
  if (!isStaff(user)) return <Navigate to={ROUTES.home} replace />;
  return <>{children}</>;
}
