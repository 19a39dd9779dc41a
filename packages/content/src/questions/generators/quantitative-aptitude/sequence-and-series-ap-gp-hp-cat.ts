import { choiceOptions, type QuestionGenerator } from '../../generator.js';
import { singleChoice } from '../shared/single-choice.js';
import { bracketNegative, termTex } from './katex-math.js';

/** The worked solution in both languages: steps, a blank line, the answer. */
function solved(en: string[], hi: string[], answer: string) {
  return {
    en: [...en, '', `**Answer: ${answer}**`].join('\n\n'),
    hi: [...hi, '', `**उत्तर: ${answer}**`].join('\n\n'),
  };
}

const TOPIC = 'sequence-and-series-ap-gp-hp';
const gcd = (x: number, y: number): number => (y === 0 ? Math.abs(x) : gcd(y, x % y));

/** English ordinal (3rd, 12th). */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** Hindi ordinal: words for the small ones (पहला, दूसरा), else 12वाँ. */
function hiOrdinal(n: number): string {
  return { 1: 'पहला', 2: 'दूसरा', 3: 'तीसरा', 4: 'चौथा', 5: 'पाँचवाँ', 6: 'छठा' }[n] ?? `${n}वाँ`;
}

/**
 * CAT: how many terms two finite APs share: the first common term by search, then the common terms
 * form an AP whose difference is the LCM of the two differences, up to the smaller last term.
 */
export const sequenceCommonTerms: QuestionGenerator = {
  id: `${TOPIC}/common-terms-of-two-aps`,
  topic: TOPIC,
  difficulty: 'hard',
  exams: ['CAT', 'SSC CGL', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const d1 = rng.int(3, 9);
      const d2 = rng.int(3, 11);
      const a1 = rng.int(1, 12);
      const a2 = rng.int(1, 12);
      const n1 = rng.int(40, 120);
      const n2 = rng.int(30, 100);
      if (d1 === d2 || a1 === a2) continue;
      const l1 = a1 + (n1 - 1) * d1;
      const l2 = a2 + (n2 - 1) * d2;
      const g = gcd(d1, d2);
      if ((a2 - a1) % g !== 0) continue;
      const L = (d1 * d2) / g;
      let first = Math.max(a1, a2);
      while ((first - a1) % d1 !== 0 || (first - a2) % d2 !== 0) first++;
      const last = Math.min(l1, l2);
      if (first > last) continue;
      const count = Math.floor((last - first) / L) + 1;
      if (count < 3) continue;
      const { options, correctIndex } = choiceOptions(rng, count, [
        Math.floor((last - first) / (d1 * d2)) + 1, // steps by d1·d2 although they share a factor
        Math.floor((last - first) / L), // forgets the +1
        Math.floor((Math.max(l1, l2) - first) / L) + 1, // runs to the larger last term
        Math.floor((last - Math.max(a1, a2)) / L) + 1, // starts from the larger first term, not a common one
      ]);
      const seq = (a: number, d: number, l: number) => `${a}, ${a + d}, ${a + 2 * d}, \\dots, ${l}`;
      const statement = {
        en: `How many numbers are terms of both progressions $${seq(a1, d1, l1)}$ and $${seq(a2, d2, l2)}$?`,
        hi: `कितनी संख्याएँ दोनों श्रेढ़ियों $${seq(a1, d1, l1)}$ और $${seq(a2, d2, l2)}$ के पद हैं?`,
      };
      const lcmWhy = `\\operatorname{LCM}(${d1}, ${d2}) = ${L}`;
      const k = (last - first - ((last - first) % L)) / L;
      const solution = solved(
        [
          `The differences are ${d1} and ${d2}. Listing the first terms, the first number in both is ${first}.`,
          `Common terms recur at steps of the LCM of the two differences: $${lcmWhy}$.`,
          `The common terms run $${first}, ${first + L}, ${first + 2 * L}, \\dots$ and must not pass the smaller last term, ${last}.`,
          `$${first} + ${L}k \\le ${last} \\Rightarrow k \\le ${k}$, so there are $${k} + 1 = ${count}$ common terms.`,
        ],
        [
          `सार्व अंतर ${d1} और ${d2} हैं। आरंभिक पद लिखने पर दोनों में पहली साझा संख्या ${first} है।`,
          `साझा पद दोनों सार्व अंतरों के LCM जितने अंतराल पर आते हैं: $${lcmWhy}$।`,
          `साझा पद $${first}, ${first + L}, ${first + 2 * L}, \\dots$ हैं और छोटे अंतिम पद ${last} से आगे नहीं जा सकते।`,
          `$${first} + ${L}k \\le ${last} \\Rightarrow k \\le ${k}$, अतः $${k} + 1 = ${count}$ साझा पद हैं।`,
        ],
        String(count),
      );
      return singleChoice(
        { en: 'Common terms of two APs', hi: 'दो समांतर श्रेढ़ियों के साझा पद' },
        statement,
        options,
        correctIndex,
        solution,
        180,
        [l1, l2, count],
        () => {
          // Write out both progressions and count the numbers in both.
          const one = new Set<number>();
          for (let i = 0; i < n1; i++) one.add(a1 + i * d1);
          let c = 0;
          for (let i = 0; i < n2; i++) if (one.has(a2 + i * d2)) c++;
          return options.indexOf(String(c));
        },
      );
    }
  },
};

