import type { GeneratedQuestion } from '../../generator.js';
import type { Rng } from '../../random.js';
import type { GeneratedSet, QuestionSetGenerator } from '../../set-generator.js';
import { retry } from './group-d8-kit.js';
import {
  both,
  cap,
  choiceQuestion,
  get,
  numericQuestion,
  pickPeople,
  range,
  T,
  type Text,
  textOptions,
} from './lrdi-solver.js';

/**
 * Direction sense — a faulty signboard (SSC CGL, Bank PO, CAT): a signboard's compass has its eight
 * labels turned (and perhaps mirrored); two examples give the mislabelling. A visitor follows the
 * labels. The questions ask what a direction is labelled, where a label really points, how far the
 * visitor ends up and which real direction the visitor faces after a turn. `generate` applies the
 * turn directly; each checker tries all 16 turnings and mirrorings, keeps the one that fits both
 * examples, and recomputes.
 */

/** The eight directions clockwise from north. */
const D8: readonly Text[] = [
  T('north', 'उत्तर'),
  T('north-east', 'उत्तर-पूर्व'),
  T('east', 'पूर्व'),
  T('south-east', 'दक्षिण-पूर्व'),
  T('south', 'दक्षिण'),
  T('south-west', 'दक्षिण-पश्चिम'),
  T('west', 'पश्चिम'),
  T('north-west', 'उत्तर-पश्चिम'),
];
const mod8 = (x: number) => ((x % 8) + 8) % 8;
interface Code {
  k: number;
  mirror: boolean;
}
/** The label shown for real direction r. */
const label = (c: Code, r: number) => mod8((c.mirror ? -r : r) + c.k);
/** The real direction a label points to. */
const realOf = (c: Code, l: number) => mod8(c.mirror ? c.k - l : l - c.k);
const q = (t: Text): Text => T(`"${t.en}"`, `"${t.hi}"`);

