import { type LocalisedText, localise, plainTextOf } from '@preparena/shared';
import type { ReactNode } from 'react';
import { RichText } from './rich-text';

/** How an option is drawn: chosen, judged right or wrong, or neither. */
export type OptionTone = 'plain' | 'chosen' | 'right' | 'wrong';

const TONE: Record<OptionTone, string> = {
  plain: 'border-base-300',
  chosen: 'border-primary bg-primary/10',
  right: 'border-green-600 bg-green-600/10',
  wrong: 'border-red-600 bg-red-600/10',
};

/**
 * A question's options as radio buttons or checkboxes, numbered 1, 2, 3… (the keys that pick
 * them), each named by its words for assistive technology. Shared by practice and the contest
 * arena; the caller decides each option's tone and what follows it (a tick on the right one).
 */
export function OptionList({
  options,
  lang,
  multiple,
  name,
  chosen,
  disabled,
  onPick,
  toneOf = (i) => (chosen.includes(i) ? 'chosen' : 'plain'),
  after,
}: {
  options: LocalisedText[];
  lang: 'en' | 'hi';
  multiple: boolean;
  /** The inputs' group name (one per question on a page). */
  name: string;
  chosen: number[];
  disabled: boolean;
  onPick: (index: number) => void;
  toneOf?: (index: number) => OptionTone;
  after?: (index: number) => ReactNode;
}) {
  return (
    <ul className="space-y-2">
      {options.map((option, i) => {
        const text = localise(option, lang);
        const tone = toneOf(i);
        // A judged option keeps its colours; an option that cannot be picked any more is dimmed.
        const dim =
          disabled && (tone === 'plain' || tone === 'chosen') ? 'cursor-not-allowed opacity-80' : '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are positional
          <li key={i}>
            <label
              className={`flex cursor-pointer items-center gap-3 rounded-box border-2 p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${TONE[tone]} ${dim}`}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                className={multiple ? 'checkbox checkbox-primary' : 'radio radio-primary'}
                checked={chosen.includes(i)}
                onChange={() => onPick(i)}
                disabled={disabled}
                // Rendered maths names nothing for every checker: the option's words, spelled out.
                aria-label={plainTextOf(text) || undefined}
              />
              <span className="kbd kbd-sm" aria-hidden="true">
                {i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <RichText text={text} lineBreaks fallback={text} />
              </span>
              {after?.(i)}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
