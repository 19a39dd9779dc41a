import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import {
  drawFamily,
  type Fact,
  type Family,
  factText,
  familyFacts,
  familyOf,
  type Gender,
  genderings,
  KIN,
  kaKi,
  kinGender,
  kinOf,
  reach,
  reachNamed,
  rebuild,
  relationKey,
} from './blood-relations-kinship.js';

/**
 * CAT-level blood relations: a family of lettered members described partly in gender-neutral words
 * (which statement must be true?), and a family whose members' professions are tied by relation
 * clues (who holds which profession?). `generate` reads the drawn family; `check` rebuilds the family
 * from the facts and searches every gender assignment, or every assignment of professions.
 */

/** For each relation, the relations called by the same English or Hindi word. */
const SAME_NAME = new Map(
  KIN.map((k) => [k.key, KIN.filter((j) => j.en === k.en || j.hi === k.hi).map((j) => j.key)]),
);

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K'] as const;

/** Every gender assignment the facts allow, by its own search (the checker's, not `genderings`). */
function genderSearch(size: number, facts: readonly Fact[]): Gender[][] {
  const out: Gender[][] = [];
  const g: Gender[] = [];
  const word: Record<string, Gender> = { F: 'm', M: 'f', S: 'm', D: 'f', B: 'm', Z: 'f', H: 'm', W: 'f' };
  const go = (i: number) => {
    if (i === size) {
      out.push([...g]);
      return;
    }
    for (const x of ['m', 'f'] as Gender[]) {
      g[i] = x;
      const bad = facts.some((f) => {
        if (f.s > i || f.o > i) return false;
        const need = word[f.w];
        if (need && g[f.s] !== need) return true;
        return (f.w === 'couple' || f.w === 'H' || f.w === 'W') && g[f.s] === g[f.o];
      });
      if (!bad) go(i + 1);
    }
    g.length = i;
  };
  go(0);
  return out;
}

