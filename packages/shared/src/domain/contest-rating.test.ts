import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTEST_GAMES_PER_CONTEST,
  CONTEST_PROVISIONAL_K_BOOST,
  type ContestEntrant,
  contestRatingProvisional,
  rateContest,
} from './contest-rating.js';
import { contestKFactor } from './rating-titles.js';

/** An established entrant (no provisional boost). */
function entrant(id: string, rating: number, score: number, penalty = 0, contestsRated = 5): ContestEntrant {
  return { id, rating, contestsRated, score, penalty };
}

// Few distinct ratings, scores and penalties, so equal ratings and ties turn up often.
const arbitraryField = fc
  .array(
    fc.record({
      rating: fc.oneof(fc.constantFrom(1200, 1400, 1650, 2100), fc.integer({ min: 300, max: 3500 })),
      contestsRated: fc.integer({ min: 0, max: 6 }),
      score: fc.integer({ min: 0, max: 6 }),
      penalty: fc.integer({ min: 0, max: 3 }),
    }),
    { minLength: 0, maxLength: 40 },
  )
  .map((rows) => rows.map((row, i): ContestEntrant => ({ id: `u${i}`, ...row })));

const arbitraryGames = fc.constantFrom(1, CONTEST_GAMES_PER_CONTEST, 8.5, 20);

/** Whether a finished ahead of b. */
function ahead(a: ContestEntrant, b: ContestEntrant): boolean {
  return a.score > b.score || (a.score === b.score && a.penalty < b.penalty);
}

describe('contest rating: worked examples', () => {
  it('moves two equal established entrants by K·G·(1 − 0.5)/1 = 15·G each way', () => {
    const changes = rateContest([entrant('a', 1400, 3), entrant('b', 1400, 7)]);
    const step = 15 * CONTEST_GAMES_PER_CONTEST;
    expect(changes).toEqual([
      { id: 'a', rank: 2, before: 1400, after: 1400 - step, delta: -step },
      { id: 'b', rank: 1, before: 1400, after: 1400 + step, delta: step },
    ]);
  });

  it('moves provisional entrants CONTEST_PROVISIONAL_K_BOOST times as far', () => {
    const changes = rateContest([entrant('a', 1400, 3, 0, 0), entrant('b', 1400, 7, 0, 2)]);
    const step = 15 * CONTEST_GAMES_PER_CONTEST * CONTEST_PROVISIONAL_K_BOOST;
    expect(changes.map((c) => c.delta)).toEqual([-step, step]);
  });

  // 1200 wins, 2000 second, 1600 third; K = 30, 25, 20; G = 8; 10^(400/400) = 10, 10^(800/400) = 100.
  // E(1200) = 1/11 + 1/101 = 0.10081, E(1600) = 10/11 + 1/11 = 1, E(2000) = 100/101 + 10/11 = 1.89919.
  // Raw: 30·8·(2 − 0.10081)/2 = 227.90, 25·8·(0 − 1)/2 = −100, 20·8·(1 − 1.89919)/2 = −71.94.
  const three = [entrant('1600', 1600, 10), entrant('2000', 2000, 20), entrant('1200', 1200, 30)];

  it('rates three entrants by hand-checked numbers without centring', () => {
    const changes = rateContest(three, { gamesPerContest: 8, centre: false });
    expect(changes.map((c) => [c.id, c.rank, c.delta])).toEqual([
      ['1600', 3, -100],
      ['2000', 2, -72],
      ['1200', 1, 228],
    ]);
  });

  it('subtracts the mean delta when centring: 55.97 / 3 = 18.66 from each', () => {
    const changes = rateContest(three, { gamesPerContest: 8 });
    // 227.90 − 18.66 = 209.25, −100 − 18.66 = −118.66, −71.94 − 18.66 = −90.59.
    expect(changes.map((c) => c.delta)).toEqual([-119, -91, 209]);
    expect(changes.map((c) => c.after)).toEqual([1481, 1909, 1409]);
  });

  it('holds a centred delta at its bound G·K and keeps the sum at zero', () => {
    // Raw: 2000 loses to 1000: 20·6·(0 − 0.99685) = −119.6 and 30·6·(1 − 0.00315) = +179.4; the mean
    // 29.9 would push 2000 to −149.5, past its bound 120, so it stops there and 1000 gets +120.
    const changes = rateContest([entrant('high', 2000, 0), entrant('low', 1000, 1)], { gamesPerContest: 6 });
    expect(changes.map((c) => c.delta)).toEqual([-120, 120]);
  });

  it('gives tied entrants the best place of their tie and half a win against each other', () => {
    // Four at 1500, K = 30: A = 3, 1.5, 1.5, 0 against E = 1.5, so delta = 30·G·(A − 1.5)/3.
    const changes = rateContest(
      [entrant('a', 1500, 10), entrant('b', 1500, 8, 60), entrant('c', 1500, 8, 60), entrant('d', 1500, 5)],
      { gamesPerContest: 6 },
    );
    expect(changes.map((c) => c.rank)).toEqual([1, 2, 2, 4]);
    expect(changes.map((c) => c.delta)).toEqual([90, 0, 0, -90]);
  });

  it('breaks an equal score by the lower penalty', () => {
    const changes = rateContest([entrant('slow', 1500, 8, 300), entrant('fast', 1500, 8, 120)]);
    expect(changes.map((c) => c.rank)).toEqual([2, 1]);
    expect(changes[1]?.delta).toBeGreaterThan(0);
  });

  it('is provisional before CONTEST_PROVISIONAL_CONTESTS rated contests', () => {
    expect([0, 1, 2, 3, 10].map(contestRatingProvisional)).toEqual([true, true, true, false, false]);
  });
});

