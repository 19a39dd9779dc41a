import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { primaryTitleRating, TitledName, titleRingClass } from '@/components/ui/rating-title';
import { ROUTES } from '@/config/paths';
import { useSession } from '@/lib/session/use-session';

/** Desktop: the avatar links to /profile and opens a dropdown with Profile, My Lists and Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  if (!user) return null;
  const rating = primaryTitleRating(user);
  return (
    <div className="dropdown dropdown-end">
      <button
        type="button"
        tabIndex={0}
        className="btn btn-ghost btn-circle avatar"
        aria-label={t('nav.accountMenu', { name: user.username })}
        aria-haspopup="menu"
        data-testid="user-menu"
      >
        <span
          className={`w-9 overflow-hidden rounded-full ring-2 ring-offset-2 ring-offset-base-100 ${titleRingClass(rating)}`}
          data-testid="user-menu-ring"
        >
          <Avatar src={user.profilePicture} alt="" size={36} />
        </span>
      </button>
      <ul className="menu dropdown-content z-50 mt-3 w-52 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
        <li className="menu-title truncate">
          <TitledName name={user.username} rating={rating} />
        </li>
        <li>
          <Link to={ROUTES.profile}>{t('nav.profile')}</Link>
        </li>
        <li>
          <Link to={ROUTES.lists}>{t('nav.myLists')}</Link>
        </li>
        <li>
          <button type="button" onClick={logout}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
