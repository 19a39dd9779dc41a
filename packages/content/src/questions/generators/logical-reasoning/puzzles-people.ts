import type { BilingualText as Text } from '../shared/bilingual-text.js';
import type { OrderFrame } from './puzzles-order-engine.js';
import { generatorOf, listOf, ORD_HI, people, TALL_EN, t } from './puzzles-orders.js';

/**
 * Ordering puzzles about people (group M), solved by an exhaustive search in `check`: numbered
 * lockers (Placements, Bank PO), birth years and ages (Bank PO, SSC CGL) and a height comparison
 * (SSC CGL, RRB NTPC).
 */

/** Numbered lockers in a row, with prime / even / square-number clues. */
export const puzzlesLockers = generatorOf('puzzles/numbered-lockers', ['Placements', 'Bank PO'], (rng) => {
  const n = 6;
  const who = people(rng, n);
  const p = (u: number) => who[u] as Text;
  const num = (s: number) => t(`locker ${s + 1}`, `लॉकर ${s + 1}`);
  const frame: OrderFrame = {
    n,
    item: p,
    slot: num,
    intro: t(
      `Six lockers in a row are numbered 1 to 6 from left to right. ${listOf(who).en} each use a different locker. Read the clues:`,
      `एक पंक्ति में छह लॉकर बाएँ से दाएँ 1 से 6 तक क्रमांकित हैं। ${listOf(who).hi} में से हर एक अलग लॉकर इस्तेमाल करता है। संकेत पढ़िए:`,
    ),
    at: (u, s) => t(`${p(u).en} uses locker ${s + 1}.`, `${p(u).hi} लॉकर ${s + 1} इस्तेमाल करता है।`),
    after: (u, v, k) =>
      k === 1
        ? t(
            `${p(u).en}'s locker is immediately to the right of ${p(v).en}'s.`,
            `${p(u).hi} का लॉकर ${p(v).hi} के लॉकर के ठीक दाईं ओर है।`,
          )
        : t(
            `${p(u).en}'s locker number is ${k} more than ${p(v).en}'s.`,
            `${p(u).hi} के लॉकर की संख्या ${p(v).hi} के लॉकर की संख्या से ${k} अधिक है।`,
          ),
    later: (u, v) =>
      t(
        `${p(u).en}'s locker number is higher than ${p(v).en}'s.`,
        `${p(u).hi} के लॉकर की संख्या ${p(v).hi} के लॉकर की संख्या से बड़ी है।`,
      ),
    gap: (u, v, k) =>
      k === 1
        ? t(
            `Exactly one locker lies between the lockers of ${p(u).en} and ${p(v).en}.`,
            `${p(u).hi} और ${p(v).hi} के लॉकरों के बीच ठीक एक लॉकर है।`,
          )
        : t(
            `Exactly ${k} lockers lie between the lockers of ${p(u).en} and ${p(v).en}.`,
            `${p(u).hi} और ${p(v).hi} के लॉकरों के बीच ठीक ${k} लॉकर हैं।`,
          ),
    props: [
      {
        test: (s) => [2, 3, 5].includes(s + 1),
        text: (u) =>
          t(`${p(u).en}'s locker number is a prime number.`, `${p(u).hi} के लॉकर की संख्या एक अभाज्य संख्या है।`),
      },
      {
        test: (s) => (s + 1) % 2 === 0,
        text: (u) => t(`${p(u).en}'s locker number is even.`, `${p(u).hi} के लॉकर की संख्या सम है।`),
      },
      {
        test: (s) => s + 1 === 1 || s + 1 === 4,
        text: (u) =>
          t(`${p(u).en}'s locker number is a perfect square.`, `${p(u).hi} के लॉकर की संख्या एक पूर्ण वर्ग है।`),
      },
    ],
  };
  return {
    frame,
    asks: ['whoAt', 'slotOf', 'between', 'next'],
    title: t('Numbered lockers', 'क्रमांकित लॉकर'),
    whoAt: (s) => t(`Who uses locker ${s + 1}?`, `लॉकर ${s + 1} कौन इस्तेमाल करता है?`),
    slotOf: (u) => t(`Which locker does ${p(u).en} use?`, `${p(u).hi} कौन-सा लॉकर इस्तेमाल करता है?`),
    between: (u, v) =>
      t(
        `How many lockers lie between the lockers of ${p(u).en} and ${p(v).en}?`,
        `${p(u).hi} और ${p(v).hi} के लॉकरों के बीच कितने लॉकर हैं?`,
      ),
    next: (u) =>
      t(
        `Whose locker is immediately to the right of ${p(u).en}'s?`,
        `${p(u).hi} के लॉकर के ठीक दाईं ओर किसका लॉकर है?`,
      ),
    expectedSeconds: 150,
  };
});

