import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import { MONTH_NAMES } from '../../shared/calendar-facts.js';
import { MEN_NAMES, menAndWomen, WOMEN_NAMES } from '../../shared/person-names.js';

/**
 * Decision making with conditions (CAT / Bank PO): four conditions of selection, two exceptions that
 * send a case to higher authority, and one candidate described in words (some facts may be missing).
 * The decision is found by trying every value of the missing facts; the checker instead tries every
 * truth value of the conditions that cannot be read.
 */

type Lang = 'en' | 'hi';
type Outcome = 'select' | 'reject' | 'gm' | 'chairman' | 'inadequate';
const OUTCOMES: readonly Outcome[] = ['select', 'reject', 'gm', 'chairman', 'inadequate'];

const OPTION: Record<Outcome, { en: string; hi: string }> = {
  select: { en: 'The candidate is to be selected', hi: 'अभ्यर्थी का चयन किया जाए' },
  reject: { en: 'The candidate is not to be selected', hi: 'अभ्यर्थी का चयन न किया जाए' },
  gm: { en: 'The case is to be referred to the General Manager', hi: 'मामला महाप्रबंधक को भेजा जाए' },
  chairman: { en: 'The case is to be referred to the Chairman', hi: 'मामला अध्यक्ष को भेजा जाए' },
  inadequate: {
    en: 'The data given are not adequate to take a decision',
    hi: 'दिए गए आँकड़े निर्णय लेने के लिए पर्याप्त नहीं हैं',
  },
};

const SUBJECTS = [
  { en: 'commerce', hi: 'वाणिज्य', job: { en: 'an accountant', hi: 'लेखाकार' } },
  { en: 'economics', hi: 'अर्थशास्त्र', job: { en: 'a research assistant', hi: 'शोध सहायक' } },
  { en: 'science', hi: 'विज्ञान', job: { en: 'a laboratory assistant', hi: 'प्रयोगशाला सहायक' } },
  { en: 'arts', hi: 'कला', job: { en: 'a sales executive', hi: 'बिक्री अधिकारी' } },
];

/** A candidate; `undefined` marks a fact the description leaves out. */
interface Candidate {
  grad: number | undefined;
  exp: number | undefined;
  test: number | undefined;
  pg: boolean | undefined;
  /** Birth date as [year, month 0–11, day]. */
  born: [number, number, number];
}

/** Born on or after 1 January 1996 and on or before 31 December 2004. */
const bornInRange = (b: [number, number, number]) => b[0] >= 1996 && b[0] <= 2004;

function decide(c: Required<{ [K in keyof Candidate]: NonNullable<Candidate[K]> }>): Outcome {
  const ok = [c.grad >= 60, c.exp >= 2, bornInRange(c.born), c.test >= 50];
  const failed = ok.map((x, k) => (x ? -1 : k)).filter((k) => k >= 0);
  if (failed.length === 0) return 'select';
  if (failed.length === 1 && failed[0] === 1) return c.pg ? 'gm' : 'reject';
  if (failed.length === 1 && failed[0] === 3) return c.test >= 45 ? 'chairman' : 'reject';
  return 'reject';
}

/** Every decision the missing facts allow: each missing fact takes every value it could have. */
function decisions(c: Candidate): Set<Outcome> {
  const out = new Set<Outcome>();
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, k) => a + k);
  for (const grad of c.grad === undefined ? range(35, 95) : [c.grad])
    for (const exp of c.exp === undefined ? range(0, 8) : [c.exp])
      for (const test of c.test === undefined ? range(30, 90) : [c.test])
        for (const pg of c.pg === undefined ? [false, true] : [c.pg])
          out.add(decide({ grad, exp, test, pg, born: c.born }));
  return out;
}

/** The checker: each condition read as true, false or unknown; unknown ones take both truth values. */
function decisionByConditions(c: Candidate): Outcome {
  const tri = (v: number | undefined, min: number) => (v === undefined ? [false, true] : [v >= min]);
  const found = new Set<Outcome>();
  for (const a of tri(c.grad, 60))
    for (const b of tri(c.exp, 2))
      for (const d of tri(c.test, 50))
        for (const near of d ? [true] : tri(c.test, 45))
          for (const pg of c.pg === undefined ? [false, true] : [c.pg]) {
            const age = bornInRange(c.born);
            if (a && b && age && d) found.add('select');
            else if (a && !b && age && d) found.add(pg ? 'gm' : 'reject');
            else if (a && b && age && !d) found.add(near ? 'chairman' : 'reject');
            else found.add('reject');
          }
  return found.size === 1 ? ([...found][0] as Outcome) : 'inadequate';
}

