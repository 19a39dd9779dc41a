import type { QuestionGenerator } from '../../../generator.js';
import { type ListedItem, listedGenerator, type SetWording, setQuestion } from './listed-engines.js';
import { candidate } from './shared.js';

/**
 * Two statements and three conclusions (CAT, Bank PO mains): most conclusions need both statements
 * together; the traps are converses, inverses, "less than" for "not more than", and claims about
 * cases the statements leave open. Each conclusion was judged by hand.
 */

const yes = candidate(true);
const no = candidate(false);

const PAIRS: readonly ListedItem[] = [
  {
    statement: {
      en: '(1) Every train from Patna to Delhi that runs on a Sunday stops at Kanpur. (2) The Magadh Express runs from Patna to Delhi every day of the week.',
      hi: '(1) पटना से दिल्ली जाने वाली हर ट्रेन जो रविवार को चलती है, कानपुर में रुकती है। (2) मगध एक्सप्रेस सप्ताह के हर दिन पटना से दिल्ली चलती है।',
    },
    candidates: [
      yes(
        'The Magadh Express stops at Kanpur on Sundays.',
        'मगध एक्सप्रेस रविवार को कानपुर में रुकती है।',
        'by (2) it runs on Sundays, and by (1) every such train stops at Kanpur.',
        '(2) से यह रविवार को चलती है, और (1) से ऐसी हर ट्रेन कानपुर में रुकती है।',
      ),
      yes(
        'At least one train from Patna to Delhi stops at Kanpur.',
        'पटना से दिल्ली की कम से कम एक ट्रेन कानपुर में रुकती है।',
        'the Magadh Express does, on Sundays.',
        'मगध एक्सप्रेस रविवार को रुकती है।',
      ),
      yes(
        'If the Magadh Express did not stop at Kanpur on some day, that day was not a Sunday.',
        'यदि मगध एक्सप्रेस किसी दिन कानपुर में नहीं रुकी, तो वह दिन रविवार नहीं था।',
        'on every Sunday it must stop, by (1) and (2) together.',
        '(1) और (2) को मिलाकर, हर रविवार इसे रुकना ही है।',
      ),
      no(
        'The Magadh Express stops at Kanpur every day.',
        'मगध एक्सप्रेस हर दिन कानपुर में रुकती है।',
        'the rule in (1) covers Sundays only; other days are left open.',
        '(1) का नियम केवल रविवार पर लागू है; बाकी दिनों के बारे में कुछ तय नहीं।',
      ),
      no(
        'Every train that stops at Kanpur runs from Patna to Delhi.',
        'कानपुर में रुकने वाली हर ट्रेन पटना से दिल्ली जाती है।',
        'this reverses (1); other trains may stop at Kanpur too.',
        'यह (1) का उलटा है; दूसरी ट्रेनें भी कानपुर में रुक सकती हैं।',
      ),
      no(
        'The Magadh Express does not stop at Kanpur on Mondays.',
        'मगध एक्सप्रेस सोमवार को कानपुर में नहीं रुकती।',
        'nothing is said about Mondays; it may or may not stop.',
        'सोमवार के बारे में कुछ नहीं कहा गया; यह रुक भी सकती है और नहीं भी।',
      ),
    ],
  },
  {
    statement: {
      en: '(1) Anil is older than Binod, and Chetan is older than Anil. (2) Dinesh is younger than Chetan but older than Binod.',
      hi: '(1) अनिल, बिनोद से बड़ा है, और चेतन, अनिल से बड़ा है। (2) दिनेश, चेतन से छोटा है पर बिनोद से बड़ा है।',
    },
    candidates: [
      yes(
        'Chetan is the oldest of the four.',
        'चारों में चेतन सबसे बड़ा है।',
        'Chetan is older than Anil (1), Binod (1) and Dinesh (2).',
        'चेतन, अनिल (1), बिनोद (1) और दिनेश (2) से बड़ा है।',
      ),
      yes(
        'Binod is the youngest of the four.',
        'चारों में बिनोद सबसे छोटा है।',
        'Anil and Chetan are older than him (1), and so is Dinesh (2).',
        'अनिल और चेतन उससे बड़े हैं (1), और दिनेश भी (2)।',
      ),
      yes(
        'Dinesh is neither the oldest nor the youngest of the four.',
        'दिनेश चारों में न सबसे बड़ा है, न सबसे छोटा।',
        'Chetan is older than him and Binod younger (2).',
        'चेतन उससे बड़ा है और बिनोद उससे छोटा (2)।',
      ),
      no(
        'Anil is older than Dinesh.',
        'अनिल, दिनेश से बड़ा है।',
        'both lie between Chetan and Binod; their order is not given.',
        'दोनों चेतन और बिनोद के बीच हैं; उनका क्रम नहीं दिया गया।',
      ),
      no(
        'Dinesh is older than Anil.',
        'दिनेश, अनिल से बड़ा है।',
        'both lie between Chetan and Binod; their order is not given.',
        'दोनों चेतन और बिनोद के बीच हैं; उनका क्रम नहीं दिया गया।',
      ),
      no(
        'Exactly one of the four is younger than Anil.',
        'चारों में से ठीक एक, अनिल से छोटा है।',
        'Binod is younger, but Dinesh may be younger too.',
        'बिनोद छोटा है, पर दिनेश भी छोटा हो सकता है।',
      ),
    ],
  },
  {
    statement: {
      en: '(1) In the annual examination, every student of Class 10 who scored more than 90 marks in mathematics got a prize. (2) Riya, a student of Class 10, did not get a prize.',
      hi: '(1) वार्षिक परीक्षा में कक्षा 10 के हर उस विद्यार्थी को पुरस्कार मिला जिसने गणित में 90 से अधिक अंक पाए। (2) कक्षा 10 की विद्यार्थी रिया को पुरस्कार नहीं मिला।',
    },
    candidates: [
      yes(
        'Riya did not score more than 90 marks in mathematics.',
        'रिया ने गणित में 90 से अधिक अंक नहीं पाए।',
        'had she scored more than 90, (1) would have given her a prize.',
        'यदि उसने 90 से अधिक अंक पाए होते, तो (1) के अनुसार उसे पुरस्कार मिलता।',
      ),
      yes(
        'Not every student of Class 10 got a prize.',
        'कक्षा 10 के हर विद्यार्थी को पुरस्कार नहीं मिला।',
        'Riya is a student of Class 10 without a prize.',
        'रिया कक्षा 10 की विद्यार्थी है जिसे पुरस्कार नहीं मिला।',
      ),
      yes(
        'At least one student of Class 10 scored 90 marks or less in mathematics.',
        'कक्षा 10 के कम से कम एक विद्यार्थी ने गणित में 90 या उससे कम अंक पाए।',
        'Riya did: more than 90 would have won her a prize by (1).',
        'रिया ने पाए: 90 से अधिक अंक होने पर (1) के अनुसार उसे पुरस्कार मिलता।',
      ),
      no(
        'Riya scored less than 90 marks in mathematics.',
        'रिया ने गणित में 90 से कम अंक पाए।',
        'she may have scored exactly 90; we know only "not more than 90".',
        'हो सकता है उसने ठीक 90 अंक पाए हों; हमें केवल "90 से अधिक नहीं" पता है।',
      ),
      no(
        'Every student of Class 10 who got a prize scored more than 90 marks in mathematics.',
        'कक्षा 10 के हर पुरस्कार पाने वाले विद्यार्थी ने गणित में 90 से अधिक अंक पाए।',
        'this reverses (1); prizes may have been given for other reasons too.',
        'यह (1) का उलटा है; पुरस्कार दूसरे कारणों से भी दिए गए हो सकते हैं।',
      ),
      no(
        'Riya failed in mathematics.',
        'रिया गणित में अनुत्तीर्ण हुई।',
        'scoring 90 or less is not failing.',
        '90 या उससे कम अंक पाना अनुत्तीर्ण होना नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: '(1) The Gupta General Store is closed on every public holiday. (2) 15 August is a public holiday, and this year it falls on a Friday.',
      hi: '(1) गुप्ता जनरल स्टोर हर सार्वजनिक अवकाश पर बंद रहता है। (2) 15 अगस्त सार्वजनिक अवकाश है, और इस वर्ष यह शुक्रवार को पड़ता है।',
    },
    candidates: [
      yes(
        'This year the store is closed on Friday, 15 August.',
        'इस वर्ष स्टोर शुक्रवार, 15 अगस्त को बंद रहेगा।',
        '15 August is a public holiday (2), and the store closes on every public holiday (1).',
        '15 अगस्त सार्वजनिक अवकाश है (2), और स्टोर हर सार्वजनिक अवकाश पर बंद रहता है (1)।',
      ),
      yes(
        'This year the store is closed on at least one Friday.',
        'इस वर्ष स्टोर कम से कम एक शुक्रवार को बंद रहेगा।',
        'it is closed on Friday, 15 August.',
        'यह शुक्रवार, 15 अगस्त को बंद रहेगा।',
      ),
      yes(
        'Any day on which the store is open is not a public holiday.',
        'जिस दिन स्टोर खुला हो, वह सार्वजनिक अवकाश नहीं है।',
        'this is (1) read the other way round (its contrapositive).',
        'यह (1) को उलटी दिशा से पढ़ना (प्रतिधनात्मक रूप) है।',
      ),
      no(
        'The store is open on every day that is not a public holiday.',
        'जो दिन सार्वजनिक अवकाश नहीं है, उस हर दिन स्टोर खुला रहता है।',
        'the store may close on other days too, for example a weekly off.',
        'स्टोर दूसरे दिनों में भी बंद हो सकता है, जैसे साप्ताहिक अवकाश पर।',
      ),
      no(
        'The store is closed on every Friday.',
        'स्टोर हर शुक्रवार को बंद रहता है।',
        'only this particular Friday is known to be a holiday.',
        'केवल इसी शुक्रवार के अवकाश होने की जानकारी है।',
      ),
      no(
        'This year the store is closed on 16 August.',
        'इस वर्ष स्टोर 16 अगस्त को बंद रहेगा।',
        '16 August is not said to be a holiday.',
        '16 अगस्त को अवकाश नहीं बताया गया।',
      ),
    ],
  },
  {
    statement: {
      en: '(1) Every bus on route 12 passes the city hospital. (2) No bus that passes the city hospital runs after 10 p.m.',
      hi: '(1) मार्ग 12 की हर बस सिटी अस्पताल के सामने से गुज़रती है। (2) सिटी अस्पताल के सामने से गुज़रने वाली कोई भी बस रात 10 बजे के बाद नहीं चलती।',
    },
    candidates: [
      yes(
        'No bus on route 12 runs after 10 p.m.',
        'मार्ग 12 की कोई भी बस रात 10 बजे के बाद नहीं चलती।',
        'each passes the hospital (1), and no such bus runs after 10 p.m. (2).',
        'हर बस अस्पताल के सामने से गुज़रती है (1), और ऐसी कोई बस रात 10 बजे के बाद नहीं चलती (2)।',
      ),
      yes(
        'A bus running at 11 p.m. is not on route 12.',
        'रात 11 बजे चलने वाली बस मार्ग 12 की नहीं है।',
        'route 12 buses do not run after 10 p.m.',
        'मार्ग 12 की बसें रात 10 बजे के बाद नहीं चलतीं।',
      ),
      yes(
        'A bus running at 10:30 p.m. does not pass the city hospital.',
        'रात 10:30 बजे चलने वाली बस सिटी अस्पताल के सामने से नहीं गुज़रती।',
        'by (2), a bus passing the hospital would not be running then.',
        '(2) के अनुसार अस्पताल के सामने से गुज़रने वाली बस उस समय नहीं चल रही होती।',
      ),
      no(
        'Every bus that passes the city hospital is on route 12.',
        'सिटी अस्पताल के सामने से गुज़रने वाली हर बस मार्ग 12 की है।',
        'this reverses (1); buses of other routes may pass it too.',
        'यह (1) का उलटा है; दूसरे मार्गों की बसें भी वहाँ से गुज़र सकती हैं।',
      ),
      no(
        'All buses in the city stop running at 10 p.m.',
        'शहर की सभी बसें रात 10 बजे चलना बंद कर देती हैं।',
        'only buses passing the hospital are covered.',
        'नियम केवल अस्पताल के सामने से गुज़रने वाली बसों पर लागू है।',
      ),
      no(
        'Buses on route 12 run only in the daytime.',
        'मार्ग 12 की बसें केवल दिन में चलती हैं।',
        'nothing says they stop at dusk; they may run until 10 p.m., well after dark.',
        'कहीं नहीं कहा गया कि वे शाम होते ही बंद हो जाती हैं; वे रात 10 बजे तक, अँधेरा होने के काफ़ी बाद तक चल सकती हैं।',
      ),
    ],
  },
  {
    statement: {
      en: '(1) In a class, the number of girls is twice the number of boys. (2) The class has 36 students.',
      hi: '(1) एक कक्षा में लड़कियों की संख्या लड़कों की संख्या की दोगुनी है। (2) कक्षा में 36 विद्यार्थी हैं।',
    },
    candidates: [
      yes('The class has 12 boys.', 'कक्षा में 12 लड़के हैं।', 'boys are one-third of 36.', 'लड़के 36 का एक-तिहाई हैं।'),
      yes(
        'The class has 24 girls.',
        'कक्षा में 24 लड़कियाँ हैं।',
        'girls are two-thirds of 36.',
        'लड़कियाँ 36 का दो-तिहाई हैं।',
      ),
      yes(
        'The class has 12 more girls than boys.',
        'कक्षा में लड़कों से 12 लड़कियाँ अधिक हैं।',
        '24 − 12 = 12.',
        '24 − 12 = 12।',
      ),
      no(
        'The class has 18 girls.',
        'कक्षा में 18 लड़कियाँ हैं।',
        'that would split 36 equally, but girls are twice the boys.',
        'इससे 36 बराबर बँटेंगे, जबकि लड़कियाँ लड़कों की दोगुनी हैं।',
      ),
      no(
        'Boys make up half of the class.',
        'कक्षा में आधे विद्यार्थी लड़के हैं।',
        'boys are one-third of the class.',
        'लड़के कक्षा का एक-तिहाई हैं।',
      ),
      no(
        'The class has two more girls than boys.',
        'कक्षा में लड़कों से दो लड़कियाँ अधिक हैं।',
        '"twice" is a ratio, not a difference of 2; the difference is 12.',
        '"दोगुनी" एक अनुपात है, 2 का अंतर नहीं; अंतर 12 है।',
      ),
    ],
  },
];

const COMBINED: SetWording = {
  title: { en: 'Two statements and three conclusions', hi: 'दो कथन और तीन निष्कर्ष' },
  given: { en: 'Statements', hi: 'कथन' },
  heading: { en: 'Conclusions', hi: 'निष्कर्ष' },
  label: { en: 'Conclusion', hi: 'निष्कर्ष' },
  holds: { en: 'follows', hi: 'अनुसरण करता है' },
  fails: { en: 'does not follow', hi: 'अनुसरण नहीं करता' },
  question: {
    en: 'Taking both statements to be true, decide which of the conclusions definitely follow from them, taken together.',
    hi: 'दोनों कथनों को सत्य मानते हुए निर्णय कीजिए कि दोनों को साथ लेकर कौन-से निष्कर्ष निश्चित रूप से अनुसरण करते हैं।',
  },
  opening: {
    en: 'Combine the two statements; a conclusion follows only if it must be true in every case the statements allow. Reversing a rule, or reading "not more than" as "less than", is a mistake.',
    hi: 'दोनों कथनों को मिलाइए; निष्कर्ष तभी अनुसरण करता है जब वह कथनों द्वारा अनुमत हर स्थिति में सत्य हो। किसी नियम को उलटना या "से अधिक नहीं" को "से कम" पढ़ना भूल है।',
  },
  none: { en: 'None of the conclusions follows', hi: 'कोई भी निष्कर्ष अनुसरण नहीं करता' },
  all: { en: 'All three conclusions follow', hi: 'तीनों निष्कर्ष अनुसरण करते हैं' },
  verbOne: { en: 'follows', hi: 'अनुसरण करता है' },
  verbMany: { en: 'follow', hi: 'अनुसरण करते हैं' },
};

/** Two statements to be combined and three conclusions (converse and "less than" traps): which follow? */
export const conclusionsTwoStatementsCombined: QuestionGenerator = listedGenerator(
  'statement-and-conclusions/two-statements-combined',
  'hard',
  ['CAT', 'Bank PO', 'Placements'],
  60,
  (rng) => setQuestion(rng, PAIRS, COMBINED, 3, 180),
);
