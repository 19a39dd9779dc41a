import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { currentPath } from '@/lib/return-path';
import { LoginForm } from './login-form';

/**
 * Sign in again without leaving the page (a session that ended elsewhere, mid-task): the login
 * form in a modal over what the user was doing; Google's return comes back to this page.
 */
export function SignInDialog({
  open,
  message,
  onClose,
  onSignedIn,
}: {
  open: boolean;
  /** Why the dialog opened, e.g. that an unsent answer is kept. */
  message: string;
  onClose: () => void;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="sign-in-again-title" onClose={onClose}>
      <div className="modal-box">
        <h2 id="sign-in-again-title" className="text-lg font-bold">
          {t('auth.signInAgain')}
        </h2>
        <p className="mt-2 mb-4 text-sm text-base-content/80">{message}</p>
        {open && (
          <LoginForm
            next={currentPath(location)}
            idPrefix="sign-in-again"
            onSignedIn={() => {
              dialog.current?.close();
              onSignedIn();
            }}
          />
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