/** A candidate built for the wanted decision (redrawn by the caller until it gives it). */
function draw(rng: Rng, want: Outcome): Candidate {
  // Graduates are at least 21 years old in 2026, so the years of experience fit the birth year.
  const year = rng.int(1996, 2003);
  const good = (): Candidate => ({
    grad: rng.int(60, 85),
    exp: rng.int(2, Math.min(6, 2026 - year - 21)),
    test: rng.int(50, 80),
    pg: rng.int(0, 2) === 0 ? undefined : rng.int(0, 1) === 1,
    born: [year, rng.int(0, 11), rng.int(1, 28)],
  });
  const c = good();
  switch (want) {
    case 'select':
      return c;
    case 'gm':
      return { ...c, exp: rng.int(0, 1), pg: true };
    case 'chairman':
      return { ...c, test: rng.int(45, 49) };
    case 'reject':
      switch (rng.int(0, 5)) {
        case 0:
          return { ...c, grad: rng.int(50, 59) };
        case 1:
          return { ...c, born: [rng.pick([1993, 1994, 1995]), rng.int(0, 11), rng.int(1, 28)] };
        case 2:
          return { ...c, exp: rng.int(0, 1), pg: false };
        case 3:
          return { ...c, test: rng.int(35, 44) };
        case 4:
          return { ...c, exp: rng.int(0, 1), pg: true, test: rng.int(45, 49) };
        default:
          // A failed condition no exception covers makes the missing experience irrelevant.
          return { ...c, grad: rng.int(50, 59), exp: undefined };
      }
    default:
      switch (rng.int(0, 3)) {
        case 0:
          return { ...c, exp: undefined };
        case 1:
          return { ...c, exp: rng.int(0, 1), pg: undefined };
        case 2:
          return { ...c, test: undefined };
        default:
          return { ...c, grad: undefined };
      }
  }
}

