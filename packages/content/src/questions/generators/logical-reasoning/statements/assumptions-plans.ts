import type { QuestionGenerator } from '../../../generator.js';
import { candidate, type StatementItem, type StatementKind, twoItemGenerator } from './shared.js';

/**
 * Assumptions behind a plan ("to reduce X, the authority decided Y"). Judged by hand: a plan assumes
 * that its step can be carried out and will help with its aim; it does not assume extreme claims,
 * unrelated causes or side effects.
 */

const yes = candidate(true);
const no = candidate(false);

const PLAN_ITEMS: readonly StatementItem[] = [
  {
    statement: {
      en: 'To reduce road accidents at night, the highway authority has decided to install reflective studs along the centre line of the state highway.',
      hi: 'रात में सड़क दुर्घटनाएँ कम करने के लिए राजमार्ग प्राधिकरण ने राज्य राजमार्ग की बीच की रेखा पर परावर्तक स्टड लगाने का निर्णय लिया है।',
    },
    candidates: [
      yes(
        'Reflective studs help drivers see the road better at night.',
        'परावर्तक स्टड रात में चालकों को सड़क बेहतर देखने में मदद करते हैं।',
        'the plan would make no sense if the studs did not help drivers at night.',
        'यदि स्टड रात में चालकों की मदद न करें, तो योजना का कोई अर्थ नहीं।',
      ),
      yes(
        'Poor visibility of the road is one of the causes of accidents at night on the highway.',
        'सड़क का ठीक से न दिखना राजमार्ग पर रात की दुर्घटनाओं का एक कारण है।',
        'better visibility can reduce accidents only if poor visibility causes some of them.',
        'बेहतर दृश्यता तभी दुर्घटनाएँ घटा सकती है जब खराब दृश्यता उनमें से कुछ का कारण हो।',
      ),
      no(
        'Accidents will stop completely once the studs are installed.',
        'स्टड लगते ही दुर्घटनाएँ पूरी तरह बंद हो जाएँगी।',
        'the aim is to reduce accidents, not to end them.',
        'उद्देश्य दुर्घटनाएँ घटाना है, पूरी तरह समाप्त करना नहीं।',
      ),
      no(
        'Most drivers on the highway drive carelessly.',
        'राजमार्ग पर अधिकांश चालक लापरवाही से गाड़ी चलाते हैं।',
        'the plan is about visibility; it does not rely on drivers being careless.',
        'योजना दृश्यता से जुड़ी है; यह चालकों के लापरवाह होने पर निर्भर नहीं।',
      ),
      no(
        'Daytime accidents on the highway have already fallen.',
        'राजमार्ग पर दिन की दुर्घटनाएँ पहले ही घट चुकी हैं।',
        'the plan deals with night accidents only.',
        'योजना केवल रात की दुर्घटनाओं से जुड़ी है।',
      ),
    ],
  },
  {
    statement: {
      en: 'To cut the waiting time at the district hospital, the health department has decided to let patients book outpatient appointments by phone.',
      hi: 'ज़िला अस्पताल में प्रतीक्षा का समय घटाने के लिए स्वास्थ्य विभाग ने मरीज़ों को फ़ोन से ओपीडी का समय लेने की सुविधा देने का निर्णय लिया है।',
    },
    candidates: [
      yes(
        'Many patients who come to the hospital can make a phone call to book a time.',
        'अस्पताल आने वाले कई मरीज़ समय लेने के लिए फ़ोन कर सकते हैं।',
        'phone booking helps only if patients are able to use it.',
        'फ़ोन से समय लेने की सुविधा तभी काम आएगी जब मरीज़ उसका उपयोग कर सकें।',
      ),
      yes(
        'Patients with a booked time will not have to wait as long as they do now.',
        'जिन मरीज़ों का समय तय होगा, उन्हें अब जितना इंतज़ार नहीं करना पड़ेगा।',
        'otherwise booking would not cut the waiting time.',
        'अन्यथा समय तय करने से प्रतीक्षा का समय नहीं घटेगा।',
      ),
      no(
        'The hospital has too few doctors.',
        'अस्पताल में डॉक्टर बहुत कम हैं।',
        'the plan is about organising visits, not about the number of doctors.',
        'योजना मरीज़ों के आने की व्यवस्था से जुड़ी है, डॉक्टरों की संख्या से नहीं।',
      ),
      no(
        'Patients will stop coming to the hospital without a booking.',
        'मरीज़ बिना समय लिए अस्पताल आना बंद कर देंगे।',
        'the plan adds a choice; it does not need everyone to book.',
        'योजना एक विकल्प जोड़ती है; इसके लिए सबका समय लेना ज़रूरी नहीं।',
      ),
      no(
        'Phone booking will be extended to all hospitals in the state.',
        'फ़ोन से समय लेने की सुविधा राज्य के सभी अस्पतालों में लागू होगी।',
        'the decision is about the district hospital only.',
        'निर्णय केवल ज़िला अस्पताल के बारे में है।',
      ),
    ],
  },
  {
    statement: {
      en: 'To reduce the use of plastic bags, the municipal corporation has decided to charge shoppers ₹5 for every plastic bag given at shops.',
      hi: 'प्लास्टिक थैलियों का उपयोग घटाने के लिए नगर निगम ने दुकानों पर दी जाने वाली हर प्लास्टिक थैली के लिए खरीदारों से ₹5 लेने का निर्णय लिया है।',
    },
    candidates: [
      yes(
        'Some shoppers will use fewer plastic bags if they have to pay for them.',
        'कुछ खरीदार पैसे देने पड़ें तो कम प्लास्टिक थैलियों का उपयोग करेंगे।',
        'a charge can reduce use only if people respond to it.',
        'शुल्क से उपयोग तभी घटेगा जब लोग उस पर प्रतिक्रिया दें।',
      ),
      yes(
        'Shopkeepers can be made to collect the charge.',
        'दुकानदारों से यह शुल्क वसूल करवाया जा सकता है।',
        'the plan cannot work unless the charge is actually collected at shops.',
        'जब तक दुकानों पर शुल्क वास्तव में न लिया जाए, योजना काम नहीं कर सकती।',
      ),
      no(
        'The corporation wants to earn money from plastic bags.',
        'निगम प्लास्टिक थैलियों से पैसा कमाना चाहता है।',
        'the stated aim is to reduce their use, not to earn.',
        'बताया गया उद्देश्य उपयोग घटाना है, कमाई नहीं।',
      ),
      no(
        'Plastic bags will disappear from the city within a year.',
        'एक वर्ष में शहर से प्लास्टिक थैलियाँ गायब हो जाएँगी।',
        'the plan aims at a reduction, not a complete end in a set time.',
        'योजना कमी लाना चाहती है, किसी तय समय में पूर्ण समाप्ति नहीं।',
      ),
      no(
        'Cloth bags are cheaper than ₹5.',
        'कपड़े के थैले ₹5 से सस्ते होते हैं।',
        'the plan does not depend on the price of cloth bags; people may reuse bags they have.',
        'योजना कपड़े के थैलों की कीमत पर निर्भर नहीं; लोग अपने पुराने थैले फिर से उपयोग कर सकते हैं।',
      ),
    ],
  },
  {
    statement: {
      en: 'To improve the results of Class 10 in government schools, the education department has decided to hold extra mathematics classes on Saturdays.',
      hi: 'सरकारी विद्यालयों में कक्षा 10 के परिणाम सुधारने के लिए शिक्षा विभाग ने शनिवार को गणित की अतिरिक्त कक्षाएँ लगाने का निर्णय लिया है।',
    },
    candidates: [
      yes(
        'Weak performance in mathematics pulls down the Class 10 results.',
        'गणित में कमज़ोर प्रदर्शन कक्षा 10 के परिणाम को नीचे खींचता है।',
        'extra mathematics classes would not be chosen otherwise.',
        'अन्यथा गणित की ही अतिरिक्त कक्षाएँ नहीं चुनी जातीं।',
      ),
      yes(
        'Enough students will attend the Saturday classes.',
        'पर्याप्त विद्यार्थी शनिवार की कक्षाओं में आएँगे।',
        'the classes can help only those who attend them.',
        'कक्षाएँ केवल उन्हीं की मदद कर सकती हैं जो उनमें आएँ।',
      ),
      no(
        'Mathematics teachers in government schools are poorly trained.',
        'सरकारी विद्यालयों के गणित शिक्षक ठीक से प्रशिक्षित नहीं हैं।',
        'the plan adds teaching time; it does not rely on a judgement of the teachers.',
        'योजना पढ़ाई का समय बढ़ाती है; यह शिक्षकों के बारे में किसी राय पर निर्भर नहीं।',
      ),
      no(
        'Private schools already hold classes on Saturdays.',
        'निजी विद्यालय पहले से शनिवार को कक्षाएँ लगाते हैं।',
        'what private schools do is irrelevant to the plan.',
        'निजी विद्यालय क्या करते हैं, इसका योजना से कोई संबंध नहीं।',
      ),
      no(
        'Every student will pass mathematics after the extra classes.',
        'अतिरिक्त कक्षाओं के बाद हर विद्यार्थी गणित में उत्तीर्ण होगा।',
        'the aim is to improve results, not to make them perfect.',
        'उद्देश्य परिणाम सुधारना है, उन्हें पूर्ण बनाना नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'To reduce crowding in the general coaches, the railways have decided to add two more general coaches to the Sampark Kranti Express.',
      hi: 'जनरल डिब्बों में भीड़ घटाने के लिए रेलवे ने संपर्क क्रांति एक्सप्रेस में दो और जनरल डिब्बे जोड़ने का निर्णय लिया है।',
    },
    candidates: [
      yes(
        'The train can be made longer by two coaches.',
        'ट्रेन को दो डिब्बे लंबा किया जा सकता है।',
        'the plan cannot be carried out otherwise.',
        'अन्यथा योजना लागू ही नहीं की जा सकती।',
      ),
      yes(
        'The number of general-class passengers will not rise enough to fill the extra coaches as badly as before.',
        'जनरल श्रेणी के यात्रियों की संख्या इतनी नहीं बढ़ेगी कि अतिरिक्त डिब्बे भी पहले जितने भर जाएँ।',
        'if the new space were at once filled as badly, crowding would not fall.',
        'यदि नई जगह तुरंत उतनी ही भर जाए, तो भीड़ नहीं घटेगी।',
      ),
      no(
        'Passengers in general coaches do not buy tickets.',
        'जनरल डिब्बों के यात्री टिकट नहीं लेते।',
        'nothing in the plan has to do with ticketless travel.',
        'योजना का बिना टिकट यात्रा से कोई संबंध नहीं।',
      ),
      no(
        'The railways will remove the sleeper coaches of the train.',
        'रेलवे ट्रेन के स्लीपर डिब्बे हटा देगा।',
        'the plan adds coaches; it says nothing about removing any.',
        'योजना डिब्बे जोड़ती है; किसी को हटाने की बात नहीं करती।',
      ),
      no(
        'All trains of the railways are overcrowded.',
        'रेलवे की सभी ट्रेनें भीड़भरी हैं।',
        'the decision is about one train.',
        'निर्णय एक ही ट्रेन के बारे में है।',
      ),
    ],
  },
  {
    statement: {
      en: 'To save water, a housing society has decided to fit flow-limiting taps in the kitchens and bathrooms of all its flats free of cost.',
      hi: 'पानी बचाने के लिए एक आवासीय सोसाइटी ने अपने सभी फ़्लैटों की रसोई और स्नानघरों में निःशुल्क प्रवाह-सीमित नल लगाने का निर्णय लिया है।',
    },
    candidates: [
      yes(
        'Flow-limiting taps use less water than the taps now fitted.',
        'प्रवाह-सीमित नल अभी लगे नलों से कम पानी खर्च करते हैं।',
        'the plan saves water only if the new taps use less.',
        'योजना से पानी तभी बचेगा जब नए नल कम पानी खर्च करें।',
      ),
      yes(
        'Residents will let the new taps be fitted in their flats.',
        'निवासी अपने फ़्लैटों में नए नल लगने देंगे।',
        'the taps can be fitted only with the residents’ consent.',
        'नल निवासियों की सहमति से ही लगाए जा सकते हैं।',
      ),
      no(
        'The society is running out of money.',
        'सोसाइटी के पास पैसे खत्म हो रहे हैं।',
        'it is paying for the taps itself, so this is not assumed.',
        'वह नलों का खर्च खुद उठा रही है, अतः यह नहीं माना गया।',
      ),
      no(
        'Residents waste water on purpose.',
        'निवासी जानबूझकर पानी बर्बाद करते हैं।',
        'the plan saves water whatever the reason for the present use.',
        'मौजूदा खपत का कारण जो भी हो, योजना पानी बचाती है।',
      ),
      no(
        'The city will stop supplying water to the society.',
        'शहर सोसाइटी को पानी की आपूर्ति बंद कर देगा।',
        'no such threat is implied by a plan to save water.',
        'पानी बचाने की योजना से ऐसा कोई खतरा नहीं झलकता।',
      ),
    ],
  },
];

const PLANS: StatementKind = {
  topic: 'statement-and-assumptions',
  items: PLAN_ITEMS,
  wording: {
    title: { en: 'Assumptions behind a plan', hi: 'योजना के पीछे की पूर्वधारणाएँ' },
    heading: { en: 'Assumptions', hi: 'पूर्वधारणाएँ' },
    label: { en: 'Assumption', hi: 'पूर्वधारणा' },
    holds: { en: 'is implicit', hi: 'अंतर्निहित है' },
    fails: { en: 'is not implicit', hi: 'अंतर्निहित नहीं है' },
    instruction: {
      en: 'Consider the plan and decide which of the assumptions are implicit in it.',
      hi: 'योजना पर विचार कीजिए और निर्णय कीजिए कि कौन-सी पूर्वधारणाएँ उसमें अंतर्निहित हैं।',
    },
    opening: {
      en: 'A plan assumes that its step can be carried out and will serve its stated aim; it does not assume extreme outcomes, unrelated causes or side issues.',
      hi: 'कोई योजना यह मानकर चलती है कि उसका कदम लागू किया जा सकता है और वह अपने बताए उद्देश्य को पूरा करेगा; वह अतिवादी परिणाम, असंबंधित कारण या गौण बातें नहीं मानती।',
    },
    options: {
      only1: { en: 'Only assumption I is implicit', hi: 'केवल पूर्वधारणा I अंतर्निहित है' },
      only2: { en: 'Only assumption II is implicit', hi: 'केवल पूर्वधारणा II अंतर्निहित है' },
      either: { en: 'Either assumption I or II is implicit', hi: 'या तो पूर्वधारणा I या II अंतर्निहित है' },
      neither: { en: 'Neither assumption I nor II is implicit', hi: 'न तो पूर्वधारणा I और न ही II अंतर्निहित है' },
      both: { en: 'Both assumptions I and II are implicit', hi: 'पूर्वधारणा I और II दोनों अंतर्निहित हैं' },
    },
    none: { en: 'None is implicit', hi: 'कोई अंतर्निहित नहीं है' },
    all: { en: 'All are implicit', hi: 'सभी अंतर्निहित हैं' },
    verbOne: { en: 'is implicit', hi: 'अंतर्निहित है' },
    verbMany: { en: 'are implicit', hi: 'अंतर्निहित हैं' },
  },
};

/** "To reduce X, the authority decided Y" and two assumptions: which are implicit? */
export const assumptionsBehindPlan: QuestionGenerator = {
  ...twoItemGenerator(PLANS, 'plan-assumptions', 'medium', 55),
  count: 40,
};
