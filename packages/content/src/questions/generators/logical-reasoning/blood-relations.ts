import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { Rng } from '../../random.js';
import { bilingualNames, MEN_NAMES, WOMEN_NAMES } from '../shared/person-names.js';

/**
 * Blood relations. `generate` picks the relation to ask (a path of basic steps such as "mother's
 * brother"), disguises it as a longer chain (mother's brother = mother's father's son) and states the
 * chain as facts. `check` rebuilds the family graph from those facts alone, finds the path between the
 * two people by breadth-first search, simplifies it (a parent's son is a brother, a sibling's parent is
 * a parent …) and names it.
 *
 * The topic's shapes (id – what it asks – exams):
 * - pointing-to-a-person – the relation of someone described through a chain of relatives – SSC CGL, RRB NTPC, Bank PO, CUET
 * - chain-of-facts – the relation of the last person of a chain of stated facts to the first – SSC CGL, RRB NTPC, Bank PO, CUET, Placements
 * - coded-relations – decode a coded expression such as P + Q − R × S – Bank PO, SSC CGL, CUET, Placements
 * - who-is-the-relative (blood-relations-members.ts) – which family member holds a given relation to another – SSC CGL, RRB NTPC, Bank PO, CUET
 * - count-male-members (blood-relations-members.ts) – how many men (or women) a family has, some facts gender-neutral – SSC CGL, Bank PO, CUET, Placements
 * - reverse-relation (blood-relations-members.ts) – P is Q's maternal uncle: how is Q related to P – SSC CGL, RRB NTPC, CUET
 * - expression-for-relation (blood-relations-expressions.ts) – which coded expression shows a given relation – Bank PO, SSC CGL, CUET, Placements
 * - only-child-description (blood-relations-expressions.ts) – a description through "my mother's only son" (the speaker) – SSC CGL, RRB NTPC, Bank PO, CUET
 * - must-be-true-family (blood-relations-deduction.ts, CAT level) – genders deduced through marriages: which statement must be true – CAT, Bank PO, Placements
 * - family-professions (blood-relations-deduction.ts, CAT level) – six members' professions tied by relation clues – CAT, Bank PO, Placements
 */

type Gender = 'm' | 'f';
/** A basic step from a person to a relative: Father, Mother, Son, Daughter, Brother, siZter, Husband, Wife. */
type Step = 'F' | 'M' | 'S' | 'D' | 'B' | 'Z' | 'H' | 'W';

const STEP_GENDER: Record<Step, Gender> = { F: 'm', M: 'f', S: 'm', D: 'f', B: 'm', Z: 'f', H: 'm', W: 'f' };
const STEP_WORD: Record<Step, { en: string; hi: string }> = {
  F: { en: 'father', hi: 'पिता' },
  M: { en: 'mother', hi: 'माता' },
  S: { en: 'son', hi: 'पुत्र' },
  D: { en: 'daughter', hi: 'पुत्री' },
  B: { en: 'brother', hi: 'भाई' },
  Z: { en: 'sister', hi: 'बहन' },
  H: { en: 'husband', hi: 'पति' },
  W: { en: 'wife', hi: 'पत्नी' },
};
/** X is <step> of Y  ⇔  Y is <inverse> of X, where the inverse depends on Y's gender. */
function inverse(step: Step, g: Gender): Step {
  const kind = { F: 'p', M: 'p', S: 'c', D: 'c', B: 's', Z: 's', H: 'h', W: 'h' }[step];
  if (kind === 'p') return g === 'm' ? 'S' : 'D';
  if (kind === 'c') return g === 'm' ? 'F' : 'M';
  if (kind === 's') return g === 'm' ? 'B' : 'Z';
  return g === 'm' ? 'H' : 'W';
}

