import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../../generator.js';
import { type Bi, STATEMENT_EXAMS } from './shared.js';

/**
 * Cause and effect. Each pair of events below was written and its relation judged by hand:
 * - `causal`: one event plainly brings about the other (the link is direct, with no likelier common
 *   cause behind both);
 * - `common`: both are plainly results of one unstated cause (named in the reason);
 * - `independent-effects`: both are outcomes (a rise, a fall, a result) with nothing to do with
 *   each other.
 * Pairs whose relation was arguable were dropped. "Both are independent causes" stays among the
 * options but is never the answer: whether a stand-alone decision counts as a cause or as the effect
 * of something unstated is a matter of convention, too arguable to judge by hand.
 * A question shows a pair in either order, so a causal pair gives "A causes B" or "B causes A".
 *
 * The topic's shapes (id – what it asks – exams):
 * - two-events – two events: cause and effect, common cause or independent – SSC CGL, Bank PO, RRB NTPC, Placements
 * - cause-of-effect (cause-pairs.ts) – an effect: which of four events caused it – SSC CGL, Bank PO, RRB NTPC, Placements
 * - effect-of-cause (cause-pairs.ts) – an event: which of four outcomes it brings about – SSC CGL, Bank PO, RRB NTPC, Placements
 * - causal-pair (cause-pairs.ts) – four pairs of events: in which does one cause the other – SSC CGL, Bank PO, RRB NTPC, Placements
 * - common-cause-pair (cause-pairs.ts) – four pairs: which are effects of one common cause – SSC CGL, Bank PO, RRB NTPC, Placements
 * - unrelated-effects-pair (cause-pairs.ts) – four pairs: which are effects of independent causes – SSC CGL, Bank PO, RRB NTPC, Placements
 * - chain-order (cause-chains.ts) – three events of a chain: order them from cause to final effect – SSC CGL, Bank PO, RRB NTPC, Placements
 * - immediate-or-principal (cause-chains.ts) – an effect: which event is its immediate (or principal) cause – SSC CGL, Bank PO, RRB NTPC, Placements
 * - match-six-events (cause-passages.ts, CAT level) – six events: match three causes to their effects – CAT, SSC CGL, Bank PO, RRB NTPC, Placements
 * - four-event-report (cause-passages.ts, CAT level) – a report of four events: classify both pairs – CAT, SSC CGL, Bank PO, RRB NTPC, Placements
 */

type Relation =
  | { kind: 'causal'; cause: Bi; effect: Bi; why: Bi }
  | { kind: 'common' | 'independent-effects'; a: Bi; b: Bi; why: Bi };

const causal = (
  causeEn: string,
  causeHi: string,
  effectEn: string,
  effectHi: string,
  whyEn: string,
  whyHi: string,
): Relation => ({
  kind: 'causal',
  cause: { en: causeEn, hi: causeHi },
  effect: { en: effectEn, hi: effectHi },
  why: { en: whyEn, hi: whyHi },
});
/** A builder of pairs of effects: of one unstated cause (`common`) or of unrelated ones. */
const effectsPair =
  (kind: 'common' | 'independent-effects') =>
  (aEn: string, aHi: string, bEn: string, bHi: string, whyEn: string, whyHi: string): Relation => ({
    kind,
    a: { en: aEn, hi: aHi },
    b: { en: bEn, hi: bHi },
    why: { en: whyEn, hi: whyHi },
  });
const common = effectsPair('common');
const unrelated = effectsPair('independent-effects');

