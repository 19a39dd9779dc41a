import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerMarks,
  MARKING_SCHEME_IDS,
  MARKING_SCHEMES,
  type MarkedAnswer,
  schemeScore,
} from './marking-schemes.js';

const mcq = (correct: boolean | null): MarkedAnswer => ({ type: 'single', correct });
const tita = (correct: boolean | null): MarkedAnswer => ({ type: 'numeric', correct });
const times = (n: number, a: MarkedAnswer) => Array.from({ length: n }, () => a);

describe('marking schemes', () => {
  it('mark CAT +3 right, −1 wrong MCQ and nothing off a wrong TITA answer', () => {
    const tally = schemeScore(MARKING_SCHEMES.cat, [
      mcq(true),
      mcq(false),
      tita(true),
      tita(false),
      mcq(null),
    ]);
    expect(tally).toEqual({ score: 5, correct: 2, wrong: 2, unanswered: 1 });
  });

  it('mark SSC CGL +2 / −0.5, IBPS PO +1 / −0.25 and CUET +5 / −1', () => {
    const answers = [...times(10, mcq(true)), ...times(3, mcq(false)), ...times(2, mcq(null))];
    expect(schemeScore(MARKING_SCHEMES['ssc-cgl'], answers).score).toBe(18.5);
    expect(schemeScore(MARKING_SCHEMES['ibps-po'], answers).score).toBe(9.25);
    expect(schemeScore(MARKING_SCHEMES.cuet, answers).score).toBe(47);
  });

  it('take exactly one mark for three wrong RRB NTPC answers', () => {
    const answers = [...times(7, mcq(true)), ...times(3, mcq(false))];
    expect(schemeScore(MARKING_SCHEMES['rrb-ntpc'], answers).score).toBe(6);
    expect(schemeScore(MARKING_SCHEMES['rrb-ntpc'], [mcq(false)]).score).toBe(-0.33);
  });

  it('take nothing off without negative marking', () => {
    expect(schemeScore(MARKING_SCHEMES.none, [mcq(true), mcq(false), tita(false)]).score).toBe(1);
  });

  it('score the sum of the per-answer marks, in every scheme, within rounding', () => {
    const answer = fc.record({
      type: fc.constantFrom('single' as const, 'multiple' as const, 'numeric' as const),
      correct: fc.constantFrom(true, false, null),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKING_SCHEME_IDS),
        fc.array(answer, { maxLength: 120 }),
        (id, answers) => {
          const scheme = MARKING_SCHEMES[id];
          const tally = schemeScore(scheme, answers);
          const sum = answers.reduce((s, a) => s + answerMarks(scheme, a), 0);
          expect(Math.abs(tally.score - sum)).toBeLessThanOrEqual(0.005 + 1e-9);
          expect(tally.correct + tally.wrong + tally.unanswered).toBe(answers.length);
        },
      ),
      { seed: 13 },
    );
  });

  it('never score a right answer lower than leaving it blank, nor a blank lower than a wrong one', () => {
    for (const id of MARKING_SCHEME_IDS) {
      const scheme = MARKING_SCHEMES[id];
      for (const type of ['single', 'multiple', 'numeric'] as const) {
        expect(answerMarks(scheme, { type, correct: true })).toBeGreaterThan(0);
        expect(answerMarks(scheme, { type, correct: false })).toBeLessThanOrEqual(0);
      }
    }
  });
});
