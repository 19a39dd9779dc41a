/**
 * Statement and conclusions: all shapes of the topic (docs/question-bank.md), with the exams that ask them.
 * - two-conclusions (this file): one statement, conclusions I and II, five standard options — SSC CGL, Bank PO, RRB NTPC, placements.
 * - four-conclusions (this file): one statement, four conclusions, which of them follow — SSC CGL, Bank PO, RRB NTPC, placements.
 * - course-of-action (conclusions-actions.ts): a problem and two courses of action — SSC CGL, Bank PO, RRB NTPC, placements.
 * - strong-weak-arguments (conclusions-arguments.ts): a "Should …?" question and two arguments, strong or weak — SSC CGL, Bank PO, RRB NTPC, placements.
 * - data-conclusions (conclusions-data.ts): four monthly figures in words, which one conclusion follows — SSC CGL, Bank PO, RRB NTPC, placements.
 * - decision-with-conditions (conclusions-decision.ts, CAT level): selection conditions with exceptions, one candidate — CAT, Bank PO, placements.
 * - passage-inference (conclusions-inference.ts): definitely/probably true, data inadequate, probably/definitely false — Bank PO, placements, SSC CGL.
 * - conclusion-not-following (conclusions-statements.ts): four conclusions, which one does NOT follow — SSC CGL, RRB NTPC, Bank PO.
 * - passage-conclusion (conclusions-passages.ts): a 4–5 sentence passage, which one conclusion can be drawn — Bank PO, SSC CGL, placements.
 * - two-statements-combined (conclusions-combined.ts, CAT level): two statements taken together, three conclusions — CAT, Bank PO, placements.
 */
import {
  candidate,
  manyItemGenerator,
  type StatementItem,
  type StatementKind,
  twoItemGenerator,
} from './shared.js';

/**
 * Statement and conclusions. Every statement below was written with its candidate conclusions, each
 * judged by hand by the exam convention: a conclusion follows only if the statement definitely
 * implies it (no outside knowledge, no guessing at reasons or the future). Judgements that were
 * arguable were left out. `either` marks, by hand, two conclusions that are complementary: neither
 * follows, but exactly one of them must be true.
 */

const follows = candidate(true);
const fails = candidate(false);

