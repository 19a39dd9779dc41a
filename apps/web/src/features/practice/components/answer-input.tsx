import { localise, plainTextOf, type QuestionDetail } from '@preparena/shared';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';

/**
 * The options (single or multiple choice, numbered 1, 2, 3… as the keys pick them) or the numeric
 * input. Once answered they lock; the right options are marked only when the key is known.
 */
export function AnswerInput({
  question,
  lang,
  chosen,
  value,
  onPick,
  onValue,
  onEnter,
  locked,
  answered,
  correctOptions,
}: {
  question: QuestionDetail;
  lang: 'en' | 'hi';
  chosen: number[];
  value: string;
  onPick: (index: number) => void;
  onValue: (value: string) => void;
  onEnter: () => void;
  locked: boolean;
  /** Whether the answer was judged (right/wrong colours); a locked answer still waiting is neutral. */
  answered: boolean;
  /** The key's options once the learner may see it; null while it is hidden. */
  correctOptions: number[] | null;
}) {
  const { t } = useTranslation();
  if (question.type === 'numeric') {
    return (
      <div>
        <label htmlFor="numeric-answer" className="mb-2 block text-sm font-medium">
          {t('practice.typeAnswer')}
        </label>
        <input
          id="numeric-answer"
          inputMode="decimal"
          className="input input-bordered w-full max-w-xs"
          value={value}
          readOnly={locked}
          onChange={(e) => onValue(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && onEnter()}
        />
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="sr-only">{t('practice.options')}</legend>
      <ul className="space-y-2">
        {question.options.map((option, i) => {
          const selected = chosen.includes(i);
          const isCorrect = correctOptions?.includes(i) ?? false;
          const state = answered
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
                  onChange={() => onPick(i)}
                  disabled={locked}
                  // Rendered maths names nothing for every checker: the option's words, spelled out.
                  aria-label={plainTextOf(localise(option, lang)) || undefined}
                />
                <span className="kbd kbd-sm" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <RichText text={localise(option, lang)} lineBreaks fallback={localise(option, lang)} />
                </span>
                {answered && isCorrect && (
                  <CheckCircle2
                    className="text-green-700 dark:text-green-400"
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
  );
}
