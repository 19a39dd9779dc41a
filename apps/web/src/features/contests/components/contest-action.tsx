import type { ContestSummary } from '@preparena/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, routePath } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useRegistration } from '../api/register-for-contest';
import { useEnterContest } from '../hooks/use-enter-contest';

type ActionContest = Pick<
  ContestSummary,
  'id' | 'title' | 'format' | 'startsAt' | 'status' | 'registered' | 'participation'
>;

/**
 * What a signed-in user can do with a contest now: register or unregister before it starts, enter
 * it while live, start an any-time test, or see a finished participation's result. Visitors get a
 * sign-in link.
 */
export function ContestAction({ contest, size = 'sm' }: { contest: ActionContest; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const registration = useRegistration(contest.id);
  const { enter, pending } = useEnterContest(contest.id);
  const btn = size === 'sm' ? 'btn btn-sm' : 'btn';
  const named = (key: string) => t(key, { title: contest.title });
  const { participation } = contest;
  const resultLink = participation?.status === 'finished' && (
    <Link
      to={routePath('arenaParticipation', { id: contest.id, participationId: participation.id })}
      className={`${btn} btn-outline`}
      aria-label={named('contests.action.resultOf')}
    >
      {t('contests.action.result')}
    </Link>
  );

  if (contest.status === 'cancelled' || contest.status === 'draft') return null;
  if (!user) {
    if (contest.status === 'past') return null;
    return (
      <Link to={ROUTES.login} className={`${btn} btn-ghost`}>
        {t('contests.action.signIn')}
      </Link>
    );
  }
  const enterButton = (key: string) => (
    <button
      type="button"
      className={`${btn} btn-primary`}
      onClick={enter}
      disabled={pending}
      aria-label={named(`${key}Of`)}
    >
      {pending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {t(key)}
    </button>
  );
  if (participation?.status === 'open') {
    // After the end only a virtual run can be open: go straight back to its arena.
    if (contest.status === 'past')
      return (
        <Link
          to={routePath('arenaParticipation', { id: contest.id, participationId: participation.id })}
          className={`${btn} btn-primary`}
          aria-label={named('contests.action.resumeOf')}
        >
          {t('contests.action.resume')}
        </Link>
      );
    return enterButton('contests.action.resume');
  }
  if (contest.startsAt === null) {
    return (
      <span className="flex flex-wrap gap-2">
        {enterButton('contests.action.start')}
        {resultLink}
      </span>
    );
  }
  if (contest.status === 'past') return resultLink || null;
  if (contest.status === 'live' && participation?.status === 'finished') return resultLink;
  if (contest.status === 'live' && contest.registered) return enterButton('contests.action.enter');
  if (contest.status === 'live' && contest.format === 'sprint') {
    return <span className="text-sm text-base-content/70">{t('contests.action.registrationClosed')}</span>;
  }
  const register = !contest.registered;
  return (
    <button
      type="button"
      className={`${btn} ${register ? 'btn-primary' : 'btn-outline'}`}
      disabled={registration.isPending}
      aria-label={named(register ? 'contests.action.registerOf' : 'contests.action.unregisterOf')}
      onClick={() =>
        registration.mutate(register, {
          onSuccess: (r) =>
            toast.success(t(r.registered ? 'contests.action.registered' : 'contests.action.unregistered')),
          onError: (error) => toast.error(errorMessage(error, t('contests.action.registrationFailed'))),
        })
      }
    >
      {registration.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {t(register ? 'contests.action.register' : 'contests.action.unregister')}
    </button>
  );
}