describe('contest rating: properties', () => {
  it('never gives a better place a lower delta from the same rating and provisional status', () => {
    fc.assert(
      fc.property(arbitraryField, arbitraryGames, fc.boolean(), (field, games, centre) => {
        const changes = rateContest(field, { gamesPerContest: games, centre });
        field.forEach((a, i) => {
          field.forEach((b, j) => {
            const same =
              a.rating === b.rating &&
              contestRatingProvisional(a.contestsRated) === contestRatingProvisional(b.contestsRated);
            if (same && ahead(a, b)) {
              expect(changes[i]?.delta).toBeGreaterThanOrEqual(changes[j]?.delta as number);
            }
          });
        });
      }),
    );
  });

  it('gives equal ratings deltas that never rise down the ranking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 30 }),
        fc.integer({ min: 800, max: 2600 }),
        (scores, rating) => {
          const changes = rateContest(scores.map((score, i) => entrant(`u${i}`, rating, score)));
          const byRank = [...changes].sort((x, y) => x.rank - y.rank);
          for (let k = 1; k < byRank.length; k++) {
            expect(byRank[k]?.delta).toBeLessThanOrEqual(byRank[k - 1]?.delta as number);
          }
        },
      ),
    );
  });

  it('keeps every |delta| within G·K (times the boost while provisional)', () => {
    fc.assert(
      fc.property(arbitraryField, arbitraryGames, fc.boolean(), (field, games, centre) => {
        rateContest(field, { gamesPerContest: games, centre }).forEach((c, i) => {
          const e = field[i] as ContestEntrant;
          const boost = contestRatingProvisional(e.contestsRated) ? CONTEST_PROVISIONAL_K_BOOST : 1;
          expect(Math.abs(c.delta)).toBeLessThanOrEqual(games * contestKFactor(e.rating) * boost);
        });
      }),
    );
  });

  it('keeps the sum of centred deltas within one rounding unit per entrant of zero', () => {
    fc.assert(
      fc.property(arbitraryField, arbitraryGames, (field, games) => {
        const sum = rateContest(field, { gamesPerContest: games }).reduce((s, c) => s + c.delta, 0);
        expect(Math.abs(sum)).toBeLessThanOrEqual(field.length);
      }),
    );
  });

  it('gives tied entrants with the same rating and provisional status one place and one delta', () => {
    fc.assert(
      fc.property(arbitraryField, (field) => {
        const changes = rateContest(field);
        field.forEach((a, i) => {
          field.forEach((b, j) => {
            if (a.score !== b.score || a.penalty !== b.penalty) return;
            expect(changes[i]?.rank).toBe(changes[j]?.rank);
            const provisional = contestRatingProvisional(a.contestsRated);
            if (a.rating === b.rating && provisional === contestRatingProvisional(b.contestsRated)) {
              expect(changes[i]?.delta).toBe(changes[j]?.delta);
            }
          });
        });
      }),
    );
  });

  it('changes nothing for a single participant, and returns nothing for none', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 9 }),
        (rating, contestsRated) => {
          const [change] = rateContest([entrant('solo', rating, 1, 0, contestsRated)]);
          expect(change).toEqual({ id: 'solo', rank: 1, before: rating, after: rating, delta: 0 });
        },
      ),
    );
    expect(rateContest([])).toEqual([]);
  });

  it('is deterministic and answers in input order with consistent ranks and whole deltas', () => {
    fc.assert(
      fc.property(arbitraryField, (field) => {
        const changes = rateContest(field);
        expect(rateContest(field)).toEqual(changes);
        changes.forEach((c, i) => {
          const e = field[i] as ContestEntrant;
          expect(c.id).toBe(e.id);
          expect(c.before).toBe(e.rating);
          expect(Number.isInteger(c.delta)).toBe(true);
          expect(c.after).toBe(c.before + c.delta);
          expect(c.rank).toBe(1 + field.filter((other) => ahead(other, e)).length);
        });
      }),
    );
  });
});
