import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { dir8, directionOptions, rightOf, VEC8, vecIndex, WALKERS } from './direction-sense-facing.js';
import { fromAngle, fromSigns, type Leg, trace, UNITS } from './direction-sense-maps.js';

/**
 * Direction sense on walks with left and right turns: the direction a walk started in, worked
 * backwards from where it ends, and the direction of the end point from the start. `generate`
 * counts quarter turns and reads coordinates; `check` tries every start, or replays the walk with a
 * direction vector turned at each corner and reads the bearing by angle.
 */

/** A walk with left and right turns ends facing a known direction: which way did it start? */
export const directionSenseStartingDirection: QuestionGenerator = {
  id: 'direction-sense/starting-direction',
  topic: 'direction-sense',
  difficulty: 'medium',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const p = rng.pick(WALKERS);
    const unit = rng.pick([
      { en: 'km', hi: 'किमी' },
      { en: 'm', hi: 'मीटर' },
    ]);
    const n = rng.int(3, 5);
    const legs = Array.from({ length: n }, () => rng.int(2, 15));
    const turns = Array.from({ length: n - 1 }, () => rng.pick(['L', 'R'] as const));
    const start = rng.int(0, 3); // quarter turns from North
    const net = turns.reduce((a, t) => a + (t === 'R' ? 1 : -1), 0);
    const end = (((start + net) % 4) + 4) % 4;
    const { options, correctIndex } = directionOptions(
      rng,
      2 * start,
      [2 * (end + net), 2 * end, 2 * start + 4], // undoes the turns the wrong way; the final direction; the opposite
    );
    const walks = p.m ? 'चलता' : 'चलती';
    const en = [`${p.en} starts from ${p.m ? 'his' : 'her'} house and walks ${legs[0]} ${unit.en}.`];
    const hi = [`${p.hi} अपने घर से निकलकर ${legs[0]} ${unit.hi} ${walks} है।`];
    turns.forEach((t, i) => {
      const again = i > 0 && turns[i - 1] === t;
      en.push(
        `${p.m ? 'He' : 'She'} then turns ${t === 'R' ? 'right' : 'left'}${again ? ' again' : ''} and walks ${legs[i + 1]} ${unit.en}.`,
      );
      hi.push(
        `फिर वह${again ? ' दोबारा' : ''} ${t === 'R' ? 'दाएँ' : 'बाएँ'} मुड़कर ${legs[i + 1]} ${unit.hi} ${walks} है।`,
      );
    });
    const back = [...turns].reverse();
    let h = end;
    const stepsEn = [
      `At the end ${p.en} faces ${dir8(2 * end).en}. Undo the turns from the last to the first (a right turn is undone by turning left, and a left turn by turning right):`,
    ];
    const stepsHi = [
      `अंत में ${p.hi} का मुँह ${dir8(2 * end).hi} की ओर है। मोड़ों को आखिरी से पहले तक उलटा कीजिए (दाएँ मोड़ को बाएँ मुड़कर और बाएँ मोड़ को दाएँ मुड़कर):`,
    ];
    const lines: { en: string; hi: string }[] = [];
    for (const t of back) {
      h = (((h + (t === 'R' ? -1 : 1)) % 4) + 4) % 4;
      lines.push({
        en: `- before the ${t === 'R' ? 'right' : 'left'} turn: ${dir8(2 * h).en}`,
        hi: `- ${t === 'R' ? 'दाएँ' : 'बाएँ'} मोड़ से पहले: ${dir8(2 * h).hi}`,
      });
    }
    return {
      title: { en: 'Starting direction of a walk', hi: 'चलने की प्रारंभिक दिशा' },
      type: 'single',
      statement: {
        en: `${en.join(' ')} Now ${p.m ? 'he' : 'she'} is walking towards the ${dir8(2 * end).en}. In which direction did ${p.en} start walking?`,
        hi: `${hi.join(' ')} अब वह ${dir8(2 * end).hi} की ओर ${p.m ? 'चल रहा' : 'चल रही'} है। ${p.hi} ने किस दिशा में चलना शुरू किया था?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...stepsEn, lines.map((l) => l.en).join('\n'), '', `**Answer: ${dir8(2 * start).en}**`].join(
          '\n\n',
        ),
        hi: [...stepsHi, lines.map((l) => l.hi).join('\n'), '', `**उत्तर: ${dir8(2 * start).hi}**`].join(
          '\n\n',
        ),
      },
      expectedSeconds: 70,
      numbers: legs,
      check(): QuestionAnswer {
        // Try all four starting directions and replay the turns on a vector.
        const fits = [0, 2, 4, 6].filter((s) => {
          let v = VEC8[s] ?? [0, 1];
          for (const t of turns) v = t === 'R' ? rightOf(v) : rightOf(rightOf(rightOf(v)));
          return vecIndex(v[0], v[1]) === 2 * end;
        });
        if (fits.length !== 1) return { kind: 'choice', correct: [-1] };
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === dir8(fits[0] ?? -1).en)] };
      },
    };
  },
};

/** A walk with left and right turns: in which direction is its end from its start (or the start from the end)? */
export const directionSenseDirectionFromStart: QuestionGenerator = {
  id: 'direction-sense/direction-from-start',
  topic: 'direction-sense',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
  count: 40,
  generate(rng) {
    const p = rng.pick(WALKERS);
    const unit = rng.pick(UNITS);
    let legs: Leg[] = [];
    let turns: ('L' | 'R')[] = [];
    let end = { x: 0, y: 0 };
    while (end.x === 0 && end.y === 0) {
      const n = rng.int(3, 4);
      turns = Array.from({ length: n - 1 }, () => rng.pick(['L', 'R'] as const));
      let h = rng.int(0, 3);
      legs = [{ h, len: rng.int(2, 15) }];
      for (const t of turns) {
        h = (h + (t === 'R' ? 1 : 3)) % 4;
        legs.push({ h, len: rng.int(2, 15) });
      }
      end = legs.reduce(
        (e, l) => ({
          x: e.x + (VEC8[2 * l.h]?.[0] ?? 0) * l.len,
          y: e.y + (VEC8[2 * l.h]?.[1] ?? 0) * l.len,
        }),
        { x: 0, y: 0 },
      );
    }
    const fromHome = rng.next() < 0.7;
    const dir = fromSigns(end.x, end.y);
    const value = fromHome ? dir : dir + 4;
    const lastFacing = 2 * (legs[legs.length - 1]?.h ?? 0);
    const { options, correctIndex } = directionOptions(rng, value, [
      value + 4, // the other way round
      lastFacing, // the way the walker faces at the end
      fromSigns(-end.x, end.y) + (fromHome ? 0 : 4), // one axis mirrored
    ]);
    const walks = p.m ? 'चलता' : 'चलती';
    const first = legs[0] ?? { h: 0, len: 0 };
    const en = [
      `${p.en} starts from ${p.m ? 'his' : 'her'} house and walks ${first.len} ${unit.en} towards the ${dir8(2 * first.h).en}.`,
    ];
    const hi = [`${p.hi} अपने घर से ${dir8(2 * first.h).hi} की ओर ${first.len} ${unit.hi} ${walks} है।`];
    turns.forEach((t, i) => {
      const again = i > 0 && turns[i - 1] === t;
      const len = legs[i + 1]?.len ?? 0;
      en.push(
        `${p.m ? 'He' : 'She'} then turns ${t === 'R' ? 'right' : 'left'}${again ? ' again' : ''} and walks ${len} ${unit.en}.`,
      );
      hi.push(
        `फिर वह${again ? ' दोबारा' : ''} ${t === 'R' ? 'दाएँ' : 'बाएँ'} मुड़कर ${len} ${unit.hi} ${walks} है।`,
      );
    });
    const question = fromHome
      ? {
          en: `In which direction is ${p.en} now from ${p.m ? 'his' : 'her'} house?`,
          hi: `अब ${p.hi} अपने घर से किस दिशा में है?`,
        }
      : {
          en: `In which direction is ${p.en}'s house from where ${p.m ? 'he' : 'she'} is now?`,
          hi: `${p.hi} जहाँ अभी है, वहाँ से उसका घर किस दिशा में है?`,
        };
    const tr = trace(legs, unit);
    const read = fromHome
      ? {
          en: `The end point $(${end.x}, ${end.y})$ is towards the ${dir8(dir).en} of the house.`,
          hi: `अंतिम बिंदु $(${end.x}, ${end.y})$ घर के ${dir8(dir).hi} में है।`,
        }
      : {
          en: `The end point $(${end.x}, ${end.y})$ is towards the ${dir8(dir).en} of the house, so the house is towards the ${dir8(value).en} of the end point.`,
          hi: `अंतिम बिंदु $(${end.x}, ${end.y})$ घर के ${dir8(dir).hi} में है, अतः घर अंतिम बिंदु के ${dir8(value).hi} में है।`,
        };
    return {
      title: { en: 'Direction of the end point from the start', hi: 'प्रारंभिक बिंदु से अंतिम बिंदु की दिशा' },
      type: 'single',
      statement: { en: `${en.join(' ')} ${question.en}`, hi: `${hi.join(' ')} ${question.hi}` },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...tr.en, read.en, '', `**Answer: ${dir8(value).en}**`].join('\n\n'),
        hi: [...tr.hi, read.hi, '', `**उत्तर: ${dir8(value).hi}**`].join('\n\n'),
      },
      expectedSeconds: 45,
      numbers: legs.map((l) => l.len),
      check(): QuestionAnswer {
        // Replay with a direction vector turned at each corner, then read the bearing by angle.
        let v = VEC8[2 * first.h] ?? [0, 1];
        let x = v[0] * first.len;
        let y = v[1] * first.len;
        turns.forEach((t, i) => {
          v = t === 'R' ? rightOf(v) : rightOf(rightOf(rightOf(v)));
          x += v[0] * (legs[i + 1]?.len ?? 0);
          y += v[1] * (legs[i + 1]?.len ?? 0);
        });
        const d = fromHome ? fromAngle(x, y) : fromAngle(-x, -y);
        return { kind: 'choice', correct: [options.findIndex((o) => o.en === dir8(d).en)] };
      },
    };
  },
};