/** Which of four relation statements about a family (genders partly unknown) must be true? */
export const bloodRelationsMustBeTrue: QuestionGenerator = {
  id: 'blood-relations/must-be-true-family',
  topic: 'blood-relations',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const fam = drawFamily(rng, [2, 3], [1, 2]);
      if (fam.size > 8) continue;
      const facts = familyFacts(rng, fam, 0.6);
      const gs = genderings(fam.size, facts);
      if (gs.length > 4) continue;
      const fixed = (i: number) => gs.every((g) => g[i] === gs[0]?.[i]);
      const stated = new Set(facts.filter((f) => f.w.length === 1).map((f) => f.s));
      const open = Array.from({ length: fam.size }, (_, i) => i).filter((i) => !fixed(i));
      const viaMarriage = Array.from({ length: fam.size }, (_, i) => i).filter(
        (i) => fixed(i) && !stated.has(i),
      );
      if (open.length === 0 || gs.length === 0 || viaMarriage.length === 0) continue;
      // Statements "x is y's <relation>" that hold in some family the facts allow.
      type Claim = { x: number; y: number; key: string; t: number };
      const claims: Claim[] = [];
      const said = new Set<string>();
      // Only where the English word (which may join पोता and नाती) and the Hindi word agree in every case.
      for (let y = 0; y < fam.size; y++) {
        const memo = gs.map((g) => new Map(KIN.map((k) => [k.key, reach(fam, g, y, k.key)])));
        for (const k of KIN.filter((j) => j.en !== 'Cousin')) {
          const exact = new Map<number, number>();
          const named = new Map<number, number>();
          for (const m of memo) {
            for (const x of m.get(k.key) ?? []) exact.set(x, (exact.get(x) ?? 0) + 1);
            const union = new Set((SAME_NAME.get(k.key) ?? []).flatMap((j) => m.get(j) ?? []));
            for (const x of union) named.set(x, (named.get(x) ?? 0) + 1);
          }
          for (const [x, t] of named)
            if (x !== y && exact.get(x) === t && !said.has(`${x} ${y} ${k.en}`)) {
              said.add(`${x} ${y} ${k.en}`);
              claims.push({ x, y, key: k.key, t });
            }
        }
      }
      // The right one needs a deduced gender: someone's gender found only through a marriage.
      const must = claims.filter(
        (c) =>
          c.t === gs.length &&
          c.key.length >= 2 &&
          kinOf(c.key)?.en !== 'Cousin' &&
          !stated.has(c.x) &&
          fixed(c.x),
      );
      const maybe = claims.filter((c) => c.t < gs.length && kinOf(c.key)?.en !== 'Cousin');
      if (must.length === 0 || maybe.length < 3) continue;
      const right = rng.pick(must);
      // Wrong: could be true but need not be (an unknown gender), or the right relation with the gender flipped.
      const flipKey = KIN.find(
        (k) =>
          k.key.length === right.key.length &&
          k.key.slice(0, -1) === right.key.slice(0, -1) &&
          kinGender(k.key) !== kinGender(right.key),
      );
      const pool: Claim[] = rng.shuffle(maybe);
      if (flipKey) pool.unshift({ x: right.x, y: right.y, key: flipKey.key, t: 0 });
      const picked: Claim[] = [right];
      for (const c of pool) {
        if (picked.length === 4) break;
        const text = (q: Claim) => `${q.x} ${q.y} ${kinOf(q.key)?.en}`;
        if (!picked.some((p) => text(p) === text(c))) picked.push(c);
      }
      if (picked.length < 4) continue;
      const letters = rng.shuffle([...LETTERS]).slice(0, fam.size);
      const name = (i: number) => ({ en: letters[i] ?? '', hi: letters[i] ?? '' });
      const say = (c: Claim) => {
        const k = kinOf(c.key) ?? { en: '', hi: '' };
        return {
          en: `${name(c.x).en} is the ${k.en.toLowerCase()} of ${name(c.y).en}`,
          hi: `${name(c.x).hi}, ${name(c.y).hi} ${kaKi(c.key)} ${k.hi} है`,
        };
      };
      const shuffled = rng.shuffle(picked);
      const options = shuffled.map(say);
      const correctIndex = shuffled.indexOf(right);
      const texts = rng.shuffle(facts).map((f) => factText(f, name));
      const sex = (i: number) =>
        fam.g[i] === 'm' ? { en: 'a man', hi: 'पुरुष' } : { en: 'a woman', hi: 'महिला' };
      const deduced = Array.from({ length: fam.size }, (_, i) => i).filter((i) => fixed(i) && !stated.has(i));
      const why = shuffled.map((c) => {
        const s = say(c);
        if (c === right)
          return { en: `- "${s.en}": true in every case.`, hi: `- "${s.hi}": हर स्थिति में सत्य।` };
        if (c.t === 0)
          return {
            en: `- "${s.en}": false, since ${name(c.x).en} is ${sex(c.x).en}.`,
            hi: `- "${s.hi}": असत्य, क्योंकि ${name(c.x).hi} ${sex(c.x).hi} है।`,
          };
        return {
          en: `- "${s.en}": possible, but it depends on a gender the facts leave open (${open.map((i) => letters[i]).join(', ')}).`,
          hi: `- "${s.hi}": संभव है, पर यह उस लिंग पर निर्भर है जो तथ्यों से तय नहीं होता (${open.map((i) => letters[i]).join(', ')})।`,
        };
      });
      return {
        title: { en: 'Family statement that must be true', hi: 'परिवार के बारे में निश्चित रूप से सत्य कथन' },
        type: 'single',
        statement: {
          en: `In a family of ${fam.size} members ${[...letters].sort().join(', ')}, every married couple is a man and a woman, and a child of either partner is a child of both. ${texts.map((t) => t.en).join(' ')} Which of the following must be true?`,
          hi: `${fam.size} सदस्यों ${[...letters].sort().join(', ')} के एक परिवार में हर पति-पत्नी में एक पुरुष और एक महिला हैं, और किसी भी साथी की संतान दोनों की संतान है। ${texts.map((t) => t.hi).join(' ')} निम्नलिखित में से कौन-सा कथन निश्चित रूप से सत्य है?`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            `Genders stated by the words: ${[...stated].map((i) => `${letters[i]} (${sex(i).en})`).join(', ')}. A spouse has the other gender: ${deduced.map((i) => `${letters[i]} (${sex(i).en})`).join(', ')}. Not fixed: ${open.map((i) => letters[i]).join(', ')}.`,
            `Draw the tree (a child of one partner is the child of the couple; siblings share parents) and test each option:`,
            why.map((w) => w.en).join('\n'),
            '',
            `**Answer: ${say(right).en}**`,
          ].join('\n\n'),
          hi: [
            `शब्दों से ज्ञात लिंग: ${[...stated].map((i) => `${letters[i]} (${sex(i).hi})`).join(', ')}। जीवनसाथी का लिंग विपरीत होता है: ${deduced.map((i) => `${letters[i]} (${sex(i).hi})`).join(', ')}। अनिश्चित: ${open.map((i) => letters[i]).join(', ')}।`,
            'वंश-वृक्ष बनाइए (एक साथी की संतान दंपती की संतान है; भाई-बहनों के माता-पिता समान हैं) और प्रत्येक विकल्प जाँचिए:',
            why.map((w) => w.hi).join('\n'),
            '',
            `**उत्तर: ${say(right).hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 210,
        numbers: [fam.size],
        check(): QuestionAnswer {
          const kin = rebuild(fam.size, facts);
          const all = genderSearch(fam.size, facts);
          const sure = shuffled
            .map((c, i) =>
              all.length > 0 && all.every((g) => reachNamed(kin, g, c.y, c.key).includes(c.x)) ? i : -1,
            )
            .filter((i) => i >= 0);
          return { kind: 'choice', correct: sure.length === 1 ? sure : [-1] };
        },
      };
    }
  },
};

const PROFESSIONS = [
  { en: 'doctor', hi: 'डॉक्टर' },
  { en: 'engineer', hi: 'इंजीनियर' },
  { en: 'lawyer', hi: 'वकील' },
  { en: 'teacher', hi: 'शिक्षक' },
  { en: 'pilot', hi: 'पायलट' },
  { en: 'architect', hi: 'वास्तुकार' },
  { en: 'banker', hi: 'बैंकर' },
  { en: 'journalist', hi: 'पत्रकार' },
] as const;

/** A couple, their two children, one child's spouse and grandchild. */
function sixMembers(rng: Rng): Family {
  const kid = (): Gender => rng.pick<Gender>(['m', 'f']);
  const c1 = kid();
  return familyOf(
    ['m', 'f', c1, kid(), c1 === 'm' ? 'f' : 'm', kid()],
    [[], [], [0, 1], [0, 1], [], [2, 4]],
    [1, 0, 4, undefined, 2, undefined],
  );
}

/** A clue: "the <a> is <name>", "the <a> is the <relation> of the <b>", or "the <a> is a man/woman". */
type Clue =
  | { kind: 'is'; a: number; who: number }
  | { kind: 'rel'; a: number; b: number; key: string }
  | { kind: 'sex'; a: number; g: Gender };

/** Six family members with six professions tied by relation clues: who holds a profession? */
export const bloodRelationsProfessions: QuestionGenerator = {
  id: 'blood-relations/family-professions',
  topic: 'blood-relations',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'Placements'],
  count: 60,
  generate(rng) {
    for (;;) {
      const fam = sixMembers(rng);
      const facts = familyFacts(rng, fam, 0.3);
      if (genderings(6, facts).length !== 1) continue;
      const profs = rng.shuffle(PROFESSIONS).slice(0, 6);
      const holder = rng.shuffle([0, 1, 2, 3, 4, 5]); // holder[p] = member with profession p
      const profOf = (m: number) => holder.indexOf(m);
      // A chain of deductions: one profession named outright, each next one through a relative.
      const order = rng.shuffle([0, 1, 2, 3, 4, 5]);
      const known: number[] = [order[0] ?? 0];
      const clues: Clue[] = [{ kind: 'is', a: profOf(order[0] ?? 0), who: order[0] ?? 0 }];
      let ok = true;
      for (const m of order.slice(1, 5)) {
        const anchors = rng.shuffle(known).filter((j) => {
          const key = relationKey(fam, fam.g, j, m);
          return key !== undefined && reachNamed(fam, fam.g, j, key).length === 1;
        });
        const j = anchors[0];
        const rest = order.filter((x) => !known.includes(x) && x !== m);
        if (j === undefined) {
          ok = false;
          break;
        }
        if (rest.length === 1 && fam.g[m] !== fam.g[rest[0] ?? 0] && rng.next() < 0.5)
          clues.push({ kind: 'sex', a: profOf(m), g: fam.g[m] ?? 'm' });
        else
          clues.push({ kind: 'rel', a: profOf(m), b: profOf(j), key: relationKey(fam, fam.g, j, m) ?? '' });
        known.push(m);
      }
      if (!ok) continue;
      const last = order[5] ?? 0;
      const letters = rng.shuffle(['P', 'Q', 'R', 'S', 'T', 'U']);
      const name = (i: number) => ({ en: letters[i] ?? '', hi: letters[i] ?? '' });
      const prof = (p: number) => profs[p] ?? { en: '', hi: '' };
      const clueText = (c: Clue) => {
        if (c.kind === 'is')
          return {
            en: `${name(c.who).en} is the ${prof(c.a).en}.`,
            hi: `${name(c.who).hi} ${prof(c.a).hi} है।`,
          };
        if (c.kind === 'sex')
          return {
            en: `The ${prof(c.a).en} is a ${c.g === 'm' ? 'man' : 'woman'}.`,
            hi: `${prof(c.a).hi} एक ${c.g === 'm' ? 'पुरुष' : 'महिला'} है।`,
          };
        const k = kinOf(c.key) ?? { en: '', hi: '' };
        return {
          en: `The ${prof(c.a).en} is the ${k.en.toLowerCase()} of the ${prof(c.b).en}.`,
          hi: `${prof(c.a).hi}, ${prof(c.b).hi} ${kaKi(c.key)} ${k.hi} है।`,
        };
      };
      const askWho = rng.next() < 0.5;
      const target = rng.pick(order.slice(2));
      const aboutProf = profOf(target);
      const choices = askWho
        ? rng.shuffle([target, ...rng.shuffle([0, 1, 2, 3, 4, 5].filter((x) => x !== target)).slice(0, 3)])
        : rng.shuffle([
            aboutProf,
            ...rng.shuffle([0, 1, 2, 3, 4, 5].filter((x) => x !== aboutProf)).slice(0, 3),
          ]);
      const options = choices.map((c) => (askWho ? name(c) : { en: capital(prof(c).en), hi: prof(c).hi }));
      const correctIndex = choices.indexOf(askWho ? target : aboutProf);
      const question = askWho
        ? { en: `Who is the ${prof(aboutProf).en}?`, hi: `${prof(aboutProf).hi} कौन है?` }
        : { en: `What is ${name(target).en}'s profession?`, hi: `${name(target).hi} का व्यवसाय क्या है?` };
      const factTexts = rng.shuffle(facts).map((f) => factText(f, name));
      const steps = clues.map((c, i) => {
        const m = order[i] ?? 0;
        const t = clueText(c);
        if (c.kind === 'is') return { en: `- ${t.en}`, hi: `- ${t.hi}` };
        return {
          en: `- ${t.en} So ${name(m).en} is the ${prof(profOf(m)).en}.`,
          hi: `- ${t.hi} अतः ${name(m).hi} ${prof(profOf(m)).hi} है।`,
        };
      });
      steps.push({
        en: `- The one left, ${name(last).en}, is the ${prof(profOf(last)).en}.`,
        hi: `- बचा हुआ सदस्य ${name(last).hi} ${prof(profOf(last)).hi} है।`,
      });
      return {
        title: { en: 'Family members and their professions', hi: 'परिवार के सदस्य और उनके व्यवसाय' },
        type: 'single',
        statement: {
          en: `Six members ${[...letters].sort().join(', ')} of a family have six different professions: ${profs.map((p) => p.en).join(', ')}. ${factTexts.map((t) => t.en).join(' ')} ${rng
            .shuffle(clues)
            .map((c) => clueText(c).en)
            .join(' ')} ${question.en}`,
          hi: `एक परिवार के छह सदस्यों ${[...letters].sort().join(', ')} के व्यवसाय अलग-अलग हैं: ${profs.map((p) => p.hi).join(', ')}। ${factTexts.map((t) => t.hi).join(' ')} ${rng
            .shuffle(clues)
            .map((c) => clueText(c).hi)
            .join(' ')} ${question.hi}`,
        },
        options,
        answer: { kind: 'choice', correct: [correctIndex] },
        solution: {
          en: [
            'First draw the family tree from the relation facts (a spouse has the other gender; a child of one partner is the couple’s child). Then follow the profession clues, starting from the one that names a person:',
            steps.map((s) => s.en).join('\n'),
            '',
            `**Answer: ${askWho ? name(target).en : capital(prof(aboutProf).en)}**`,
          ].join('\n\n'),
          hi: [
            'पहले संबंधों के तथ्यों से वंश-वृक्ष बनाइए (जीवनसाथी का लिंग विपरीत होता है; एक साथी की संतान दंपती की संतान है)। फिर व्यवसाय की सूचनाएँ उस सूचना से शुरू करके अपनाइए जिसमें किसी व्यक्ति का नाम है:',
            steps.map((s) => s.hi).join('\n'),
            '',
            `**उत्तर: ${askWho ? name(target).hi : prof(aboutProf).hi}**`,
          ].join('\n\n'),
        },
        expectedSeconds: 240,
        numbers: [],
        check(): QuestionAnswer {
          // Every way to hand the six professions to the six members, on the family the facts describe.
          const kin = rebuild(6, facts);
          const [g] = genderSearch(6, facts);
          if (!g) return { kind: 'choice', correct: [-1] };
          const answers = new Set<number>();
          const perm = (items: number[], acc: number[]) => {
            if (items.length === 0) {
              const who = (p: number) => acc[p] ?? -1;
              const fits = clues.every((c) =>
                c.kind === 'is'
                  ? who(c.a) === c.who
                  : c.kind === 'sex'
                    ? g[who(c.a)] === c.g
                    : reachNamed(kin, g, who(c.b), c.key).includes(who(c.a)),
              );
              if (fits) answers.add(askWho ? who(aboutProf) : acc.indexOf(target));
              return;
            }
            for (const x of items)
              perm(
                items.filter((y) => y !== x),
                [...acc, x],
              );
          };
          perm([0, 1, 2, 3, 4, 5], []);
          const [only] = answers.size === 1 ? [...answers] : [undefined];
          return { kind: 'choice', correct: [only === undefined ? -1 : choices.indexOf(only)] };
        },
      };
    }
  },
};

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