/** Birth years of six people: find who was born when, or a person's age in a given year. */
export const puzzlesBirthYears = generatorOf('puzzles/birth-years', ['Bank PO', 'SSC CGL'], (rng) => {
  const n = 6;
  const y0 = rng.int(1986, 1996);
  const ref = rng.int(2026, 2032);
  const who = people(rng, n);
  const p = (u: number) => who[u] as Text;
  const year = (s: number) => t(String(y0 + s), String(y0 + s));
  const leap = (s: number) => (y0 + s) % 4 === 0;
  const frame: OrderFrame = {
    n,
    item: p,
    slot: year,
    intro: t(
      `${listOf(who).en} were born in six different consecutive years, from ${y0} to ${y0 + n - 1}. Read the clues:`,
      `${listOf(who).hi} का जन्म ${y0} से ${y0 + n - 1} तक के छह अलग-अलग लगातार वर्षों में हुआ। संकेत पढ़िए:`,
    ),
    at: (u, s) => t(`${p(u).en} was born in ${y0 + s}.`, `${p(u).hi} का जन्म ${y0 + s} में हुआ।`),
    after: (u, v, k) =>
      k === 1
        ? t(
            `${p(u).en} was born in the year just after ${p(v).en}.`,
            `${p(u).hi} का जन्म ${p(v).hi} के जन्म के ठीक अगले वर्ष हुआ।`,
          )
        : t(`${p(u).en} is ${k} years younger than ${p(v).en}.`, `${p(u).hi}, ${p(v).hi} से ${k} वर्ष छोटा है।`),
    later: (u, v) => t(`${p(u).en} is younger than ${p(v).en}.`, `${p(u).hi}, ${p(v).hi} से छोटा है।`),
    gap: (u, v, k) =>
      k === 1
        ? t(
            `Exactly one of the others was born between ${p(u).en} and ${p(v).en}.`,
            `${p(u).hi} और ${p(v).hi} के जन्म के बीच के वर्षों में ठीक एक अन्य व्यक्ति का जन्म हुआ।`,
          )
        : t(
            `Exactly ${k} of the others were born between ${p(u).en} and ${p(v).en}.`,
            `${p(u).hi} और ${p(v).hi} के जन्म के बीच के वर्षों में ठीक ${k} अन्य व्यक्तियों का जन्म हुआ।`,
          ),
    props: [
      {
        test: leap,
        text: (u) => t(`${p(u).en} was born in a leap year.`, `${p(u).hi} का जन्म एक अधिवर्ष (लीप वर्ष) में हुआ।`),
      },
      {
        test: (s) => (y0 + s) % 2 === 1,
        text: (u) =>
          t(`${p(u).en} was born in an odd-numbered year.`, `${p(u).hi} का जन्म विषम संख्या वाले वर्ष में हुआ।`),
      },
      {
        test: (s) => s >= 3,
        text: (u) => t(`${p(u).en} is one of the three youngest.`, `${p(u).hi} तीन सबसे छोटे लोगों में से एक है।`),
      },
    ],
  };
  return {
    frame,
    asks: ['whoAt', 'slotOf', 'between', 'next'],
    title: t('Birth years and ages', 'जन्म के वर्ष और आयु'),
    whoAt: (s) => t(`Who was born in ${y0 + s}?`, `${y0 + s} में किसका जन्म हुआ?`),
    slotOf: (u) =>
      t(
        `How old will ${p(u).en} be on his birthday in ${ref}?`,
        `${ref} में अपने जन्मदिन पर ${p(u).hi} कितने वर्ष का होगा?`,
      ),
    slotAnswer: (s) => t(`${ref - y0 - s} years`, `${ref - y0 - s} वर्ष`),
    between: (u, v) =>
      t(
        `How many of the others were born between ${p(u).en} and ${p(v).en}?`,
        `${p(u).hi} और ${p(v).hi} के जन्म के बीच कितने अन्य लोगों का जन्म हुआ?`,
      ),
    next: (u) =>
      t(`Who was born in the year just after ${p(u).en}?`, `${p(u).hi} के ठीक अगले वर्ष किसका जन्म हुआ?`),
    expectedSeconds: 150,
    numbers: [y0],
  };
});

