import type { Rng } from '../../random.js';

/**
 * Word pairs grouped by the relation between the first and the second word, written and checked by
 * hand for the relation-family analogy shapes (`verbal-analogy-1-relations.ts`). Every pair belongs
 * to exactly one family, in the order written; the reverse order belongs to none. Families that a
 * candidate could confuse with each other are listed in `NEAR`.
 */

export interface Word {
  en: string;
  hi: string;
}
export type WordPair = readonly [Word, Word];

export interface Family {
  key: string;
  /** The relation, read "first : second". */
  en: string;
  hi: string;
  pairs: readonly WordPair[];
}

const w = (en: string, hi: string): Word => ({ en, hi });
const p = (a: string, ah: string, b: string, bh: string): WordPair => [w(a, ah), w(b, bh)];

export const FAMILIES: readonly Family[] = [
  {
    key: 'worker-tool',
    en: 'a worker and the tool the worker uses',
    hi: 'कारीगर और वह औज़ार जिससे वह काम करता है',
    pairs: [
      p('Carpenter', 'बढ़ई', 'Saw', 'आरी'),
      p('Tailor', 'दर्ज़ी', 'Needle', 'सुई'),
      p('Farmer', 'किसान', 'Plough', 'हल'),
      p('Surgeon', 'शल्य चिकित्सक', 'Scalpel', 'नश्तर'),
      p('Woodcutter', 'लकड़हारा', 'Axe', 'कुल्हाड़ी'),
      p('Barber', 'नाई', 'Scissors', 'कैंची'),
      p('Mason', 'राजमिस्त्री', 'Trowel', 'करनी'),
      p('Blacksmith', 'लोहार', 'Hammer', 'हथौड़ा'),
    ],
  },
  {
    key: 'worker-product',
    en: 'a worker and what the worker makes',
    hi: 'कारीगर और वह वस्तु जो वह बनाता है',
    pairs: [
      p('Author', 'लेखक', 'Novel', 'उपन्यास'),
      p('Poet', 'कवि', 'Poem', 'कविता'),
      p('Sculptor', 'मूर्तिकार', 'Statue', 'मूर्ति'),
      p('Cobbler', 'मोची', 'Shoes', 'जूते'),
      p('Potter', 'कुम्हार', 'Pot', 'घड़ा'),
      p('Weaver', 'जुलाहा', 'Fabric', 'वस्त्र'),
      p('Goldsmith', 'सुनार', 'Ornament', 'आभूषण'),
      p('Confectioner', 'हलवाई', 'Sweets', 'मिठाई'),
    ],
  },
  {
    key: 'part-whole',
    en: 'a part and the whole it belongs to',
    hi: 'एक भाग और वह पूरी वस्तु जिसका वह भाग है',
    pairs: [
      p('Petal', 'पंखुड़ी', 'Flower', 'फूल'),
      p('Page', 'पृष्ठ', 'Book', 'पुस्तक'),
      p('Wheel', 'पहिया', 'Bicycle', 'साइकिल'),
      p('Leaf', 'पत्ती', 'Tree', 'पेड़'),
      p('Key', 'कुंजी', 'Keyboard', 'कीबोर्ड'),
      p('Finger', 'उँगली', 'Hand', 'हाथ'),
      p('Room', 'कमरा', 'House', 'मकान'),
      p('Carriage', 'डिब्बा', 'Train', 'रेलगाड़ी'),
    ],
  },
  {
    key: 'cause-effect',
    en: 'a cause and the effect it produces',
    hi: 'एक कारण और उससे होने वाला प्रभाव',
    pairs: [
      p('Fire', 'आग', 'Smoke', 'धुआँ'),
      p('Drought', 'सूखा', 'Famine', 'अकाल'),
      p('Earthquake', 'भूकंप', 'Destruction', 'विनाश'),
      p('Cold', 'ठंड', 'Shivering', 'कँपकँपी'),
      p('Negligence', 'लापरवाही', 'Accident', 'दुर्घटना'),
      p('Virus', 'विषाणु', 'Infection', 'संक्रमण'),
      p('Heat', 'ताप', 'Evaporation', 'वाष्पीकरण'),
      p('Overeating', 'अधिक भोजन', 'Indigestion', 'अपच'),
    ],
  },
  {
    key: 'degree',
    en: 'a milder degree and a stronger degree of the same thing',
    hi: 'एक ही चीज़ की हल्की और तीव्र मात्रा',
    pairs: [
      p('Warm', 'गुनगुना', 'Hot', 'गरम'),
      p('Drizzle', 'बूँदाबाँदी', 'Downpour', 'मूसलाधार वर्षा'),
      p('Breeze', 'मंद पवन', 'Gale', 'आँधी'),
      p('Annoyed', 'नाराज़', 'Furious', 'आगबबूला'),
      p('Tired', 'थका हुआ', 'Exhausted', 'थककर चूर'),
      p('Whisper', 'फुसफुसाहट', 'Scream', 'चीख'),
      p('Hill', 'पहाड़ी', 'Mountain', 'पर्वत'),
      p('Pond', 'तालाब', 'Lake', 'झील'),
    ],
  },
  {
    key: 'function',
    en: 'an object and the work it is used for',
    hi: 'एक वस्तु और वह काम जिसके लिए उसका उपयोग होता है',
    pairs: [
      p('Pen', 'कलम', 'Write', 'लिखना'),
      p('Knife', 'चाकू', 'Cut', 'काटना'),
      p('Broom', 'झाड़ू', 'Sweep', 'बुहारना'),
      p('Oven', 'ओवन', 'Bake', 'सेंकना'),
      p('Spade', 'फावड़ा', 'Dig', 'खोदना'),
      p('Kettle', 'केतली', 'Boil', 'उबालना'),
      p('Sieve', 'छलनी', 'Strain', 'छानना'),
      p('Iron', 'इस्त्री', 'Press', 'प्रेस करना'),
    ],
  },
  {
    key: 'product-material',
    en: 'a product and the raw material it is made from',
    hi: 'एक उत्पाद और वह कच्चा माल जिससे वह बनता है',
    pairs: [
      p('Paper', 'कागज़', 'Wood', 'लकड़ी'),
      p('Butter', 'मक्खन', 'Milk', 'दूध'),
      p('Glass', 'काँच', 'Sand', 'रेत'),
      p('Sugar', 'चीनी', 'Sugarcane', 'गन्ना'),
      p('Shirt', 'कमीज़', 'Cloth', 'कपड़ा'),
      p('Bread', 'डबलरोटी', 'Flour', 'आटा'),
      p('Jaggery', 'गुड़', 'Cane juice', 'गन्ने का रस'),
      p('Yarn', 'सूत', 'Cotton', 'कपास'),
    ],
  },
  {
    key: 'animal-young',
    en: 'an animal and its young one',
    hi: 'एक पशु-पक्षी और उसका बच्चा',
    pairs: [
      p('Cow', 'गाय', 'Calf', 'बछड़ा'),
      p('Dog', 'कुत्ता', 'Puppy', 'पिल्ला'),
      p('Horse', 'घोड़ा', 'Foal', 'बछेड़ा'),
      p('Lion', 'शेर', 'Cub', 'शावक'),
      p('Frog', 'मेंढक', 'Tadpole', 'बेंगची'),
      p('Hen', 'मुर्गी', 'Chick', 'चूज़ा'),
      p('Goat', 'बकरी', 'Kid', 'मेमना'),
      p('Duck', 'बत्तख', 'Duckling', 'बत्तख का चूज़ा'),
    ],
  },
  {
    key: 'country-capital',
    en: 'a country and its capital',
    hi: 'एक देश और उसकी राजधानी',
    pairs: [
      p('India', 'भारत', 'New Delhi', 'नई दिल्ली'),
      p('Japan', 'जापान', 'Tokyo', 'टोक्यो'),
      p('France', 'फ्रांस', 'Paris', 'पेरिस'),
      p('Nepal', 'नेपाल', 'Kathmandu', 'काठमांडू'),
      p('Egypt', 'मिस्र', 'Cairo', 'काहिरा'),
      p('Italy', 'इटली', 'Rome', 'रोम'),
      p('Germany', 'जर्मनी', 'Berlin', 'बर्लिन'),
      p('Australia', 'ऑस्ट्रेलिया', 'Canberra', 'कैनबरा'),
    ],
  },
];

