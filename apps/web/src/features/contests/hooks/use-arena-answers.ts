import type { ArenaQuestion, ContestAnswerInput, ContestFormat } from '@preparena/shared';
import type { Dispatch } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSaveAnswer } from '../api/save-answer';
import {
  type ArenaAction,
  type ArenaState,
  type Draft,
  draftAnswer,
  draftChanged,
} from '../lib/answer-draft';
import { useArenaShortcuts } from './use-arena-shortcuts';
import { useQuestionSeconds } from './use-question-seconds';

interface ArenaAnswersInput {
  participationId: string;
  format: ContestFormat;
  /** The question on screen (undefined while none can be shown). */
  question: ArenaQuestion | undefined;
  draft: Draft | undefined;
  state: ArenaState;
  dispatch: Dispatch<ArenaAction>;
  answerable: boolean;
  next: () => void;
  previous: () => void;
  /** Read the participation again (after a 409: time or section over, sprint answer already sent). */
  onRefresh: () => void;
}

/**
 * The arena's answer actions — pick, Save & next, Mark for review & next, Clear response, a sprint's
 * Submit — with the seconds spent on the question, and their keyboard shortcuts.
 */
export function useArenaAnswers(input: ArenaAnswersInput) {
  const { t } = useTranslation();
  const { participationId, format, question, draft, state, dispatch, answerable, next, previous, onRefresh } =
    input;
  const save = useSaveAnswer(participationId);
  const secondsOn = useQuestionSeconds(
    state.current,
    question?.seconds !== undefined ? { [question.number]: question.seconds } : {},
  );

  const send = (q: ArenaQuestion, body: Omit<ContestAnswerInput, 'seconds'>, then?: () => void) =>
    save.mutate(
      { number: q.number, body: { ...body, seconds: secondsOn(q.number) } },
      {
        onSuccess: () => {
          dispatch({ type: 'discard', number: q.number });
          then?.();
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('contests.arena.saveFailed')));
          if (error instanceof ApiError && error.status === 409) onRefresh();
        },
      },
    );

  /** The answer on screen; undefined (after a message) when a typed value is not a number. */
  const answerOnScreen = (shown: Draft) => {
    const answer = draftAnswer(shown);
    if (shown.kind === 'numeric' && shown.text.trim() !== '' && answer === null) {
      toast.error(t('contests.arena.notANumber'));
      return undefined;
    }
    return answer;
  };

  const saveAndNext = () => {
    if (!question || !draft || !answerable || save.isPending) return;
    const answer = answerOnScreen(draft);
    if (answer === undefined) return;
    if (format === 'sprint') {
      if (answer === null) toast.error(t('contests.arena.chooseFirst'));
      else send(question, { answer });
      return;
    }
    if (draftChanged(question, state.drafts[question.number]) || question.markedForReview) {
      send(question, { answer, markedForReview: false }, next);
    } else next();
  };
  const markAndNext = () => {
    if (!question || !draft || !answerable || format !== 'mock' || save.isPending) return;
    const answer = answerOnScreen(draft);
    if (answer !== undefined) send(question, { answer, markedForReview: true }, next);
  };
  const clear = () => {
    if (!question || !answerable || format !== 'mock' || save.isPending) return;
    dispatch({ type: 'discard', number: question.number });
    if (question.saved !== undefined) {
      send(question, { answer: null, markedForReview: question.markedForReview ?? false });
    }
  };
  const pick = (option: number) => {
    if (!question || !answerable || question.type === 'numeric' || option >= question.options.length) return;
    dispatch({ type: 'pick', number: question.number, option, multiple: question.type === 'multiple' });
  };
  const typeValue = (text: string) =>
    question && dispatch({ type: 'typeValue', number: question.number, text });

  useArenaShortcuts(
    {
      pick,
      next,
      previous,
      save: saveAndNext,
      mark: markAndNext,
      clear,
      help: () => document.querySelector<HTMLElement>('[data-shortcuts-toggle]')?.focus(),
    },
    question !== undefined,
  );

  return { saveAndNext, markAndNext, clear, pick, typeValue, pending: save.isPending };
}