/** Heights compared: who is the k-th tallest, how many are taller, who is just taller. */
export const puzzlesHeightOrder = generatorOf('puzzles/height-order', ['SSC CGL', 'RRB NTPC'], (rng) => {
  const n = 6;
  const who = people(rng, n);
  const p = (u: number) => who[u] as Text;
  // Slot s: s people are shorter, so the rank from the tallest is n - s.
  const rank = (s: number) => t(`${TALL_EN[n - 1 - s]}`, `लंबाई में ${ORD_HI[n - 1 - s]} स्थान पर`);
  const frame: OrderFrame = {
    n,
    item: p,
    slot: rank,
    intro: t(
      `Six friends — ${listOf(who).en} — all have different heights. Read the clues:`,
      `छह मित्रों — ${listOf(who).hi} — की लंबाइयाँ अलग-अलग हैं। संकेत पढ़िए:`,
    ),
    at: (u, s) =>
      t(`${p(u).en} is the ${TALL_EN[n - 1 - s]}.`, `${p(u).hi} लंबाई में ${ORD_HI[n - 1 - s]} स्थान पर है।`),
    after: (u, v, k) =>
      k === 1
        ? t(
            `${p(u).en} is taller than ${p(v).en}, and nobody's height lies between theirs.`,
            `${p(u).hi}, ${p(v).hi} से लंबा है, और किसी की लंबाई इन दोनों के बीच नहीं है।`,
          )
        : k === 2
          ? t(
              `${p(u).en} is taller than ${p(v).en}, and exactly one of the others is taller than ${p(v).en} but shorter than ${p(u).en}.`,
              `${p(u).hi}, ${p(v).hi} से लंबा है, और बाकी में से ठीक एक व्यक्ति ${p(v).hi} से लंबा पर ${p(u).hi} से छोटा है।`,
            )
          : t(
              `${p(u).en} is taller than ${p(v).en}, and exactly ${k - 1} of the others are taller than ${p(v).en} but shorter than ${p(u).en}.`,
              `${p(u).hi}, ${p(v).hi} से लंबा है, और बाकी में से ठीक ${k - 1} लोग ${p(v).hi} से लंबे पर ${p(u).hi} से छोटे हैं।`,
            ),
    later: (u, v) => t(`${p(u).en} is taller than ${p(v).en}.`, `${p(u).hi}, ${p(v).hi} से लंबा है।`),
    gap: (u, v, k) =>
      k === 1
        ? t(
            `Exactly one of the others is taller than one of ${p(u).en} and ${p(v).en} but shorter than the other.`,
            `बाकी में से ठीक एक व्यक्ति ${p(u).hi} और ${p(v).hi} में से एक से लंबा और दूसरे से छोटा है।`,
          )
        : t(
            `Exactly ${k} of the others are taller than one of ${p(u).en} and ${p(v).en} but shorter than the other.`,
            `बाकी में से ठीक ${k} लोग ${p(u).hi} और ${p(v).hi} में से एक से लंबे और दूसरे से छोटे हैं।`,
          ),
    props: [
      {
        test: (s) => s >= 3,
        text: (u) => t(`${p(u).en} is among the three tallest.`, `${p(u).hi} तीन सबसे लंबे लोगों में है।`),
      },
      {
        test: (s) => s > 0 && s < n - 1,
        text: (u) =>
          t(`${p(u).en} is neither the tallest nor the shortest.`, `${p(u).hi} न सबसे लंबा है, न सबसे छोटा।`),
      },
    ],
  };
  return {
    frame,
    asks: ['whoAt', 'slotOf', 'between', 'next'],
    title: t('Comparing heights', 'लंबाइयों की तुलना'),
    whoAt: (s) => t(`Who is the ${TALL_EN[n - 1 - s]}?`, `लंबाई में ${ORD_HI[n - 1 - s]} स्थान पर कौन है?`),
    slotOf: (u) => t(`How many of the friends are taller than ${p(u).en}?`, `कितने मित्र ${p(u).hi} से लंबे हैं?`),
    slotAnswer: (s) => t(String(n - 1 - s), String(n - 1 - s)),
    between: (u, v) =>
      t(
        `How many friends are taller than one of ${p(u).en} and ${p(v).en} but shorter than the other?`,
        `कितने मित्र ${p(u).hi} और ${p(v).hi} में से एक से लंबे और दूसरे से छोटे हैं?`,
      ),
    next: (u) =>
      t(
        `Who is just taller than ${p(u).en} (with nobody's height between them)?`,
        `${p(u).hi} से ठीक अधिक लंबा कौन है (जिनके बीच किसी की लंबाई न हो)?`,
      ),
    expectedSeconds: 150,
  };
});
