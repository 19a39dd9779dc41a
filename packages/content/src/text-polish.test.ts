import { describe, expect, it } from 'vitest';
import { polishProblems, singularAfterOne } from './text-polish.js';
import { articleBeforeNumber } from './text-singular.js';

describe('the polish lint', () => {
  it.each([
    ['The tank fills in 1 hours.', 'en', '"1 hours"'],
    ['The answer is 1 seconds.', 'en', '"1 seconds"'],
    ['So $1y = 700$.', 'en', '"1y" in maths'],
    ['Find the the value.', 'en', 'doubled "the the"'],
    ['C gets $= ₹200 \\times \\frac{1}{4}$.', 'en', '₹ inside maths'],
    ['How long is the shadow of a 84 m tall tower?', 'en', '"a 84" (an)'],
    ['उत्तर: reason by deduction; establish by argument', 'hi', 'English left in Hindi'],
  ] as const)('finds %s', (text, lang, problem) => {
    expect(polishProblems(text, lang).join('\n')).toContain(problem);
  });

  it.each([
    ['In 11 hours and 21 days, 0.1 hours later.', 'en'],
    ['$\\frac{1}{x} + 10y = 21$ and the digits $1a33b$.', 'en'],
    ['He had had enough.', 'en'],
    ['In a 110 m race and a 180 m race, an 8 m lead.', 'en'],
    ['Let the incomes be $3K$ and $4K$ and the expenditures $2M$ and $3M$.', 'en'],
    ['क्रम: eagle bread fire film yacht', 'hi'],
    ['अक्षर L, Q, V, A, F', 'hi'],
    ['शब्द (to reason by deduction) का अर्थ', 'hi'],
  ] as const)('passes %s', (text, lang) => {
    expect(polishProblems(text, lang)).toEqual([]);
  });

  it('writes "an" before a number said with a vowel sound', () => {
    expect(
      articleBeforeNumber('a 84 m pole, a 11% rise, a 800 m race, a 110 m race, a 18-year-old, a 1 m rod'),
    ).toBe('an 84 m pole, an 11% rise, an 800 m race, a 110 m race, an 18-year-old, a 1 m rod');
  });

  it('makes a unit after 1 singular', () => {
    expect(singularAfterOne('1 days, 1 men, 1 children and 21 days; 1 times')).toBe(
      '1 day, 1 man, 1 child and 21 days; 1 time',
    );
  });
});
