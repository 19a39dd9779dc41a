import { Navigate } from 'react-router';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useLoginLink } from '@/lib/return-path';
import { useSession } from '@/lib/session/use-session';
import { ProfileView } from '../components/profile-view';

/** /profile: the signed-in user's own profile with their settings; visitors go to the login page. */
export function ProfilePage() {
  const { user, loading } = useSession();
  const loginLink = useLoginLink();
  if (!loading && !user) return <Navigate to={loginLink} replace />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {user ? <ProfileView username={user.username} /> : <SkeletonRows rows={6} />}
    </div>
  );
}
