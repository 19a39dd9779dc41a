import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/server-messages';
import type { CheckState } from '../hooks/use-username-check';

/** The live hint under a checked field: its rules, then checking, valid (green) or invalid (red). */
export function CheckHint({ id, state, rules }: { id: string; state: CheckState; rules?: string }) {
  const { t } = useTranslation();
  if (state.status === 'idle') {
    // Before typing, the rules the field must meet (none are a surprise on submit).
    return rules ? (
      <p id={id} className="mt-1 text-sm text-base-content/70">
        {rules}
      </p>
    ) : null;
  }
  if (state.status === 'checking') {
    return (
      <p id={id} className="mt-1 flex items-center gap-2 text-sm text-base-content/70" aria-live="polite">
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        {t('auth.checking')}
      </p>
    );
  }
  return (
    <p
      id={id}
      aria-live="polite"
      className={`mt-1 text-sm ${state.status === 'valid' ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
    >
      {translateMessage(t, state.message)}
    </p>
  );
}
