import type { QuestionGenerator } from '../../../generator.js';
import { type ListedItem, listedGenerator, type SetWording, setQuestion } from './listed-engines.js';
import { candidate } from './shared.js';

/**
 * An argument with its conclusion in bold and two facts: which of them strengthen it? Judged by hand:
 * a fact strengthens an argument if it makes the conclusion more likely to be true.
 */

const yes = candidate(true);
const no = candidate(false);

const ARGUMENTS: readonly ListedItem[] = [
  {
    statement: {
      en: 'Our town’s lake has turned green every summer for the last three years. The fertiliser washed from the farms around it feeds the weeds in the water. **Therefore, the lake will stay clear only if the use of fertiliser on these farms is cut.**',
      hi: 'पिछले तीन वर्षों से हर गर्मी में हमारे नगर की झील हरी हो जाती है। आसपास के खेतों से बहकर आया उर्वरक पानी की खरपतवार को पोषण देता है। **अतः झील तभी साफ़ रहेगी जब इन खेतों में उर्वरक का उपयोग घटाया जाए।**',
    },
    candidates: [
      yes(
        'Tests show that the lake water has far more fertiliser in summer than in winter.',
        'जाँच से पता चलता है कि गर्मी में झील के पानी में सर्दी की तुलना में कहीं अधिक उर्वरक होता है।',
        'it links the green summers to fertiliser in the water.',
        'यह गर्मियों के हरेपन को पानी में उर्वरक से जोड़ता है।',
      ),
      yes(
        'A nearby lake with no farms around it stays clear every summer.',
        'पास की एक झील, जिसके आसपास खेत नहीं हैं, हर गर्मी में साफ़ रहती है।',
        'it suggests that the farms make the difference.',
        'यह संकेत देता है कि अंतर खेतों के कारण है।',
      ),
      no(
        'The town’s sewage also flows into the lake.',
        'नगर का सीवेज भी झील में जाता है।',
        'it points to another cause, which weakens the argument.',
        'यह एक दूसरा कारण बताता है, जिससे तर्क कमज़ोर होता है।',
      ),
      no(
        'The farms around the lake grow mostly wheat.',
        'झील के आसपास के खेतों में अधिकतर गेहूँ उगाया जाता है।',
        'the crop grown does not bear on the claim.',
        'कौन-सी फ़सल उगाई जाती है, इसका दावे से कोई संबंध नहीं।',
      ),
      no(
        'The lake is a popular picnic spot.',
        'झील पिकनिक का लोकप्रिय स्थान है।',
        'this has nothing to do with why the lake turns green.',
        'इसका झील के हरे होने के कारण से कोई संबंध नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'Students who eat breakfast do better in morning tests. **So the school should serve breakfast to every student before classes begin.**',
      hi: 'नाश्ता करने वाले विद्यार्थी सुबह की परीक्षाओं में बेहतर प्रदर्शन करते हैं। **अतः विद्यालय को कक्षाएँ शुरू होने से पहले हर विद्यार्थी को नाश्ता देना चाहिए।**',
    },
    candidates: [
      yes(
        'Many students of the school come to school without breakfast.',
        'विद्यालय के कई विद्यार्थी बिना नाश्ता किए विद्यालय आते हैं।',
        'the plan would help these students, which makes it more worthwhile.',
        'योजना इन विद्यार्थियों की मदद करेगी, जिससे वह अधिक सार्थक बनती है।',
      ),
      yes(
        'In a school that began serving breakfast, morning test scores rose.',
        'जिस विद्यालय ने नाश्ता देना शुरू किया, वहाँ सुबह की परीक्षाओं के अंक बढ़े।',
        'it shows that serving breakfast can improve scores.',
        'यह दिखाता है कि नाश्ता देने से अंक सुधर सकते हैं।',
      ),
      no(
        'Students who eat breakfast also sleep longer, and sleep explains their better scores.',
        'नाश्ता करने वाले विद्यार्थी अधिक सोते भी हैं, और उनके बेहतर अंकों का कारण नींद है।',
        'it gives another cause, which weakens the argument.',
        'यह दूसरा कारण बताता है, जिससे तर्क कमज़ोर होता है।',
      ),
      no(
        'The school canteen is painted blue.',
        'विद्यालय की कैंटीन नीले रंग से रंगी है।',
        'this is irrelevant to the argument.',
        'इसका तर्क से कोई संबंध नहीं।',
      ),
      no(
        'Serving breakfast to every student would cost more than the school’s whole sports budget.',
        'हर विद्यार्थी को नाश्ता देने का खर्च विद्यालय के पूरे खेल बजट से अधिक होगा।',
        'a high cost counts against the plan.',
        'अधिक खर्च योजना के विरुद्ध जाता है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Since the new flyover opened, the time taken to cross the Rajpur junction at peak hours has fallen from 20 minutes to 8 minutes. **So the town should build a similar flyover at the Civil Lines junction, which is just as congested.**',
      hi: 'नया फ़्लाईओवर खुलने के बाद से व्यस्त समय में राजपुर चौराहा पार करने का समय 20 मिनट से घटकर 8 मिनट रह गया है। **अतः नगर को सिविल लाइंस चौराहे पर भी ऐसा ही फ़्लाईओवर बनाना चाहिए, जहाँ उतनी ही भीड़ रहती है।**',
    },
    candidates: [
      yes(
        'Traffic at the Civil Lines junction is mostly through traffic, as it was at Rajpur.',
        'सिविल लाइंस चौराहे का यातायात, राजपुर की तरह, अधिकतर सीधा निकलने वाला है।',
        'a flyover helps through traffic, so the two junctions are alike where it matters.',
        'फ़्लाईओवर सीधे निकलने वाले यातायात की मदद करता है, अतः दोनों चौराहे ज़रूरी बात में समान हैं।',
      ),
      yes(
        'Traffic on the roads near Rajpur did not get worse after the flyover opened.',
        'फ़्लाईओवर खुलने के बाद राजपुर के पास की सड़कों पर यातायात नहीं बिगड़ा।',
        'it rules out the gain at Rajpur being offset nearby.',
        'इससे यह आशंका दूर होती है कि राजपुर का लाभ पास की सड़कों पर नुकसान से बराबर हो गया।',
      ),
      no(
        'Most vehicles at Civil Lines turn left or right there rather than going straight.',
        'सिविल लाइंस पर अधिकांश वाहन सीधे जाने के बजाय बाएँ या दाएँ मुड़ते हैं।',
        'a flyover would help little there, so this weakens the argument.',
        'वहाँ फ़्लाईओवर से कम लाभ होगा, अतः यह तर्क कमज़ोर करता है।',
      ),
      no(
        'The Rajpur flyover was built by a private company.',
        'राजपुर फ़्लाईओवर एक निजी कंपनी ने बनाया था।',
        'who built it does not bear on whether a second one would help.',
        'किसने बनाया, इसका इस बात से कोई संबंध नहीं कि दूसरा फ़्लाईओवर मदद करेगा या नहीं।',
      ),
      no(
        'Some residents of Rajpur dislike the look of the flyover.',
        'राजपुर के कुछ निवासियों को फ़्लाईओवर का रूप पसंद नहीं है।',
        'looks do not bear on traffic.',
        'रूप का यातायात से कोई संबंध नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'Shops on Mall Road that put up English and Hindi signboards saw more customers than those with English boards only. **So all shops on Mall Road should put up signboards in both languages.**',
      hi: 'मॉल रोड की जिन दुकानों ने अंग्रेज़ी और हिंदी दोनों में साइनबोर्ड लगाए, उनमें केवल अंग्रेज़ी बोर्ड वाली दुकानों से अधिक ग्राहक आए। **अतः मॉल रोड की सभी दुकानों को दोनों भाषाओं में साइनबोर्ड लगाने चाहिए।**',
    },
    candidates: [
      yes(
        'Many shoppers on Mall Road read Hindi more easily than English.',
        'मॉल रोड के कई खरीदार अंग्रेज़ी से आसानी से हिंदी पढ़ते हैं।',
        'it explains why bilingual boards draw more customers.',
        'यह बताता है कि दोनों भाषाओं के बोर्ड अधिक ग्राहक क्यों लाते हैं।',
      ),
      yes(
        'The shops that changed their boards had drawn the same number of customers as the others before the change.',
        'बोर्ड बदलने वाली दुकानों में बदलाव से पहले दूसरी दुकानों जितने ही ग्राहक आते थे।',
        'it rules out that these shops were busier anyway.',
        'इससे यह संभावना समाप्त होती है कि ये दुकानें पहले से ही अधिक व्यस्त थीं।',
      ),
      no(
        'The shops with bilingual boards are also the ones nearest the bus stand.',
        'दोनों भाषाओं के बोर्ड वाली दुकानें ही बस अड्डे के सबसे पास हैं।',
        'location may explain the extra customers, which weakens the argument.',
        'स्थान अतिरिक्त ग्राहकों का कारण हो सकता है, जिससे तर्क कमज़ोर होता है।',
      ),
      no(
        'Signboards on Mall Road are usually painted in red.',
        'मॉल रोड के साइनबोर्ड आमतौर पर लाल रंग में रँगे होते हैं।',
        'the colour is irrelevant to the argument.',
        'रंग का तर्क से कोई संबंध नहीं।',
      ),
      no(
        'Some shop owners on Mall Road speak only English.',
        'मॉल रोड के कुछ दुकान मालिक केवल अंग्रेज़ी बोलते हैं।',
        'what owners speak does not bear on the effect of the boards.',
        'मालिक क्या बोलते हैं, इसका बोर्डों के प्रभाव से कोई संबंध नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'Villages in the district that got mobile health vans saw fewer cases of untreated fever last year. **So the health department should send such vans to every village of the district.**',
      hi: 'ज़िले के जिन गाँवों में चलती-फिरती स्वास्थ्य गाड़ियाँ भेजी गईं, वहाँ पिछले वर्ष बिना इलाज के बुखार के मामले कम रहे। **अतः स्वास्थ्य विभाग को ज़िले के हर गाँव में ऐसी गाड़ियाँ भेजनी चाहिए।**',
    },
    candidates: [
      yes(
        'Before the vans came, these villages had as many untreated fever cases as the others.',
        'गाड़ियाँ आने से पहले इन गाँवों में भी दूसरों जितने बिना इलाज के बुखार के मामले थे।',
        'it shows that the difference came after the vans.',
        'यह दिखाता है कि अंतर गाड़ियों के आने के बाद आया।',
      ),
      yes(
        'Most villages without vans are more than 15 km from a health centre.',
        'बिना गाड़ी वाले अधिकांश गाँव स्वास्थ्य केंद्र से 15 किलोमीटर से अधिक दूर हैं।',
        'these villages most need care brought to them.',
        'इन्हीं गाँवों को घर तक इलाज की सबसे अधिक ज़रूरत है।',
      ),
      no(
        'The villages that got vans also had a new health centre opened last year.',
        'जिन गाँवों में गाड़ियाँ गईं, वहाँ पिछले वर्ष नया स्वास्थ्य केंद्र भी खुला।',
        'the new centres may explain the fall, which weakens the argument.',
        'गिरावट का कारण नए केंद्र हो सकते हैं, जिससे तर्क कमज़ोर होता है।',
      ),
      no(
        'The vans are painted white with a red cross.',
        'गाड़ियाँ सफ़ेद रंग की हैं और उन पर लाल क्रॉस बना है।',
        'their look is irrelevant.',
        'उनका रूप अप्रासंगिक है।',
      ),
      no(
        'The drivers of the vans are paid monthly.',
        'गाड़ियों के चालकों को मासिक वेतन मिलता है।',
        'this does not bear on the argument.',
        'इसका तर्क से कोई संबंध नहीं।',
      ),
    ],
  },
];

const STRENGTHEN: SetWording = {
  title: { en: 'Facts that strengthen an argument', hi: 'तर्क को मज़बूत करने वाले तथ्य' },
  given: { en: 'Argument (conclusion in bold)', hi: 'तर्क (निष्कर्ष मोटे अक्षरों में)' },
  heading: { en: 'Facts', hi: 'तथ्य' },
  label: { en: 'Fact', hi: 'तथ्य' },
  holds: { en: 'strengthens the argument', hi: 'तर्क को मज़बूत करता है' },
  fails: { en: 'does not strengthen the argument', hi: 'तर्क को मज़बूत नहीं करता' },
  question: {
    en: 'If true, which of the facts would strengthen the argument?',
    hi: 'यदि सत्य हों, तो कौन-से तथ्य तर्क को मज़बूत करेंगे?',
  },
  opening: {
    en: 'A fact strengthens the argument if it makes the conclusion more likely: it supports the link between the evidence and the conclusion, or rules out another explanation. A fact that points to another cause weakens it; an unrelated fact does neither.',
    hi: 'कोई तथ्य तर्क को तब मज़बूत करता है जब वह निष्कर्ष को अधिक संभावित बनाए: प्रमाण और निष्कर्ष के बीच की कड़ी का समर्थन करे या कोई दूसरी व्याख्या खारिज करे। दूसरा कारण बताने वाला तथ्य तर्क को कमज़ोर करता है; असंबंधित तथ्य दोनों में से कुछ नहीं करता।',
  },
  none: { en: 'Neither fact strengthens the argument', hi: 'कोई भी तथ्य तर्क को मज़बूत नहीं करता' },
  all: { en: 'Both facts strengthen the argument', hi: 'दोनों तथ्य तर्क को मज़बूत करते हैं' },
  verbOne: { en: 'strengthens the argument', hi: 'तर्क को मज़बूत करता है' },
  verbMany: { en: 'strengthen the argument', hi: 'तर्क को मज़बूत करते हैं' },
};

/** An argument with its conclusion in bold and two facts: which of them strengthen it? */
export const assumptionsStrengtheningFacts: QuestionGenerator = listedGenerator(
  'statement-and-assumptions/strengthening-facts',
  'medium',
  ['Bank PO', 'Placements', 'CAT'],
  40,
  (rng) => setQuestion(rng, ARGUMENTS, STRENGTHEN, 2, 80),
);
