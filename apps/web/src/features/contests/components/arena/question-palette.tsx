import { useTranslation } from 'react-i18next';
import { PALETTE_STATES, type PaletteState, paletteCounts } from '../../lib/palette-state';

/** CAT / SSC colours: grey, red, green, purple, purple with a green dot. */
const STATE_CLASS: Record<PaletteState, string> = {
  notVisited: 'bg-base-300 text-base-content border-base-300',
  notAnswered: 'bg-red-600 text-white border-red-600',
  answered: 'bg-green-700 text-white border-green-700',
  marked: 'bg-purple-700 text-white border-purple-700',
  answeredMarked: 'bg-purple-700 text-white border-purple-700',
};

function StateSwatch({ state, children }: { state: PaletteState; children?: React.ReactNode }) {
  return (
    <span
      className={`relative inline-flex h-9 w-9 items-center justify-center rounded-md border text-sm font-semibold ${STATE_CLASS[state]}`}
    >
      {children}
      {state === 'answeredMarked' && (
        <span
          className="absolute -right-1 -bottom-1 h-3 w-3 rounded-full border-2 border-base-100 bg-green-500"
          aria-hidden="true"
        />
      )}
    </span>
  );
}

export interface PaletteItem {
  number: number;
  position: number;
  state: PaletteState;
}

/** The question palette of the current section, with a legend that counts each state. */
export function QuestionPalette({
  items,
  current,
  onGo,
}: {
  items: PaletteItem[];
  current: number;
  onGo: (number: number) => void;
}) {
  const { t } = useTranslation();
  const counts = paletteCounts(items.map((i) => i.state));
  return (
    <nav aria-label={t('contests.palette.title')} className="rounded-box border border-base-300 p-3">
      <h2 className="mb-2 text-sm font-semibold">{t('contests.palette.title')}</h2>
      <ul className="grid grid-cols-6 gap-2 sm:grid-cols-8 lg:grid-cols-5">
        {items.map((item) => (
          <li key={item.number}>
            <button
              type="button"
              onClick={() => onGo(item.number)}
              aria-current={item.number === current ? 'true' : undefined}
              aria-label={t('contests.palette.label', {
                position: item.position,
                state: t(`contests.palette.states.${item.state}`),
              })}
              className={`rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${item.number === current ? 'ring-2 ring-primary ring-offset-2 ring-offset-base-100' : ''}`}
            >
              <StateSwatch state={item.state}>{item.position}</StateSwatch>
            </button>
          </li>
        ))}
      </ul>
      <ul className="mt-4 space-y-1 text-xs" aria-label={t('contests.palette.legend')}>
        {PALETTE_STATES.map((state) => (
          <li key={state} className="flex items-center gap-2">
            <StateSwatch state={state}>{counts[state]}</StateSwatch>
            <span>{t(`contests.palette.states.${state}`)}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