/** The relations asked (path of steps from the reference person), with English and Hindi names. */
const RELATIONS: Record<string, { en: string; hi: string }> = {
  F: { en: 'Father', hi: 'पिता' },
  M: { en: 'Mother', hi: 'माता' },
  B: { en: 'Brother', hi: 'भाई' },
  Z: { en: 'Sister', hi: 'बहन' },
  S: { en: 'Son', hi: 'पुत्र' },
  D: { en: 'Daughter', hi: 'पुत्री' },
  H: { en: 'Husband', hi: 'पति' },
  W: { en: 'Wife', hi: 'पत्नी' },
  FF: { en: 'Paternal grandfather', hi: 'दादा' },
  FM: { en: 'Paternal grandmother', hi: 'दादी' },
  MF: { en: 'Maternal grandfather', hi: 'नाना' },
  MM: { en: 'Maternal grandmother', hi: 'नानी' },
  SS: { en: 'Grandson', hi: 'पोता' },
  SD: { en: 'Granddaughter', hi: 'पोती' },
  DS: { en: 'Grandson', hi: 'नाती' },
  DD: { en: 'Granddaughter', hi: 'नातिन' },
  // Father's brother is चाचा or ताऊ depending on age, which the questions never give.
  FB: { en: 'Paternal uncle', hi: 'चाचा/ताऊ' },
  MB: { en: 'Maternal uncle', hi: 'मामा' },
  FZ: { en: 'Paternal aunt', hi: 'बुआ' },
  MZ: { en: 'Maternal aunt', hi: 'मौसी' },
  BS: { en: 'Nephew', hi: 'भतीजा' },
  BD: { en: 'Niece', hi: 'भतीजी' },
  ZS: { en: 'Nephew', hi: 'भांजा' },
  ZD: { en: 'Niece', hi: 'भांजी' },
  HF: { en: 'Father-in-law', hi: 'ससुर' },
  WF: { en: 'Father-in-law', hi: 'ससुर' },
  HM: { en: 'Mother-in-law', hi: 'सास' },
  WM: { en: 'Mother-in-law', hi: 'सास' },
  SW: { en: 'Daughter-in-law', hi: 'बहू' },
  DH: { en: 'Son-in-law', hi: 'दामाद' },
  WB: { en: 'Brother-in-law', hi: 'साला' },
  ZH: { en: 'Brother-in-law', hi: 'बहनोई (जीजा)' },
  HZ: { en: 'Sister-in-law', hi: 'ननद' },
  WZ: { en: 'Sister-in-law', hi: 'साली' },
  FBS: { en: 'Cousin', hi: 'चचेरा भाई' },
  FBD: { en: 'Cousin', hi: 'चचेरी बहन' },
  MBS: { en: 'Cousin', hi: 'ममेरा भाई' },
  MBD: { en: 'Cousin', hi: 'ममेरी बहन' },
  FZS: { en: 'Cousin', hi: 'फुफेरा भाई' },
  FZD: { en: 'Cousin', hi: 'फुफेरी बहन' },
  MZS: { en: 'Cousin', hi: 'मौसेरा भाई' },
  MZD: { en: 'Cousin', hi: 'मौसेरी बहन' },
};

const MALE = bilingualNames(MEN_NAMES);
const FEMALE = bilingualNames(WOMEN_NAMES);

// ---------------------------------------------------------------------------------------------
// Building a chain

/** A path of steps from the reference person (Q) to the person asked about (P). */
type Path = Step[];

const RELATION_KEYS = Object.keys(RELATIONS);

/** The gender of the person reached before step i (index 0 is Q, whose gender is given). */
function genderBefore(path: Path, i: number, qGender: Gender): Gender {
  const prev = path[i - 1];
  return prev ? STEP_GENDER[prev] : qGender;
}

/** Q's gender as the path requires it (a husband needs a wife), else random. */
function qGenderFor(path: Path, rng: Rng): Gender {
  if (path[0] === 'H') return 'f';
  if (path[0] === 'W') return 'm';
  return rng.pick<Gender>(['m', 'f']);
}

