import type { QuestionGenerator } from '../../../generator.js';
import { ANSWER, choiceQuestion } from './cause-pairs.js';
import { type Bi, STATEMENT_EXAMS } from './shared.js';

/**
 * Chains of three events, each bringing about the next, written and judged by hand: order the chain
 * from first cause to last effect, and tell the immediate cause of the last event from its principal
 * (root) cause. The checkers rebuild the order from the links, not from the chain's listing.
 */

interface Chain {
  events: readonly [Bi, Bi, Bi];
  /** Why the first leads to the second, and why the second leads to the third. */
  links: readonly [Bi, Bi];
}

const e = (en: string, hi: string): Bi => ({ en, hi });
const chain = (a: Bi, b: Bi, c: Bi, ab: Bi, bc: Bi): Chain => ({ events: [a, b, c], links: [ab, bc] });

export const CHAINS: readonly Chain[] = [
  chain(
    e('The monsoon rains failed in the district this year.', 'इस वर्ष ज़िले में मानसून की वर्षा नहीं हुई।'),
    e('The paddy harvest in the district was very poor.', 'ज़िले में धान की उपज बहुत कम हुई।'),
    e('Rice prices in the local market went up.', 'स्थानीय बाज़ार में चावल के दाम बढ़ गए।'),
    e(
      'Paddy needs plenty of water, so without rain the crop failed.',
      'धान को भरपूर पानी चाहिए, इसलिए वर्षा के बिना फ़सल खराब हुई।',
    ),
    e('Less rice reached the market, so its price rose.', 'बाज़ार में कम चावल पहुँचा, इसलिए उसके दाम बढ़े।'),
  ),
  chain(
    e('A truck overturned on the only bridge into the town.', 'नगर में आने वाले इकलौते पुल पर एक ट्रक पलट गया।'),
    e('The bridge was closed to traffic for six hours.', 'पुल छह घंटे के लिए यातायात के लिए बंद रहा।'),
    e('Many office workers reached their offices late that day.', 'उस दिन कई कर्मचारी अपने दफ़्तर देर से पहुँचे।'),
    e(
      'The overturned truck blocked the bridge until it was removed.',
      'पलटे हुए ट्रक ने उसके हटाए जाने तक पुल को रोके रखा।',
    ),
    e('With the only bridge shut, commuters were held up.', 'इकलौता पुल बंद होने से आने-जाने वाले लोग अटक गए।'),
  ),
  chain(
    e('The factory installed new automatic packing machines.', 'कारखाने ने नई स्वचालित पैकिंग मशीनें लगाईं।'),
    e('The factory needed far fewer packing workers.', 'कारखाने को बहुत कम पैकिंग कर्मचारियों की ज़रूरत रह गई।'),
    e(
      'Forty packing workers were moved to other departments.',
      'चालीस पैकिंग कर्मचारियों को दूसरे विभागों में भेजा गया।',
    ),
    e(
      'Machines now do the packing that workers used to do.',
      'जो पैकिंग पहले कर्मचारी करते थे, वह अब मशीनें करती हैं।',
    ),
    e(
      'Workers no longer needed for packing were given other work.',
      'जिन कर्मचारियों की पैकिंग में ज़रूरत नहीं रही, उन्हें दूसरा काम दिया गया।',
    ),
  ),
  chain(
    e('A short circuit started a fire in the warehouse.', 'शॉर्ट सर्किट से गोदाम में आग लग गई।'),
    e('Goods worth lakhs of rupees were destroyed.', 'लाखों रुपये का सामान नष्ट हो गया।'),
    e('The owner filed an insurance claim for the loss.', 'मालिक ने नुकसान के लिए बीमा दावा दायर किया।'),
    e('The fire burnt the goods stored in the warehouse.', 'आग ने गोदाम में रखा सामान जला दिया।'),
    e(
      'An insurance claim is made to recover a loss, here the burnt goods.',
      'बीमा दावा नुकसान की भरपाई के लिए किया जाता है, यहाँ जले हुए सामान का।',
    ),
  ),
  chain(
    e('The city banned plastic carry bags.', 'शहर ने प्लास्टिक की थैलियों पर प्रतिबंध लगा दिया।'),
    e('Demand for cloth and jute bags rose sharply.', 'कपड़े और जूट के थैलों की माँग तेज़ी से बढ़ी।'),
    e('Several new bag-making units opened in the city.', 'शहर में थैले बनाने की कई नई इकाइयाँ खुलीं।'),
    e(
      'Shoppers needed another kind of bag once plastic ones were banned.',
      'प्लास्टिक की थैलियों पर रोक के बाद खरीदारों को दूसरे थैलों की ज़रूरत पड़ी।',
    ),
    e(
      'Rising demand made it worthwhile to start making such bags.',
      'बढ़ती माँग ने ऐसे थैले बनाना लाभदायक बना दिया।',
    ),
  ),
  chain(
    e('The school hired two new mathematics teachers.', 'विद्यालय ने गणित के दो नए शिक्षक नियुक्त किए।'),
    e('Each mathematics class now gets a period every day.', 'अब गणित की हर कक्षा को रोज़ एक कालांश मिलता है।'),
    e(
      "The school's average mathematics score went up this year.",
      'इस वर्ष विद्यालय का गणित का औसत अंक बढ़ गया।',
    ),
    e('More teachers can take more periods.', 'अधिक शिक्षक अधिक कालांश ले सकते हैं।'),
    e(
      'More regular teaching helped students learn and score better.',
      'नियमित पढ़ाई से विद्यार्थियों ने बेहतर सीखा और अधिक अंक पाए।',
    ),
  ),
  chain(
    e('A new metro line opened along the main road.', 'मुख्य सड़क के साथ-साथ एक नई मेट्रो लाइन खुली।'),
    e('Many commuters left their cars at home.', 'कई यात्रियों ने अपनी कारें घर पर छोड़नी शुरू कीं।'),
    e('Traffic on the main road became lighter.', 'मुख्य सड़क पर यातायात कम हो गया।'),
    e(
      'The metro gave commuters a quick way to travel without a car.',
      'मेट्रो ने यात्रियों को बिना कार के जल्दी पहुँचने का साधन दिया।',
    ),
    e('Fewer cars on the road means lighter traffic.', 'सड़क पर कम कारें होने से यातायात कम होता है।'),
  ),
  chain(
    e('Heavy snowfall blocked the mountain pass.', 'भारी बर्फ़बारी से पहाड़ी दर्रा बंद हो गया।'),
    e('Trucks carrying vegetables could not reach the valley.', 'सब्ज़ियाँ ले जाने वाले ट्रक घाटी तक नहीं पहुँच सके।'),
    e('Vegetables became scarce and costly in the valley.', 'घाटी में सब्ज़ियाँ कम और महंगी हो गईं।'),
    e(
      'The pass was the road the trucks used, and snow closed it.',
      'ट्रक इसी दर्रे से जाते थे, और बर्फ़ ने उसे बंद कर दिया।',
    ),
    e(
      'With supplies cut off, the little stock left fetched high prices.',
      'आपूर्ति रुकने से बचा हुआ थोड़ा माल ऊँचे दामों पर बिका।',
    ),
  ),
  chain(
    e("The hospital's only MRI machine broke down.", 'अस्पताल की इकलौती एमआरआई मशीन खराब हो गई।'),
    e('Scans scheduled for the week were postponed.', 'सप्ताह भर के तय स्कैन टाल दिए गए।'),
    e('Several patients travelled to another city for their scans.', 'कई मरीज़ स्कैन के लिए दूसरे शहर गए।'),
    e(
      'With no working machine, the scans could not be done on time.',
      'चालू मशीन न होने से स्कैन समय पर नहीं हो सके।',
    ),
    e(
      'Patients who could not wait went where a machine was working.',
      'जो मरीज़ इंतज़ार नहीं कर सकते थे, वे वहाँ गए जहाँ मशीन चल रही थी।',
    ),
  ),
  chain(
    e('The state raised the minimum support price of pulses.', 'राज्य ने दालों का न्यूनतम समर्थन मूल्य बढ़ा दिया।'),
    e('More farmers sowed pulses this season.', 'इस मौसम में अधिक किसानों ने दालें बोईं।'),
    e("The state's output of pulses reached a record.", 'राज्य में दालों का उत्पादन रिकॉर्ड स्तर पर पहुँचा।'),
    e(
      'A higher assured price makes pulses a more rewarding crop.',
      'ऊँचा सुनिश्चित मूल्य दालों को अधिक लाभदायक फ़सल बनाता है।',
    ),
    e('More land under pulses produces a bigger crop.', 'दालों के अधीन अधिक भूमि से अधिक उपज होती है।'),
  ),
  chain(
    e('The company launched a popular new smartphone.', 'कंपनी ने एक लोकप्रिय नया स्मार्टफ़ोन बाज़ार में उतारा।'),
    e("The company's quarterly sales doubled.", 'कंपनी की तिमाही बिक्री दोगुनी हो गई।'),
    e("The company's share price rose to a record.", 'कंपनी के शेयर का भाव रिकॉर्ड स्तर पर पहुँच गया।'),
    e(
      'A phone many people want to buy adds a great deal to sales.',
      'जिस फ़ोन को बहुत लोग खरीदना चाहते हैं, वह बिक्री बहुत बढ़ाता है।',
    ),
    e(
      'Investors pay more for shares of a company whose sales are soaring.',
      'जिस कंपनी की बिक्री तेज़ी से बढ़ रही हो, निवेशक उसके शेयरों के लिए अधिक कीमत देते हैं।',
    ),
  ),
  chain(
    e('A stray dog bit three children in the colony.', 'कॉलोनी में एक आवारा कुत्ते ने तीन बच्चों को काट लिया।'),
    e('Residents complained to the municipal office.', 'निवासियों ने नगर निगम कार्यालय में शिकायत की।'),
    e(
      'A municipal team caught the dog and took it to a shelter.',
      'नगर निगम की टीम ने कुत्ते को पकड़कर आश्रय गृह पहुँचाया।',
    ),
    e(
      'The bites alarmed residents, who asked the authorities to act.',
      'काटने की घटनाओं से चिंतित निवासियों ने अधिकारियों से कार्रवाई की माँग की।',
    ),
    e('The office acted on the complaint by sending a team.', 'कार्यालय ने शिकायत पर कार्रवाई करते हुए टीम भेजी।'),
  ),
  chain(
    e(
      'The village pond was cleaned and deepened before the rains.',
      'वर्षा से पहले गाँव के तालाब की सफ़ाई करके उसे गहरा किया गया।',
    ),
    e('The pond held much more rainwater this year.', 'इस वर्ष तालाब में कहीं अधिक वर्षा जल जमा हुआ।'),
    e('Wells around the village did not dry up in summer.', 'गर्मियों में गाँव के आसपास के कुएँ नहीं सूखे।'),
    e('A deeper, cleaner pond stores more water.', 'गहरा और साफ़ तालाब अधिक पानी जमा करता है।'),
    e(
      'Water held in the pond seeps down and keeps the wells filled.',
      'तालाब का पानी रिसकर नीचे जाता है और कुओं को भरा रखता है।',
    ),
  ),
  chain(
    e('The town held its first international kite festival.', 'नगर में पहला अंतरराष्ट्रीय पतंग महोत्सव हुआ।'),
    e('Thousands of visitors came to the town that week.', 'उस सप्ताह हज़ारों पर्यटक नगर में आए।'),
    e("The town's hotels were fully booked that week.", 'उस सप्ताह नगर के होटल पूरी तरह भरे रहे।'),
    e('The festival drew visitors from outside.', 'महोत्सव ने बाहर से लोगों को आकर्षित किया।'),
    e('Visitors need rooms, so the hotels filled up.', 'पर्यटकों को ठहरने के लिए कमरे चाहिए, इसलिए होटल भर गए।'),
  ),
];

