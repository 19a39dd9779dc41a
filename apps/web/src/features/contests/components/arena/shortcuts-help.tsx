import type { ContestFormat } from '@preparena/shared';
import { Keyboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The keyboard shortcuts of the arena, in a small popover. */
export function ShortcutsHelp({ format }: { format: ContestFormat }) {
  const { t } = useTranslation();
  const keys: [string, string][] = [
    ['1–9', t('contests.shortcuts.pick')],
    ['N', t('contests.shortcuts.next')],
    ['P', t('contests.shortcuts.previous')],
    ...(format === 'mock'
      ? ([
          ['S', t('contests.shortcuts.save')],
          ['M', t('contests.shortcuts.mark')],
          ['C', t('contests.shortcuts.clear')],
        ] as [string, string][])
      : ([['S', t('contests.shortcuts.submit')]] as [string, string][])),
    ['?', t('contests.shortcuts.help')],
  ];
  return (
    <div className="dropdown dropdown-end">
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={t('contests.shortcuts.title')}
        data-shortcuts-toggle
      >
        <Keyboard size={18} aria-hidden="true" />
      </button>
      <div className="dropdown-content z-40 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-3 shadow-lg">
        <h2 className="mb-2 text-sm font-semibold">{t('contests.shortcuts.title')}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {keys.map(([key, what]) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="kbd kbd-sm">{key}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
