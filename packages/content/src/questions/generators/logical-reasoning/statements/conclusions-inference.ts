import type { QuestionAnswer } from '@preparena/shared';
import type { GeneratedQuestion, QuestionGenerator } from '../../../generator.js';
import type { Rng } from '../../../random.js';
import type { Bi } from './shared.js';

/**
 * Passage and inference (Bank PO): a short passage and one inference, judged on the five-point scale
 * definitely true / probably true / data inadequate / probably false / definitely false. Every
 * inference was judged by hand: "definitely" only when the passage states or forces it, "probably"
 * when the passage points that way without settling it, "data inadequate" when it is silent.
 */

const LABELS = ['dt', 'pt', 'di', 'pf', 'df'] as const;
type Label = (typeof LABELS)[number];

const OPTION: Record<Label, Bi> = {
  dt: { en: 'Definitely true', hi: 'निश्चित रूप से सत्य' },
  pt: { en: 'Probably true', hi: 'संभवतः सत्य' },
  di: { en: 'Data inadequate', hi: 'आँकड़े अपर्याप्त हैं' },
  pf: { en: 'Probably false', hi: 'संभवतः असत्य' },
  df: { en: 'Definitely false', hi: 'निश्चित रूप से असत्य' },
};

interface Inference {
  label: Label;
  text: Bi;
  why: Bi;
}
interface Passage {
  passage: Bi;
  inferences: readonly Inference[];
}

const inf =
  (label: Label) =>
  (en: string, hi: string, whyEn: string, whyHi: string): Inference => ({
    label,
    text: { en, hi },
    why: { en: whyEn, hi: whyHi },
  });
const dt = inf('dt');
const pt = inf('pt');
const di = inf('di');
const pf = inf('pf');
const df = inf('df');