/**
 * Disguises a path by replacing steps with equivalent longer chains: a brother is a parent's son, a
 * father is a mother's husband or a sibling's father, a son is a son's brother. A sibling step is
 * expanded only towards the opposite gender, so the "parent's son" can never be the person himself.
 */
function expand(rng: Rng, path: Path, qGender: Gender, times: number): Path {
  let out = [...path];
  for (let n = 0; n < times; n++) {
    const choices: { at: number; with: Step[] }[] = [];
    out.forEach((step, i) => {
      const before = genderBefore(out, i, qGender);
      const prev = out[i - 1];
      if ((step === 'B' || step === 'Z') && STEP_GENDER[step] !== before && prev !== 'F' && prev !== 'M') {
        choices.push({ at: i, with: [rng.pick<Step>(['F', 'M']), step === 'B' ? 'S' : 'D'] });
      }
      if (step === 'F') choices.push({ at: i, with: ['M', 'H'] });
      if (step === 'M') choices.push({ at: i, with: ['F', 'W'] });
      if ((step === 'F' || step === 'M') && i === 0)
        choices.push({ at: i, with: [rng.pick<Step>(['B', 'Z']), step] });
      // A son is a daughter's brother; a daughter is a son's sister.
      if ((step === 'S' || step === 'D') && prev !== 'S' && prev !== 'D') {
        choices.push({ at: i, with: step === 'S' ? ['D', 'B'] : ['S', 'Z'] });
      }
    });
    const sound = choices
      .map((c) => [...out.slice(0, c.at), ...c.with, ...out.slice(c.at + 1)])
      .filter((p) => p.every((step, i) => i === 0 || !badPair(p[i - 1] as Step, step)));
    if (sound.length === 0) break;
    out = rng.pick(sound);
  }
  return out;
}

/**
 * Links that must not follow each other: a child's parent is the person himself or his spouse (so
 * "Ravi's son's father" would be a second father), and a spouse's spouse is the person himself.
 */
function badPair(a: Step, b: Step): boolean {
  const child = a === 'S' || a === 'D';
  const spouse = (x: Step) => x === 'H' || x === 'W';
  return (child && (b === 'F' || b === 'M')) || (spouse(a) && spouse(b));
}

/** A relation to ask and a chain of at least three links expressing it (for the chain and coded questions). */
function disguised(rng: Rng): { rel: string; qGender: Gender; path: Path } {
  for (;;) {
    const rel = rng.pick(RELATION_KEYS.filter((k) => k.length >= 2));
    const base = [...rel] as Path;
    const qGender = qGenderFor(base, rng);
    const path = expand(rng, base, qGender, rng.int(1, 2));
    if (path.length >= 3) return { rel, qGender, path };
  }
}

// ---------------------------------------------------------------------------------------------
// The checker: a family graph built from facts

/** "subject is the <step> of object". */
interface Fact {
  subject: number;
  step: Step;
  object: number;
}

type Edge = { to: number; kind: 'parent' | 'child' | 'sibling' | 'spouse' };

