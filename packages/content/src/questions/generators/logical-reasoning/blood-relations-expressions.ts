import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import { bilingualNames, MEN_NAMES, WOMEN_NAMES } from '../shared/person-names.js';
import {
  type Fact,
  familyOf,
  type Gender,
  genderings,
  hiPath,
  KIN,
  kaKi,
  kinGender,
  kinOf,
  reach,
  reachNamed,
  rebuild,
  relationKey,
  STEP_WORD,
  type Step,
} from './blood-relations-kinship.js';

/**
 * Blood relations read from a description: which coded expression states a given relation, and a
 * speaker who describes a relative through "my mother's only son" (the speaker himself). `generate`
 * builds the chain of steps; `check` decodes every option into facts and rebuilds the family, or
 * draws the speaker's family and follows the description literally.
 */

const GEN: Record<Step, Gender> = { F: 'm', M: 'f', S: 'm', D: 'f', B: 'm', Z: 'f', H: 'm', W: 'f' };
const SYMBOLS = ['+', '−', '×', '÷', '@', '#', '%', '&'] as const;

/** A path from Q to P, disguised: a father is the mother's husband, a brother a parent's son. */
function disguise(rng: Rng, path: Step[]): Step[] {
  const out: Step[] = [];
  path.forEach((s, i) => {
    const before: Gender | undefined = i === 0 ? undefined : GEN[path[i - 1] as Step];
    if (rng.next() < 0.5) {
      out.push(s);
      return;
    }
    if (s === 'F') out.push('M', 'H');
    else if (s === 'M') out.push('F', 'W');
    else if (s === 'B' && before === 'f') out.push(rng.pick<Step>(['F', 'M']), 'S');
    else if (s === 'Z' && before === 'm') out.push(rng.pick<Step>(['F', 'M']), 'D');
    else out.push(s);
  });
  return out;
}

/** Facts of an expression P op … op Q (people 0 = P … last = Q): "left op right" = left is the op of right. */
function factsOf(ops: readonly Step[]): Fact[] {
  return ops.map((w, i) => ({ s: i, w, o: i + 1 }));
}

/** Whether the expression shows for certain that P (person 0) is Q's `rel`. */
function shows(ops: readonly Step[], rel: string): boolean {
  const facts = factsOf(ops);
  const gs = genderings(ops.length + 1, facts);
  const kin = rebuild(ops.length + 1, facts);
  return gs.length > 0 && gs.every((g) => reachNamed(kin, g, ops.length, rel).includes(0));
}

/** What the expression makes P to Q, when every allowed gendering agrees. */
function meaning(ops: readonly Step[]): string | undefined {
  const facts = factsOf(ops);
  const gs = genderings(ops.length + 1, facts);
  const kin = rebuild(ops.length + 1, facts);
  const keys = new Set(gs.map((g) => relationKey(kin, g, ops.length, 0)));
  const [only] = keys.size === 1 ? [...keys] : [undefined];
  return only;
}

