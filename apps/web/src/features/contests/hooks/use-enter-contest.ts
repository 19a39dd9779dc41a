import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useStartParticipation } from '../api/start-participation';

/** Enter (or start) a contest: create or resume the participation, then open its arena. */
export function useEnterContest(contestId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartParticipation(contestId);
  const enter = () =>
    start.mutate(undefined, {
      onSuccess: ({ participationId }) =>
        navigate(routePath('arenaParticipation', { id: contestId, participationId })),
      onError: (error) => toast.error(errorMessage(error, t('contests.enterFailed'))),
    });
  return { enter, pending: start.isPending };
}
