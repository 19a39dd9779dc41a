import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { MEN_NAMES } from '../shared/person-names.js';
import {
  drawFamily,
  type Family,
  factText,
  familyFacts,
  type Gender,
  genderings,
  hiOwner,
  hiPath,
  KIN,
  kaKi,
  kinOf,
  namesFor,
  reach,
  reachNamed,
  rebuild,
  STEP_WORD,
  type Step,
} from './blood-relations-kinship.js';

/**
 * Blood relations over the members of one family: who holds a given relation, how many men (or
 * women) the family has when some facts use gender-neutral words, and the reverse of a stated
 * relation. `generate` reads the drawn family; `check` rebuilds the family from the stated facts
 * alone and tries every gender assignment they allow.
 */

/** A family described by facts: who among the members is a given relative of one of them? */
export const bloodRelationsWhoIsRelative: QuestionGenerator = {
  id: 'blood-relations/who-is-the-relative',
  topic: 'blood-relations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    for (;;) {
      const fam = drawFamily(rng, [2, 3], [1, 2]);
      const facts = familyFacts(rng, fam, 0);
      const names = namesFor(rng, fam.g);
      const name = (i: number) => names[i] ?? { en: '', hi: '' };
      // A relation of two or more steps that exactly one member holds to the person asked about.
      const asks: { a: number; b: number; key: string }[] = [];
      for (let a = 0; a < fam.size; a++)
        for (const k of KIN.filter((x) => x.key.length >= 2)) {
          const found = reachNamed(fam, fam.g, a, k.key);
          if (found.length === 1 && reach(fam, fam.g, a, k.key).length === 1)
            asks.push({ a, b: found[0] ?? -1, key: k.key });
        }
      if (asks.length === 0) continue;
      const { a, b, key } = rng.pick(asks);
      const kin = kinOf(key) ?? { en: '', hi: '' };
      // Distractors: members of the answer's gender first (the relation one link away), then anyone.
      const others = rng
        .shuffle(Array.from({ length: fam.size }, (_, i) => i).filter((i) => i !== a && i !== b))
        .sort((x, y) => Number(fam.g[y] === fam.g[b]) - Number(fam.g[x] === fam.g[b]));
      if (others.length < 3) continue;
      const pickIdx = rng.shuffle([b, ...others.slice(0, 3)]);
      const options = pickIdx.map((i) => name(i));
      const correctIndex = pickIdx.indexOf(b);
      const texts = rng.shuffle(facts).map((f) => factText(f, name));
      const path = reachPath(fam, a, b, key);
      return {
        title: { en: 'Find the relative in a family', hi: 'परिवार में संबंधी की पहचान' },
        type: 'single',
        statement: {
          en: `${texts.map((t) => t.en).join(' ')} Who is the ${kin.en.toLowerCase()} of ${name(a).en}?`,
          hi: `${texts.map((t) => t.hi).join(' ')} ${name(a).hi} ${kaKi(key)} ${kin.hi} कौन है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `${kin.en} means ${[...key].map((s) => STEP_WORD[s as Step].en).join("'s ")}. Follow it from ${name(a).en} in the family tree the facts describe:`,
            path
              .map(
                (p, i) =>
                  `- ${name(a).en}'s ${[...key.slice(0, i + 1)].map((s) => STEP_WORD[s as Step].en).join("'s ")}: ${name(p).en}`,
              )
              .join('\n'),
            '',
            `**Answer: ${name(b).en}**`,
          ].join('\n\n'),
          hi: [
            `${kin.hi} का अर्थ है ${hiPath(key)}। तथ्यों से बने वंश-वृक्ष में ${name(a).hi} से यह कड़ी अपनाइए:`,
            path
              .map(
                (p, i) =>
                  `- ${name(a).hi} ${hiOwner(key.slice(0, i + 1))} ${hiPath(key.slice(0, i + 1))}: ${name(p).hi}`,
              )
              .join('\n'),
            '',
            `**उत्तर: ${name(b).hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 75,
        numbers: [],
        check(): QuestionAnswer {
          // The family from the facts alone; each member's gender from the given name.
          const kinR = rebuild(fam.size, facts);
          const byName = names.map((n): Gender => (MEN_NAMES.includes(n.en) ? 'm' : 'f'));
          const fitsFacts = genderings(fam.size, facts).some((g) => g.every((x, i) => x === byName[i]));
          const hits = pickIdx
            .map((i, idx) => (fitsFacts && reachNamed(kinR, byName, a, key).includes(i) ? idx : -1))
            .filter((i) => i >= 0);
          return { kind: 'choice', correct: hits.length === 1 ? hits : [-1] };
        },
      };
    }
  },
};

/** The people met along a relation's path from a to b (one per step). */
function reachPath(fam: Family, a: number, b: number, key: string): number[] {
  const out: number[] = [];
  let at = a;
  for (let i = 1; i <= key.length; i++) {
    const next = reach(fam, fam.g, at, key[i - 1] ?? '').find((x) =>
      i === key.length ? x === b : reach(fam, fam.g, x, key.slice(i)).includes(b),
    );
    if (next === undefined) break;
    out.push(next);
    at = next;
  }
  return out;
}

/** A family of lettered members with gender-neutral facts: how many men (or women) are there? */
export const bloodRelationsCountMales: QuestionGenerator = {
  id: 'blood-relations/count-male-members',
  topic: 'blood-relations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    for (;;) {
      const fam = drawFamily(rng, [2, 3], [1, 2]);
      if (fam.size > 9) continue;
      const facts = familyFacts(rng, fam, 0.5);
      const direct = new Set(facts.filter((f) => f.w.length === 1).map((f) => f.s));
      // Genders fixed by the facts (stated, or the spouse's stated), at least two only through a marriage.
      const fixed = (i: number) => direct.has(i) || (fam.sp[i] !== undefined && direct.has(fam.sp[i] ?? -1));
      if (!fam.g.every((_, i) => fixed(i)) || fam.size - direct.size < 2) continue;
      const letters = rng.shuffle(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K']).slice(0, fam.size);
      const name = (i: number) => ({ en: letters[i] ?? '', hi: letters[i] ?? '' });
      const men = fam.g.filter((x) => x === 'm').length;
      const askMen = rng.next() < 0.6;
      const value = askMen ? men : fam.size - men;
      const statedMen = [...direct].filter((i) => fam.g[i] === 'm').length;
      const statedWomen = direct.size - statedMen;
      const { options, correctIndex } = choiceOptions(
        rng,
        value,
        [askMen ? statedMen : statedWomen, askMen ? fam.size - men : men, value + 1, value - 1].filter(
          (d) => d >= 0 && d !== value,
        ), // counts only the genders stated outright; counts the other gender; off by one
      );
      const texts = rng.shuffle(facts).map((f) => factText(f, name));
      const deduced = Array.from({ length: fam.size }, (_, i) => i).filter((i) => !direct.has(i));
      const word = askMen ? { en: 'male', hi: 'पुरुष' } : { en: 'female', hi: 'महिला' };
      const list = (gender: Gender) =>
        Array.from({ length: fam.size }, (_, i) => i)
          .filter((i) => fam.g[i] === gender)
          .map((i) => letters[i])
          .join(', ');
      return {
        title: { en: 'Count the male or female members', hi: 'पुरुष या महिला सदस्यों की गिनती' },
        type: 'single',
        statement: {
          en: `A family has ${fam.size} members: ${[...letters].sort().join(', ')}. ${texts.map((t) => t.en).join(' ')} How many ${word.en} members are there in the family?`,
          hi: `एक परिवार में ${fam.size} सदस्य हैं: ${[...letters].sort().join(', ')}। ${texts.map((t) => t.hi).join(' ')} परिवार में कितने ${word.hi} सदस्य हैं?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Words such as father, sister or wife give the gender of the person they describe: ${[...direct].map((i) => `${letters[i]} (${fam.g[i] === 'm' ? 'man' : 'woman'})`).join(', ')}.`,
            `"A parent", "a child" and "a married couple" give no gender, but husband and wife are a man and a woman, so the spouse of each of these is of the other gender: ${deduced.map((i) => `${letters[i]} (${fam.g[i] === 'm' ? 'man' : 'woman'})`).join(', ')}.`,
            `Men: ${list('m')}; women: ${list('f')}.`,
            '',
            `**Answer: ${value}**`,
          ].join('\n\n'),
          hi: [
            `पिता, बहन, पत्नी जैसे शब्द उस व्यक्ति का लिंग बताते हैं: ${[...direct].map((i) => `${letters[i]} (${fam.g[i] === 'm' ? 'पुरुष' : 'महिला'})`).join(', ')}।`,
            `"माता-पिता में से एक", "संतान" और "पति-पत्नी" से लिंग पता नहीं चलता, पर पति-पत्नी में एक पुरुष और एक महिला होते हैं, अतः इनके जीवनसाथी का लिंग विपरीत है: ${deduced.map((i) => `${letters[i]} (${fam.g[i] === 'm' ? 'पुरुष' : 'महिला'})`).join(', ')}।`,
            `पुरुष: ${list('m')}; महिलाएँ: ${list('f')}।`,
            '',
            `**उत्तर: ${value}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 90,
        numbers: [fam.size, value],
        check(): QuestionAnswer {
          const all = genderings(fam.size, facts);
          const counts = new Set(all.map((g) => g.filter((x) => x === (askMen ? 'm' : 'f')).length));
          const [only] = counts.size === 1 ? [...counts] : [undefined];
          return { kind: 'choice', correct: [options.indexOf(String(only))] };
        },
      };
    }
  },
};