export const CAUSE_EFFECT_PAIRS: readonly Relation[] = [
  causal(
    'Heavy rain lashed the city through Sunday night.',
    'रविवार की पूरी रात शहर में भारी बारिश हुई।',
    'Several underpasses in the city were waterlogged on Monday morning.',
    'सोमवार सुबह शहर के कई अंडरपास में पानी भर गया।',
    'Rain falling all night collects in low-lying underpasses, so the rain led to the waterlogging.',
    'रात भर हुई बारिश का पानी नीचे बने अंडरपास में जमा होता है, इसलिए बारिश से ही जलभराव हुआ।',
  ),
  causal(
    'The state board has brought forward its Class 12 examinations by two weeks.',
    'राज्य बोर्ड ने कक्षा 12 की परीक्षाएँ दो सप्ताह पहले कर दी हैं।',
    'Coaching centres in the city have started extra classes to finish the syllabus early.',
    'शहर के कोचिंग केंद्रों ने पाठ्यक्रम जल्दी पूरा करने के लिए अतिरिक्त कक्षाएँ शुरू कर दी हैं।',
    'With the examinations coming earlier, the syllabus has to be finished earlier, which is why extra classes were started.',
    'परीक्षाएँ पहले होने से पाठ्यक्रम भी पहले पूरा करना है, इसीलिए अतिरिक्त कक्षाएँ शुरू हुईं।',
  ),
  causal(
    'A large software company opened an office with 3000 employees in the town last year.',
    'पिछले वर्ष एक बड़ी सॉफ़्टवेयर कंपनी ने नगर में 3000 कर्मचारियों वाला दफ़्तर खोला।',
    'House rents in the town have risen sharply this year.',
    'इस वर्ष नगर में मकानों के किराये तेज़ी से बढ़े हैं।',
    'Thousands of new employees looking for homes push up the demand for houses, and so the rents.',
    'घर खोजते हज़ारों नए कर्मचारी मकानों की माँग बढ़ाते हैं, और इससे किराये बढ़ते हैं।',
  ),
  causal(
    'The municipal corporation raised parking fees in the market area fourfold.',
    'नगर निगम ने बाज़ार क्षेत्र में पार्किंग शुल्क चार गुना कर दिया।',
    'Fewer shoppers now drive their cars to the market area.',
    'अब कम खरीदार अपनी कार से बाज़ार क्षेत्र आते हैं।',
    'Costlier parking makes driving to the market less attractive, so fewer shoppers do it.',
    'महंगी पार्किंग के कारण कार से बाज़ार आना कम आकर्षक हो गया, इसलिए कम खरीदार ऐसा करते हैं।',
  ),
  causal(
    'The main water pipeline supplying the colony burst on Tuesday.',
    'मंगलवार को कॉलोनी को पानी देने वाली मुख्य पाइपलाइन फट गई।',
    'Residents of the colony had to buy water from tankers on Tuesday.',
    'मंगलवार को कॉलोनी के निवासियों को टैंकरों से पानी खरीदना पड़ा।',
    'With the main pipeline burst, the colony got no piped water, so residents turned to tankers.',
    'मुख्य पाइपलाइन फटने से कॉलोनी में नल का पानी नहीं आया, इसलिए निवासियों को टैंकरों का सहारा लेना पड़ा।',
  ),
  causal(
    'A new flyover opened at the busy Central Square crossing last month.',
    'पिछले महीने व्यस्त सेंट्रल स्क्वायर चौराहे पर एक नया फ़्लाईओवर खुला।',
    'Traffic jams at Central Square have become much shorter this month.',
    'इस महीने सेंट्रल स्क्वायर पर ट्रैफ़िक जाम काफ़ी छोटे हो गए हैं।',
    'The flyover takes through traffic over the crossing, which shortens the jams below.',
    'फ़्लाईओवर सीधा जाने वाला यातायात चौराहे के ऊपर से निकाल देता है, जिससे नीचे जाम छोटे होते हैं।',
  ),
  causal(
    'The school started serving a free hot breakfast to all its students.',
    'विद्यालय ने अपने सभी विद्यार्थियों को मुफ़्त गरम नाश्ता देना शुरू किया।',
    'Morning attendance at the school has gone up noticeably.',
    'विद्यालय में सुबह की उपस्थिति में उल्लेखनीय वृद्धि हुई है।',
    'A free breakfast gives children a reason to reach school on time, so attendance rose.',
    'मुफ़्त नाश्ता बच्चों को समय पर विद्यालय पहुँचने का कारण देता है, इसलिए उपस्थिति बढ़ी।',
  ),
  causal(
    'A cyclone hit the coastal district last week.',
    'पिछले सप्ताह तटीय ज़िले में एक चक्रवात आया।',
    'Thousands of coconut trees in the coastal district have been uprooted.',
    'तटीय ज़िले में नारियल के हज़ारों पेड़ उखड़ गए हैं।',
    "A cyclone's strong winds uproot trees.",
    'चक्रवात की तेज़ हवाएँ पेड़ों को उखाड़ देती हैं।',
  ),
  causal(
    'The only bridge between the two villages collapsed in the floods.',
    'दोनों गाँवों के बीच का इकलौता पुल बाढ़ में ढह गया।',
    'Children from one village now take a boat to reach their school in the other village.',
    'एक गाँव के बच्चे अब दूसरे गाँव में स्थित अपने विद्यालय तक नाव से जाते हैं।',
    'With the only bridge gone, a boat is the way left to cross, so the children use one.',
    'इकलौता पुल टूटने के बाद पार जाने का रास्ता नाव ही बचा, इसलिए बच्चे नाव से जाते हैं।',
  ),
  causal(
    'The airline cut its fares on the Jaipur–Pune route by 30 percent.',
    'विमान कंपनी ने जयपुर–पुणे मार्ग पर अपने किराये 30 प्रतिशत घटा दिए।',
    "Bookings on the airline's Jaipur–Pune flights have nearly doubled.",
    'विमान कंपनी की जयपुर–पुणे उड़ानों की बुकिंग लगभग दोगुनी हो गई है।',
    'Lower fares on the route draw more travellers to book those flights.',
    'उस मार्ग पर कम किराये अधिक यात्रियों को वे उड़ानें बुक करने के लिए आकर्षित करते हैं।',
  ),
  causal(
    'A factory on the riverbank began releasing untreated waste into the river.',
    'नदी किनारे के एक कारखाने ने नदी में बिना उपचारित कचरा छोड़ना शुरू किया।',
    'A large number of dead fish were found in the river downstream of the factory.',
    'कारखाने से आगे बहाव की ओर नदी में बड़ी संख्या में मरी हुई मछलियाँ मिलीं।',
    'Untreated waste poisons the water flowing downstream, which kills the fish there.',
    'बिना उपचारित कचरा आगे बहते पानी को ज़हरीला बना देता है, जिससे वहाँ मछलियाँ मर जाती हैं।',
  ),
  causal(
    "The city's only power station shut down for repairs on Saturday.",
    'शनिवार को शहर का इकलौता बिजलीघर मरम्मत के लिए बंद रहा।',
    'Most parts of the city had no electricity on Saturday.',
    'शनिवार को शहर के अधिकांश हिस्सों में बिजली नहीं थी।',
    'With its only power station shut, the city had no supply, hence the outage.',
    'इकलौता बिजलीघर बंद होने से शहर को बिजली नहीं मिली, इसी से बिजली गुल रही।',
  ),
  causal(
    'The college raised its hostel fees by 40 percent.',
    'कॉलेज ने अपने छात्रावास शुल्क में 40 प्रतिशत की वृद्धि की।',
    'Many students of the college have moved to rented rooms outside the campus.',
    'कॉलेज के कई विद्यार्थी परिसर के बाहर किराये के कमरों में चले गए हैं।',
    'A steep rise in hostel fees makes outside rooms the cheaper choice, so students moved.',
    'छात्रावास शुल्क में भारी वृद्धि से बाहर के कमरे सस्ते पड़ते हैं, इसलिए विद्यार्थी वहाँ चले गए।',
  ),
  causal(
    'A new government hospital with a trauma centre has opened in the town.',
    'नगर में ट्रॉमा सेंटर वाला एक नया सरकारी अस्पताल खुल गया है।',
    'Accident victims in the town no longer have to be taken to the city 80 km away.',
    'नगर के दुर्घटना पीड़ितों को अब 80 किलोमीटर दूर शहर नहीं ले जाना पड़ता।',
    'Once the town has its own trauma centre, victims can be treated there instead.',
    'नगर में अपना ट्रॉमा सेंटर होने से पीड़ितों का इलाज वहीं हो सकता है।',
  ),
  causal(
    'Unseasonal hailstorms damaged much of the wheat crop in the region.',
    'बेमौसम ओलावृष्टि ने क्षेत्र की गेहूँ की फ़सल का बड़ा हिस्सा नष्ट कर दिया।',
    "Wheat prices in the region's markets have risen.",
    'क्षेत्र की मंडियों में गेहूँ के दाम बढ़ गए हैं।',
    'A damaged crop means less wheat reaching the markets, which pushes prices up.',
    'फ़सल नष्ट होने से मंडियों में गेहूँ कम पहुँचता है, जिससे दाम बढ़ते हैं।',
  ),
  causal(
    "The bank's central server crashed on Monday morning.",
    'सोमवार सुबह बैंक का केंद्रीय सर्वर ठप हो गया।',
    'Customers could not make online payments through the bank for several hours on Monday.',
    'सोमवार को ग्राहक कई घंटों तक बैंक के माध्यम से ऑनलाइन भुगतान नहीं कर सके।',
    "Online payments run through the bank's server, so its crash stopped them.",
    'ऑनलाइन भुगतान बैंक के सर्वर से होते हैं, इसलिए उसके ठप होने से वे रुक गए।',
  ),
  causal(
    'The transport department started an online system for issuing driving licences.',
    'परिवहन विभाग ने ड्राइविंग लाइसेंस जारी करने की ऑनलाइन व्यवस्था शुरू की।',
    'Queues at the transport office have become shorter.',
    'परिवहन कार्यालय में कतारें छोटी हो गई हैं।',
    'Applicants who apply online need not queue at the office, so the queues shrank.',
    'ऑनलाइन आवेदन करने वालों को कार्यालय में कतार नहीं लगानी पड़ती, इसलिए कतारें छोटी हुईं।',
  ),
  causal(
    'The highway between the two cities was widened from two lanes to six.',
    'दोनों शहरों के बीच का राजमार्ग दो लेन से छह लेन का कर दिया गया।',
    'Travel time between the two cities by road has come down.',
    'दोनों शहरों के बीच सड़क से यात्रा का समय घट गया है।',
    'A wider highway carries traffic faster, so the trip takes less time.',
    'चौड़ा राजमार्ग यातायात को तेज़ी से निकालता है, इसलिए यात्रा में कम समय लगता है।',
  ),
  causal(
    'The government cut the import duty on solar panels.',
    'सरकार ने सौर पैनलों पर आयात शुल्क घटा दिया।',
    'Solar panels have become cheaper in the market.',
    'बाज़ार में सौर पैनल सस्ते हो गए हैं।',
    'A lower duty lowers the cost of imported panels, and so their market price.',
    'कम शुल्क से आयातित पैनलों की लागत घटती है, और इसलिए उनकी बाज़ार कीमत भी।',
  ),
  causal(
    'A gas leak was detected in the chemistry laboratory of the college.',
    'कॉलेज की रसायन प्रयोगशाला में गैस रिसाव का पता चला।',
    'The college building was evacuated for two hours.',
    'कॉलेज भवन को दो घंटे के लिए खाली कराया गया।',
    'A gas leak is a danger to everyone inside, so the building was cleared.',
    'गैस रिसाव भीतर मौजूद सभी के लिए खतरा है, इसलिए भवन खाली कराया गया।',
  ),
  causal(
    'The city recorded its highest temperature in 20 years on Wednesday.',
    'बुधवार को शहर में 20 वर्षों का सबसे अधिक तापमान दर्ज किया गया।',
    "The city's demand for electricity hit a record high on Wednesday.",
    'बुधवार को शहर में बिजली की माँग रिकॉर्ड स्तर पर पहुँच गई।',
    'Extreme heat makes people run fans and coolers much more, which drives the demand up.',
    'भीषण गर्मी में लोग पंखे और कूलर कहीं अधिक चलाते हैं, जिससे माँग बढ़ती है।',
  ),
  causal(
    "The train's engine broke down near the outer signal.",
    'ट्रेन का इंजन आउटर सिग्नल के पास खराब हो गया।',
    'The train reached the station three hours late.',
    'ट्रेन स्टेशन पर तीन घंटे देर से पहुँची।',
    'A broken-down engine holds the train up until it is fixed or replaced, hence the delay.',
    'खराब इंजन ठीक होने या बदले जाने तक ट्रेन रुकी रहती है, इसी से देरी हुई।',
  ),
  causal(
    'A landslide blocked the only road to the hill village.',
    'भूस्खलन से पहाड़ी गाँव की इकलौती सड़क बंद हो गई।',
    'Supplies to the hill village had to be sent by helicopter.',
    'पहाड़ी गाँव तक राहत सामग्री हेलीकॉप्टर से भेजनी पड़ी।',
    'With the only road blocked, supplies could reach the village only by air.',
    'इकलौती सड़क बंद होने से सामग्री केवल हवाई मार्ग से ही गाँव पहुँच सकती थी।',
  ),
  causal(
    "The company's new phone model was found to overheat while charging.",
    'कंपनी का नया फ़ोन मॉडल चार्ज करते समय ज़्यादा गरम होता पाया गया।',
    'The company has called back all units of the new model from the market.',
    'कंपनी ने नए मॉडल की सभी यूनिट बाज़ार से वापस मँगा ली हैं।',
    'A safety fault in a product is the reason for calling it back.',
    'किसी उत्पाद में सुरक्षा दोष ही उसे वापस मँगाने का कारण होता है।',
  ),
  causal(
    'The city started a bicycle-sharing scheme with bicycle stands at every metro station.',
    'शहर ने हर मेट्रो स्टेशन पर साइकिल स्टैंड के साथ साइकिल साझा करने की योजना शुरू की।',
    'More metro passengers now ride a bicycle for the last part of their journey.',
    'अब अधिक मेट्रो यात्री अपनी यात्रा का अंतिम हिस्सा साइकिल से तय करते हैं।',
    'Bicycles waiting at the stations make it easy to cycle the last stretch.',
    'स्टेशनों पर उपलब्ध साइकिलें अंतिम दूरी साइकिल से तय करना आसान बनाती हैं।',
  ),
  causal(
    'The question paper of the recruitment test was found to have leaked a day before the test.',
    'भर्ती परीक्षा का प्रश्नपत्र परीक्षा से एक दिन पहले लीक हुआ पाया गया।',
    'The recruitment board cancelled the test and announced a fresh date.',
    'भर्ती बोर्ड ने परीक्षा रद्द कर दी और नई तिथि घोषित की।',
    'A leaked paper makes the test unfair, which is why it was cancelled.',
    'लीक हुआ प्रश्नपत्र परीक्षा को अनुचित बना देता है, इसीलिए उसे रद्द किया गया।',
  ),
  causal(
    'Rainfall in the region was 40 percent below normal this year.',
    'इस वर्ष क्षेत्र में वर्षा सामान्य से 40 प्रतिशत कम हुई।',
    "Water levels in the region's reservoirs are far lower than usual.",
    'क्षेत्र के जलाशयों में जल स्तर सामान्य से काफ़ी नीचे है।',
    'Reservoirs are filled by rain, so much less rain leaves them much lower.',
    'जलाशय वर्षा से भरते हैं, इसलिए बहुत कम वर्षा से उनका जल स्तर बहुत नीचे रहता है।',
  ),
  causal(
    'Inspectors found a restaurant serving stale food.',
    'निरीक्षकों ने एक रेस्तराँ को बासी खाना परोसते हुए पाया।',
    "The food safety department suspended the restaurant's licence.",
    'खाद्य सुरक्षा विभाग ने रेस्तराँ का लाइसेंस निलंबित कर दिया।',
    'Serving stale food breaks food safety rules, and the suspension is the action taken for it.',
    'बासी खाना परोसना खाद्य सुरक्षा नियमों का उल्लंघन है, और निलंबन उसी पर की गई कार्रवाई है।',
  ),
  causal(
    'Workers at the port stayed away from work for a week over a wage dispute.',
    'वेतन विवाद के कारण बंदरगाह के कर्मचारी एक सप्ताह तक काम पर नहीं आए।',
    'Hundreds of containers piled up at the port.',
    'बंदरगाह पर सैकड़ों कंटेनरों का ढेर लग गया।',
    'With no one to handle them, arriving containers could not be moved, so they piled up.',
    'उन्हें सँभालने वाला कोई न होने से आने वाले कंटेनर आगे नहीं बढ़ सके, इसलिए ढेर लग गया।',
  ),
  causal(
    'A large fire broke out in the textile market on Wednesday night.',
    'बुधवार रात कपड़ा बाज़ार में भीषण आग लग गई।',
    'Traders in the textile market suffered heavy losses.',
    'कपड़ा बाज़ार के व्यापारियों को भारी नुकसान हुआ।',
    'The fire destroyed stock and shops, which is the loss the traders suffered.',
    'आग ने माल और दुकानें नष्ट कर दीं, यही व्यापारियों का नुकसान है।',
  ),
  causal(
    "The city's main vegetable market was moved 15 km out of town.",
    'शहर की मुख्य सब्ज़ी मंडी को शहर से 15 किलोमीटर बाहर ले जाया गया।',
    'Small vegetable sellers in the city now spend more on transport to buy their stock.',
    'शहर के छोटे सब्ज़ी विक्रेता अब माल खरीदने के लिए परिवहन पर अधिक खर्च करते हैं।',
    'A market farther away means a longer, costlier trip for the sellers who buy there.',
    'दूर स्थित मंडी का अर्थ है वहाँ से खरीदने वाले विक्रेताओं के लिए लंबी और महंगी यात्रा।',
  ),
  causal(
    "The airport's only runway was closed for urgent repairs.",
    'हवाई अड्डे की इकलौती हवाई पट्टी तत्काल मरम्मत के लिए बंद कर दी गई।',
    'All flights to the city were diverted to a neighbouring airport.',
    'शहर आने वाली सभी उड़ानें पास के हवाई अड्डे की ओर मोड़ दी गईं।',
    'With no runway open, planes could not land, so they were sent elsewhere.',
    'कोई हवाई पट्टी खुली न होने से विमान उतर नहीं सकते थे, इसलिए उन्हें अन्यत्र भेजा गया।',
  ),
  causal(
    'The village got a mobile phone tower for the first time.',
    'गाँव में पहली बार मोबाइल फ़ोन टावर लगा।',
    'Farmers in the village have begun checking crop prices on their phones.',
    'गाँव के किसान अपने फ़ोन पर फ़सलों के दाम देखने लगे हैं।',
    'The tower gives the village a mobile signal, which lets farmers look up prices.',
    'टावर से गाँव में मोबाइल सिग्नल आया, जिससे किसान दाम देख पाते हैं।',
  ),
  causal(
    'A new direct train was started between the town and the state capital.',
    'नगर और राज्य की राजधानी के बीच एक नई सीधी ट्रेन शुरू की गई।',
    'Fewer people from the town now travel to the state capital by bus.',
    'अब नगर से कम लोग बस से राज्य की राजधानी जाते हैं।',
    'A direct train gives travellers another way to go, so some switched from the bus.',
    'सीधी ट्रेन ने यात्रियों को जाने का एक और साधन दिया, इसलिए कुछ ने बस छोड़ दी।',
  ),
  causal(
    'The company lost its biggest customer.',
    'कंपनी ने अपना सबसे बड़ा ग्राहक खो दिया।',
    "The company's yearly income fell by a third.",
    'कंपनी की वार्षिक आय एक-तिहाई घट गई।',
    "Losing the biggest customer takes away a large share of the company's sales, and so of its income.",
    'सबसे बड़ा ग्राहक खोने से कंपनी की बिक्री का बड़ा हिस्सा, और इसलिए उसकी आय, चली जाती है।',
  ),
  causal(
    "The medical college's entrance test was postponed by a month.",
    'मेडिकल कॉलेज की प्रवेश परीक्षा एक महीने के लिए स्थगित कर दी गई।',
    "The college's new session will start a month later than planned.",
    'कॉलेज का नया सत्र योजना से एक महीना देर से शुरू होगा।',
    'Admissions depend on the test, so a later test pushes back the start of the session.',
    'प्रवेश परीक्षा पर निर्भर हैं, इसलिए परीक्षा देर से होने पर सत्र भी देर से शुरू होता है।',
  ),
  causal(
    'Dense fog covered the highway early on Friday morning.',
    'शुक्रवार तड़के राजमार्ग पर घना कोहरा छाया रहा।',
    'Several vehicles collided on the highway early on Friday morning.',
    'शुक्रवार तड़के राजमार्ग पर कई वाहन आपस में टकरा गए।',
    'Dense fog cuts visibility, so drivers could not see the vehicles ahead in time.',
    'घना कोहरा दृश्यता घटा देता है, इसलिए चालक आगे के वाहनों को समय पर नहीं देख सके।',
  ),
  causal(
    'The price of petrol rose sharply this month.',
    'इस महीने पेट्रोल की कीमत तेज़ी से बढ़ी।',
    'More people in the city have started using public transport this month.',
    'इस महीने शहर में अधिक लोगों ने सार्वजनिक परिवहन का उपयोग शुरू किया है।',
    'Costlier petrol makes driving dearer, so more people shift to buses and trains.',
    'महंगे पेट्रोल से अपनी गाड़ी चलाना महंगा होता है, इसलिए अधिक लोग बस और ट्रेन अपनाते हैं।',
  ),
  causal(
    'A new science museum opened in the town.',
    'नगर में एक नया विज्ञान संग्रहालय खुला।',
    'Schools across the district have begun taking students on trips to the town.',
    'ज़िले भर के विद्यालय विद्यार्थियों को नगर की यात्रा पर ले जाने लगे हैं।',
    'The new museum gives schools a reason to bring students to the town.',
    'नया संग्रहालय विद्यालयों को विद्यार्थियों को नगर लाने का कारण देता है।',
  ),
  causal(
    'Long power cuts hit the town every evening last month.',
    'पिछले महीने नगर में हर शाम लंबी बिजली कटौती होती रही।',
    'Sales of inverters and emergency lights in the town went up last month.',
    'पिछले महीने नगर में इन्वर्टर और इमरजेंसी लाइट की बिक्री बढ़ गई।',
    'People buy backup power and lights when the power keeps going off.',
    'बार-बार बिजली जाने पर लोग बैकअप बिजली और लाइटें खरीदते हैं।',
  ),
  causal(
    'The public library extended its opening hours till 10 p.m.',
    'सार्वजनिक पुस्तकालय ने अपने खुलने का समय रात 10 बजे तक बढ़ा दिया।',
    'More working people now use the library in the evening.',
    'अब अधिक कामकाजी लोग शाम को पुस्तकालय का उपयोग करते हैं।',
    'Later hours let people come after work, so more of them do.',
    'देर तक खुलने से लोग काम के बाद आ पाते हैं, इसलिए अधिक लोग आते हैं।',
  ),
  causal(
    'A wall of the old school building developed deep cracks.',
    'विद्यालय के पुराने भवन की एक दीवार में गहरी दरारें आ गईं।',
    'Classes were moved to the new block until the wall is repaired.',
    'दीवार की मरम्मत होने तक कक्षाएँ नए भवन में स्थानांतरित कर दी गईं।',
    'A cracked wall makes the old building unsafe, so classes were shifted.',
    'दरार वाली दीवार पुराने भवन को असुरक्षित बनाती है, इसलिए कक्षाएँ स्थानांतरित की गईं।',
  ),
  causal(
    "The colony's playground was turned into a car park.",
    'कॉलोनी के खेल के मैदान को कार पार्किंग में बदल दिया गया।',
    'Children of the colony now have to go to a park 2 km away to play.',
    'कॉलोनी के बच्चों को अब खेलने के लिए 2 किलोमीटर दूर एक पार्क जाना पड़ता है।',
    'With their playground gone, the children must find another place to play.',
    'अपना मैदान छिन जाने से बच्चों को खेलने के लिए दूसरी जगह ढूँढनी पड़ती है।',
  ),
  causal(
    'The number of tourists visiting the hill station fell sharply this season.',
    'इस मौसम में हिल स्टेशन आने वाले पर्यटकों की संख्या बहुत घट गई।',
    'Hotels in the hill station have cut their room rents.',
    'हिल स्टेशन के होटलों ने अपने कमरों के किराये घटा दिए हैं।',
    'With fewer tourists, hotels lower their rents to fill empty rooms.',
    'पर्यटक कम होने पर होटल खाली कमरे भरने के लिए किराये घटाते हैं।',
  ),
  causal(
    'Many employees of the factory fell ill after eating lunch in its canteen on Tuesday.',
    'मंगलवार को कारखाने की कैंटीन में दोपहर का भोजन करने के बाद अनेक कर्मचारी बीमार पड़ गए।',
    'The factory canteen was closed on Wednesday for a food safety inspection.',
    'बुधवार को कारखाने की कैंटीन खाद्य सुरक्षा निरीक्षण के लिए बंद रखी गई।',
    'The illness after a canteen meal is what led to the canteen being shut and inspected.',
    'कैंटीन का भोजन करने के बाद लोगों के बीमार पड़ने से ही कैंटीन बंद करके जाँच की गई।',
  ),
  causal(
    'A busy bridge in the city was closed for repairs for three months.',
    'शहर का एक व्यस्त पुल तीन महीने के लिए मरम्मत के कारण बंद कर दिया गया।',
    'Traffic on the other two bridges of the city has increased.',
    'शहर के अन्य दो पुलों पर यातायात बढ़ गया है।',
    'Vehicles that used the closed bridge now cross by the other two.',
    'बंद पुल से गुज़रने वाले वाहन अब अन्य दो पुलों से पार जाते हैं।',
  ),
  common(
    'Sales of umbrellas and raincoats in the town rose sharply this week.',
    'इस सप्ताह नगर में छातों और बरसातियों की बिक्री तेज़ी से बढ़ी।',
    'Many roads in the town were flooded this week.',
    'इस सप्ताह नगर की कई सड़कों पर पानी भर गया।',
    'Neither event causes the other; both follow from heavy rain in the town this week.',
    'कोई भी घटना दूसरी का कारण नहीं है; दोनों इस सप्ताह नगर में हुई भारी वर्षा का परिणाम हैं।',
  ),
  common(
    'Sales of woollen clothes in the city have gone up.',
    'शहर में ऊनी कपड़ों की बिक्री बढ़ गई है।',
    'Many households in the city have started using room heaters.',
    'शहर के कई घरों में रूम हीटर का उपयोग शुरू हो गया है।',
    'Neither causes the other; both are responses to a spell of cold weather.',
    'कोई भी दूसरे का कारण नहीं है; दोनों ठंड के मौसम की प्रतिक्रिया हैं।',
  ),
  common(
    'Ice-cream sales in the town doubled this month.',
    'इस महीने नगर में आइसक्रीम की बिक्री दोगुनी हो गई।',
    'Many people in the town were treated for heatstroke this month.',
    'इस महीने नगर में अनेक लोगों का लू लगने का इलाज हुआ।',
    'Neither causes the other; both come from a spell of intense heat.',
    'कोई भी दूसरे का कारण नहीं है; दोनों भीषण गर्मी के दौर से उत्पन्न हुए।',
  ),
  common(
    'Many morning flights at the city airport were cancelled on Friday.',
    'शुक्रवार को शहर के हवाई अड्डे पर सुबह की कई उड़ानें रद्द हुईं।',
    'Motorists near the city drove with their headlights on throughout Friday morning.',
    'शुक्रवार को पूरी सुबह शहर के पास वाहन चालक हेडलाइट जलाकर गाड़ी चलाते रहे।',
    'Neither causes the other; both point to poor visibility, such as dense fog, that morning.',
    'कोई भी दूसरे का कारण नहीं है; दोनों उस सुबह की कम दृश्यता, जैसे घने कोहरे, की ओर इशारा करते हैं।',
  ),
  common(
    "The water level in the region's lakes has dropped sharply.",
    'क्षेत्र की झीलों का जल स्तर तेज़ी से गिरा है।',
    'Farmers in the region report that their standing crops are drying up.',
    'क्षेत्र के किसान बताते हैं कि उनकी खड़ी फ़सलें सूख रही हैं।',
    'Neither causes the other; both follow from a long dry spell with little rain.',
    'कोई भी दूसरे का कारण नहीं है; दोनों कम वर्षा वाले लंबे सूखे दौर का परिणाम हैं।',
  ),
  common(
    'The beaches of the coastal town were closed to visitors over the weekend.',
    'सप्ताहांत में तटीय नगर के समुद्र तट पर्यटकों के लिए बंद रहे।',
    "The coastal town's fishing boats stayed in the harbour over the weekend.",
    'सप्ताहांत में तटीय नगर की मछली पकड़ने वाली नावें बंदरगाह में ही रहीं।',
    'Neither causes the other; both follow from rough seas, such as a storm warning, over the weekend.',
    'कोई भी दूसरे का कारण नहीं है; दोनों सप्ताहांत के उग्र समुद्र, जैसे तूफ़ान की चेतावनी, का परिणाम हैं।',
  ),
  common(
    'Train services on the hill route were suspended for two days.',
    'पहाड़ी मार्ग पर रेल सेवाएँ दो दिन के लिए स्थगित रहीं।',
    'Several villages along the hill route had no electricity for two days.',
    'पहाड़ी मार्ग के किनारे के कई गाँवों में दो दिन बिजली नहीं रही।',
    'Neither causes the other; both point to severe weather on the route, such as heavy snowfall or landslides.',
    'कोई भी दूसरे का कारण नहीं है; दोनों उस मार्ग पर खराब मौसम, जैसे भारी बर्फ़बारी या भूस्खलन, की ओर इशारा करते हैं।',
  ),
  common(
    "Prices of fruits and vegetables rose in the city's markets.",
    'शहर के बाज़ारों में फलों और सब्ज़ियों के दाम बढ़ गए।',
    'Bus and taxi fares in the city went up.',
    'शहर में बस और टैक्सी के किराये बढ़ गए।',
    'Neither causes the other; both follow from a rise in fuel prices, which raises transport costs.',
    'कोई भी दूसरे का कारण नहीं है; दोनों ईंधन की कीमतें बढ़ने का परिणाम हैं, जिससे परिवहन लागत बढ़ती है।',
  ),
  common(
    "Students of the town's schools were sent home early on Thursday.",
    'गुरुवार को नगर के विद्यालयों के विद्यार्थियों को जल्दी घर भेज दिया गया।',
    "The town's government offices also closed early on Thursday.",
    'गुरुवार को नगर के सरकारी दफ़्तर भी जल्दी बंद हो गए।',
    'Neither causes the other; both follow from one event, such as a warning of a severe storm.',
    'कोई भी दूसरे का कारण नहीं है; दोनों किसी एक घटना, जैसे भीषण तूफ़ान की चेतावनी, का परिणाम हैं।',
  ),
  common(
    'Shops in the town ran out of candles and torches on Sunday.',
    'रविवार को नगर की दुकानों में मोमबत्तियाँ और टॉर्च खत्म हो गईं।',
    'Residents of the town could not run the water pumps of their houses on Sunday.',
    'रविवार को नगर के निवासी अपने घरों के पानी के पंप नहीं चला सके।',
    'Neither causes the other; both follow from a long power cut in the town.',
    'कोई भी दूसरे का कारण नहीं है; दोनों नगर में लंबी बिजली कटौती का परिणाम हैं।',
  ),
  common(
    'Many farmers in the district have been unable to repay their crop loans this year.',
    'इस वर्ष ज़िले के अनेक किसान अपने फ़सल ऋण नहीं चुका पाए हैं।',
    'Sales of tractors in the district have fallen sharply this year.',
    'इस वर्ष ज़िले में ट्रैक्टरों की बिक्री तेज़ी से घटी है।',
    "Neither causes the other; both follow from a poor harvest that cut the farmers' income.",
    'कोई भी दूसरे का कारण नहीं है; दोनों खराब फ़सल का परिणाम हैं, जिससे किसानों की आय घटी।',
  ),
  unrelated(
    'The price of onions has risen sharply this month.',
    'इस महीने प्याज़ की कीमत तेज़ी से बढ़ी है।',
    'More students of the city scored above 90 percent in the board examination this year.',
    'इस वर्ष शहर के अधिक विद्यार्थियों ने बोर्ड परीक्षा में 90 प्रतिशत से अधिक अंक पाए।',
    'Both are outcomes, and they have nothing to do with each other: onion prices and examination results come from separate causes.',
    'दोनों परिणाम हैं, और इनका आपस में कोई संबंध नहीं है: प्याज़ की कीमतें और परीक्षा परिणाम अलग-अलग कारणों से आते हैं।',
  ),
  unrelated(
    "The city's football team won the state championship.",
    'शहर की फ़ुटबॉल टीम ने राज्य चैंपियनशिप जीती।',
    'The price of gold reached a new high.',
    'सोने की कीमत नए शिखर पर पहुँच गई।',
    'Both are outcomes of separate causes; a sports result and the gold price are unrelated.',
    'दोनों अलग-अलग कारणों के परिणाम हैं; खेल का नतीजा और सोने की कीमत आपस में असंबंधित हैं।',
  ),
  unrelated(
    'The number of dengue cases in the city rose this month.',
    'इस महीने शहर में डेंगू के मामले बढ़े।',
    'Car sales in the state fell this quarter.',
    'इस तिमाही राज्य में कारों की बिक्री घटी।',
    'Both are outcomes of separate causes; a rise in an illness and a fall in car sales have no link here.',
    'दोनों अलग-अलग कारणों के परिणाम हैं; एक बीमारी का बढ़ना और कारों की बिक्री का घटना यहाँ आपस में जुड़े नहीं हैं।',
  ),
  unrelated(
    "The number of members of the city's public library went up this year.",
    'इस वर्ष शहर के सार्वजनिक पुस्तकालय के सदस्यों की संख्या बढ़ी।',
    'The price of cooking gas cylinders went up this month.',
    'इस महीने रसोई गैस सिलेंडर की कीमत बढ़ी।',
    'Both are outcomes of separate causes; library membership and gas prices do not affect each other.',
    'दोनों अलग-अलग कारणों के परिणाम हैं; पुस्तकालय की सदस्यता और गैस की कीमतें एक-दूसरे को प्रभावित नहीं करतीं।',
  ),
  unrelated(
    "The number of passengers using the city's metro has grown this year.",
    'इस वर्ष शहर की मेट्रो से यात्रा करने वालों की संख्या बढ़ी है।',
    'A cricketer from the town was selected for the national team.',
    'नगर का एक क्रिकेट खिलाड़ी राष्ट्रीय टीम के लिए चुना गया।',
    "Both are outcomes of separate causes; metro ridership has nothing to do with a player's selection.",
    'दोनों अलग-अलग कारणों के परिणाम हैं; मेट्रो के यात्रियों का किसी खिलाड़ी के चयन से कोई संबंध नहीं है।',
  ),
  unrelated(
    'The price of cotton rose in the wholesale market.',
    'थोक बाज़ार में कपास की कीमत बढ़ी।',
    "Attendance at the city's art gallery fell this month.",
    'इस महीने शहर की कला दीर्घा में आने वालों की संख्या घटी।',
    'Both are outcomes of separate causes; cotton prices and gallery visits are unrelated.',
    'दोनों अलग-अलग कारणों के परिणाम हैं; कपास की कीमतें और कला दीर्घा में आने वाले लोग आपस में असंबंधित हैं।',
  ),
  unrelated(
    "The number of tigers in the state's tiger reserve has increased.",
    'राज्य के बाघ अभयारण्य में बाघों की संख्या बढ़ी है।',
    'Mobile data use in the state rose sharply this year.',
    'इस वर्ष राज्य में मोबाइल डेटा का उपयोग तेज़ी से बढ़ा।',
    'Both are outcomes of separate causes; wildlife numbers and data use have no link.',
    'दोनों अलग-अलग कारणों के परिणाम हैं; वन्यजीवों की संख्या और डेटा उपयोग का कोई संबंध नहीं है।',
  ),
  unrelated(
    "The town's river has become cleaner over the past two years.",
    'पिछले दो वर्षों में नगर की नदी अधिक साफ़ हो गई है।',
    'Sales of two-wheelers in the town fell this quarter.',
    'इस तिमाही नगर में दोपहिया वाहनों की बिक्री घटी।',
    'Both are outcomes of separate causes; a cleaner river and vehicle sales do not affect each other.',
    'दोनों अलग-अलग कारणों के परिणाम हैं; नदी की सफ़ाई और वाहनों की बिक्री एक-दूसरे को प्रभावित नहीं करतीं।',
  ),
  unrelated(
    'A school team from the district won a national robotics contest.',
    'ज़िले के एक विद्यालय की टीम ने राष्ट्रीय रोबोटिक्स प्रतियोगिता जीती।',
    'Tomato prices in the district fell to their lowest level in a year.',
    'ज़िले में टमाटर के दाम एक वर्ष के सबसे निचले स्तर पर आ गए।',
    'Both are outcomes of separate causes; a contest result and vegetable prices are unrelated.',
    'दोनों अलग-अलग कारणों के परिणाम हैं; प्रतियोगिता का परिणाम और सब्ज़ियों के दाम आपस में असंबंधित हैं।',
  ),
];

