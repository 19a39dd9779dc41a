import type { QuestionGenerator } from '../../../generator.js';
import { type ListedItem, type ListedWording, listedGenerator, oddOneQuestion } from './listed-engines.js';
import { candidate } from './shared.js';

/**
 * A decision or announcement and four assumptions listed I–IV, three of them implicit: which one is
 * NOT implicit? Judged by hand: a decision assumes it can be carried out and serves its purpose;
 * guesses at its reasons and judgements of people are not implicit.
 */

const yes = candidate(true);
const no = candidate(false);

/** Decisions and announcements with several implicit assumptions, for "which is NOT implicit". */
const DECISIONS: readonly ListedItem[] = [
  {
    statement: {
      en: 'The principal announced: "From Monday, the school gate will close at 7:45 a.m. Students arriving later will have to get a late slip from the office."',
      hi: 'प्रधानाचार्य ने घोषणा की: "सोमवार से विद्यालय का द्वार सुबह 7:45 बजे बंद हो जाएगा। देर से आने वाले विद्यार्थियों को कार्यालय से देरी की पर्ची लेनी होगी।"',
    },
    candidates: [
      yes(
        'Students will come to know of the announcement before Monday.',
        'विद्यार्थियों को सोमवार से पहले घोषणा की जानकारी हो जाएगी।',
        'a rule from Monday is announced only if it can reach them in time.',
        'सोमवार से लागू नियम की घोषणा तभी की जाती है जब वह समय पर उन तक पहुँच सके।',
      ),
      yes(
        'Some students now arrive after 7:45 a.m.',
        'कुछ विद्यार्थी अभी सुबह 7:45 बजे के बाद आते हैं।',
        'the late slip would be pointless if nobody came late.',
        'यदि कोई देर से न आता, तो देरी की पर्ची का कोई अर्थ नहीं होता।',
      ),
      yes(
        'The office can issue late slips in the morning.',
        'कार्यालय सुबह देरी की पर्ची जारी कर सकता है।',
        'the rule sends late students to the office for them.',
        'नियम देर से आने वालों को पर्ची के लिए कार्यालय भेजता है।',
      ),
      yes(
        'A late slip will make at least some students try to come on time.',
        'देरी की पर्ची के कारण कम से कम कुछ विद्यार्थी समय पर आने का प्रयास करेंगे।',
        'the rule is meant to discourage coming late.',
        'नियम का उद्देश्य देर से आने को हतोत्साहित करना है।',
      ),
      no(
        'Students who come late are careless in their studies as well.',
        'देर से आने वाले विद्यार्थी पढ़ाई में भी लापरवाह होते हैं।',
        'the rule is about punctuality; it makes no judgement about studies.',
        'नियम समय-पालन के बारे में है; यह पढ़ाई पर कोई राय नहीं देता।',
      ),
      no(
        'Parents will be fined for every late slip.',
        'हर देरी की पर्ची पर माता-पिता पर जुर्माना लगेगा।',
        'no fine is mentioned or needed.',
        'किसी जुर्माने का न उल्लेख है, न उसकी ज़रूरत।',
      ),
      no(
        'All other schools of the city close their gates at 7:45 a.m.',
        'शहर के अन्य सभी विद्यालय सुबह 7:45 बजे द्वार बंद करते हैं।',
        'other schools have nothing to do with the announcement.',
        'अन्य विद्यालयों का इस घोषणा से कोई संबंध नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'The electricity board has decided to send bills by SMS instead of on paper from next month.',
      hi: 'बिजली बोर्ड ने अगले महीने से बिल कागज़ के बजाय एसएमएस से भेजने का निर्णय लिया है।',
    },
    candidates: [
      yes(
        'The board has the mobile numbers of its consumers, or can collect them.',
        'बोर्ड के पास उपभोक्ताओं के मोबाइल नंबर हैं, या वह उन्हें जुटा सकता है।',
        'bills cannot be sent by SMS otherwise.',
        'अन्यथा एसएमएस से बिल नहीं भेजे जा सकते।',
      ),
      yes(
        'Most consumers can read an SMS on their phones.',
        'अधिकांश उपभोक्ता अपने फ़ोन पर एसएमएस पढ़ सकते हैं।',
        'a bill by SMS is useless to someone who cannot read it.',
        'एसएमएस से भेजा बिल उसके लिए बेकार है जो उसे पढ़ न सके।',
      ),
      yes(
        'A bill sent by SMS serves the purpose of a paper bill.',
        'एसएमएस से भेजा बिल कागज़ के बिल का काम कर देता है।',
        'the board is replacing one with the other.',
        'बोर्ड एक की जगह दूसरा ला रहा है।',
      ),
      yes(
        'The board can send a large number of SMS messages every month.',
        'बोर्ड हर महीने बड़ी संख्या में एसएमएस भेज सकता है।',
        'the decision covers all its bills.',
        'निर्णय उसके सभी बिलों पर लागू है।',
      ),
      no(
        'Paper bills often got lost in the post.',
        'कागज़ के बिल अक्सर डाक में खो जाते थे।',
        'the decision gives no reason; this is a guess.',
        'निर्णय कोई कारण नहीं बताता; यह केवल अनुमान है।',
      ),
      no(
        'Electricity rates will come down next month.',
        'अगले महीने बिजली की दरें घटेंगी।',
        'the way bills are sent has nothing to do with rates.',
        'बिल भेजने के तरीके का दरों से कोई संबंध नहीं।',
      ),
      no(
        'Every consumer pays the bill online.',
        'हर उपभोक्ता बिल का भुगतान ऑनलाइन करता है।',
        'receiving a bill by SMS does not require paying online.',
        'एसएमएस से बिल पाने के लिए ऑनलाइन भुगतान ज़रूरी नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'The district collector has ordered that all government offices in the district stay open until 7 p.m. during the week of the flood relief drive.',
      hi: 'ज़िलाधिकारी ने आदेश दिया है कि बाढ़ राहत अभियान के सप्ताह में ज़िले के सभी सरकारी कार्यालय शाम 7 बजे तक खुले रहें।',
    },
    candidates: [
      yes(
        'The relief drive will bring more work to government offices than usual.',
        'राहत अभियान से सरकारी कार्यालयों में सामान्य से अधिक काम आएगा।',
        'longer hours would be pointless otherwise.',
        'अन्यथा अधिक समय तक खुले रहने का कोई अर्थ नहीं।',
      ),
      yes(
        'The staff of the offices can be asked to work until 7 p.m. for a week.',
        'कार्यालयों के कर्मचारियों से एक सप्ताह तक शाम 7 बजे तक काम करवाया जा सकता है।',
        'the order can be carried out only if so.',
        'आदेश तभी लागू हो सकता है।',
      ),
      yes(
        'Some people affected by the flood may need to visit the offices in the evening.',
        'बाढ़ से प्रभावित कुछ लोगों को शाम को कार्यालय आने की ज़रूरत पड़ सकती है।',
        'the extra hours are meant for them.',
        'अतिरिक्त घंटे उन्हीं के लिए हैं।',
      ),
      yes(
        'The order will reach the offices before the week begins.',
        'आदेश सप्ताह शुरू होने से पहले कार्यालयों तक पहुँच जाएगा।',
        'an order for that week is issued only if it can be followed in time.',
        'उस सप्ताह का आदेश तभी दिया जाता है जब उसका समय पर पालन हो सके।',
      ),
      no(
        'Government employees usually leave office early.',
        'सरकारी कर्मचारी आमतौर पर कार्यालय से जल्दी चले जाते हैं।',
        'the order extends hours for the drive; it passes no judgement on staff.',
        'आदेश अभियान के लिए समय बढ़ाता है; कर्मचारियों पर कोई राय नहीं देता।',
      ),
      no(
        'The flood relief drive will last more than a month.',
        'बाढ़ राहत अभियान एक महीने से अधिक चलेगा।',
        'the order is for one week.',
        'आदेश एक सप्ताह के लिए है।',
      ),
      no(
        'Private offices in the district will also stay open until 7 p.m.',
        'ज़िले के निजी कार्यालय भी शाम 7 बजे तक खुले रहेंगे।',
        'the order covers government offices only.',
        'आदेश केवल सरकारी कार्यालयों पर लागू है।',
      ),
    ],
  },
  {
    statement: {
      en: 'A housing society has decided to install CCTV cameras at its two gates and to keep the recordings for 30 days.',
      hi: 'एक आवासीय सोसाइटी ने अपने दोनों द्वारों पर सीसीटीवी कैमरे लगाने और रिकॉर्डिंग 30 दिन तक रखने का निर्णय लिया है।',
    },
    candidates: [
      yes(
        'Recordings of the gates may be useful if something goes wrong.',
        'कुछ गड़बड़ होने पर द्वारों की रिकॉर्डिंग काम आ सकती है।',
        'keeping recordings for 30 days would be pointless otherwise.',
        'अन्यथा 30 दिन तक रिकॉर्डिंग रखने का कोई अर्थ नहीं।',
      ),
      yes(
        'The society can pay for the cameras and their upkeep.',
        'सोसाइटी कैमरों और उनके रखरखाव का खर्च उठा सकती है।',
        'the decision cannot be carried out otherwise.',
        'अन्यथा निर्णय लागू नहीं हो सकता।',
      ),
      yes(
        'Cameras at the gates can record people entering and leaving.',
        'द्वारों पर लगे कैमरे आने-जाने वालों को रिकॉर्ड कर सकते हैं।',
        'that is the point of putting them at the gates.',
        'द्वारों पर लगाने का यही उद्देश्य है।',
      ),
      yes(
        'Enough storage can be arranged for 30 days of recordings.',
        '30 दिन की रिकॉर्डिंग के लिए पर्याप्त भंडारण की व्यवस्था की जा सकती है।',
        'the 30-day rule depends on it.',
        '30 दिन का नियम इसी पर निर्भर है।',
      ),
      no(
        'A theft took place in the society last month.',
        'पिछले महीने सोसाइटी में चोरी हुई थी।',
        'no reason for the decision is given; this is a guess.',
        'निर्णय का कोई कारण नहीं बताया गया; यह केवल अनुमान है।',
      ),
      no(
        'The security guards of the society are not honest.',
        'सोसाइटी के सुरक्षा गार्ड ईमानदार नहीं हैं।',
        'cameras can help without any doubt about the guards.',
        'गार्डों पर संदेह किए बिना भी कैमरे मदद कर सकते हैं।',
      ),
      no(
        'Cameras will be put inside every flat too.',
        'हर फ़्लैट के अंदर भी कैमरे लगाए जाएँगे।',
        'the decision is about the two gates only.',
        'निर्णय केवल दोनों द्वारों के बारे में है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The railway has decided to run a special train between Jaipur and Ajmer every Saturday and Sunday during the Pushkar fair.',
      hi: 'रेलवे ने पुष्कर मेले के दौरान हर शनिवार और रविवार जयपुर और अजमेर के बीच एक विशेष ट्रेन चलाने का निर्णय लिया है।',
    },
    candidates: [
      yes(
        'More people travel between Jaipur and Ajmer at weekends during the fair than the regular trains can carry comfortably.',
        'मेले के दौरान सप्ताहांत पर जयपुर और अजमेर के बीच इतने लोग यात्रा करते हैं जितने नियमित ट्रेनें आराम से नहीं ले जा सकतीं।',
        'a special train would not be needed otherwise.',
        'अन्यथा विशेष ट्रेन की ज़रूरत नहीं होती।',
      ),
      yes(
        'The route has room for an extra train at weekends.',
        'इस मार्ग पर सप्ताहांत में एक अतिरिक्त ट्रेन की गुंजाइश है।',
        'the train cannot run otherwise.',
        'अन्यथा ट्रेन नहीं चल सकती।',
      ),
      yes(
        'Enough passengers will use the special train.',
        'पर्याप्त यात्री विशेष ट्रेन का उपयोग करेंगे।',
        'the railway would not run an empty train.',
        'रेलवे खाली ट्रेन नहीं चलाएगा।',
      ),
      yes(
        'Many visitors to the fair travel through Ajmer.',
        'मेले के कई दर्शक अजमेर होकर जाते हैं।',
        'the train ends at Ajmer to serve the fair.',
        'मेले के लिए ही ट्रेन अजमेर तक चलाई जा रही है।',
      ),
      no(
        'Buses between Jaipur and Ajmer will stop running during the fair.',
        'मेले के दौरान जयपुर और अजमेर के बीच बसें चलना बंद हो जाएँगी।',
        'the decision does not depend on buses stopping.',
        'निर्णय बसों के बंद होने पर निर्भर नहीं।',
      ),
      no(
        'The fair is held only on Saturdays and Sundays.',
        'मेला केवल शनिवार और रविवार को लगता है।',
        'the weekend crowd may simply be the largest.',
        'हो सकता है सप्ताहांत पर भीड़ सबसे अधिक होती हो।',
      ),
      no(
        'The special train will make a profit.',
        'विशेष ट्रेन लाभ कमाएगी।',
        'a service to the public need not make a profit.',
        'जनता की सेवा के लिए लाभ कमाना ज़रूरी नहीं।',
      ),
    ],
  },
];

export const ASSUMPTION_WORDS = {
  heading: { en: 'Assumptions', hi: 'पूर्वधारणाएँ' },
  label: { en: 'Assumption', hi: 'पूर्वधारणा' },
  holds: { en: 'is implicit', hi: 'अंतर्निहित है' },
  fails: { en: 'is not implicit', hi: 'अंतर्निहित नहीं है' },
};

const NOT_IMPLICIT: ListedWording = {
  ...ASSUMPTION_WORDS,
  title: { en: 'The assumption that is not implicit', hi: 'जो पूर्वधारणा अंतर्निहित नहीं है' },
  given: { en: 'Statement', hi: 'कथन' },
  question: {
    en: 'Which one of the assumptions is NOT implicit in the statement?',
    hi: 'कौन-सी एक पूर्वधारणा कथन में अंतर्निहित नहीं है?',
  },
  opening: {
    en: 'A decision takes for granted that it can be carried out and that it serves its purpose; guesses about its reasons, judgements of people and things outside its scope are not implicit.',
    hi: 'कोई निर्णय यह मानकर चलता है कि उसे लागू किया जा सकता है और वह अपना उद्देश्य पूरा करेगा; उसके कारणों के बारे में अनुमान, लोगों पर राय और उसके दायरे से बाहर की बातें अंतर्निहित नहीं होतीं।',
  },
};

/** A decision and four assumptions, three of them implicit: which one is NOT implicit? */
export const assumptionsNotImplicit: QuestionGenerator = listedGenerator(
  'statement-and-assumptions/not-implicit',
  'medium',
  ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  40,
  (rng) => oddOneQuestion(rng, DECISIONS, NOT_IMPLICIT, false, 60),
);
