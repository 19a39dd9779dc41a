import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';
import { PERSON_NAMES } from '../shared/person-names.js';
import { fractionTex } from './katex-math.js';
import { choose, inUnit, nearMisses, probTex, probText } from './probability-dice-cards.js';

/** Chances per trial for the repeated-trials question, as [numerator, denominator]. */
const TRIAL_CHANCES: [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [1, 5],
  [2, 5],
  [3, 5],
  [4, 5],
  [1, 10],
  [3, 10],
];

/** The same trial repeated n times: at least one success (the complement) or exactly one. */
export const probabilityRepeatedTrials: QuestionGenerator = {
  id: 'probability/repeated-trials',
  topic: 'probability',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CUET', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    const setting = rng.pick(['die', 'shooter', 'seeds', 'bulbs'] as const);
    const [u, v] = setting === 'die' ? [1, 6] : rng.pick(TRIAL_CHANCES);
    const n = v === 2 ? rng.int(3, 4) : rng.int(2, 4); // with a chance of 1/2, two trials leave too few distinct mistakes
    const ask = rng.pick(['atLeastOne', 'exactlyOne'] as const);
    const den = v ** n;
    const none = (v - u) ** n;
    const favourable = ask === 'atLeastOne' ? den - none : n * u * (v - u) ** (n - 1);
    const p = favourable / den;
    const { options, correctIndex } = choiceOptions(
      rng,
      p,
      inUnit([
        (n * u) / v, // adds the chance n times
        1 - (u / v) ** n, // complement of "all succeed" instead of "none succeed"
        ((v - u) / v) ** n, // the chance that none succeed
        (u / v) ** n, // every trial succeeds
        ask === 'atLeastOne' ? (n * u * (v - u) ** (n - 1)) / den : (den - none) / den, // the other question
        (u * (v - u) ** (n - 1)) / den, // exactly one, but the position of the success not counted
        u / v, // a single trial only
        ...nearMisses(favourable, den),
      ]),
      probText,
    );
    const chance = `${u}/${v}`;
    const text = {
      die: {
        en: `A fair die is thrown ${n} times. What is the probability of getting ${ask === 'atLeastOne' ? 'at least one six' : 'exactly one six'}?`,
        hi: `एक निष्पक्ष पासा ${n} बार फेंका जाता है। ${ask === 'atLeastOne' ? 'कम से कम एक बार' : 'ठीक एक बार'} छह आने की प्रायिकता क्या है?`,
        success: { en: 'a six', hi: 'छह आना' },
      },
      shooter: {
        en: `A shooter hits a target with probability ${chance} on each shot, independently of the other shots. He fires ${n} shots. What is the probability that the target is hit ${ask === 'atLeastOne' ? 'at least once' : 'exactly once'}?`,
        hi: `एक निशानेबाज़ हर शॉट में ${chance} प्रायिकता से लक्ष्य भेदता है, बाकी शॉटों से स्वतंत्र रूप से। वह ${n} शॉट चलाता है। लक्ष्य के ${ask === 'atLeastOne' ? 'कम से कम एक बार' : 'ठीक एक बार'} भेदे जाने की प्रायिकता क्या है?`,
        success: { en: 'a hit', hi: 'लक्ष्य भेदना' },
      },
      seeds: {
        en: `Each seed of a packet germinates with probability ${chance}, independently of the others. ${n} seeds are sown. What is the probability that ${ask === 'atLeastOne' ? 'at least one' : 'exactly one'} of them germinates?`,
        hi: `एक पैकेट का हर बीज ${chance} प्रायिकता से अंकुरित होता है, दूसरों से स्वतंत्र रूप से। ${n} बीज बोए जाते हैं। ${ask === 'atLeastOne' ? 'कम से कम एक' : 'ठीक एक'} बीज के अंकुरित होने की प्रायिकता क्या है?`,
        success: { en: 'germinating', hi: 'अंकुरित होना' },
      },
      bulbs: {
        en: `Each bulb made in a factory is defective with probability ${chance}, independently of the others. ${n} bulbs are picked at random. What is the probability that ${ask === 'atLeastOne' ? 'at least one' : 'exactly one'} of them is defective?`,
        hi: `एक कारखाने में बना हर बल्ब ${chance} प्रायिकता से ख़राब होता है, दूसरों से स्वतंत्र रूप से। ${n} बल्ब यादृच्छिक रूप से लिए जाते हैं। ${ask === 'atLeastOne' ? 'कम से कम एक' : 'ठीक एक'} बल्ब के ख़राब होने की प्रायिकता क्या है?`,
        success: { en: 'a defective bulb', hi: 'बल्ब ख़राब होना' },
      },
    }[setting];
    const pTex = `\\frac{${u}}{${v}}`;
    const qTex = `\\frac{${v - u}}{${v}}`;
    const steps =
      ask === 'atLeastOne'
        ? {
            en: [
              `On one trial, P(success) $= ${pTex}$ (success here: ${text.success.en}), so P(failure) $= ${qTex}$.`,
              `P(no success in ${n} trials) $= \\left(${qTex}\\right)^{${n}} = ${probTex(none, den)}$.`,
              `P(at least one) $= 1 - ${fractionTex(none, den)} = ${fractionTex(favourable, den)}$.`,
            ],
            hi: [
              `एक प्रयास में P(सफलता) $= ${pTex}$ (यहाँ सफलता: ${text.success.hi}), अतः P(असफलता) $= ${qTex}$।`,
              `P(${n} प्रयासों में एक भी सफलता नहीं) $= \\left(${qTex}\\right)^{${n}} = ${probTex(none, den)}$।`,
              `P(कम से कम एक) $= 1 - ${fractionTex(none, den)} = ${fractionTex(favourable, den)}$।`,
            ],
          }
        : {
            en: [
              `On one trial, P(success) $= ${pTex}$ (success here: ${text.success.en}), so P(failure) $= ${qTex}$.`,
              `The one success can come in any of the ${n} trials, and the other ${n - 1} fail: $${n} \\times ${pTex} \\times \\left(${qTex}\\right)^{${n - 1}} = ${probTex(favourable, den)}$.`,
            ],
            hi: [
              `एक प्रयास में P(सफलता) $= ${pTex}$ (यहाँ सफलता: ${text.success.hi}), अतः P(असफलता) $= ${qTex}$।`,
              `एकमात्र सफलता ${n} में से किसी भी प्रयास में आ सकती है, और बाकी ${n - 1} असफल रहते हैं: $${n} \\times ${pTex} \\times \\left(${qTex}\\right)^{${n - 1}} = ${probTex(favourable, den)}$।`,
            ],
          };
    const ans = probText(p);
    return {
      title: { en: 'Success in repeated independent trials', hi: 'बार-बार के स्वतंत्र प्रयासों में सफलता' },
      type: 'single',
      statement: { en: text.en, hi: text.hi },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps.en, '', `**Answer: ${ans}**`].join('\n\n'),
        hi: [...steps.hi, '', `**उत्तर: ${ans}**`].join('\n\n'),
      },
      expectedSeconds: 70,
      numbers: setting === 'die' ? [n] : [u, v, n],
      check() {
        // Each trial is one of v equally likely tickets, u of them a success: enumerate v^n outcomes.
        let good = 0;
        for (let code = 0; code < den; code++) {
          let wins = 0;
          let c = code;
          for (let i = 0; i < n; i++) {
            if (c % v < u) wins++;
            c = Math.floor(c / v);
          }
          if (ask === 'atLeastOne' ? wins >= 1 : wins === 1) good++;
        }
        return { kind: 'choice', correct: [options.indexOf(probText(good / den))] };
      },
    };
  },
};

