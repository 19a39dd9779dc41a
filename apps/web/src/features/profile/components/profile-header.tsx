import type { PublicProfile } from '@preparena/shared';
import { CalendarDays, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TitledName, titleKeyOf, titleRingClass } from '@/components/ui/rating-title';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatMonth } from '../lib/format';

/** The rating that gives a profile its title: the primary one, none while it is provisional (as on boards). */
export function profileTitleRating(p: PublicProfile): number | null {
  if (p.primaryRating === 'contest') return p.contestRatingProvisional ? null : p.contestRating;
  return p.practiceRatingProvisional ? null : p.practiceRating;
}

/** Picture (ringed in the title's colour), name, member since, target exam and bio. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation();
  const rating = profileTitleRating(profile);
  const key = titleKeyOf(rating);
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <UserAvatar
        username={profile.username}
        src={profile.profilePicture}
        size={80}
        className={`ring-4 ring-offset-2 ring-offset-base-100 ${titleRingClass(rating)}`}
      />
      <div className="min-w-0">
        <h1 className="break-words text-3xl font-bold">
          <TitledName name={profile.username} rating={rating} />
        </h1>
        <p className="mt-1 text-sm text-base-content/80">
          {key
            ? `${t(`ratings.titles.${key}`)} · ${t(`profile.primary.${profile.primaryRating}`)}`
            : t(`profile.primaryPending.${profile.primaryRating}`)}
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
          <li className="flex items-center gap-1">
            <CalendarDays size={16} aria-hidden="true" />
            {t('profile.memberSince', { date: formatMonth(profile.createdAt, i18n.language) })}
          </li>
          {profile.targetExam && (
            <li className="flex items-center gap-1">
              <Target size={16} aria-hidden="true" />
              {t('profile.targetExam', { exam: profile.targetExam })}
            </li>
          )}
        </ul>
        {profile.bio && <p className="mt-3 max-w-2xl whitespace-pre-line">{profile.bio}</p>}
      </div>
    </header>
  );
}
