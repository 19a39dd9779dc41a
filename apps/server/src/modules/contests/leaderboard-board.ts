import {
  type BoardCell,
  CONTEST_START_RATING,
  contestRatingProvisional,
  divisionGroups,
  type LeaderboardRow,
  PRACTICE_PROVISIONAL_SOLVED,
  roundScore,
} from '@preparena/shared';
import { contestEnd } from './contest-clock.js';
import { divisionChoice } from './contest-division.js';
import type { ContestRow } from './contests.repository.js';
import type { BoardAnswerRow, BoardEntryRow } from './leaderboard.repository.js';

/** A board row with whose it is (the user id never leaves the server). */
export interface PlacedRow {
  userId: string;
  row: LeaderboardRow;
}

/** A contest's whole board at one moment: ranked live (or final) rows and the virtual runs apart. */
export interface Board {
  phase: 'live' | 'hidden' | 'final';
  participants: number;
  virtualParticipants: number;
  rows: PlacedRow[];
  virtualRows: PlacedRow[];
}

/** The title a user shows next to their name: their primary rating, null while it is provisional. */
export function titleOf(
  e: Pick<
    BoardEntryRow,
    'primaryRating' | 'practiceRating' | 'practiceSolved' | 'contestRating' | 'contestsRated'
  >,
) {
  if (e.primaryRating === 'contest')
    return {
      titleKind: 'contest' as const,
      titleRating: contestRatingProvisional(e.contestsRated) ? null : Math.round(e.contestRating),
    };
  return {
    titleKind: 'practice' as const,
    titleRating: e.practiceSolved >= PRACTICE_PROVISIONAL_SOLVED ? Math.round(e.practiceRating) : null,
  };
}

/** The Contest rating a rating run starts from (newcomers at the start rating). */
export const ratingForRun = (e: Pick<BoardEntryRow, 'contestRating' | 'contestsRated'>) =>
  e.contestsRated === 0 ? CONTEST_START_RATING : e.contestRating;

/** Whether `a` placed strictly above `b` (score, then for sprints the tie-break). */
export function better(
  a: { score: number; penalty: number },
  b: { score: number; penalty: number },
  tieBreak: boolean,
) {
  if (a.score !== b.score) return a.score > b.score;
  return tieBreak && a.penalty < b.penalty;
}

/** Ranks rows in place order: tied rows share the best place of their tie (1, 2, 2, 4). */
function rank(rows: PlacedRow[], tieBreak: boolean): PlacedRow[] {
  const sorted = [...rows].sort(
    (a, b) =>
      b.row.score - a.row.score ||
      (tieBreak ? a.row.penalty - b.row.penalty : 0) ||
      a.row.username.localeCompare(b.row.username),
  );
  sorted.forEach((r, i) => {
    const prev = sorted[i - 1];
    r.row.rank = prev && !better(prev.row, r.row, tieBreak) ? prev.row.rank : i + 1;
  });
  return sorted;
}

/**
 * Builds a contest's board from its participations and answers. Scheduled contests: every live
 * sitting (sprints while running: open ones too; mocks: hidden until the end). Any-time tests: each
 * person's first finished sitting. Virtual runs are ranked where they would have placed.
 */
export function buildBoard(
  contest: Pick<ContestRow, 'format' | 'startsAt' | 'durationMinutes' | 'rated' | 'division' | 'ratedAt'>,
  sectionOf: Map<number, number>,
  sectionCount: number,
  entries: BoardEntryRow[],
  answers: BoardAnswerRow[],
  now: Date,
): Board {
  const sprint = contest.format === 'sprint';
  const end = contestEnd(contest);
  const running = end !== null && now < end;
  const phase = running ? (sprint ? 'live' : 'hidden') : 'final';
  const byParticipation = new Map<string, BoardAnswerRow[]>();
  for (const a of answers) {
    const list = byParticipation.get(a.participationId) ?? [];
    list.push(a);
    byParticipation.set(a.participationId, list);
  }
  let live = entries.filter((e) => !e.virtual);
  if (!contest.startsAt) {
    const first = new Map<string, BoardEntryRow>();
    for (const e of live) if (e.status === 'finished' && !first.has(e.userId)) first.set(e.userId, e);
    live = [...first.values()];
  }
  const virtual = entries.filter((e) => e.virtual && e.status === 'finished');
  const ratedIds = new Set<string>();
  if (contest.ratedAt) {
    for (const e of live) if (e.ratingBefore !== null) ratedIds.add(e.id);
  } else if (contest.rated && contest.startsAt) {
    const eligible = live
      .filter((e) => (byParticipation.get(e.id)?.length ?? 0) > 0)
      .map((e) => ({ id: e.id, rating: ratingForRun(e) }));
    for (const group of divisionGroups(divisionChoice(contest.division), eligible))
      for (const e of group.entrants) ratedIds.add(e.id);
  }
  const toRow = (e: BoardEntryRow): PlacedRow => {
    const given = byParticipation.get(e.id) ?? [];
    const row: LeaderboardRow = {
      rank: 0,
      username: e.username,
      profilePicture: e.profilePicture,
      ...titleOf(e),
      score: roundScore(e.score ?? 0),
      penalty: sprint
        ? Math.round(e.penaltySeconds)
        : Math.round(((e.finishedAt ?? now).getTime() - e.startedAt.getTime()) / 1000),
      rated: ratedIds.has(e.id),
      virtual: e.virtual,
    };
    if (e.ratingBefore !== null && e.ratingAfter !== null) {
      row.ratingBefore = Math.round(e.ratingBefore);
      row.ratingAfter = Math.round(e.ratingAfter);
    }
    if (sprint) {
      row.cells = given
        .map(
          (a): BoardCell => ({
            number: a.number,
            solved: a.correct === true,
            minute: Math.floor((a.savedAt.getTime() - e.startedAt.getTime()) / 60_000),
            wrongTries: a.correct === false ? 1 : 0,
          }),
        )
        .sort((a, b) => a.number - b.number);
    } else {
      const sections = Array.from({ length: sectionCount }, () => 0);
      for (const a of given) {
        const s = sectionOf.get(a.number) ?? 0;
        sections[s] = (sections[s] ?? 0) + a.points;
      }
      row.sections = sections.map(roundScore);
    }
    return { userId: e.userId, row };
  };
  const rows = phase === 'hidden' ? [] : rank(live.map(toRow), sprint);
  const virtualRows = virtual.map(toRow);
  for (const v of virtualRows) v.row.rank = 1 + rows.filter((r) => better(r.row, v.row, sprint)).length;
  virtualRows.sort((a, b) => a.row.rank - b.row.rank || a.row.username.localeCompare(b.row.username));
  return {
    phase,
    participants: live.length,
    virtualParticipants: virtual.length,
    rows,
    virtualRows,
  };
}