/** Two players draw in turns from a bag of red and white balls; the first to draw red wins (CAT). */
export const probabilityFirstToDrawRed: QuestionGenerator = {
  id: 'probability/first-to-draw-red',
  topic: 'probability',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    const r = rng.int(2, 3);
    const w = rng.int(2, 6);
    const n = r + w;
    const mode = rng.pick(['without', 'without', 'with'] as const);
    const [first, second] = rng.shuffle(PERSON_NAMES).slice(0, 2);
    const A = first ?? { en: 'A', hi: 'A' };
    const B = second ?? { en: 'B', hi: 'B' };
    const askFirst = rng.next() < 0.5;
    const winner = askFirst ? A : B;
    // Without replacement: the first red is at place i with probability C(n - i, r - 1) / C(n, r).
    const total = choose(n, r);
    const places = Array.from({ length: w + 1 }, (_, i) => i + 1);
    const firstWins = places.filter((i) => i % 2 === 1).reduce((s, i) => s + choose(n - i, r - 1), 0);
    // With replacement: P(first) = p / (1 - q^2) = n / (n + w).
    const pFirst = mode === 'without' ? firstWins / total : n / (n + w);
    const p = askFirst ? pFirst : 1 - pFirst;
    const pOtherMode = mode === 'without' ? n / (n + w) : firstWins / total;
    const { options, correctIndex } = choiceOptions(
      rng,
      p,
      inUnit([
        1 - p, // the other player's chance
        askFirst ? pOtherMode : 1 - pOtherMode, // the other drawing rule (with / without replacement)
        r / n, // only the very first draw counted
        1 / 2, // "both have the same chance"
        askFirst ? Math.ceil(n / 2) / n : Math.floor(n / 2) / n, // share of the draws each makes
        askFirst ? (w / n) * (r / (n - 1)) : r / n + (w / n) * (r / (n - 1)), // only the first two draws
        ...(mode === 'without'
          ? nearMisses(askFirst ? firstWins : total - firstWins, total)
          : nearMisses(askFirst ? n : w, n + w)),
      ]),
      probText,
    );
    const rule = {
      without: { en: 'without replacement', hi: 'निकाली गई गेंद वापस नहीं रखी जाती' },
      with: {
        en: 'putting each ball back before the next draw',
        hi: 'हर बार निकाली गई गेंद वापस रख दी जाती है',
      },
    }[mode];
    const rw = `${r} red and ${w} white ${w === 1 ? 'ball' : 'balls'}`;
    const mine = askFirst
      ? { en: 'the odd-numbered draws (1st, 3rd, 5th, …)', hi: 'विषम क्रम की बारियाँ (पहली, तीसरी, पाँचवीं, …)' }
      : { en: 'the even-numbered draws (2nd, 4th, 6th, …)', hi: 'सम क्रम की बारियाँ (दूसरी, चौथी, छठी, …)' };
    const mineIdx = places.filter((i) => (i % 2 === 1) === askFirst);
    const terms = mineIdx.map((i, at) => `${at ? '{}' : ''}^{${n - i}}C_{${r - 1}}`).join(' + ');
    const termValues = mineIdx.map((i) => choose(n - i, r - 1)).join(' + ');
    const good = askFirst ? firstWins : total - firstWins;
    const pTex = `\\frac{${r}}{${n}}`;
    const q2Tex = `\\left(\\frac{${w}}{${n}}\\right)^2`;
    const steps =
      mode === 'without'
        ? {
            en: [
              `Think of the balls lying in the random order in which they will be drawn. Every choice of the ${r} places of the red balls among the ${n} places is equally likely: $^{${n}}C_{${r}} = ${total}$ choices.`,
              `The first red ball is at place $i$ when the other ${r - 1} red ${r - 1 === 1 ? 'ball is' : 'balls are'} among the $${n} - i$ places after it: $^{${n} - i}C_{${r - 1}}$ choices (the first red is at place ${w + 1} at the latest).`,
              `${winner.en} makes ${mine.en}: $${terms} = ${termValues} = ${good}$.`,
              `$P = ${probTex(good, total)}$`,
            ],
            hi: [
              `मान लें कि गेंदें उसी यादृच्छिक क्रम में रखी हैं जिसमें वे निकाली जाएँगी। ${n} स्थानों में से ${r} लाल गेंदों के स्थानों का हर चयन समसंभाव्य है: $^{${n}}C_{${r}} = ${total}$ चयन।`,
              `पहली लाल गेंद स्थान $i$ पर तब होगी जब बाकी ${r - 1} लाल ${r - 1 === 1 ? 'गेंद' : 'गेंदें'} उसके बाद के $${n} - i$ स्थानों में हों: $^{${n} - i}C_{${r - 1}}$ चयन (पहली लाल गेंद अधिक से अधिक स्थान ${w + 1} पर होगी)।`,
              `${winner.hi} की ${mine.hi}: $${terms} = ${termValues} = ${good}$।`,
              `$P = ${probTex(good, total)}$`,
            ],
          }
        : {
            en: [
              `Each draw is red with probability $p = ${pTex}$ and white with probability $q = \\frac{${w}}{${n}}$, whatever happened before.`,
              `${A.en} wins on the 1st, 3rd, 5th, … draw: $P = p + q^2 p + q^4 p + \\dots = \\frac{p}{1 - q^2} = ${pTex} \\div \\left(1 - ${q2Tex}\\right) = ${fractionTex(n, n + w)}$.`,
              ...(askFirst ? [] : [`$P(${B.en}) = 1 - ${fractionTex(n, n + w)} = ${fractionTex(w, n + w)}$`]),
            ],
            hi: [
              `हर बार लाल आने की प्रायिकता $p = ${pTex}$ और सफ़ेद की $q = \\frac{${w}}{${n}}$ है, पहले चाहे जो हुआ हो।`,
              `${A.hi} की जीत पहली, तीसरी, पाँचवीं, … बारी में हो सकती है: $P = p + q^2 p + q^4 p + \\dots = \\frac{p}{1 - q^2} = ${pTex} \\div \\left(1 - ${q2Tex}\\right) = ${fractionTex(n, n + w)}$।`,
              ...(askFirst
                ? []
                : [`${B.hi} के लिए: $P = 1 - ${fractionTex(n, n + w)} = ${fractionTex(w, n + w)}$`]),
            ],
          };
    const ans = probText(p);
    return {
      title: {
        en: 'Drawing in turns: first to draw red wins',
        hi: 'बारी-बारी से निकालना: पहले लाल निकालने वाला जीतता है',
      },
      type: 'single',
      statement: {
        en: `A bag contains ${rw}. ${A.en} and ${B.en} take turns to draw one ball at a time, ${rule.en}, ${A.en} drawing first. Whoever draws a red ball first wins. What is the probability that ${winner.en} wins?`,
        hi: `एक थैले में ${r} लाल और ${w} सफ़ेद गेंदें हैं। ${A.hi} और ${B.hi} बारी-बारी से एक-एक गेंद निकालते हैं (${rule.hi}), पहली बारी ${A.hi} की है। जो भी पहले लाल गेंद निकाले, जीत उसी की होती है। ${winner.hi} के जीतने की प्रायिकता क्या है?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [...steps.en, '', `**Answer: ${ans}**`].join('\n\n'),
        hi: [...steps.hi, '', `**उत्तर: ${ans}**`].join('\n\n'),
      },
      expectedSeconds: 200,
      numbers: [r, w],
      check() {
        if (mode === 'without') {
          // Every set of red places as a bit mask of n bits with r bits set: who draws the first red?
          let all = 0;
          let firstPlayer = 0;
          for (let mask = 0; mask < 1 << n; mask++) {
            let bits = 0;
            for (let i = 0; i < n; i++) bits += (mask >> i) & 1;
            if (bits !== r) continue;
            all++;
            let place = 0;
            while (((mask >> place) & 1) === 0) place++;
            if (place % 2 === 0) firstPlayer++;
          }
          const x = askFirst ? firstPlayer / all : 1 - firstPlayer / all;
          return { kind: 'choice', correct: [options.indexOf(probText(x))] };
        }
        // With replacement: add the chance that the first red comes on draw k, over many draws.
        let x = 0;
        for (let k = 1; k <= 600; k++) {
          if ((k % 2 === 1) === askFirst) x += (w / n) ** (k - 1) * (r / n);
        }
        return { kind: 'choice', correct: [options.indexOf(probText(x))] };
      },
    };
  },
};