const PASSAGES: readonly Passage[] = [
  {
    passage: {
      en: 'Exports of handloom sarees from the state rose by 18 per cent last year, the third rise in a row. Most of the growth came from buyers in West Asia. Weavers, however, say that the price of cotton yarn went up even faster, and many small weavers could not keep up with the large orders.',
      hi: 'पिछले वर्ष राज्य से हथकरघा साड़ियों का निर्यात 18 प्रतिशत बढ़ा, जो लगातार तीसरी वृद्धि थी। अधिकांश वृद्धि पश्चिम एशिया के खरीदारों से आई। परंतु बुनकरों का कहना है कि सूती धागे का दाम इससे भी तेज़ी से बढ़ा, और कई छोटे बुनकर बड़े ऑर्डर पूरे नहीं कर पाए।',
    },
    inferences: [
      dt(
        'Exports of handloom sarees from the state were higher last year than the year before.',
        'पिछले वर्ष राज्य से हथकरघा साड़ियों का निर्यात उससे पहले के वर्ष से अधिक था।',
        'the passage says exports rose by 18 per cent last year.',
        'गद्यांश कहता है कि पिछले वर्ष निर्यात 18 प्रतिशत बढ़ा।',
      ),
      df(
        'Exports of handloom sarees from the state have been falling for the last three years.',
        'पिछले तीन वर्षों से राज्य से हथकरघा साड़ियों का निर्यात घट रहा है।',
        'the passage says exports rose for the third year in a row, the opposite.',
        'गद्यांश के अनुसार निर्यात लगातार तीसरे वर्ष बढ़ा, जो इसका उलटा है।',
      ),
      pt(
        "The small weavers' profit margins shrank last year.",
        'पिछले वर्ष छोटे बुनकरों का मुनाफ़ा घटा।',
        'yarn costs rose faster than sales, which points to thinner margins, but their accounts are not given.',
        'धागे की लागत बिक्री से तेज़ बढ़ी, जो कम मुनाफ़े की ओर इशारा करता है, पर उनका हिसाब नहीं दिया गया।',
      ),
      pf(
        'Buyers in West Asia lost interest in handloom sarees from the state last year.',
        'पिछले वर्ष पश्चिम एशिया के खरीदारों की राज्य की हथकरघा साड़ियों में रुचि घट गई।',
        'most of the growth came from them, which makes this very unlikely, though not impossible for every buyer.',
        'अधिकांश वृद्धि उन्हीं से आई, इसलिए यह बहुत असंभावित है, यद्यपि हर खरीदार के लिए असंभव नहीं।',
      ),
      di(
        'The state government gives a subsidy on cotton yarn to weavers.',
        'राज्य सरकार बुनकरों को सूती धागे पर अनुदान देती है।',
        'the passage says nothing about any subsidy.',
        'गद्यांश किसी अनुदान के बारे में कुछ नहीं कहता।',
      ),
      di(
        'Handloom sarees are the largest export item of the state.',
        'हथकरघा साड़ियाँ राज्य की सबसे बड़ी निर्यात वस्तु हैं।',
        'no other export of the state is mentioned for comparison.',
        'तुलना के लिए राज्य के किसी अन्य निर्यात का उल्लेख नहीं है।',
      ),
    ],
  },
  {
    passage: {
      en: 'The city library opened a children’s reading room in January. Since then the number of members below 14 years of age has doubled, while adult membership has stayed the same. The librarian plans to keep the room open on Sundays from next month.',
      hi: 'शहर के पुस्तकालय ने जनवरी में बच्चों के लिए एक वाचन कक्ष खोला। तब से 14 वर्ष से कम आयु के सदस्यों की संख्या दोगुनी हो गई है, जबकि वयस्क सदस्यों की संख्या उतनी ही रही है। पुस्तकालयाध्यक्ष अगले महीने से यह कक्ष रविवार को भी खुला रखने की योजना बना रहे हैं।',
    },
    inferences: [
      dt(
        'The library has more members below 14 years of age now than it had before January.',
        'अब पुस्तकालय में 14 वर्ष से कम आयु के सदस्य जनवरी से पहले की तुलना में अधिक हैं।',
        'their number has doubled since January.',
        'जनवरी से उनकी संख्या दोगुनी हो गई है।',
      ),
      df(
        'Adult membership of the library has fallen since January.',
        'जनवरी से पुस्तकालय की वयस्क सदस्यता घटी है।',
        'the passage says adult membership stayed the same.',
        'गद्यांश कहता है कि वयस्क सदस्यता उतनी ही रही।',
      ),
      pt(
        'The reading room has helped to attract children to the library.',
        'वाचन कक्ष ने बच्चों को पुस्तकालय की ओर आकर्षित करने में मदद की है।',
        'child membership doubled after the room opened, which suggests it helped, though the passage does not say it was the reason.',
        'कक्ष खुलने के बाद बच्चों की सदस्यता दोगुनी हुई, जो इसकी मदद का संकेत है, यद्यपि गद्यांश इसे कारण नहीं कहता।',
      ),
      pf(
        'Few children use the reading room.',
        'बहुत कम बच्चे वाचन कक्ष का उपयोग करते हैं।',
        'doubled membership and plans for Sunday opening suggest the room is well used, though use is not measured.',
        'दोगुनी सदस्यता और रविवार को खोलने की योजना बताती है कि कक्ष का अच्छा उपयोग होता है, यद्यपि उपयोग मापा नहीं गया।',
      ),
      di(
        'The library charges a fee for membership.',
        'पुस्तकालय सदस्यता के लिए शुल्क लेता है।',
        'fees are not mentioned.',
        'शुल्क का कोई उल्लेख नहीं है।',
      ),
      di(
        'The reading room has more books in Hindi than in English.',
        'वाचन कक्ष में अंग्रेज़ी से अधिक हिंदी की पुस्तकें हैं।',
        'the passage says nothing about the books in the room.',
        'गद्यांश कक्ष की पुस्तकों के बारे में कुछ नहीं कहता।',
      ),
    ],
  },
  {
    passage: {
      en: 'After the new metro line started in March, the number of buses on the Station Road corridor was cut from 40 to 25. Bus passengers on the corridor fell by half in the same period. Traffic police report that the average speed of vehicles on Station Road has gone up.',
      hi: 'मार्च में नई मेट्रो लाइन शुरू होने के बाद स्टेशन रोड गलियारे पर बसों की संख्या 40 से घटाकर 25 कर दी गई। इसी अवधि में इस गलियारे के बस यात्री आधे रह गए। यातायात पुलिस के अनुसार स्टेशन रोड पर वाहनों की औसत गति बढ़ गई है।',
    },
    inferences: [
      dt(
        'Fewer buses run on the Station Road corridor now than before March.',
        'अब स्टेशन रोड गलियारे पर मार्च से पहले की तुलना में कम बसें चलती हैं।',
        'the number was cut from 40 to 25.',
        'संख्या 40 से घटाकर 25 की गई।',
      ),
      df(
        'Bus passengers on the corridor have increased since the metro started.',
        'मेट्रो शुरू होने के बाद से गलियारे के बस यात्री बढ़े हैं।',
        'they fell by half.',
        'वे आधे रह गए।',
      ),
      pt(
        'Many former bus passengers on the corridor now travel by metro.',
        'गलियारे के कई पुराने बस यात्री अब मेट्रो से यात्रा करते हैं।',
        'bus passengers halved just when the metro line opened, which points that way, but the passage does not say where they went.',
        'मेट्रो खुलते ही बस यात्री आधे रह गए, जो इसी ओर इशारा करता है, पर गद्यांश नहीं बताता कि वे कहाँ गए।',
      ),
      pf(
        'Traffic jams on Station Road have become worse since March.',
        'मार्च से स्टेशन रोड पर जाम और बढ़ गया है।',
        'the average speed has gone up, which makes worse jams unlikely, though a few bad hours are possible.',
        'औसत गति बढ़ी है, इसलिए जाम का बढ़ना असंभावित है, यद्यपि कुछ घंटों में ऐसा संभव है।',
      ),
      di(
        'The metro fare is lower than the bus fare on the corridor.',
        'गलियारे पर मेट्रो का किराया बस के किराये से कम है।',
        'no fares are given.',
        'कोई किराया नहीं दिया गया।',
      ),
      di(
        'The buses taken off the corridor were moved to other routes.',
        'गलियारे से हटाई गई बसें दूसरे मार्गों पर लगा दी गईं।',
        'the passage does not say what was done with them.',
        'गद्यांश यह नहीं बताता कि उन बसों का क्या किया गया।',
      ),
    ],
  },
  {
    passage: {
      en: 'A survey of 500 households in Meerpur found that 430 of them now cook on LPG, against 210 five years ago. Households still using firewood were mostly in the hamlets far from the gas agency. The survey team noted fewer complaints of eye trouble among women than in the earlier survey.',
      hi: 'मीरपुर के 500 परिवारों के एक सर्वेक्षण में पाया गया कि अब उनमें से 430 परिवार एलपीजी पर खाना पकाते हैं, जबकि पाँच वर्ष पहले 210 परिवार पकाते थे। जो परिवार अब भी लकड़ी जलाते हैं, वे अधिकतर गैस एजेंसी से दूर की बस्तियों में थे। सर्वेक्षण दल ने पिछले सर्वेक्षण की तुलना में महिलाओं में आँखों की तकलीफ़ की शिकायतें कम दर्ज कीं।',
    },
    inferences: [
      dt(
        'More than four-fifths of the households surveyed now cook on LPG.',
        'सर्वेक्षण में शामिल चार-पाँचवें से अधिक परिवार अब एलपीजी पर खाना पकाते हैं।',
        '430 out of 500 is 86 per cent, more than four-fifths (80 per cent).',
        '500 में से 430, यानी 86 प्रतिशत, चार-पाँचवें (80 प्रतिशत) से अधिक है।',
      ),
      df(
        'Fewer households in the survey cook on LPG now than five years ago.',
        'सर्वेक्षण के परिवारों में अब पाँच वर्ष पहले से कम परिवार एलपीजी पर खाना पकाते हैं।',
        'the number rose from 210 to 430.',
        'संख्या 210 से बढ़कर 430 हो गई।',
      ),
      pt(
        'Distance from the gas agency is one of the reasons why some households still use firewood.',
        'गैस एजेंसी से दूरी एक कारण है जिससे कुछ परिवार अब भी लकड़ी जलाते हैं।',
        'firewood users are mostly in far hamlets, which suggests distance matters, but the passage gives no reason directly.',
        'लकड़ी जलाने वाले अधिकतर दूर की बस्तियों में हैं, जो दूरी के महत्त्व का संकेत है, पर गद्यांश सीधे कोई कारण नहीं देता।',
      ),
      pf(
        'Smoke from cooking fires has increased in Meerpur homes over the five years.',
        'पाँच वर्षों में मीरपुर के घरों में खाना पकाने के धुएँ में वृद्धि हुई है।',
        'far more homes now use LPG and eye complaints fell, so this is unlikely, though smoke was not measured.',
        'अब कहीं अधिक घर एलपीजी का उपयोग करते हैं और आँखों की शिकायतें घटीं, इसलिए यह असंभावित है, यद्यपि धुआँ मापा नहीं गया।',
      ),
      di(
        'An LPG cylinder costs less in Meerpur than in the nearby town.',
        'मीरपुर में एलपीजी सिलेंडर पास के कस्बे से सस्ता है।',
        'prices are not mentioned.',
        'कीमतों का कोई उल्लेख नहीं है।',
      ),
      di(
        'Meerpur has more than one gas agency.',
        'मीरपुर में एक से अधिक गैस एजेंसियाँ हैं।',
        'the passage mentions "the gas agency" but does not say whether there are others.',
        'गद्यांश "गैस एजेंसी" का उल्लेख करता है, पर यह नहीं बताता कि और एजेंसियाँ हैं या नहीं।',
      ),
    ],
  },
  {
    passage: {
      en: 'The state board has announced that from this year, Class 10 students will take two board examinations, one in February and one in May, and the better score will count. Schools have been told to finish the syllabus by January. Several teachers’ unions have asked for more time to prepare.',
      hi: 'राज्य बोर्ड ने घोषणा की है कि इस वर्ष से कक्षा 10 के विद्यार्थी दो बोर्ड परीक्षाएँ देंगे, एक फ़रवरी में और एक मई में, और दोनों में से बेहतर अंक माने जाएँगे। विद्यालयों से जनवरी तक पाठ्यक्रम पूरा करने को कहा गया है। कई शिक्षक संघों ने तैयारी के लिए और समय माँगा है।',
    },
    inferences: [
      dt(
        'A Class 10 student who does badly in February can still improve the final score in May.',
        'फ़रवरी में खराब प्रदर्शन करने वाला कक्षा 10 का विद्यार्थी मई में अपने अंतिम अंक सुधार सकता है।',
        'the better of the two scores counts.',
        'दोनों में से बेहतर अंक माने जाएँगे।',
      ),
      df(
        'Class 10 students of the state board will take only one board examination this year.',
        'इस वर्ष राज्य बोर्ड के कक्षा 10 के विद्यार्थी केवल एक बोर्ड परीक्षा देंगे।',
        'the board has announced two examinations.',
        'बोर्ड ने दो परीक्षाओं की घोषणा की है।',
      ),
      pt(
        'Some teachers find the January deadline for the syllabus hard to meet.',
        'कुछ शिक्षकों को पाठ्यक्रम की जनवरी की समय-सीमा पूरी करना कठिन लगता है।',
        'unions asking for more time suggests this, though the passage does not say what exactly worries them.',
        'संघों का और समय माँगना इसका संकेत है, यद्यपि गद्यांश नहीं बताता कि उन्हें ठीक-ठीक किस बात की चिंता है।',
      ),
      pf(
        'Most teachers of the state are comfortable with the January deadline.',
        'राज्य के अधिकांश शिक्षक जनवरी की समय-सीमा से संतुष्ट हैं।',
        'several teachers’ unions have asked for more time, so this is unlikely, though the views of every teacher are not known.',
        'कई शिक्षक संघों ने और समय माँगा है, इसलिए यह असंभावित है, यद्यपि हर शिक्षक की राय ज्ञात नहीं।',
      ),
      di(
        'Students will have to pay a fee for the May examination.',
        'मई की परीक्षा के लिए विद्यार्थियों को शुल्क देना होगा।',
        'fees are not mentioned.',
        'शुल्क का कोई उल्लेख नहीं है।',
      ),
      di(
        'Class 12 students will also take two board examinations.',
        'कक्षा 12 के विद्यार्थी भी दो बोर्ड परीक्षाएँ देंगे।',
        'the announcement is only about Class 10.',
        'घोषणा केवल कक्षा 10 के बारे में है।',
      ),
    ],
  },
  {
    passage: {
      en: 'Rainfall in the district this monsoon was 35 per cent below normal. The area sown with paddy fell by a quarter, and many farmers switched to millets, which need less water. The district has four small reservoirs, all of which were less than half full at the end of September.',
      hi: 'इस मानसून में ज़िले में वर्षा सामान्य से 35 प्रतिशत कम रही। धान की बुवाई का क्षेत्र एक-चौथाई घट गया, और कई किसानों ने मोटे अनाज की ओर रुख किया, जिन्हें कम पानी चाहिए। ज़िले में चार छोटे जलाशय हैं, जो सितंबर के अंत में सभी आधे से कम भरे थे।',
    },
    inferences: [
      dt(
        'The area sown with paddy in the district fell this monsoon.',
        'इस मानसून में ज़िले में धान की बुवाई का क्षेत्र घटा।',
        'it fell by a quarter.',
        'यह एक-चौथाई घट गया।',
      ),
      df(
        'At the end of September at least one reservoir of the district was full.',
        'सितंबर के अंत में ज़िले का कम से कम एक जलाशय भरा हुआ था।',
        'all four were less than half full.',
        'चारों जलाशय आधे से कम भरे थे।',
      ),
      pt(
        'Shortage of water was one reason why farmers turned to millets.',
        'पानी की कमी एक कारण थी जिससे किसानों ने मोटे अनाज की ओर रुख किया।',
        'rain was well below normal and millets need less water, which points that way, though the farmers’ reasons are not stated.',
        'वर्षा सामान्य से काफ़ी कम थी और मोटे अनाज को कम पानी चाहिए, जो इसी ओर इशारा करता है, यद्यपि किसानों के कारण नहीं बताए गए।',
      ),
      pf(
        'The district will have plenty of water for irrigation in the coming winter.',
        'आने वाली सर्दियों में ज़िले में सिंचाई के लिए भरपूर पानी होगा।',
        'low rain and half-empty reservoirs make this unlikely, though winter rain could change it.',
        'कम वर्षा और आधे खाली जलाशयों के कारण यह असंभावित है, यद्यपि सर्दियों की वर्षा इसे बदल सकती है।',
      ),
      di(
        'The price of millets in the district market fell this year.',
        'इस वर्ष ज़िले के बाज़ार में मोटे अनाज का दाम गिरा।',
        'prices are not mentioned.',
        'दामों का कोई उल्लेख नहीं है।',
      ),
      di(
        'The district had more rain last monsoon than in the monsoon before it.',
        'पिछले मानसून में ज़िले में उससे पहले के मानसून से अधिक वर्षा हुई थी।',
        'only this monsoon’s rain is compared with normal.',
        'केवल इस मानसून की वर्षा की तुलना सामान्य से की गई है।',
      ),
    ],
  },
  {
    passage: {
      en: 'A mobile phone maker has moved its assembly of basic models from abroad to a new plant near Hosur, which employs 3,000 workers, most of them women from nearby villages. The company says the plant will make 10 million phones a year. Its premium models are still assembled abroad.',
      hi: 'एक मोबाइल फ़ोन निर्माता ने अपने साधारण मॉडलों की असेंबली विदेश से हटाकर होसुर के पास एक नए संयंत्र में कर दी है, जिसमें 3,000 कर्मचारी काम करते हैं, जिनमें अधिकतर आसपास के गाँवों की महिलाएँ हैं। कंपनी के अनुसार संयंत्र हर वर्ष 1 करोड़ फ़ोन बनाएगा। उसके प्रीमियम मॉडल अब भी विदेश में असेंबल होते हैं।',
    },
    inferences: [
      dt(
        'The company’s basic models were once assembled outside India.',
        'कंपनी के साधारण मॉडल पहले भारत के बाहर असेंबल होते थे।',
        'the assembly was moved from abroad.',
        'असेंबली विदेश से हटाकर लाई गई है।',
      ),
      df(
        'All models of the company are now assembled near Hosur.',
        'कंपनी के सभी मॉडल अब होसुर के पास असेंबल होते हैं।',
        'premium models are still assembled abroad.',
        'प्रीमियम मॉडल अब भी विदेश में असेंबल होते हैं।',
      ),
      pt(
        'The plant has created new jobs for women in the villages around Hosur.',
        'संयंत्र ने होसुर के आसपास के गाँवों की महिलाओं के लिए नए रोज़गार पैदा किए हैं।',
        'most of the 3,000 workers are women from nearby villages, which suggests new jobs, though some may have left other work to join.',
        '3,000 में से अधिकतर कर्मचारी आसपास के गाँवों की महिलाएँ हैं, जो नए रोज़गार का संकेत है, यद्यपि कुछ ने दूसरा काम छोड़कर भी जुड़ा हो सकता है।',
      ),
      pf(
        'Most workers of the Hosur plant come from other states.',
        'होसुर संयंत्र के अधिकांश कर्मचारी दूसरे राज्यों से आते हैं।',
        'most workers are women from nearby villages, which makes this unlikely.',
        'अधिकतर कर्मचारी आसपास के गाँवों की महिलाएँ हैं, इसलिए यह असंभावित है।',
      ),
      di(
        'The phones made at Hosur will be cheaper than before.',
        'होसुर में बने फ़ोन पहले से सस्ते होंगे।',
        'prices are not mentioned.',
        'कीमतों का कोई उल्लेख नहीं है।',
      ),
      di(
        'The company plans to export phones from the Hosur plant.',
        'कंपनी होसुर संयंत्र से फ़ोन निर्यात करने की योजना बना रही है।',
        'nothing is said about where the phones will be sold.',
        'यह नहीं बताया गया कि फ़ोन कहाँ बेचे जाएँगे।',
      ),
    ],
  },
  {
    passage: {
      en: 'A hospital in Nandpur began a night clinic in June for workers who cannot come during the day. In the first three months it saw about 90 patients a night, twice what the hospital had expected. The hospital has asked the health department for two more doctors for the clinic.',
      hi: 'नंदपुर के एक अस्पताल ने जून में उन मज़दूरों के लिए रात्रि क्लिनिक शुरू किया जो दिन में नहीं आ पाते। पहले तीन महीनों में वहाँ हर रात लगभग 90 मरीज़ आए, जो अस्पताल के अनुमान के दोगुने थे। अस्पताल ने स्वास्थ्य विभाग से क्लिनिक के लिए दो और डॉक्टर माँगे हैं।',
    },
    inferences: [
      dt(
        'The hospital had expected about 45 patients a night at the clinic.',
        'अस्पताल ने क्लिनिक में हर रात लगभग 45 मरीज़ों का अनुमान लगाया था।',
        '90 patients a night was twice the expected number.',
        'हर रात 90 मरीज़ अनुमान के दोगुने थे।',
      ),
      df(
        'The night clinic of the hospital in Nandpur was started in January.',
        'नंदपुर के अस्पताल का रात्रि क्लिनिक जनवरी में शुरू हुआ था।',
        'it began in June.',
        'यह जून में शुरू हुआ।',
      ),
      pt(
        'The present doctors of the night clinic are overloaded.',
        'रात्रि क्लिनिक के मौजूदा डॉक्टरों पर काम का बोझ अधिक है।',
        'twice the expected patients and a request for more doctors point to this, though the workload is not stated.',
        'अनुमान से दोगुने मरीज़ और और डॉक्टरों की माँग इसी ओर इशारा करते हैं, यद्यपि काम का बोझ नहीं बताया गया।',
      ),
      pf(
        'Few workers in Nandpur need medical care at night.',
        'नंदपुर में बहुत कम मज़दूरों को रात में चिकित्सा की ज़रूरत होती है।',
        'about 90 patients a night makes this unlikely.',
        'हर रात लगभग 90 मरीज़ आने से यह असंभावित है।',
      ),
      di(
        'The night clinic charges no fee.',
        'रात्रि क्लिनिक कोई शुल्क नहीं लेता।',
        'fees are not mentioned.',
        'शुल्क का कोई उल्लेख नहीं है।',
      ),
      di(
        'The health department will send two more doctors to the clinic.',
        'स्वास्थ्य विभाग क्लिनिक में दो और डॉक्टर भेजेगा।',
        'the hospital has asked, but the reply is not known.',
        'अस्पताल ने माँग की है, पर उत्तर ज्ञात नहीं है।',
      ),
    ],
  },
];