/** The relation of `to` with respect to `from`, found by searching the graph the facts describe. */
function relationByGraph(facts: readonly Fact[], from: number, to: number): string | undefined {
  const gender = new Map<number, Gender>();
  const edges = new Map<number, Edge[]>();
  const link = (a: number, b: number, kind: Edge['kind']) => {
    edges.set(a, [...(edges.get(a) ?? []), { to: b, kind }]);
  };
  for (const f of facts) {
    gender.set(f.subject, STEP_GENDER[f.step]);
    if (f.step === 'F' || f.step === 'M') {
      link(f.object, f.subject, 'parent');
      link(f.subject, f.object, 'child');
    } else if (f.step === 'S' || f.step === 'D') {
      link(f.object, f.subject, 'child');
      link(f.subject, f.object, 'parent');
    } else {
      const kind = f.step === 'B' || f.step === 'Z' ? 'sibling' : 'spouse';
      link(f.object, f.subject, kind);
      link(f.subject, f.object, kind);
    }
  }
  // Breadth-first search from `from` to `to`.
  const back = new Map<number, { prev: number; kind: Edge['kind'] }>();
  const queue = [from];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const at = queue.shift() as number;
    for (const e of edges.get(at) ?? []) {
      if (seen.has(e.to)) continue;
      seen.add(e.to);
      back.set(e.to, { prev: at, kind: e.kind });
      queue.push(e.to);
    }
  }
  const hops: { kind: Edge['kind']; g: Gender | undefined }[] = [];
  for (let at = to; at !== from; ) {
    const b = back.get(at);
    if (!b) return undefined;
    hops.unshift({ kind: b.kind, g: gender.get(at) });
    at = b.prev;
  }
  // A child's parent or a spouse's spouse would make the family inconsistent (or the person himself).
  for (let i = 0; i + 1 < hops.length; i++) {
    const a = hops[i]?.kind;
    const b = hops[i + 1]?.kind;
    if ((a === 'child' && b === 'parent') || (a === 'spouse' && b === 'spouse')) return undefined;
  }
  // Simplify: sibling's parent = parent, parent's child = sibling, sibling's sibling = sibling,
  // child's sibling = child, spouse's child = child, father's wife = mother.
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i + 1 < hops.length; i++) {
      const a = hops[i];
      const b = hops[i + 1];
      if (!a || !b) continue;
      let merged: (typeof hops)[number] | undefined;
      if (a.kind === 'sibling' && b.kind === 'parent') merged = b;
      else if (a.kind === 'parent' && b.kind === 'child') merged = { kind: 'sibling', g: b.g };
      else if (a.kind === 'sibling' && b.kind === 'sibling') merged = b;
      else if (a.kind === 'child' && b.kind === 'sibling') merged = { kind: 'child', g: b.g };
      else if (a.kind === 'spouse' && b.kind === 'child') merged = b;
      else if (a.kind === 'parent' && b.kind === 'spouse') merged = { kind: 'parent', g: b.g };
      if (merged) {
        hops.splice(i, 2, merged);
        changed = true;
        break;
      }
    }
  }
  const letters: Record<Edge['kind'], [Step, Step]> = {
    parent: ['F', 'M'],
    child: ['S', 'D'],
    sibling: ['B', 'Z'],
    spouse: ['H', 'W'],
  };
  let name = '';
  for (const h of hops) {
    if (!h.g) return undefined; // a gender the facts never give: no definite answer
    name += letters[h.kind][h.g === 'm' ? 0 : 1];
  }
  return name;
}

// ---------------------------------------------------------------------------------------------
// Options

const ALL_STEPS: readonly Step[] = ['F', 'M', 'S', 'D', 'B', 'Z', 'H', 'W'];
const genderOfKey = (k: string): Gender | undefined => {
  const last = k[k.length - 1] as Step | undefined;
  return last ? STEP_GENDER[last] : undefined;
};

/**
 * Relations a candidate confuses with the right one: every relation one link away (a link on the
 * wrong side, in the wrong generation, forgotten or added), of the same gender as the answer since the
 * question gives that gender; sometimes also the answer with the gender flipped (the gender trap).
 */
function mistakes(rng: Rng, rel: string): string[] {
  const edits = new Set<string>();
  for (let i = 0; i <= rel.length; i++) {
    if (i < rel.length) edits.add(rel.slice(0, i) + rel.slice(i + 1));
    for (const l of ALL_STEPS) {
      if (i < rel.length) edits.add(rel.slice(0, i) + l + rel.slice(i + 1));
      edits.add(rel.slice(0, i) + l + rel.slice(i));
    }
  }
  const g = genderOfKey(rel);
  const near = [...edits].filter((k) => k !== rel && RELATIONS[k] && genderOfKey(k) === g);
  const flip: Record<Step, Step> = { F: 'M', M: 'F', S: 'D', D: 'S', B: 'Z', Z: 'B', H: 'W', W: 'H' };
  const last = rel[rel.length - 1] as Step;
  const trap = rng.next() < 0.4 ? [rel.slice(0, -1) + flip[last]] : [];
  const sameGender = RELATION_KEYS.filter((k) => genderOfKey(k) === g);
  return [...trap, ...rng.shuffle(near), ...rng.shuffle(sameGender)];
}

