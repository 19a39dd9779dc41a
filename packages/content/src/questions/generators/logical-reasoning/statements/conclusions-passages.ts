import type { QuestionGenerator } from '../../../generator.js';
import { CONCLUSION_WORDS } from './conclusions-statements.js';
import { type ListedItem, type ListedWording, listedGenerator, oddOneQuestion } from './listed-engines.js';
import { candidate } from './shared.js';

/**
 * A passage of four or five sentences and four conclusions listed I–IV, exactly one of which can be
 * drawn. Judged by hand: causes, forecasts, opinions and facts the passage does not give cannot.
 */

const yes = candidate(true);
const no = candidate(false);

/** Short passages with one or two conclusions that follow, for "which one follows". */
const PASSAGES: readonly ListedItem[] = [
  {
    statement: {
      en: 'Solar pumps were given to 200 farmers of Khedapur last year. Those farmers no longer buy diesel for irrigation. The pumps, however, work only in daylight, and several farmers say they now water their fields less at night than before. The government plans to give pumps to 300 more farmers next year.',
      hi: 'पिछले वर्ष खेड़ापुर के 200 किसानों को सौर पंप दिए गए। वे किसान अब सिंचाई के लिए डीज़ल नहीं खरीदते। परंतु पंप केवल दिन के उजाले में चलते हैं, और कई किसान कहते हैं कि अब वे पहले से कम रात को खेत सींचते हैं। सरकार अगले वर्ष 300 और किसानों को पंप देने की योजना बना रही है।',
    },
    candidates: [
      yes(
        'The farmers who got solar pumps spend less on diesel for irrigation than before.',
        'सौर पंप पाने वाले किसान अब सिंचाई के डीज़ल पर पहले से कम खर्च करते हैं।',
        'they no longer buy diesel for irrigation at all.',
        'वे अब सिंचाई के लिए डीज़ल खरीदते ही नहीं।',
      ),
      yes(
        'The solar pumps cannot be run after dark.',
        'सौर पंप अँधेरा होने के बाद नहीं चलाए जा सकते।',
        'they work only in daylight.',
        'वे केवल दिन के उजाले में चलते हैं।',
      ),
      no(
        'The crop yield of the farmers with solar pumps has gone up.',
        'सौर पंप वाले किसानों की उपज बढ़ गई है।',
        'yields are not mentioned.',
        'उपज का कोई उल्लेख नहीं है।',
      ),
      no(
        'All the farmers of Khedapur now use solar pumps.',
        'खेड़ापुर के सभी किसान अब सौर पंप का उपयोग करते हैं।',
        'only 200 farmers got them; the total number of farmers is not given.',
        'केवल 200 किसानों को पंप मिले; कुल किसानों की संख्या नहीं दी गई।',
      ),
      no(
        'The government will stop its solar pump scheme after next year.',
        'सरकार अगले वर्ष के बाद सौर पंप योजना बंद कर देगी।',
        'nothing is said about the scheme after next year.',
        'अगले वर्ष के बाद की योजना के बारे में कुछ नहीं कहा गया।',
      ),
      no(
        'Farmers prefer to water their fields at night.',
        'किसान रात में खेत सींचना पसंद करते हैं।',
        'the passage reports less night watering, not what farmers prefer.',
        'गद्यांश रात की कम सिंचाई की बात करता है, किसानों की पसंद की नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'Rajgarh Municipal Council started separate collection of wet and dry waste in April. Households that do not separate their waste are fined ₹200. By September, the waste sent to the landfill had fallen by 30 per cent. The council now sells the compost made from wet waste to nurseries.',
      hi: 'राजगढ़ नगर परिषद ने अप्रैल में गीले और सूखे कचरे का अलग-अलग संग्रह शुरू किया। जो परिवार अपना कचरा अलग नहीं करते, उन पर ₹200 का जुर्माना लगता है। सितंबर तक लैंडफ़िल में भेजा जाने वाला कचरा 30 प्रतिशत घट गया। परिषद अब गीले कचरे से बनी खाद नर्सरियों को बेचती है।',
    },
    candidates: [
      yes(
        'Less waste went to the landfill in September than before April.',
        'सितंबर में अप्रैल से पहले की तुलना में कम कचरा लैंडफ़िल गया।',
        'it fell by 30 per cent.',
        'यह 30 प्रतिशत घट गया।',
      ),
      yes(
        'The council earns some money from wet waste.',
        'परिषद गीले कचरे से कुछ आय अर्जित करती है।',
        'it sells compost made from wet waste.',
        'यह गीले कचरे से बनी खाद बेचती है।',
      ),
      no(
        'Every household in Rajgarh now separates its waste.',
        'राजगढ़ का हर परिवार अब अपना कचरा अलग करता है।',
        'the passage does not say that nobody is fined.',
        'गद्यांश यह नहीं कहता कि किसी पर जुर्माना नहीं लगता।',
      ),
      no(
        'The landfill of Rajgarh will be closed next year.',
        'राजगढ़ का लैंडफ़िल अगले वर्ष बंद कर दिया जाएगा।',
        'no such plan is mentioned.',
        'ऐसी किसी योजना का उल्लेख नहीं है।',
      ),
      no(
        'The fine of ₹200 is too small to make people follow the rule.',
        '₹200 का जुर्माना लोगों से नियम का पालन करवाने के लिए बहुत कम है।',
        'this is an opinion the passage does not give.',
        'यह एक राय है जो गद्यांश में नहीं दी गई।',
      ),
      no(
        'Nurseries in Rajgarh have stopped buying chemical fertiliser.',
        'राजगढ़ की नर्सरियों ने रासायनिक उर्वरक खरीदना बंद कर दिया है।',
        'what else the nurseries buy is not mentioned.',
        'नर्सरियाँ और क्या खरीदती हैं, इसका उल्लेख नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'A company allowed its office staff to work from home two days a week for six months. Office electricity bills fell by 15 per cent in that period. A survey of the staff found that most of them wanted the arrangement to continue. The managers, however, reported that some team meetings had become harder to arrange.',
      hi: 'एक कंपनी ने अपने कार्यालय कर्मचारियों को छह महीने तक सप्ताह में दो दिन घर से काम करने की अनुमति दी। इस अवधि में कार्यालय का बिजली बिल 15 प्रतिशत घटा। कर्मचारियों के एक सर्वेक्षण में पाया गया कि उनमें से अधिकांश यह व्यवस्था जारी रखना चाहते थे। परंतु प्रबंधकों ने बताया कि कुछ टीम बैठकें तय करना कठिन हो गया था।',
    },
    candidates: [
      yes(
        'More than half of the staff surveyed wanted to keep working from home two days a week.',
        'सर्वेक्षण में शामिल आधे से अधिक कर्मचारी सप्ताह में दो दिन घर से काम जारी रखना चाहते थे।',
        '"most of them" means more than half.',
        '"उनमें से अधिकांश" का अर्थ है आधे से अधिक।',
      ),
      yes(
        'The arrangement had at least one drawback for the managers.',
        'इस व्यवस्था में प्रबंधकों के लिए कम से कम एक कठिनाई थी।',
        'some team meetings became harder to arrange.',
        'कुछ टीम बैठकें तय करना कठिन हो गया।',
      ),
      no(
        'The staff did more work at home than at the office.',
        'कर्मचारियों ने कार्यालय की तुलना में घर पर अधिक काम किया।',
        'output is not compared anywhere.',
        'कहीं भी काम की मात्रा की तुलना नहीं की गई।',
      ),
      no(
        'The company will make work from home permanent.',
        'कंपनी घर से काम की व्यवस्था को स्थायी बना देगी।',
        'the company’s decision is not reported.',
        'कंपनी का निर्णय नहीं बताया गया।',
      ),
      no(
        'The managers were against the arrangement.',
        'प्रबंधक इस व्यवस्था के विरुद्ध थे।',
        'they reported one difficulty; that is not opposing it.',
        'उन्होंने एक कठिनाई बताई; इसका अर्थ विरोध करना नहीं है।',
      ),
      no(
        'Office electricity bills fell because the staff switched off lights more carefully.',
        'कार्यालय का बिजली बिल इसलिए घटा क्योंकि कर्मचारी बत्तियाँ अधिक ध्यान से बंद करने लगे।',
        'the passage gives no such reason.',
        'गद्यांश ऐसा कोई कारण नहीं देता।',
      ),
    ],
  },
  {
    statement: {
      en: 'A new bridge over the Sone river has cut the road distance between Dehri and Aurangabad from 80 km to 35 km. Truck owners say they now save about an hour and a half on each trip. Boatmen who used to ferry people across the river near Dehri have lost much of their business.',
      hi: 'सोन नदी पर बने एक नए पुल ने डेहरी और औरंगाबाद के बीच सड़क की दूरी 80 किलोमीटर से घटाकर 35 किलोमीटर कर दी है। ट्रक मालिकों का कहना है कि अब हर यात्रा में उनका लगभग डेढ़ घंटा बचता है। डेहरी के पास लोगों को नदी पार कराने वाले नाविकों का बहुत-सा काम छिन गया है।',
    },
    candidates: [
      yes(
        'The road distance between Dehri and Aurangabad is now less than half of what it was.',
        'डेहरी और औरंगाबाद के बीच सड़क की दूरी अब पहले की आधी से भी कम है।',
        '35 km is less than half of 80 km (40 km).',
        '35 किलोमीटर, 80 किलोमीटर के आधे (40 किलोमीटर) से कम है।',
      ),
      yes(
        'Fewer people now cross the river by boat near Dehri.',
        'अब डेहरी के पास कम लोग नाव से नदी पार करते हैं।',
        'the boatmen have lost much of their business.',
        'नाविकों का बहुत-सा काम छिन गया है।',
      ),
      no(
        'Truck fares between Dehri and Aurangabad have come down.',
        'डेहरी और औरंगाबाद के बीच ट्रक का भाड़ा घट गया है।',
        'fares are not mentioned.',
        'भाड़े का कोई उल्लेख नहीं है।',
      ),
      no(
        'The boatmen have been given other jobs by the government.',
        'सरकार ने नाविकों को दूसरे रोज़गार दिए हैं।',
        'nothing is said about help for the boatmen.',
        'नाविकों की किसी सहायता के बारे में कुछ नहीं कहा गया।',
      ),
      no(
        'The bridge was built in less than a year.',
        'पुल एक वर्ष से कम समय में बना।',
        'the time taken to build it is not given.',
        'इसे बनाने में लगा समय नहीं बताया गया।',
      ),
      no(
        'Accidents on the Dehri–Aurangabad road have increased.',
        'डेहरी–औरंगाबाद सड़क पर दुर्घटनाएँ बढ़ गई हैं।',
        'accidents are not mentioned.',
        'दुर्घटनाओं का कोई उल्लेख नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The school canteen replaced fried snacks with fruit and sprouts in July. Sales at the canteen fell by a fifth in the first month but were back to the old level by October. The school nurse says fewer students now complain of stomach ache after lunch.',
      hi: 'विद्यालय की कैंटीन ने जुलाई में तले हुए नाश्ते की जगह फल और अंकुरित अनाज रखना शुरू किया। पहले महीने में कैंटीन की बिक्री पाँचवाँ हिस्सा घट गई, पर अक्टूबर तक फिर पुराने स्तर पर आ गई। विद्यालय की नर्स का कहना है कि अब कम विद्यार्थी दोपहर के भोजन के बाद पेट दर्द की शिकायत करते हैं।',
    },
    candidates: [
      yes(
        'Canteen sales in October were about the same as before July.',
        'अक्टूबर में कैंटीन की बिक्री जुलाई से पहले जितनी ही थी।',
        'they were back to the old level by October.',
        'अक्टूबर तक बिक्री पुराने स्तर पर आ गई।',
      ),
      yes(
        'The canteen no longer sells fried snacks.',
        'कैंटीन अब तले हुए नाश्ते नहीं बेचती।',
        'fried snacks were replaced with fruit and sprouts.',
        'तले हुए नाश्ते की जगह फल और अंकुरित अनाज रखे गए।',
      ),
      no(
        'Fried snacks were the cause of the students’ stomach aches.',
        'विद्यार्थियों के पेट दर्द का कारण तले हुए नाश्ते थे।',
        'fewer complaints after the change do not prove the cause.',
        'बदलाव के बाद शिकायतें घटने से कारण सिद्ध नहीं होता।',
      ),
      no(
        'Students bring fried snacks from home instead.',
        'विद्यार्थी इसके बदले घर से तले हुए नाश्ते लाते हैं।',
        'nothing is said about food from home.',
        'घर के भोजन के बारे में कुछ नहीं कहा गया।',
      ),
      no(
        'The canteen made a loss in July.',
        'जुलाई में कैंटीन को घाटा हुआ।',
        'lower sales do not show a loss; costs and profit are not given.',
        'कम बिक्री से घाटा सिद्ध नहीं होता; लागत और लाभ नहीं दिए गए।',
      ),
      no(
        'All schools of the city have changed their canteen menus.',
        'शहर के सभी विद्यालयों ने अपनी कैंटीन का मेन्यू बदल दिया है।',
        'only this school is described.',
        'केवल इसी विद्यालय का वर्णन है।',
      ),
    ],
  },
];

const PASSAGE_FOLLOWING: ListedWording = {
  ...CONCLUSION_WORDS,
  title: { en: 'Passage: the conclusion that can be drawn', hi: 'गद्यांश: जो निष्कर्ष निकाला जा सकता है' },
  given: { en: 'Passage', hi: 'गद्यांश' },
  question: {
    en: 'Which one of the conclusions can definitely be drawn from the passage?',
    hi: 'गद्यांश से कौन-सा एक निष्कर्ष निश्चित रूप से निकाला जा सकता है?',
  },
  opening: {
    en: 'Only a conclusion that the passage definitely implies can be drawn; causes, forecasts, opinions and facts the passage does not give cannot.',
    hi: 'केवल वही निष्कर्ष निकाला जा सकता है जो गद्यांश से निश्चित रूप से निकलता हो; कारण, भविष्य के अनुमान, राय और वे तथ्य जो गद्यांश नहीं देता, नहीं निकाले जा सकते।',
  },
};

/** A passage of four or five sentences and four conclusions: which one can be drawn? */
export const conclusionsFromPassage: QuestionGenerator = listedGenerator(
  'statement-and-conclusions/passage-conclusion',
  'medium',
  ['Bank PO', 'SSC CGL', 'Placements'],
  40,
  (rng) => oddOneQuestion(rng, PASSAGES, PASSAGE_FOLLOWING, true, 80),
);