export const CONCLUSION_ITEMS: readonly StatementItem[] = [
  {
    statement: {
      en: 'The city transport department has announced that from 1 July, buses on the airport route will run every 15 minutes instead of every 30 minutes.',
      hi: 'शहर के परिवहन विभाग ने घोषणा की है कि 1 जुलाई से हवाई अड्डा मार्ग की बसें हर 30 मिनट के बजाय हर 15 मिनट पर चलेंगी।',
    },
    candidates: [
      follows(
        'Until now, buses on the airport route have been running every 30 minutes.',
        'अब तक हवाई अड्डा मार्ग की बसें हर 30 मिनट पर चलती रही हैं।',
        '"instead of every 30 minutes" tells us the present frequency.',
        '"हर 30 मिनट के बजाय" से वर्तमान अंतराल का पता चलता है।',
      ),
      follows(
        'After 1 July, more buses will run on the airport route in an hour than before.',
        '1 जुलाई के बाद हवाई अड्डा मार्ग पर एक घंटे में पहले से अधिक बसें चलेंगी।',
        'a bus every 15 minutes means 4 buses an hour instead of 2.',
        'हर 15 मिनट पर बस का अर्थ है एक घंटे में 2 के बजाय 4 बसें।',
      ),
      fails(
        'Many passengers had complained about the long wait for airport buses.',
        'अनेक यात्रियों ने हवाई अड्डा बसों के लंबे इंतज़ार की शिकायत की थी।',
        'the statement gives no reason for the change; complaints are only a guess.',
        'कथन इस बदलाव का कोई कारण नहीं बताता; शिकायतें केवल अनुमान हैं।',
      ),
      fails(
        'Taxi fares to the airport will fall after 1 July.',
        '1 जुलाई के बाद हवाई अड्डे तक टैक्सी का किराया घट जाएगा।',
        'the statement says nothing about taxis or their fares.',
        'कथन में टैक्सियों या उनके किराये के बारे में कुछ नहीं कहा गया है।',
      ),
      fails(
        'Buses on all other routes of the city will also run every 15 minutes.',
        'शहर के अन्य सभी मार्गों की बसें भी हर 15 मिनट पर चलेंगी।',
        'the announcement is about the airport route only.',
        'घोषणा केवल हवाई अड्डा मार्ग के बारे में है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Only students who have scored at least 60 percent marks in Class 12 can apply for the evening diploma course at Greenfield College.',
      hi: 'ग्रीनफ़ील्ड कॉलेज के सायंकालीन डिप्लोमा पाठ्यक्रम के लिए केवल वही विद्यार्थी आवेदन कर सकते हैं जिन्होंने कक्षा 12 में कम से कम 60 प्रतिशत अंक प्राप्त किए हैं।',
    },
    candidates: [
      follows(
        'A student who scored 55 percent marks in Class 12 cannot apply for the course.',
        'कक्षा 12 में 55 प्रतिशत अंक पाने वाला विद्यार्थी इस पाठ्यक्रम के लिए आवेदन नहीं कर सकता।',
        '55 percent is below the minimum of 60 percent needed to apply.',
        '55 प्रतिशत, आवेदन के लिए आवश्यक न्यूनतम 60 प्रतिशत से कम है।',
      ),
      follows(
        'Greenfield College runs an evening diploma course.',
        'ग्रीनफ़ील्ड कॉलेज एक सायंकालीन डिप्लोमा पाठ्यक्रम चलाता है।',
        'the statement lays down the rule for applying to this very course.',
        'कथन इसी पाठ्यक्रम में आवेदन का नियम बताता है।',
      ),
      fails(
        'Every student with more than 60 percent marks in Class 12 will get a seat in the course.',
        'कक्षा 12 में 60 प्रतिशत से अधिक अंक पाने वाले हर विद्यार्थी को पाठ्यक्रम में सीट मिलेगी।',
        'the rule is about who may apply, not about who gets a seat.',
        'नियम यह बताता है कि कौन आवेदन कर सकता है, यह नहीं कि किसे सीट मिलेगी।',
      ),
      fails(
        'The course runs in the evening because the college has no free classrooms during the day.',
        'यह पाठ्यक्रम शाम को इसलिए चलता है क्योंकि दिन में कॉलेज में कोई कक्षा खाली नहीं रहती।',
        'the statement gives no reason for the evening timing.',
        'कथन शाम के समय का कोई कारण नहीं बताता।',
      ),
      fails(
        'Most applicants to the course scored above 80 percent marks in Class 12.',
        'इस पाठ्यक्रम के अधिकांश आवेदकों ने कक्षा 12 में 80 प्रतिशत से अधिक अंक पाए हैं।',
        'nothing is said about the marks of the actual applicants.',
        'वास्तविक आवेदकों के अंकों के बारे में कुछ नहीं कहा गया है।',
      ),
    ],
  },
  {
    statement: {
      en: "A survey by the health department found that in Harinagar district, the number of dengue cases this monsoon was twice the number of last monsoon's cases.",
      hi: 'स्वास्थ्य विभाग के एक सर्वेक्षण में पाया गया कि हरिनगर ज़िले में इस मानसून में डेंगू के मामले पिछले मानसून के मामलों के दोगुने थे।',
    },
    candidates: [
      follows(
        'Harinagar district had more dengue cases this monsoon than last monsoon.',
        'हरिनगर ज़िले में इस मानसून में पिछले मानसून से अधिक डेंगू के मामले थे।',
        'twice the earlier number is more than the earlier number.',
        'पिछली संख्या का दोगुना, पिछली संख्या से अधिक होता है।',
      ),
      follows(
        'The health department carried out a survey in Harinagar district.',
        'स्वास्थ्य विभाग ने हरिनगर ज़िले में एक सर्वेक्षण किया।',
        'the statement reports the findings of that very survey.',
        'कथन उसी सर्वेक्षण के निष्कर्ष बताता है।',
      ),
      fails(
        'The health department has failed to control dengue in Harinagar district.',
        'स्वास्थ्य विभाग हरिनगर ज़िले में डेंगू को नियंत्रित करने में विफल रहा है।',
        "this is a judgement on the department's work that the statement does not make.",
        'यह विभाग के काम पर एक राय है, जो कथन में नहीं दी गई है।',
      ),
      fails(
        'Dengue cases in Harinagar district will rise again next monsoon.',
        'अगले मानसून में हरिनगर ज़िले में डेंगू के मामले फिर बढ़ेंगे।',
        'the statement is about the past two monsoons and predicts nothing.',
        'कथन पिछले दो मानसूनों के बारे में है, भविष्य के बारे में कुछ नहीं कहता।',
      ),
      fails(
        'Harinagar had the highest number of dengue cases in the state this monsoon.',
        'इस मानसून में राज्य में सबसे अधिक डेंगू के मामले हरिनगर में थे।',
        'no other district is compared in the statement.',
        'कथन में किसी अन्य ज़िले से तुलना नहीं की गई है।',
      ),
    ],
  },
  {
    statement: {
      en: 'All passengers on the morning ferry to Nila Island must show a valid identity card before boarding.',
      hi: 'नीला द्वीप जाने वाली सुबह की फ़ेरी के सभी यात्रियों को सवार होने से पहले वैध पहचान पत्र दिखाना होगा।',
    },
    candidates: [
      follows(
        'A passenger without a valid identity card will not be allowed to board the morning ferry.',
        'वैध पहचान पत्र के बिना किसी यात्री को सुबह की फ़ेरी में सवार नहीं होने दिया जाएगा।',
        'showing a valid card is a condition for boarding.',
        'वैध पहचान पत्र दिखाना सवार होने की शर्त है।',
      ),
      follows(
        'Children travelling on the morning ferry to Nila Island also have to show a valid identity card.',
        'नीला द्वीप की सुबह की फ़ेरी से यात्रा करने वाले बच्चों को भी वैध पहचान पत्र दिखाना होगा।',
        'the rule covers all passengers, and children travelling on the ferry are passengers.',
        'नियम सभी यात्रियों पर लागू है, और फ़ेरी से यात्रा करने वाले बच्चे भी यात्री हैं।',
      ),
      fails(
        'Passengers on the evening ferry to Nila Island need not show an identity card.',
        'नीला द्वीप की शाम की फ़ेरी के यात्रियों को पहचान पत्र दिखाने की ज़रूरत नहीं है।',
        'the statement says nothing about the evening ferry.',
        'कथन में शाम की फ़ेरी के बारे में कुछ नहीं कहा गया है।',
      ),
      fails(
        'People without identity cards have misused the ferry in the past.',
        'पहले बिना पहचान पत्र वाले लोगों ने फ़ेरी का दुरुपयोग किया है।',
        'the statement gives no reason for the rule.',
        'कथन इस नियम का कोई कारण नहीं बताता।',
      ),
      fails(
        'Nila Island can be reached only by ferry.',
        'नीला द्वीप तक केवल फ़ेरी से ही पहुँचा जा सकता है।',
        'other ways of reaching the island are not discussed.',
        'द्वीप तक पहुँचने के अन्य साधनों की कोई चर्चा नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: "A software company gave a bonus of one month's salary to every member of its testing team because the team finished its project two weeks ahead of schedule.",
      hi: 'एक सॉफ़्टवेयर कंपनी ने अपनी टेस्टिंग टीम के हर सदस्य को एक महीने के वेतन के बराबर बोनस दिया, क्योंकि टीम ने अपनी परियोजना निर्धारित समय से दो सप्ताह पहले पूरी कर ली।',
    },
    candidates: [
      follows(
        'The testing team finished its project before the planned date.',
        'टेस्टिंग टीम ने अपनी परियोजना निर्धारित तिथि से पहले पूरी की।',
        'it finished two weeks ahead of schedule.',
        'टीम ने परियोजना निर्धारित समय से दो सप्ताह पहले पूरी की।',
      ),
      follows(
        'Every member of the testing team received a bonus.',
        'टेस्टिंग टीम के हर सदस्य को बोनस मिला।',
        'the bonus was given to every member of the team.',
        'बोनस टीम के हर सदस्य को दिया गया।',
      ),
      fails(
        'Employees of the other teams of the company did not get any bonus.',
        'कंपनी की अन्य टीमों के कर्मचारियों को कोई बोनस नहीं मिला।',
        'the statement is silent about the other teams.',
        'कथन अन्य टीमों के बारे में कुछ नहीं कहता।',
      ),
      fails(
        'The company will give a bonus whenever a team finishes a project early.',
        'जब भी कोई टीम परियोजना जल्दी पूरी करेगी, कंपनी बोनस देगी।',
        'one past bonus does not make a rule for the future.',
        'एक बार दिए गए बोनस से भविष्य का कोई नियम नहीं बनता।',
      ),
      fails(
        'The testing team is the largest team in the company.',
        'टेस्टिंग टीम कंपनी की सबसे बड़ी टीम है।',
        'the size of the team is not mentioned.',
        'टीम के आकार का कोई उल्लेख नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'In the mathematics test, Ravi scored more marks than Meena, and Meena scored more marks than Arjun.',
      hi: 'गणित की परीक्षा में रवि ने मीना से अधिक अंक प्राप्त किए, और मीना ने अर्जुन से अधिक अंक प्राप्त किए।',
    },
    candidates: [
      follows(
        'Ravi scored more marks than Arjun in the test.',
        'परीक्षा में रवि ने अर्जुन से अधिक अंक प्राप्त किए।',
        'Ravi is above Meena and Meena is above Arjun, so Ravi is above Arjun.',
        'रवि, मीना से आगे है और मीना, अर्जुन से; अतः रवि, अर्जुन से आगे है।',
      ),
      follows(
        'Arjun scored fewer marks than Meena in the test.',
        'परीक्षा में अर्जुन ने मीना से कम अंक प्राप्त किए।',
        'it is the second part of the statement, read the other way round.',
        'यह कथन का दूसरा भाग ही है, उलटकर पढ़ा गया।',
      ),
      fails(
        'Ravi scored the highest marks in the class.',
        'कक्षा में सबसे अधिक अंक रवि ने प्राप्त किए।',
        'only three students are compared; the marks of the rest of the class are unknown.',
        'केवल तीन विद्यार्थियों की तुलना है; कक्षा के बाकी विद्यार्थियों के अंक ज्ञात नहीं हैं।',
      ),
      fails(
        'Ravi did not score the highest marks in the class.',
        'कक्षा में सबसे अधिक अंक रवि ने प्राप्त नहीं किए।',
        'nothing in the statement shows anyone scoring above Ravi either.',
        'कथन से यह भी पता नहीं चलता कि किसी ने रवि से अधिक अंक पाए।',
      ),
      fails(
        'Meena passed the mathematics test.',
        'मीना गणित की परीक्षा में उत्तीर्ण हुई।',
        'no pass mark is given; only the order of the marks is known.',
        'उत्तीर्णांक नहीं बताए गए हैं; केवल अंकों का क्रम ज्ञात है।',
      ),
    ],
    either: [
      {
        pair: [2, 3],
        why: {
          en: 'Ravi either scored the highest marks in the class or he did not, so exactly one of them is true.',
          hi: 'रवि ने कक्षा में या तो सबसे अधिक अंक पाए या नहीं पाए, अतः इनमें से ठीक एक सत्य है।',
        },
      },
    ],
  },
  {
    statement: {
      en: 'The weather office has forecast heavy rain in the coastal districts for the next three days and has advised fishermen not to go out to sea.',
      hi: 'मौसम विभाग ने अगले तीन दिनों तक तटीय ज़िलों में भारी वर्षा का पूर्वानुमान जताया है और मछुआरों को समुद्र में न जाने की सलाह दी है।',
    },
    candidates: [
      follows(
        'Heavy rain is expected in the coastal districts over the next three days.',
        'अगले तीन दिनों में तटीय ज़िलों में भारी वर्षा की संभावना है।',
        'that is exactly what the forecast says.',
        'पूर्वानुमान ठीक यही कहता है।',
      ),
      follows(
        'Fishermen have been advised to stay away from the sea.',
        'मछुआरों को समुद्र से दूर रहने की सलाह दी गई है।',
        'the weather office has advised them not to go out to sea.',
        'मौसम विभाग ने उन्हें समुद्र में न जाने की सलाह दी है।',
      ),
      fails(
        'No fisherman will go out to sea in the next three days.',
        'अगले तीन दिनों में कोई भी मछुआरा समुद्र में नहीं जाएगा।',
        'advice may or may not be followed; the statement cannot tell us what every fisherman will do.',
        'सलाह मानी भी जा सकती है और नहीं भी; कथन से हर मछुआरे का आचरण तय नहीं होता।',
      ),
      fails(
        'There will be no rain in the inland districts in the next three days.',
        'अगले तीन दिनों में भीतरी ज़िलों में वर्षा नहीं होगी।',
        'the forecast is about the coastal districts only.',
        'पूर्वानुमान केवल तटीय ज़िलों के बारे में है।',
      ),
      fails(
        "The weather office's forecasts always turn out to be correct.",
        'मौसम विभाग के पूर्वानुमान हमेशा सही निकलते हैं।',
        'one forecast says nothing about how accurate forecasts are.',
        'एक पूर्वानुमान से यह पता नहीं चलता कि पूर्वानुमान कितने सटीक होते हैं।',
      ),
    ],
  },
  {
    statement: {
      en: "Of the 40 members of the residents' welfare association, 25 voted in favour of installing solar panels on the roof and the rest voted against it.",
      hi: 'निवासी कल्याण संघ के 40 सदस्यों में से 25 ने छत पर सौर पैनल लगाने के पक्ष में मत दिया और शेष ने इसके विरोध में।',
    },
    candidates: [
      follows(
        '15 members of the association voted against installing solar panels.',
        'संघ के 15 सदस्यों ने सौर पैनल लगाने के विरोध में मत दिया।',
        'the rest, 40 − 25 = 15 members, voted against.',
        'शेष 40 − 25 = 15 सदस्यों ने विरोध में मत दिया।',
      ),
      follows(
        'A majority of the members voted in favour of the solar panels.',
        'अधिकांश सदस्यों ने सौर पैनलों के पक्ष में मत दिया।',
        '25 out of 40 is more than half.',
        '40 में से 25, आधे से अधिक है।',
      ),
      fails(
        'The solar panels will be installed within a month.',
        'सौर पैनल एक महीने के भीतर लगा दिए जाएँगे।',
        'the statement reports the vote, not when or whether the work will be done.',
        'कथन केवल मतदान बताता है, यह नहीं कि काम कब या होगा भी या नहीं।',
      ),
      fails(
        'The members who voted against were worried about the cost.',
        'विरोध में मत देने वाले सदस्य लागत को लेकर चिंतित थे।',
        'no reason for their vote is given.',
        'उनके मत का कोई कारण नहीं बताया गया है।',
      ),
      fails(
        'Some members of the association did not vote.',
        'संघ के कुछ सदस्यों ने मत नहीं दिया।',
        'all 40 voted: 25 in favour and the rest against.',
        'सभी 40 सदस्यों ने मत दिया: 25 ने पक्ष में और शेष ने विरोध में।',
      ),
    ],
  },
  {
    statement: {
      en: 'The science museum charges no entry fee from visitors below 12 years of age; every other visitor pays ₹50.',
      hi: 'विज्ञान संग्रहालय 12 वर्ष से कम आयु के आगंतुकों से कोई प्रवेश शुल्क नहीं लेता; अन्य हर आगंतुक ₹50 देता है।',
    },
    candidates: [
      follows(
        'A visitor aged 30 pays ₹50 to enter the museum.',
        '30 वर्ष का आगंतुक संग्रहालय में प्रवेश के लिए ₹50 देता है।',
        'a 30-year-old is not below 12, so pays the ₹50 fee.',
        '30 वर्ष का व्यक्ति 12 वर्ष से कम नहीं है, इसलिए वह ₹50 देता है।',
      ),
      follows(
        'Two adults with an 8-year-old child pay ₹100 in all for entry.',
        'दो वयस्क और 8 वर्ष का एक बच्चा प्रवेश के लिए कुल ₹100 देते हैं।',
        'each adult pays ₹50 and the child, being below 12, pays nothing.',
        'हर वयस्क ₹50 देता है और बच्चा 12 वर्ष से कम होने के कारण कुछ नहीं देता।',
      ),
      fails(
        'Senior citizens get free entry to the museum.',
        'वरिष्ठ नागरिकों को संग्रहालय में निःशुल्क प्रवेश मिलता है।',
        'only visitors below 12 enter free; everyone else pays ₹50.',
        'केवल 12 वर्ष से कम आयु वालों का प्रवेश निःशुल्क है; बाकी सब ₹50 देते हैं।',
      ),
      fails(
        'Most visitors to the museum are children.',
        'संग्रहालय के अधिकांश आगंतुक बच्चे हैं।',
        'the statement gives the fees, not who visits.',
        'कथन शुल्क बताता है, यह नहीं कि कौन आता है।',
      ),
      fails(
        'The museum earns most of its income from entry fees.',
        'संग्रहालय की अधिकांश आय प्रवेश शुल्क से होती है।',
        "the museum's other sources of income are not discussed.",
        'संग्रहालय की आय के अन्य स्रोतों की कोई चर्चा नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'No vehicle may be parked on Station Road between 8 a.m. and 8 p.m.',
      hi: 'स्टेशन रोड पर सुबह 8 बजे से रात 8 बजे के बीच कोई भी वाहन खड़ा नहीं किया जा सकता।',
    },
    candidates: [
      follows(
        'A car parked on Station Road at 10 a.m. breaks the rule.',
        'सुबह 10 बजे स्टेशन रोड पर खड़ी कार नियम तोड़ती है।',
        '10 a.m. falls within the banned hours.',
        'सुबह 10 बजे प्रतिबंधित समय के भीतर आता है।',
      ),
      follows(
        'Two-wheelers too cannot be parked on Station Road at noon.',
        'दोपहर 12 बजे स्टेशन रोड पर दोपहिया वाहन भी खड़े नहीं किए जा सकते।',
        'the rule covers every vehicle, and noon is within the banned hours.',
        'नियम हर वाहन पर लागू है, और दोपहर 12 बजे प्रतिबंधित समय में आता है।',
      ),
      fails(
        'Vehicles cannot drive along Station Road between 8 a.m. and 8 p.m.',
        'सुबह 8 बजे से रात 8 बजे के बीच स्टेशन रोड पर वाहन चल नहीं सकते।',
        'the rule is about parking, not about driving along the road.',
        'नियम वाहन खड़ा करने के बारे में है, सड़क पर चलने के बारे में नहीं।',
      ),
      fails(
        'Station Road is the busiest road in the town.',
        'स्टेशन रोड शहर की सबसे व्यस्त सड़क है।',
        'no comparison with other roads is made.',
        'अन्य सड़कों से कोई तुलना नहीं की गई है।',
      ),
      fails(
        'There is a paid parking lot next to Station Road.',
        'स्टेशन रोड के पास एक सशुल्क पार्किंग स्थल है।',
        'the statement does not mention any parking lot.',
        'कथन में किसी पार्किंग स्थल का उल्लेख नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The new metro line has cut the travel time between Eastgate and the central market from 50 minutes to 20 minutes.',
      hi: 'नई मेट्रो लाइन ने ईस्टगेट और केंद्रीय बाज़ार के बीच यात्रा का समय 50 मिनट से घटाकर 20 मिनट कर दिया है।',
    },
    candidates: [
      follows(
        'The trip between Eastgate and the central market now takes 30 minutes less than before.',
        'ईस्टगेट और केंद्रीय बाज़ार के बीच की यात्रा अब पहले से 30 मिनट कम समय लेती है।',
        'the time fell from 50 to 20 minutes, a saving of 30 minutes.',
        'समय 50 से घटकर 20 मिनट हुआ, यानी 30 मिनट की बचत।',
      ),
      follows(
        'Before the new metro line, the trip between Eastgate and the central market took 50 minutes.',
        'नई मेट्रो लाइन से पहले ईस्टगेट और केंद्रीय बाज़ार के बीच की यात्रा में 50 मिनट लगते थे।',
        'the statement gives 50 minutes as the earlier travel time.',
        'कथन पहले का यात्रा समय 50 मिनट बताता है।',
      ),
      fails(
        'All residents of Eastgate now travel to the central market by metro.',
        'ईस्टगेट के सभी निवासी अब केंद्रीय बाज़ार मेट्रो से जाते हैं।',
        'a shorter trip does not mean everyone has switched to the metro.',
        'यात्रा छोटी होने से यह नहीं निकलता कि सभी मेट्रो से जाने लगे हैं।',
      ),
      fails(
        'Buses between Eastgate and the central market will be withdrawn.',
        'ईस्टगेट और केंद्रीय बाज़ार के बीच की बसें बंद कर दी जाएँगी।',
        'buses are not mentioned at all.',
        'बसों का कोई उल्लेख ही नहीं है।',
      ),
      fails(
        'The metro line was built mainly for shoppers.',
        'मेट्रो लाइन मुख्य रूप से खरीदारों के लिए बनाई गई थी।',
        'the purpose of the line is not stated.',
        'लाइन का उद्देश्य नहीं बताया गया है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Every candidate who clears the written test will be called for an interview, and the final merit list will be prepared from the interview marks alone.',
      hi: 'लिखित परीक्षा उत्तीर्ण करने वाले हर उम्मीदवार को साक्षात्कार के लिए बुलाया जाएगा, और अंतिम मेरिट सूची केवल साक्षात्कार के अंकों से बनाई जाएगी।',
    },
    candidates: [
      follows(
        'Marks in the written test will not count towards the final merit list.',
        'लिखित परीक्षा के अंक अंतिम मेरिट सूची में नहीं जोड़े जाएँगे।',
        'the list is prepared from the interview marks alone.',
        'सूची केवल साक्षात्कार के अंकों से बनाई जाएगी।',
      ),
      follows(
        'A candidate who clears the written test will get an interview call.',
        'लिखित परीक्षा उत्तीर्ण करने वाले उम्मीदवार को साक्षात्कार के लिए बुलाया जाएगा।',
        'every such candidate is called for the interview.',
        'ऐसे हर उम्मीदवार को साक्षात्कार के लिए बुलाया जाता है।',
      ),
      fails(
        'Every candidate called for the interview will be selected.',
        'साक्षात्कार के लिए बुलाया गया हर उम्मीदवार चुन लिया जाएगा।',
        'a merit list ranks candidates; nothing says all of them are selected.',
        'मेरिट सूची उम्मीदवारों को क्रम देती है; यह कहीं नहीं कहा गया कि सभी चुने जाएँगे।',
      ),
      fails(
        'The written test is harder than the interview.',
        'लिखित परीक्षा साक्षात्कार से कठिन है।',
        'the statement does not compare how hard the two stages are.',
        'कथन दोनों चरणों की कठिनाई की तुलना नहीं करता।',
      ),
      fails(
        'A candidate who fails the written test can still be in the final merit list.',
        'लिखित परीक्षा में अनुत्तीर्ण उम्मीदवार भी अंतिम मेरिट सूची में आ सकता है।',
        'the statement speaks only of candidates who clear the test; nothing in it allows this.',
        'कथन केवल उत्तीर्ण उम्मीदवारों की बात करता है; उससे यह बात नहीं निकलती।',
      ),
    ],
  },
  {
    statement: {
      en: 'The school has decided that from next year, every Class 9 student will have to choose either music or painting as an extra subject, but not both.',
      hi: 'विद्यालय ने निर्णय लिया है कि अगले वर्ष से कक्षा 9 के हर विद्यार्थी को अतिरिक्त विषय के रूप में संगीत या चित्रकला में से कोई एक चुनना होगा, दोनों नहीं।',
    },
    candidates: [
      follows(
        'Next year, every Class 9 student of the school will study an extra subject.',
        'अगले वर्ष विद्यालय के कक्षा 9 के हर विद्यार्थी को एक अतिरिक्त विषय पढ़ना होगा।',
        'every Class 9 student has to choose one of the two.',
        'कक्षा 9 के हर विद्यार्थी को दोनों में से एक विषय चुनना होगा।',
      ),
      fails(
        'Anita, who will be in Class 9 of the school next year, will take music as her extra subject.',
        'अनीता, जो अगले वर्ष इस विद्यालय की कक्षा 9 में होगी, अतिरिक्त विषय के रूप में संगीत लेगी।',
        "Anita's own choice is not known.",
        'अनीता की अपनी पसंद ज्ञात नहीं है।',
      ),
      fails(
        'Anita, who will be in Class 9 of the school next year, will take painting as her extra subject.',
        'अनीता, जो अगले वर्ष इस विद्यालय की कक्षा 9 में होगी, अतिरिक्त विषय के रूप में चित्रकला लेगी।',
        "Anita's own choice is not known.",
        'अनीता की अपनी पसंद ज्ञात नहीं है।',
      ),
      fails(
        'Students of Class 10 will also have to choose music or painting.',
        'कक्षा 10 के विद्यार्थियों को भी संगीत या चित्रकला चुननी होगी।',
        'the decision is about Class 9 only.',
        'निर्णय केवल कक्षा 9 के बारे में है।',
      ),
      fails(
        'Next year, a Class 9 student of the school may take dance as the extra subject.',
        'अगले वर्ष विद्यालय का कक्षा 9 का कोई विद्यार्थी अतिरिक्त विषय के रूप में नृत्य ले सकता है।',
        'the choice is limited to music or painting.',
        'चुनाव केवल संगीत या चित्रकला तक सीमित है।',
      ),
    ],
    either: [
      {
        pair: [1, 2],
        why: {
          en: 'Anita must choose exactly one of music and painting, so exactly one of them is true.',
          hi: 'अनीता को संगीत और चित्रकला में से ठीक एक चुनना है, अतः इनमें से ठीक एक सत्य है।',
        },
      },
    ],
  },
  {
    statement: {
      en: 'A survey of 500 shoppers at a mall found that 320 of them paid by mobile wallet and the rest paid in cash.',
      hi: 'एक मॉल में 500 खरीदारों के सर्वेक्षण में पाया गया कि उनमें से 320 ने मोबाइल वॉलेट से भुगतान किया और शेष ने नकद।',
    },
    candidates: [
      follows(
        '180 of the surveyed shoppers paid in cash.',
        'सर्वेक्षण में शामिल 180 खरीदारों ने नकद भुगतान किया।',
        'the rest, 500 − 320 = 180 shoppers, paid in cash.',
        'शेष 500 − 320 = 180 खरीदारों ने नकद भुगतान किया।',
      ),
      follows(
        'Among the surveyed shoppers, more paid by mobile wallet than in cash.',
        'सर्वेक्षण में शामिल खरीदारों में मोबाइल वॉलेट से भुगतान करने वाले नकद देने वालों से अधिक थे।',
        '320 paid by wallet against 180 in cash.',
        '320 ने वॉलेट से और 180 ने नकद भुगतान किया।',
      ),
      fails(
        'Most shoppers in the country prefer mobile wallets to cash.',
        'देश के अधिकांश खरीदार नकद की बजाय मोबाइल वॉलेट पसंद करते हैं।',
        'a survey at one mall says nothing about the whole country.',
        'एक मॉल के सर्वेक्षण से पूरे देश के बारे में कुछ नहीं कहा जा सकता।',
      ),
      fails(
        'Some of the surveyed shoppers paid by card.',
        'सर्वेक्षण में शामिल कुछ खरीदारों ने कार्ड से भुगतान किया।',
        'everyone who did not use a wallet paid in cash, so no one paid by card.',
        'वॉलेट से न देने वाले सभी ने नकद दिया, अतः किसी ने कार्ड से भुगतान नहीं किया।',
      ),
      fails(
        'The shoppers who paid in cash were older than those who paid by wallet.',
        'नकद देने वाले खरीदार वॉलेट से देने वालों से अधिक उम्र के थे।',
        'the ages of the shoppers are not given.',
        'खरीदारों की आयु नहीं बताई गई है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The factory will shut down its old boiler next month because the boiler has failed the safety inspection twice.',
      hi: 'कारखाना अगले महीने अपना पुराना बॉयलर बंद कर देगा, क्योंकि वह बॉयलर दो बार सुरक्षा निरीक्षण में विफल हो चुका है।',
    },
    candidates: [
      follows(
        'The old boiler has failed the safety inspection more than once.',
        'पुराना बॉयलर एक से अधिक बार सुरक्षा निरीक्षण में विफल हुआ है।',
        'it has failed twice.',
        'वह दो बार विफल हुआ है।',
      ),
      follows(
        'The old boiler is being shut down because of its failures in the safety inspection.',
        'पुराने बॉयलर को सुरक्षा निरीक्षण में उसकी विफलताओं के कारण बंद किया जा रहा है।',
        'the statement gives exactly this as the reason.',
        'कथन ठीक यही कारण बताता है।',
      ),
      fails(
        'The factory will stop all production next month.',
        'कारखाना अगले महीने सारा उत्पादन बंद कर देगा।',
        'only the boiler is being shut down, not the whole factory.',
        'केवल बॉयलर बंद हो रहा है, पूरा कारखाना नहीं।',
      ),
      fails(
        'The factory has already bought a new boiler.',
        'कारखाने ने एक नया बॉयलर पहले ही खरीद लिया है।',
        'a new boiler is not mentioned.',
        'नए बॉयलर का कोई उल्लेख नहीं है।',
      ),
      fails(
        'Workers of the factory have been injured by the old boiler.',
        'पुराने बॉयलर से कारखाने के कर्मचारी घायल हुए हैं।',
        'no injury is mentioned; failing an inspection is all that is said.',
        'किसी चोट का उल्लेख नहीं है; केवल निरीक्षण में विफल होने की बात है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The state has 12 universities, and each of them must now reserve at least 20 percent of its seats for students from rural areas.',
      hi: 'राज्य में 12 विश्वविद्यालय हैं, और अब उनमें से प्रत्येक को अपनी कम से कम 20 प्रतिशत सीटें ग्रामीण क्षेत्रों के विद्यार्थियों के लिए आरक्षित करनी होंगी।',
    },
    candidates: [
      follows(
        'A university of the state with 1000 seats must reserve at least 200 seats for rural students.',
        'राज्य के 1000 सीटों वाले विश्वविद्यालय को कम से कम 200 सीटें ग्रामीण विद्यार्थियों के लिए आरक्षित करनी होंगी।',
        '20 percent of 1000 is 200, and the rule says at least 20 percent.',
        '1000 का 20 प्रतिशत 200 है, और नियम कम से कम 20 प्रतिशत का है।',
      ),
      follows(
        'No university of the state may keep all of its seats for urban students.',
        'राज्य का कोई भी विश्वविद्यालय अपनी सभी सीटें शहरी विद्यार्थियों के लिए नहीं रख सकता।',
        'each one must set aside at least a fifth of its seats for rural students.',
        'हर विश्वविद्यालय को कम से कम पाँचवाँ भाग ग्रामीण विद्यार्थियों के लिए रखना होगा।',
      ),
      fails(
        'At most 20 percent of the seats in each university may go to rural students.',
        'हर विश्वविद्यालय में अधिकतम 20 प्रतिशत सीटें ग्रामीण विद्यार्थियों को मिल सकती हैं।',
        'the rule sets a minimum of 20 percent, not a maximum.',
        'नियम न्यूनतम 20 प्रतिशत तय करता है, अधिकतम नहीं।',
      ),
      fails(
        'Students from rural areas score lower marks than students from cities.',
        'ग्रामीण क्षेत्रों के विद्यार्थी शहरों के विद्यार्थियों से कम अंक पाते हैं।',
        'nothing is said about the marks of any students.',
        'किसी भी विद्यार्थी के अंकों के बारे में कुछ नहीं कहा गया है।',
      ),
      fails(
        'The state will open new universities in rural areas.',
        'राज्य ग्रामीण क्षेत्रों में नए विश्वविद्यालय खोलेगा।',
        'new universities are not mentioned.',
        'नए विश्वविद्यालयों का कोई उल्लेख नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The bank will remain closed on Saturday and Sunday, but its ATMs will work as usual on both days.',
      hi: 'बैंक शनिवार और रविवार को बंद रहेगा, पर उसके एटीएम दोनों दिन सामान्य रूप से काम करेंगे।',
    },
    candidates: [
      follows(
        "Customers can withdraw cash from the bank's ATMs on Sunday.",
        'ग्राहक रविवार को बैंक के एटीएम से नकदी निकाल सकते हैं।',
        'the ATMs will work as usual on Sunday.',
        'रविवार को एटीएम सामान्य रूप से काम करेंगे।',
      ),
      follows(
        "Customers cannot get work done at the bank's branch on Saturday.",
        'ग्राहक शनिवार को बैंक की शाखा में अपना काम नहीं करा सकते।',
        'the bank is closed on Saturday.',
        'शनिवार को बैंक बंद रहेगा।',
      ),
      fails(
        'All banks in the city will be closed on Saturday.',
        'शहर के सभी बैंक शनिवार को बंद रहेंगे।',
        'the statement is about one bank only.',
        'कथन केवल एक बैंक के बारे में है।',
      ),
      fails(
        "The bank's ATMs will run out of cash on Sunday.",
        'रविवार को बैंक के एटीएम में नकदी खत्म हो जाएगी।',
        'the statement says only that the ATMs will work as usual.',
        'कथन केवल इतना कहता है कि एटीएम सामान्य रूप से काम करेंगे।',
      ),
      fails(
        'The bank will open late on Monday.',
        'बैंक सोमवार को देर से खुलेगा।',
        'Monday is not mentioned.',
        'सोमवार का कोई उल्लेख नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Of the three routes from Kalpur to Sonagarh, the highway route is the shortest, but it has a toll plaza.',
      hi: 'कालपुर से सोनागढ़ जाने के तीन मार्गों में से राजमार्ग वाला मार्ग सबसे छोटा है, पर उस पर एक टोल प्लाज़ा है।',
    },
    candidates: [
      follows(
        'There is more than one route from Kalpur to Sonagarh.',
        'कालपुर से सोनागढ़ जाने के एक से अधिक मार्ग हैं।',
        'there are three routes.',
        'तीन मार्ग हैं।',
      ),
      follows(
        'The other two routes from Kalpur to Sonagarh are longer than the highway route.',
        'कालपुर से सोनागढ़ के अन्य दो मार्ग राजमार्ग वाले मार्ग से लंबे हैं।',
        'the highway route is the shortest of the three.',
        'तीनों में राजमार्ग वाला मार्ग सबसे छोटा है।',
      ),
      fails(
        'The highway route is the fastest route from Kalpur to Sonagarh.',
        'कालपुर से सोनागढ़ का सबसे तेज़ मार्ग राजमार्ग वाला है।',
        'shortest in distance need not mean quickest in time; travel times are not given.',
        'दूरी में सबसे छोटा होने का अर्थ समय में सबसे तेज़ होना नहीं है; यात्रा का समय नहीं बताया गया।',
      ),
      fails(
        'Most travellers between Kalpur and Sonagarh use the highway route.',
        'कालपुर और सोनागढ़ के बीच अधिकांश यात्री राजमार्ग वाला मार्ग अपनाते हैं।',
        'the statement does not say which route people use.',
        'कथन यह नहीं बताता कि लोग कौन-सा मार्ग अपनाते हैं।',
      ),
      fails(
        'The toll on the highway route is very high.',
        'राजमार्ग वाले मार्ग पर टोल बहुत अधिक है।',
        'the amount of the toll is not mentioned.',
        'टोल की राशि का उल्लेख नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: "The company's sales rose by 10 percent this year, while its profit fell by 5 percent.",
      hi: 'इस वर्ष कंपनी की बिक्री 10 प्रतिशत बढ़ी, जबकि उसका लाभ 5 प्रतिशत घटा।',
    },
    candidates: [
      follows(
        "The company's profit this year was lower than last year's.",
        'इस वर्ष कंपनी का लाभ पिछले वर्ष से कम था।',
        'its profit fell by 5 percent.',
        'लाभ 5 प्रतिशत घटा।',
      ),
      follows(
        "The company's sales this year were higher than last year's.",
        'इस वर्ष कंपनी की बिक्री पिछले वर्ष से अधिक थी।',
        'its sales rose by 10 percent.',
        'बिक्री 10 प्रतिशत बढ़ी।',
      ),
      fails(
        'The company made a loss this year.',
        'इस वर्ष कंपनी को घाटा हुआ।',
        'a profit that fell by 5 percent is still a profit.',
        '5 प्रतिशत घटा हुआ लाभ भी लाभ ही है।',
      ),
      fails(
        'The company will cut its prices next year.',
        'कंपनी अगले वर्ष अपनी कीमतें घटाएगी।',
        'nothing is said about future prices.',
        'भविष्य की कीमतों के बारे में कुछ नहीं कहा गया है।',
      ),
      fails(
        "The company's sales will rise by 10 percent next year as well.",
        'अगले वर्ष भी कंपनी की बिक्री 10 प्रतिशत बढ़ेगी।',
        "one year's growth does not tell us next year's.",
        'एक वर्ष की वृद्धि से अगले वर्ष की वृद्धि का पता नहीं चलता।',
      ),
    ],
  },
  {
    statement: {
      en: 'In the inter-school quiz, Team Blue scored more points than Team Green but fewer than Team Red, and no two teams scored the same.',
      hi: 'अंतर-विद्यालय प्रश्नोत्तरी में टीम ब्लू ने टीम ग्रीन से अधिक पर टीम रेड से कम अंक प्राप्त किए, और किन्हीं दो टीमों के अंक बराबर नहीं थे।',
    },
    candidates: [
      follows(
        'Team Red scored more points than Team Green.',
        'टीम रेड ने टीम ग्रीन से अधिक अंक प्राप्त किए।',
        'Red is above Blue and Blue is above Green.',
        'रेड, ब्लू से आगे है और ब्लू, ग्रीन से आगे है।',
      ),
      follows(
        'Team Green did not score the most points in the quiz.',
        'प्रश्नोत्तरी में सबसे अधिक अंक टीम ग्रीन के नहीं थे।',
        'Team Blue scored more than Team Green.',
        'टीम ब्लू ने टीम ग्रीन से अधिक अंक प्राप्त किए।',
      ),
      fails(
        'Team Red won the quiz.',
        'प्रश्नोत्तरी टीम रेड ने जीती।',
        'we do not know whether other teams took part and scored more than Red.',
        'हमें नहीं पता कि अन्य टीमों ने भाग लिया और रेड से अधिक अंक पाए या नहीं।',
      ),
      fails(
        'Team Red did not win the quiz.',
        'प्रश्नोत्तरी टीम रेड ने नहीं जीती।',
        'nothing shows any team scoring more than Red either.',
        'यह भी कहीं नहीं दिखता कि किसी टीम ने रेड से अधिक अंक पाए।',
      ),
      fails(
        'Team Green came last in the quiz.',
        'प्रश्नोत्तरी में टीम ग्रीन अंतिम स्थान पर रही।',
        'other teams, if any, may have scored below Green.',
        'यदि अन्य टीमें थीं, तो उनके अंक ग्रीन से कम हो सकते हैं।',
      ),
    ],
    either: [
      {
        pair: [2, 3],
        why: {
          en: 'with no ties, Team Red either won the quiz or did not, so exactly one of them is true.',
          hi: 'अंक बराबर न होने से टीम रेड ने या तो प्रश्नोत्तरी जीती या नहीं जीती, अतः इनमें से ठीक एक सत्य है।',
        },
      },
    ],
  },
  {
    statement: {
      en: 'The hospital has started an online system for booking appointments, but patients can still book appointments at the counter.',
      hi: 'अस्पताल ने अपॉइंटमेंट बुक करने की ऑनलाइन व्यवस्था शुरू की है, पर मरीज़ अब भी काउंटर पर अपॉइंटमेंट बुक कर सकते हैं।',
    },
    candidates: [
      follows(
        'Patients of the hospital can book an appointment in more than one way.',
        'अस्पताल के मरीज़ एक से अधिक तरीकों से अपॉइंटमेंट बुक कर सकते हैं।',
        'they can book online or at the counter.',
        'वे ऑनलाइन या काउंटर पर बुक कर सकते हैं।',
      ),
      follows(
        'A patient without internet access can still book an appointment at the hospital.',
        'इंटरनेट सुविधा के बिना भी कोई मरीज़ अस्पताल में अपॉइंटमेंट बुक कर सकता है।',
        'booking at the counter is still open.',
        'काउंटर पर बुकिंग अब भी चालू है।',
      ),
      fails(
        'The booking counter will be closed soon.',
        'बुकिंग काउंटर जल्द ही बंद कर दिया जाएगा।',
        'the statement says booking at the counter still goes on; its closing is not mentioned.',
        'कथन कहता है कि काउंटर पर बुकिंग अब भी होती है; उसके बंद होने का उल्लेख नहीं है।',
      ),
      fails(
        'Most patients now book their appointments online.',
        'अधिकांश मरीज़ अब अपने अपॉइंटमेंट ऑनलाइन बुक करते हैं।',
        'how many use each way is not stated.',
        'कितने लोग कौन-सा तरीका अपनाते हैं, यह नहीं बताया गया।',
      ),
      fails(
        'The online system has reduced crowding at the hospital.',
        'ऑनलाइन व्यवस्था से अस्पताल में भीड़ कम हुई है।',
        'no effect of the system is reported.',
        'इस व्यवस्था के किसी प्रभाव की जानकारी नहीं दी गई है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The village panchayat has decided to supply piped drinking water to every house in the village by December.',
      hi: 'ग्राम पंचायत ने दिसंबर तक गाँव के हर घर में नल से पेयजल पहुँचाने का निर्णय लिया है।',
    },
    candidates: [
      follows(
        'The panchayat has set December as the target for piped water in every house of the village.',
        'पंचायत ने गाँव के हर घर में नल का पानी पहुँचाने के लिए दिसंबर का लक्ष्य रखा है।',
        'the decision is to supply it to every house by December.',
        'निर्णय दिसंबर तक हर घर में पानी पहुँचाने का है।',
      ),
      fails(
        'At present, some houses in the village have piped drinking water.',
        'इस समय गाँव के कुछ घरों में नल से पेयजल आता है।',
        'the present supply is not described.',
        'वर्तमान आपूर्ति का वर्णन नहीं किया गया है।',
      ),
      fails(
        'At present, no house in the village has piped drinking water.',
        'इस समय गाँव के किसी भी घर में नल से पेयजल नहीं आता।',
        'the present supply is not described.',
        'वर्तमान आपूर्ति का वर्णन नहीं किया गया है।',
      ),
      fails(
        'The wells of the village have dried up.',
        'गाँव के कुएँ सूख गए हैं।',
        'wells are not mentioned, nor any reason for the decision.',
        'कुओं का उल्लेख नहीं है, न ही निर्णय का कोई कारण बताया गया है।',
      ),
      fails(
        'The state government will pay for the pipelines.',
        'पाइपलाइनों का खर्च राज्य सरकार उठाएगी।',
        'who pays for the work is not stated.',
        'काम का खर्च कौन उठाएगा, यह नहीं बताया गया।',
      ),
    ],
    either: [
      {
        pair: [1, 2],
        why: {
          en: 'today either some houses have piped water or none has, so exactly one of them is true.',
          hi: 'आज या तो कुछ घरों में नल का पानी आता है या किसी में नहीं, अतः इनमें से ठीक एक सत्य है।',
        },
      },
    ],
  },
  {
    statement: {
      en: 'Sunil is older than Kavita, and Kavita is older than Tarun, who is 15 years old.',
      hi: 'सुनील, कविता से बड़ा है, और कविता, तरुण से बड़ी है, जिसकी आयु 15 वर्ष है।',
    },
    candidates: [
      follows(
        'Sunil is more than 15 years old.',
        'सुनील की आयु 15 वर्ष से अधिक है।',
        'Sunil is older than Kavita, who is older than 15-year-old Tarun.',
        'सुनील, कविता से बड़ा है, और कविता 15 वर्षीय तरुण से बड़ी है।',
      ),
      follows(
        'Kavita is more than 15 years old.',
        'कविता की आयु 15 वर्ष से अधिक है।',
        'she is older than Tarun, who is 15.',
        'वह 15 वर्षीय तरुण से बड़ी है।',
      ),
      fails(
        "Sunil is Tarun's brother.",
        'सुनील, तरुण का भाई है।',
        'no relation between Sunil and Tarun is given.',
        'सुनील और तरुण के बीच कोई संबंध नहीं बताया गया है।',
      ),
      fails(
        'Kavita is 16 years old.',
        'कविता की आयु 16 वर्ष है।',
        'we know only that she is older than 15, not her exact age.',
        'हमें केवल इतना पता है कि वह 15 वर्ष से बड़ी है, उसकी ठीक आयु नहीं।',
      ),
      fails(
        'Tarun is the youngest member of his family.',
        'तरुण अपने परिवार का सबसे छोटा सदस्य है।',
        "the other members of Tarun's family are not mentioned.",
        'तरुण के परिवार के अन्य सदस्यों का उल्लेख नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: "The municipal corporation has banned the sale of single-use plastic bags in the city's markets from 1 January.",
      hi: 'नगर निगम ने 1 जनवरी से शहर के बाज़ारों में एक बार इस्तेमाल होने वाली प्लास्टिक थैलियों की बिक्री पर प्रतिबंध लगा दिया है।',
    },
    candidates: [
      follows(
        "From 1 January, shopkeepers in the city's markets cannot sell single-use plastic bags.",
        '1 जनवरी से शहर के बाज़ारों के दुकानदार एक बार इस्तेमाल होने वाली प्लास्टिक थैलियाँ नहीं बेच सकते।',
        'that is what the ban says.',
        'प्रतिबंध ठीक यही कहता है।',
      ),
      follows(
        'A shopkeeper in a city market who sells single-use plastic bags on 5 January breaks the ban.',
        '5 जनवरी को एक बार इस्तेमाल होने वाली प्लास्टिक थैलियाँ बेचने वाला शहर के बाज़ार का दुकानदार प्रतिबंध तोड़ता है।',
        '5 January comes after the ban starts on 1 January.',
        '5 जनवरी, 1 जनवरी से लागू प्रतिबंध के बाद आता है।',
      ),
      fails(
        'Shoppers will be given cloth bags free of cost.',
        'खरीदारों को कपड़े के थैले मुफ़्त दिए जाएँगे।',
        'cloth bags are not mentioned.',
        'कपड़े के थैलों का कोई उल्लेख नहीं है।',
      ),
      fails(
        'The ban will end plastic pollution in the city.',
        'इस प्रतिबंध से शहर में प्लास्टिक प्रदूषण समाप्त हो जाएगा।',
        'the result of the ban is not stated.',
        'प्रतिबंध के परिणाम के बारे में कुछ नहीं कहा गया है।',
      ),
      fails(
        'The sale of all plastic goods is banned in the city.',
        'शहर में सभी प्लास्टिक वस्तुओं की बिक्री पर प्रतिबंध है।',
        'the ban covers single-use plastic bags only.',
        'प्रतिबंध केवल एक बार इस्तेमाल होने वाली प्लास्टिक थैलियों पर है।',
      ),
    ],
  },
  {
    statement: {
      en: "Every member of the school's chess club also plays in the school's cricket team, and Nikhil is a member of the chess club.",
      hi: 'विद्यालय के शतरंज क्लब का हर सदस्य विद्यालय की क्रिकेट टीम में भी खेलता है, और निखिल शतरंज क्लब का सदस्य है।',
    },
    candidates: [
      follows(
        "Nikhil plays in the school's cricket team.",
        'निखिल विद्यालय की क्रिकेट टीम में खेलता है।',
        'every chess club member plays cricket for the school, and Nikhil is one.',
        'शतरंज क्लब का हर सदस्य विद्यालय के लिए क्रिकेट खेलता है, और निखिल उनमें से एक है।',
      ),
      follows(
        "At least one member of the school's cricket team is in the chess club.",
        'विद्यालय की क्रिकेट टीम का कम से कम एक सदस्य शतरंज क्लब में है।',
        'Nikhil is in both.',
        'निखिल दोनों में है।',
      ),
      fails(
        "Every player of the school's cricket team is a member of the chess club.",
        'विद्यालय की क्रिकेट टीम का हर खिलाड़ी शतरंज क्लब का सदस्य है।',
        'the statement says all chess players play cricket, not the other way round.',
        'कथन कहता है कि सभी शतरंज खिलाड़ी क्रिकेट खेलते हैं, इसका उलटा नहीं।',
      ),
      fails(
        "Some players of the school's cricket team are not in the chess club.",
        'विद्यालय की क्रिकेट टीम के कुछ खिलाड़ी शतरंज क्लब में नहीं हैं।',
        'the statement does not say whether the team has other players.',
        'कथन यह नहीं बताता कि टीम में अन्य खिलाड़ी हैं या नहीं।',
      ),
      fails(
        'Nikhil is the best chess player in the club.',
        'निखिल क्लब का सबसे अच्छा शतरंज खिलाड़ी है।',
        "nothing is said about Nikhil's skill.",
        'निखिल के कौशल के बारे में कुछ नहीं कहा गया है।',
      ),
    ],
    either: [
      {
        pair: [2, 3],
        why: {
          en: 'either every cricket player is in the chess club or some are not, so exactly one of them is true.',
          hi: 'या तो हर क्रिकेट खिलाड़ी शतरंज क्लब में है या कुछ नहीं हैं, अतः इनमें से ठीक एक सत्य है।',
        },
      },
    ],
  },
  {
    statement: {
      en: 'The airline has announced that on its domestic flights, each passenger may carry only one cabin bag weighing up to 7 kg.',
      hi: 'विमान कंपनी ने घोषणा की है कि उसकी घरेलू उड़ानों में हर यात्री अधिकतम 7 किलो वज़न का केवल एक केबिन बैग ले जा सकता है।',
    },
    candidates: [
      follows(
        "A passenger on the airline's domestic flight cannot carry two cabin bags.",
        'विमान कंपनी की घरेलू उड़ान में कोई यात्री दो केबिन बैग नहीं ले जा सकता।',
        'only one cabin bag is allowed.',
        'केवल एक केबिन बैग की अनुमति है।',
      ),
      follows(
        "A cabin bag weighing 9 kg is not allowed on the airline's domestic flights.",
        'विमान कंपनी की घरेलू उड़ानों में 9 किलो का केबिन बैग ले जाने की अनुमति नहीं है।',
        '9 kg is above the 7 kg limit.',
        '9 किलो, 7 किलो की सीमा से अधिक है।',
      ),
      fails(
        'The airline has the same rule on its international flights.',
        'विमान कंपनी की अंतरराष्ट्रीय उड़ानों में भी यही नियम है।',
        'the announcement covers domestic flights only.',
        'घोषणा केवल घरेलू उड़ानों के बारे में है।',
      ),
      fails(
        "Checked baggage is free on the airline's domestic flights.",
        'विमान कंपनी की घरेलू उड़ानों में चेक-इन सामान निःशुल्क है।',
        'checked baggage is not mentioned.',
        'चेक-इन सामान का कोई उल्लेख नहीं है।',
      ),
      fails(
        'Most passengers carry cabin bags heavier than 7 kg.',
        'अधिकांश यात्री 7 किलो से भारी केबिन बैग ले जाते हैं।',
        'the statement gives the rule, not what passengers usually carry.',
        'कथन नियम बताता है, यह नहीं कि यात्री आम तौर पर क्या ले जाते हैं।',
      ),
    ],
  },
  {
    statement: {
      en: 'Because of repair work, the water supply in Sectors 4 and 5 will be cut from 10 a.m. to 4 p.m. on Thursday.',
      hi: 'मरम्मत कार्य के कारण गुरुवार को सेक्टर 4 और 5 में सुबह 10 बजे से शाम 4 बजे तक पानी की आपूर्ति बंद रहेगी।',
    },
    candidates: [
      follows(
        'Sector 4 will have no water supply at noon on Thursday.',
        'गुरुवार को दोपहर 12 बजे सेक्टर 4 में पानी की आपूर्ति नहीं होगी।',
        'noon falls between 10 a.m. and 4 p.m.',
        'दोपहर 12 बजे, सुबह 10 बजे और शाम 4 बजे के बीच आता है।',
      ),
      follows(
        'The water cut in Sectors 4 and 5 on Thursday will last 6 hours.',
        'गुरुवार को सेक्टर 4 और 5 में पानी की कटौती 6 घंटे रहेगी।',
        'from 10 a.m. to 4 p.m. is 6 hours.',
        'सुबह 10 बजे से शाम 4 बजे तक 6 घंटे होते हैं।',
      ),
      fails(
        'Sector 6 will also have no water supply on Thursday.',
        'गुरुवार को सेक्टर 6 में भी पानी की आपूर्ति नहीं होगी।',
        'only Sectors 4 and 5 are named.',
        'केवल सेक्टर 4 और 5 का नाम लिया गया है।',
      ),
      fails(
        'Residents of Sector 5 have complained about dirty water.',
        'सेक्टर 5 के निवासियों ने गंदे पानी की शिकायत की है।',
        'no complaint is mentioned; the cut is for repair work.',
        'किसी शिकायत का उल्लेख नहीं है; कटौती मरम्मत कार्य के लिए है।',
      ),
      fails(
        'Water tankers will be sent to Sectors 4 and 5 on Thursday.',
        'गुरुवार को सेक्टर 4 और 5 में पानी के टैंकर भेजे जाएँगे।',
        'tankers are not mentioned.',
        'टैंकरों का कोई उल्लेख नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Ankit has to reach the examination centre by 9 a.m., and he will go there either by bus or on his bicycle, not both.',
      hi: 'अंकित को सुबह 9 बजे तक परीक्षा केंद्र पहुँचना है, और वह वहाँ या तो बस से जाएगा या अपनी साइकिल से, दोनों से नहीं।',
    },
    candidates: [
      fails(
        'Ankit will go to the examination centre by bus.',
        'अंकित परीक्षा केंद्र बस से जाएगा।',
        'the statement leaves open which of the two he will use.',
        'कथन यह खुला छोड़ता है कि वह दोनों में से किसका उपयोग करेगा।',
      ),
      fails(
        'Ankit will go to the examination centre on his bicycle.',
        'अंकित परीक्षा केंद्र अपनी साइकिल से जाएगा।',
        'the statement leaves open which of the two he will use.',
        'कथन यह खुला छोड़ता है कि वह दोनों में से किसका उपयोग करेगा।',
      ),
      follows(
        'Ankit will not go to the examination centre by taxi.',
        'अंकित परीक्षा केंद्र टैक्सी से नहीं जाएगा।',
        'he will go only by bus or on his bicycle.',
        'वह केवल बस से या अपनी साइकिल से जाएगा।',
      ),
      fails(
        "The examination centre is far from Ankit's home.",
        'परीक्षा केंद्र अंकित के घर से दूर है।',
        'the distance is not given.',
        'दूरी नहीं बताई गई है।',
      ),
      fails(
        'Ankit will reach the examination centre late.',
        'अंकित परीक्षा केंद्र देर से पहुँचेगा।',
        'nothing says whether he will be on time.',
        'कहीं नहीं कहा गया कि वह समय पर पहुँचेगा या नहीं।',
      ),
    ],
    either: [
      {
        pair: [0, 1],
        why: {
          en: 'he will use exactly one of the bus and his bicycle, so exactly one of them is true.',
          hi: 'वह बस और साइकिल में से ठीक एक का उपयोग करेगा, अतः इनमें से ठीक एक सत्य है।',
        },
      },
    ],
  },
];

const CONCLUSIONS: StatementKind = {
  topic: 'statement-and-conclusions',
  items: CONCLUSION_ITEMS,
  wording: {
    title: { en: 'Statement and conclusions', hi: 'कथन और निष्कर्ष' },
    heading: { en: 'Conclusions', hi: 'निष्कर्ष' },
    label: { en: 'Conclusion', hi: 'निष्कर्ष' },
    holds: { en: 'follows', hi: 'अनुसरण करता है' },
    fails: { en: 'does not follow', hi: 'अनुसरण नहीं करता' },
    instruction: {
      en: 'Take the statement to be true even if it seems to be at variance with commonly known facts, and decide which of the conclusions definitely follow from it.',
      hi: 'कथन को सत्य मानते हुए, भले ही वह सर्वज्ञात तथ्यों से भिन्न प्रतीत हो, निर्णय कीजिए कि कौन-से निष्कर्ष कथन से निश्चित रूप से निकलते हैं।',
    },
    opening: {
      en: 'A conclusion follows only if the statement definitely implies it; guesses about reasons, the future or facts outside the statement do not follow.',
      hi: 'कोई निष्कर्ष तभी अनुसरण करता है जब वह कथन से निश्चित रूप से निकलता हो; कारणों, भविष्य या कथन से बाहर के तथ्यों के बारे में अनुमान अनुसरण नहीं करते।',
    },
    options: {
      only1: { en: 'Only conclusion I follows', hi: 'केवल निष्कर्ष I अनुसरण करता है' },
      only2: { en: 'Only conclusion II follows', hi: 'केवल निष्कर्ष II अनुसरण करता है' },
      either: { en: 'Either conclusion I or II follows', hi: 'या तो निष्कर्ष I या II अनुसरण करता है' },
      neither: { en: 'Neither conclusion I nor II follows', hi: 'न तो निष्कर्ष I और न ही II अनुसरण करता है' },
      both: { en: 'Both conclusions I and II follow', hi: 'निष्कर्ष I और II दोनों अनुसरण करते हैं' },
    },
    none: { en: 'None of the conclusions follows', hi: 'कोई भी निष्कर्ष अनुसरण नहीं करता' },
    all: { en: 'All four conclusions follow', hi: 'चारों निष्कर्ष अनुसरण करते हैं' },
    verbOne: { en: 'follows', hi: 'अनुसरण करता है' },
    verbMany: { en: 'follow', hi: 'अनुसरण करते हैं' },
  },
};

/** One statement, two hand-judged conclusions, the five standard options. */
export const statementConclusionsTwoConclusions = twoItemGenerator(
  CONCLUSIONS,
  'two-conclusions',
  'easy',
  45,
);

/** One statement, four hand-judged conclusions: which of them follow? */
export const statementConclusionsFourConclusions = manyItemGenerator(
  CONCLUSIONS,
  'four-conclusions',
  'medium',
  70,
);