function attempt(rng: Rng): GeneratedSet | null {
  const code: Code = { k: rng.int(1, 7), mirror: rng.next() < 0.5 };
  const [r1, r2] = rng.shuffle(range(8)) as [number, number];
  if (mod8(r1 - r2) === 4 || mod8(r1 - r2) === 0) return null;
  const fits = () =>
    range(16)
      .map((i) => ({ k: i % 8, mirror: i >= 8 }))
      .filter((c) => label(c, r1) === label(code, r1) && label(c, r2) === label(code, r2));
  if (fits().length !== 1) return null;
  const person = get(pickPeople(rng, 1), 0);
  const he = person.male ? T('he', 'वह') : T('she', 'वह');
  const ex = both(
    (lang) =>
      `${get(D8, r1)[lang]} ${lang === 'en' ? 'is labelled' : 'पर लिखा है'} ${q(get(D8, label(code, r1)))[lang]}${lang === 'en' ? ' and ' : ' और '}${get(D8, r2)[lang]} ${lang === 'en' ? 'is labelled' : 'पर लिखा है'} ${q(get(D8, label(code, r2)))[lang]}`,
  );
  const how = both((lang) =>
    lang === 'en'
      ? `Going clockwise, the real directions and their labels: ${range(8)
          .map((r) => `${get(D8, r).en} → "${get(D8, label(code, r)).en}"`)
          .join(
            ', ',
          )}. (From the two examples: the labels are turned ${45 * code.k}° clockwise${code.mirror ? ' after being mirrored, so they run anticlockwise' : ''}; no other turning${code.mirror ? '' : ' or mirroring'} fits both.)`
      : `दक्षिणावर्त क्रम में वास्तविक दिशाएँ और उनके लेबल: ${range(8)
          .map((r) => `${get(D8, r).hi} → "${get(D8, label(code, r)).hi}"`)
          .join(
            ', ',
          )}। (दोनों उदाहरणों से: लेबल ${45 * code.k}° दक्षिणावर्त घुमाए गए हैं${code.mirror ? ', उल्टे क्रम (वामावर्त) में लिखे जाने के बाद' : ''}; कोई अन्य घुमाव${code.mirror ? '' : ' या उल्टा क्रम'} दोनों उदाहरणों पर खरा नहीं उतरता।)`,
  );
  const solved = () => {
    const f = fits();
    return f.length === 1 ? (f[0] as Code) : null;
  };
  const qs: (() => GeneratedQuestion)[] = [];
  const r3 = rng.pick(range(8).filter((r) => r !== r1 && r !== r2));
  qs.push(() => {
    const ans = get(D8, label(code, r3));
    const made = textOptions(
      rng,
      ans,
      [get(D8, realOf(code, r3)), get(D8, mod8(r3 + code.k)), get(D8, mod8(r3 - code.k))],
      D8,
    );
    return choiceQuestion(
      {
        title: T('The label of a direction', 'किसी दिशा का लेबल'),
        statement: T(
          `What is ${get(D8, r3).en} labelled on the signboard?`,
          `संकेत-पट्ट पर ${get(D8, r3).hi} के लिए क्या लिखा है?`,
        ),
        explain: T(
          `${cap(get(D8, r3).en)} is labelled "${ans.en}".`,
          `${get(D8, r3).hi} पर "${ans.hi}" लिखा है।`,
        ),
        answer: ans,
        ...made,
        seconds: 120,
        checkAnswer: () => {
          const c = solved();
          return c ? get(D8, label(c, r3)).en : null;
        },
      },
      how,
    );
  });
  const l4 = rng.pick(range(8).filter((l) => l !== label(code, r1) && l !== label(code, r2)));
  qs.push(() => {
    const ans = get(D8, realOf(code, l4));
    const made = textOptions(rng, ans, [get(D8, label(code, l4)), get(D8, l4)], D8);
    return choiceQuestion(
      {
        title: T('Where a label points', 'लेबल की वास्तविक दिशा'),
        statement: T(
          `The arm labelled ${q(get(D8, l4)).en} really points in which direction?`,
          `${q(get(D8, l4)).hi} लेबल वाली भुजा वास्तव में किस दिशा में है?`,
        ),
        explain: T(
          `"${get(D8, l4).en}" is the label of ${ans.en}.`,
          `"${get(D8, l4).hi}" ${ans.hi} का लेबल है।`,
        ),
        answer: ans,
        ...made,
        seconds: 120,
        checkAnswer: () => {
          const c = solved();
          return c ? get(D8, realOf(c, l4)).en : null;
        },
      },
      how,
    );
  });
  const [a, b, cc] = rng.pick([
    [7, 12, 2],
    [9, 8, 3],
    [10, 12, 1],
    [11, 8, 5],
    [8, 15, 0],
    [6, 12, 1],
    [13, 12, 8],
  ]) as [number, number, number];
  const L = rng.int(0, 7);
  const dist = Math.hypot(a - cc, b);
  const turnCw = rng.pick([90, 135]);
  const realEnd = realOf(code, mod8(L + 4));
  qs.push(() =>
    numericQuestion({
      title: T('Following the labels', 'लेबलों के अनुसार चलना'),
      statement: T(
        `${person.en} follows the signboard: ${he.en} walks ${a} km towards ${q(get(D8, L)).en}, then ${b} km towards ${q(get(D8, mod8(L + 2))).en}${cc > 0 ? `, then ${cc} km towards ${q(get(D8, mod8(L + 4))).en}` : ''}. How far (in km) is ${he.en} from the signboard in a straight line?`,
        `${person.hi} संकेत-पट्ट के अनुसार चलता/चलती है: ${a} किमी ${q(get(D8, L)).hi} की ओर, फिर ${b} किमी ${q(get(D8, mod8(L + 2))).hi} की ओर${cc > 0 ? `, फिर ${cc} किमी ${q(get(D8, mod8(L + 4))).hi} की ओर` : ''}। सीधी रेखा में ${person.hi} संकेत-पट्ट से कितनी दूर (किमी में) है?`.replace(
          'चलता/चलती',
          person.male ? 'चलता' : 'चलती',
        ),
      ),
      value: dist,
      solution: both((lang) =>
        lang === 'en'
          ? `Turning or mirroring the labels keeps right angles: the labels ${q(get(D8, L)).en} and ${q(get(D8, mod8(L + 2))).en} are two real directions at right angles, and ${q(get(D8, mod8(L + 4))).en} is opposite the first. So the walk is ${a} − ${cc} = ${a - cc} km one way and ${b} km at right angles to it: $\\sqrt{${a - cc}^2 + ${b}^2} = ${dist}$.`
          : `लेबल घुमाने या उल्टा करने से समकोण बने रहते हैं: ${q(get(D8, L)).hi} और ${q(get(D8, mod8(L + 2))).hi} दो वास्तविक दिशाएँ हैं जो परस्पर समकोण पर हैं, और ${q(get(D8, mod8(L + 4))).hi} पहली के विपरीत है। अतः यात्रा एक ओर ${a} − ${cc} = ${a - cc} किमी और उसके समकोण पर ${b} किमी है: $\\sqrt{${a - cc}^2 + ${b}^2} = ${dist}$।`,
      ),
      seconds: 150,
      check: () => {
        const c = solved();
        if (!c) return null;
        const vec = (l: number, n: number) => {
          const ang = (realOf(c, l) * Math.PI) / 4;
          return [Math.sin(ang) * n, Math.cos(ang) * n] as const;
        };
        const legs = [vec(L, a), vec(mod8(L + 2), b), vec(mod8(L + 4), cc)];
        return (
          Math.round(
            Math.hypot(
              legs.reduce((s, v) => s + v[0], 0),
              legs.reduce((s, v) => s + v[1], 0),
            ) * 1000,
          ) / 1000
        );
      },
    }),
  );
  qs.push(() => {
    const ans = get(D8, mod8(realEnd + turnCw / 45));
    // Slips: turning the label instead of the person; turning the wrong way.
    const made = textOptions(
      rng,
      ans,
      [get(D8, realOf(code, mod8(L + 4 + turnCw / 45))), get(D8, mod8(realEnd - turnCw / 45))],
      D8,
    );
    return choiceQuestion(
      {
        title: T('A real turn at the end', 'अंत में वास्तविक मोड़'),
        statement: T(
          `Facing ${q(get(D8, mod8(L + 4))).en} on the signboard, ${person.en} turns ${turnCw}° clockwise. In which real direction does ${he.en} face now?`,
          `संकेत-पट्ट के ${q(get(D8, mod8(L + 4))).hi} की ओर मुँह करके ${person.hi} ${turnCw}° दक्षिणावर्त मुड़ता/मुड़ती है। अब ${person.hi} का मुँह वास्तव में किस दिशा में है?`.replace(
            'मुड़ता/मुड़ती',
            person.male ? 'मुड़ता' : 'मुड़ती',
          ),
        ),
        explain: T(
          `${q(get(D8, mod8(L + 4))).en} is really ${get(D8, realEnd).en}; the turn is real, so ${turnCw}° clockwise from ${get(D8, realEnd).en} is ${ans.en}.`,
          `${q(get(D8, mod8(L + 4))).hi} वास्तव में ${get(D8, realEnd).hi} है; मोड़ वास्तविक है, अतः ${get(D8, realEnd).hi} से ${turnCw}° दक्षिणावर्त ${ans.hi} है।`,
        ),
        answer: ans,
        ...made,
        seconds: 150,
        checkAnswer: () => {
          const c = solved();
          return c ? get(D8, mod8(realOf(c, mod8(L + 4)) + turnCw / 45)).en : null;
        },
      },
      how,
    );
  });
  const questions = qs.map((f) => f());
  const body = both((lang) =>
    lang === 'en'
      ? `A signboard at a crossroads has eight arms, one for each of the eight directions, but its labels are wrong: the whole set of labels has been turned (and perhaps written in the wrong order round the board), keeping right angles between the arms. For example, ${ex.en}. Every direction has exactly one label and no two share a label.`
      : `एक चौराहे पर लगे संकेत-पट्ट की आठ भुजाएँ हैं, आठों दिशाओं के लिए एक-एक, पर उसके लेबल गलत हैं: लेबलों का पूरा समूह घुमा दिया गया है (और संभवतः पट्ट पर उल्टे क्रम में लिखा गया है), भुजाओं के बीच के समकोण बने रहते हैं। उदाहरण के लिए, ${ex.hi}। हर दिशा का ठीक एक लेबल है और कोई दो दिशाएँ एक ही लेबल साझा नहीं करतीं।`,
  );
  return {
    set: { kind: 'passage', title: T('A faulty signboard', 'गलत लेबल वाला संकेत-पट्ट'), body },
    questions,
    numbers: [],
  };
}

/** A signboard with turned (perhaps mirrored) labels: labels, real directions, a walk and a turn. */
export const directionFaultySignboard: QuestionSetGenerator = {
  id: 'direction-senses/faulty-signboard',
  topic: 'direction-senses',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT'],
  generate: (rng) => retry(rng, attempt),
};