function relationOptions(rng: Rng, rel: string) {
  const correct = RELATIONS[rel];
  if (!correct) throw new Error(`unknown relation ${rel}`);
  const seen = new Set([correct.en]);
  const wrong: { en: string; hi: string }[] = [];
  for (const m of mistakes(rng, rel)) {
    const r = RELATIONS[m];
    if (r && !seen.has(r.en) && wrong.length < 3) {
      seen.add(r.en);
      wrong.push(r);
    }
  }
  const options = rng.shuffle([correct, ...wrong]);
  return { options, correctIndex: options.indexOf(correct) };
}

/** The check's answer: the option with the relation the graph gives. */
function choiceOf(options: readonly { en: string; hi: string }[], rel: string | undefined): QuestionAnswer {
  const r = rel === undefined ? undefined : RELATIONS[rel];
  return {
    kind: 'choice',
    correct: [options.findIndex((o) => r !== undefined && o.en === r.en && o.hi === r.hi)],
  };
}

// ---------------------------------------------------------------------------------------------
// Wording

interface Person {
  en: string;
  hi: string;
  gender: Gender;
}

function people(rng: Rng, genders: readonly Gender[]): Person[] {
  const men = rng.shuffle(MALE);
  const women = rng.shuffle(FEMALE);
  return genders.map((g) => {
    const { en, hi } = (g === 'm' ? men.pop() : women.pop()) ?? { en: 'Ram', hi: 'राम' };
    return { en, hi, gender: g };
  });
}

/** "X is the <step> of Y." / "X, Y का/की <step> है।" */
function factText(x: Person, step: Step, y: Person) {
  const w = STEP_WORD[step];
  const of = STEP_GENDER[step] === 'm' ? 'का' : 'की';
  return { en: `${x.en} is the ${w.en} of ${y.en}.`, hi: `${x.hi}, ${y.hi} ${of} ${w.hi} है।` };
}

/** Reads a path aloud: "mother's brother's son" / "माता के भाई का पुत्र". */
function pathWords(path: Path): { en: string; hi: string } {
  const en = path.map((s) => STEP_WORD[s].en).join("'s ");
  let hi = '';
  path.forEach((s, i) => {
    const w = STEP_WORD[s].hi;
    if (i === 0) hi = w;
    else {
      const fem = STEP_GENDER[s] === 'f';
      hi += ` ${fem ? 'की' : i === path.length - 1 ? 'का' : 'के'} ${w}`;
    }
  });
  return { en, hi };
}

/** "Reena's mother's father" in Hindi: रीना की माता के पिता (the marker agrees with the next noun). */
function hiOf(owner: string, path: Path): string {
  const first = path[0];
  if (!first) return owner;
  const marker = STEP_GENDER[first] === 'f' ? 'की' : path.length === 1 ? 'का' : 'के';
  return `${owner} ${marker} ${pathWords(path).hi}`;
}

/** "X, Q का/की <relation> है" needs the marker of the relation's gender (that of the last step). */
function hiIs(x: string, q: string, path: Path, relation: string): string {
  const last = path[path.length - 1];
  return `${x}, ${q} ${last && STEP_GENDER[last] === 'f' ? 'की' : 'का'} ${relation} है`;
}

function relationLine(rel: string) {
  const r = RELATIONS[rel];
  return r ?? { en: rel, hi: rel };
}

// ---------------------------------------------------------------------------------------------
// Generators

