import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plain-text.js';

describe('plainTextOf', () => {
  it('spells out maths the way it reads', () => {
    expect(plainTextOf('$9\\frac{1}{11}\\%$')).toBe('9 1/11%');
    expect(plainTextOf('$\\dfrac{\\sqrt{3}}{2}$ m')).toBe('√3/2 m');
    expect(plainTextOf('$12 \\times 5 \\le 60$')).toBe('12 × 5 ≤ 60');
    expect(plainTextOf('₹ $1{,}200$')).toBe('₹ 1,200');
  });

  it('keeps plain text and drops Markdown marks and figure addresses', () => {
    expect(plainTextOf('10%')).toBe('10%');
    expect(plainTextOf('**Both** I and II')).toBe('Both I and II');
    expect(plainTextOf('![Figure 3](data:image/svg+xml;base64,PHN2Zz4=)')).toBe('Figure 3');
  });
});