/** Coded relations: which expression shows that P is a given relative of Q? */
export const bloodRelationsExpressionFor: QuestionGenerator = {
  id: 'blood-relations/expression-for-relation',
  topic: 'blood-relations',
  difficulty: 'medium',
  exams: ['Bank PO', 'SSC CGL', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const rel = rng.pick(KIN.filter((k) => k.key.length === 2)).key;
      const path = disguise(rng, [...rel] as Step[]); // from Q to P
      const ops = [...path].reverse(); // P op X op … Q reads from P towards Q
      const used = [...new Set(ops)];
      const extra = rng.shuffle(
        (['F', 'M', 'S', 'D', 'B', 'Z', 'H', 'W'] as Step[]).filter((s) => !used.includes(s)),
      );
      const coded = rng.shuffle([...used, ...extra.slice(0, Math.max(0, 6 - used.length))]);
      const order = rng.shuffle(SYMBOLS);
      const symbol = new Map<Step, string>(coded.map((s, i) => [s, order[i] ?? '+']));
      if (!shows(ops, rel)) continue;
      // Wrong options: the right chain with one symbol changed, when it no longer shows the relation.
      const variants: Step[][] = [];
      ops.forEach((_, i) => {
        for (const s of coded) {
          if (s === ops[i]) continue;
          const v = [...ops];
          v[i] = s;
          const fs = factsOf(v);
          // Only chains that name some other relative: a real misreading, not a broken family.
          if (genderings(v.length + 1, fs).length > 0 && !shows(v, rel) && meaning(v) !== undefined)
            variants.push(v);
        }
      });
      const wrong = rng.shuffle(variants).slice(0, 3);
      if (wrong.length < 3) continue;
      const letters = ['P', ...rng.shuffle(['R', 'S', 'T', 'U', 'V']).slice(0, ops.length - 1), 'Q'];
      const expr = (o: readonly Step[]) =>
        o.map((s, i) => `${letters[i]} ${symbol.get(s)} `).join('') + (letters[o.length] ?? 'Q');
      const all = rng.shuffle([ops, ...wrong]);
      const options = all.map((o) => ({ en: expr(o), hi: expr(o) }));
      const correctIndex = all.indexOf(ops);
      const kin = kinOf(rel) ?? { en: '', hi: '' };
      const legend = coded.map((s) => ({
        en: `'A ${symbol.get(s)} B' means 'A is the ${STEP_WORD[s].en} of B'`,
        hi: `'A ${symbol.get(s)} B' का अर्थ है 'A, B ${GEN[s] === 'm' ? 'का' : 'की'} ${STEP_WORD[s].hi} है'`,
      }));
      const explain = (o: readonly Step[]) => {
        const m = meaning(o);
        const name = m ? kinOf(m) : undefined;
        return {
          en: `${expr(o)}: ${o.map((s, i) => `${letters[i]} is the ${STEP_WORD[s].en} of ${letters[i + 1]}`).join('; ')}, so P is ${name ? `Q's ${name.en.toLowerCase()}` : 'not shown to be any one relative of Q'}.`,
          hi: `${expr(o)}: ${o.map((s, i) => `${letters[i]}, ${letters[i + 1]} ${GEN[s] === 'm' ? 'का' : 'की'} ${STEP_WORD[s].hi} है`).join('; ')}, अतः P, ${name ? `Q ${m ? kaKi(m) : 'का'} ${name.hi} है` : 'Q का कोई एक निश्चित संबंधी सिद्ध नहीं होता'}।`,
        };
      };
      return {
        title: { en: 'Expression for a coded relation', hi: 'कूट संबंध के लिए व्यंजक' },
        type: 'single',
        statement: {
          en: `In a certain code, ${legend.map((l) => l.en).join('; ')}. Which of the following expressions shows that P is the ${kin.en.toLowerCase()} of Q?`,
          hi: `किसी कूट भाषा में ${legend.map((l) => l.hi).join('; ')}। निम्नलिखित में से कौन-सा व्यंजक दर्शाता है कि P, Q ${kaKi(rel)} ${kin.hi} है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `${kin.en} means ${[...rel].map((s) => STEP_WORD[s as Step].en).join("'s ")}. Decode each option link by link:`,
            all.map((o) => `- ${explain(o).en}`).join('\n'),
            '',
            `**Answer: ${expr(ops)}**`,
          ].join('\n\n'),
          hi: [
            `${kin.hi} का अर्थ है ${hiPath(rel)}। प्रत्येक विकल्प को कड़ी-दर-कड़ी पढ़िए:`,
            all.map((o) => `- ${explain(o).hi}`).join('\n'),
            '',
            `**उत्तर: ${expr(ops)}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 100,
        numbers: [],
        check(): QuestionAnswer {
          const hits = all.map((o, i) => (shows(o, rel) ? i : -1)).filter((i) => i >= 0);
          return { kind: 'choice', correct: hits.length === 1 ? hits : [-1] };
        },
      };
    }
  },
};

const MEN = bilingualNames(MEN_NAMES);
const WOMEN = bilingualNames(WOMEN_NAMES);

/** Paths from the speaker to the person pointed at, after "my mother's only son" (the speaker). */
const TARGETS: Record<Gender, string[]> = {
  m: ['S', 'D', 'W', 'SW', 'DH', 'SS', 'SD', 'DS', 'DD', 'M', 'F', 'Z', 'WB', 'WF'],
  f: ['S', 'D', 'H', 'SW', 'DH', 'SS', 'SD', 'DS', 'DD', 'M', 'F', 'B', 'HZ', 'HM'],
};

