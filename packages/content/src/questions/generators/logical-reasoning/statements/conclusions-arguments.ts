import type { QuestionGenerator } from '../../../generator.js';
import { candidate, type StatementItem, type StatementKind, twoItemGenerator } from './shared.js';

/**
 * Statement and arguments (strong or weak). Each argument was judged by hand: it is strong if it is
 * directly related to the question and gives a weighty reason; it is weak if it is trivial, only a
 * slogan, an extreme claim or beside the point.
 */

const yes = candidate(true);
const no = candidate(false);

const ARGUMENT_ITEMS: readonly StatementItem[] = [
  {
    statement: {
      en: 'Should mobile phones be banned inside examination halls?',
      hi: 'क्या परीक्षा कक्षों में मोबाइल फ़ोन पर प्रतिबंध लगाया जाना चाहिए?',
    },
    candidates: [
      yes(
        'Yes. Phones can be used to copy answers or to receive them from outside.',
        'हाँ। फ़ोन से उत्तरों की नकल की जा सकती है या बाहर से उत्तर मँगाए जा सकते हैं।',
        'it gives a direct and serious reason: phones make cheating easy.',
        'यह सीधा और गंभीर कारण देता है: फ़ोन से नकल आसान हो जाती है।',
      ),
      yes(
        'No. Candidates with a medical condition may need their phones to call for help in an emergency.',
        'नहीं। किसी बीमारी से ग्रस्त परीक्षार्थियों को आपात स्थिति में मदद बुलाने के लिए फ़ोन की ज़रूरत पड़ सकती है।',
        'it raises a real concern of safety that any ban must take into account.',
        'यह सुरक्षा की एक वास्तविक चिंता उठाता है जिस पर किसी भी प्रतिबंध को ध्यान देना होगा।',
      ),
      no(
        'No. Everybody carries a phone these days.',
        'नहीं। आजकल हर कोई फ़ोन रखता है।',
        'how common phones are says nothing about whether they belong in an examination hall.',
        'फ़ोन कितने आम हैं, इससे यह तय नहीं होता कि परीक्षा कक्ष में उनकी जगह है या नहीं।',
      ),
      no(
        'Yes. Phones are the root of all the evils of modern life.',
        'हाँ। आधुनिक जीवन की सारी बुराइयों की जड़ फ़ोन ही हैं।',
        'it is a sweeping claim, not a reason about examinations.',
        'यह एक अतिरंजित दावा है, परीक्षा से जुड़ा कोई कारण नहीं।',
      ),
      no(
        'No. Phones are expensive, and candidates may lose them if they are kept outside.',
        'नहीं। फ़ोन महंगे होते हैं, और बाहर रखे जाने पर परीक्षार्थी उन्हें खो सकते हैं।',
        'safe keeping can easily be arranged; the argument is trivial.',
        'सुरक्षित रखने की व्यवस्था आसानी से की जा सकती है; यह तर्क मामूली है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Should the government give free bicycles to girls who join Class 9 in village schools?',
      hi: 'क्या सरकार को गाँव के विद्यालयों में कक्षा 9 में प्रवेश लेने वाली लड़कियों को मुफ़्त साइकिलें देनी चाहिए?',
    },
    candidates: [
      yes(
        'Yes. Many girls stop studying because the secondary school is far from home, and a bicycle makes the trip easier.',
        'हाँ। कई लड़कियाँ इसलिए पढ़ाई छोड़ देती हैं क्योंकि माध्यमिक विद्यालय घर से दूर है, और साइकिल से आना-जाना आसान हो जाता है।',
        'it links the scheme to a real cause of girls leaving school.',
        'यह योजना को लड़कियों के पढ़ाई छोड़ने के एक वास्तविक कारण से जोड़ता है।',
      ),
      yes(
        'No. The money would do more good if it were spent on teachers for the many village schools that have too few of them.',
        'नहीं। यह धन उन अनेक गाँव के विद्यालयों में शिक्षकों पर खर्च हो तो अधिक लाभ होगा जहाँ शिक्षक बहुत कम हैं।',
        'it raises a weighty point about the best use of limited funds for the same goal.',
        'यह उसी लक्ष्य के लिए सीमित धन के सर्वोत्तम उपयोग का एक महत्त्वपूर्ण मुद्दा उठाता है।',
      ),
      no(
        'Yes. Bicycles are a good form of exercise.',
        'हाँ। साइकिल चलाना अच्छा व्यायाम है।',
        'exercise is beside the point of a scheme meant for schooling.',
        'पढ़ाई के लिए बनी योजना में व्यायाम की बात मुख्य मुद्दे से हटकर है।',
      ),
      no(
        'No. Boys will feel left out.',
        'नहीं। लड़के खुद को उपेक्षित महसूस करेंगे।',
        'a passing feeling is not a serious reason against a scheme with a clear purpose.',
        'एक क्षणिक भावना किसी स्पष्ट उद्देश्य वाली योजना के विरुद्ध गंभीर कारण नहीं है।',
      ),
      no(
        'No. Nothing that is given free is ever valued.',
        'नहीं। मुफ़्त में मिली किसी चीज़ की कभी कद्र नहीं होती।',
        'it is a sweeping generalisation, not a reason based on the case.',
        'यह एक अतिरंजित सामान्यीकरण है, मामले पर आधारित कारण नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'Should private vehicles be allowed to enter the old city area only on alternate days, by odd and even number plates?',
      hi: 'क्या पुराने शहर के क्षेत्र में निजी वाहनों को सम और विषम नंबर प्लेट के आधार पर केवल एक दिन छोड़कर प्रवेश की अनुमति दी जानी चाहिए?',
    },
    candidates: [
      yes(
        'Yes. It would roughly halve the number of private vehicles in the narrow lanes and cut congestion and pollution.',
        'हाँ। इससे संकरी गलियों में निजी वाहनों की संख्या लगभग आधी हो जाएगी और जाम व प्रदूषण घटेंगे।',
        'it states a direct and substantial benefit of the rule.',
        'यह नियम का सीधा और ठोस लाभ बताता है।',
      ),
      yes(
        'No. Public transport in the old city is too scarce to carry the people who would leave their cars at home.',
        'नहीं। पुराने शहर में सार्वजनिक परिवहन इतना कम है कि वह अपनी गाड़ियाँ घर छोड़ने वालों को नहीं ले जा पाएगा।',
        'it points to a real practical difficulty in carrying out the rule.',
        'यह नियम लागू करने की एक वास्तविक व्यावहारिक कठिनाई बताता है।',
      ),
      no(
        'Yes. Car owners are rich and can afford to take taxis.',
        'हाँ। कार मालिक अमीर होते हैं और टैक्सी का खर्च उठा सकते हैं।',
        'it is a sweeping assumption about owners, not a reason for the rule.',
        'यह मालिकों के बारे में एक अतिरंजित धारणा है, नियम के पक्ष में कोई कारण नहीं।',
      ),
      no(
        'No. Other cities have not done it.',
        'नहीं। दूसरे शहरों ने ऐसा नहीं किया है।',
        'what other cities do is no reason for or against this city’s problem.',
        'दूसरे शहर क्या करते हैं, यह इस शहर की समस्या के पक्ष या विपक्ष में कोई कारण नहीं।',
      ),
      no(
        'Yes. The old city is famous for its history.',
        'हाँ। पुराना शहर अपने इतिहास के लिए प्रसिद्ध है।',
        'the fame of the area has nothing to do with the traffic rule.',
        'क्षेत्र की प्रसिद्धि का यातायात नियम से कोई संबंध नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Should schools give marks for attendance in the final result of Class 10?',
      hi: 'क्या विद्यालयों को कक्षा 10 के अंतिम परिणाम में उपस्थिति के लिए अंक देने चाहिए?',
    },
    candidates: [
      yes(
        'Yes. It would encourage students to attend classes regularly.',
        'हाँ। इससे विद्यार्थी नियमित रूप से कक्षाओं में आने के लिए प्रेरित होंगे।',
        'regular attendance is a real and relevant benefit.',
        'नियमित उपस्थिति एक वास्तविक और प्रासंगिक लाभ है।',
      ),
      yes(
        'No. The result should show what a student has learnt, and attendance marks would blur that.',
        'नहीं। परिणाम को यह दिखाना चाहिए कि विद्यार्थी ने क्या सीखा है, और उपस्थिति के अंक इसे धुँधला कर देंगे।',
        'it raises a serious point about what a result is meant to measure.',
        'यह एक गंभीर मुद्दा उठाता है कि परिणाम को क्या मापना चाहिए।',
      ),
      no(
        'Yes. Every student likes getting extra marks.',
        'हाँ। हर विद्यार्थी को अतिरिक्त अंक पाना अच्छा लगता है।',
        'what students like is not a reason for a rule about results.',
        'विद्यार्थियों को क्या अच्छा लगता है, यह परिणाम से जुड़े नियम का कारण नहीं है।',
      ),
      no(
        'No. Attendance registers are kept on paper.',
        'नहीं। उपस्थिति रजिस्टर कागज़ पर रखे जाते हैं।',
        'the way registers are kept is a trivial detail, not a reason against the rule.',
        'रजिस्टर रखने का तरीका एक मामूली बात है, नियम के विरुद्ध कोई कारण नहीं।',
      ),
      no(
        'Yes. Students who miss classes never pass.',
        'हाँ। जो विद्यार्थी कक्षाएँ छोड़ते हैं वे कभी पास नहीं होते।',
        '"never" makes it an extreme and unsupported claim.',
        '"कभी नहीं" के कारण यह एक अतिवादी और निराधार दावा है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Should the town council plant trees along both sides of the new highway bypass?',
      hi: 'क्या नगर परिषद को नए राजमार्ग बाइपास के दोनों ओर पेड़ लगाने चाहिए?',
    },
    candidates: [
      yes(
        'Yes. The trees would reduce dust and noise for the houses along the bypass.',
        'हाँ। पेड़ बाइपास के किनारे के घरों के लिए धूल और शोर कम करेंगे।',
        'it gives a direct benefit to the people living next to the road.',
        'यह सड़क के पास रहने वालों को सीधा लाभ बताता है।',
      ),
      yes(
        'No. The strip along the bypass is kept free for widening the road in a few years, and trees there would have to be cut down.',
        'नहीं। बाइपास के किनारे की पट्टी कुछ वर्षों में सड़क चौड़ी करने के लिए खाली रखी गई है, और वहाँ लगे पेड़ काटने पड़ेंगे।',
        'it gives a practical reason why the plan would be wasted.',
        'यह एक व्यावहारिक कारण बताता है कि योजना क्यों बेकार जाएगी।',
      ),
      no(
        'Yes. Trees look beautiful.',
        'हाँ। पेड़ सुंदर लगते हैं।',
        'looks alone are too slight a reason for the plan.',
        'केवल सुंदरता इस योजना के लिए बहुत हल्का कारण है।',
      ),
      no(
        'No. Birds sitting on the trees will make the road dirty.',
        'नहीं। पेड़ों पर बैठने वाले पक्षी सड़क गंदी करेंगे।',
        'a minor nuisance is not a serious argument against the plan.',
        'एक छोटी-सी असुविधा योजना के विरुद्ध गंभीर तर्क नहीं है।',
      ),
      no(
        'No. The council has never planted trees before.',
        'नहीं। परिषद ने पहले कभी पेड़ नहीं लगाए।',
        'what the council has not done before is no reason against doing it now.',
        'परिषद ने पहले क्या नहीं किया, यह अब करने के विरुद्ध कोई कारण नहीं।',
      ),
    ],
  },
];

const ARGUMENTS: StatementKind = {
  topic: 'statement-and-conclusions',
  items: ARGUMENT_ITEMS,
  wording: {
    title: { en: 'Statement and arguments: strong or weak', hi: 'कथन और तर्क: प्रबल या दुर्बल' },
    heading: { en: 'Arguments', hi: 'तर्क' },
    label: { en: 'Argument', hi: 'तर्क' },
    holds: { en: 'is strong', hi: 'प्रबल है' },
    fails: { en: 'is weak', hi: 'दुर्बल है' },
    instruction: {
      en: 'A strong argument is both important and directly related to the question; a weak one is of minor importance, not directly related, or only a slogan or a sweeping claim. Decide which of the arguments are strong.',
      hi: 'प्रबल तर्क महत्त्वपूर्ण होता है और प्रश्न से सीधे जुड़ा होता है; दुर्बल तर्क कम महत्त्व का, प्रश्न से असंबंधित या केवल नारा अथवा अतिरंजित दावा होता है। निर्णय कीजिए कि कौन-से तर्क प्रबल हैं।',
    },
    opening: {
      en: 'An argument is strong if it gives a weighty reason directly tied to the question; trivial, sweeping or unrelated arguments are weak.',
      hi: 'कोई तर्क तब प्रबल होता है जब वह प्रश्न से सीधे जुड़ा कोई ठोस कारण दे; मामूली, अतिरंजित या असंबंधित तर्क दुर्बल होते हैं।',
    },
    options: {
      only1: { en: 'Only argument I is strong', hi: 'केवल तर्क I प्रबल है' },
      only2: { en: 'Only argument II is strong', hi: 'केवल तर्क II प्रबल है' },
      either: { en: 'Either argument I or II is strong', hi: 'या तो तर्क I या II प्रबल है' },
      neither: { en: 'Neither argument I nor II is strong', hi: 'न तो तर्क I और न ही II प्रबल है' },
      both: { en: 'Both arguments I and II are strong', hi: 'तर्क I और II दोनों प्रबल हैं' },
    },
    none: { en: 'None is strong', hi: 'कोई प्रबल नहीं है' },
    all: { en: 'All are strong', hi: 'सभी प्रबल हैं' },
    verbOne: { en: 'is strong', hi: 'प्रबल है' },
    verbMany: { en: 'are strong', hi: 'प्रबल हैं' },
  },
};

/** A "Should …?" question and two arguments for or against: which of them are strong? */
export const conclusionsStrongArguments: QuestionGenerator = {
  ...twoItemGenerator(ARGUMENTS, 'strong-weak-arguments', 'medium', 60),
  count: 40,
};
