import type { QuestionSetGenerator } from '../../set-generator.js';
import { cachedSpace, KIN, kinText, says, type Template, template } from './blood-relations-1-kin.js';
import { drawSet, kitSet, type ValueAsk } from './group-d7-kit.js';
import {
  both,
  type Clue,
  get,
  joinTexts,
  lazy,
  MEN,
  mdTable,
  permutations,
  range,
  T,
  type Text,
  WOMEN,
} from './lrdi-solver.js';

/**
 * Blood relations (group D7): a family and its professions, relations mixed with a distribution
 * (IBPS PO, SBI PO, SSC CGL, CAT). A couple and their three children hold five different jobs;
 * clues such as "the doctor is the lawyer's mother" fix who is who and who does what. The checker
 * tries every family (the children's places) with every sharing of the five jobs.
 */

const JOBS: readonly Text[] = [
  T('doctor', 'डॉक्टर'),
  T('teacher', 'शिक्षक'),
  T('engineer', 'इंजीनियर'),
  T('lawyer', 'वकील'),
  T('banker', 'बैंकर'),
  T('architect', 'वास्तुकार'),
  T('pilot', 'पायलट'),
];
const N = 5;
/** Roles: 0 father, 1 mother, 2-4 their children (boys or girls). */
const TEMPLATES = () =>
  range(8).map(
    (b): Template =>
      template(
        [true, false, ...[0, 1, 2].map((i) => ((b >> i) & 1) === 1)],
        [[0, 1]],
        [
          [2, 0, 1],
          [3, 0, 1],
          [4, 0, 1],
        ],
      ),
  );
const SPACES = [2, 3].map((men) => cachedSpace(TEMPLATES, men, N - men));
const PERMS = lazy(() => permutations(N));
const JOB_WORDS = ['father', 'mother', 'son', 'daughter', 'brother', 'sister', 'husband', 'wife'];

