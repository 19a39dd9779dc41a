import type { QuestionSetGenerator } from '../../set-generator.js';
import { type Loc, loc, numberQuestion } from './di-numbers.js';

/** Members using three facilities, only the totals known: least and greatest possible overlaps (a case split). */
export const vennDiagramsFacilityBounds: QuestionSetGenerator = {
  id: 'venn-diagrams/facility-bounds',
  topic: 'venn-diagrams',
  difficulty: 'hard',
  exams: ['CAT', 'Placements', 'Bank PO'],
  generate(rng) {
    let N = 0;
    let G = 0;
    let P = 0;
    let L = 0;
    let k = 0;
    for (;;) {
      N = 10 * rng.int(20, 60);
      G = 5 * rng.int(N / 10, (N * 9) / 50);
      P = 5 * rng.int(N / 10, (N * 9) / 50);
      L = 5 * rng.int(N / 10, (N * 9) / 50);
      k = 5 * rng.int(1, 6);
      const minGP = G + P - N;
      // All three must overlap for sure, the facilities differ in size, and the given "neither" fits.
      if (
        new Set([G, P, L]).size === 3 &&
        minGP >= 10 &&
        G + P + L - 2 * N >= 5 &&
        G + P - (N - k) <= Math.min(G, P) - 5 &&
        N - Math.max(G, P, L) >= 10
      )
        break;
    }
    const minGP = G + P - N;
    const maxGP = Math.min(G, P);
    const S = G + P + L;
    const min3 = S - 2 * N;
    const bothK = G + P - (N - k);
    const maxNone = N - Math.max(G, P, L);
    const gym = loc('the gym', 'जिम');
    const pool = loc('the pool', 'तरणताल');

    // 1. Least possible number using both the gym and the pool.
    const q1 = numberQuestion(rng, {
      title: loc('Least overlap of two facilities', 'दो सुविधाओं का न्यूनतम साझा भाग'),
      statement: {
        en: 'What is the least possible number of members who use both the gym and the pool?',
        hi: 'जिम और तरणताल दोनों का उपयोग करने वाले सदस्यों की न्यूनतम संभव संख्या क्या है?',
      },
      value: minGP,
      distractors: [
        maxGP, // the greatest overlap instead
        Math.abs(G - P), // the difference of the two
        N - maxGP, // members outside the smaller facility
        minGP + 10,
      ],
      steps: [
        {
          en: `The overlap is least when no member is left out of both: then the ${N} members are covered by ${G} and ${P} together, and the overlap is $${G} + ${P} - ${N} = ${minGP}$.`,
          hi: `साझा भाग तब न्यूनतम होता है जब कोई भी सदस्य दोनों से बाहर न हो: तब ${G} और ${P} मिलकर सभी ${N} सदस्यों को ढकते हैं और साझा भाग $${G} + ${P} - ${N} = ${minGP}$ है।`,
        },
      ],
      numbers: [minGP],
      seconds: 75,
      recompute: () => {
        // Brute force over the overlap: the union G + P - x cannot exceed N.
        for (let x = 0; x <= Math.min(G, P); x++) if (G + P - x <= N) return x;
        return -1;
      },
    });

    // 2. Greatest possible number using both.
    const q2 = numberQuestion(rng, {
      title: loc('Greatest overlap of two facilities', 'दो सुविधाओं का अधिकतम साझा भाग'),
      statement: {
        en: 'What is the greatest possible number of members who use both the gym and the pool?',
        hi: 'जिम और तरणताल दोनों का उपयोग करने वाले सदस्यों की अधिकतम संभव संख्या क्या है?',
      },
      value: maxGP,
      distractors: [
        Math.max(G, P), // the larger facility
        minGP, // the least overlap
        Math.round((G + P) / 2), // the average of the two
        maxGP - 10,
      ],
      steps: [
        {
          en: `The overlap cannot be larger than the smaller group: at most $\\min(${G}, ${P}) = ${maxGP}$, reached when every user of ${G < P ? gym.en : pool.en} also uses ${G < P ? pool.en : gym.en}.`,
          hi: `साझा भाग छोटे समूह से बड़ा नहीं हो सकता: अधिकतम $\\min(${G}, ${P}) = ${maxGP}$, जब ${G < P ? gym.hi : pool.hi} का हर उपयोगकर्ता ${G < P ? pool.hi : gym.hi} का भी उपयोग करे।`,
        },
      ],
      numbers: [maxGP],
      seconds: 60,
      recompute: () => {
        let best = 0;
        for (let x = 0; x <= N; x++) if (x <= G && x <= P && G + P - x <= N) best = x;
        return best;
      },
    });

    // 3. The exact overlap once "neither" is known.
    const q3 = numberQuestion(rng, {
      title: loc('Overlap when "neither" is known', '"किसी का नहीं" ज्ञात होने पर साझा भाग'),
      statement: {
        en: `It is later found that exactly ${k} members use neither the gym nor the pool. How many members use both of them?`,
        hi: `बाद में पता चलता है कि ठीक ${k} सदस्य न जिम का उपयोग करते हैं, न तरणताल का। कितने सदस्य दोनों का उपयोग करते हैं?`,
      },
      value: bothK,
      distractors: [
        minGP, // ignores the members who use neither
        minGP - k, // subtracts "neither" the wrong way
        N - k - bothK, // those who use exactly one of the two
        bothK + 5,
      ],
      steps: [
        {
          en: `Members who use at least one of the two: $${N} - ${k} = ${N - k}$.`,
          hi: `दोनों में से कम से कम एक का उपयोग करने वाले: $${N} - ${k} = ${N - k}$।`,
        },
        {
          en: `Both: $${G} + ${P} - ${N - k} = ${bothK}$.`,
          hi: `दोनों: $${G} + ${P} - ${N - k} = ${bothK}$।`,
        },
      ],
      numbers: [k, bothK],
      seconds: 75,
      recompute: () => {
        // Count the members by regions: only gym + only pool + both + neither = N.
        for (let x = 0; x <= Math.min(G, P); x++) if (G - x + (P - x) + x + k === N) return x;
        return -1;
      },
    });

    // 4. CAT level: the least possible number using all three.
    const q4 = numberQuestion(rng, {
      title: loc('Least number using all three', 'तीनों का उपयोग करने वालों की न्यूनतम संख्या'),
      statement: {
        en: 'Going back to the totals alone (no "neither" information), what is the least possible number of members who use all three facilities?',
        hi: 'केवल कुल संख्याओं के आधार पर ("किसी का नहीं" वाली जानकारी के बिना), तीनों सुविधाओं का उपयोग करने वाले सदस्यों की न्यूनतम संभव संख्या क्या है?',
      },
      value: min3,
      distractors: [
        S - N, // the two-set formula applied to three sets
        minGP, // the least overlap of two of them
        Math.round((S - N) / 2), // halves the excess instead
        min3 + 5,
      ],
      steps: [
        {
          en: `Count the "absences": ${N - G} members do not use the gym, ${N - P} do not use the pool and ${N - L} do not use the library.`,
          hi: `"अनुपस्थितियाँ" गिनिए: ${N - G} सदस्य जिम का, ${N - P} तरणताल का और ${N - L} पुस्तकालय का उपयोग नहीं करते।`,
        },
        {
          en: `A member who does not use all three is missing from at least one list. At most $${N - G} + ${N - P} + ${N - L} = ${3 * N - S}$ members can be absent from some list (when no one is absent twice), so at least $${N} - ${3 * N - S} = ${min3}$ use all three.`,
          hi: `जो सदस्य तीनों का उपयोग नहीं करता, वह कम से कम एक सूची से अनुपस्थित है। अधिकतम $${N - G} + ${N - P} + ${N - L} = ${3 * N - S}$ सदस्य किसी सूची से अनुपस्थित हो सकते हैं (जब कोई दो बार अनुपस्थित न हो), अतः कम से कम $${N} - ${3 * N - S} = ${min3}$ सदस्य तीनों का उपयोग करते हैं।`,
        },
        {
          en: `Equivalently $${G} + ${P} + ${L} - 2 \\times ${N} = ${min3}$.`,
          hi: `यही $${G} + ${P} + ${L} - 2 \\times ${N} = ${min3}$ है।`,
        },
      ],
      numbers: [min3],
      seconds: 180,
      recompute: () => {
        // Greedy: spread each facility's non-users over different members, then count who is left.
        let absent = 0;
        for (const size of [G, P, L]) absent += N - size;
        return Math.max(0, N - Math.min(N, absent));
      },
    });

    // 5. Greatest possible number using none.
    const big = Math.max(G, P, L);
    const q5 = numberQuestion(rng, {
      title: loc('Greatest number using none', 'किसी का उपयोग न करने वालों की अधिकतम संख्या'),
      statement: {
        en: 'What is the greatest possible number of members who use none of the three facilities?',
        hi: 'तीनों में से किसी भी सुविधा का उपयोग न करने वाले सदस्यों की अधिकतम संभव संख्या क्या है?',
      },
      value: maxNone,
      distractors: [
        N - Math.min(G, P, L), // takes the smallest facility
        Math.max(0, 3 * N - S), // adds up all the non-users
        N - min3, // those who miss at least one facility
        maxNone + 10,
      ],
      steps: [
        {
          en: `The users of the largest facility (${big}) certainly use something. The number using none is greatest when the other two groups lie inside it: $${N} - ${big} = ${maxNone}$.`,
          hi: `सबसे बड़ी सुविधा (${big}) के उपयोगकर्ता निश्चित रूप से किसी सुविधा का उपयोग करते हैं। किसी का उपयोग न करने वाले तब अधिकतम होंगे जब बाकी दोनों समूह इसी के भीतर हों: $${N} - ${big} = ${maxNone}$।`,
        },
      ],
      numbers: [big, maxNone],
      seconds: 90,
      recompute: () => Math.min(N - G, N - P, N - L),
    });

    const body: Loc = {
      en: `A residents' club has ${N} members. In a month, ${G} members used the gym, ${P} used the swimming pool and ${L} used the library; nothing else is known about who used what. Each question is about what the data allows.`,
      hi: `एक आवासीय क्लब के ${N} सदस्य हैं। एक महीने में ${G} सदस्यों ने जिम, ${P} ने तरणताल और ${L} ने पुस्तकालय का उपयोग किया; किसने किन-किन का उपयोग किया, इसके बारे में और कुछ ज्ञात नहीं है। प्रत्येक प्रश्न इस बारे में है कि ये आँकड़े क्या संभव बनाते हैं।`,
    };
    return {
      set: {
        kind: 'passage',
        title: loc('Three facilities of a club: possible overlaps', 'क्लब की तीन सुविधाएँ: संभव साझा भाग'),
        body,
      },
      questions: [q1, q2, q3, q4, q5],
      numbers: [N, G, P, L],
    };
  },
};
