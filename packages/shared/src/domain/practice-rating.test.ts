import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PracticeAttemptInput,
  practiceExpectedScore,
  practiceRatingUpdate,
  practiceTimeScore,
} from './practice-rating.js';

const base: PracticeAttemptInput = {
  userRating: 1200,
  attempted: 5,
  solved: 3,
  questionRating: 1400,
  questionFirstAttempts: 10,
  questionCorrectFirstAttempts: 5,
  logExpectedSeconds: Math.log(90),
  singleChoiceOptions: 4,
  correct: true,
  seconds: 60,
  firstAttempt: true,
  settled: false,
};

const arbitraryInput = fc.record({
  userRating: fc.integer({ min: 400, max: 3200 }),
  attempted: fc.integer({ min: 0, max: 500 }),
  solved: fc.integer({ min: 0, max: 500 }),
  questionRating: fc.integer({ min: 400, max: 3200 }),
  questionFirstAttempts: fc.integer({ min: 0, max: 10_000 }),
  questionCorrectFirstAttempts: fc.integer({ min: 0, max: 10_000 }),
  logExpectedSeconds: fc.double({ min: Math.log(10), max: Math.log(900), noNaN: true }),
  singleChoiceOptions: fc.constantFrom(0, 4, 5),
  correct: fc.boolean(),
  seconds: fc.double({ min: 1, max: 3600, noNaN: true }),
  firstAttempt: fc.boolean(),
  settled: fc.constant(false),
});

describe('practice rating', () => {
  it('uses K = 40 for new users, 20 after 20 problems and always 20 from 2000', () => {
    expect(practiceRatingUpdate({ ...base, attempted: 19 }).k).toBe(40);
    expect(practiceRatingUpdate({ ...base, attempted: 20 }).k).toBe(20);
    expect(practiceRatingUpdate({ ...base, userRating: 2000, attempted: 0 }).k).toBe(20);
  });

  it('never lowers the rating for a right answer, and always lowers it for a wrong one', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const delta = practiceRatingUpdate(input).userDelta;
        if (input.correct) expect(delta).toBeGreaterThanOrEqual(0);
        else expect(delta).toBeLessThan(0);
      }),
    );
  });

  it('keeps every change within K', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const r = practiceRatingUpdate(input);
        expect(Math.abs(r.userDelta)).toBeLessThanOrEqual(r.k);
      }),
    );
  });

  it('rewards a faster right answer at least as much as a slower one', () => {
    fc.assert(
      fc.property(arbitraryInput, fc.double({ min: 1, max: 3600, noNaN: true }), (input, other) => {
        const [fast, slow] = [Math.min(input.seconds, other), Math.max(input.seconds, other)];
        const a = practiceRatingUpdate({ ...input, correct: true, seconds: fast }).userDelta;
        const b = practiceRatingUpdate({ ...input, correct: true, seconds: slow }).userDelta;
        expect(a).toBeGreaterThanOrEqual(b - 1e-9);
      }),
    );
  });

  it('gains more for solving a harder question and loses less for missing it', () => {
    fc.assert(
      fc.property(arbitraryInput, fc.integer({ min: 1, max: 800 }), (input, gap) => {
        const easier = practiceRatingUpdate(input);
        const harder = practiceRatingUpdate({ ...input, questionRating: input.questionRating + gap });
        expect(harder.userDelta).toBeGreaterThanOrEqual(easier.userDelta - 1e-9);
      }),
    );
  });

  it('changes nothing once the question is settled (solved before, or solution revealed)', () => {
    const r = practiceRatingUpdate({ ...base, settled: true });
    expect(r.userDelta).toBe(0);
    expect(r.questionRating).toBe(base.questionRating);
  });

  it('moves the question only on first attempts, half as much while the user is provisional', () => {
    const later = practiceRatingUpdate({ ...base, firstAttempt: false });
    expect(later.questionRating).toBe(base.questionRating);
    const provisional = base.questionRating - practiceRatingUpdate({ ...base, solved: 3 }).questionRating;
    const established = base.questionRating - practiceRatingUpdate({ ...base, solved: 30 }).questionRating;
    expect(provisional).toBeCloseTo(established / 2, 10);
    expect(established).toBeGreaterThan(0);
  });

  it('has a guessing floor of 1/options for single choice', () => {
    expect(practiceExpectedScore(0, 4000, 4)).toBeCloseTo(0.25, 3);
    expect(practiceExpectedScore(0, 4000, 0)).toBeCloseTo(0, 3);
    expect(practiceExpectedScore(1400, 1400, 0)).toBeCloseTo(0.5, 10);
  });

  it('scores time: 1 up to the expected time, decaying after, 0 when wrong', () => {
    expect(practiceTimeScore(true, 90, 90)).toBe(1);
    expect(practiceTimeScore(true, 180, 90)).toBeCloseTo(0.9, 10);
    expect(practiceTimeScore(true, 10_000, 90)).toBeCloseTo(0.9 ** 7, 10);
    expect(practiceTimeScore(false, 5, 90)).toBe(0);
  });

  it('learns the expected time from right first attempts', () => {
    const r = practiceRatingUpdate({ ...base, seconds: 30 });
    expect(Math.exp(r.logExpectedSeconds)).toBeLessThan(90);
    expect(practiceRatingUpdate({ ...base, correct: false }).logExpectedSeconds).toBe(
      base.logExpectedSeconds,
    );
  });
});