function decisionQuestion(rng: Rng): GeneratedQuestion {
  const want = rng.pick(OUTCOMES);
  let c = draw(rng, want);
  for (let tries = 0; ; tries++) {
    const found = decisions(c);
    const got: Outcome = found.size === 1 ? ([...found][0] as Outcome) : 'inadequate';
    if (got === want) break;
    if (tries > 100) throw new Error(`no candidate for ${want}`);
    c = draw(rng, want);
  }
  const person = rng.pick(menAndWomen(MEN_NAMES, WOMEN_NAMES));
  const subject = rng.pick(SUBJECTS);
  const he = person.m ? 'he' : 'she';
  const He = person.m ? 'He' : 'She';
  const his = person.m ? 'his' : 'her';
  const [y, mo, d] = c.born;
  const date = (l: Lang) => `${d} ${MONTH_NAMES[mo]?.[l]} ${y}`;

  const facts = (l: Lang): string[] => {
    const en = l === 'en';
    const out: string[] = [
      en ? `${person.en} was born on ${date('en')}.` : `${person.hi} का जन्म ${date('hi')} को हुआ था।`,
    ];
    out.push(
      c.grad === undefined
        ? en
          ? `${He} is a graduate in ${subject.en}.`
          : `वह ${subject.hi} में स्नातक है।`
        : en
          ? `${He} graduated in ${subject.en} with ${c.grad} per cent marks.`
          : `उसने ${c.grad} प्रतिशत अंकों के साथ ${subject.hi} में स्नातक की उपाधि प्राप्त की है।`,
    );
    if (c.exp !== undefined)
      out.push(
        c.exp === 0
          ? en
            ? `${He} has no work experience.`
            : 'उसके पास कोई कार्य-अनुभव नहीं है।'
          : en
            ? `Since graduating, ${he} has worked as ${subject.job.en} for ${c.exp} years.`
            : `स्नातक होने के बाद से उसे ${subject.job.hi} के रूप में काम करते हुए ${c.exp} वर्ष ${c.exp === 1 ? 'हो गया है' : 'हो गए हैं'}।`,
      );
    if (c.pg !== undefined)
      out.push(
        c.pg
          ? en
            ? `${He} also holds a postgraduate degree.`
            : 'उसके पास स्नातकोत्तर उपाधि भी है।'
          : en
            ? `${He} does not hold a postgraduate degree.`
            : 'उसके पास कोई स्नातकोत्तर उपाधि नहीं है।',
      );
    out.push(
      c.test === undefined
        ? en
          ? `${He} has appeared in the selection test.`
          : `वह चयन परीक्षा में बैठ ${person.m ? 'चुका' : 'चुकी'} है।`
        : en
          ? `In the selection test ${he} scored ${c.test} per cent marks.`
          : `चयन परीक्षा में उसे ${c.test} प्रतिशत अंक मिले।`,
    );
    return out;
  };

  const rules = (l: Lang) =>
    l === 'en'
      ? [
          'A bank is recruiting Management Trainees. A candidate must:',
          '(i) be a graduate with at least 60 per cent marks;',
          '(ii) have at least 2 years of work experience after graduation;',
          '(iii) have been born on or after 1 January 1996 and on or before 31 December 2004;',
          '(iv) have scored at least 50 per cent marks in the selection test.',
          'However, (a) if a candidate meets all the conditions except (ii) but holds a postgraduate degree, the case is to be referred to the General Manager; (b) if a candidate meets all the conditions except (iv) but has scored at least 45 per cent marks in the test, the case is to be referred to the Chairman.',
        ]
      : [
          'एक बैंक प्रबंधन प्रशिक्षुओं की भर्ती कर रहा है। अभ्यर्थी को:',
          '(i) कम से कम 60 प्रतिशत अंकों के साथ स्नातक होना चाहिए;',
          '(ii) स्नातक के बाद कम से कम 2 वर्ष का कार्य-अनुभव होना चाहिए;',
          '(iii) उसका जन्म 1 जनवरी 1996 को या उसके बाद और 31 दिसंबर 2004 को या उससे पहले हुआ होना चाहिए;',
          '(iv) चयन परीक्षा में कम से कम 50 प्रतिशत अंक मिले होने चाहिए।',
          'परंतु (a) यदि कोई अभ्यर्थी (ii) को छोड़कर सभी शर्तें पूरी करता है और उसके पास स्नातकोत्तर उपाधि है, तो मामला महाप्रबंधक को भेजा जाए; (b) यदि कोई अभ्यर्थी (iv) को छोड़कर सभी शर्तें पूरी करता है और उसे परीक्षा में कम से कम 45 प्रतिशत अंक मिले हैं, तो मामला अध्यक्ष को भेजा जाए।',
        ];

  const statement = (l: Lang) =>
    [
      ...rules(l),
      '',
      facts(l).join(' '),
      '',
      l === 'en'
        ? `What should be done in the case of ${person.en}?`
        : `${person.hi} के मामले में क्या किया जाना चाहिए?`,
    ].join('\n');

  // The solution: each condition checked, then the rule or the missing fact that decides.
  const check = (l: Lang): string[] => {
    const en = l === 'en';
    const yes = en ? 'met' : 'पूरी होती है';
    const no = en ? 'not met' : 'पूरी नहीं होती';
    const unknown = en ? 'cannot be checked, the fact is not given' : 'जाँची नहीं जा सकती, तथ्य नहीं दिया गया';
    const line = (n: string, v: number | undefined, min: number, what: string) =>
      `(${n}) ${what}: ${v === undefined ? unknown : v >= min ? `$${v} \\ge ${min}$, ${yes}` : `$${v} < ${min}$, ${no}`}${en ? '.' : '।'}`;
    return [
      line('i', c.grad, 60, en ? 'graduation marks' : 'स्नातक के अंक'),
      line('ii', c.exp, 2, en ? 'years of experience' : 'अनुभव के वर्ष'),
      `(iii) ${en ? 'born on' : 'जन्म'} ${date(l)}: ${bornInRange(c.born) ? yes : no}${en ? '.' : '।'}`,
      line('iv', c.test, 50, en ? 'test marks' : 'परीक्षा के अंक'),
    ];
  };
  const possible = [...decisions(c)];
  const verdict = (l: Lang): string => {
    const en = l === 'en';
    if (want === 'inadequate')
      return en
        ? `Depending on the missing fact, the decision could be: ${possible.map((o) => `"${OPTION[o].en}"`).join(' or ')}. So the data are not adequate.`
        : `छूटे हुए तथ्य के अनुसार निर्णय यह हो सकता है: ${possible.map((o) => `"${OPTION[o].hi}"`).join(' या ')}। अतः आँकड़े पर्याप्त नहीं हैं।`;
    if (want === 'select') return en ? 'All four conditions are met.' : 'चारों शर्तें पूरी होती हैं।';
    if (want === 'gm')
      return en
        ? `Only (ii) fails and ${he} holds a postgraduate degree, so exception (a) applies.`
        : 'केवल (ii) पूरी नहीं होती और उसके पास स्नातकोत्तर उपाधि है, अतः अपवाद (a) लागू होता है।';
    if (want === 'chairman')
      return en
        ? `Only (iv) fails and ${his} test score is at least 45 per cent, so exception (b) applies.`
        : 'केवल (iv) पूरी नहीं होती और परीक्षा में उसके अंक कम से कम 45 प्रतिशत हैं, अतः अपवाद (b) लागू होता है।';
    const hard = (c.grad !== undefined && c.grad < 60) || !bornInRange(c.born);
    if (hard)
      return en
        ? `A condition that no exception covers, (${c.grad !== undefined && c.grad < 60 ? 'i' : 'iii'}), is not met, so whatever the other facts, the candidate cannot be selected.`
        : `एक ऐसी शर्त, (${c.grad !== undefined && c.grad < 60 ? 'i' : 'iii'}), पूरी नहीं होती जिस पर कोई अपवाद लागू नहीं होता; अतः बाकी तथ्य जो भी हों, चयन नहीं हो सकता।`;
    const expFails = c.exp !== undefined && c.exp < 2;
    const testFails = c.test !== undefined && c.test < 50;
    if (expFails && testFails)
      return en
        ? 'Both (ii) and (iv) fail; each exception applies only when all the other conditions are met.'
        : '(ii) और (iv) दोनों पूरी नहीं होतीं; हर अपवाद तभी लागू होता है जब बाकी सभी शर्तें पूरी हों।';
    if (expFails)
      return en
        ? `(ii) fails and ${he} has no postgraduate degree, so exception (a) does not apply.`
        : '(ii) पूरी नहीं होती और उसके पास स्नातकोत्तर उपाधि नहीं है, अतः अपवाद (a) लागू नहीं होता।';
    return en
      ? `(iv) fails and ${his} test score is below 45 per cent, so exception (b) does not apply.`
      : '(iv) पूरी नहीं होती और परीक्षा में उसके अंक 45 प्रतिशत से कम हैं, अतः अपवाद (b) लागू नहीं होता।';
  };
  const solution = (l: Lang) =>
    [
      l === 'en' ? 'Check each condition against the facts given:' : 'दिए गए तथ्यों पर हर शर्त जाँचिए:',
      check(l)
        .map((x) => `- ${x}`)
        .join('\n'),
      verdict(l),
      `**${l === 'en' ? 'Answer' : 'उत्तर'}: ${OPTION[want][l]}**`,
    ].join('\n\n');

  return {
    title: { en: 'Decision making with conditions', hi: 'शर्तों के आधार पर निर्णय' },
    type: 'single',
    statement: { en: statement('en'), hi: statement('hi') },
    options: OUTCOMES.map((o) => OPTION[o]),
    answer: { kind: 'choice', correct: [OUTCOMES.indexOf(want)] },
    solution: { en: solution('en'), hi: solution('hi') },
    expectedSeconds: 200,
    numbers: [c.grad, c.exp, c.test].filter((n): n is number => n !== undefined),
    check(): QuestionAnswer {
      return { kind: 'choice', correct: [OUTCOMES.indexOf(decisionByConditions(c))] };
    },
  };
}

/** Selection conditions with two exceptions and one candidate: select, reject, refer or data inadequate. */
export const conclusionsDecisionConditions: QuestionGenerator = {
  id: 'statement-and-conclusions/decision-with-conditions',
  topic: 'statement-and-conclusions',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate: decisionQuestion,
};
