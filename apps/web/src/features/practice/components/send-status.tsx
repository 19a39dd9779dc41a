import { CloudOff, LogIn, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type SendProblem = 'offline' | 'expired' | 'failed';

/**
 * Why an answer is not recorded yet, and what happens to it: it is kept in every case. Offline it
 * goes out by itself once back online; after a session ended, once signed in again; after a
 * server failure, when the learner sends it again.
 */
export function SendStatus({
  problem,
  onSignIn,
  onSendAgain,
}: {
  problem: SendProblem;
  onSignIn: () => void;
  onSendAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert alert-warning alert-soft mt-4 items-start" data-testid="send-status">
      {problem === 'offline' ? (
        <CloudOff size={20} aria-hidden="true" />
      ) : problem === 'expired' ? (
        <LogIn size={20} aria-hidden="true" />
      ) : (
        <RotateCw size={20} aria-hidden="true" />
      )}
      <div className="min-w-0">
        {problem === 'offline' && (
          <>
            <p className="font-semibold">{t('practice.offline')}</p>
            <p className="text-sm">{t('practice.sendWhenOnline')}</p>
          </>
        )}
        {problem === 'expired' && <p>{t('practice.sessionEnded')}</p>}
        {problem === 'failed' && <p>{t('practice.serverFailed')}</p>}
        {problem !== 'offline' && (
          <button
            type="button"
            className="btn btn-sm btn-primary mt-3"
            onClick={problem === 'expired' ? onSignIn : onSendAgain}
          >
            {problem === 'expired' ? t('auth.signInAgain') : t('practice.sendAgain')}
          </button>
        )}
      </div>
    </div>
  );
}
