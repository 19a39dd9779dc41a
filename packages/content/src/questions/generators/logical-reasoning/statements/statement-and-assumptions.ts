/**
 * Statement and assumptions: all shapes of the topic (docs/question-bank.md), with the exams that ask them.
 * - two-assumptions (this file): one statement, assumptions I and II, five standard options — SSC CGL, Bank PO, RRB NTPC, placements.
 * - four-assumptions (this file): one statement, four assumptions, which are implicit — SSC CGL, Bank PO, RRB NTPC, placements.
 * - plan-assumptions (assumptions-plans.ts): "to reduce X, the authority decided Y", assumptions I and II — SSC CGL, Bank PO, RRB NTPC, placements.
 * - strengthening-facts (assumptions-strengthen.ts): an argument with a bold conclusion, which facts strengthen it — Bank PO, placements, CAT.
 * - critical-assumptions (assumptions-critical.ts, CAT level): a 4–6 line argument, which assumptions it needs — CAT, GMAT, Bank PO.
 * - critical-weakeners (assumptions-critical.ts, CAT level): the same kind of argument, which facts weaken it — CAT, GMAT, Bank PO.
 * - not-implicit (assumptions-decisions.ts): a decision, four assumptions, which one is NOT implicit — SSC CGL, RRB NTPC, Bank PO.
 * - advertisement-assumption (assumptions-adverts.ts): an advertisement or notice, which one assumption is implicit — SSC CGL, RRB NTPC, Bank PO.
 * - missing-premise (assumptions-premises.ts): an argument with a bold conclusion, the premise that closes the gap — Bank PO, CAT, placements.
 * - if-then-rule (assumptions-rules.ts): an "if … then" rule and three hidden premises — SSC CGL, Bank PO, placements.
 */
import {
  candidate,
  manyItemGenerator,
  type StatementItem,
  type StatementKind,
  twoItemGenerator,
} from './shared.js';

/**
 * Statement and assumptions. Every statement below was written with its candidate assumptions,
 * each judged by hand by the exam convention: an assumption is implicit if the statement (a notice,
 * an advice, a decision, an advertisement) would make no sense without it; extreme claims ("all",
 * "always", "only"), side issues and guesses beyond the statement are not implicit. Arguable
 * judgements were left out, and no complementary ("either") pairs are used for assumptions.
 */

const implicit = candidate(true);
const notImplicit = candidate(false);