/** A couple and three children with five different jobs; the clues fix both. */
export const bloodRelationsFamilyProfessions: QuestionSetGenerator = {
  id: 'blood-relations-1/family-professions',
  topic: 'blood-relations-1',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CAT', 'Placements'],
  generate: (rng) =>
    drawSet(rng, () => {
      const men = rng.int(2, 3);
      const sp = (SPACES[men - 2] as (typeof SPACES)[0])();
      const ids = sp.all();
      const perms = PERMS();
      const people = [...rng.shuffle(MEN).slice(0, men), ...rng.shuffle(WOMEN).slice(0, N - men)];
      const jobs = rng.shuffle(JOBS).slice(0, N);
      const P = (p: number) => people[p] as Text;
      const J = (j: number) => jobs[j] as Text;
      const Jt = (j: number) => T(`the ${J(j).en}`, J(j).hi);
      /** A state s = k·120 + i: the k-th family with jobs by the i-th permutation. */
      const fam = (s: number) => get(ids, Math.floor(s / perms.length));
      const job = (s: number, p: number) => get(get(perms, s % perms.length), p);
      const holder = (s: number, j: number) => get(perms, s % perms.length).indexOf(j);
      const rel = (s: number, x: number, y: number) => sp.rel(fam(s), x, y);
      const enumerate = () => range(sp.all().length * PERMS().length);
      const truth = rng.int(0, ids.length * perms.length - 1);
      const pool: Clue<number>[] = [];
      const cap = (t: Text) => T(t.en.charAt(0).toUpperCase() + t.en.slice(1), t.hi);
      for (const a of range(N))
        for (const b of range(N)) {
          const key = rel(truth, holder(truth, a), holder(truth, b));
          if (key === '' || rng.next() < 0.5) continue;
          pool.push({
            text: says(cap(Jt(a)), Jt(b), key),
            holds: (s) => rel(s, holder(s, a), holder(s, b)) === key,
          });
        }
      for (const x of range(N)) {
        for (const b of range(N)) {
          const key = rel(truth, x, holder(truth, b));
          if (key !== '' && rng.next() < 0.3)
            pool.push({ text: says(P(x), Jt(b), key), holds: (s) => rel(s, x, holder(s, b)) === key });
          if (job(truth, x) !== b && rng.next() < 0.2)
            pool.push({
              text: T(`${P(x).en} is not the ${J(b).en}.`, `${P(x).hi} ${J(b).hi} नहीं है।`),
              holds: (s) => job(s, x) !== b,
            });
        }
        for (const y of range(N)) {
          const key = rel(truth, x, y);
          if (key !== '' && rng.next() < 0.1)
            pool.push({ text: says(P(x), P(y), key), holds: (s) => rel(s, x, y) === key });
        }
      }
      const parentOf = (s: number, x: number, key: string) =>
        range(N).find((y) => rel(s, y, x) === key) ?? -1;
      const [x] = rng.shuffle(range(N)) as [number];
      const [y] = rng.shuffle(range(N).filter((c) => parentOf(truth, c, 'father') >= 0)) as [number];
      const [a, b] = rng.shuffle(range(N)) as [number, number];
      const child = rng.pick(range(N).filter((c) => parentOf(truth, c, 'father') >= 0 && c !== y));
      const fem = (k: string) => KIN[k]?.ka === 'की';
      const keyAB = rel(truth, holder(truth, a), holder(truth, b));
      const asks: ValueAsk<number>[] = [
        {
          title: T('Who holds the job', 'कौन करता है यह काम'),
          statement: T(`Who is the ${J(a).en}?`, `${J(a).hi} कौन है?`),
          value: (s) => P(holder(s, a)),
          slips: [],
          filler: people,
          seconds: 120,
        },
        {
          title: T("A member's job", 'सदस्य का पेशा'),
          statement: T(`What is ${P(x).en}'s profession?`, `${P(x).hi} का पेशा क्या है?`),
          value: (s) => cap(J(job(s, x))),
          slips: [],
          filler: jobs.map(cap),
          seconds: 120,
        },
        {
          title: T('Two professionals', 'दो पेशेवरों का संबंध'),
          statement: T(
            `How is the ${J(a).en} related to the ${J(b).en}?`,
            `${J(a).hi} का ${J(b).hi} से क्या संबंध है?`,
          ),
          value: (s) => kinText(rel(s, holder(s, a), holder(s, b)) || 'father'),
          slips: [],
          filler: JOB_WORDS.filter((k) => fem(k) === fem(keyAB || 'father')).map(kinText),
          seconds: 150,
        },
        {
          title: T("A mother's job", 'माता का पेशा'),
          statement: T(`What does ${P(child).en}'s mother do?`, `${P(child).hi} की माता का पेशा क्या है?`),
          value: (s) =>
            parentOf(s, child, 'mother') < 0
              ? T('Not in the family', 'परिवार में नहीं')
              : cap(J(job(s, parentOf(s, child, 'mother')))),
          slips: [],
          filler: jobs.map(cap),
          seconds: 150,
        },
        {
          title: T("The father's job", 'पिता का पेशा'),
          statement: T(`What does ${P(y).en}'s father do?`, `${P(y).hi} के पिता का पेशा क्या है?`),
          value: (s) =>
            parentOf(s, y, 'father') < 0
              ? T('Not in the family', 'परिवार में नहीं')
              : cap(J(job(s, parentOf(s, y, 'father')))),
          slips: [],
          filler: jobs.map(cap),
          seconds: 150,
        },
      ];
      return kitSet({
        rng,
        enumerate,
        truth,
        pool,
        clues: [4, 10],
        trace: range(N).map((p) => ({
          text: T(
            `${P(p).en} is the ${roleOf(sp.roleOf(fam(truth), p)).en} and the ${J(job(truth, p)).en}`,
            `${P(p).hi} — ${roleOf(sp.roleOf(fam(truth), p)).hi}, ${J(job(truth, p)).hi}`,
          ),
          holds: (s: number) =>
            sp.roleOf(fam(s), p) === sp.roleOf(fam(truth), p) && job(s, p) === job(truth, p),
        })),
        table: (cands) =>
          both((lang) =>
            mdTable(
              lang === 'en'
                ? ['Member', 'Place in the family', 'Profession']
                : ['सदस्य', 'परिवार में स्थान', 'पेशा'],
              range(N).map((p) => {
                const s = cands[0] ?? truth;
                return [P(p)[lang], roleOf(sp.roleOf(fam(s), p))[lang], J(job(s, p))[lang]];
              }),
            ),
          ),
        asks: rng.shuffle(asks),
        intro: both((lang) =>
          lang === 'en'
            ? `A family of five consists of a married couple and their three children. The men are ${joinTexts(people.slice(0, men)).en}; the women are ${joinTexts(people.slice(men)).en}. Each of the five has a different profession: ${joinTexts(jobs.map((_, j) => Jt(j))).en}.`
            : `पाँच सदस्यों के एक परिवार में एक विवाहित दंपती और उनकी तीन संतानें हैं। पुरुष हैं ${joinTexts(people.slice(0, men)).hi}; महिलाएँ हैं ${joinTexts(people.slice(men)).hi}। पाँचों के पेशे अलग-अलग हैं: ${joinTexts(jobs).hi}।`,
        ),
        title: T('A family at work', 'परिवार और पेशे'),
      });
    }),
};

function roleOf(r: number): Text {
  return r === 0 ? T('father', 'पिता') : r === 1 ? T('mother', 'माता') : T('child', 'संतान');
}
