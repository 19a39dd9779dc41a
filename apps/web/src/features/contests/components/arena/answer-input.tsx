import type { ArenaQuestion } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { OptionList } from '@/components/ui/option-list';
import type { Draft } from '../../lib/answer-draft';

/** Options (radio or checkbox) or a number input, bound to the question's draft. */
export function AnswerInput({
  question,
  draft,
  lang,
  disabled,
  onPick,
  onType,
}: {
  question: ArenaQuestion;
  draft: Draft;
  lang: 'en' | 'hi';
  disabled: boolean;
  onPick: (option: number) => void;
  onType: (text: string) => void;
}) {
  const { t } = useTranslation();
  if (question.type === 'numeric') {
    const id = `arena-numeric-${question.number}`;
    return (
      <div className="mt-4">
        <label htmlFor={id} className="label mb-1 text-sm font-medium">
          {t('contests.arena.typeAnswer')}
        </label>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className="input input-bordered w-full max-w-xs"
          value={draft.kind === 'numeric' ? draft.text : ''}
          onChange={(e) => onType(e.target.value)}
          disabled={disabled}
        />
      </div>
    );
  }
  const chosen = draft.kind === 'choice' ? draft.chosen : [];
  const multiple = question.type === 'multiple';
  return (
    <fieldset className="mt-4" disabled={disabled}>
      <legend className="mb-2 text-sm text-base-content/80">
        {multiple ? t('contests.arena.chooseMany') : t('contests.arena.chooseOne')}
      </legend>
      <OptionList
        options={question.options}
        lang={lang}
        multiple={multiple}
        name={`arena-answer-${question.number}`}
        chosen={chosen}
        disabled={disabled}
        onPick={onPick}
      />
    </fieldset>
  );
}
