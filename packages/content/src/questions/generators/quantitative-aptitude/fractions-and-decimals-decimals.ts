import { gcd, lcm } from '../../arithmetic.js';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { wholePositive } from './answer-formats.js';
import { fr, tex } from './fractions-and-decimals-simplify.js';
import { termTex } from './katex-math.js';

/** Prime factorisation in KaTeX: 120 → 2^{3} \times 3 \times 5. */
export function factorTex(n: number): string {
  const parts: string[] = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p++) {
    let e = 0;
    while (rest % p === 0) {
      rest /= p;
      e++;
    }
    if (e) parts.push(e === 1 ? String(p) : `${p}^{${e}}`);
  }
  if (rest > 1) parts.push(String(rest));
  return parts.join(' \\times ') || '1';
}

/** Whether n/d ends: long division until the remainder is 0 (ends) or repeats (recurs). */
function endsByLongDivision(n: number, d: number): boolean {
  const seen = new Set<number>();
  let r = n % d;
  while (r !== 0) {
    if (seen.has(r)) return false;
    seen.add(r);
    r = (r * 10) % d;
  }
  return true;
}

/** Denominators made of 2s and 5s only. */
const TWO_FIVE = [2, 4, 5, 8, 10, 16, 20, 25, 32, 40, 50, 64, 80, 100, 125];

