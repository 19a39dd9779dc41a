import type { QuestionGenerator } from '../../generator.js';
import type { BilingualText } from '../shared/bilingual-text.js';
import { englishText } from './answer-formats.js';
import { percentTex, percentText, reduced } from './percentages-change.js';

const THINGS = [
  { en: 'pens', hi: 'पेन' },
  { en: 'pencils', hi: 'पेंसिलों' },
  { en: 'notebooks', hi: 'कॉपियों' },
  { en: 'oranges', hi: 'संतरों' },
  { en: 'mangoes', hi: 'आमों' },
  { en: 'toys', hi: 'खिलौनों' },
] as const;

/** (n, m) pairs whose gain or loss percentage 100|n − m|/m has a denominator of at most 12. */
const COUNT_PAIRS: [number, number][] = [];
for (let n = 5; n <= 40; n++) {
  for (let m = 5; m <= 40; m++) {
    if (n !== m && reduced(100 * Math.abs(n - m), m)[1] <= 12 && Math.abs(n - m) <= m)
      COUNT_PAIRS.push([n, m]);
  }
}

/** The cost price of n articles equals the selling price of m: the gain or loss percentage. */
export const profitCostOfNSellingOfM: QuestionGenerator = {
  id: 'profit-and-loss/cost-of-n-selling-of-m',
  topic: 'profit-and-loss',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'Placements'],
  count: 40,
  generate(rng) {
    const [n, m] = rng.pick(COUNT_PAIRS);
    const things = rng.pick(THINGS);
    const gain = n > m;
    const diff = Math.abs(n - m);
    const tell = (num: number, den: number, isGain: boolean): BilingualText => ({
      en: `${percentText(num, den)} ${isGain ? 'gain' : 'loss'}`,
      hi: `${percentText(num, den)} ${isGain ? 'लाभ' : 'हानि'}`,
    });
    const correct = tell(100 * diff, m, gain);
    const candidates = [
      tell(100 * diff, n, gain), // divides by the other count
      tell(100 * diff, m, !gain), // gets gain and loss the wrong way round
      tell(100 * diff, n, !gain), // both mistakes
      tell(diff, 1, gain), // takes the difference of the counts as the percentage
      tell(100 * diff + m, m, gain), // a near miss
    ].filter((c) => !c.en.includes('frac{0}'));
    const wrong = candidates.filter(
      (c, i) => c.en !== correct.en && candidates.findIndex((d) => d.en === c.en) === i,
    );
    const options = rng.shuffle([correct, ...wrong.slice(0, 3)]);
    const correctIndex = options.indexOf(correct);
    const statement = {
      en: `The cost price of ${n} ${things.en} is equal to the selling price of ${m} ${things.en}. What is the gain or loss percentage?`,
      hi: `${n} ${things.hi} का क्रय मूल्य ${m} ${things.hi} के विक्रय मूल्य के बराबर है। लाभ या हानि प्रतिशत ज्ञात कीजिए।`,
    };
    const answer = percentTex(100 * diff, m);
    const solution = {
      en: [
        `Let each of the ${things.en} cost ₹1. Then ${m} of them sell for ₹${n} (the cost of ${n}).`,
        `On ${m} ${things.en}: cost ₹${m}, selling price ₹${n}, so the ${gain ? 'gain' : 'loss'} is ₹${diff}.`,
        `${gain ? 'Gain' : 'Loss'} $= \\frac{${diff}}{${m}} \\times 100 = ${answer}$.`,
        '',
        `**Answer: ${correct.en}**`,
      ].join('\n\n'),
      hi: [
        `माना हर एक का क्रय मूल्य ₹1 है। तब ${m} का विक्रय मूल्य ₹${n} (${n} का क्रय मूल्य) है।`,
        `${m} ${things.hi} पर: क्रय मूल्य ₹${m}, विक्रय मूल्य ₹${n}, अतः ${gain ? 'लाभ' : 'हानि'} ₹${diff} है।`,
        `${gain ? 'लाभ' : 'हानि'} $= \\frac{${diff}}{${m}} \\times 100 = ${answer}$।`,
        '',
        `**उत्तर: ${correct.hi}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Cost of some equals selling price of others', hi: 'कुछ का क्रय मूल्य = कुछ का विक्रय मूल्य' },
      type: 'single',
      statement,
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution,
      expectedSeconds: 45,
      numbers: [n, m],
      check() {
        // Price the articles in paise: cost 100·m each makes the selling price 100·n each.
        const cost = 100 * m;
        const sell = (cost * n) / m;
        const result = percentText(Math.abs(sell - cost) * 100, cost);
        const text = `${result} ${sell > cost ? 'gain' : 'loss'}`;
        return { kind: 'choice', correct: [options.findIndex((o) => englishText(o) === text)] };
      },
    };
  },
};

const SHOPS = [
  { en: 'a bakery', hi: 'एक बेकरी', item: { en: 'cakes', hi: 'केक' } },
  { en: 'a juice stall', hi: 'एक जूस की दुकान', item: { en: 'glasses of juice', hi: 'गिलास जूस' } },
  { en: 'a sweet shop', hi: 'एक मिठाई की दुकान', item: { en: 'boxes of sweets', hi: 'डिब्बे मिठाई' } },
  { en: 'a snack stall', hi: 'एक नाश्ते की दुकान', item: { en: 'plates of samosas', hi: 'प्लेट समोसे' } },
] as const;

/** Sales fall by u items for every ₹k rise in price: the highest daily profit (or the price for it), TITA. */
export const profitPriceForMaxProfit: QuestionGenerator = {
  id: 'profit-and-loss/price-for-max-profit',
  topic: 'profit-and-loss',
  difficulty: 'hard',
  exams: ['CAT', 'Placements'],
  count: 60,
  generate(rng) {
    const shop = rng.pick(SHOPS);
    // Fallback that always works, replaced by the first clean draw.
    let [cost, price, sold, step, drop, best] = [60, 80, 300, 1, 5, 20];
    for (let tries = 0; tries < 500; tries++) {
      const c = rng.int(10, 200);
      const p = c + rng.int(5, 60);
      const k = rng.pick([1, 2, 5]);
      const u = rng.pick([2, 3, 4, 5, 6, 8, 10]);
      const n = u * rng.int(20, 150);
      // profit(x) = (p − c + kx)(n − ux) peaks where u(p − c + kx) = k(n − ux): x = (kn − u(p − c)) / (2ku).
      const top = k * n - u * (p - c);
      if (top % (2 * k * u) !== 0) continue;
      const x = top / (2 * k * u);
      // A real change, but not an absurd one: within 60% of today's price, keeping a third of the sales.
      if (x === 0 || Math.abs(k * x) > 0.6 * p || 3 * (n - u * x) < n || p + k * x <= c) continue;
      [cost, price, sold, step, drop, best] = [c, p, n, k, u, x];
      break;
    }
    const bestPrice = price + step * best;
    const bestSold = sold - drop * best;
    const maxProfit = (bestPrice - cost) * bestSold;
    const askPrice = rng.next() < 0.4;
    const asked = askPrice ? bestPrice : maxProfit;
    const perStep =
      step === 1 ? { en: 'every ₹1', hi: 'हर ₹1' } : { en: `every ₹${step}`, hi: `हर ₹${step}` };
    const statement = {
      en: `${shop.en.replace(/^a/, 'A')} sells ${sold} ${shop.item.en} a day at ₹${price} each; each costs it ₹${cost} to make. For ${perStep.en} that the price is raised, ${drop} fewer are sold a day, and for ${perStep.en} that it is cut, ${drop} more are sold. ${askPrice ? 'At what price (in ₹) is the daily profit the highest?' : 'What is the highest daily profit (in ₹) it can make?'}`,
      hi: `${shop.hi} रोज़ ${sold} ${shop.item.hi} ₹${price} प्रति नग बेचती है; हर एक को बनाने में ₹${cost} लगते हैं। मूल्य में ${perStep.hi} की वृद्धि पर रोज़ ${drop} कम बिकते हैं, और ${perStep.hi} की कमी पर ${drop} अधिक बिकते हैं। ${askPrice ? 'किस मूल्य (₹ में) पर दैनिक लाभ सबसे अधिक होगा?' : 'वह अधिकतम कितना दैनिक लाभ (₹ में) कमा सकती है?'}`,
    };
    const margin = price - cost;
    const sign = best > 0 ? '+' : '-';
    const solution = {
      en: [
        `Let the price change by $${step === 1 ? '' : step}x$ rupees ($x$ steps; negative means a cut). Profit per item $= ${margin} ${step === 1 ? '+ x' : `+ ${step}x`}$, items sold $= ${sold} - ${drop}x$.`,
        `Daily profit $= (${margin} ${step === 1 ? '+ x' : `+ ${step}x`})(${sold} - ${drop}x)$. Multiply the first factor by ${drop} and the second by ${step}: their sum $${drop * margin + step * sold}$ does not depend on $x$, so the product is largest when they are equal.`,
        `$${drop}(${margin} ${step === 1 ? '+ x' : `+ ${step}x`}) = ${step === 1 ? '' : step}(${sold} - ${drop}x)$ gives $x = ${best}$.`,
        `Best price $= ${price} ${sign} ${Math.abs(step * best)} = ${bestPrice}$; items sold $= ${bestSold}$; profit $= ${bestPrice - cost} \\times ${bestSold} = ${maxProfit}$.`,
        '',
        `**Answer: ${askPrice ? `₹${bestPrice}` : `₹${maxProfit}`}**`,
      ].join('\n\n'),
      hi: [
        `माना मूल्य $${step === 1 ? '' : step}x$ रुपये बदलता है ($x$ चरण; ऋणात्मक का अर्थ कमी)। प्रति नग लाभ $= ${margin} ${step === 1 ? '+ x' : `+ ${step}x`}$, बिक्री $= ${sold} - ${drop}x$।`,
        `दैनिक लाभ $= (${margin} ${step === 1 ? '+ x' : `+ ${step}x`})(${sold} - ${drop}x)$। पहले गुणनखंड को ${drop} से और दूसरे को ${step} से गुणा करें: उनका योग $${drop * margin + step * sold}$, $x$ पर निर्भर नहीं है, अतः दोनों बराबर होने पर गुणनफल अधिकतम होता है।`,
        `$${drop}(${margin} ${step === 1 ? '+ x' : `+ ${step}x`}) = ${step === 1 ? '' : step}(${sold} - ${drop}x)$ से $x = ${best}$।`,
        `सर्वोत्तम मूल्य $= ${price} ${sign} ${Math.abs(step * best)} = ${bestPrice}$; बिक्री $= ${bestSold}$; लाभ $= ${bestPrice - cost} \\times ${bestSold} = ${maxProfit}$।`,
        '',
        `**उत्तर: ${askPrice ? `₹${bestPrice}` : `₹${maxProfit}`}**`,
      ].join('\n\n'),
    };
    return {
      title: { en: 'Price for the highest profit', hi: 'अधिकतम लाभ के लिए मूल्य' },
      type: 'numeric',
      statement,
      options: [],
      answer: { kind: 'numeric', value: asked, tolerance: 0 },
      solution,
      expectedSeconds: 210,
      numbers: [sold, price, cost, drop, asked],
      check() {
        // Try every whole number of price steps that keeps a margin and some sales.
        let top = Number.NEGATIVE_INFINITY;
        let at = 0;
        for (let x = -Math.floor((price - cost) / step); x <= Math.ceil(sold / drop); x++) {
          const profit = (price + step * x - cost) * (sold - drop * x);
          if (profit > top) [top, at] = [profit, price + step * x];
        }
        return { kind: 'numeric', value: askPrice ? at : top, tolerance: 0 };
      },
    };
  },
};
