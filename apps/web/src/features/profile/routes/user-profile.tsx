import { useParams } from 'react-router';
import { ProfileView } from '../components/profile-view';

/** /profile/{username}: anyone's public profile (the owner also sees their settings). */
export function UserProfilePage() {
  const username = useParams().username ?? '';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ProfileView key={username} username={username} />
    </div>
  );
}