/** A speaker describes someone through "my mother's only son" (himself): how is that person related? */
export const bloodRelationsOnlyChild: QuestionGenerator = {
  id: 'blood-relations/only-child-description',
  topic: 'blood-relations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const sg = rng.pick<Gender>(['m', 'f']);
    const speaker = rng.pick(sg === 'm' ? MEN : WOMEN);
    const key = rng.pick(TARGETS[sg]);
    const child = sg === 'm' ? { en: 'son', hi: 'पुत्र' } : { en: 'daughter', hi: 'पुत्री' };
    const level = rng.pick(['mother', 'father', 'grandfather'] as const);
    // "my mother's only son" or "my paternal grandfather's only son's only son": the speaker.
    const self =
      level === 'grandfather'
        ? {
            en: `my paternal grandfather's only son's only ${child.en}`,
            hi: `मेरे दादा के इकलौते पुत्र ${sg === 'm' ? 'के इकलौते पुत्र' : 'की इकलौती पुत्री'}`,
          }
        : level === 'mother'
          ? {
              en: `my mother's only ${child.en}`,
              hi: `मेरी माता ${sg === 'm' ? 'के इकलौते पुत्र' : 'की इकलौती पुत्री'}`,
            }
          : {
              en: `my father's only ${child.en}`,
              hi: `मेरे पिता ${sg === 'm' ? 'के इकलौते पुत्र' : 'की इकलौती पुत्री'}`,
            };
    const steps = [...key] as Step[];
    const he = kinGender(key) === 'm';
    const enChain = `${self.en}'s ${steps.map((s) => STEP_WORD[s].en).join("'s ")}`;
    // Hindi: every noun before the last takes "के"; the last marker agrees with the last noun.
    const hiChain = `${self.hi} ${steps.map((s, i) => `${i === steps.length - 1 ? (GEN[s] === 'm' ? 'का' : 'की') : GEN[s] === 'm' ? 'के' : 'की'} ${STEP_WORD[s].hi}`).join(' ')}`;
    const answer = kinOf(key) ?? { en: '', hi: '' };
    const sib = sg === 'm' ? 'B' : 'Z';
    const flip: Record<string, string> = { M: 'F', F: 'M', S: 'D', D: 'S', B: 'Z', Z: 'B', H: 'W', W: 'H' };
    const mistakes = [
      `${sib}${key}`, // reads "my mother's only son" as a brother (or sister)
      `${key.slice(0, -1)}${flip[key.slice(-1)] ?? ''}`, // the other gender
      ...rng.shuffle(KIN.filter((k) => kinGender(k.key) === kinGender(key)).map((k) => k.key)),
    ];
    const seen = new Set([answer.en, answer.hi]);
    const wrong: { en: string; hi: string }[] = [];
    for (const m of mistakes) {
      const k = kinOf(m);
      if (k && wrong.length < 3 && !seen.has(k.en) && !seen.has(k.hi)) {
        seen.add(k.en);
        seen.add(k.hi);
        wrong.push({ en: k.en, hi: k.hi });
      }
    }
    const right = { en: answer.en, hi: answer.hi };
    const options = rng.shuffle([right, ...wrong]);
    const correctIndex = options.indexOf(right);
    const photo = rng.next() < 0.4;
    const who = he ? { en: 'a man', hi: 'एक व्यक्ति' } : { en: 'a woman', hi: 'एक महिला' };
    const pointed = photo ? { en: `a photograph of ${who.en}`, hi: `${who.hi} की तस्वीर` } : who;
    const target = he ? { en: 'the man', hi: 'वह व्यक्ति' } : { en: 'the woman', hi: 'वह महिला' };
    const selfSays =
      level === 'grandfather'
        ? {
            en: `${speaker.en}'s paternal grandfather's only son is ${sg === 'm' ? 'his' : 'her'} father, and the father's only ${child.en} is ${speaker.en} ${sg === 'm' ? 'himself' : 'herself'}.`,
            hi: `${speaker.hi} के दादा के इकलौते पुत्र ${speaker.hi} के पिता हैं, और पिता ${sg === 'm' ? 'का इकलौता पुत्र' : 'की इकलौती पुत्री'} स्वयं ${speaker.hi} है।`,
          }
        : {
            en: `${speaker.en}'s ${level}'s only ${child.en} is ${speaker.en} ${sg === 'm' ? 'himself' : 'herself'}.`,
            hi: `${speaker.hi} ${level === 'mother' ? 'की माता' : 'के पिता'} ${sg === 'm' ? 'का इकलौता पुत्र' : 'की इकलौती पुत्री'} स्वयं ${speaker.hi} है।`,
          };
    return {
      title: {
        en: "Relation through an 'only son' or 'only daughter'",
        hi: 'इकलौते पुत्र या पुत्री के माध्यम से संबंध',
      },
      type: 'single',
      statement: {
        en: `Pointing to ${pointed.en}, ${speaker.en} said, "${he ? 'He' : 'She'} is ${enChain}." How is ${target.en} related to ${speaker.en}?`,
        hi: `${pointed.hi} की ओर इशारा करते हुए ${speaker.hi} ने कहा, "यह ${hiChain} है।" ${target.hi} ${speaker.hi} से किस प्रकार संबंधित है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          selfSays.en,
          `So the person is ${speaker.en}'s ${steps.map((s) => STEP_WORD[s].en).join("'s ")}: ${answer.en.toLowerCase()}.`,
          '',
          `**Answer: ${answer.en}**`,
        ].join('\n\n'),
        hi: [
          selfSays.hi,
          `अतः ${target.hi} ${speaker.hi} ${GEN[steps[0] as Step] === 'f' ? 'की' : steps.length === 1 ? 'का' : 'के'} ${hiPath(key)}, यानी ${answer.hi} है।`,
          '',
          `**उत्तर: ${answer.hi}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: [],
      check(): QuestionAnswer {
        // The speaker's family: parents, the father's parents and sister, a sibling of the other
        // gender, a spouse and the spouse's parents and sibling, a son and a daughter with spouses
        // and children. Then the description is followed literally.
        const g: Gender[] = [];
        const par: number[][] = [];
        const sp: (number | undefined)[] = [];
        const add = (gender: Gender, parents: number[] = []) => {
          g.push(gender);
          par.push(parents);
          sp.push(undefined);
          return g.length - 1;
        };
        const wed = (a: number, b: number) => {
          sp[a] = b;
          sp[b] = a;
        };
        const gf = add('m');
        const gm = add('f');
        wed(gf, gm);
        const father = add('m', [gf, gm]);
        add('f', [gf, gm]);
        const mother = add('f');
        wed(father, mother);
        const me = add(sg, [father, mother]);
        add(sg === 'm' ? 'f' : 'm', [father, mother]);
        const inF = add('m');
        const inM = add('f');
        wed(inF, inM);
        const spouse = add(sg === 'm' ? 'f' : 'm', [inF, inM]);
        add(sg, [inF, inM]);
        add(sg === 'm' ? 'm' : 'f', [inF, inM]);
        wed(me, spouse);
        for (const kid of ['m', 'f'] as Gender[]) {
          const k = add(kid, [me, spouse]);
          const ks = add(kid === 'm' ? 'f' : 'm');
          wed(k, ks);
          add('m', [k, ks]);
          add('f', [k, ks]);
        }
        const fam = familyOf(g, par, sp);
        const only = (of: number[], s: Step) => {
          const found = [...new Set(of.flatMap((x) => reach(fam, g, x, s)))];
          return found.length === 1 ? found : [];
        };
        const start = level === 'grandfather' ? only(only([me], 'F'), 'F') : [me];
        const parentStep: Step = level === 'mother' ? 'M' : 'F';
        const base = level === 'grandfather' ? only(start, 'S') : only([me], parentStep);
        const selfFound = only(base, sg === 'm' ? 'S' : 'D');
        const targets = [...new Set(selfFound.flatMap((x) => reach(fam, g, x, key)))];
        const names = new Set(targets.map((t) => kinOf(relationKey(fam, g, me, t) ?? '')?.en));
        const [name] = names.size === 1 ? [...names] : [undefined];
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === name)] };
      },
    };
  },
};