/** Chains on one theme (crop prices, road traffic): their events are never offered together. */
const THEME_GROUPS: readonly (readonly number[])[] = [
  [0, 7, 9],
  [1, 6, 7],
];
function sameTheme(x: Chain, y: Chain): boolean {
  const [i, j] = [CHAINS.indexOf(x), CHAINS.indexOf(y)];
  return THEME_GROUPS.some((g) => g.includes(i) && g.includes(j));
}

const LETTERS = ['P', 'Q', 'R'] as const;
const bi = (f: (lang: 'en' | 'hi') => string): Bi => ({ en: f('en'), hi: f('hi') });

/** Three events shown as P, Q, R in a shuffled order: which order runs from cause to effect? */
export const causeEffectChainOrder: QuestionGenerator = {
  id: 'cause-and-effect/chain-order',
  topic: 'cause-and-effect',
  difficulty: 'medium',
  count: 40,
  exams: STATEMENT_EXAMS,
  generate(rng) {
    const c = rng.pick(CHAINS);
    // shown[k] is the chain position of the event labelled LETTERS[k].
    const shown = rng.shuffle([0, 1, 2]);
    const letterOf = (pos: number) => LETTERS[shown.indexOf(pos)] ?? '';
    const order = (positions: number[]) => positions.map(letterOf).join(' → ');
    const right = [0, 1, 2];
    const orders = rng.shuffle([
      right,
      [2, 1, 0], // read from effect back to cause
      [1, 0, 2], // the first two links swapped: the middle event taken as the root
      [0, 2, 1], // the last two swapped: the final effect placed in the middle
    ]);
    const statement = bi((lang) =>
      [
        lang === 'en'
          ? 'Each of the three events below brings about one other event, except the last one in the chain.'
          : 'नीचे दी गई तीन घटनाओं में से प्रत्येक, शृंखला की अंतिम घटना को छोड़कर, किसी दूसरी घटना को जन्म देती है।',
        '',
        ...shown.map((pos, k) => `**${LETTERS[k]}.** ${c.events[pos]?.[lang]}`),
        '',
        lang === 'en'
          ? 'Which order runs from the first cause to the final effect?'
          : 'कौन-सा क्रम पहले कारण से अंतिम प्रभाव तक जाता है?',
      ].join('\n'),
    );
    const solution = bi((lang) =>
      [
        `${letterOf(0)} → ${letterOf(1)}: ${c.links[0][lang]}`,
        `${letterOf(1)} → ${letterOf(2)}: ${c.links[1][lang]}`,
        lang === 'en'
          ? `Reversing the chain puts an effect before its cause; moving ${letterOf(0)} or ${letterOf(2)} into the middle breaks one of the two links.`
          : `शृंखला उलटने से प्रभाव अपने कारण से पहले आ जाता है; ${letterOf(0)} या ${letterOf(2)} को बीच में रखने से दोनों में से एक कड़ी टूट जाती है।`,
        `**${ANSWER[lang]}: ${order(right)}**`,
      ].join('\n\n'),
    );
    const options = orders.map((o) => ({ en: order(o), hi: order(o) }));
    return choiceQuestion(
      { en: 'Order a chain of three events', hi: 'तीन घटनाओं की शृंखला का क्रम' },
      statement,
      options,
      orders.indexOf(right),
      solution,
      60,
      // The checker: the option whose first event has no cause among the three and whose every
      // step follows a link (event i leads to event i + 1 in the judged chain).
      () =>
        options.flatMap((o, k) => {
          const positions = o.en.split(' → ').map((l) => shown[LETTERS.indexOf(l as 'P')] ?? -1);
          const linked = positions.slice(1).every((p, i) => p - (positions[i] ?? 0) === 1);
          return linked ? [k] : [];
        }),
    );
  },
};

