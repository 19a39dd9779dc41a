import type { LeaderboardRow } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledName } from '@/components/ui/rating-title';
import { UserAvatar } from '@/components/ui/user-avatar';
import { routePath } from '@/config/paths';

/** A board's user cell: picture or initials, the name in its title's colour (a link to the profile), badges. */
export function BoardUser({
  row,
  me,
  showVirtual,
}: {
  row: LeaderboardRow;
  me: boolean;
  showVirtual: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 items-center gap-2">
      <UserAvatar username={row.username} src={row.profilePicture} size={28} />
      <Link
        to={routePath('userProfile', { username: row.username })}
        className="link link-hover truncate font-medium"
      >
        <TitledName name={row.username} rating={row.titleRating} />
      </Link>
      {me && <span className="badge badge-sm badge-outline shrink-0">{t('contests.board.you')}</span>}
      {showVirtual && row.virtual && (
        <span className="badge badge-sm badge-ghost shrink-0">{t('contests.board.virtual')}</span>
      )}
    </span>
  );
}
