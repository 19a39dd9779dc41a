import type { BoardCell } from '@preparena/shared';
import { useTranslation } from 'react-i18next';

/** A sprint's question on the board: ✓ and the minute when solved, −n for wrong tries, empty otherwise. */
export function QuestionCell({ cell }: { cell: BoardCell | undefined }) {
  const { t } = useTranslation();
  if (cell?.solved) {
    return (
      <span className="flex flex-col items-center leading-tight text-green-700 dark:text-green-400">
        <span aria-hidden="true" className="font-bold">
          ✓
        </span>
        {cell.minute !== null && (
          <span aria-hidden="true" className="text-xs tabular-nums">
            {cell.minute}′
          </span>
        )}
        <span className="sr-only">
          {cell.minute !== null
            ? t('contests.board.cell.solvedAt', { minute: cell.minute })
            : t('contests.board.cell.solved')}
        </span>
      </span>
    );
  }
  if (cell && cell.wrongTries > 0) {
    return (
      <span className="font-semibold tabular-nums text-red-700 dark:text-red-400">
        <span aria-hidden="true">−{cell.wrongTries}</span>
        <span className="sr-only">{t('contests.board.cell.wrong', { count: cell.wrongTries })}</span>
      </span>
    );
  }
  return <span className="sr-only">{t('contests.board.cell.none')}</span>;
}
