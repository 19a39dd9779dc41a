import type { QuestionGenerator } from '../../../generator.js';
import { type ListedItem, listedGenerator, type SetWording, setQuestion } from './listed-engines.js';
import { type Bi, type Candidate, candidate } from './shared.js';

/**
 * Critical reasoning (CAT, GMAT-style Bank PO mains): a 4–6 line argument drawing a conclusion from
 * evidence, asked two really different ways: which of three candidate assumptions the argument
 * depends on (negate it and the argument falls), and which of three facts, if true, weaken it
 * (another cause, a biased sample, a measure that misleads). Judged by hand.
 */

const yes = candidate(true);
const no = candidate(false);

interface CriticalItem {
  argument: Bi;
  assumptions: readonly Candidate[];
  weakeners: readonly Candidate[];
}

const CRITICAL: readonly CriticalItem[] = [
  {
    argument: {
      en: 'Last year, 70 per cent of the students of Bright Path coaching centre cleared the state engineering entrance examination, against 30 per cent of all candidates in the state. The centre’s advertisement says this proves that its teaching more than doubles a student’s chances. It now plans to open branches in three more towns and expects the same results there.',
      hi: 'पिछले वर्ष ब्राइट पाथ कोचिंग केंद्र के 70 प्रतिशत विद्यार्थियों ने राज्य इंजीनियरिंग प्रवेश परीक्षा उत्तीर्ण की, जबकि राज्य के सभी अभ्यर्थियों में यह आँकड़ा 30 प्रतिशत था। केंद्र के विज्ञापन के अनुसार इससे सिद्ध होता है कि उसकी पढ़ाई विद्यार्थी की सफलता की संभावना दोगुनी से भी अधिक कर देती है। अब वह तीन और नगरों में शाखाएँ खोलने की योजना बना रहा है और वहाँ भी ऐसे ही परिणामों की आशा करता है।',
    },
    assumptions: [
      yes(
        'The students who joined Bright Path were not, on the whole, much stronger than other candidates before they joined.',
        'ब्राइट पाथ में आए विद्यार्थी आने से पहले, कुल मिलाकर, दूसरे अभ्यर्थियों से बहुत अधिक सक्षम नहीं थे।',
        'if they were already much stronger, the higher pass rate would not show anything about the teaching.',
        'यदि वे पहले से ही बहुत अधिक सक्षम थे, तो ऊँची सफलता दर पढ़ाई के बारे में कुछ नहीं दिखाती।',
      ),
      yes(
        'The 70 per cent figure covers all the centre’s students who took the examination, not only its best ones.',
        '70 प्रतिशत का आँकड़ा केंद्र के परीक्षा देने वाले सभी विद्यार्थियों पर आधारित है, केवल सबसे अच्छे विद्यार्थियों पर नहीं।',
        'a figure from chosen students alone could not support the claim.',
        'केवल चुने हुए विद्यार्थियों का आँकड़ा इस दावे का समर्थन नहीं कर सकता।',
      ),
      yes(
        'Students in the three new towns will be similar to the present students in ways that matter for the examination.',
        'तीन नए नगरों के विद्यार्थी परीक्षा की दृष्टि से ज़रूरी बातों में मौजूदा विद्यार्थियों जैसे ही होंगे।',
        'expecting the same results there depends on it.',
        'वहाँ वैसे ही परिणामों की आशा इसी पर निर्भर है।',
      ),
      no(
        'No student of Bright Path failed the examination.',
        'ब्राइट पाथ का कोई भी विद्यार्थी परीक्षा में अनुत्तीर्ण नहीं हुआ।',
        'the argument itself says 30 per cent of its students did not clear it.',
        'तर्क स्वयं बताता है कि उसके 30 प्रतिशत विद्यार्थी उत्तीर्ण नहीं हुए।',
      ),
      no(
        'Bright Path charges lower fees than other coaching centres.',
        'ब्राइट पाथ दूसरे कोचिंग केंद्रों से कम फ़ीस लेता है।',
        'fees play no part in the reasoning.',
        'फ़ीस की तर्क में कोई भूमिका नहीं।',
      ),
      no(
        'Every candidate in the state attends some coaching centre.',
        'राज्य का हर अभ्यर्थी किसी न किसी कोचिंग केंद्र में पढ़ता है।',
        'the comparison with all candidates does not need this.',
        'सभी अभ्यर्थियों से तुलना के लिए यह ज़रूरी नहीं।',
      ),
    ],
    weakeners: [
      yes(
        'Bright Path admits only students who score above 85 per cent in its own admission test.',
        'ब्राइट पाथ केवल उन्हीं विद्यार्थियों को प्रवेश देता है जो उसकी अपनी प्रवेश परीक्षा में 85 प्रतिशत से अधिक अंक पाते हैं।',
        'the centre picks strong students, so their success may owe little to its teaching.',
        'केंद्र सक्षम विद्यार्थियों को चुनता है, अतः उनकी सफलता में पढ़ाई का योगदान कम हो सकता है।',
      ),
      yes(
        'Students who left the course midway are not counted in the centre’s figures.',
        'बीच में पाठ्यक्रम छोड़ने वाले विद्यार्थी केंद्र के आँकड़ों में नहीं गिने जाते।',
        'leaving out the drop-outs inflates the pass rate.',
        'बीच में छोड़ने वालों को हटाने से सफलता दर बढ़ी हुई दिखती है।',
      ),
      yes(
        'Students with similar Class 12 marks who prepared on their own cleared the examination at about the same rate.',
        'कक्षा 12 में समान अंक वाले जिन विद्यार्थियों ने स्वयं तैयारी की, वे भी लगभग इसी दर से उत्तीर्ण हुए।',
        'comparable students did as well without the centre.',
        'समान विद्यार्थी केंद्र के बिना भी उतने ही सफल रहे।',
      ),
      no(
        'All of Bright Path’s teachers have taught for at least five years.',
        'ब्राइट पाथ के सभी शिक्षक कम से कम पाँच वर्ष से पढ़ा रहे हैं।',
        'if anything it supports the claim; it does not weaken it.',
        'यह दावे का कुछ समर्थन ही करता है; उसे कमज़ोर नहीं करता।',
      ),
      no(
        'The examination was as difficult as in earlier years.',
        'परीक्षा पिछले वर्षों जितनी ही कठिन थी।',
        'the same difficulty for all candidates does not affect the comparison.',
        'सभी अभ्यर्थियों के लिए समान कठिनाई से तुलना पर कोई असर नहीं पड़ता।',
      ),
      no(
        'Bright Path’s pass rate was about the same the year before.',
        'पिछले वर्ष भी ब्राइट पाथ की सफलता दर लगभग इतनी ही थी।',
        'a steady record does not cast doubt on the claim.',
        'स्थिर रिकॉर्ड दावे पर संदेह नहीं डालता।',
      ),
    ],
  },
  {
    argument: {
      en: 'Two years ago the city painted bicycle lanes along Ring Road. Since then, bicycle accidents on Ring Road have fallen by 40 per cent. The council concludes that bicycle lanes make cycling safer, and it plans to paint such lanes on all the major roads of the city.',
      hi: 'दो वर्ष पहले शहर ने रिंग रोड पर साइकिल लेन बनाईं। तब से रिंग रोड पर साइकिल दुर्घटनाएँ 40 प्रतिशत घट गई हैं। परिषद का निष्कर्ष है कि साइकिल लेन साइकिल चलाना सुरक्षित बनाती हैं, और वह शहर की सभी प्रमुख सड़कों पर ऐसी लेन बनाने की योजना बना रही है।',
    },
    assumptions: [
      yes(
        'The number of people cycling on Ring Road did not fall sharply in those two years.',
        'उन दो वर्षों में रिंग रोड पर साइकिल चलाने वालों की संख्या बहुत नहीं घटी।',
        'fewer cyclists alone could explain fewer accidents.',
        'केवल साइकिल चलाने वालों के घटने से भी दुर्घटनाएँ घट सकती थीं।',
      ),
      yes(
        'No other change on Ring Road in that period, such as a lower speed limit, explains most of the fall.',
        'उस अवधि में रिंग रोड पर कोई दूसरा बदलाव, जैसे कम गति-सीमा, गिरावट के बड़े हिस्से की व्याख्या नहीं करता।',
        'the conclusion credits the lanes, so other causes must be ruled out.',
        'निष्कर्ष इसका श्रेय लेन को देता है, अतः दूसरे कारणों को खारिज होना चाहिए।',
      ),
      yes(
        'The other major roads are similar enough to Ring Road for the lanes to work there too.',
        'दूसरी प्रमुख सड़कें रिंग रोड से इतनी मिलती-जुलती हैं कि वहाँ भी लेन काम करेंगी।',
        'the plan for all major roads depends on it.',
        'सभी प्रमुख सड़कों की योजना इसी पर निर्भर है।',
      ),
      no(
        'Not a single bicycle accident has happened on Ring Road since the lanes were painted.',
        'लेन बनने के बाद से रिंग रोड पर एक भी साइकिल दुर्घटना नहीं हुई।',
        'accidents fell by 40 per cent; they did not stop.',
        'दुर्घटनाएँ 40 प्रतिशत घटीं; बंद नहीं हुईं।',
      ),
      no(
        'Cyclists are more careful than motorists.',
        'साइकिल चलाने वाले मोटर चालकों से अधिक सावधान होते हैं।',
        'the argument compares periods, not road users.',
        'तर्क दो अवधियों की तुलना करता है, सड़क उपयोगकर्ताओं की नहीं।',
      ),
      no(
        'Painting lanes is the cheapest way to make roads safer.',
        'लेन बनाना सड़कों को सुरक्षित बनाने का सबसे सस्ता तरीका है।',
        'cost is not part of the reasoning.',
        'लागत तर्क का हिस्सा नहीं है।',
      ),
    ],
    weakeners: [
      yes(
        'In the same period many cyclists moved to a new track beside the park, and cycling on Ring Road halved.',
        'उसी अवधि में कई साइकिल सवार पार्क के किनारे बने नए ट्रैक पर चले गए, और रिंग रोड पर साइकिल चलाना आधा रह गया।',
        'with half the cyclists, a 40 per cent fall means the accident rate per cyclist actually rose.',
        'आधे सवारों के साथ 40 प्रतिशत की गिरावट का अर्थ है कि प्रति सवार दुर्घटना दर वास्तव में बढ़ी।',
      ),
      yes(
        'Speed cameras were put up along Ring Road in the same month as the lanes.',
        'जिस महीने लेन बनीं, उसी महीने रिंग रोड पर गति कैमरे भी लगाए गए।',
        'the cameras may explain the fall.',
        'गिरावट का कारण कैमरे हो सकते हैं।',
      ),
      yes(
        'Bicycle accidents fell by about 40 per cent in those years on city roads without lanes as well.',
        'उन वर्षों में बिना लेन वाली शहर की सड़कों पर भी साइकिल दुर्घटनाएँ लगभग 40 प्रतिशत घटीं।',
        'the fall happened everywhere, lanes or not.',
        'गिरावट हर जगह हुई, लेन हो या न हो।',
      ),
      no(
        'Cyclists’ groups had asked for the lanes for many years.',
        'साइकिल सवारों के संगठन कई वर्षों से लेन की माँग कर रहे थे।',
        'it says nothing about whether the lanes worked.',
        'इससे यह पता नहीं चलता कि लेन कारगर रहीं या नहीं।',
      ),
      no(
        'Most cyclists on Ring Road are office workers.',
        'रिंग रोड के अधिकांश साइकिल सवार दफ़्तर जाने वाले लोग हैं।',
        'who the cyclists are does not bear on the cause of the fall.',
        'सवार कौन हैं, इसका गिरावट के कारण से कोई संबंध नहीं।',
      ),
      no(
        'The paint used for the lanes is expected to last five years.',
        'लेन के रंग के पाँच वर्ष तक टिकने की आशा है।',
        'the life of the paint is irrelevant.',
        'रंग कितने समय टिकेगा, यह अप्रासंगिक है।',
      ),
    ],
  },
  {
    argument: {
      en: 'A college library replaced half of its printed journals with online subscriptions. In the following year, journal articles were accessed three times as often as in the year before. The librarian concludes that the students of the college now read far more research than they used to.',
      hi: 'एक कॉलेज पुस्तकालय ने अपनी आधी मुद्रित पत्रिकाओं की जगह ऑनलाइन सदस्यता ले ली। अगले वर्ष पत्रिकाओं के लेख पिछले वर्ष से तीन गुना अधिक बार खोले गए। पुस्तकालयाध्यक्ष का निष्कर्ष है कि कॉलेज के विद्यार्थी अब पहले से कहीं अधिक शोध पढ़ते हैं।',
    },
    assumptions: [
      yes(
        'In most cases, an article that is opened online is actually read.',
        'अधिकांश मामलों में ऑनलाइन खोला गया लेख वास्तव में पढ़ा जाता है।',
        'counting openings says nothing about reading otherwise.',
        'अन्यथा खोलने की गिनती से पढ़ने के बारे में कुछ पता नहीं चलता।',
      ),
      yes(
        'The earlier count of printed-journal use was not far below their real use.',
        'मुद्रित पत्रिकाओं के उपयोग की पिछली गिनती उनके वास्तविक उपयोग से बहुत कम नहीं थी।',
        'if old use was undercounted, the tripling may be only on paper.',
        'यदि पुराना उपयोग कम गिना गया था, तो तीन गुना वृद्धि केवल कागज़ पर हो सकती है।',
      ),
      yes(
        'The number of students at the college did not grow about threefold that year.',
        'उस वर्ष कॉलेज में विद्यार्थियों की संख्या लगभग तीन गुना नहीं हुई।',
        'otherwise each student need not be reading more.',
        'अन्यथा यह ज़रूरी नहीं कि हर विद्यार्थी अधिक पढ़ रहा हो।',
      ),
      no(
        'Printed journals are of no use to students.',
        'मुद्रित पत्रिकाएँ विद्यार्थियों के किसी काम की नहीं।',
        'the library kept half of them; nothing depends on this extreme view.',
        'पुस्तकालय ने उनमें से आधी रखीं; कुछ भी इस अतिवादी मत पर निर्भर नहीं।',
      ),
      no(
        'Every student of the college uses the online journals.',
        'कॉलेज का हर विद्यार्थी ऑनलाइन पत्रिकाओं का उपयोग करता है।',
        'the conclusion is about reading overall, not about every student.',
        'निष्कर्ष कुल पढ़ाई के बारे में है, हर विद्यार्थी के बारे में नहीं।',
      ),
      no(
        'Online subscriptions cost less than printed journals.',
        'ऑनलाइन सदस्यता मुद्रित पत्रिकाओं से सस्ती है।',
        'cost is not part of the reasoning.',
        'लागत तर्क का हिस्सा नहीं है।',
      ),
    ],
    weakeners: [
      yes(
        'Each time an article is opened online, the system records several accesses as its pages load.',
        'हर बार कोई लेख ऑनलाइन खोलने पर पृष्ठ लोड होते समय प्रणाली कई बार "खोला गया" दर्ज करती है।',
        'the count is inflated, so the tripling may not be real.',
        'गिनती बढ़ी हुई है, अतः तीन गुना वृद्धि वास्तविक न हो।',
      ),
      yes(
        'Printed journals were counted only when issued, and most readers read them in the library without issuing them.',
        'मुद्रित पत्रिकाएँ केवल जारी होने पर गिनी जाती थीं, और अधिकांश पाठक उन्हें जारी करवाए बिना पुस्तकालय में ही पढ़ते थे।',
        'the earlier use was undercounted.',
        'पहले का उपयोग कम गिना गया था।',
      ),
      yes(
        'A new campus opened that year and the number of students tripled.',
        'उस वर्ष एक नया परिसर खुला और विद्यार्थियों की संख्या तीन गुना हो गई।',
        'more students, not more reading per student, may explain the rise.',
        'वृद्धि का कारण प्रति विद्यार्थी अधिक पढ़ाई के बजाय अधिक विद्यार्थी हो सकते हैं।',
      ),
      no(
        'The online journals can be read on mobile phones.',
        'ऑनलाइन पत्रिकाएँ मोबाइल फ़ोन पर पढ़ी जा सकती हैं।',
        'easier access if anything supports more reading.',
        'आसान पहुँच से अधिक पढ़ाई का कुछ समर्थन ही होता है।',
      ),
      no(
        'The library stays open until 10 p.m.',
        'पुस्तकालय रात 10 बजे तक खुला रहता है।',
        'opening hours did not change and do not bear on the comparison.',
        'खुलने का समय नहीं बदला और इसका तुलना से कोई संबंध नहीं।',
      ),
      no(
        'The library also bought new textbooks that year.',
        'उस वर्ष पुस्तकालय ने नई पाठ्यपुस्तकें भी खरीदीं।',
        'textbooks are not journal articles; the count is unaffected.',
        'पाठ्यपुस्तकें पत्रिकाओं के लेख नहीं हैं; गिनती पर इसका असर नहीं।',
      ),
    ],
  },
  {
    argument: {
      en: 'A software firm let one of its teams work four days a week instead of five, at the same pay, for six months. The team completed 10 per cent more tasks than in the previous six months. The management concludes that a four-day week raises output, and it plans to move all its teams to a four-day week.',
      hi: 'एक सॉफ़्टवेयर कंपनी ने अपनी एक टीम को छह महीने तक उसी वेतन पर सप्ताह में पाँच के बजाय चार दिन काम करने दिया। टीम ने पिछले छह महीनों से 10 प्रतिशत अधिक काम पूरे किए। प्रबंधन का निष्कर्ष है कि चार दिन का सप्ताह उत्पादन बढ़ाता है, और वह अपनी सभी टीमों को चार दिन के सप्ताह पर लाने की योजना बना रहा है।',
    },
    assumptions: [
      yes(
        'The tasks in the two periods were of similar size and difficulty.',
        'दोनों अवधियों के काम आकार और कठिनाई में समान थे।',
        'counting tasks measures output only if the tasks are comparable.',
        'काम गिनने से उत्पादन तभी मापा जाता है जब काम तुलनीय हों।',
      ),
      yes(
        'The trial team is like the other teams in the kind of work it does.',
        'परीक्षण वाली टीम काम के प्रकार में दूसरी टीमों जैसी ही है।',
        'the plan for all teams depends on it.',
        'सभी टीमों की योजना इसी पर निर्भर है।',
      ),
      yes(
        'Nothing else that changed in those six months, such as new tools, accounts for the rise.',
        'उन छह महीनों में बदली कोई दूसरी बात, जैसे नए उपकरण, इस वृद्धि की व्याख्या नहीं करती।',
        'the conclusion credits the four-day week alone.',
        'निष्कर्ष इसका श्रेय केवल चार दिन के सप्ताह को देता है।',
      ),
      no(
        'Every employee of the firm wants a four-day week.',
        'कंपनी का हर कर्मचारी चार दिन का सप्ताह चाहता है।',
        'the argument is about output, not wishes.',
        'तर्क उत्पादन के बारे में है, इच्छाओं के बारे में नहीं।',
      ),
      no(
        'Output will rise by exactly 10 per cent in every team.',
        'हर टीम में उत्पादन ठीक 10 प्रतिशत बढ़ेगा।',
        'the conclusion says output rises, not by how much.',
        'निष्कर्ष कहता है कि उत्पादन बढ़ता है, यह नहीं कि कितना।',
      ),
      no(
        'The firm will save money on electricity.',
        'कंपनी बिजली पर पैसे बचाएगी।',
        'savings are not part of the reasoning.',
        'बचत तर्क का हिस्सा नहीं है।',
      ),
    ],
    weakeners: [
      yes(
        'The team was given a new automatic testing tool at the start of the trial.',
        'परीक्षण की शुरुआत में टीम को एक नया स्वचालित परीक्षण उपकरण दिया गया।',
        'the tool may explain the rise.',
        'वृद्धि का कारण वह उपकरण हो सकता है।',
      ),
      yes(
        'During the trial the team got mostly small routine fixes, unlike the large features of the earlier period.',
        'परीक्षण के दौरान टीम को अधिकतर छोटे सामान्य सुधार मिले, जबकि पहले की अवधि में बड़े फ़ीचर थे।',
        'more tasks need not mean more output.',
        'अधिक काम का अर्थ अधिक उत्पादन होना ज़रूरी नहीं।',
      ),
      yes(
        'The firm’s other teams work directly with clients who expect replies five days a week.',
        'कंपनी की दूसरी टीमें सीधे उन ग्राहकों के साथ काम करती हैं जो सप्ताह के पाँचों दिन उत्तर चाहते हैं।',
        'the result may not carry over to those teams.',
        'यह परिणाम उन टीमों पर लागू न हो।',
      ),
      no(
        'The team members said they felt more rested during the trial.',
        'टीम के सदस्यों ने कहा कि परीक्षण के दौरान वे अधिक तरोताज़ा महसूस करते थे।',
        'if anything it supports the conclusion.',
        'यह निष्कर्ष का कुछ समर्थन ही करता है।',
      ),
      no(
        'The firm’s office is in Pune.',
        'कंपनी का कार्यालय पुणे में है।',
        'the location is irrelevant.',
        'स्थान अप्रासंगिक है।',
      ),
      no(
        'The team has eight members.',
        'टीम में आठ सदस्य हैं।',
        'the size of the team, unchanged over both periods, does not bear on the result.',
        'टीम का आकार, जो दोनों अवधियों में समान रहा, परिणाम पर असर नहीं डालता।',
      ),
    ],
  },
  {
    argument: {
      en: 'After the town put up bright LED street lights in the old market, reported thefts there fell from 60 in the year before to 25 in the year after. The town council concludes that better lighting keeps thieves away, and it plans to put up the same lights in every neighbourhood.',
      hi: 'नगर ने पुराने बाज़ार में तेज़ रोशनी वाली एलईडी स्ट्रीट लाइटें लगाईं, जिसके बाद वहाँ दर्ज चोरियाँ पिछले वर्ष की 60 से घटकर अगले वर्ष 25 रह गईं। नगर परिषद का निष्कर्ष है कि बेहतर रोशनी चोरों को दूर रखती है, और वह हर मोहल्ले में ऐसी ही लाइटें लगाने की योजना बना रही है।',
    },
    assumptions: [
      yes(
        'The fall in reported thefts reflects a fall in actual thefts, not fewer thefts being reported.',
        'दर्ज चोरियों में गिरावट वास्तविक चोरियों में गिरावट दर्शाती है, चोरियों का कम दर्ज होना नहीं।',
        'the conclusion is about thieves, not about reports.',
        'निष्कर्ष चोरों के बारे में है, रिपोर्टों के बारे में नहीं।',
      ),
      yes(
        'No other change in the old market that year, such as more police patrols, explains most of the fall.',
        'उस वर्ष पुराने बाज़ार में कोई दूसरा बदलाव, जैसे अधिक पुलिस गश्त, गिरावट के बड़े हिस्से की व्याख्या नहीं करता।',
        'the conclusion credits the lighting.',
        'निष्कर्ष इसका श्रेय रोशनी को देता है।',
      ),
      yes(
        'Thieves in other neighbourhoods would be put off by bright light in the same way.',
        'दूसरे मोहल्लों के चोर भी तेज़ रोशनी से इसी तरह हतोत्साहित होंगे।',
        'the plan for every neighbourhood depends on it.',
        'हर मोहल्ले की योजना इसी पर निर्भर है।',
      ),
      no(
        'LED lights cost less to run than the old lamps.',
        'एलईडी लाइटें चलाने में पुराने लैंपों से सस्ती हैं।',
        'running cost is not part of the reasoning.',
        'चलाने की लागत तर्क का हिस्सा नहीं।',
      ),
      no(
        'Thefts in the old market will fall to zero.',
        'पुराने बाज़ार में चोरियाँ शून्य हो जाएँगी।',
        'the argument needs fewer thefts, not none.',
        'तर्क के लिए कम चोरियाँ पर्याप्त हैं, शून्य नहीं।',
      ),
      no(
        'Most thefts in the town happen in the old market.',
        'नगर की अधिकांश चोरियाँ पुराने बाज़ार में होती हैं।',
        'nothing in the argument depends on where most thefts happen.',
        'तर्क की कोई बात इस पर निर्भर नहीं कि अधिकांश चोरियाँ कहाँ होती हैं।',
      ),
    ],
    weakeners: [
      yes(
        'A police outpost was opened in the old market in the same month the lights were put up.',
        'जिस महीने लाइटें लगीं, उसी महीने पुराने बाज़ार में पुलिस चौकी भी खोली गई।',
        'the outpost may explain the fall.',
        'गिरावट का कारण चौकी हो सकती है।',
      ),
      yes(
        'A new rule that year made theft victims visit the police station twice to file a report, and reports fell across the town.',
        'उस वर्ष एक नए नियम के कारण चोरी के पीड़ितों को रिपोर्ट लिखाने के लिए दो बार थाने जाना पड़ता था, और पूरे नगर में रिपोर्टें घट गईं।',
        'fewer reports need not mean fewer thefts.',
        'कम रिपोर्टों का अर्थ कम चोरियाँ होना ज़रूरी नहीं।',
      ),
      yes(
        'Thefts in nearby areas without the new lights fell just as much that year.',
        'उस वर्ष बिना नई लाइटों वाले आसपास के क्षेत्रों में भी चोरियाँ उतनी ही घटीं।',
        'the fall happened with or without the lights.',
        'गिरावट लाइटों के होने या न होने पर भी हुई।',
      ),
      no(
        'Shopkeepers in the old market say they feel safer after dark.',
        'पुराने बाज़ार के दुकानदार कहते हैं कि वे अँधेरा होने के बाद अधिक सुरक्षित महसूस करते हैं।',
        'if anything it supports the conclusion.',
        'यह निष्कर्ष का कुछ समर्थन ही करता है।',
      ),
      no(
        'The new lights were made by a company from Gujarat.',
        'नई लाइटें गुजरात की एक कंपनी ने बनाईं।',
        'the maker is irrelevant.',
        'निर्माता अप्रासंगिक है।',
      ),
      no(
        'The old market has about 300 shops.',
        'पुराने बाज़ार में लगभग 300 दुकानें हैं।',
        'the number of shops did not change and does not bear on the fall.',
        'दुकानों की संख्या नहीं बदली और इसका गिरावट से कोई संबंध नहीं।',
      ),
    ],
  },
];

