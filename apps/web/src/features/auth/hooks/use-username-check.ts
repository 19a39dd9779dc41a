import { LIMITS, usernameProblem } from '@preparena/shared';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { checkUsername } from '../api/check-username';

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid' | 'invalid'; message: string };

/** Checks a username 500 ms after typing stops: format first, then availability on the server. */
export function useUsernameCheck(username: string, fallbackError: string): CheckState {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  useEffect(() => {
    if (!username) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'checking' });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const problem = usernameProblem(username);
      if (problem) {
        setState({ status: 'invalid', message: problem });
        return;
      }
      checkUsername(username, controller.signal)
        .then((r) => setState({ status: r.available ? 'valid' : 'invalid', message: r.message }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            setState({ status: 'invalid', message: errorMessage(error, fallbackError) });
        });
    }, LIMITS.usernameDebounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [username, fallbackError]);
  return state;
}
