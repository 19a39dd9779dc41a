import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import type { BilingualText as Text } from '../shared/bilingual-text.js';
import { elementAt } from '../shared/list-access.js';

/**
 * Odd one out among words and pairs from small curated lists (names in English and Hindi): a word
 * of a sibling category, and a state paired with a city that is not its capital. The checkers look
 * every item up in an index built from the lists, never in what the generator chose.
 */

/** A category of words, with the sibling categories whose words pass for its own at a glance. */
export interface WordCategory {
  key: string;
  name: Text;
  words: readonly Text[];
  siblings: readonly string[];
}

const w = (en: string, hi: string): Text => ({ en, hi });

/** Curated categories; no word belongs to two of them (tomato, bat and the like are left out). */
export const WORD_CATEGORIES: readonly WordCategory[] = [
  {
    key: 'fruit',
    name: w('fruits', 'फल'),
    words: [
      w('Mango', 'आम'),
      w('Apple', 'सेब'),
      w('Banana', 'केला'),
      w('Guava', 'अमरूद'),
      w('Papaya', 'पपीता'),
      w('Grapes', 'अंगूर'),
      w('Orange', 'संतरा'),
      w('Pineapple', 'अनानास'),
      w('Pomegranate', 'अनार'),
      w('Litchi', 'लीची'),
    ],
    siblings: ['vegetable'],
  },
  {
    key: 'vegetable',
    name: w('vegetables', 'सब्ज़ियाँ'),
    words: [
      w('Potato', 'आलू'),
      w('Onion', 'प्याज़'),
      w('Cabbage', 'पत्तागोभी'),
      w('Spinach', 'पालक'),
      w('Carrot', 'गाजर'),
      w('Radish', 'मूली'),
      w('Brinjal', 'बैंगन'),
      w('Cauliflower', 'फूलगोभी'),
      w('Ladyfinger', 'भिंडी'),
    ],
    siblings: ['fruit'],
  },
  {
    key: 'bird',
    name: w('birds', 'पक्षी'),
    words: [
      w('Sparrow', 'गौरैया'),
      w('Parrot', 'तोता'),
      w('Crow', 'कौआ'),
      w('Peacock', 'मोर'),
      w('Pigeon', 'कबूतर'),
      w('Owl', 'उल्लू'),
      w('Myna', 'मैना'),
      w('Kingfisher', 'किंगफ़िशर'),
    ],
    siblings: ['insect'],
  },
  {
    key: 'insect',
    name: w('insects', 'कीट'),
    words: [
      w('Ant', 'चींटी'),
      w('Honeybee', 'मधुमक्खी'),
      w('Butterfly', 'तितली'),
      w('Mosquito', 'मच्छर'),
      w('Housefly', 'मक्खी'),
      w('Grasshopper', 'टिड्डा'),
      w('Cockroach', 'तिलचट्टा'),
    ],
    siblings: ['bird'],
  },
  {
    key: 'metal',
    name: w('metals', 'धातुएँ'),
    words: [
      w('Iron', 'लोहा'),
      w('Copper', 'ताँबा'),
      w('Silver', 'चाँदी'),
      w('Gold', 'सोना'),
      w('Zinc', 'जस्ता'),
      w('Aluminium', 'एल्युमिनियम'),
    ],
    siblings: ['non-metal'],
  },
  {
    key: 'non-metal',
    name: w('non-metals', 'अधातुएँ'),
    words: [
      w('Carbon', 'कार्बन'),
      w('Sulphur', 'गंधक'),
      w('Oxygen', 'ऑक्सीजन'),
      w('Nitrogen', 'नाइट्रोजन'),
      w('Phosphorus', 'फ़ॉस्फ़ोरस'),
    ],
    siblings: ['metal'],
  },
  {
    key: 'string',
    name: w('string instruments', 'तार वाले वाद्य'),
    words: [
      w('Sitar', 'सितार'),
      w('Veena', 'वीणा'),
      w('Violin', 'वायलिन'),
      w('Sarod', 'सरोद'),
      w('Guitar', 'गिटार'),
      w('Sarangi', 'सारंगी'),
    ],
    siblings: ['percussion', 'wind'],
  },
  {
    key: 'percussion',
    name: w('percussion instruments (played by striking)', 'ताल वाद्य (थाप से बजने वाले)'),
    words: [w('Tabla', 'तबला'), w('Dholak', 'ढोलक'), w('Mridangam', 'मृदंगम'), w('Pakhawaj', 'पखावज')],
    siblings: ['string', 'wind'],
  },
  {
    key: 'wind',
    name: w('wind instruments (played by blowing)', 'सुषिर वाद्य (फूँक से बजने वाले)'),
    words: [w('Flute', 'बाँसुरी'), w('Shehnai', 'शहनाई'), w('Trumpet', 'तुरही'), w('Clarinet', 'क्लैरिनेट')],
    siblings: ['string', 'percussion'],
  },
];

