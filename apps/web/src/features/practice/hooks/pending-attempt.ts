import type { AttemptInput } from '@preparena/shared';
import { storage } from '@/lib/storage';

/**
 * An answer not yet recorded by the server, kept on this device until it is: offline, a session
 * that ended, a server failure or a reload never lose it (issue 17). One per question.
 */
const keyOf = (number: number) => `preparena.pendingAttempt.${number}`;

export function readPendingAttempt(number: number): AttemptInput | null {
  const raw = storage.get(keyOf(number));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AttemptInput>;
    const answerOk =
      typeof value.answer === 'number' ||
      (Array.isArray(value.answer) && value.answer.every((i) => Number.isInteger(i)));
    return answerOk && typeof value.seconds === 'number'
      ? { answer: value.answer as AttemptInput['answer'], seconds: value.seconds }
      : null;
  } catch {
    return null;
  }
}

export const keepPendingAttempt = (number: number, input: AttemptInput) =>
  storage.set(keyOf(number), JSON.stringify(input));

export const forgetPendingAttempt = (number: number) => storage.remove(keyOf(number));
