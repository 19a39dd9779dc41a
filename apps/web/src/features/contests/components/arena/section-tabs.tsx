import type { Participation } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import type { SectionAccess } from '../../lib/palette-state';
import { Countdown } from '../countdown';

/**
 * One button per section. With sections in order, only the open one can be chosen: earlier ones are
 * closed, later ones locked, and the open one counts down to its own end.
 */
export function SectionTabs({
  sections,
  access,
  active,
  offset,
  onSelect,
  onElapsed,
}: {
  sections: Participation['sections'];
  access: SectionAccess[];
  active: number;
  offset: number;
  onSelect: (index: number) => void;
  onElapsed: () => void;
}) {
  const { t } = useTranslation();
  if (sections.length < 2) return null;
  return (
    <nav aria-label={t('contests.arena.sections')} className="flex gap-2 overflow-x-auto pb-1">
      {sections.map((s, i) => {
        const state = access[i] ?? 'open';
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are positional
            key={i}
            type="button"
            className={`btn btn-sm h-auto min-h-8 shrink-0 flex-col items-start gap-0 py-1 ${i === active ? 'btn-primary' : 'btn-outline'}`}
            aria-current={i === active ? 'true' : undefined}
            disabled={state !== 'open'}
            onClick={() => onSelect(i)}
          >
            <span>{s.title}</span>
            <span className="text-xs font-normal">
              {state === 'closed' && t('contests.arena.sectionClosed')}
              {state === 'locked' && s.startsAt && (
                <>
                  {t('contests.arena.sectionOpensIn')}{' '}
                  <Countdown to={s.startsAt} offset={offset} label={t('contests.arena.sectionOpensIn')} />
                </>
              )}
              {state === 'open' && s.endsAt && (
                <>
                  {t('contests.arena.sectionEndsIn')}{' '}
                  <Countdown
                    to={s.endsAt}
                    offset={offset}
                    label={t('contests.arena.sectionEndsIn')}
                    onElapsed={onElapsed}
                  />
                </>
              )}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