/** Every listed word (English) with the key of its category: the checkers' index. */
export const CATEGORY_OF: ReadonlyMap<string, string> = new Map(
  WORD_CATEGORIES.flatMap((c) => c.words.map((x) => [x.en, c.key] as const)),
);

export function categoryByKey(key: string): WordCategory {
  const c = WORD_CATEGORIES.find((x) => x.key === key);
  if (!c) throw new Error(`no category ${key}`);
  return c;
}

/** The index of the one option whose key no other option shares, when the keys split 3–1; else -1. */
export function loneIndex(keys: readonly string[]): number {
  const lone = keys.map((k, i) => (keys.filter((x) => x === k).length === 1 ? i : -1)).filter((i) => i >= 0);
  return lone.length === 1 && new Set(keys).size === 2 ? elementAt(lone, 0) : -1;
}

const join = (items: readonly Text[], lang: 'en' | 'hi') => items.map((x) => x[lang]).join(', ');

function choiceQuestion(
  title: Text,
  statement: Text,
  options: Text[],
  correct: number,
  solution: Text,
  seconds: number,
  check: () => number,
) {
  return {
    title,
    type: 'single' as const,
    statement,
    options,
    answer: { kind: 'choice' as const, correct: [correct] },
    solution,
    expectedSeconds: seconds,
    numbers: [],
    check(): QuestionAnswer {
      return { kind: 'choice', correct: [check()] };
    },
  };
}

/** Three words of one category and one of a sibling category (fruits and a vegetable). */
export const oddOneOutWordCategory: QuestionGenerator = {
  id: 'odd-one-out/word-category',
  topic: 'odd-one-out',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const main = rng.pick(WORD_CATEGORIES);
    const other = categoryByKey(rng.pick(main.siblings));
    const alike = rng.shuffle(main.words).slice(0, 3);
    const odd = rng.pick(other.words);
    const options = rng.shuffle([...alike, odd]);
    const correct = options.indexOf(odd);
    const three = options.filter((o) => o !== odd);
    const statement: Text = {
      en: `Three of the following words belong to the same group and one does not. Find the odd one out: ${join(options, 'en')}`,
      hi: `निम्नलिखित शब्दों में से तीन एक ही वर्ग के हैं और एक नहीं। भिन्न शब्द चुनिए: ${join(options, 'hi')}`,
    };
    const solution: Text = {
      en: [
        `${join(three, 'en')} are ${main.name.en}.`,
        `${odd.en} is not: it belongs to ${other.name.en}.`,
        `**Answer: ${odd.en}**`,
      ].join('\n\n'),
      hi: [
        `${join(three, 'hi')} — ये सभी ${main.name.hi} हैं।`,
        `${odd.hi} इस वर्ग में नहीं आता: यह ${other.name.hi} वर्ग का है।`,
        `**उत्तर: ${odd.hi}**`,
      ].join('\n\n'),
    };
    return choiceQuestion(
      { en: 'Odd word out: category', hi: 'भिन्न शब्द: वर्ग' },
      statement,
      options,
      correct,
      solution,
      30,
      () => loneIndex(options.map((o) => CATEGORY_OF.get(o.en) ?? o.en)),
    );
  },
};

