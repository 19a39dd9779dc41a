import type { QuestionGenerator } from '../../../generator.js';
import { ASSUMPTION_WORDS } from './assumptions-decisions.js';
import { type ListedItem, listedGenerator, type SetWording, setQuestion } from './listed-engines.js';
import { candidate } from './shared.js';

/**
 * An "if … then" rule, notice or policy and three candidate hidden premises: which are implicit?
 * Judged by hand: the rule assumes its condition can be checked, its action can be carried out and
 * serves a purpose; it assumes nothing about the case where the condition is false.
 */

const yes = candidate(true);
const no = candidate(false);

/** "If … then …" rules with three candidate hidden premises. */
const RULES: readonly ListedItem[] = [
  {
    statement: {
      en: 'Rule of a company: "If an employee is absent for more than three days in a row, he or she must submit a medical certificate."',
      hi: 'एक कंपनी का नियम: "यदि कोई कर्मचारी लगातार तीन दिन से अधिक अनुपस्थित रहता है, तो उसे चिकित्सा प्रमाण-पत्र जमा करना होगा।"',
    },
    candidates: [
      yes(
        'Long absences are often due to illness.',
        'लंबी अनुपस्थिति अक्सर बीमारी के कारण होती है।',
        'asking for a medical certificate makes sense only then.',
        'चिकित्सा प्रमाण-पत्र माँगने का तभी अर्थ है।',
      ),
      yes(
        'Employees can get a medical certificate from a doctor.',
        'कर्मचारी डॉक्टर से चिकित्सा प्रमाण-पत्र प्राप्त कर सकते हैं।',
        'the rule cannot be followed otherwise.',
        'अन्यथा नियम का पालन नहीं हो सकता।',
      ),
      yes(
        'A certificate helps the company check the reason for a long absence.',
        'प्रमाण-पत्र से कंपनी लंबी अनुपस्थिति का कारण जाँच सकती है।',
        'that is the purpose of asking for it.',
        'इसे माँगने का यही उद्देश्य है।',
      ),
      no(
        'Employees absent for two days are never ill.',
        'दो दिन अनुपस्थित रहने वाले कर्मचारी कभी बीमार नहीं होते।',
        'the rule sets a limit for paperwork; it says nothing about shorter illnesses.',
        'नियम कागज़ी कार्रवाई की सीमा तय करता है; छोटी बीमारियों के बारे में कुछ नहीं कहता।',
      ),
      no(
        'Most employees of the company fall ill often.',
        'कंपनी के अधिकांश कर्मचारी अक्सर बीमार पड़ते हैं।',
        'the rule does not depend on how often people fall ill.',
        'नियम इस पर निर्भर नहीं कि लोग कितनी बार बीमार पड़ते हैं।',
      ),
      no(
        'Doctors give certificates without examining patients.',
        'डॉक्टर मरीज़ों की जाँच किए बिना प्रमाण-पत्र दे देते हैं।',
        'the rule would be pointless if this were assumed.',
        'यदि यह माना जाए तो नियम व्यर्थ हो जाता।',
      ),
    ],
  },
  {
    statement: {
      en: 'Notice at a swimming pool: "If the red flag is up, nobody may enter the water."',
      hi: 'तरणताल पर सूचना: "यदि लाल झंडा लगा हो, तो कोई भी पानी में नहीं उतर सकता।"',
    },
    candidates: [
      yes(
        'Swimmers can see whether the red flag is up.',
        'तैराक देख सकते हैं कि लाल झंडा लगा है या नहीं।',
        'the rule cannot be followed otherwise.',
        'अन्यथा नियम का पालन नहीं हो सकता।',
      ),
      yes(
        'The flag will be put up when it is unsafe or not allowed to swim.',
        'जब तैरना असुरक्षित हो या अनुमति न हो, तब झंडा लगाया जाएगा।',
        'the flag is a signal that means something only then.',
        'झंडा एक संकेत है, जिसका तभी कोई अर्थ है।',
      ),
      yes(
        'People will obey the signal of the flag.',
        'लोग झंडे के संकेत का पालन करेंगे।',
        'a notice is put up expecting it to be followed.',
        'सूचना इसी अपेक्षा से लगाई जाती है कि उसका पालन हो।',
      ),
      no(
        'The red flag is up most of the time.',
        'लाल झंडा अधिकांश समय लगा रहता है।',
        'the rule says nothing about how often it is up.',
        'नियम यह नहीं बताता कि झंडा कितनी बार लगता है।',
      ),
      no(
        'When the red flag is down, the water is always perfectly safe.',
        'जब लाल झंडा नहीं लगा हो, तब पानी हमेशा पूरी तरह सुरक्षित होता है।',
        'an "if" rule does not promise anything about the opposite case.',
        '"यदि" वाला नियम उलटी स्थिति के बारे में कोई वादा नहीं करता।',
      ),
      no(
        'Many swimmers have drowned in this pool.',
        'इस तरणताल में कई तैराक डूब चुके हैं।',
        'no past event is needed for a safety rule.',
        'सुरक्षा नियम के लिए किसी पिछली घटना की ज़रूरत नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'Policy of a state government: "If a village has no primary school within 1 km, a new primary school will be opened in it."',
      hi: 'एक राज्य सरकार की नीति: "यदि किसी गाँव के 1 किलोमीटर के भीतर कोई प्राथमिक विद्यालय नहीं है, तो उस गाँव में नया प्राथमिक विद्यालय खोला जाएगा।"',
    },
    candidates: [
      yes(
        'Young children find it hard to walk more than 1 km to school.',
        'छोटे बच्चों के लिए 1 किलोमीटर से अधिक पैदल चलकर विद्यालय जाना कठिन है।',
        'the 1 km limit is based on it.',
        '1 किलोमीटर की सीमा इसी पर आधारित है।',
      ),
      yes(
        'The government can find teachers and a building for the new schools.',
        'सरकार नए विद्यालयों के लिए शिक्षक और भवन जुटा सकती है।',
        'the policy cannot be carried out otherwise.',
        'अन्यथा नीति लागू नहीं हो सकती।',
      ),
      yes(
        'Children in such villages will attend a school opened nearby.',
        'ऐसे गाँवों के बच्चे पास में खुले विद्यालय में पढ़ने जाएँगे।',
        'a school nobody attends would serve no purpose.',
        'ऐसा विद्यालय जिसमें कोई न जाए, किसी काम का नहीं।',
      ),
      no(
        'Villages with a school within 1 km have no educational problems.',
        'जिन गाँवों के 1 किलोमीटर के भीतर विद्यालय है, उनमें शिक्षा की कोई समस्या नहीं।',
        'the rule says nothing about the villages it leaves out.',
        'नियम उन गाँवों के बारे में कुछ नहीं कहता जो इसके दायरे से बाहर हैं।',
      ),
      no(
        'Private schools charge high fees.',
        'निजी विद्यालय अधिक फ़ीस लेते हैं।',
        'private schools are not part of the policy.',
        'निजी विद्यालय नीति का हिस्सा नहीं हैं।',
      ),
      no(
        'Every village in the state lacks a primary school.',
        'राज्य के हर गाँव में प्राथमिक विद्यालय का अभाव है।',
        'the "if" shows that only some villages are meant.',
        '"यदि" से स्पष्ट है कि केवल कुछ गाँवों की बात है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Rule of a library: "If a book is returned late, a fine of ₹2 per day will be charged."',
      hi: 'एक पुस्तकालय का नियम: "यदि पुस्तक देर से लौटाई जाती है, तो प्रति दिन ₹2 का जुर्माना लिया जाएगा।"',
    },
    candidates: [
      yes(
        'The fear of a fine will make members return books on time.',
        'जुर्माने के डर से सदस्य पुस्तकें समय पर लौटाएँगे।',
        'the fine is meant to discourage delay.',
        'जुर्माने का उद्देश्य देरी को हतोत्साहित करना है।',
      ),
      yes(
        'The library keeps a record of when each book is due.',
        'पुस्तकालय रिकॉर्ड रखता है कि हर पुस्तक कब लौटानी है।',
        'lateness cannot be counted otherwise.',
        'अन्यथा देरी गिनी नहीं जा सकती।',
      ),
      yes(
        'Some members may otherwise keep books beyond the due date.',
        'अन्यथा कुछ सदस्य पुस्तकें तय तिथि के बाद भी रख सकते हैं।',
        'a fine would be pointless if nobody were ever late.',
        'यदि कोई कभी देर न करता, तो जुर्माना व्यर्थ होता।',
      ),
      no(
        'The library earns most of its money from fines.',
        'पुस्तकालय अपनी अधिकांश आय जुर्माने से कमाता है।',
        'the rule is meant to get books back, not to earn.',
        'नियम पुस्तकें वापस पाने के लिए है, कमाई के लिए नहीं।',
      ),
      no(
        'Books returned on time are never damaged.',
        'समय पर लौटाई गई पुस्तकें कभी खराब नहीं होतीं।',
        'the rule is about delay, not damage.',
        'नियम देरी के बारे में है, नुकसान के बारे में नहीं।',
      ),
      no(
        'Members who return books late are dishonest.',
        'पुस्तकें देर से लौटाने वाले सदस्य बेईमान होते हैं।',
        'a fine does not judge anyone’s honesty.',
        'जुर्माना किसी की ईमानदारी पर राय नहीं देता।',
      ),
    ],
  },
  {
    statement: {
      en: 'Order of the traffic police: "If the air quality index in the city goes above 400, trucks will not be allowed to enter the city."',
      hi: 'यातायात पुलिस का आदेश: "यदि शहर में वायु गुणवत्ता सूचकांक 400 से ऊपर जाता है, तो ट्रकों को शहर में प्रवेश नहीं करने दिया जाएगा।"',
    },
    candidates: [
      yes(
        'Trucks add to the air pollution of the city.',
        'ट्रक शहर के वायु प्रदूषण को बढ़ाते हैं।',
        'keeping them out would not help otherwise.',
        'अन्यथा उन्हें बाहर रखने से मदद नहीं मिलती।',
      ),
      yes(
        'The air quality index of the city is measured and made known.',
        'शहर का वायु गुणवत्ता सूचकांक मापा और बताया जाता है।',
        'the order depends on knowing when it crosses 400.',
        'आदेश इस पर निर्भर है कि पता चले कि यह कब 400 पार करता है।',
      ),
      yes(
        'The police can stop trucks at the entry points of the city.',
        'पुलिस शहर के प्रवेश स्थानों पर ट्रकों को रोक सकती है।',
        'the order cannot be carried out otherwise.',
        'अन्यथा आदेश लागू नहीं हो सकता।',
      ),
      no(
        'Trucks are the only cause of air pollution in the city.',
        'शहर में वायु प्रदूषण का एकमात्र कारण ट्रक हैं।',
        'they need only add to it; "only" goes too far.',
        'उनका प्रदूषण बढ़ाना ही पर्याप्त है; "एकमात्र" बहुत आगे जाता है।',
      ),
      no(
        'The air quality index stays above 400 all year.',
        'वायु गुणवत्ता सूचकांक पूरे वर्ष 400 से ऊपर रहता है।',
        'the "if" shows it happens only at times.',
        '"यदि" से स्पष्ट है कि ऐसा केवल कभी-कभी होता है।',
      ),
      no(
        'Cars will also be banned when the index is above 400.',
        'सूचकांक 400 से ऊपर होने पर कारों पर भी रोक लगेगी।',
        'the order speaks of trucks only.',
        'आदेश केवल ट्रकों की बात करता है।',
      ),
    ],
  },
];

const IF_THEN: SetWording = {
  ...ASSUMPTION_WORDS,
  title: { en: 'Hidden premises of an "if … then" rule', hi: '"यदि … तो" नियम की छिपी पूर्वधारणाएँ' },
  given: { en: 'Statement', hi: 'कथन' },
  question: {
    en: 'Which of the assumptions are implicit in the rule?',
    hi: 'नियम में कौन-सी पूर्वधारणाएँ अंतर्निहित हैं?',
  },
  opening: {
    en: 'An "if … then" rule assumes that its condition can be checked, that its action can be carried out and that the action serves a purpose in that case. It assumes nothing about the case where the condition is false, and nothing extreme.',
    hi: '"यदि … तो" वाला नियम यह मानता है कि उसकी शर्त जाँची जा सकती है, उसका कदम लागू किया जा सकता है और उस स्थिति में कदम का कोई उद्देश्य है। वह उस स्थिति के बारे में कुछ नहीं मानता जब शर्त पूरी न हो, और न ही कोई अतिवादी बात।',
  },
  none: { en: 'None is implicit', hi: 'कोई भी अंतर्निहित नहीं है' },
  all: { en: 'All three are implicit', hi: 'तीनों अंतर्निहित हैं' },
  verbOne: { en: 'is implicit', hi: 'अंतर्निहित है' },
  verbMany: { en: 'are implicit', hi: 'अंतर्निहित हैं' },
};

/** An "if … then" rule and three assumptions: which are implicit? */
export const assumptionsIfThenRule: QuestionGenerator = listedGenerator(
  'statement-and-assumptions/if-then-rule',
  'medium',
  ['SSC CGL', 'Bank PO', 'Placements'],
  40,
  (rng) => setQuestion(rng, RULES, IF_THEN, 3, 90),
);
