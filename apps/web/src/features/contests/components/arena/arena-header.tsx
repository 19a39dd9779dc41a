import type { ContestFormat } from '@preparena/shared';
import { ArrowLeft, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/config/paths';
import { useNow } from '../../hooks/use-now';
import { secondsLeft } from '../../lib/server-clock';
import { Countdown } from '../countdown';
import { QuestionLanguageToggle } from '../question-language-toggle';
import { ShortcutsHelp } from './shortcuts-help';

/** Minutes left under which the clock turns red. */
const WARN_SECONDS = 5 * 60;

/** Back to Contest, the title, the server's clock, question language, shortcuts and Finish. */
export function ArenaHeader({
  contestId,
  title,
  format,
  endsAt,
  offset,
  lang,
  onLang,
  onTimeUp,
  finish,
  virtual,
}: {
  contestId: string;
  title: string;
  format: ContestFormat;
  endsAt: string;
  offset: number;
  lang: 'en' | 'hi';
  onLang: (lang: 'en' | 'hi') => void;
  onTimeUp: () => void;
  finish: React.ReactNode;
  /** A virtual run: its simulated rank (null until the server has placed it). */
  virtual?: { simulatedRank: number | null };
}) {
  const { t } = useTranslation();
  const now = useNow();
  const warn = secondsLeft(endsAt, now, offset) <= WARN_SECONDS;
  return (
    <header className="sticky top-16 z-20 -mx-4 border-b border-base-300 bg-base-100/95 px-4 py-2 backdrop-blur">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={routePath('contest', { id: contestId })} className="btn btn-ghost btn-sm gap-1">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('contests.arena.back')}
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</h1>
        {virtual && (
          <span className="flex items-center gap-2 text-sm">
            <span className="badge badge-outline font-semibold">{t('contests.board.virtual')}</span>
            <span role="status" className="font-medium" data-testid="simulated-rank">
              {virtual.simulatedRank === null
                ? t('contests.virtual.noRankYet')
                : t('contests.virtual.simulatedRank', { rank: virtual.simulatedRank })}
            </span>
          </span>
        )}
        <span
          className={`flex items-center gap-1 text-lg font-bold ${warn ? 'text-red-700 dark:text-red-400' : ''}`}
        >
          <Clock size={18} aria-hidden="true" />
          <Countdown to={endsAt} offset={offset} label={t('contests.arena.timeLeft')} onElapsed={onTimeUp} />
        </span>
        <QuestionLanguageToggle lang={lang} onChange={onLang} />
        <ShortcutsHelp format={format} />
        {finish}
      </div>
    </header>
  );
}
