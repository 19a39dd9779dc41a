import type { QuestionGenerator } from '../../../generator.js';
import { type ListedItem, type ListedWording, listedGenerator, oddOneQuestion } from './listed-engines.js';
import { candidate } from './shared.js';

/**
 * A statement and four conclusions listed I–IV, three of which follow: which one does NOT follow?
 * Judged by hand by the exam convention (a conclusion follows only if the statement definitely
 * implies it).
 */

const yes = candidate(true);
const no = candidate(false);

/** Statements with many conclusions that follow, for "which does NOT follow". */
const RICH_STATEMENTS: readonly ListedItem[] = [
  {
    statement: {
      en: 'Every employee of Arora Textiles who has worked there for more than five years gets a long-service bonus in December, and Meera joined the company seven years ago and still works there.',
      hi: 'अरोड़ा टेक्सटाइल्स का हर कर्मचारी जिसने वहाँ पाँच वर्ष से अधिक काम किया है, दिसंबर में दीर्घ-सेवा बोनस पाता है, और मीरा सात वर्ष पहले कंपनी में आई थी और अब भी वहीं काम करती है।',
    },
    candidates: [
      yes(
        'Meera gets the long-service bonus in December.',
        'मीरा को दिसंबर में दीर्घ-सेवा बोनस मिलता है।',
        'she has worked there for seven years, more than five.',
        'उसने वहाँ सात वर्ष काम किया है, जो पाँच से अधिक है।',
      ),
      yes(
        'Arora Textiles pays a bonus in December to some of its employees.',
        'अरोड़ा टेक्सटाइल्स अपने कुछ कर्मचारियों को दिसंबर में बोनस देती है।',
        'at least Meera gets one.',
        'कम से कम मीरा को यह मिलता है।',
      ),
      yes(
        'Meera has worked at Arora Textiles for more than five years.',
        'मीरा ने अरोड़ा टेक्सटाइल्स में पाँच वर्ष से अधिक काम किया है।',
        'she joined seven years ago and still works there.',
        'वह सात वर्ष पहले आई थी और अब भी वहीं काम करती है।',
      ),
      yes(
        'Arora Textiles has been in business for at least seven years.',
        'अरोड़ा टेक्सटाइल्स कम से कम सात वर्ष से कारोबार में है।',
        'Meera joined it seven years ago.',
        'मीरा सात वर्ष पहले इसमें आई थी।',
      ),
      no(
        'An employee who has worked at Arora Textiles for three years gets no bonus at all.',
        'अरोड़ा टेक्सटाइल्स में तीन वर्ष काम कर चुके कर्मचारी को कोई बोनस नहीं मिलता।',
        'the rule says who gets the long-service bonus; it says nothing about other bonuses for newer staff.',
        'नियम केवल यह बताता है कि दीर्घ-सेवा बोनस किसे मिलता है; नए कर्मचारियों के अन्य बोनस के बारे में कुछ नहीं कहता।',
      ),
      no(
        'Meera is the most senior employee of Arora Textiles.',
        'मीरा अरोड़ा टेक्सटाइल्स की सबसे वरिष्ठ कर्मचारी है।',
        'no other employee’s length of service is given.',
        'किसी अन्य कर्मचारी की सेवा-अवधि नहीं दी गई।',
      ),
      no(
        'Meera will stay with Arora Textiles until she retires.',
        'मीरा सेवानिवृत्ति तक अरोड़ा टेक्सटाइल्स में ही रहेगी।',
        'the statement says nothing about her future.',
        'कथन उसके भविष्य के बारे में कुछ नहीं कहता।',
      ),
    ],
  },
  {
    statement: {
      en: 'The Kaveri Express leaves Mysuru at 6:00 a.m., reaches Bengaluru at 9:00 a.m., and runs every day except Tuesday.',
      hi: 'कावेरी एक्सप्रेस सुबह 6:00 बजे मैसूरु से चलती है, सुबह 9:00 बजे बेंगलुरु पहुँचती है, और मंगलवार को छोड़कर हर दिन चलती है।',
    },
    candidates: [
      yes(
        'The Kaveri Express takes three hours from Mysuru to Bengaluru.',
        'कावेरी एक्सप्रेस मैसूरु से बेंगलुरु तक तीन घंटे लेती है।',
        'from 6:00 a.m. to 9:00 a.m. is three hours.',
        'सुबह 6:00 से 9:00 बजे तक तीन घंटे होते हैं।',
      ),
      yes(
        'The Kaveri Express does not run on Tuesdays.',
        'कावेरी एक्सप्रेस मंगलवार को नहीं चलती।',
        'it runs every day except Tuesday.',
        'यह मंगलवार को छोड़कर हर दिन चलती है।',
      ),
      yes(
        'A passenger can take the Kaveri Express from Mysuru on a Sunday morning.',
        'कोई यात्री रविवार सुबह मैसूरु से कावेरी एक्सप्रेस ले सकता है।',
        'Sunday is not Tuesday, so the train runs.',
        'रविवार मंगलवार नहीं है, अतः ट्रेन चलती है।',
      ),
      yes(
        'The Kaveri Express runs six days a week.',
        'कावेरी एक्सप्रेस सप्ताह में छह दिन चलती है।',
        'every day except one day of the week.',
        'सप्ताह के एक दिन को छोड़कर हर दिन।',
      ),
      no(
        'The Kaveri Express is the fastest train between Mysuru and Bengaluru.',
        'कावेरी एक्सप्रेस मैसूरु और बेंगलुरु के बीच सबसे तेज़ ट्रेन है।',
        'no other train is mentioned.',
        'किसी अन्य ट्रेन का उल्लेख नहीं है।',
      ),
      no(
        'The Kaveri Express does not stop anywhere between Mysuru and Bengaluru.',
        'कावेरी एक्सप्रेस मैसूरु और बेंगलुरु के बीच कहीं नहीं रुकती।',
        'stops are not mentioned.',
        'ठहरावों का उल्लेख नहीं है।',
      ),
      no(
        'The Kaveri Express is always crowded on Mondays.',
        'सोमवार को कावेरी एक्सप्रेस में हमेशा भीड़ रहती है।',
        'nothing is said about crowds.',
        'भीड़ के बारे में कुछ नहीं कहा गया।',
      ),
    ],
  },
  {
    statement: {
      en: 'In the inter-school quiz, Sunrise School scored more points than Lotus School, and Lotus School scored more points than Green Valley School; no two schools scored the same.',
      hi: 'अंतर-विद्यालय प्रश्नोत्तरी में सनराइज़ स्कूल ने लोटस स्कूल से अधिक अंक पाए, और लोटस स्कूल ने ग्रीन वैली स्कूल से अधिक अंक पाए; किन्हीं दो विद्यालयों के अंक बराबर नहीं थे।',
    },
    candidates: [
      yes(
        'Sunrise School scored more points than Green Valley School.',
        'सनराइज़ स्कूल ने ग्रीन वैली स्कूल से अधिक अंक पाए।',
        'Sunrise > Lotus > Green Valley.',
        'सनराइज़ > लोटस > ग्रीन वैली।',
      ),
      yes(
        'Green Valley School did not score the most points of the three schools named.',
        'बताए गए तीन विद्यालयों में ग्रीन वैली स्कूल के अंक सबसे अधिक नहीं थे।',
        'it scored less than Lotus School.',
        'इसके अंक लोटस स्कूल से कम थे।',
      ),
      yes(
        'Lotus School scored fewer points than Sunrise School.',
        'लोटस स्कूल ने सनराइज़ स्कूल से कम अंक पाए।',
        'Sunrise scored more than Lotus.',
        'सनराइज़ ने लोटस से अधिक अंक पाए।',
      ),
      yes(
        'Among the three schools named, Lotus School came second.',
        'बताए गए तीन विद्यालयों में लोटस स्कूल दूसरे स्थान पर रहा।',
        'it is below Sunrise and above Green Valley.',
        'यह सनराइज़ से नीचे और ग्रीन वैली से ऊपर है।',
      ),
      no(
        'Sunrise School won the quiz.',
        'सनराइज़ स्कूल ने प्रश्नोत्तरी जीती।',
        'other schools may have taken part and scored more.',
        'अन्य विद्यालयों ने भी भाग लेकर अधिक अंक पाए हो सकते हैं।',
      ),
      no(
        'Only three schools took part in the quiz.',
        'प्रश्नोत्तरी में केवल तीन विद्यालयों ने भाग लिया।',
        'the number of schools taking part is not given.',
        'भाग लेने वाले विद्यालयों की संख्या नहीं दी गई।',
      ),
      no(
        'Green Valley School came last in the quiz.',
        'प्रश्नोत्तरी में ग्रीन वैली स्कूल अंतिम रहा।',
        'schools not named may have scored even less.',
        'जिन विद्यालयों के नाम नहीं दिए गए, उनके अंक इससे भी कम हो सकते हैं।',
      ),
    ],
  },
  {
    statement: {
      en: 'The municipal swimming pool is open from 6 a.m. to 8 p.m. on all days, and children under 12 may swim only when a parent is present at the pool.',
      hi: 'नगर निगम का तरणताल सभी दिनों सुबह 6 बजे से रात 8 बजे तक खुला रहता है, और 12 वर्ष से कम आयु के बच्चे तभी तैर सकते हैं जब तरणताल पर उनके माता या पिता मौजूद हों।',
    },
    candidates: [
      yes(
        'The pool is open on Sundays.',
        'तरणताल रविवार को खुला रहता है।',
        'it is open on all days.',
        'यह सभी दिनों खुला रहता है।',
      ),
      yes(
        'Nobody can swim in the pool at 9 p.m.',
        'रात 9 बजे तरणताल में कोई नहीं तैर सकता।',
        'the pool closes at 8 p.m.',
        'तरणताल रात 8 बजे बंद हो जाता है।',
      ),
      yes(
        'A 10-year-old child whose parents are not at the pool may not swim there.',
        '10 वर्ष का कोई बच्चा, जिसके माता-पिता तरणताल पर नहीं हैं, वहाँ नहीं तैर सकता।',
        '10 is under 12, and a parent must be present.',
        '10 वर्ष 12 से कम है, और माता या पिता का मौजूद होना ज़रूरी है।',
      ),
      yes(
        'The pool is open for 14 hours a day.',
        'तरणताल दिन में 14 घंटे खुला रहता है।',
        'from 6 a.m. to 8 p.m. is 14 hours.',
        'सुबह 6 बजे से रात 8 बजे तक 14 घंटे होते हैं।',
      ),
      no(
        'A 15-year-old must bring a parent to swim in the pool.',
        '15 वर्ष के किशोर को तैरने के लिए माता या पिता को साथ लाना होगा।',
        'the rule covers only children under 12.',
        'नियम केवल 12 वर्ष से कम आयु के बच्चों पर लागू है।',
      ),
      no(
        'Swimming in the pool is free of charge.',
        'तरणताल में तैरना निःशुल्क है।',
        'charges are not mentioned.',
        'शुल्क का कोई उल्लेख नहीं है।',
      ),
      no(
        'Many children have drowned in the pool.',
        'तरणताल में कई बच्चे डूब चुके हैं।',
        'the statement gives no reason for the rule; this is a guess.',
        'कथन नियम का कोई कारण नहीं बताता; यह केवल अनुमान है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Ramesh bought a refrigerator for ₹30,000 and paid 20 per cent in cash; the rest he will pay in 12 equal monthly instalments without interest.',
      hi: 'रमेश ने ₹30,000 में एक फ़्रिज खरीदा और 20 प्रतिशत नकद चुकाया; बाकी राशि वह बिना ब्याज के 12 बराबर मासिक किस्तों में चुकाएगा।',
    },
    candidates: [
      yes(
        'Ramesh paid ₹6,000 in cash.',
        'रमेश ने ₹6,000 नकद चुकाए।',
        '20 per cent of ₹30,000 is ₹6,000.',
        '₹30,000 का 20 प्रतिशत ₹6,000 है।',
      ),
      yes(
        'Each instalment is ₹2,000.',
        'हर किस्त ₹2,000 की है।',
        '₹24,000 is left, and ₹24,000 ÷ 12 = ₹2,000.',
        '₹24,000 बचते हैं, और ₹24,000 ÷ 12 = ₹2,000।',
      ),
      yes(
        'Ramesh will pay ₹30,000 in all for the refrigerator.',
        'रमेश फ़्रिज के लिए कुल ₹30,000 चुकाएगा।',
        'there is no interest, so the total stays at the price.',
        'कोई ब्याज नहीं है, अतः कुल राशि मूल्य के बराबर ही रहेगी।',
      ),
      yes(
        'Ramesh still has to pay more than three-quarters of the price.',
        'रमेश को अभी मूल्य का तीन-चौथाई से अधिक चुकाना बाकी है।',
        '80 per cent is left, which is more than 75 per cent.',
        '80 प्रतिशत बाकी है, जो 75 प्रतिशत से अधिक है।',
      ),
      no(
        'Ramesh did not have enough money to pay the full price in cash.',
        'रमेश के पास पूरा मूल्य नकद चुकाने के लिए पर्याप्त पैसे नहीं थे।',
        'he may have chosen instalments for other reasons; his savings are not given.',
        'हो सकता है उसने किसी और कारण से किस्तें चुनी हों; उसकी बचत नहीं बताई गई।',
      ),
      no(
        'The shop sells all its refrigerators on instalments.',
        'दुकान अपने सभी फ़्रिज किस्तों पर बेचती है।',
        'only Ramesh’s purchase is described.',
        'केवल रमेश की खरीद का वर्णन है।',
      ),
      no(
        'Ramesh will finish paying within six months.',
        'रमेश छह महीने के भीतर भुगतान पूरा कर देगा।',
        'there are 12 monthly instalments, so it takes a year.',
        '12 मासिक किस्तें हैं, अतः इसमें एक वर्ष लगेगा।',
      ),
    ],
  },
];

export const CONCLUSION_WORDS = {
  heading: { en: 'Conclusions', hi: 'निष्कर्ष' },
  label: { en: 'Conclusion', hi: 'निष्कर्ष' },
  holds: { en: 'follows', hi: 'अनुसरण करता है' },
  fails: { en: 'does not follow', hi: 'अनुसरण नहीं करता' },
};

const NOT_FOLLOWING: ListedWording = {
  ...CONCLUSION_WORDS,
  title: { en: 'The conclusion that does not follow', hi: 'जो निष्कर्ष अनुसरण नहीं करता' },
  given: { en: 'Statement', hi: 'कथन' },
  question: {
    en: 'Taking the statement to be true, which one of the conclusions does NOT follow from it?',
    hi: 'कथन को सत्य मानते हुए बताइए कि कौन-सा एक निष्कर्ष उससे अनुसरण नहीं करता?',
  },
  opening: {
    en: 'Three of the conclusions are definitely implied by the statement; the odd one goes beyond it (a guess, a comparison not made, a future event or a misread rule).',
    hi: 'तीन निष्कर्ष कथन से निश्चित रूप से निकलते हैं; बचा हुआ एक कथन से आगे जाता है (कोई अनुमान, ऐसी तुलना जो की ही नहीं गई, भविष्य की घटना या नियम को गलत पढ़ना)।',
  },
};

/** A statement and four conclusions, three of which follow: which one does NOT follow? */
export const conclusionsNotFollowing: QuestionGenerator = listedGenerator(
  'statement-and-conclusions/conclusion-not-following',
  'medium',
  ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  40,
  (rng) => oddOneQuestion(rng, RICH_STATEMENTS, NOT_FOLLOWING, false, 60),
);
