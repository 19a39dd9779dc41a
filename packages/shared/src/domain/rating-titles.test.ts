import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contestKFactor,
  practiceKFactor,
  RATING_TITLES,
  ratingTitle,
  ratingTitleRange,
} from './rating-titles.js';

describe('rating titles', () => {
  it.each([
    [0, 'Newbie'],
    [1199, 'Newbie'],
    [1200, 'Specialist'],
    [1599, 'Specialist'],
    [1600, 'Expert'],
    [1999, 'Expert'],
    [2000, 'Master'],
    [2399, 'Master'],
    [2400, 'Intellect'],
    [2799, 'Intellect'],
    [2800, 'Genius'],
    [3500, 'Genius'],
  ])('gives %i the title %s', (rating, name) => {
    expect(ratingTitle(rating).name).toBe(name);
  });

  it('never gives a lower title to a higher rating', () => {
    const order = RATING_TITLES.map((t) => t.key);
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 4000 }), fc.integer({ min: 0, max: 500 }), (r, d) => {
        expect(order.indexOf(ratingTitle(r + d).key)).toBeGreaterThanOrEqual(
          order.indexOf(ratingTitle(r).key),
        );
      }),
    );
  });

  it('describes the inclusive ranges shown on the ratings page', () => {
    expect(ratingTitleRange('newbie')).toEqual({ min: undefined, max: 1199 });
    expect(ratingTitleRange('expert')).toEqual({ min: 1600, max: 1999 });
    expect(ratingTitleRange('genius')).toEqual({ min: 2800, max: undefined });
  });
});

describe('K-factors', () => {
  it('gives 40 to new users, 20 after 20 problems and always 20 from 2000', () => {
    expect(practiceKFactor(1200, 0)).toBe(40);
    expect(practiceKFactor(1900, 19)).toBe(40);
    expect(practiceKFactor(1200, 20)).toBe(20);
    expect(practiceKFactor(2000, 0)).toBe(20);
  });

  it('uses the contest bands 30, 25 and 20', () => {
    expect(contestKFactor(1599)).toBe(30);
    expect(contestKFactor(1600)).toBe(25);
    expect(contestKFactor(1999)).toBe(25);
    expect(contestKFactor(2000)).toBe(20);
  });
});
