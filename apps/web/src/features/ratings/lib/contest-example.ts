import { type ContestEntrant, type ContestRatingChange, rateContest } from '@preparena/shared';

/** The worked example's field: five people, their Contest ratings, rated contests so far, and results. */
export const CONTEST_EXAMPLE: readonly (ContestEntrant & { name: string })[] = [
  { id: 'a', name: 'Arjun', rating: 1720, contestsRated: 12, score: 5, penalty: 2400 },
  { id: 'b', name: 'Bhavna', rating: 1480, contestsRated: 6, score: 6, penalty: 2100 },
  { id: 'c', name: 'Chetan', rating: 1610, contestsRated: 9, score: 5, penalty: 1800 },
  { id: 'd', name: 'Divya', rating: 1400, contestsRated: 0, score: 4, penalty: 1500 },
  { id: 'e', name: 'Farhan', rating: 1350, contestsRated: 4, score: 2, penalty: 900 },
];

export interface ContestExampleRow extends ContestRatingChange {
  name: string;
  expectedWins: number;
  actualWins: number;
  provisional: boolean;
}

/**
 * Each pair of entrants is one game: the better place wins (a shared place is half a win each).
 * Expected wins add up the Elo chance q_i / (q_i + q_j), q = 10^(rating / 400), against everyone
 * else; the rating change itself is the shared `rateContest`, exactly as the server runs it.
 */
export function contestExample(
  entrants: readonly (ContestEntrant & { name: string })[] = CONTEST_EXAMPLE,
  provisional: (contestsRated: number) => boolean = () => false,
): ContestExampleRow[] {
  const changes = rateContest(entrants);
  const q = entrants.map((e) => 10 ** (e.rating / 400));
  return entrants
    .map((e, i) => {
      const change = changes[i] as ContestRatingChange;
      const qi = q[i] as number;
      const expectedWins = q.reduce((sum, qj, j) => (j === i ? sum : sum + qi / (qi + qj)), 0);
      const actualWins = changes.reduce(
        (sum, other, j) =>
          j === i ? sum : sum + (other.rank > change.rank ? 1 : other.rank === change.rank ? 0.5 : 0),
        0,
      );
      return { ...change, name: e.name, expectedWins, actualWins, provisional: provisional(e.contestsRated) };
    })
    .sort((a, b) => a.rank - b.rank);
}
