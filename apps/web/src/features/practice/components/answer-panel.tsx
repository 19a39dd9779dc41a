import { type AttemptResult, localise, plainTextOf, type QuestionDetail } from '@preparena/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatRatingChange } from '@/components/ui/rating-title';
import { RenderedProvider, RichText } from '@/components/ui/rich-text';
import { track } from '@/lib/analytics';
import { errorMessage } from '@/lib/api-client';
import { useLoginLink } from '@/lib/return-path';
import { useSession } from '@/lib/session/use-session';
import { useSubmitAttempt } from '../api/submit-attempt';

/** Options (single or multiple choice) or a number input, Submit, and clear right/wrong feedback. */
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
  const { user } = useSession();
  const location = useLocation();
  const submit = useSubmitAttempt(question.number);
  const [chosen, setChosen] = useState<number[]>([]);
  const [value, setValue] = useState('');
  const [result, setResult] = useState<AttemptResult | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question starts with a clean answer
  useEffect(() => {
    setChosen([]);
    setValue('');
    setResult(null);
  }, [question.number]);

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
    if (!user) return;
    const answer = question.type === 'numeric' ? Number(value) : chosen;
    if (
      question.type === 'numeric'
        ? value.trim() === '' || !Number.isFinite(answer as number)
        : chosen.length === 0
    ) {
      toast.error(t('practice.chooseFirst'));
      return;
    }
    submit.mutate(
      { answer, seconds },
      {
        onSuccess: (r) => {
          setResult(r);
          onSubmitted();
          track({
            name: 'question_attempt',
            path: location.pathname,
            properties: { question: question.number, correct: r.correct },
          });
        },
        onError: (error) => toast.error(errorMessage(error, t('practice.submitFailed'))),
      },
    );
  };

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
      if (/^[1-5]$/.test(event.key) && question.type !== 'numeric') pick(Number(event.key) - 1);
      if (event.key === 'Enter' && target.tagName !== 'BUTTON' && target.tagName !== 'A') send();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const correctOptions = result?.answer.kind === 'choice' ? result.answer.correct : [];
  return (
    <div className="mt-6">
      {question.type === 'numeric' ? (
        <div>
          <label htmlFor="numeric-answer" className="mb-2 block text-sm font-medium">
            {t('practice.typeAnswer')}
          </label>
          <input
            id="numeric-answer"
            inputMode="decimal"
            className="input input-bordered w-full max-w-xs"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && send()}
          />
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">{t('practice.options')}</legend>
          <ul className="space-y-2">
            {question.options.map((option, i) => {
              const selected = chosen.includes(i);
              const isCorrect = correctOptions.includes(i);
              const state = result
                ? isCorrect
                  ? 'border-green-600 bg-green-600/10'
                  : selected
                    ? 'border-red-600 bg-red-600/10'
                    : 'border-base-300'
                : selected
                  ? 'border-primary bg-primary/10'
                  : 'border-base-300';
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
                <li key={i}>
                  <label
                    className={`flex cursor-pointer items-center gap-3 rounded-box border-2 p-3 transition ${state}`}
                  >
                    <input
                      type={question.type === 'multiple' ? 'checkbox' : 'radio'}
                      name="answer"
                      className={
                        question.type === 'multiple' ? 'checkbox checkbox-primary' : 'radio radio-primary'
                      }
                      checked={selected}
                      onChange={() => pick(i)}
                      disabled={!!result}
                      // Rendered maths names nothing for every checker: the option's words, spelled out.
                      aria-label={plainTextOf(localise(option, lang)) || undefined}
                    />
                    <span className="kbd kbd-sm" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span className="flex-1">
                      <RichText text={localise(option, lang)} lineBreaks fallback={localise(option, lang)} />
                    </span>
                    {result && isCorrect && (
                      <CheckCircle2
                        className="text-green-600"
                        size={20}
                        aria-label={t('practice.correctOption')}
                      />
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {result ? (
        <div
          role="status"
          className={`alert mt-4 ${result.correct ? 'alert-success' : 'alert-error'} alert-soft`}
          data-testid="attempt-result"
        >
          {result.correct ? (
            <CheckCircle2 size={20} aria-hidden="true" />
          ) : (
            <XCircle size={20} aria-hidden="true" />
          )}
          <div>
            <p className="font-semibold">{result.correct ? t('practice.right') : t('practice.wrong')}</p>
            {result.answer.kind === 'numeric' && (
              <p>{t('practice.correctValue', { value: result.answer.value })}</p>
            )}
            <p className="text-sm" data-testid="rating-change">
              {result.ratingChange === 0
                ? t('practice.noRatingChange', { rating: result.rating })
                : t('practice.ratingChange', {
                    // Whole points, as the rating itself is shown: "+12", "−33".
                    change: formatRatingChange(0, Math.round(result.ratingChange)),
                    rating: result.rating,
                  })}
            </p>
          </div>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => {
              setResult(null);
              setChosen([]);
              setValue('');
            }}
          >
            {t('practice.tryAgain')}
          </button>
        </div>
      ) : user ? (
        <button type="button" className="btn btn-primary mt-4" onClick={send} disabled={submit.isPending}>
          {submit.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('practice.submit')}
        </button>
      ) : (
        <div className="alert mt-4" role="note">
          <span>{t('practice.loginToSubmit')}</span>
          <Link to={loginLink} className="btn btn-primary btn-sm">
            {t('nav.login')}
          </Link>
        </div>
      )}
      {result && (
        <section className="mt-6 rounded-box border border-base-300 p-4" aria-labelledby="solution-heading">
          <h2 id="solution-heading" className="mb-2 text-lg font-semibold">
            {t('practice.solution')}
          </h2>
          <RenderedProvider value={result.rendered}>
            <RichText text={localise(result.solution, lang)} lineBreaks />
          </RenderedProvider>
        </section>
      )}
    </div>
  );
}