const ASSUMPTION_ITEMS: readonly ListedItem[] = CRITICAL.map((c) => ({
  statement: c.argument,
  candidates: c.assumptions,
}));
const WEAKENER_ITEMS: readonly ListedItem[] = CRITICAL.map((c) => ({
  statement: c.argument,
  candidates: c.weakeners,
}));

const COMMON = {
  given: { en: 'Argument', hi: 'तर्क' },
  none: { en: 'None of them', hi: 'इनमें से कोई नहीं' },
  all: { en: 'All three of them', hi: 'तीनों' },
};

const ASSUMED: SetWording = {
  ...COMMON,
  title: {
    en: 'Critical reasoning: assumptions the argument needs',
    hi: 'आलोचनात्मक तर्क: तर्क की आवश्यक पूर्वधारणाएँ',
  },
  heading: { en: 'Assumptions', hi: 'पूर्वधारणाएँ' },
  label: { en: 'Assumption', hi: 'पूर्वधारणा' },
  holds: { en: 'is needed', hi: 'आवश्यक है' },
  fails: { en: 'is not needed', hi: 'आवश्यक नहीं है' },
  question: {
    en: 'Which of the assumptions does the argument depend on?',
    hi: 'तर्क इनमें से किन पूर्वधारणाओं पर निर्भर है?',
  },
  opening: {
    en: 'Negation test: an assumption is needed if denying it makes the argument fall apart. Claims the argument does not use, or stronger claims than it needs, are not assumptions.',
    hi: 'निषेध परीक्षण: पूर्वधारणा तब आवश्यक है जब उसे नकारने पर तर्क ढह जाए। जिन बातों का तर्क उपयोग नहीं करता, या जो उसकी ज़रूरत से अधिक कड़े दावे हैं, वे पूर्वधारणाएँ नहीं हैं।',
  },
  verbOne: { en: 'is needed', hi: 'आवश्यक है' },
  verbMany: { en: 'are needed', hi: 'आवश्यक हैं' },
};

