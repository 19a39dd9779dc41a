import type { Leaderboard } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatPenalty } from '../../lib/leaderboard';
import { formatScore } from '../../lib/marks';
import { BoardUser } from './board-user';
import { QuestionCell } from './question-cell';
import { RatingChange } from './rating-change';

// Rank and user stay in view while the rest of a wide board scrolls sideways.
const PIN_RANK = 'sticky left-0 z-10 w-14 min-w-14';
const PIN_USER = 'sticky left-14 z-10';

/** The id of the caller's row, for "Find me". */
export const MY_ROW_ID = 'leaderboard-my-row';

/**
 * One page of standings: rank, user, score, penalty (sprints) or time (mocks), then each sprint
 * question or each mock section, then the rating change once ratings are applied. The table scrolls
 * inside its own box on narrow screens.
 */
export function LeaderboardTable({
  board,
  myUsername,
  showVirtual,
}: {
  board: Leaderboard;
  myUsername: string | undefined;
  showVirtual: boolean;
}) {
  const { t } = useTranslation();
  const sprint = board.format === 'sprint';
  const captionId = 'leaderboard-caption';
  return (
    <ScrollRegion labelledBy={captionId} className="rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm">
        <caption id={captionId} className="sr-only">
          {t('contests.board.caption', { title: board.title, page: board.page })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${PIN_RANK} bg-base-100 text-right`}>
              {t('contests.board.columns.rank')}
            </th>
            <th scope="col" className={`${PIN_USER} bg-base-100`}>
              {t('contests.board.columns.user')}
            </th>
            <th scope="col" className="text-right">
              {t('contests.board.columns.score')}
            </th>
            <th scope="col" className="text-right">
              {sprint ? t('contests.board.columns.penalty') : t('contests.board.columns.time')}
            </th>
            {sprint
              ? board.questionNumbers.map((n, i) => (
                  <th key={n} scope="col" className="text-center">
                    <abbr
                      title={t('contests.board.columns.questionFull', { n: i + 1 })}
                      className="no-underline"
                    >
                      {t('contests.board.columns.question', { n: i + 1 })}
                    </abbr>
                  </th>
                ))
              : board.sectionTitles.map((title) => (
                  <th key={title} scope="col" className="text-right">
                    {title}
                  </th>
                ))}
            {board.ratingsApplied && <th scope="col">{t('contests.board.columns.change')}</th>}
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => {
            const me = row.username === myUsername;
            return (
              <tr
                key={row.username}
                id={me ? MY_ROW_ID : undefined}
                tabIndex={me ? -1 : undefined}
                aria-current={me ? 'true' : undefined}
                className={me ? 'bg-base-200' : undefined}
                data-testid="leaderboard-row"
              >
                <td
                  className={`${PIN_RANK} text-right font-semibold tabular-nums ${me ? 'border-l-4 border-l-primary bg-base-200' : 'bg-base-100'}`}
                >
                  {row.rank}
                </td>
                <th
                  scope="row"
                  className={`${PIN_USER} min-w-40 max-w-64 font-normal ${me ? 'bg-base-200' : 'bg-base-100'}`}
                >
                  <BoardUser row={row} me={me} showVirtual={showVirtual} />
                </th>
                <td className="text-right font-semibold tabular-nums" data-testid="leaderboard-score">
                  {formatScore(row.score)}
                </td>
                <td className="text-right font-mono tabular-nums">{formatPenalty(row.penalty)}</td>
                {sprint
                  ? board.questionNumbers.map((n) => (
                      <td key={n} className="text-center">
                        <QuestionCell cell={row.cells?.find((c) => c.number === n)} />
                      </td>
                    ))
                  : board.sectionTitles.map((title, i) => (
                      <td key={title} className="text-right tabular-nums">
                        {row.sections?.[i] === undefined ? '—' : formatScore(row.sections[i] ?? 0)}
                      </td>
                    ))}
                {board.ratingsApplied && (
                  <td>
                    <RatingChange row={row} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