/** Pointing to a person, the speaker describes them through a chain of relatives. */
export const bloodRelationsPointing: QuestionGenerator = {
  id: 'blood-relations/pointing-to-a-person',
  topic: 'blood-relations',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  generate(rng) {
    const rel = rng.pick(RELATION_KEYS.filter((k) => k.length >= 2));
    const base = [...rel] as Path;
    const speakerGender = qGenderFor(base, rng);
    // Short relations are described one link longer, so the chain always has at least three links.
    const path = base.length === 2 ? expand(rng, base, speakerGender, 1) : base;
    const [speaker] = people(rng, [speakerGender]);
    if (!speaker) throw new Error('no speaker');
    const last = path[path.length - 1] as Step;
    const he = STEP_GENDER[last] === 'm';
    const photo = rng.next() < 0.3;
    const lead = path.slice(0, -1);
    const chain = pathWords(lead);
    const hiFirst = STEP_GENDER[lead[0] as Step] === 'f' ? 'मेरी' : 'मेरे';
    const lastWord = STEP_WORD[last];
    const lastOf = STEP_GENDER[last] === 'f' ? 'की' : 'का';
    // Hindi: every noun before the last is followed by a postposition, so masculine markers are "के".
    const hiChain = `${hiFirst} ${chain.hi.replace(/ का /g, ' के ')}`;
    const who = he ? { en: 'a man', hi: 'एक व्यक्ति' } : { en: 'a woman', hi: 'एक महिला' };
    const pointed = photo
      ? { en: `a photograph of ${who.en}`, hi: `${who.hi} की तस्वीर` }
      : { en: who.en, hi: who.hi };
    const target = he ? { en: 'the man', hi: 'वह व्यक्ति' } : { en: 'the woman', hi: 'वह महिला' };
    const statement = {
      en: `Pointing to ${pointed.en}, ${speaker.en} said, "${he ? 'He' : 'She'} is the ${lastWord.en} of my ${chain.en}." How is ${target.en} related to ${speaker.en}?`,
      hi: `${pointed.hi} की ओर इशारा करते हुए ${speaker.hi} ने कहा, "यह ${hiChain} ${lastOf} ${lastWord.hi} है।" ${target.hi} ${speaker.hi} से किस प्रकार संबंधित है?`,
    };
    // Facts for the checker: node 0 is the speaker, node i the i-th relative along the chain.
    const facts: Fact[] = path.map((step, i) => ({ subject: i + 1, step, object: i }));
    const { options, correctIndex } = relationOptions(rng, rel);
    const steps = path.map((_, i) => pathWords(path.slice(0, i + 1)));
    const answer = relationLine(rel);
    const solution = {
      en: [
        `Work outwards from ${speaker.en}, one link at a time:`,
        steps
          .map((s, i) => `- ${speaker.en}'s ${s.en}${i > 0 ? ` = ${describe(path.slice(0, i + 1)).en}` : ''}`)
          .join('\n'),
        `So ${target.en} is ${speaker.en}'s ${describe(path).en}.`,
        '',
        `**Answer: ${answer.en}**`,
      ].join('\n\n'),
      hi: [
        `${speaker.hi} से शुरू करके एक-एक कड़ी जोड़िए:`,
        path
          .map((_, i) => {
            const sub = path.slice(0, i + 1);
            return `- ${hiOf(speaker.hi, sub)}${i > 0 ? ` = ${describe(sub).hi}` : ''}`;
          })
          .join('\n'),
        `अतः ${hiIs(target.hi, speaker.hi, path, answer.hi)}।`,
        '',
        `**उत्तर: ${answer.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Pointing to a person', hi: 'किसी व्यक्ति की ओर संकेत' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [],
      check() {
        return choiceOf(options, relationByGraph(facts, 0, path.length));
      },
    };
  },
};

/**
 * The simplest name of a path so far, for the solution ("mother's father's son" = maternal uncle):
 * English words, and the Hindi sentence "x, owner का/की … है".
 */
function describe(path: Path): { en: string; hi: string; hiIs: (x: string, owner: string) => string } {
  const facts: Fact[] = path.map((step, i) => ({ subject: i + 1, step, object: i }));
  const rel = relationByGraph(facts, 0, path.length) ?? '';
  const r = RELATIONS[rel];
  if (r) return { en: r.en.toLowerCase(), hi: r.hi, hiIs: (x, owner) => hiIs(x, owner, path, r.hi) };
  const reduced = [...rel] as Path;
  const words = pathWords(reduced);
  return { en: words.en, hi: words.hi, hiIs: (x, owner) => `${x}, ${hiOf(owner, reduced)} है` };
}

/** A chain of stated facts about named people: how is the last related to the first? */
export const bloodRelationsChain: QuestionGenerator = {
  id: 'blood-relations/chain-of-facts',
  topic: 'blood-relations',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  generate(rng) {
    const { rel, qGender, path } = disguised(rng);
    const genders: Gender[] = [qGender, ...path.map((s) => STEP_GENDER[s])];
    const named = people(rng, genders);
    // Each fact is stated forwards ("X is the mother of Q") or backwards ("Q is the son of X"), as long
    // as every person's gender is given by some fact.
    const forward = path.map(() => rng.next() < 0.5);
    for (let i = path.length - 1; i >= 0; i--) {
      if (!forward[i] && (i === path.length - 1 || forward[i + 1])) forward[i] = true;
    }
    const facts: Fact[] = path.map((step, i) =>
      forward[i]
        ? { subject: i + 1, step, object: i }
        : { subject: i, step: inverse(step, genders[i] as Gender), object: i + 1 },
    );
    const person = (i: number) => named[i] as Person;
    const texts = facts.map((f) => factText(person(f.subject), f.step, person(f.object)));
    const order = rng.next() < 0.5 ? texts : rng.shuffle(texts);
    const q = person(0);
    const p = person(path.length);
    const { options, correctIndex } = relationOptions(rng, rel);
    const answer = relationLine(rel);
    const read = path.map((_, i) => {
      const d = describe(path.slice(0, i + 1));
      return {
        en: `${person(i + 1).en} is ${q.en}'s ${d.en}`,
        hi: d.hiIs(person(i + 1).hi, q.hi),
      };
    });
    const statement = {
      en: `${order.map((t) => t.en).join(' ')} How is ${p.en} related to ${q.en}?`,
      hi: `${order.map((t) => t.hi).join(' ')} ${p.hi}, ${q.hi} से किस प्रकार संबंधित है?`,
    };
    const solution = {
      en: [
        `Draw the family tree starting from ${q.en} and follow the facts one link at a time:`,
        read.map((r) => `- ${r.en}.`).join('\n'),
        "(A parent's son is a brother, a son's sister is a daughter, a brother's father is one's own father, a mother's husband is the father, and so on.)",
        '',
        `**Answer: ${answer.en}**`,
      ].join('\n\n'),
      hi: [
        `${q.hi} से शुरू करके वंश-वृक्ष बनाइए और तथ्यों को एक-एक करके जोड़िए:`,
        read.map((r) => `- ${r.hi}।`).join('\n'),
        '(माता-पिता का पुत्र भाई होता है, पुत्र की बहन पुत्री होती है, भाई का पिता अपना ही पिता होता है, माता का पति पिता होता है, इत्यादि।)',
        '',
        `**उत्तर: ${answer.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Chain of relations', hi: 'संबंधों की शृंखला' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 75,
      numbers: [],
      check() {
        return choiceOf(options, relationByGraph(facts, 0, path.length));
      },
    };
  },
};

/** Coded relations: symbols stand for relations; decode an expression such as P + Q − R × S. */
export const bloodRelationsCoded: QuestionGenerator = {
  id: 'blood-relations/coded-relations',
  topic: 'blood-relations',
  difficulty: 'hard',
  exams: ['Bank PO', 'SSC CGL', 'CUET', 'Placements'],
  generate(rng) {
    const { rel, path } = disguised(rng);
    // The expression reads from the person asked about down to the reference person:
    // P op1 A op2 B … S, where "X op Y" means X is the <op> of Y.
    const letters = rng
      .shuffle(['P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'K', 'L', 'M', 'N'])
      .slice(0, path.length + 1);
    const symbols = rng.shuffle(['+', '−', '×', '÷', '@', '#', '%', '&']);
    // Six codes: every step the chain uses, plus distractor codes up to six.
    const used = [...new Set(path)];
    const extra = rng.shuffle(
      (['F', 'M', 'S', 'D', 'B', 'Z', 'H', 'W'] as Step[]).filter((s) => !used.includes(s)),
    );
    const coded = rng.shuffle([...used, ...extra.slice(0, Math.max(0, 6 - used.length))]);
    const code = new Map<Step, string>(coded.map((s, i) => [s, symbols[i] as string]));
    const node = (i: number) => letters[i] as string; // node 0 is the reference person
    const n = path.length;
    const parts: string[] = [node(n)];
    for (let i = n; i >= 1; i--) parts.push(code.get(path[i - 1] as Step) ?? '?', node(i - 1));
    const expression = parts.join(' ');
    const facts: Fact[] = path.map((step, i) => ({ subject: i + 1, step, object: i }));
    const { options, correctIndex } = relationOptions(rng, rel);
    const answer = relationLine(rel);
    const legend = coded.map((s) => ({
      en: `'A ${code.get(s)} B' means 'A is the ${STEP_WORD[s].en} of B'`,
      hi: `'A ${code.get(s)} B' का अर्थ है 'A, B ${STEP_GENDER[s] === 'm' ? 'का' : 'की'} ${STEP_WORD[s].hi} है'`,
    }));
    const links = [];
    for (let i = n; i >= 1; i--) {
      const s = path[i - 1] as Step;
      links.push({
        en: `${node(i)} ${code.get(s)} ${node(i - 1)}: ${node(i)} is the ${STEP_WORD[s].en} of ${node(i - 1)}`,
        hi: `${node(i)} ${code.get(s)} ${node(i - 1)}: ${node(i)}, ${node(i - 1)} ${STEP_GENDER[s] === 'm' ? 'का' : 'की'} ${STEP_WORD[s].hi} है`,
      });
    }
    const read = path.map((_, i) => {
      const d = describe(path.slice(0, i + 1));
      return { en: `${node(i + 1)} is ${node(0)}'s ${d.en}`, hi: d.hiIs(node(i + 1), node(0)) };
    });
    const statement = {
      en: `In a certain code, ${legend.map((l) => l.en).join('; ')}. If ${expression}, how is ${node(n)} related to ${node(0)}?`,
      hi: `किसी कूट भाषा में ${legend.map((l) => l.hi).join('; ')}। यदि ${expression} है, तो ${node(n)}, ${node(0)} से किस प्रकार संबंधित है?`,
    };
    const solution = {
      en: [
        'Decode each symbol, reading the expression link by link:',
        links.map((l) => `- ${l.en}.`).join('\n'),
        `Now build the tree from ${node(0)} upwards:`,
        read.map((r) => `- ${r.en}.`).join('\n'),
        '',
        `**Answer: ${answer.en}**`,
      ].join('\n\n'),
      hi: [
        'प्रत्येक चिह्न का अर्थ लिखकर व्यंजक को एक-एक कड़ी पढ़िए:',
        links.map((l) => `- ${l.hi}।`).join('\n'),
        `अब ${node(0)} से शुरू करके वंश-वृक्ष बनाइए:`,
        read.map((r) => `- ${r.hi}।`).join('\n'),
        '',
        `**उत्तर: ${answer.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Coded blood relations', hi: 'कूटबद्ध रक्त संबंध' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 120,
      numbers: [],
      check() {
        return choiceOf(options, relationByGraph(facts, 0, n));
      },
    };
  },
};