/**
 * CAT: two terms of a decreasing AP are given; the greatest sum of its first n terms (add terms while
 * they are positive, a zero term giving two such n).
 */
export const sequenceMaxApSum: QuestionGenerator = {
  id: `${TOPIC}/greatest-ap-sum`,
  topic: TOPIC,
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    let a = 0;
    let d = 0;
    do {
      d = -rng.int(2, 7);
      a = rng.int(15, 80);
    } while (a % -d === 0 && rng.next() < 0.6); // a zero term now and then, not always
    const term = (i: number) => a + (i - 1) * d;
    const sum = (n: number) => (n * (2 * a + (n - 1) * d)) / 2;
    const m = rng.int(2, 5);
    const p = m + rng.int(3, 9);
    const am = term(m);
    const ap = term(p);
    // The last positive (or zero) term.
    const n = Math.floor(a / -d) + 1;
    const answer = sum(n);
    const zero = term(n) === 0;
    const { options, correctIndex } = choiceOptions(rng, answer, [
      sum(n + 1), // adds the first negative term as well
      sum(n - 1) === answer ? sum(n - 2) : sum(n - 1), // stops one term early
      term(1) * n, // takes every term equal to the first
      (n * (a + term(n))) / 2 + term(n), // counts the last term twice
    ]);
    const statement = {
      en: `In an arithmetic progression the ${ordinal(m)} term is ${am} and the ${ordinal(p)} term is ${ap}. What is the greatest possible value of the sum of its first $n$ terms?`,
      hi: `एक समांतर श्रेढ़ी (AP) का ${hiOrdinal(m)} पद ${am} और ${hiOrdinal(p)} पद ${ap} है। इसके पहले $n$ पदों के योग का अधिकतम संभव मान क्या है?`,
    };
    const dLine = `${termTex(p - m, 'd')} = ${ap} - ${bracketNegative(am)} = ${ap - am} \\Rightarrow d = ${d}`;
    const aLine = `a = ${am} - ${bracketNegative((m - 1) * d)} = ${a}`;
    const tn = `a_n = ${a} - ${-d}(n - 1) \\ge 0 \\Rightarrow n \\le ${n}`;
    const sLine = `S_{${n}} = \\frac{${n}}{2}(${a} + ${term(n)}) = ${answer}`;
    const solution = solved(
      [
        `$${dLine}$ and $${aLine}$.`,
        `The terms decrease, so the sum grows while the terms are positive: $${tn}$${zero ? ` (the ${ordinal(n)} term is 0, so $S_{${n - 1}} = S_{${n}}$)` : ''}.`,
        `$${sLine}$.`,
      ],
      [
        `$${dLine}$ और $${aLine}$।`,
        `पद घटते जाते हैं, इसलिए जब तक पद धनात्मक हैं योग बढ़ता है: $${tn}$${zero ? ` (${hiOrdinal(n)} पद 0 है, अतः $S_{${n - 1}} = S_{${n}}$)` : ''}।`,
        `$${sLine}$।`,
      ],
      String(answer),
    );
    return singleChoice(
      { en: 'Greatest sum of a decreasing AP', hi: 'घटती समांतर श्रेढ़ी का अधिकतम योग' },
      statement,
      options,
      correctIndex,
      solution,
      180,
      [am, ap, answer],
      () => {
        // Add the terms one at a time (a and d from the two given terms) and keep the best total.
        const dd = (ap - am) / (p - m);
        let t = am - (m - 1) * dd;
        let total = 0;
        let best = Number.NEGATIVE_INFINITY;
        for (let i = 0; i < 300; i++, t += dd) {
          total += t;
          best = Math.max(best, total);
        }
        return options.indexOf(String(best));
      },
    );
  },
};

/**
 * CAT: a_{n+1} = a_n − a_{n−1} repeats every 6 terms (sum 0 over a cycle); the term or the sum far
 * away from the first two.
 */