function inferenceQuestion(rng: Rng): GeneratedQuestion {
  const p = rng.pick(PASSAGES);
  const label = rng.pick(LABELS);
  const x = rng.pick(p.inferences.filter((i) => i.label === label));
  const statement = (l: 'en' | 'hi') =>
    [
      `**${l === 'en' ? 'Passage' : 'गद्यांश'}:** ${p.passage[l]}`,
      '',
      `**${l === 'en' ? 'Inference' : 'अनुमान'}:** ${x.text[l]}`,
      '',
      l === 'en'
        ? 'Judge the inference in the context of the passage only: is it definitely true, probably true, probably false or definitely false, or are the data inadequate?'
        : 'केवल गद्यांश के संदर्भ में अनुमान को परखिए: क्या यह निश्चित रूप से सत्य है, संभवतः सत्य है, संभवतः असत्य है या निश्चित रूप से असत्य है, या आँकड़े अपर्याप्त हैं?',
    ].join('\n');
  const solution = (l: 'en' | 'hi') =>
    [
      l === 'en'
        ? '"Definitely" needs the passage to state or force the inference (or its opposite); "probably" means the passage points that way without settling it; "data inadequate" means the passage is silent.'
        : '"निश्चित रूप से" तभी जब गद्यांश अनुमान (या उसका उलटा) स्पष्ट कहे या अनिवार्य बनाए; "संभवतः" का अर्थ है कि गद्यांश उस ओर इशारा करता है पर तय नहीं करता; "आँकड़े अपर्याप्त" का अर्थ है कि गद्यांश इस पर मौन है।',
      `${l === 'en' ? 'Here' : 'यहाँ'}: ${x.why[l]}`,
      `**${l === 'en' ? 'Answer' : 'उत्तर'}: ${OPTION[label][l]}**`,
    ].join('\n\n');
  return {
    title: { en: 'Passage and inference: true or false', hi: 'गद्यांश और अनुमान: सत्य या असत्य' },
    type: 'single',
    statement: { en: statement('en'), hi: statement('hi') },
    options: LABELS.map((k) => OPTION[k]),
    answer: { kind: 'choice', correct: [LABELS.indexOf(label)] },
    solution: { en: solution('en'), hi: solution('hi') },
    expectedSeconds: 75,
    numbers: [],
    check(): QuestionAnswer {
      // Look the shown inference up in its passage by its English text and read its label.
      const found = p.inferences.find((i) => i.text.en === x.text.en);
      const right = LABELS.map((k, o) => (found?.label === k ? o : -1)).filter((o) => o >= 0);
      return { kind: 'choice', correct: right };
    },
  };
}

/** A short passage and one inference: definitely true, probably true, data inadequate, probably or definitely false. */
export const conclusionsPassageInference: QuestionGenerator = {
  id: 'statement-and-conclusions/passage-inference',
  topic: 'statement-and-conclusions',
  difficulty: 'medium',
  exams: ['Bank PO', 'Placements', 'SSC CGL'],
  count: 40,
  generate: inferenceQuestion,
};