export const ASSUMPTION_ITEMS: readonly StatementItem[] = [
  {
    statement: {
      en: 'Announcement at a railway station: "Passengers are requested to keep their luggage with them at all times."',
      hi: 'रेलवे स्टेशन पर घोषणा: "यात्रियों से अनुरोध है कि वे अपना सामान हर समय अपने पास रखें।"',
    },
    candidates: [
      implicit(
        'Passengers will pay attention to the announcement.',
        'यात्री घोषणा पर ध्यान देंगे।',
        'an announcement is made only because it is expected to be heard and followed.',
        'घोषणा इसी अपेक्षा से की जाती है कि उसे सुना और माना जाएगा।',
      ),
      implicit(
        'Luggage left unattended can cause problems at the station.',
        'लावारिस छोड़ा गया सामान स्टेशन पर समस्या पैदा कर सकता है।',
        'without some such risk there would be no reason to make the request.',
        'ऐसे किसी जोखिम के बिना यह अनुरोध करने का कोई कारण नहीं होता।',
      ),
      notImplicit(
        'Every passenger at the station carries luggage.',
        'स्टेशन पर हर यात्री के पास सामान होता है।',
        'the request is for those who have luggage; it does not need everyone to have some.',
        'अनुरोध उनके लिए है जिनके पास सामान है; इसके लिए हर यात्री के पास सामान होना ज़रूरी नहीं।',
      ),
      notImplicit(
        'Luggage left unattended at the station is always stolen.',
        'स्टेशन पर लावारिस छोड़ा गया सामान हमेशा चोरी हो जाता है।',
        '"always" is too strong; the request needs only some risk.',
        '"हमेशा" बहुत कठोर है; अनुरोध के लिए केवल कुछ जोखिम पर्याप्त है।',
      ),
      notImplicit(
        'The station has no cloakroom for luggage.',
        'स्टेशन पर सामान रखने के लिए कोई क्लोकरूम नहीं है।',
        'the request makes sense whether or not there is a cloakroom.',
        'क्लोकरूम हो या न हो, अनुरोध का अर्थ बना रहता है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The city corporation has decided to start an evening bus service to the industrial area from next month.',
      hi: 'नगर निगम ने अगले महीने से औद्योगिक क्षेत्र के लिए शाम की बस सेवा शुरू करने का निर्णय लिया है।',
    },
    candidates: [
      implicit(
        'Some people need to travel to or from the industrial area in the evening.',
        'कुछ लोगों को शाम के समय औद्योगिक क्षेत्र आना-जाना पड़ता है।',
        'a service nobody needs would not be started.',
        'जिस सेवा की किसी को ज़रूरत न हो, वह शुरू नहीं की जाती।',
      ),
      notImplicit(
        'All workers of the industrial area live far from it.',
        'औद्योगिक क्षेत्र के सभी कर्मचारी उससे दूर रहते हैं।',
        '"all" is too strong; the service needs only some passengers.',
        '"सभी" बहुत कठोर है; सेवा के लिए कुछ यात्री पर्याप्त हैं।',
      ),
      notImplicit(
        'Private buses to the industrial area will stop running.',
        'औद्योगिक क्षेत्र के लिए निजी बसें बंद हो जाएँगी।',
        'the decision does not depend on what private buses do.',
        'यह निर्णय निजी बसों के चलने या न चलने पर निर्भर नहीं है।',
      ),
      notImplicit(
        'The daytime bus service to the industrial area will be stopped.',
        'औद्योगिक क्षेत्र के लिए दिन की बस सेवा बंद कर दी जाएगी।',
        'an evening service is added; nothing about the day service is needed.',
        'शाम की सेवा जोड़ी जा रही है; दिन की सेवा के बारे में कुछ मानने की ज़रूरत नहीं।',
      ),
      notImplicit(
        'The evening service will earn more than the daytime service.',
        'शाम की सेवा से दिन की सेवा से अधिक कमाई होगी।',
        'the decision does not rest on comparing the earnings of the two.',
        'निर्णय दोनों की कमाई की तुलना पर टिका नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Advertisement: "Learn spoken English in 30 days at Sunrise Academy. Join our weekend batch!"',
      hi: 'विज्ञापन: "सनराइज़ अकादमी में 30 दिनों में अंग्रेज़ी बोलना सीखें। हमारे सप्ताहांत बैच से जुड़ें!"',
    },
    candidates: [
      implicit(
        'Some people want to learn to speak English.',
        'कुछ लोग अंग्रेज़ी बोलना सीखना चाहते हैं।',
        'the advertisement is addressed to such people; without them it would be pointless.',
        'विज्ञापन ऐसे ही लोगों के लिए है; उनके बिना यह निरर्थक होता।',
      ),
      implicit(
        'Some people are free on weekends to attend classes.',
        'कुछ लोग सप्ताहांत में कक्षाओं में आने के लिए खाली होते हैं।',
        'a weekend batch is offered only if someone can attend it.',
        'सप्ताहांत बैच तभी चलाया जाता है जब कोई उसमें आ सके।',
      ),
      notImplicit(
        'Spoken English cannot be learnt without joining an academy.',
        'किसी अकादमी से जुड़े बिना अंग्रेज़ी बोलना नहीं सीखा जा सकता।',
        'the advertisement needs only that the academy can help, not that it is the only way.',
        'विज्ञापन के लिए इतना पर्याप्त है कि अकादमी मदद कर सकती है, यह नहीं कि वही एकमात्र रास्ता है।',
      ),
      notImplicit(
        'Sunrise Academy is the only academy in the town that teaches spoken English.',
        'सनराइज़ अकादमी शहर की एकमात्र अकादमी है जो अंग्रेज़ी बोलना सिखाती है।',
        'other academies may exist; the advertisement does not depend on this.',
        'अन्य अकादमियाँ भी हो सकती हैं; विज्ञापन इस पर निर्भर नहीं है।',
      ),
      notImplicit(
        'Everyone who joins will speak English fluently after 30 days.',
        'जुड़ने वाला हर व्यक्ति 30 दिनों के बाद धाराप्रवाह अंग्रेज़ी बोलेगा।',
        '"everyone" and "fluently" go beyond what the advertisement needs.',
        '"हर व्यक्ति" और "धाराप्रवाह" विज्ञापन की आवश्यकता से आगे की बातें हैं।',
      ),
    ],
  },
  {
    statement: {
      en: 'Mr. Sharma to his son: "Take the 7 a.m. bus if you want to reach the interview on time."',
      hi: 'श्री शर्मा अपने बेटे से: "यदि तुम साक्षात्कार में समय पर पहुँचना चाहते हो, तो सुबह 7 बजे की बस लेना।"',
    },
    candidates: [
      implicit(
        'The 7 a.m. bus will get the son to the interview on time.',
        'सुबह 7 बजे की बस बेटे को समय पर साक्षात्कार तक पहुँचा देगी।',
        'the advice would make no sense if that bus could not get him there in time.',
        'यदि वह बस उसे समय पर न पहुँचा सके, तो इस सलाह का कोई अर्थ नहीं।',
      ),
      notImplicit(
        'The son has never travelled by bus before.',
        'बेटे ने पहले कभी बस से यात्रा नहीं की है।',
        'the advice does not depend on his past travel.',
        'सलाह उसकी पिछली यात्राओं पर निर्भर नहीं है।',
      ),
      notImplicit(
        'The interview will be very difficult.',
        'साक्षात्कार बहुत कठिन होगा।',
        'the advice is about reaching on time, not about the interview itself.',
        'सलाह समय पर पहुँचने के बारे में है, साक्षात्कार के बारे में नहीं।',
      ),
      notImplicit(
        'Buses in the city are always crowded.',
        'शहर की बसें हमेशा भरी रहती हैं।',
        'crowding has nothing to do with the advice.',
        'भीड़ का इस सलाह से कोई संबंध नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The school principal to parents: "Please make sure that your children bring a water bottle to school every day this summer."',
      hi: 'विद्यालय के प्रधानाचार्य अभिभावकों से: "कृपया सुनिश्चित करें कि इस गर्मी में आपके बच्चे हर दिन पानी की बोतल लेकर विद्यालय आएँ।"',
    },
    candidates: [
      implicit(
        'Parents can make sure that their children carry a water bottle.',
        'अभिभावक यह सुनिश्चित कर सकते हैं कि उनके बच्चे पानी की बोतल साथ रखें।',
        'one asks people only for what they are able to do.',
        'लोगों से वही करने को कहा जाता है जो वे कर सकते हैं।',
      ),
      implicit(
        'Children need drinking water during the school day in summer.',
        'गर्मियों में विद्यालय के समय बच्चों को पीने के पानी की ज़रूरत होती है।',
        'otherwise there would be no reason to ask for a water bottle.',
        'अन्यथा पानी की बोतल मँगवाने का कोई कारण नहीं होता।',
      ),
      notImplicit(
        'The school has no drinking water facility at all.',
        'विद्यालय में पीने के पानी की कोई व्यवस्था नहीं है।',
        'children may be asked to carry water even if the school has some.',
        'विद्यालय में पानी हो तब भी बच्चों से बोतल लाने को कहा जा सकता है।',
      ),
      notImplicit(
        'Children do not care about their health.',
        'बच्चे अपने स्वास्थ्य का ध्यान नहीं रखते।',
        'the request does not rest on any such judgement about children.',
        'यह अनुरोध बच्चों के बारे में ऐसी किसी राय पर आधारित नहीं है।',
      ),
      notImplicit(
        'Water bottles sold in the market are expensive.',
        'बाज़ार में मिलने वाली पानी की बोतलें महंगी हैं।',
        'the price of bottles is not relevant to the request.',
        'बोतलों की कीमत का इस अनुरोध से कोई संबंध नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The government has announced free coaching for students from low-income families who are preparing for engineering entrance tests.',
      hi: 'सरकार ने इंजीनियरिंग प्रवेश परीक्षाओं की तैयारी कर रहे कम आय वाले परिवारों के विद्यार्थियों के लिए निःशुल्क कोचिंग की घोषणा की है।',
    },
    candidates: [
      implicit(
        'Some students from low-income families want to prepare for engineering entrance tests.',
        'कम आय वाले परिवारों के कुछ विद्यार्थी इंजीनियरिंग प्रवेश परीक्षाओं की तैयारी करना चाहते हैं।',
        'the scheme is meant for them; without them it would have no takers.',
        'योजना उन्हीं के लिए है; उनके बिना इसका कोई लाभार्थी नहीं होगा।',
      ),
      implicit(
        'Coaching helps students prepare for entrance tests.',
        'कोचिंग से विद्यार्थियों को प्रवेश परीक्षाओं की तैयारी में मदद मिलती है।',
        'free coaching would be pointless if coaching did not help.',
        'यदि कोचिंग से मदद न मिलती, तो निःशुल्क कोचिंग निरर्थक होती।',
      ),
      notImplicit(
        'Students from high-income families do not need coaching.',
        'अधिक आय वाले परिवारों के विद्यार्थियों को कोचिंग की ज़रूरत नहीं होती।',
        'the scheme is about who gets it free, not about who needs coaching.',
        'योजना यह तय करती है कि किसे मुफ़्त मिले, यह नहीं कि किसे कोचिंग की ज़रूरत है।',
      ),
      notImplicit(
        'Every student who gets the free coaching will clear the test.',
        'निःशुल्क कोचिंग पाने वाला हर विद्यार्थी परीक्षा उत्तीर्ण करेगा।',
        '"every" is too strong; the scheme needs only that coaching helps.',
        '"हर" बहुत कठोर है; योजना के लिए इतना पर्याप्त है कि कोचिंग मदद करती है।',
      ),
      notImplicit(
        'Private coaching centres will have to close down.',
        'निजी कोचिंग केंद्रों को बंद होना पड़ेगा।',
        'the scheme does not depend on what happens to private centres.',
        'योजना निजी केंद्रों के भविष्य पर निर्भर नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Notice in a library: "Mobile phones must be kept on silent mode inside the reading room."',
      hi: 'पुस्तकालय में सूचना: "पठन कक्ष के भीतर मोबाइल फ़ोन साइलेंट मोड पर रखना अनिवार्य है।"',
    },
    candidates: [
      implicit(
        'A ringing phone can disturb readers.',
        'बजता हुआ फ़ोन पाठकों को परेशान कर सकता है।',
        'otherwise there would be no reason to ask for silent mode.',
        'अन्यथा साइलेंट मोड की माँग करने का कोई कारण नहीं होता।',
      ),
      implicit(
        'Readers may bring mobile phones into the reading room.',
        'पाठक पठन कक्ष में मोबाइल फ़ोन ला सकते हैं।',
        'the notice would be pointless if no phones came into the room.',
        'यदि कक्ष में कोई फ़ोन ही न आए, तो सूचना निरर्थक होती।',
      ),
      notImplicit(
        'Readers do not use their phones at home.',
        'पाठक घर पर अपने फ़ोन का उपयोग नहीं करते।',
        'the notice is about the reading room only.',
        'सूचना केवल पठन कक्ष के बारे में है।',
      ),
      notImplicit(
        'Using a mobile phone harms the eyes.',
        'मोबाइल फ़ोन का उपयोग आँखों को नुकसान पहुँचाता है।',
        'the notice is about noise, not about health.',
        'सूचना शोर के बारे में है, स्वास्थ्य के बारे में नहीं।',
      ),
      notImplicit(
        'The library will take away any phone that rings.',
        'जो फ़ोन बजेगा, पुस्तकालय उसे ज़ब्त कर लेगा।',
        'no penalty is needed for the notice to make sense.',
        'सूचना के सार्थक होने के लिए किसी दंड की ज़रूरत नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Board at a clothes shop: "Buy two shirts and get the third one free. Offer valid this week only."',
      hi: 'कपड़ों की दुकान पर बोर्ड: "दो कमीज़ें खरीदें और तीसरी मुफ़्त पाएँ। ऑफ़र केवल इस सप्ताह के लिए।"',
    },
    candidates: [
      implicit(
        'The offer will draw more customers to the shop.',
        'यह ऑफ़र दुकान पर अधिक ग्राहक लाएगा।',
        'a shop makes such an offer only in the hope of attracting buyers.',
        'दुकान ऐसा ऑफ़र ग्राहकों को आकर्षित करने की आशा से ही देती है।',
      ),
      implicit(
        'Some customers are willing to buy two shirts at a time.',
        'कुछ ग्राहक एक बार में दो कमीज़ें खरीदने को तैयार होते हैं।',
        'the free shirt comes only with two bought, so the offer counts on such buyers.',
        'मुफ़्त कमीज़ दो खरीदने पर ही मिलती है, इसलिए ऑफ़र ऐसे ग्राहकों पर निर्भर है।',
      ),
      notImplicit(
        'The shopkeeper will make a loss on every shirt sold this week.',
        'दुकानदार को इस सप्ताह बिकी हर कमीज़ पर घाटा होगा।',
        'the offer does not depend on a loss; it may still leave a profit.',
        'ऑफ़र घाटे पर निर्भर नहीं है; इसमें भी लाभ बच सकता है।',
      ),
      notImplicit(
        'The shirts in the shop are of poor quality.',
        'दुकान की कमीज़ें घटिया गुणवत्ता की हैं।',
        'nothing in the board depends on the quality of the shirts.',
        'बोर्ड की कोई बात कमीज़ों की गुणवत्ता पर निर्भर नहीं है।',
      ),
      notImplicit(
        'No other shop in the area has a similar offer.',
        'आसपास की किसी अन्य दुकान पर ऐसा ऑफ़र नहीं है।',
        'the offer makes sense whatever other shops do.',
        'अन्य दुकानें कुछ भी करें, यह ऑफ़र सार्थक रहता है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The railways have decided to add two extra coaches to the Morning Express during the festival season.',
      hi: 'रेलवे ने त्योहारों के मौसम में मॉर्निंग एक्सप्रेस में दो अतिरिक्त डिब्बे जोड़ने का निर्णय लिया है।',
    },
    candidates: [
      implicit(
        'More passengers are expected to travel on the Morning Express during the festival season.',
        'त्योहारों के मौसम में मॉर्निंग एक्सप्रेस में अधिक यात्रियों के यात्रा करने की संभावना है।',
        'extra coaches would be added only for extra passengers.',
        'अतिरिक्त डिब्बे अतिरिक्त यात्रियों के लिए ही जोड़े जाते हैं।',
      ),
      implicit(
        'It is possible to run the Morning Express with two more coaches.',
        'मॉर्निंग एक्सप्रेस को दो और डिब्बों के साथ चलाना संभव है।',
        'one does not decide on something that cannot be done.',
        'जो किया ही न जा सके, उसका निर्णय नहीं लिया जाता।',
      ),
      notImplicit(
        'The Morning Express runs nearly empty for the rest of the year.',
        'बाकी वर्ष मॉर्निंग एक्सप्रेस लगभग खाली चलती है।',
        'the decision needs more passengers in the season, not an empty train at other times.',
        'निर्णय के लिए मौसम में अधिक यात्री चाहिए, बाकी समय खाली ट्रेन नहीं।',
      ),
      notImplicit(
        'Fares on the Morning Express will be raised during the festival season.',
        'त्योहारों के मौसम में मॉर्निंग एक्सप्रेस का किराया बढ़ाया जाएगा।',
        'fares have nothing to do with adding coaches.',
        'किराये का डिब्बे जोड़ने से कोई संबंध नहीं है।',
      ),
      notImplicit(
        'Other trains on the route will be cancelled during the season.',
        'उस मौसम में उस मार्ग की अन्य ट्रेनें रद्द कर दी जाएँगी।',
        'the decision does not depend on other trains.',
        'निर्णय अन्य ट्रेनों पर निर्भर नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The manager to the team: "Submit your monthly reports by Friday so that I can go through them over the weekend."',
      hi: 'प्रबंधक टीम से: "अपनी मासिक रिपोर्ट शुक्रवार तक जमा कर दें, ताकि मैं सप्ताहांत में उन्हें देख सकूँ।"',
    },
    candidates: [
      implicit(
        'The team members are able to finish their reports by Friday.',
        'टीम के सदस्य शुक्रवार तक अपनी रिपोर्ट पूरी कर सकते हैं।',
        'a deadline that cannot be met would make the instruction pointless.',
        'जो समय-सीमा पूरी न हो सके, उससे निर्देश निरर्थक हो जाता।',
      ),
      implicit(
        'The manager will have time to go through the reports over the weekend.',
        'प्रबंधक के पास सप्ताहांत में रिपोर्ट देखने का समय होगा।',
        'the stated purpose of the deadline depends on it.',
        'समय-सीमा का बताया गया उद्देश्य इसी पर निर्भर है।',
      ),
      notImplicit(
        'The team members usually submit their reports late.',
        'टीम के सदस्य आम तौर पर अपनी रिपोर्ट देर से जमा करते हैं।',
        'a deadline can be set without any history of delay.',
        'देरी के किसी इतिहास के बिना भी समय-सीमा तय की जा सकती है।',
      ),
      notImplicit(
        'The reports are full of mistakes.',
        'रिपोर्टें गलतियों से भरी होती हैं।',
        'reviewing a report does not mean expecting it to be full of mistakes.',
        'रिपोर्ट देखने का अर्थ यह मानना नहीं कि वह गलतियों से भरी है।',
      ),
      notImplicit(
        'The manager has no work on weekdays.',
        'प्रबंधक के पास सप्ताह के दिनों में कोई काम नहीं होता।',
        'the instruction does not depend on this; if anything it suggests the opposite.',
        'निर्देश इस पर निर्भर नहीं है; बल्कि इससे उलटा संकेत मिलता है।',
      ),
    ],
  },
  {
    statement: {
      en: 'More and more people in our city now cycle to work, so the city council should build separate cycle tracks on the main roads.',
      hi: 'हमारे शहर में अब अधिकाधिक लोग साइकिल से काम पर जाते हैं, इसलिए नगर परिषद को मुख्य सड़कों पर अलग साइकिल पथ बनाने चाहिए।',
    },
    candidates: [
      implicit(
        'Separate cycle tracks would be useful to people who cycle to work.',
        'अलग साइकिल पथ साइकिल से काम पर जाने वालों के लिए उपयोगी होंगे।',
        'the suggestion rests on the tracks being of use to them.',
        'यह सुझाव इसी बात पर टिका है कि पथ उनके काम आएँगे।',
      ),
      implicit(
        "The city's main roads do not have separate cycle tracks at present.",
        'शहर की मुख्य सड़कों पर अभी अलग साइकिल पथ नहीं हैं।',
        'one does not ask for tracks that already exist.',
        'जो पथ पहले से हों, उन्हें बनाने की माँग नहीं की जाती।',
      ),
      notImplicit(
        'Cars should be banned from the main roads.',
        'मुख्य सड़कों पर कारों पर प्रतिबंध लगना चाहिए।',
        'the suggestion is to add tracks, not to remove cars.',
        'सुझाव पथ जोड़ने का है, कारें हटाने का नहीं।',
      ),
      notImplicit(
        'Cycling is the cheapest way to travel in the city.',
        'शहर में यात्रा का सबसे सस्ता तरीका साइकिल चलाना है।',
        'cost is not part of the argument.',
        'लागत इस तर्क का हिस्सा नहीं है।',
      ),
      notImplicit(
        'Everyone in the city owns a bicycle.',
        'शहर में हर व्यक्ति के पास साइकिल है।',
        '"everyone" is too strong; the argument needs only the growing number of cyclists.',
        '"हर व्यक्ति" बहुत कठोर है; तर्क के लिए साइकिल चालकों की बढ़ती संख्या पर्याप्त है।',
      ),
    ],
  },
  {
    statement: {
      en: "The hospital has installed a token display screen in its outpatient department to reduce crowding at the doctors' doors.",
      hi: 'अस्पताल ने डॉक्टरों के दरवाज़ों पर भीड़ कम करने के लिए अपने बाह्य रोगी विभाग में टोकन डिस्प्ले स्क्रीन लगाई है।',
    },
    candidates: [
      implicit(
        'Patients will be able to learn their turn from the display.',
        'मरीज़ डिस्प्ले से अपनी बारी जान सकेंगे।',
        'the screen can reduce crowding only if patients can follow it.',
        'स्क्रीन भीड़ तभी कम कर सकती है जब मरीज़ उसे समझ सकें।',
      ),
      implicit(
        "Patients crowd at the doctors' doors at present.",
        'अभी मरीज़ डॉक्टरों के दरवाज़ों पर भीड़ लगाते हैं।',
        'there is no point in reducing crowding that does not exist.',
        'जो भीड़ हो ही नहीं, उसे कम करने का कोई अर्थ नहीं।',
      ),
      notImplicit(
        'The hospital has too few doctors.',
        'अस्पताल में डॉक्टर बहुत कम हैं।',
        'the step is about waiting in order, not about the number of doctors.',
        'यह कदम क्रम से प्रतीक्षा के बारे में है, डॉक्टरों की संख्या के बारे में नहीं।',
      ),
      notImplicit(
        'The display will also shorten the time doctors take to treat patients.',
        'डिस्प्ले से डॉक्टरों द्वारा इलाज में लगने वाला समय भी घटेगा।',
        'the purpose stated is less crowding, not faster treatment.',
        'बताया गया उद्देश्य भीड़ कम करना है, तेज़ इलाज नहीं।',
      ),
      notImplicit(
        'All patients of the hospital can read English.',
        'अस्पताल के सभी मरीज़ अंग्रेज़ी पढ़ सकते हैं।',
        '"all" and "English" go beyond the statement; token numbers need no such thing.',
        '"सभी" और "अंग्रेज़ी" कथन से आगे की बातें हैं; टोकन संख्या के लिए यह ज़रूरी नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'A tourism department advertisement: "Visit the hill town of Saranpur this winter and enjoy the snowfall."',
      hi: 'पर्यटन विभाग का विज्ञापन: "इस सर्दी पहाड़ी नगर सरनपुर आइए और बर्फ़बारी का आनंद लीजिए।"',
    },
    candidates: [
      implicit(
        'Snowfall is likely in Saranpur this winter.',
        'इस सर्दी सरनपुर में बर्फ़बारी की संभावना है।',
        'the advertisement promises snowfall, so it takes it to be likely.',
        'विज्ञापन बर्फ़बारी का वादा करता है, इसलिए उसे संभावित मानता है।',
      ),
      implicit(
        'Some tourists would like to see snowfall.',
        'कुछ पर्यटक बर्फ़बारी देखना चाहेंगे।',
        'snowfall is offered as the attraction, so it must appeal to someone.',
        'बर्फ़बारी को आकर्षण के रूप में पेश किया गया है, इसलिए वह किसी को तो भाती होगी।',
      ),
      notImplicit(
        'Saranpur is the coldest town in the state.',
        'सरनपुर राज्य का सबसे ठंडा नगर है।',
        'the advertisement needs snowfall, not the coldest weather in the state.',
        'विज्ञापन के लिए बर्फ़बारी चाहिए, राज्य का सबसे ठंडा मौसम नहीं।',
      ),
      notImplicit(
        'Tourists do not visit Saranpur in summer.',
        'पर्यटक गर्मियों में सरनपुर नहीं आते।',
        'the advertisement is about winter and says nothing of summer.',
        'विज्ञापन सर्दी के बारे में है, गर्मी के बारे में कुछ नहीं कहता।',
      ),
      notImplicit(
        'Hotels in Saranpur are cheap in winter.',
        'सर्दियों में सरनपुर के होटल सस्ते होते हैं।',
        'prices play no part in the advertisement.',
        'विज्ञापन में कीमतों की कोई भूमिका नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The company has decided to give its employees the option of working from home two days a week.',
      hi: 'कंपनी ने अपने कर्मचारियों को सप्ताह में दो दिन घर से काम करने का विकल्प देने का निर्णय लिया है।',
    },
    candidates: [
      implicit(
        "Some of the company's work can be done from home.",
        'कंपनी का कुछ काम घर से किया जा सकता है।',
        'the option would be meaningless if no work could be done from home.',
        'यदि घर से कोई काम न हो सके, तो यह विकल्प निरर्थक होता।',
      ),
      notImplicit(
        'Employees dislike coming to the office.',
        'कर्मचारियों को दफ़्तर आना पसंद नहीं है।',
        'an option can be offered without any such dislike.',
        'ऐसी किसी नापसंदगी के बिना भी विकल्प दिया जा सकता है।',
      ),
      notImplicit(
        'The office will be closed on two days every week.',
        'दफ़्तर हर सप्ताह दो दिन बंद रहेगा।',
        'working from home is an option, not a closure of the office.',
        'घर से काम करना एक विकल्प है, दफ़्तर का बंद होना नहीं।',
      ),
      notImplicit(
        'Every employee has a fast internet connection at home.',
        'हर कर्मचारी के घर पर तेज़ इंटरनेट कनेक्शन है।',
        '"every" is too strong for an option that employees may or may not take.',
        'जिस विकल्प को कर्मचारी चुनें या न चुनें, उसके लिए "हर" बहुत कठोर है।',
      ),
      notImplicit(
        'The company wants to cut its electricity bill.',
        'कंपनी अपना बिजली का बिल घटाना चाहती है।',
        'no reason for the decision is needed or given.',
        'निर्णय का कोई कारण न दिया गया है, न उसकी ज़रूरत है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Instruction at a petrol pump: "Switch off your engine and mobile phone while refuelling."',
      hi: 'पेट्रोल पंप पर निर्देश: "ईंधन भरवाते समय अपना इंजन और मोबाइल फ़ोन बंद रखें।"',
    },
    candidates: [
      implicit(
        'Keeping the engine or the phone on while refuelling may be unsafe.',
        'ईंधन भरवाते समय इंजन या फ़ोन चालू रखना असुरक्षित हो सकता है।',
        'without some such risk the instruction would have no purpose.',
        'ऐसे किसी जोखिम के बिना निर्देश का कोई उद्देश्य नहीं होता।',
      ),
      implicit(
        'People will follow the instruction.',
        'लोग निर्देश का पालन करेंगे।',
        'an instruction is put up expecting it to be followed.',
        'निर्देश इसी अपेक्षा से लगाया जाता है कि उसका पालन होगा।',
      ),
      notImplicit(
        'Accidents happen often at petrol pumps.',
        'पेट्रोल पंपों पर अक्सर दुर्घटनाएँ होती हैं।',
        'a precaution does not need accidents to be frequent.',
        'सावधानी के लिए दुर्घटनाओं का अक्सर होना ज़रूरी नहीं।',
      ),
      notImplicit(
        'Mobile phones should be banned at petrol pumps.',
        'पेट्रोल पंपों पर मोबाइल फ़ोन पर प्रतिबंध होना चाहिए।',
        'the instruction asks to switch phones off while refuelling, not to ban them.',
        'निर्देश ईंधन भरवाते समय फ़ोन बंद करने को कहता है, उन पर प्रतिबंध लगाने को नहीं।',
      ),
      notImplicit(
        'People refuel their vehicles only in the daytime.',
        'लोग अपने वाहनों में केवल दिन में ईंधन भरवाते हैं।',
        'the time of day has nothing to do with the instruction.',
        'दिन के समय का इस निर्देश से कोई संबंध नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The state government plans to open 50 new primary health centres in villages that are more than 10 km from any hospital.',
      hi: 'राज्य सरकार ने किसी भी अस्पताल से 10 किलोमीटर से अधिक दूर स्थित गाँवों में 50 नए प्राथमिक स्वास्थ्य केंद्र खोलने की योजना बनाई है।',
    },
    candidates: [
      implicit(
        'Some villages in the state are more than 10 km from any hospital.',
        'राज्य के कुछ गाँव किसी भी अस्पताल से 10 किलोमीटर से अधिक दूर हैं।',
        'the plan is for such villages, so they must exist.',
        'योजना ऐसे ही गाँवों के लिए है, इसलिए उनका होना आवश्यक है।',
      ),
      implicit(
        'A health centre close by will make health care easier to reach for the villagers.',
        'पास में स्वास्थ्य केंद्र होने से गाँव वालों के लिए इलाज तक पहुँचना आसान होगा।',
        'the plan rests on nearness to care being useful.',
        'योजना इसी बात पर टिकी है कि इलाज का पास होना उपयोगी है।',
      ),
      notImplicit(
        'Villagers do not like going to hospitals in the cities.',
        'गाँव वाले शहर के अस्पतालों में जाना पसंद नहीं करते।',
        'the plan is about distance, not about what villagers like.',
        'योजना दूरी के बारे में है, गाँव वालों की पसंद के बारे में नहीं।',
      ),
      notImplicit(
        'Villages near hospitals have no health problems.',
        'अस्पतालों के पास के गाँवों में कोई स्वास्थ्य समस्या नहीं है।',
        'those villages are left out for being near a hospital, not for having no problems.',
        'वे गाँव अस्पताल के पास होने के कारण छोड़े गए हैं, समस्याएँ न होने के कारण नहीं।',
      ),
      notImplicit(
        'Doctors prefer working in villages to working in cities.',
        'डॉक्टर शहरों की बजाय गाँवों में काम करना पसंद करते हैं।',
        "the plan does not depend on doctors' preferences.",
        'योजना डॉक्टरों की पसंद पर निर्भर नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'A father to his daughter: "Save a part of your pocket money every month, so that you can buy the bicycle you want by the end of the year."',
      hi: 'एक पिता अपनी बेटी से: "हर महीने अपने जेब खर्च का कुछ हिस्सा बचाओ, ताकि साल के अंत तक तुम अपनी मनचाही साइकिल खरीद सको।"',
    },
    candidates: [
      implicit(
        'The daughter gets pocket money every month.',
        'बेटी को हर महीने जेब खर्च मिलता है।',
        'she can save a part of it every month only if she gets it.',
        'हर महीने उसका हिस्सा तभी बचाया जा सकता है जब वह मिलता हो।',
      ),
      implicit(
        'What she saves by the end of the year will be enough to buy the bicycle.',
        'साल के अंत तक की गई बचत साइकिल खरीदने के लिए पर्याप्त होगी।',
        'the advice is given with exactly this purpose.',
        'सलाह ठीक इसी उद्देश्य से दी गई है।',
      ),
      notImplicit(
        'The daughter wastes her pocket money.',
        'बेटी अपना जेब खर्च बर्बाद करती है।',
        'advice to save does not require that she wastes money now.',
        'बचत की सलाह के लिए यह ज़रूरी नहीं कि वह अभी पैसे बर्बाद करती हो।',
      ),
      notImplicit(
        'Bicycles will become cheaper by the end of the year.',
        'साल के अंत तक साइकिलें सस्ती हो जाएँगी।',
        'the advice does not count on any fall in price.',
        'सलाह कीमत घटने पर निर्भर नहीं है।',
      ),
      notImplicit(
        'The daughter cannot save more than half of her pocket money.',
        'बेटी अपने जेब खर्च का आधे से अधिक हिस्सा नहीं बचा सकती।',
        'how much she can save is not part of the advice.',
        'वह कितना बचा सकती है, यह सलाह का हिस्सा नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The college has made attendance in at least 75 percent of classes compulsory for sitting in the final examination.',
      hi: 'कॉलेज ने अंतिम परीक्षा में बैठने के लिए कम से कम 75 प्रतिशत कक्षाओं में उपस्थिति अनिवार्य कर दी है।',
    },
    candidates: [
      implicit(
        'Attending classes helps students in their studies.',
        'कक्षाओं में उपस्थित रहने से विद्यार्थियों को पढ़ाई में मदद मिलती है।',
        'the rule would have no purpose if attendance did not help.',
        'यदि उपस्थिति से मदद न मिलती, तो नियम का कोई उद्देश्य नहीं होता।',
      ),
      implicit(
        "The college can keep a record of each student's attendance.",
        'कॉलेज हर विद्यार्थी की उपस्थिति का रिकॉर्ड रख सकता है।',
        'the rule cannot be applied without such a record.',
        'ऐसे रिकॉर्ड के बिना नियम लागू नहीं किया जा सकता।',
      ),
      notImplicit(
        'At present, every student attends fewer than 75 percent of classes.',
        'अभी हर विद्यार्थी 75 प्रतिशत से कम कक्षाओं में उपस्थित रहता है।',
        '"every" is too strong; the rule can be made whatever the present attendance.',
        '"हर" बहुत कठोर है; वर्तमान उपस्थिति जो भी हो, नियम बनाया जा सकता है।',
      ),
      notImplicit(
        'Students with 75 percent attendance will pass the final examination.',
        '75 प्रतिशत उपस्थिति वाले विद्यार्थी अंतिम परीक्षा उत्तीर्ण कर लेंगे।',
        'the rule is about sitting in the examination, not passing it.',
        'नियम परीक्षा में बैठने के बारे में है, उत्तीर्ण होने के बारे में नहीं।',
      ),
      notImplicit(
        'The final examination is very difficult.',
        'अंतिम परीक्षा बहुत कठिन है।',
        'the rule does not depend on how hard the examination is.',
        'नियम परीक्षा की कठिनाई पर निर्भर नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Because of heavy traffic near the school gate in the mornings, the traffic police will post a constable there from 7:30 to 8:30 a.m.',
      hi: 'सुबह के समय विद्यालय के गेट के पास भारी यातायात के कारण यातायात पुलिस वहाँ सुबह 7:30 से 8:30 बजे तक एक सिपाही तैनात करेगी।',
    },
    candidates: [
      implicit(
        'A constable on duty can help manage the traffic near the school gate.',
        'ड्यूटी पर तैनात सिपाही विद्यालय के गेट के पास यातायात सँभालने में मदद कर सकता है।',
        'posting him would be pointless otherwise.',
        'अन्यथा उसे तैनात करना निरर्थक होता।',
      ),
      notImplicit(
        'Parents drive carelessly near the school.',
        'अभिभावक विद्यालय के पास लापरवाही से गाड़ी चलाते हैं।',
        'heavy traffic need not mean careless driving.',
        'भारी यातायात का अर्थ लापरवाह ड्राइविंग नहीं है।',
      ),
      notImplicit(
        'The school should change its timings.',
        'विद्यालय को अपना समय बदलना चाहिए।',
        'the step taken is a constable, not new school timings.',
        'उठाया गया कदम सिपाही की तैनाती है, विद्यालय का नया समय नहीं।',
      ),
      notImplicit(
        'There will be no traffic near the school gate after 8:30 a.m.',
        'सुबह 8:30 बजे के बाद विद्यालय के गेट के पास कोई यातायात नहीं होगा।',
        '"no traffic" is too strong; the plan needs only that the rush is over by then.',
        '"कोई यातायात नहीं" बहुत कठोर है; योजना के लिए इतना पर्याप्त है कि तब तक भीड़ कम हो जाए।',
      ),
      notImplicit(
        'Accidents have taken place near the school gate.',
        'विद्यालय के गेट के पास दुर्घटनाएँ हुई हैं।',
        'the reason given is heavy traffic, not accidents.',
        'बताया गया कारण भारी यातायात है, दुर्घटनाएँ नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'A mobile phone company has launched a low-priced smartphone for first-time users.',
      hi: 'एक मोबाइल फ़ोन कंपनी ने पहली बार स्मार्टफ़ोन इस्तेमाल करने वालों के लिए कम कीमत का स्मार्टफ़ोन पेश किया है।',
    },
    candidates: [
      implicit(
        'There are people who have not yet used a smartphone.',
        'ऐसे लोग हैं जिन्होंने अभी तक स्मार्टफ़ोन का उपयोग नहीं किया है।',
        'a phone for first-time users needs such people to exist.',
        'पहली बार उपयोग करने वालों के फ़ोन के लिए ऐसे लोगों का होना आवश्यक है।',
      ),
      implicit(
        'Price matters to some of those who are buying their first smartphone.',
        'पहला स्मार्टफ़ोन खरीदने वाले कुछ लोगों के लिए कीमत मायने रखती है।',
        'a low price is offered to them precisely as the attraction.',
        'उन्हें कम कीमत ठीक आकर्षण के रूप में दी गई है।',
      ),
      notImplicit(
        'The low-priced phone has all the features of the costly models.',
        'कम कीमत वाले फ़ोन में महंगे मॉडलों की सभी सुविधाएँ हैं।',
        'the launch does not depend on matching every feature.',
        'यह पेशकश हर सुविधा के बराबर होने पर निर्भर नहीं है।',
      ),
      notImplicit(
        'Experienced users will stop buying costly phones.',
        'अनुभवी उपयोगकर्ता महंगे फ़ोन खरीदना बंद कर देंगे।',
        'the phone is aimed at first-time users, not at experienced ones.',
        'फ़ोन पहली बार उपयोग करने वालों के लिए है, अनुभवी उपयोगकर्ताओं के लिए नहीं।',
      ),
      notImplicit(
        'The company has been making losses.',
        'कंपनी घाटे में चल रही है।',
        "nothing in the launch depends on the company's finances.",
        'इस पेशकश की कोई बात कंपनी की आर्थिक स्थिति पर निर्भर नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Sign at a hospital: "Visitors are not allowed in the intensive care unit after 8 p.m."',
      hi: 'अस्पताल में सूचना: "रात 8 बजे के बाद गहन चिकित्सा इकाई में आगंतुकों का प्रवेश वर्जित है।"',
    },
    candidates: [
      implicit(
        'Some visitors may want to enter the intensive care unit after 8 p.m.',
        'कुछ आगंतुक रात 8 बजे के बाद गहन चिकित्सा इकाई में जाना चाह सकते हैं।',
        'a sign forbidding something nobody would do is pointless.',
        'जिस काम को कोई करना ही न चाहे, उस पर रोक की सूचना निरर्थक है।',
      ),
      implicit(
        'Keeping visitors out of the intensive care unit at night is good for the patients.',
        'रात में आगंतुकों को गहन चिकित्सा इकाई से बाहर रखना मरीज़ों के हित में है।',
        'the rule would have no purpose otherwise.',
        'अन्यथा इस नियम का कोई उद्देश्य नहीं होता।',
      ),
      notImplicit(
        'Visitors spread infections in the hospital.',
        'आगंतुक अस्पताल में संक्रमण फैलाते हैं।',
        'the sign gives no reason, and it makes sense without this one.',
        'सूचना कोई कारण नहीं बताती, और इस कारण के बिना भी उसका अर्थ बनता है।',
      ),
      notImplicit(
        'The hospital does not allow any visitors at any time.',
        'अस्पताल किसी भी समय किसी आगंतुक को आने नहीं देता।',
        'the rule covers only the intensive care unit after 8 p.m.',
        'नियम केवल रात 8 बजे के बाद गहन चिकित्सा इकाई पर लागू है।',
      ),
      notImplicit(
        'Doctors do not work in the hospital at night.',
        'रात में अस्पताल में डॉक्टर काम नहीं करते।',
        'the sign is about visitors, not doctors.',
        'सूचना आगंतुकों के बारे में है, डॉक्टरों के बारे में नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: "The city's water board has asked residents to fix leaking taps in their homes to save water this summer.",
      hi: 'शहर के जल बोर्ड ने निवासियों से इस गर्मी में पानी बचाने के लिए अपने घरों के टपकते नल ठीक कराने को कहा है।',
    },
    candidates: [
      implicit(
        'Leaking taps waste water.',
        'टपकते नलों से पानी बर्बाद होता है।',
        'fixing them could not save water otherwise.',
        'अन्यथा उन्हें ठीक कराने से पानी नहीं बचता।',
      ),
      implicit(
        'Residents are able to get the leaking taps in their homes fixed.',
        'निवासी अपने घरों के टपकते नल ठीक करा सकते हैं।',
        'the board asks only for something residents can do.',
        'बोर्ड वही माँगता है जो निवासी कर सकते हैं।',
      ),
      notImplicit(
        'There will be no shortage of water in winter.',
        'सर्दियों में पानी की कोई कमी नहीं होगी।',
        'the request is about this summer; winter is not part of it.',
        'अनुरोध इस गर्मी के बारे में है; सर्दी उसका हिस्सा नहीं है।',
      ),
      notImplicit(
        'Every house in the city has a leaking tap.',
        'शहर के हर घर में एक टपकता नल है।',
        '"every" is too strong; the request is for those who have one.',
        '"हर" बहुत कठोर है; अनुरोध उनके लिए है जिनके घर में ऐसा नल है।',
      ),
      notImplicit(
        'Residents will be fined for leaking taps.',
        'टपकते नलों के लिए निवासियों पर जुर्माना लगेगा।',
        'a request needs no penalty to make sense.',
        'अनुरोध के सार्थक होने के लिए किसी जुर्माने की ज़रूरत नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'An online store has announced: "Orders placed before 2 p.m. will be delivered the same day within the city."',
      hi: 'एक ऑनलाइन स्टोर ने घोषणा की है: "दोपहर 2 बजे से पहले दिए गए ऑर्डर शहर के भीतर उसी दिन पहुँचा दिए जाएँगे।"',
    },
    candidates: [
      implicit(
        'The store can deliver orders within the city in a few hours.',
        'स्टोर शहर के भीतर कुछ ही घंटों में ऑर्डर पहुँचा सकता है।',
        'the promise could not be made otherwise.',
        'अन्यथा यह वादा किया ही नहीं जा सकता था।',
      ),
      implicit(
        'Some customers want their orders delivered quickly.',
        'कुछ ग्राहक चाहते हैं कि उनके ऑर्डर जल्दी पहुँचें।',
        'same-day delivery is offered as an attraction to such customers.',
        'उसी दिन डिलीवरी ऐसे ही ग्राहकों के लिए आकर्षण के रूप में दी गई है।',
      ),
      notImplicit(
        'Orders placed after 2 p.m. will not be delivered at all.',
        'दोपहर 2 बजे के बाद दिए गए ऑर्डर पहुँचाए ही नहीं जाएँगे।',
        'they may simply be delivered later; the announcement does not need this.',
        'वे बाद में पहुँचाए जा सकते हैं; घोषणा के लिए यह मानना ज़रूरी नहीं।',
      ),
      notImplicit(
        'The store has no customers outside the city.',
        'शहर के बाहर स्टोर का कोई ग्राहक नहीं है।',
        'the promise covers the city; it does not depend on there being no one outside it.',
        'वादा शहर के लिए है; यह इस पर निर्भर नहीं कि बाहर कोई ग्राहक न हो।',
      ),
      notImplicit(
        'Other stores take a week to deliver.',
        'अन्य स्टोर डिलीवरी में एक सप्ताह लगाते हैं।',
        'the announcement makes no comparison with other stores.',
        'घोषणा अन्य स्टोरों से कोई तुलना नहीं करती।',
      ),
    ],
  },
  {
    statement: {
      en: 'A teacher to her class: "Read the chapter on fractions before tomorrow\'s lesson, so that you can follow it easily."',
      hi: 'एक शिक्षिका अपनी कक्षा से: "कल के पाठ से पहले भिन्न वाला अध्याय पढ़ लेना, ताकि तुम उसे आसानी से समझ सको।"',
    },
    candidates: [
      implicit(
        'Reading the chapter beforehand will help the students follow the lesson.',
        'अध्याय पहले से पढ़ने से विद्यार्थियों को पाठ समझने में मदद मिलेगी।',
        'this is the whole purpose of the advice.',
        'सलाह का पूरा उद्देश्य यही है।',
      ),
      implicit(
        "Tomorrow's lesson will be about fractions.",
        'कल का पाठ भिन्नों के बारे में होगा।',
        'reading that chapter could help with the lesson only if the lesson is on fractions.',
        'वह अध्याय पाठ में तभी मदद कर सकता है जब पाठ भिन्नों पर हो।',
      ),
      notImplicit(
        'The students have never studied fractions before.',
        'विद्यार्थियों ने पहले कभी भिन्न नहीं पढ़े हैं।',
        'reading ahead can help even those who have met fractions before.',
        'पहले से पढ़ना उनके लिए भी उपयोगी है जो भिन्न पहले पढ़ चुके हैं।',
      ),
      notImplicit(
        'The students do not pay attention in class.',
        'विद्यार्थी कक्षा में ध्यान नहीं देते।',
        'the advice does not rest on any such complaint.',
        'सलाह ऐसी किसी शिकायत पर आधारित नहीं है।',
      ),
      notImplicit(
        'The chapter on fractions is the hardest in the book.',
        'भिन्न वाला अध्याय पुस्तक का सबसे कठिन अध्याय है।',
        'no comparison with other chapters is needed.',
        'अन्य अध्यायों से तुलना की कोई ज़रूरत नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'The transport department has made helmets compulsory for pillion riders on two-wheelers.',
      hi: 'परिवहन विभाग ने दोपहिया वाहनों पर पीछे बैठने वाले सवारों के लिए हेलमेट अनिवार्य कर दिया है।',
    },
    candidates: [
      implicit(
        'Helmets can protect pillion riders from injury in an accident.',
        'दुर्घटना में हेलमेट पीछे बैठे सवारों को चोट से बचा सकते हैं।',
        'the rule would have no purpose otherwise.',
        'अन्यथा इस नियम का कोई उद्देश्य नहीं होता।',
      ),
      notImplicit(
        'Most road accidents involve two-wheelers.',
        'अधिकांश सड़क दुर्घटनाओं में दोपहिया वाहन शामिल होते हैं।',
        'the rule needs only that helmets help, not that two-wheelers have most accidents.',
        'नियम के लिए इतना पर्याप्त है कि हेलमेट मदद करते हैं; यह नहीं कि अधिकांश दुर्घटनाएँ दोपहिया वाहनों की होती हैं।',
      ),
      notImplicit(
        'Riders of two-wheelers are careless.',
        'दोपहिया वाहन चलाने वाले लापरवाह होते हैं।',
        'a safety rule does not need riders to be careless.',
        'सुरक्षा नियम के लिए सवारों का लापरवाह होना ज़रूरी नहीं।',
      ),
      notImplicit(
        'Helmet prices will fall because of the rule.',
        'इस नियम के कारण हेलमेट की कीमतें गिरेंगी।',
        'prices have nothing to do with the rule.',
        'कीमतों का इस नियम से कोई संबंध नहीं है।',
      ),
    ],
  },
];

const ASSUMPTIONS: StatementKind = {
  topic: 'statement-and-assumptions',
  items: ASSUMPTION_ITEMS,
  wording: {
    title: { en: 'Statement and assumptions', hi: 'कथन और पूर्वधारणाएँ' },
    heading: { en: 'Assumptions', hi: 'पूर्वधारणाएँ' },
    label: { en: 'Assumption', hi: 'पूर्वधारणा' },
    holds: { en: 'is implicit', hi: 'अंतर्निहित है' },
    fails: { en: 'is not implicit', hi: 'अंतर्निहित नहीं है' },
    instruction: {
      en: 'An assumption is something supposed or taken for granted. Decide which of the assumptions are implicit in the statement.',
      hi: 'पूर्वधारणा वह बात है जिसे पहले से मान लिया गया हो। निर्णय कीजिए कि कौन-सी पूर्वधारणाएँ कथन में अंतर्निहित हैं।',
    },
    opening: {
      en: 'An assumption is implicit if the statement would make no sense without it; what the statement does not depend on, or what goes beyond it, is not implicit.',
      hi: 'कोई पूर्वधारणा तब अंतर्निहित होती है जब उसके बिना कथन का कोई अर्थ न रह जाए; जिस बात पर कथन निर्भर नहीं है, या जो कथन से आगे जाती है, वह अंतर्निहित नहीं है।',
    },
    options: {
      only1: { en: 'Only assumption I is implicit', hi: 'केवल पूर्वधारणा I अंतर्निहित है' },
      only2: { en: 'Only assumption II is implicit', hi: 'केवल पूर्वधारणा II अंतर्निहित है' },
      either: { en: 'Either assumption I or II is implicit', hi: 'या तो पूर्वधारणा I या II अंतर्निहित है' },
      neither: {
        en: 'Neither assumption I nor II is implicit',
        hi: 'न तो पूर्वधारणा I और न ही II अंतर्निहित है',
      },
      both: { en: 'Both assumptions I and II are implicit', hi: 'पूर्वधारणा I और II दोनों अंतर्निहित हैं' },
    },
    none: { en: 'None of the assumptions is implicit', hi: 'कोई भी पूर्वधारणा अंतर्निहित नहीं है' },
    all: { en: 'All four assumptions are implicit', hi: 'चारों पूर्वधारणाएँ अंतर्निहित हैं' },
    verbOne: { en: 'is implicit', hi: 'अंतर्निहित है' },
    verbMany: { en: 'are implicit', hi: 'अंतर्निहित हैं' },
  },
};

/** One statement, two hand-judged assumptions, the five standard options. */
export const statementAssumptionsTwoAssumptions = twoItemGenerator(
  ASSUMPTIONS,
  'two-assumptions',
  'medium',
  55,
);

/** One statement, four hand-judged assumptions: which of them are implicit? */
export const statementAssumptionsFourAssumptions = manyItemGenerator(
  ASSUMPTIONS,
  'four-assumptions',
  'medium',
  70,
);