/** The family of a pair in the order given (the checkers' lookup), or undefined. */
export function familyOfPair(a: string, b: string): string | undefined {
  return FAMILIES.find((f) => f.pairs.some(([x, y]) => x.en === a && y.en === b))?.key;
}

/** The family of a pair in the order shown, or undefined (a reversed or unrelated pair). */
export const familyOf = (pr: WordPair): Family | undefined =>
  FAMILIES.find((f) => f.pairs.some(([x, y]) => x.en === pr[0].en && y.en === pr[1].en));

/** "Carpenter : Saw" in one language. */
export const pairText = (pr: WordPair, lang: 'en' | 'hi') => `${pr[0][lang]} : ${pr[1][lang]}`;

/** A pair read backwards. */
export const reversed = (pr: WordPair): WordPair => [pr[1], pr[0]];

/** A random family, and `n` distinct pairs of it. */
export function drawFamily(rng: Rng, n: number, except?: Family): { family: Family; pairs: WordPair[] } {
  const family = rng.pick(FAMILIES.filter((f) => f !== except));
  return { family, pairs: rng.shuffle(family.pairs).slice(0, n) };
}

/** One pair from each of `n` distinct families other than `family`. */
export function otherFamilyPairs(rng: Rng, family: Family, n: number): { family: Family; pair: WordPair }[] {
  return rng
    .shuffle(FAMILIES.filter((f) => f !== family))
    .slice(0, n)
    .map((f) => ({ family: f, pair: rng.pick(f.pairs) }));
}