const GENDER_OF: Record<Step, Gender> = { F: 'm', M: 'f', S: 'm', D: 'f', B: 'm', Z: 'f', H: 'm', W: 'f' };
/** The step back from a relative: a parent's child, a child's parent, a sibling, a spouse. */
function back(step: Step, g: Gender): Step {
  if (step === 'F' || step === 'M') return g === 'm' ? 'S' : 'D';
  if (step === 'S' || step === 'D') return g === 'm' ? 'F' : 'M';
  if (step === 'B' || step === 'Z') return g === 'm' ? 'B' : 'Z';
  return g === 'm' ? 'H' : 'W';
}

/** How Q is related to P when P is Q's `rel` (Q of gender qg), or undefined when it has no name. */
function inverse(rel: string, qg: Gender): string | undefined {
  const steps = [...rel] as Step[];
  const first = steps[0];
  if ((first === 'H' && qg !== 'f') || (first === 'W' && qg !== 'm')) return undefined;
  const genders: Gender[] = [qg, ...steps.map((s) => GENDER_OF[s])];
  const key = steps
    .map((s, i) => back(s, genders[i] ?? 'm'))
    .reverse()
    .join('');
  return kinOf(key) ? key : undefined;
}

/** "P is Q's maternal uncle": how is Q related to P? */
export const bloodRelationsReverse: QuestionGenerator = {
  id: 'blood-relations/reverse-relation',
  topic: 'blood-relations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    for (;;) {
      const rel = rng.pick(KIN.filter((k) => k.key.length === 2 && k.en !== 'Cousin')).key;
      const steps = [...rel] as Step[];
      const first = steps[0] as Step;
      const qg: Gender = first === 'H' ? 'f' : first === 'W' ? 'm' : rng.pick<Gender>(['m', 'f']);
      const genders: Gender[] = [qg, ...steps.map((s) => GENDER_OF[s])];
      const inv = inverse(rel, qg);
      const answer = inv === undefined ? undefined : kinOf(inv);
      // The English word may stand for several relations ("nephew": a brother's or a sister's son);
      // every one of them that fits Q's gender must reverse to the same answer.
      const alike = KIN.filter((k) => k.en === kinOf(rel)?.en && inverse(k.key, qg) !== undefined);
      if (!answer || inv === undefined || alike.some((k) => kinOf(inverse(k.key, qg) ?? '') !== answer))
        continue;
      const names = namesFor(rng, [qg, genders[steps.length] ?? 'm']);
      const q = names[0] ?? { en: '', hi: '' };
      const p = names[1] ?? { en: '', hi: '' };
      const flip: Record<string, string> = { M: 'F', F: 'M', S: 'D', D: 'S', B: 'Z', Z: 'B', H: 'W', W: 'H' };
      const mistakes = [
        rel, // repeats the given relation
        `${inv.slice(0, -1)}${flip[inv.slice(-1)] ?? ''}`, // the other gender
        ...rng.shuffle(
          KIN.filter((k) => k.key.length <= 2 && k.key.slice(-1) === inv.slice(-1)).map((k) => k.key),
        ),
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
      const given = kinOf(rel) ?? { en: '', hi: '' };
      const backSteps = [...inv] as Step[];
      return {
        title: { en: 'Reverse of a relation', hi: 'संबंध का उलटा' },
        type: 'single',
        statement: {
          en: `${p.en} is the ${given.en.toLowerCase()} of ${q.en}. How is ${q.en} related to ${p.en}?`,
          hi: `${p.hi}, ${q.hi} ${kaKi(rel)} ${given.hi} है। ${q.hi}, ${p.hi} से किस प्रकार संबंधित है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `${given.en} of ${q.en} means ${q.en}'s ${steps.map((s) => STEP_WORD[s].en).join("'s ")}.`,
            `Walk back from ${p.en} to ${q.en}, reversing each link and using the gender of the person reached (${q.en} is ${qg === 'm' ? 'male' : 'female'}): ${q.en} is ${p.en}'s ${backSteps.map((s) => STEP_WORD[s].en).join("'s ")}.`,
            '',
            `**Answer: ${answer.en}**`,
          ].join('\n\n'),
          hi: [
            `${q.hi} ${kaKi(rel)} ${given.hi} का अर्थ है ${q.hi} ${hiOwner(rel)} ${hiPath(rel)}।`,
            `अब ${p.hi} से ${q.hi} की ओर उलटा चलिए, हर कड़ी को पलटकर और पहुँचे गए व्यक्ति का लिंग देखकर (${q.hi} ${qg === 'm' ? 'पुरुष' : 'महिला'} है): ${q.hi}, ${p.hi} ${hiOwner(inv)} ${hiPath(inv)} है, यानी ${answer.hi}।`,
            '',
            `**उत्तर: ${answer.hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 35,
        numbers: [],
        check(): QuestionAnswer {
          // The chain as facts (person i + 1 is the step-th relative of person i), rebuilt; genders from the names.
          const facts = steps.map((w, i) => ({ s: i + 1, w, o: i }));
          const kin = rebuild(steps.length + 1, facts);
          const byName = genderings(steps.length + 1, facts).filter(
            (g) => g[0] === (MEN_NAMES.includes(q.en) ? 'm' : 'f'),
          );
          const found = new Set(
            byName.map(
              (g) => kinOf(KIN.find((k) => reach(kin, g, steps.length, k.key).includes(0))?.key ?? '')?.en,
            ),
          );
          const [only] = found.size === 1 ? [...found] : [undefined];
          return { kind: 'choice', correct: [options.findIndex((o) => o.en === only)] };
        },
      };
    }
  },
};