type Option = 'aCauses' | 'bCauses' | 'independentCauses' | 'independentEffects' | 'commonCause';
const OPTIONS: readonly Option[] = [
  'aCauses',
  'bCauses',
  'independentCauses',
  'independentEffects',
  'commonCause',
];
const OPTION_TEXT: Record<Option, Bi> = {
  aCauses: { en: '(A) is the cause and (B) is its effect', hi: '(A) कारण है और (B) उसका प्रभाव है' },
  bCauses: { en: '(B) is the cause and (A) is its effect', hi: '(B) कारण है और (A) उसका प्रभाव है' },
  independentCauses: { en: 'Both (A) and (B) are independent causes', hi: '(A) और (B) दोनों स्वतंत्र कारण हैं' },
  independentEffects: {
    en: 'Both (A) and (B) are effects of independent causes',
    hi: '(A) और (B) दोनों स्वतंत्र कारणों के प्रभाव हैं',
  },
  commonCause: {
    en: 'Both (A) and (B) are effects of some common cause',
    hi: '(A) और (B) दोनों किसी सामान्य कारण के प्रभाव हैं',
  },
};

/** The answer as `generate` finds it: the relation's kind and, for a causal pair, the order shown. */
const ANSWER_BY_KIND: Record<string, Option> = {
  'causal-in-order': 'aCauses',
  'causal-reversed': 'bCauses',
  'common-in-order': 'commonCause',
  'common-reversed': 'commonCause',
  'independent-effects-in-order': 'independentEffects',
  'independent-effects-reversed': 'independentEffects',
};