export const sequenceRecursivePeriodic: QuestionGenerator = {
  id: `${TOPIC}/recursive-periodic`,
  topic: TOPIC,
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const ask = rng.pick<'term' | 'sum'>(['term', 'sum', 'sum']);
    let p = 0;
    let q = 0;
    do {
      p = rng.pick([-1, 1]) * rng.int(1, 12);
      q = rng.pick([-1, 1]) * rng.int(1, 15);
    } while (p === q || q - p === 0 || Math.abs(p) === Math.abs(q));
    const N = rng.int(40, 2030);
    const cycle = [p, q, q - p, -p, -q, p - q];
    const partial = (r: number) => cycle.slice(0, r).reduce((s, x) => s + x, 0);
    const r = N % 6;
    const value = ask === 'term' ? (cycle[(N - 1) % 6] ?? 0) : partial(r);
    const wrong =
      ask === 'term'
        ? [cycle[N % 6] ?? 0, cycle[(N + 4) % 6] ?? 0, -value, cycle[r] ?? 0]
        : [partial((r + 1) % 6), partial((r + 5) % 6), -value, partial(r) + (cycle[r] ?? 0), p + q];
    const { options, correctIndex } = choiceOptions(rng, value, wrong, String);
    const rec = `a_{n+1} = a_n - a_{n-1}`;
    const statement = {
      en: `A sequence has $a_1 = ${p}$, $a_2 = ${q}$ and $${rec}$ for $n \\ge 2$. ${ask === 'term' ? `Find $a_{${N}}$.` : `Find the sum of its first ${N} terms.`}`,
      hi: `एक अनुक्रम में $a_1 = ${p}$, $a_2 = ${q}$ और $n \\ge 2$ के लिए $${rec}$ है। ${ask === 'term' ? `$a_{${N}}$ ज्ञात कीजिए।` : `इसके पहले ${N} पदों का योग ज्ञात कीजिए।`}`,
    };
    const list = cycle.map((x, i) => `a_{${i + 1}} = ${x}`).join(',\\ ');
    const q6 = (N - r) / 6;
    const en = [
      `Write out the terms: $${list}$, then $a_7 = ${p}$ and $a_8 = ${q}$ again, so the sequence repeats every 6 terms.`,
    ];
    const hi = [
      `पद लिखें: $${list}$, फिर $a_7 = ${p}$ और $a_8 = ${q}$ दोबारा, अतः अनुक्रम हर 6 पदों पर दोहराता है।`,
    ];
    if (ask === 'term') {
      const pos = ((N - 1) % 6) + 1;
      en.push(`$${N} = 6 \\times ${(N - pos) / 6} + ${pos}$, so $a_{${N}} = a_{${pos}} = ${value}$.`);
      hi.push(`$${N} = 6 \\times ${(N - pos) / 6} + ${pos}$, अतः $a_{${N}} = a_{${pos}} = ${value}$।`);
    } else {
      const rest = r === 0 ? '0' : `${cycle.slice(0, r).map(bracketNegative).join(' + ')} = ${value}`;
      en.push(
        `One cycle adds up to $${p} + ${bracketNegative(q)} + ${bracketNegative(q - p)} + ${bracketNegative(-p)} + ${bracketNegative(-q)} + ${bracketNegative(p - q)} = 0$.`,
        r === 0
          ? `$${N} = 6 \\times ${q6}$: exactly ${q6} full cycles, so the sum is 0.`
          : `$${N} = 6 \\times ${q6} + ${r}$: the ${q6} full cycles add 0, and the first ${r} terms left over give $${rest}$.`,
      );
      hi.push(
        `एक चक्र का योग $${p} + ${bracketNegative(q)} + ${bracketNegative(q - p)} + ${bracketNegative(-p)} + ${bracketNegative(-q)} + ${bracketNegative(p - q)} = 0$ है।`,
        r === 0
          ? `$${N} = 6 \\times ${q6}$: ठीक ${q6} पूरे चक्र, अतः योग 0 है।`
          : `$${N} = 6 \\times ${q6} + ${r}$: ${q6} पूरे चक्रों का योग 0 है, और बचे हुए पहले ${r} पदों से $${rest}$ मिलता है।`,
      );
    }
    return singleChoice(
      { en: 'A sequence defined by a recurrence', hi: 'पुनरावृत्ति संबंध से परिभाषित अनुक्रम' },
      statement,
      options,
      correctIndex,
      solved(en, hi, String(value)),
      180,
      [p, q, N],
      () => {
        // Run the recurrence N terms.
        let [x, y] = [p, q];
        let total = p + q;
        let last = N === 1 ? p : q;
        for (let i = 3; i <= N; i++) {
          [x, y] = [y, y - x];
          total += y;
          last = y;
        }
        return options.indexOf(String(ask === 'term' ? last : N === 1 ? p : total));
      },
    );
  },
};