/** Which of four fractions (not all in lowest terms) is a terminating decimal. */
export const fractionsTerminatingPick: QuestionGenerator = {
  id: 'fractions-and-decimals/which-terminates',
  topic: 'fractions-and-decimals',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const small = TWO_FIVE.filter((b) => b <= 40);
    for (;;) {
      // The right one: s·t / (B·t), where the factor t (3, 7, 9 or 11) cancels, or no t at all.
      const t = rng.pick([1, 3, 3, 7, 9, 11]);
      const base = rng.pick(small);
      const s = rng.int(1, base - 1);
      if (gcd(s, base) !== 1) continue;
      const right: [number, number] = [s * t, base * t];
      // The others: a factor 3, 7, 11 or 13 in the denominator that the numerator does not cancel.
      const wrong: [number, number][] = [];
      for (const u of rng.shuffle([3, 7, 11, 13, 3, 9]).slice(0, 3)) {
        const b = rng.pick(small);
        let r = rng.int(1, b * u - 1);
        while (gcd(r, u) !== 1) r++;
        wrong.push([r, b * u]);
      }
      const all = [right, ...wrong];
      const values = all.map(([n, d]) => n / d);
      if (new Set(values).size < 4 || all.some(([n, d]) => n >= d) || new Set(all.map((f) => f[1])).size < 4)
        continue;
      const texts = all.map(([n, d]) => `$\\frac{${n}}{${d}}$`);
      const order = rng.shuffle([0, 1, 2, 3]);
      const options = order.map((i) => texts[i] as string);
      const lines = (lang: 'en' | 'hi') =>
        all.map(([n, d], i) => {
          const [p, q] = fr(n, d);
          const reduced = p === n ? '' : ` = \\frac{${p}}{${q}}`;
          const ends = i === 0;
          const verdict =
            lang === 'en'
              ? ends
                ? 'only 2s and 5s: it terminates'
                : 'another prime remains: it recurs'
              : ends
                ? 'केवल 2 और 5: यह सांत है'
                : 'कोई अन्य अभाज्य बचता है: यह आवर्ती है';
          const factors = factorTex(q) === String(q) ? `$${q}$` : `$${q} = ${factorTex(q)}$`;
          return `- $\\frac{${n}}{${d}}${reduced}$, ${factors} — ${verdict}.`;
        });
      const answer = texts[0] as string;
      return singleChoice(
        { en: 'Which fraction is a terminating decimal', hi: 'कौन-सी भिन्न सांत दशमलव है' },
        {
          en: `Which of the fractions ${options.slice(0, 3).join(', ')} and ${options[3]} can be written as a terminating decimal?`,
          hi: `भिन्नों ${options.slice(0, 3).join(', ')} और ${options[3]} में से कौन-सी सांत (terminating) दशमलव के रूप में लिखी जा सकती है?`,
        },
        options,
        order.indexOf(0),
        {
          en: [
            'A fraction terminates exactly when its denominator, after reducing to lowest terms, has no prime factor other than 2 and 5. Reduce first: a 3 or 7 in the denominator may cancel.',
            ...lines('en'),
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            'कोई भिन्न ठीक तब सांत होती है जब न्यूनतम रूप में उसके हर में 2 और 5 के अलावा कोई अभाज्य गुणनखंड न हो। पहले भिन्न को सरल करें: हर का 3 या 7 कट भी सकता है।',
            ...lines('hi').map((l) => l.replace(/\.$/, '।')),
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        60,
        all.flat(),
        () =>
          options.findIndex((_, j) => endsByLongDivision(...(all[order[j] as number] as [number, number]))),
      );
    }
  },
};

/** "p1/q1 of a number exceeds its p2/q2 by k": find another fraction of the number. */
export const fractionsDifferenceOfParts: QuestionGenerator = {
  id: 'fractions-and-decimals/two-parts-differ',
  topic: 'fractions-and-decimals',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const proper = (maxDen: number) => {
      for (;;) {
        const q = rng.int(3, maxDen);
        const p = rng.int(1, q - 1);
        if (gcd(p, q) === 1) return [p, q] as const;
      }
    };
    for (;;) {
      const [p1, q1] = proper(9);
      const [p2, q2] = proper(9);
      const [r1, r2] = proper(9);
      if (p1 * q2 <= p2 * q1 || q1 === q2 || r2 === q1 || r2 === q2) continue;
      const L = lcm(lcm(q1, q2), r2);
      const number = L * rng.int(1, 6);
      if (number > 1500 || number < 30) continue;
      const diff = fr(p1 * q2 - p2 * q1, q1 * q2);
      const k = (number * diff[0]) / diff[1];
      const answer = (number * r1) / r2;
      if (k === answer) continue;
      const { options, correctIndex } = choiceOptions(
        rng,
        answer,
        wholePositive([
          number, // stops at the number itself
          (k * r1) / r2, // takes the fraction of the difference
          (number * r2) / r1, // turns the asked fraction upside down
          (k / ((p1 * q2 + p2 * q1) / (q1 * q2))) * (r1 / r2), // adds the two fractions instead of subtracting
          answer + r1,
          answer - r1,
        ]),
      );
      const f1 = `\\frac{${p1}}{${q1}}`;
      const f2 = `\\frac{${p2}}{${q2}}`;
      const f3 = `\\frac{${r1}}{${r2}}`;
      const step1 = `${f1} - ${f2} = \\frac{${p1 * q2} - ${p2 * q1}}{${q1 * q2}} = ${tex(diff)}`;
      const step2 = `${tex(diff)} \\text{ of } N = ${k} \\Rightarrow N = ${k} \\times ${tex([diff[1], diff[0]])} = ${number}`;
      const step3 = `${f3} \\times ${number} = ${answer}`;
      return singleChoice(
        { en: 'Two fractions of a number differ', hi: 'एक संख्या के दो भिन्नात्मक भागों का अंतर' },
        {
          en: `$${f1}$ of a number exceeds $${f2}$ of the same number by ${k}. What is $${f3}$ of the number?`,
          hi: `किसी संख्या का $${f1}$ भाग उसी संख्या के $${f2}$ भाग से ${k} अधिक है। उस संख्या का $${f3}$ भाग कितना है?`,
        },
        options,
        correctIndex,
        {
          en: [
            `Let the number be $N$. The two parts differ by $(${f1} - ${f2})N$, and $${step1}$.`,
            `$${step2}$.`,
            `So $${step3}$.`,
            '',
            `**Answer: ${answer}**`,
          ].join('\n\n'),
          hi: [
            `माना संख्या $N$ है। दोनों भागों का अंतर $(${f1} - ${f2})N$ है, और $${step1}$।`,
            `$${step2}$।`,
            `अतः $${step3}$।`,
            '',
            `**उत्तर: ${answer}**`,
          ].join('\n\n'),
        },
        50,
        [p1, q1, p2, q2, r1, r2, k, answer],
        () => {
          // Try every whole number until the two parts differ by exactly k.
          for (let n = 1; n <= 100_000; n++) {
            if (p1 * n * q2 - p2 * n * q1 === k * q1 * q2) return options.indexOf(String((n * r1) / r2));
          }
          return -1;
        },
      );
    }
  },
};

