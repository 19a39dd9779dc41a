import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import {
  both,
  choiceQuestion,
  get,
  joinTexts,
  lazy,
  mdTable,
  numericQuestion,
  type Person,
  pickPeople,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Shapes in this file (group D9): calculation-based-lrdi/test-scores — five students' scores in a
 * test with negative marking, each given with one more fact (questions left, questions attempted or
 * wrong answers); the correct and wrong answers of each are worked out (Bank PO, SSC CGL, CAT,
 * Placements). `generate` solves each student's two linear equations; each checker instead tries
 * every count of correct and wrong answers and keeps the one pair that fits the student's data.
 */

const N = 5;

interface Student {
  c: number;
  w: number;
  /** Which extra fact is given: 0 questions left, 1 questions attempted, 2 wrong answers. */
  kind: number;
}

function attempt(rng: Rng): GeneratedSet | null {
  const Q = rng.pick([20, 25, 30]);
  const plus = rng.pick([2, 3, 4]);
  const minus = 1;
  const people: Person[] = pickPeople(rng, N);
  const P = (p: number) => get(people, p);
  const st: Student[] = range(N).map(() => {
    const c = rng.int(Math.floor(Q / 4), Q - 3);
    const w = rng.int(1, Q - c);
    return { c, w, kind: rng.int(0, 2) };
  });
  if (new Set(st.map((s) => s.kind)).size < 3) return null;
  const S = (p: number) => get(st, p);
  const score = (p: number) => plus * S(p).c - minus * S(p).w;
  const left = (p: number) => Q - S(p).c - S(p).w;
  const att = (p: number) => S(p).c + S(p).w;
  const acc = (p: number) => S(p).c / att(p);
  // Unique answers for the comparison questions.
  const best = range(N).reduce((a, b) => (acc(b) > acc(a) ? b : a));
  if (range(N).some((p) => p !== best && Math.abs(acc(p) - acc(best)) < 0.02)) return null;
  const most = range(N).reduce((a, b) => (left(b) > left(a) ? b : a));
  if (range(N).some((p) => p !== most && left(p) === left(most))) return null;
  // The one who left the most must not be read straight off the table.
  if (S(most).kind === 0) return null;
  if (range(N).some((p) => score(p) <= 0)) return null;
  const extra = (p: number): Text => {
    const k = S(p).kind;
    if (k === 0) return T(`left ${left(p)} unanswered`, `${left(p)} प्रश्न छोड़े`);
    if (k === 1) return T(`attempted ${att(p)}`, `${att(p)} प्रश्न हल किए`);
    return T(`${S(p).w} wrong`, `${S(p).w} उत्तर ग़लत`);
  };

  // The checker: every count of correct and wrong answers that fits a student's score and fact.
  const solveOne = (p: number) => {
    const fits: [number, number][] = [];
    for (let c = 0; c <= Q; c++)
      for (let w = 0; c + w <= Q; w++) {
        if (plus * c - minus * w !== score(p)) continue;
        const k = S(p).kind;
        const ok = k === 0 ? Q - c - w === left(p) : k === 1 ? c + w === att(p) : w === S(p).w;
        if (ok) fits.push([c, w]);
      }
    return fits.length === 1 ? (fits[0] as [number, number]) : null;
  };
  const solved = lazy(() => range(N).map(solveOne));
  const got = (p: number) => get(solved(), p);

  const how = (p: number): Text => {
    const { c, w, kind } = S(p);
    const sc = score(p);
    if (kind === 2)
      return T(
        `${P(p).en}: ${plus}c − ${w} = ${sc}, so c = ${(sc + w) / plus}; ${c} correct, ${w} wrong, ${left(p)} left.`,
        `${P(p).hi}: ${plus}c − ${w} = ${sc}, अतः c = ${(sc + w) / plus}; ${c} सही, ${w} ग़लत, ${left(p)} छोड़े।`,
      );
    const a = att(p);
    const from = kind === 0 ? `c + w = ${Q} − ${left(p)} = ${a}` : `c + w = ${a}`;
    return T(
      `${P(p).en}: ${from} and ${plus}c − w = ${sc}; adding, ${plus + 1}c = ${sc + a}, so c = ${c}; ${c} correct, ${w} wrong, ${left(p)} left.`,
      `${P(p).hi}: ${from} तथा ${plus}c − w = ${sc}; जोड़ने पर ${plus + 1}c = ${sc + a}, अतः c = ${c}; ${c} सही, ${w} ग़लत, ${left(p)} छोड़े।`,
    );
  };
  const working = both((lang) =>
    [
      lang === 'en'
        ? `Let c be the correct and w the wrong answers of a student; the score is ${plus}c − w.`
        : `माना किसी छात्र के c उत्तर सही और w ग़लत हैं; तब अंक = ${plus}c − w।`,
      range(N)
        .map((p) => `- ${how(p)[lang]}`)
        .join('\n'),
      mdTable(
        [
          lang === 'en' ? 'Student' : 'छात्र',
          lang === 'en' ? 'Correct' : 'सही',
          lang === 'en' ? 'Wrong' : 'ग़लत',
          lang === 'en' ? 'Left' : 'छोड़े',
        ],
        range(N).map((p) => [P(p)[lang], String(S(p).c), String(S(p).w), String(left(p))]),
      ),
    ].join('\n\n'),
  );
  const sol = (extraText: Text) =>
    both((lang) => [working[lang], extraText[lang]].filter((x) => x).join('\n\n'));
  const x = rng.pick(range(N).filter((p) => S(p).kind !== 2));
  const y = rng.pick(range(N).filter((p) => p !== x));
  const totalWrong = st.reduce((a, s) => a + s.w, 0);
  const questions: GeneratedQuestion[] = [
    numericQuestion({
      title: T("A student's correct answers", 'एक छात्र के सही उत्तर'),
      statement: T(
        `How many questions did ${P(x).en} answer correctly?`,
        `${P(x).hi} ने कितने प्रश्नों के सही उत्तर दिए?`,
      ),
      value: S(x).c,
      solution: sol(T('', '')),
      seconds: 90,
      check: () => got(x)?.[0] ?? null,
    }),
    numericQuestion({
      title: T('Wrong answers of the group', 'समूह के कुल ग़लत उत्तर'),
      statement: T(
        'How many wrong answers did the five students give in all?',
        'पाँचों छात्रों ने कुल कितने ग़लत उत्तर दिए?',
      ),
      value: totalWrong,
      solution: sol(
        T(
          `Adding the wrong answers: ${st.map((s) => s.w).join(' + ')} = ${totalWrong}.`,
          `ग़लत उत्तर जोड़ने पर: ${st.map((s) => s.w).join(' + ')} = ${totalWrong}।`,
        ),
      ),
      seconds: 150,
      check: () => solved().reduce((a, s) => (s && a !== null ? a + s[1] : null), 0 as number | null),
    }),
  ];
  // Highest accuracy (correct out of attempted): the slip is the highest score or most correct.
  {
    const answer = P(best);
    const byScore = range(N).reduce((a, b) => (score(b) > score(a) ? b : a));
    const byCorrect = range(N).reduce((a, b) => (S(b).c > S(a).c ? b : a));
    const made = textOptions(
      rng,
      T(answer.en, answer.hi),
      [P(byScore), P(byCorrect)].map((q) => T(q.en, q.hi)),
      people.map((q) => T(q.en, q.hi)),
    );
    questions.push(
      choiceQuestion(
        {
          title: T('Highest accuracy', 'सर्वाधिक सटीकता'),
          statement: T(
            'Whose accuracy (correct answers as a share of the questions attempted) was the highest?',
            'किसकी सटीकता (हल किए गए प्रश्नों में सही उत्तरों का अनुपात) सबसे अधिक थी?',
          ),
          explain: T(
            `Accuracy = c ÷ (c + w): ${range(N)
              .map((p) => `${P(p).en} ${S(p).c}/${att(p)} = ${(100 * acc(p)).toFixed(1)}%`)
              .join(', ')}.`,
            `सटीकता = c ÷ (c + w): ${range(N)
              .map((p) => `${P(p).hi} ${S(p).c}/${att(p)} = ${(100 * acc(p)).toFixed(1)}%`)
              .join(', ')}।`,
          ),
          answer: T(answer.en, answer.hi),
          ...made,
          seconds: 150,
          checkAnswer: () => {
            const s = solved();
            if (s.some((v) => !v)) return null;
            const a = (p: number) =>
              (get(s, p) as [number, number])[0] /
              ((get(s, p) as [number, number])[0] + (get(s, p) as [number, number])[1]);
            const top = range(N).filter((p) => range(N).every((q) => a(q) <= a(p)));
            return top.length === 1 ? P(top[0] as number).en : null;
          },
        },
        working,
      ),
    );
  }
  // Most questions left unanswered.
  {
    const answer = P(most);
    const fewestWrong = range(N).reduce((a, b) => (S(b).w < S(a).w ? b : a));
    const made = textOptions(
      rng,
      T(answer.en, answer.hi),
      [P(fewestWrong)].map((q) => T(q.en, q.hi)),
      people.map((q) => T(q.en, q.hi)),
    );
    questions.push(
      choiceQuestion(
        {
          title: T('Most questions left', 'सबसे अधिक छोड़े गए प्रश्न'),
          statement: T('Who left the most questions unanswered?', 'किसने सबसे अधिक प्रश्न बिना उत्तर के छोड़े?'),
          explain: T(
            `Questions left = ${Q} − c − w: ${range(N)
              .map((p) => `${P(p).en} ${left(p)}`)
              .join(', ')}.`,
            `छोड़े गए प्रश्न = ${Q} − c − w: ${range(N)
              .map((p) => `${P(p).hi} ${left(p)}`)
              .join(', ')}।`,
          ),
          answer: T(answer.en, answer.hi),
          ...made,
          seconds: 120,
          checkAnswer: () => {
            const s = solved();
            if (s.some((v) => !v)) return null;
            const l = (p: number) =>
              Q - (get(s, p) as [number, number])[0] - (get(s, p) as [number, number])[1];
            const top = range(N).filter((p) => range(N).every((q) => l(q) <= l(p)));
            return top.length === 1 ? P(top[0] as number).en : null;
          },
        },
        working,
      ),
    );
  }
  // Score without negative marking.
  questions.push(
    numericQuestion({
      title: T('Score without negative marking', 'ऋणात्मक अंकन के बिना अंक'),
      statement: T(
        `Had there been no negative marking, what would ${P(y).en}'s score have been?`,
        `यदि ऋणात्मक अंकन न होता, तो ${P(y).hi} के अंक कितने होते?`,
      ),
      value: plus * S(y).c,
      solution: sol(
        T(
          `Without negative marking only the correct answers count: ${plus} × ${S(y).c} = ${plus * S(y).c} (the actual score ${score(y)} plus the ${S(y).w} marks lost).`,
          `ऋणात्मक अंकन के बिना केवल सही उत्तर गिने जाते हैं: ${plus} × ${S(y).c} = ${plus * S(y).c} (वास्तविक अंक ${score(y)} और कटे हुए ${S(y).w} अंक)।`,
        ),
      ),
      seconds: 120,
      check: () => {
        const v = got(y);
        return v ? plus * v[0] : null;
      },
    }),
  );
  const body = both((lang) =>
    [
      lang === 'en'
        ? `A test has ${Q} questions. Each correct answer gets ${plus} marks, each wrong answer loses ${minus} mark, and a question left unanswered gets 0. The table gives the scores of five students — ${joinTexts(people).en} — with one more fact about each.`
        : `एक परीक्षा में ${Q} प्रश्न हैं। हर सही उत्तर पर ${plus} अंक मिलते हैं, हर ग़लत उत्तर पर ${minus} अंक कटता है और छोड़े गए प्रश्न पर 0 अंक। तालिका में पाँच छात्रों — ${joinTexts(people).hi} — के अंक और हर एक के बारे में एक और तथ्य दिया है।`,
      mdTable(
        [
          lang === 'en' ? 'Student' : 'छात्र',
          lang === 'en' ? 'Score' : 'अंक',
          lang === 'en' ? 'Also known' : 'अन्य जानकारी',
        ],
        range(N).map((p) => [P(p)[lang], String(score(p)), extra(p)[lang]]),
      ),
    ].join('\n\n'),
  );
  return {
    set: { kind: 'passage', title: T('Scores with negative marking', 'ऋणात्मक अंकन वाले अंक'), body },
    questions: rng.shuffle(questions),
    numbers: [Q, plus, ...range(N).map(score)],
  };
}

/** Five students' scores with negative marking, each with one more fact; correct and wrong answers worked out. */
export const calculationTestScores: QuestionSetGenerator = {
  id: 'calculation-based-lrdi/test-scores',
  topic: 'calculation-based-lrdi',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate(rng): GeneratedSet {
    for (;;) {
      const made = attempt(rng);
      if (made) return made;
    }
  },
};
