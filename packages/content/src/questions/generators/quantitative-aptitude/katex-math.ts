import { gcd } from '../../arithmetic.js';

/**
 * Pieces of KaTeX that the algebra generators write into statements and solutions.
 */

/**
 * A polynomial from its coefficients, highest power first: [1, -7, 12] gives `x^2 - 7x + 12`.
 * A string coefficient is an unknown such as `k`, written as it is.
 */
export function polynomialTex(coefficients: readonly (number | string)[], variable = 'x'): string {
  const degree = coefficients.length - 1;
  const terms: string[] = [];
  coefficients.forEach((c, i) => {
    const power = degree - i;
    const x = power === 0 ? '' : power === 1 ? variable : `${variable}^${power}`;
    if (typeof c === 'string') {
      terms.push(`${terms.length ? '+ ' : ''}${c}${x}`);
      return;
    }
    if (c === 0) return;
    const size = Math.abs(c);
    const body = power === 0 ? `${size}` : `${size === 1 ? '' : size}${x}`;
    if (terms.length === 0) terms.push(c < 0 ? `-${body}` : body);
    else terms.push(c < 0 ? `- ${body}` : `+ ${body}`);
  });
  return terms.length ? terms.join(' ') : '0';
}

/** n/d reduced, with the sign in front: an integer when d divides n, else `\frac{…}{…}`. */
export function fractionTex(n: number, d: number): string {
  const g = gcd(n, d) || 1;
  const sign = n * d < 0 ? '-' : '';
  const num = Math.abs(n / g);
  const den = Math.abs(d / g);
  return den === 1 ? `${sign}${num}` : `${sign}\\frac{${num}}{${den}}`;
}

/** A value in brackets when it is negative, for substituting into an expression. */
export function bracketNegative(n: number): string {
  return n < 0 ? `(${n})` : String(n);
}

/** A rational number as a reduced fraction text, e.g. 1.25 gives `5/4` and 3 gives `3`. */
export function fractionText(x: number, maxDenominator: number): string {
  for (let den = 1; den <= maxDenominator; den++) {
    const num = Math.round(x * den);
    if (Math.abs(num - x * den) < 1e-7) return den === 1 ? String(num) : `${num}/${den}`;
  }
  return x.toFixed(4);
}

/** A term `n·v` as written: `v` for 1, `-v` for −1, `nv` otherwise (`$a + d$`, never `$a + 1d$`). */
export function termTex(n: number, v: string): string {
  if (n === 1) return v;
  if (n === -1) return `-${v}`;
  return `${n}${v}`;
}