/** CAT: the least number of terms of Σ 1/((a+(i−1)d)(a+id)) whose sum exceeds a given fraction. */
export const fractionsUnitSeriesThreshold: QuestionGenerator = {
  id: 'fractions-and-decimals/telescoping-series-threshold',
  topic: 'fractions-and-decimals',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const a = rng.int(1, 6);
    const d = rng.int(1, 4);
    const N = rng.int(5, 40);
    const S = (n: number) => fr(n, a * (a + n * d)); // the sum of n terms
    // The simplest fraction strictly between S(N − 1) and S(N).
    let p = 0;
    let q = 2;
    for (; ; q++) {
      p = Math.floor(((N - 1) * q) / (a * (a + (N - 1) * d))) + 1;
      if (p * a * (a + N * d) < N * q && q >= 5) break;
    }
    const X = fr(p * a * a, q - p * a * d);
    // Forgetting the 1/d in front of the telescoped sum: n·d/(a(a + nd)) > p/q.
    let forgot = 1;
    while (forgot * d * q <= p * a * (a + forgot * d) && forgot < 10_000) forgot++;
    const { options, correctIndex } = choiceOptions(rng, N, [
      d > 1 && forgot < 10_000 ? forgot : N + 2, // forgets the factor 1/d
      N - 1, // rounds the bound down
      N + 1, // takes the last bracket of n terms as a + (n − 1)d
      N + 2,
    ]);
    const term = (i: number) => `\\frac{1}{${a + i * d} \\times ${a + (i + 1) * d}}`;
    const series = `${term(0)} + ${term(1)} + ${term(2)} + \\cdots`;
    const T = `\\frac{${p}}{${q}}`;
    const oneOverD = d === 1 ? '' : `\\frac{1}{${d}}`;
    const split = `\\frac{1}{x(x + ${d})} = ${oneOverD}\\left(\\frac{1}{x} - \\frac{1}{x + ${d}}\\right)`;
    const dn = termTex(d, 'n');
    const sum = `S_n = ${oneOverD}\\left(\\frac{1}{${a}} - \\frac{1}{${a} + ${dn}}\\right) = \\frac{n}{${a}(${a} + ${dn})}`;
    const ineq = `\\frac{n}{${a}(${a} + ${dn})} > ${T} \\iff ${q}n > ${p * a}(${a} + ${dn}) \\iff ${termTex(q - p * a * d, 'n')} > ${p * a * a} \\iff n > ${tex(X)}`;
    const verify = `S_{${N - 1}} = ${tex(S(N - 1))} < ${T} < S_{${N}} = ${tex(S(N))}`;
    return singleChoice(
      { en: 'Telescoping series past a bound', hi: 'सीमा पार करती कटते पदों वाली (telescoping) शृंखला' },
      {
        en: `What is the least number of terms of the series $${series}$ that must be added for the sum to exceed $${T}$?`,
        hi: `शृंखला $${series}$ के कम से कम कितने पद जोड़ने पर योग $${T}$ से अधिक हो जाएगा?`,
      },
      options,
      correctIndex,
      {
        en: [
          `The two factors in each denominator differ by ${d}, and $${split}$, so the terms telescope.`,
          `The $n$-th term is $\\frac{1}{(${a} + ${d === 1 ? '' : d}(n - 1))(${a} + ${dn})}$, and the sum of $n$ terms is $${sum}$.`,
          `$${ineq}$.`,
          `The least whole $n$ is ${N}. Check: $${verify}$.`,
          '',
          `**Answer: ${N}**`,
        ].join('\n\n'),
        hi: [
          `प्रत्येक पद के हर के दोनों गुणनखंडों का अंतर ${d} है, और $${split}$, अतः पद आपस में कट जाते हैं।`,
          `$n$-वाँ पद $\\frac{1}{(${a} + ${d === 1 ? '' : d}(n - 1))(${a} + ${dn})}$ है, और $n$ पदों का योग $${sum}$ है।`,
          `$${ineq}$।`,
          `सबसे छोटा पूर्णांक $n$ = ${N}। जाँच: $${verify}$।`,
          '',
          `**उत्तर: ${N}**`,
        ].join('\n\n'),
      },
      200,
      [p, q, N, a + d],
      () => {
        // Add the terms one at a time until the running sum passes p/q.
        let s = 0;
        for (let i = 0; i < 100_000; i++) {
          s += 1 / ((a + i * d) * (a + (i + 1) * d));
          if (s > p / q) return options.indexOf(String(i + 1));
        }
        return -1;
      },
    );
  },
};

/** The parts of a denominator with only 2s and 5s, and the rest (coprime to 10). */
const COPRIME_TO_TEN = [3, 7, 9, 11, 13, 21, 27, 33, 39, 49, 63, 77];