/** A state of India with its capital and a few of its other large cities. */
interface State {
  name: Text;
  capital: Text;
  cities: readonly Text[];
}

/** States with one undisputed capital (states with two capitals or a shared one are left out). */
export const STATES: readonly State[] = [
  {
    name: w('Bihar', 'बिहार'),
    capital: w('Patna', 'पटना'),
    cities: [w('Gaya', 'गया'), w('Bhagalpur', 'भागलपुर')],
  },
  {
    name: w('Rajasthan', 'राजस्थान'),
    capital: w('Jaipur', 'जयपुर'),
    cities: [w('Jodhpur', 'जोधपुर'), w('Udaipur', 'उदयपुर')],
  },
  {
    name: w('Gujarat', 'गुजरात'),
    capital: w('Gandhinagar', 'गांधीनगर'),
    cities: [w('Ahmedabad', 'अहमदाबाद'), w('Surat', 'सूरत')],
  },
  {
    name: w('Maharashtra', 'महाराष्ट्र'),
    capital: w('Mumbai', 'मुंबई'),
    cities: [w('Pune', 'पुणे'), w('Nashik', 'नासिक')],
  },
  {
    name: w('Karnataka', 'कर्नाटक'),
    capital: w('Bengaluru', 'बेंगलुरु'),
    cities: [w('Mysuru', 'मैसूरु'), w('Mangaluru', 'मंगलुरु')],
  },
  {
    name: w('Tamil Nadu', 'तमिलनाडु'),
    capital: w('Chennai', 'चेन्नई'),
    cities: [w('Madurai', 'मदुरै'), w('Coimbatore', 'कोयंबटूर')],
  },
  {
    name: w('Kerala', 'केरल'),
    capital: w('Thiruvananthapuram', 'तिरुवनंतपुरम'),
    cities: [w('Kochi', 'कोच्चि'), w('Kozhikode', 'कोझिकोड')],
  },
  {
    name: w('West Bengal', 'पश्चिम बंगाल'),
    capital: w('Kolkata', 'कोलकाता'),
    cities: [w('Siliguri', 'सिलीगुड़ी'), w('Durgapur', 'दुर्गापुर')],
  },
  {
    name: w('Odisha', 'ओडिशा'),
    capital: w('Bhubaneswar', 'भुवनेश्वर'),
    cities: [w('Cuttack', 'कटक'), w('Puri', 'पुरी')],
  },
  {
    name: w('Madhya Pradesh', 'मध्य प्रदेश'),
    capital: w('Bhopal', 'भोपाल'),
    cities: [w('Indore', 'इंदौर'), w('Gwalior', 'ग्वालियर')],
  },
  {
    name: w('Uttar Pradesh', 'उत्तर प्रदेश'),
    capital: w('Lucknow', 'लखनऊ'),
    cities: [w('Kanpur', 'कानपुर'), w('Varanasi', 'वाराणसी')],
  },
  { name: w('Telangana', 'तेलंगाना'), capital: w('Hyderabad', 'हैदराबाद'), cities: [w('Warangal', 'वारंगल')] },
  {
    name: w('Jharkhand', 'झारखंड'),
    capital: w('Ranchi', 'राँची'),
    cities: [w('Jamshedpur', 'जमशेदपुर'), w('Dhanbad', 'धनबाद')],
  },
  { name: w('Chhattisgarh', 'छत्तीसगढ़'), capital: w('Raipur', 'रायपुर'), cities: [w('Bhilai', 'भिलाई')] },
  { name: w('Goa', 'गोवा'), capital: w('Panaji', 'पणजी'), cities: [w('Margao', 'मडगाँव')] },
  { name: w('Meghalaya', 'मेघालय'), capital: w('Shillong', 'शिलांग'), cities: [w('Tura', 'तुरा')] },
  { name: w('Nagaland', 'नागालैंड'), capital: w('Kohima', 'कोहिमा'), cities: [w('Dimapur', 'दीमापुर')] },
  { name: w('Manipur', 'मणिपुर'), capital: w('Imphal', 'इंफाल'), cities: [] },
  { name: w('Sikkim', 'सिक्किम'), capital: w('Gangtok', 'गंगटोक'), cities: [] },
  { name: w('Tripura', 'त्रिपुरा'), capital: w('Agartala', 'अगरतला'), cities: [] },
  { name: w('Mizoram', 'मिज़ोरम'), capital: w('Aizawl', 'आइज़ोल'), cities: [] },
];