const WEAKENED: SetWording = {
  ...COMMON,
  title: {
    en: 'Critical reasoning: facts that weaken the argument',
    hi: 'आलोचनात्मक तर्क: तर्क को कमज़ोर करने वाले तथ्य',
  },
  heading: { en: 'Facts', hi: 'तथ्य' },
  label: { en: 'Fact', hi: 'तथ्य' },
  holds: { en: 'weakens the argument', hi: 'तर्क को कमज़ोर करता है' },
  fails: { en: 'does not weaken the argument', hi: 'तर्क को कमज़ोर नहीं करता' },
  question: {
    en: 'If true, which of the facts would weaken the argument?',
    hi: 'यदि सत्य हों, तो कौन-से तथ्य तर्क को कमज़ोर करेंगे?',
  },
  opening: {
    en: 'A fact weakens the argument if it gives another explanation of the evidence, shows the evidence is measured in a misleading way, or shows the plan may not carry over. Facts that support the conclusion or are unrelated do not weaken it.',
    hi: 'कोई तथ्य तर्क को तब कमज़ोर करता है जब वह प्रमाण की दूसरी व्याख्या दे, दिखाए कि प्रमाण भ्रामक ढंग से मापा गया है, या दिखाए कि योजना दूसरी जगह लागू न हो। निष्कर्ष का समर्थन करने वाले या असंबंधित तथ्य उसे कमज़ोर नहीं करते।',
  },
  verbOne: { en: 'weakens it', hi: 'उसे कमज़ोर करता है' },
  verbMany: { en: 'weaken it', hi: 'उसे कमज़ोर करते हैं' },
};

/** A 4–6 line argument and three candidate assumptions: which does it depend on (negation test)? */
export const assumptionsCriticalNeeded: QuestionGenerator = listedGenerator(
  'statement-and-assumptions/critical-assumptions',
  'hard',
  ['CAT', 'GMAT', 'Bank PO'],
  60,
  (rng) => setQuestion(rng, ASSUMPTION_ITEMS, ASSUMED, 3, 190),
);

/** The same kind of argument and three facts: which of them, if true, weaken it? */
export const assumptionsCriticalWeakeners: QuestionGenerator = listedGenerator(
  'statement-and-assumptions/critical-weakeners',
  'hard',
  ['CAT', 'GMAT', 'Bank PO'],
  60,
  (rng) => setQuestion(rng, WEAKENER_ITEMS, WEAKENED, 3, 190),
);
