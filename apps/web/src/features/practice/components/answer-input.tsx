import type { QuestionDetail } from '@preparena/shared';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OptionList, type OptionTone } from '@/components/ui/option-list';

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
  const toneOf = (i: number): OptionTone => {
    if (answered) return correctOptions?.includes(i) ? 'right' : chosen.includes(i) ? 'wrong' : 'plain';
    return chosen.includes(i) ? 'chosen' : 'plain';
  };
  return (
    <fieldset>
      <legend className="sr-only">{t('practice.options')}</legend>
      <OptionList
        options={question.options}
        lang={lang}
        multiple={question.type === 'multiple'}
        name="answer"
        chosen={chosen}
        disabled={locked}
        onPick={onPick}
        toneOf={toneOf}
        after={(i) =>
          answered &&
          correctOptions?.includes(i) && (
            <CheckCircle2
              className="text-green-700 dark:text-green-400"
              size={20}
              aria-label={t('practice.correctOption')}
            />
          )
        }
      />
    </fieldset>
  );
}