/** A chain's last event: which event is its immediate cause, and which its principal (root) cause? */
export const causeEffectImmediatePrincipal: QuestionGenerator = {
  id: 'cause-and-effect/immediate-or-principal',
  topic: 'cause-and-effect',
  difficulty: 'medium',
  count: 40,
  exams: STATEMENT_EXAMS,
  generate(rng) {
    const c = rng.pick(CHAINS);
    const askImmediate = rng.next() < 0.5;
    // Options: the two earlier events of the chain (the one asked for, and the other kind of
    // cause), and the first events of two other chains (causes of something else).
    const others = rng.shuffle(CHAINS.filter((x) => x !== c && !sameTheme(x, c))).slice(0, 2);
    const right = askImmediate ? c.events[1] : c.events[0];
    const near = askImmediate ? c.events[0] : c.events[1];
    const events = rng.shuffle([right, near, ...others.map((x) => x.events[0])]);
    const TAGS = ['A', 'B', 'C', 'D'] as const;
    const options = TAGS.map((t) => ({ en: `Event ${t}`, hi: `घटना ${t}` }));
    const tagOf = (x: Bi) => TAGS[events.indexOf(x)] ?? '';
    const statement = bi((lang) =>
      [
        `**${lang === 'en' ? 'Effect' : 'प्रभाव'}:** ${c.events[2][lang]}`,
        '',
        ...events.map((x, k) => `**${TAGS[k]}.** ${x[lang]}`),
        '',
        askImmediate
          ? lang === 'en'
            ? 'Which of the events A–D is the immediate cause of the effect, the event that directly brought it about?'
            : 'घटनाओं A–D में से कौन-सी इस प्रभाव का तात्कालिक कारण है, यानी वह घटना जिससे यह सीधे हुआ?'
          : lang === 'en'
            ? 'Which of the events A–D is the principal (root) cause of the effect, the event that set off the events leading to it?'
            : 'घटनाओं A–D में से कौन-सी इस प्रभाव का मूल (प्रधान) कारण है, यानी वह घटना जिससे इस तक पहुँचाने वाली घटनाएँ शुरू हुईं?',
      ].join('\n'),
    );
    const solution = bi((lang) =>
      [
        `${tagOf(c.events[0])} → ${tagOf(c.events[1])}: ${c.links[0][lang]}`,
        `${tagOf(c.events[1])} → ${lang === 'en' ? 'effect' : 'प्रभाव'}: ${c.links[1][lang]}`,
        askImmediate
          ? lang === 'en'
            ? `${tagOf(c.events[1])} leads directly to the effect, so it is the immediate cause; ${tagOf(c.events[0])} is the root cause behind it. The other two events cause other things.`
            : `${tagOf(c.events[1])} सीधे प्रभाव तक ले जाती है, इसलिए वह तात्कालिक कारण है; ${tagOf(c.events[0])} उसके पीछे का मूल कारण है। शेष दो घटनाएँ किसी और बात के कारण हैं।`
          : lang === 'en'
            ? `${tagOf(c.events[0])} starts the chain, so it is the principal cause; ${tagOf(c.events[1])} is only the immediate cause. The other two events cause other things.`
            : `${tagOf(c.events[0])} से शृंखला शुरू होती है, इसलिए वह मूल कारण है; ${tagOf(c.events[1])} केवल तात्कालिक कारण है। शेष दो घटनाएँ किसी और बात के कारण हैं।`,
        `**${ANSWER[lang]}: ${options[events.indexOf(right)]?.[lang]}**`,
      ].join('\n\n'),
    );
    return choiceQuestion(
      { en: 'Immediate or principal cause', hi: 'तात्कालिक या मूल कारण' },
      statement,
      options,
      events.indexOf(right),
      solution,
      60,
      // The checker: find the chain ending in the effect; the immediate cause is one link back
      // from the effect, the principal cause is the event nothing in that chain leads to.
      () => {
        const found = CHAINS.find((x) => x.events[2].en === c.events[2].en);
        if (!found) return [];
        const steps = askImmediate ? 1 : 2;
        const target = found.events[2 - steps];
        return events.flatMap((o, k) => (o.en === target?.en ? [k] : []));
      },
    );
  },
};