/** The checkers' index: state → capital, in English. */
const CAPITAL_OF: ReadonlyMap<string, string> = new Map(STATES.map((s) => [s.name.en, s.capital.en]));

const pairText = (a: Text, b: Text): Text => ({ en: `${a.en} – ${b.en}`, hi: `${a.hi} – ${b.hi}` });

/** Three states with their capitals; the odd pair gives a big city of the state, or another state's capital. */
export const oddOneOutStateCapital: QuestionGenerator = {
  id: 'odd-one-out/state-capital',
  topic: 'odd-one-out',
  difficulty: 'easy',
  exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
  count: 40,
  generate(rng) {
    const [a, b, c, d, e] = rng.shuffle(STATES).slice(0, 5) as [State, State, State, State, State];
    const alike = [a, b, c].map((s) => pairText(s.name, s.capital));
    // The slip: the state's best-known city taken for its capital, or a capital of another state.
    const bigCity = d.cities.length > 0 && rng.next() < 0.7;
    const city = bigCity ? rng.pick(d.cities) : e.capital;
    const odd = pairText(d.name, city);
    const options = rng.shuffle([...alike, odd]);
    const correct = options.indexOf(odd);
    const statement: Text = {
      en: `Three of the following pairs of a state and a city are alike and one is not. Find the odd pair: ${options.map((o) => o.en).join('; ')}`,
      hi: `निम्नलिखित राज्य और शहर के युग्मों में से तीन समान हैं और एक भिन्न है। भिन्न युग्म चुनिए: ${options.map((o) => o.hi).join('; ')}`,
    };
    const why: Text = bigCity
      ? {
          en: `${city.en} is a city of ${d.name.en}, but the capital of ${d.name.en} is ${d.capital.en}.`,
          hi: `${city.hi} ${d.name.hi} का एक शहर है, पर ${d.name.hi} की राजधानी ${d.capital.hi} है।`,
        }
      : {
          en: `${city.en} is the capital of ${e.name.en}; the capital of ${d.name.en} is ${d.capital.en}.`,
          hi: `${city.hi} ${e.name.hi} की राजधानी है; ${d.name.hi} की राजधानी ${d.capital.hi} है।`,
        };
    const solution: Text = {
      en: [
        `In ${alike.map((x) => x.en).join(', ')} the city is the capital of the state.`,
        why.en,
        `**Answer: ${odd.en}**`,
      ].join('\n\n'),
      hi: [
        `${alike.map((x) => x.hi).join(', ')} — इनमें शहर उस राज्य की राजधानी है।`,
        why.hi,
        `**उत्तर: ${odd.hi}**`,
      ].join('\n\n'),
    };
    return choiceQuestion(
      { en: 'Odd pair out: state and capital', hi: 'भिन्न युग्म: राज्य और राजधानी' },
      statement,
      options,
      correct,
      solution,
      30,
      () => {
        const wrong = options
          .map((o, i) => {
            const [state, town] = o.en.split(' – ');
            return CAPITAL_OF.get(state ?? '') === town ? -1 : i;
          })
          .filter((i) => i >= 0);
        return wrong.length === 1 ? elementAt(wrong, 0) : -1;
      },
    );
  },
};
