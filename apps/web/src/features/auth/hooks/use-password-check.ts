import { firstFailingPasswordRule, LIMITS, STRONG_PASSWORD_MESSAGE } from '@preparena/shared';
import { useEffect, useState } from 'react';
import type { CheckState } from './use-username-check';

/** Checks a password 300 ms after typing stops; the hint is the first rule it fails (spec order). */
export function usePasswordCheck(password: string): CheckState {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  useEffect(() => {
    if (!password) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'checking' });
    const timer = window.setTimeout(() => {
      const failing = firstFailingPasswordRule(password);
      setState(
        failing
          ? { status: 'invalid', message: failing.hint }
          : { status: 'valid', message: STRONG_PASSWORD_MESSAGE },
      );
    }, LIMITS.passwordDebounceMs);
    return () => window.clearTimeout(timer);
  }, [password]);
  return state;
}
