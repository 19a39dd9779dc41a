import type { QuestionGenerator } from '../../../generator.js';
import { candidate, type StatementItem, type StatementKind, twoItemGenerator } from './shared.js';

/**
 * Statement and courses of action. Each course of action was judged by hand: it follows if it is a
 * practical step that deals with the problem stated; extreme, impractical or unrelated steps do not.
 */

const yes = candidate(true);
const no = candidate(false);

const ACTION_ITEMS: readonly StatementItem[] = [
  {
    statement: {
      en: 'Several residents of Shantinagar fell ill after drinking tap water, and tests found sewage mixed with the supply from one pipeline.',
      hi: 'शांतिनगर के कई निवासी नल का पानी पीने के बाद बीमार पड़ गए, और जाँच में एक पाइपलाइन की आपूर्ति में सीवेज मिला पाया गया।',
    },
    candidates: [
      yes(
        'The supply through the faulty pipeline should be stopped until it is repaired, and water should be sent by tankers.',
        'मरम्मत होने तक खराब पाइपलाइन से आपूर्ति रोक दी जाए और टैंकरों से पानी भेजा जाए।',
        'it cuts off the source of the illness and still gives people water.',
        'इससे बीमारी का स्रोत बंद होता है और लोगों को पानी भी मिलता रहता है।',
      ),
      yes(
        'Health workers should be sent to Shantinagar to treat the sick and to advise residents to boil water.',
        'बीमारों के इलाज और निवासियों को पानी उबालकर पीने की सलाह देने के लिए स्वास्थ्यकर्मी शांतिनगर भेजे जाएँ।',
        'it deals directly with those already ill and prevents new cases.',
        'यह पहले से बीमार लोगों की सीधी मदद करता है और नए मामलों को रोकता है।',
      ),
      no(
        'All the water pipelines of the city should be dug up and replaced at once.',
        'शहर की सभी पानी की पाइपलाइनें तुरंत खोदकर बदल दी जाएँ।',
        'the fault was found in one pipeline; replacing every pipeline at once is extreme and impractical.',
        'दोष एक पाइपलाइन में मिला है; सभी पाइपलाइनें एक साथ बदलना अतिवादी और अव्यावहारिक है।',
      ),
      no(
        'Residents of Shantinagar should be asked to move to another locality.',
        'शांतिनगर के निवासियों से किसी दूसरे इलाके में जाने को कहा जाए।',
        'the problem can be fixed where it is; moving people is impractical and out of proportion.',
        'समस्या वहीं ठीक की जा सकती है; लोगों को हटाना अव्यावहारिक और ज़रूरत से कहीं अधिक है।',
      ),
      no(
        'The sale of bottled water in the city should be banned.',
        'शहर में बोतलबंद पानी की बिक्री पर रोक लगा दी जाए।',
        'bottled water has nothing to do with the sewage in the pipeline; the step does not help.',
        'बोतलबंद पानी का पाइपलाइन के सीवेज से कोई संबंध नहीं; यह कदम मदद नहीं करता।',
      ),
    ],
  },
  {
    statement: {
      en: 'Many students of a government school in Rampur drop out after Class 8 because the nearest secondary school is 12 km away.',
      hi: 'रामपुर के एक सरकारी विद्यालय के कई विद्यार्थी कक्षा 8 के बाद पढ़ाई छोड़ देते हैं, क्योंकि निकटतम माध्यमिक विद्यालय 12 किलोमीटर दूर है।',
    },
    candidates: [
      yes(
        'The government should arrange a school bus from Rampur to the secondary school.',
        'सरकार रामपुर से माध्यमिक विद्यालय तक स्कूल बस की व्यवस्था करे।',
        'it removes the distance that makes students leave.',
        'यह उस दूरी की बाधा हटाता है जिसके कारण विद्यार्थी पढ़ाई छोड़ते हैं।',
      ),
      yes(
        'The government should examine whether classes 9 and 10 can be added to the school in Rampur.',
        'सरकार यह जाँच करे कि क्या रामपुर के विद्यालय में कक्षा 9 और 10 जोड़ी जा सकती हैं।',
        'secondary classes in the village would bring the school within reach.',
        'गाँव में ही माध्यमिक कक्षाएँ होने से विद्यालय पहुँच में आ जाएगा।',
      ),
      no(
        'Parents who do not send their children to the secondary school should be fined.',
        'जो माता-पिता अपने बच्चों को माध्यमिक विद्यालय नहीं भेजते, उन पर जुर्माना लगाया जाए।',
        'the cause is the distance, not the parents; a fine punishes without solving anything.',
        'कारण दूरी है, माता-पिता नहीं; जुर्माना कुछ हल किए बिना दंड देता है।',
      ),
      no(
        'The school in Rampur should stop teaching after Class 5.',
        'रामपुर का विद्यालय कक्षा 5 के बाद पढ़ाना बंद कर दे।',
        'this would make the dropping out worse, not better.',
        'इससे पढ़ाई छोड़ने की समस्या घटने के बजाय और बढ़ेगी।',
      ),
      no(
        'The secondary school should be told to reduce its fees.',
        'माध्यमिक विद्यालय से अपनी फ़ीस घटाने को कहा जाए।',
        'the statement blames the distance, not the fees.',
        'कथन में कारण दूरी बताया गया है, फ़ीस नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'During the festival week, the main market of Devgarh is so crowded that ambulances cannot pass through it.',
      hi: 'त्योहार के सप्ताह में देवगढ़ का मुख्य बाज़ार इतना भीड़भरा रहता है कि एंबुलेंस उसमें से निकल नहीं पातीं।',
    },
    candidates: [
      yes(
        'Vehicles other than emergency vehicles should not be allowed in the main market during the festival week.',
        'त्योहार के सप्ताह में आपातकालीन वाहनों के अलावा अन्य वाहनों को मुख्य बाज़ार में आने न दिया जाए।',
        'it frees the road so that ambulances can pass.',
        'इससे सड़क खाली होती है और एंबुलेंस निकल सकती हैं।',
      ),
      yes(
        'An alternative route for ambulances around the market should be marked and kept clear during the festival week.',
        'त्योहार के सप्ताह में बाज़ार के चारों ओर एंबुलेंस के लिए एक वैकल्पिक मार्ग तय करके खाली रखा जाए।',
        'ambulances would no longer need to go through the crowd.',
        'तब एंबुलेंस को भीड़ के बीच से जाने की ज़रूरत नहीं रहेगी।',
      ),
      no(
        'The festival should not be celebrated in Devgarh.',
        'देवगढ़ में त्योहार मनाया ही न जाए।',
        'stopping a festival is extreme; the crowd can be managed instead.',
        'त्योहार रोकना अतिवादी है; भीड़ का प्रबंधन किया जा सकता है।',
      ),
      no(
        'All shops of the main market should be shifted out of the town.',
        'मुख्य बाज़ार की सभी दुकानें शहर से बाहर भेज दी जाएँ।',
        'this is impractical and far beyond what the problem of one week needs.',
        'यह अव्यावहारिक है और एक सप्ताह की समस्या के लिए ज़रूरत से कहीं अधिक है।',
      ),
      no(
        'The number of ambulances in Devgarh should be doubled.',
        'देवगढ़ में एंबुलेंस की संख्या दोगुनी कर दी जाए।',
        'more ambulances would be stuck in the same crowd; the blocked road remains.',
        'अधिक एंबुलेंस भी उसी भीड़ में फँसेंगी; रुकी हुई सड़क की समस्या बनी रहेगी।',
      ),
    ],
  },
  {
    statement: {
      en: 'An audit found that a large number of files in the district office have been pending for more than six months.',
      hi: 'एक लेखा-परीक्षा में पाया गया कि ज़िला कार्यालय में बड़ी संख्या में फ़ाइलें छह महीने से अधिक समय से लंबित हैं।',
    },
    candidates: [
      yes(
        'The office should find out why the files are pending and set a time limit for each kind of file.',
        'कार्यालय पता लगाए कि फ़ाइलें क्यों लंबित हैं और हर प्रकार की फ़ाइल के लिए समय-सीमा तय करे।',
        'it goes to the cause of the delay and prevents it from recurring.',
        'यह देरी के कारण तक पहुँचता है और उसके दोबारा होने को रोकता है।',
      ),
      yes(
        'A special drive should be held to clear the old pending files.',
        'पुरानी लंबित फ़ाइलों को निपटाने के लिए एक विशेष अभियान चलाया जाए।',
        'it deals directly with the backlog found by the audit.',
        'यह लेखा-परीक्षा में मिले बकाया काम से सीधे निपटता है।',
      ),
      no(
        'All the employees of the district office should be dismissed.',
        'ज़िला कार्यालय के सभी कर्मचारियों को बर्खास्त कर दिया जाए।',
        'punishing everyone without finding who is at fault is extreme and would stop the work altogether.',
        'दोषी का पता लगाए बिना सबको दंड देना अतिवादी है और इससे काम पूरी तरह रुक जाएगा।',
      ),
      no(
        'The district office should stop accepting new files.',
        'ज़िला कार्यालय नई फ़ाइलें लेना बंद कर दे।',
        'refusing new work leaves people without service; it does not clear the old files.',
        'नया काम न लेने से लोगों को सेवा नहीं मिलेगी; इससे पुरानी फ़ाइलें नहीं निपटेंगी।',
      ),
      no(
        'The audit should be stopped because it shows the office in a bad light.',
        'लेखा-परीक्षा बंद कर दी जाए क्योंकि इससे कार्यालय की छवि खराब होती है।',
        'hiding the problem does not solve it.',
        'समस्या छिपाने से वह हल नहीं होती।',
      ),
    ],
  },
  {
    statement: {
      en: 'Farmers of Sonpur say that the price they get for tomatoes falls sharply every March because the whole harvest reaches the market in the same two weeks.',
      hi: 'सोनपुर के किसानों का कहना है कि हर मार्च में उन्हें टमाटर का दाम बहुत गिर जाता है, क्योंकि पूरी फ़सल एक ही दो सप्ताह में बाज़ार में पहुँच जाती है।',
    },
    candidates: [
      yes(
        'Cold storage should be built near Sonpur so that farmers can sell their tomatoes over a longer period.',
        'सोनपुर के पास शीतगृह बनाया जाए ताकि किसान अपने टमाटर लंबे समय तक बेच सकें।',
        'it spreads the sales over time, so the glut and the price fall are smaller.',
        'इससे बिक्री लंबे समय में बँटेगी, जिससे बाज़ार में भरमार और दाम की गिरावट कम होगी।',
      ),
      yes(
        'Food-processing units that make tomato products should be encouraged in the area.',
        'क्षेत्र में टमाटर से उत्पाद बनाने वाली खाद्य-प्रसंस्करण इकाइयों को बढ़ावा दिया जाए।',
        'they would buy a part of the harvest and reduce the glut in the market.',
        'वे फ़सल का एक हिस्सा खरीदेंगी और बाज़ार में भरमार घटाएँगी।',
      ),
      no(
        'Farmers of Sonpur should be told to stop growing tomatoes.',
        'सोनपुर के किसानों से टमाटर उगाना बंद करने को कहा जाए।',
        'giving up the crop is extreme; the problem is only the timing of sales.',
        'फ़सल छोड़ देना अतिवादी है; समस्या केवल बिक्री के समय की है।',
      ),
      no(
        'The government should fix a single price of tomatoes for the whole country.',
        'सरकार पूरे देश के लिए टमाटर का एक ही दाम तय कर दे।',
        'fixing one national price is impractical and goes far beyond the problem of Sonpur.',
        'पूरे देश का एक दाम तय करना अव्यावहारिक है और सोनपुर की समस्या से कहीं आगे जाता है।',
      ),
      no(
        'Tomatoes from other states should be banned in the market of Sonpur.',
        'सोनपुर के बाज़ार में दूसरे राज्यों के टमाटर पर रोक लगा दी जाए।',
        'the glut comes from the local harvest itself; a ban does not address it.',
        'भरमार स्थानीय फ़सल से ही होती है; रोक से यह समस्या हल नहीं होती।',
      ),
    ],
  },
  {
    statement: {
      en: 'Several accidents have taken place this year at an unmanned level crossing near Kalyanpur station.',
      hi: 'इस वर्ष कल्याणपुर स्टेशन के पास एक मानवरहित रेलवे फाटक पर कई दुर्घटनाएँ हुई हैं।',
    },
    candidates: [
      yes(
        'The railway should post a gateman at the level crossing or build an overbridge there.',
        'रेलवे उस फाटक पर एक गेटमैन तैनात करे या वहाँ ऊपरी पुल बनाए।',
        'it removes the danger of the unmanned crossing.',
        'इससे मानवरहित फाटक का खतरा दूर होता है।',
      ),
      yes(
        'Warning boards and speed breakers should be put up on the road on both sides of the crossing.',
        'फाटक के दोनों ओर सड़क पर चेतावनी बोर्ड और स्पीड ब्रेकर लगाए जाएँ।',
        'it makes road users slow down and look out for trains.',
        'इससे सड़क पर चलने वाले धीमे होंगे और ट्रेन का ध्यान रखेंगे।',
      ),
      no(
        'All trains should stop running on the route.',
        'इस मार्ग पर सभी ट्रेनें चलाना बंद कर दिया जाए।',
        'stopping a whole route is extreme; the crossing can be made safe.',
        'पूरा मार्ग बंद करना अतिवादी है; फाटक को सुरक्षित बनाया जा सकता है।',
      ),
      no(
        'Kalyanpur station should be closed.',
        'कल्याणपुर स्टेशन बंद कर दिया जाए।',
        'the accidents are at the crossing, not at the station; closing it does not help.',
        'दुर्घटनाएँ फाटक पर हुई हैं, स्टेशन पर नहीं; स्टेशन बंद करने से कुछ नहीं सुधरेगा।',
      ),
      no(
        'People living near the crossing should be fined for every accident.',
        'हर दुर्घटना के लिए फाटक के पास रहने वाले लोगों पर जुर्माना लगाया जाए।',
        'the residents are not shown to be at fault; fining them does not make the crossing safe.',
        'निवासियों का दोष कहीं नहीं दिखाया गया; उन पर जुर्माना लगाने से फाटक सुरक्षित नहीं होगा।',
      ),
    ],
  },
];

const ACTIONS: StatementKind = {
  topic: 'statement-and-conclusions',
  items: ACTION_ITEMS,
  wording: {
    title: { en: 'Statement and courses of action', hi: 'कथन और कार्यवाही' },
    heading: { en: 'Courses of action', hi: 'कार्यवाहियाँ' },
    label: { en: 'Course of action', hi: 'कार्यवाही' },
    holds: { en: 'follows', hi: 'अनुसरण करती है' },
    fails: { en: 'does not follow', hi: 'अनुसरण नहीं करती' },
    instruction: {
      en: 'A course of action is a step which, if taken, would remove or reduce the problem or help in dealing with it. Decide which of the suggested courses of action follow.',
      hi: 'कार्यवाही वह कदम है जिसे उठाने से समस्या दूर हो, घटे या उससे निपटने में मदद मिले। निर्णय कीजिए कि सुझाई गई कौन-सी कार्यवाहियाँ अनुसरण करती हैं।',
    },
    opening: {
      en: 'A course of action follows if it is practical and deals with the problem stated; extreme, impractical or unrelated steps do not follow.',
      hi: 'कोई कार्यवाही तब अनुसरण करती है जब वह व्यावहारिक हो और बताई गई समस्या से निपटे; अतिवादी, अव्यावहारिक या असंबंधित कदम अनुसरण नहीं करते।',
    },
    options: {
      only1: { en: 'Only course of action I follows', hi: 'केवल कार्यवाही I अनुसरण करती है' },
      only2: { en: 'Only course of action II follows', hi: 'केवल कार्यवाही II अनुसरण करती है' },
      either: { en: 'Either course of action I or II follows', hi: 'या तो कार्यवाही I या II अनुसरण करती है' },
      neither: {
        en: 'Neither course of action I nor II follows',
        hi: 'न तो कार्यवाही I और न ही II अनुसरण करती है',
      },
      both: { en: 'Both courses of action I and II follow', hi: 'कार्यवाही I और II दोनों अनुसरण करती हैं' },
    },
    none: { en: 'None follows', hi: 'कोई अनुसरण नहीं करती' },
    all: { en: 'All follow', hi: 'सभी अनुसरण करती हैं' },
    verbOne: { en: 'follows', hi: 'अनुसरण करती है' },
    verbMany: { en: 'follow', hi: 'अनुसरण करती हैं' },
  },
};

/** A problem and two suggested courses of action: which of them follow? */
export const conclusionsCourseOfAction: QuestionGenerator = {
  ...twoItemGenerator(ACTIONS, 'course-of-action', 'medium', 60),
  count: 40,
};