function shown(pair: Relation): [Bi, Bi] {
  return pair.kind === 'causal' ? [pair.cause, pair.effect] : [pair.a, pair.b];
}

/** The checker's way: test each option's condition against the texts shown as A and B. */
function answerByConditions(pair: Relation, a: Bi, b: Bi): number[] {
  const conditions: Record<Option, boolean> = {
    aCauses: pair.kind === 'causal' && pair.cause.en === a.en && pair.effect.en === b.en,
    bCauses: pair.kind === 'causal' && pair.cause.en === b.en && pair.effect.en === a.en,
    independentCauses: false,
    independentEffects: pair.kind === 'independent-effects',
    commonCause: pair.kind === 'common',
  };
  const holding = OPTIONS.map((o, k) => (conditions[o] ? k : -1)).filter((k) => k >= 0);
  return holding.length === 1 ? holding : [];
}

/** Two events, (A) and (B), and the five standard relations between them. */
export const causeEffectTwoEvents: QuestionGenerator = {
  id: 'cause-and-effect/two-events',
  topic: 'cause-and-effect',
  difficulty: 'medium',
  exams: STATEMENT_EXAMS,
  generate(rng) {
    const pair = rng.pick(CAUSE_EFFECT_PAIRS);
    const reversed = rng.next() < 0.5;
    const [first, second] = shown(pair);
    const [a, b] = reversed ? [second, first] : [first, second];
    const answer = ANSWER_BY_KIND[`${pair.kind}-${reversed ? 'reversed' : 'in-order'}`];
    if (!answer) throw new Error(`cause-and-effect: no answer for ${pair.kind}`);

    const statement = (lang: 'en' | 'hi') =>
      [
        lang === 'en' ? 'Read the two statements below.' : 'नीचे दिए गए दो कथन पढ़िए।',
        '',
        `**(A)** ${a[lang]}`,
        `**(B)** ${b[lang]}`,
        '',
        lang === 'en'
          ? 'They may be independent causes, effects of independent causes or effects of a common cause, or one may be the cause and the other its effect. Which of these is true?'
          : 'ये स्वतंत्र कारण हो सकते हैं, स्वतंत्र कारणों के प्रभाव हो सकते हैं, किसी सामान्य कारण के प्रभाव हो सकते हैं, या इनमें से एक कारण और दूसरा उसका प्रभाव हो सकता है। इनमें से क्या सही है?',
      ].join('\n');
    const verdict: Record<Option, Bi> = {
      aCauses: {
        en: 'So (A) is the cause and (B) is its effect.',
        hi: 'अतः (A) कारण है और (B) उसका प्रभाव है।',
      },
      bCauses: {
        en: 'So (B) is the cause and (A) is its effect.',
        hi: 'अतः (B) कारण है और (A) उसका प्रभाव है।',
      },
      independentCauses: { en: 'So both are independent causes.', hi: 'अतः दोनों स्वतंत्र कारण हैं।' },
      independentEffects: {
        en: 'So both are effects of independent causes.',
        hi: 'अतः दोनों स्वतंत्र कारणों के प्रभाव हैं।',
      },
      commonCause: {
        en: 'So both are effects of a common cause.',
        hi: 'अतः दोनों एक सामान्य कारण के प्रभाव हैं।',
      },
    };
    const solution = (lang: 'en' | 'hi') =>
      [
        pair.why[lang],
        verdict[answer][lang],
        `**${lang === 'en' ? 'Answer' : 'उत्तर'}: ${OPTION_TEXT[answer][lang]}**`,
      ].join('\n\n');

    return {
      title: { en: 'Cause and effect', hi: 'कारण और प्रभाव' },
      type: 'single',
      statement: { en: statement('en'), hi: statement('hi') },
      options: OPTIONS.map((o) => OPTION_TEXT[o]),
      answer: { kind: 'choice', correct: [OPTIONS.indexOf(answer)] },
      solution: { en: solution('en'), hi: solution('hi') },
      expectedSeconds: 50,
      numbers: [],
      check(): QuestionAnswer {
        return { kind: 'choice', correct: answerByConditions(pair, a, b) };
      },
    };
  },
};
