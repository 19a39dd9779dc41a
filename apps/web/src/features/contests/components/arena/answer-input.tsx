import { type ArenaQuestion, localise, plainTextOf } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
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
      <ul className="space-y-2">
        {question.options.map((option, i) => {
          const selected = chosen.includes(i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
            <li key={i}>
              <label
                className={`flex cursor-pointer items-center gap-3 rounded-box border-2 p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${selected ? 'border-primary bg-primary/10' : 'border-base-300'} ${disabled ? 'cursor-not-allowed opacity-80' : ''}`}
              >
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`arena-answer-${question.number}`}
                  className={multiple ? 'checkbox checkbox-primary' : 'radio radio-primary'}
                  checked={selected}
                  onChange={() => onPick(i)}
                  // Rendered maths names nothing for every checker: the option's words, spelled out.
                  aria-label={plainTextOf(localise(option, lang)) || undefined}
                />
                <span className="kbd kbd-sm" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="flex-1">
                  <RichText text={localise(option, lang)} lineBreaks fallback={localise(option, lang)} />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