/** CAT: how many of k/N (A ≤ k ≤ B) are terminating (or recurring) decimals. */
export const fractionsTerminatingCount: QuestionGenerator = {
  id: 'fractions-and-decimals/count-terminating-fractions',
  topic: 'fractions-and-decimals',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const P = rng.pick(TWO_FIVE);
      const m = rng.pick(COPRIME_TO_TEN);
      const N = P * m;
      if (N > 2000 || N < 60 || P < 4) continue;
      const A = rng.int(2, Math.floor(N / 3));
      const B = rng.int(Math.ceil((2 * N) / 3), N - 1);
      const ends = Math.floor(B / m) - Math.floor((A - 1) / m);
      const total = B - A + 1;
      if (ends < 3 || A % m === 0) continue;
      const askEnds = rng.next() < 0.5;
      const answer = askEnds ? ends : total - ends;
      const multiplesOfP = Math.floor(B / P) - Math.floor((A - 1) / P);
      const { options, correctIndex } = choiceOptions(rng, answer, [
        askEnds ? total - ends : ends, // gives the other kind
        askEnds ? Math.floor(B / m) : total - Math.floor(B / m), // counts the multiples of m from 1, not from A
        askEnds ? multiplesOfP : total - multiplesOfP, // cancels the 2s and 5s instead of the other factor
        answer + 1,
      ]);
      const kind = askEnds
        ? { en: 'terminating', hi: 'सांत (terminating)' }
        : { en: 'non-terminating recurring', hi: 'असांत आवर्ती (recurring)' };
      const list = `\\frac{${A}}{${N}}, \\frac{${A + 1}}{${N}}, \\frac{${A + 2}}{${N}}, \\ldots, \\frac{${B}}{${N}}`;
      const count = `\\left\\lfloor \\frac{${B}}{${m}} \\right\\rfloor - \\left\\lfloor \\frac{${A - 1}}{${m}} \\right\\rfloor = ${Math.floor(B / m)} - ${Math.floor((A - 1) / m)} = ${ends}`;
      const last = askEnds
        ? { en: '', hi: '' }
        : {
            en: `There are $${B} - ${A} + 1 = ${total}$ fractions, so $${total} - ${ends} = ${answer}$ of them recur.`,
            hi: `कुल $${B} - ${A} + 1 = ${total}$ भिन्न हैं, अतः उनमें से $${total} - ${ends} = ${answer}$ आवर्ती हैं।`,
          };
      return singleChoice(
        { en: 'Counting terminating fractions in a list', hi: 'सूची में सांत भिन्नों की गिनती' },
        {
          en: `How many of the fractions $${list}$ are ${kind.en} decimals?`,
          hi: `भिन्नों $${list}$ में से कितनी ${kind.hi} दशमलव हैं?`,
        },
        options,
        correctIndex,
        {
          en: [
            `$${N} = ${factorTex(N)} = ${P} \\times ${m}$. A fraction $\\frac{k}{${N}}$ terminates exactly when the factor ${m} (which has no 2 or 5 in it) cancels completely, i.e. when ${m} divides $k$; the 2s and 5s may stay.`,
            `Multiples of ${m} from ${A} to ${B}: $${count}$, so ${ends} of the fractions terminate.`,
            last.en,
            '',
            `**Answer: ${answer}**`,
          ]
            .filter((l, i) => l !== '' || i === 3)
            .join('\n\n'),
          hi: [
            `$${N} = ${factorTex(N)} = ${P} \\times ${m}$। भिन्न $\\frac{k}{${N}}$ ठीक तब सांत होगी जब गुणनखंड ${m} (जिसमें 2 या 5 नहीं है) पूरा कट जाए, यानी जब ${m}, $k$ को विभाजित करे; 2 और 5 बचे रह सकते हैं।`,
            `${A} से ${B} तक ${m} के गुणज: $${count}$, अतः ${ends} भिन्न सांत हैं।`,
            last.hi,
            '',
            `**उत्तर: ${answer}**`,
          ]
            .filter((l, i) => l !== '' || i === 3)
            .join('\n\n'),
        },
        180,
        [A, B, N, answer],
        () => {
          // Long division for every fraction in the list.
          let endsCount = 0;
          for (let k = A; k <= B; k++) if (endsByLongDivision(k, N)) endsCount++;
          return options.indexOf(String(askEnds ? endsCount : total - endsCount));
        },
      );
    }
  },
};
