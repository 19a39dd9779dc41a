import {
  type AttemptInput,
  type AttemptResult,
  localise,
  type QuestionDetail,
  type RevealResult,
} from '@preparena/shared';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RenderedProvider, RichText } from '@/components/ui/rich-text';
import { SignInDialog } from '@/features/auth';
import { track } from '@/lib/analytics';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useLoginLink } from '@/lib/return-path';
import { useSession } from '@/lib/session/use-session';
import { useReveal } from '../api/reveal-solution';
import { useSubmitAttempt } from '../api/submit-attempt';
import { forgetPendingAttempt, keepPendingAttempt, readPendingAttempt } from '../hooks/pending-attempt';
import { AnswerInput } from './answer-input';
import { AttemptFeedback } from './attempt-feedback';
import { type SendProblem, SendStatus } from './send-status';

/**
 * The answer: options or a number, Submit, right/wrong feedback. After a miss the key stays hidden
 * until the learner asks for the solution. An unsent answer is never lost: it is kept on the device
 * while offline, after a session ended elsewhere (sign in again here, then it goes) or a 5xx.
 */
export function AnswerPanel({
  question,
  lang,
  seconds,
  onSubmitted,
}: {
  question: QuestionDetail;
  lang: 'en' | 'hi';
  seconds: number;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const loginLink = useLoginLink();
  const { user, expire } = useSession();
  const location = useLocation();
  const number = question.number;
  const submit = useSubmitAttempt(number);
  const reveal = useReveal(number);
  const [chosen, setChosen] = useState<number[]>([]);
  const [value, setValue] = useState('');
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [shown, setShown] = useState<RevealResult | null>(null);
  const [problem, setProblem] = useState<Exclude<SendProblem, 'offline'> | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const resumed = useRef<number | null>(null);

  const restore = (input: AttemptInput) => {
    if (Array.isArray(input.answer)) setChosen(input.answer);
    else setValue(String(input.answer));
  };

  const post = (input: AttemptInput) => {
    keepPendingAttempt(number, input);
    setProblem(null);
    submit.mutate(input, {
      onSuccess: (r) => {
        forgetPendingAttempt(number);
        setResult(r);
        onSubmitted();
        track({
          name: 'question_attempt',
          path: location.pathname,
          properties: { question: number, correct: r.correct },
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          // The session ended elsewhere (a password reset, say): sign in again here; the answer waits.
          expire();
          setProblem('expired');
          setSigningIn(true);
        } else if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
          setProblem('failed');
        } else {
          forgetPendingAttempt(number);
          toast.error(errorMessage(error, t('practice.submitFailed')));
        }
      },
    });
  };

  /** A fresh answer: nothing chosen or typed, no verdict (a shown solution stays shown). */
  const tryAgain = () => {
    setResult(null);
    setChosen([]);
    setValue('');
  };

  // A new question starts clean, unless an answer to it is still waiting to be sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: per question, and once signed in
  useEffect(() => {
    if (resumed.current !== number) {
      tryAgain();
      setShown(null);
      setProblem(null);
    }
    const kept = readPendingAttempt(number);
    if (!kept) {
      resumed.current = number;
      return;
    }
    restore(kept);
    if (!user) setProblem('expired');
    else if (resumed.current !== number || problem === 'expired') post(kept);
    resumed.current = number;
  }, [number, user?._id]);

  const pick = (index: number) => {
    if (index >= question.options.length) return;
    setChosen((c) =>
      question.type === 'multiple'
        ? c.includes(index)
          ? c.filter((i) => i !== index)
          : [...c, index]
        : [index],
    );
  };

  const send = () => {
    if (!user || result || submit.isPending) return;
    const answer = question.type === 'numeric' ? Number(value) : chosen;
    if (
      question.type === 'numeric'
        ? value.trim() === '' || !Number.isFinite(answer as number)
        : chosen.length === 0
    ) {
      toast.error(t('practice.chooseFirst'));
      return;
    }
    post({ answer, seconds });
  };

  const showSolution = () =>
    reveal.mutate(undefined, {
      onSuccess: setShown,
      onError: (e) => toast.error(errorMessage(e, t('practice.submitFailed'))),
    });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (
        target.tagName === 'TEXTAREA' ||
        (target.tagName === 'INPUT' &&
          (target as HTMLInputElement).type !== 'radio' &&
          (target as HTMLInputElement).type !== 'checkbox')
      )
        return;
      if (result || signingIn) return;
      if (/^[1-5]$/.test(event.key) && question.type !== 'numeric') pick(Number(event.key) - 1);
      if (event.key === 'Enter' && target.tagName !== 'BUTTON' && target.tagName !== 'A') send();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const answerKey = result?.answer ?? shown?.answer ?? null;
  const solution = result?.solution ?? shown?.solution ?? null;
  const offline = submit.isPaused;
  const waiting = submit.isPending || problem !== null;
  return (
    <div className="mt-6">
      <AnswerInput
        question={question}
        lang={lang}
        chosen={chosen}
        value={value}
        onPick={pick}
        onValue={setValue}
        onEnter={send}
        locked={!!result || waiting}
        answered={!!result}
        correctOptions={result && answerKey?.kind === 'choice' ? answerKey.correct : null}
      />
      {result ? (
        <AttemptFeedback
          result={result}
          answerKey={answerKey}
          onTryAgain={tryAgain}
          onShowSolution={showSolution}
          revealing={reveal.isPending}
        />
      ) : offline || problem ? (
        <SendStatus
          problem={offline ? 'offline' : (problem ?? 'failed')}
          onSignIn={() => setSigningIn(true)}
          onSendAgain={() => {
            const kept = readPendingAttempt(number);
            if (kept) post(kept);
          }}
        />
      ) : user ? (
        <button type="button" className="btn btn-primary mt-4" onClick={send} disabled={submit.isPending}>
          {submit.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('practice.submit')}
        </button>
      ) : (
        <div className="alert mt-4" role="note" data-anonymous-only>
          <span>{t('practice.loginToSubmit')}</span>
          <Link to={loginLink} className="btn btn-primary btn-sm">
            {t('nav.login')}
          </Link>
        </div>
      )}
      {result && solution && (
        <section className="mt-6 rounded-box border border-base-300 p-4" aria-labelledby="solution-heading">
          <h2 id="solution-heading" className="mb-2 text-lg font-semibold">
            {t('practice.solution')}
          </h2>
          {/* The solution's HTML comes with the reveal, else with the answer that opened the key. */}
          <RenderedProvider value={shown?.rendered ?? result.rendered}>
            <RichText text={localise(solution, lang)} lineBreaks />
          </RenderedProvider>
        </section>
      )}
      <SignInDialog
        open={signingIn}
        message={t('practice.sessionEnded')}
        onClose={() => setSigningIn(false)}
        // Signing in changes the user: the effect above then sends the kept answer.
        onSignedIn={() => setSigningIn(false)}
      />
    </div>
  );
}
