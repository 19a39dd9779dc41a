import type { QuestionGenerator } from '../../../generator.js';
import { ASSUMPTION_WORDS } from './assumptions-decisions.js';
import { type ListedItem, type ListedWording, listedGenerator, oddOneQuestion } from './listed-engines.js';
import { candidate } from './shared.js';

/**
 * An advertisement or notice and four assumptions listed I–IV, exactly one of them implicit. Judged
 * by hand: an advertisement assumes readers who will respond to its offer; boasts, comparisons and
 * extreme promises are not implicit.
 */

const yes = candidate(true);
const no = candidate(false);

/** Advertisements with one or two implicit assumptions, for "which one is implicit". */
const ADVERTISEMENTS: readonly ListedItem[] = [
  {
    statement: {
      en: 'Advertisement: "Learn spoken English in 60 days at Vani Academy — evening batches for working people."',
      hi: 'विज्ञापन: "वाणी अकादमी में 60 दिनों में बोलचाल की अंग्रेज़ी सीखिए — कामकाजी लोगों के लिए शाम के बैच।"',
    },
    candidates: [
      yes(
        'Some working people want to learn spoken English.',
        'कुछ कामकाजी लोग बोलचाल की अंग्रेज़ी सीखना चाहते हैं।',
        'evening batches for working people would make no sense otherwise.',
        'अन्यथा कामकाजी लोगों के लिए शाम के बैच का कोई अर्थ नहीं।',
      ),
      yes(
        'Working people are generally free in the evening.',
        'कामकाजी लोग सामान्यतः शाम को खाली होते हैं।',
        'that is why the batches for them are in the evening.',
        'इसीलिए उनके बैच शाम को रखे गए हैं।',
      ),
      no(
        'Nobody can learn English without joining an academy.',
        'कोई भी अकादमी में दाखिला लिए बिना अंग्रेज़ी नहीं सीख सकता।',
        'an extreme claim the advertisement does not need.',
        'यह एक अतिवादी दावा है जिसकी विज्ञापन को ज़रूरत नहीं।',
      ),
      no(
        'Vani Academy is the best academy in the city.',
        'वाणी अकादमी शहर की सबसे अच्छी अकादमी है।',
        'no comparison is made or needed.',
        'कोई तुलना न की गई है, न ज़रूरी है।',
      ),
      no(
        'Spoken English is more useful than written English.',
        'बोलचाल की अंग्रेज़ी लिखित अंग्रेज़ी से अधिक उपयोगी है।',
        'the advertisement compares nothing of the kind.',
        'विज्ञापन ऐसी कोई तुलना नहीं करता।',
      ),
      no(
        'People who join will be fluent in English after 60 days.',
        'दाखिला लेने वाले 60 दिन बाद अंग्रेज़ी में धाराप्रवाह हो जाएँगे।',
        'learning to speak is not the same as full fluency; the claim goes too far.',
        'बोलना सीखना पूरी तरह धाराप्रवाह होने के समान नहीं; यह दावा बहुत आगे जाता है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Advertisement: "FreshKart — vegetables from the farm to your door within 12 hours of picking. Order on our app."',
      hi: 'विज्ञापन: "फ़्रेशकार्ट — तोड़ने के 12 घंटे के भीतर खेत से सब्ज़ियाँ आपके द्वार तक। हमारे ऐप पर ऑर्डर कीजिए।"',
    },
    candidates: [
      yes(
        'Buyers value freshly picked vegetables.',
        'खरीदार ताज़ी तोड़ी गई सब्ज़ियों को महत्त्व देते हैं।',
        'the 12-hour promise is made to attract them.',
        '12 घंटे का वादा उन्हें आकर्षित करने के लिए है।',
      ),
      yes(
        'Many of the people it wants to reach can use a mobile app.',
        'जिन लोगों तक वह पहुँचना चाहता है, उनमें से कई मोबाइल ऐप चला सकते हैं।',
        'orders are taken on the app.',
        'ऑर्डर ऐप पर ही लिए जाते हैं।',
      ),
      no(
        'Vegetables sold in local markets are stale.',
        'स्थानीय बाज़ारों में बिकने वाली सब्ज़ियाँ बासी होती हैं।',
        'the advertisement praises its own freshness; it need not run down others.',
        'विज्ञापन अपनी ताज़गी की बात करता है; उसे दूसरों को बुरा कहने की ज़रूरत नहीं।',
      ),
      no(
        'FreshKart grows all its vegetables on its own farms.',
        'फ़्रेशकार्ट अपनी सारी सब्ज़ियाँ अपने ही खेतों में उगाता है।',
        '"from the farm" does not say whose farm.',
        '"खेत से" यह नहीं बताता कि खेत किसका है।',
      ),
      no(
        'People have stopped going to vegetable markets.',
        'लोगों ने सब्ज़ी बाज़ार जाना बंद कर दिया है।',
        'the advertisement needs only some buyers, not a change by everyone.',
        'विज्ञापन को केवल कुछ खरीदार चाहिए, सबका बदलना नहीं।',
      ),
      no(
        'FreshKart’s prices are lower than market prices.',
        'फ़्रेशकार्ट के दाम बाज़ार से कम हैं।',
        'prices are not mentioned.',
        'दामों का उल्लेख नहीं है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Advertisement: "Wanted: delivery partners with their own two-wheeler and a valid driving licence. Earn up to ₹25,000 a month."',
      hi: 'विज्ञापन: "आवश्यकता है: अपने दोपहिया वाहन और वैध ड्राइविंग लाइसेंस वाले डिलीवरी साथियों की। हर महीने ₹25,000 तक कमाइए।"',
    },
    candidates: [
      yes(
        'There are people with a two-wheeler and a licence who are looking for work.',
        'ऐसे लोग हैं जिनके पास दोपहिया वाहन और लाइसेंस है और जो काम ढूँढ रहे हैं।',
        'the advertisement is addressed to them.',
        'विज्ञापन उन्हीं को संबोधित है।',
      ),
      yes(
        'The mention of earnings will attract applicants.',
        'कमाई का उल्लेख आवेदकों को आकर्षित करेगा।',
        'that is why the figure is given.',
        'इसीलिए आँकड़ा दिया गया है।',
      ),
      no(
        'Every delivery partner will earn ₹25,000 a month.',
        'हर डिलीवरी साथी हर महीने ₹25,000 कमाएगा।',
        '"up to" sets a ceiling; it is not a promise to all.',
        '"तक" एक ऊपरी सीमा है; यह सबसे किया गया वादा नहीं।',
      ),
      no(
        'People without a licence often apply for such jobs.',
        'बिना लाइसेंस वाले लोग अक्सर ऐसी नौकरियों के लिए आवेदन करते हैं।',
        'stating a requirement does not assume it is often broken.',
        'शर्त बताने का अर्थ यह मानना नहीं कि उसका अक्सर उल्लंघन होता है।',
      ),
      no(
        'Delivery by bicycle is slower than by two-wheeler.',
        'साइकिल से डिलीवरी दोपहिया वाहन से धीमी होती है।',
        'no comparison is needed for the requirement.',
        'शर्त के लिए किसी तुलना की ज़रूरत नहीं।',
      ),
      no(
        'The company will give the partners two-wheelers later.',
        'कंपनी बाद में साथियों को दोपहिया वाहन देगी।',
        'partners are to bring their own.',
        'साथियों को अपना वाहन लाना है।',
      ),
    ],
  },
  {
    statement: {
      en: 'Advertisement: "Sunshine Water Purifier — removes 99 per cent of germs. Free installation and one year’s service."',
      hi: 'विज्ञापन: "सनशाइन वॉटर प्यूरीफ़ायर — 99 प्रतिशत कीटाणु हटाता है। निःशुल्क स्थापना और एक वर्ष की सेवा।"',
    },
    candidates: [
      yes(
        'People care about germs in their drinking water.',
        'लोग अपने पीने के पानी में कीटाणुओं की चिंता करते हैं।',
        'the germ claim is the selling point.',
        'कीटाणु हटाने का दावा ही बिक्री का आधार है।',
      ),
      yes(
        'Free installation and service will make the purifier more attractive to buyers.',
        'निःशुल्क स्थापना और सेवा से प्यूरीफ़ायर खरीदारों को अधिक आकर्षक लगेगा।',
        'that is why they are offered.',
        'इसीलिए ये दिए जा रहे हैं।',
      ),
      no(
        'Tap water in the city is unfit to drink.',
        'शहर का नल का पानी पीने योग्य नहीं है।',
        'a purifier can be sold without water being unfit everywhere.',
        'हर जगह पानी अयोग्य न हो तब भी प्यूरीफ़ायर बेचा जा सकता है।',
      ),
      no(
        'Other purifiers remove fewer germs.',
        'दूसरे प्यूरीफ़ायर कम कीटाणु हटाते हैं।',
        'no comparison is made.',
        'कोई तुलना नहीं की गई।',
      ),
      no(
        'The purifier will never need repairs.',
        'प्यूरीफ़ायर को कभी मरम्मत की ज़रूरत नहीं पड़ेगी।',
        'the offer of a year’s service suggests rather the opposite.',
        'एक वर्ष की सेवा का प्रस्ताव बल्कि इसके उलटे की ओर इशारा करता है।',
      ),
      no(
        'Most buyers install purifiers themselves.',
        'अधिकांश खरीदार प्यूरीफ़ायर खुद लगाते हैं।',
        'the offer of free installation does not need this.',
        'निःशुल्क स्थापना के प्रस्ताव के लिए यह ज़रूरी नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'Notice in a bank: "Customers above 70 years of age may ask for banking services at home. Call the branch to book a visit."',
      hi: 'एक बैंक में सूचना: "70 वर्ष से अधिक आयु के ग्राहक घर पर बैंकिंग सेवा माँग सकते हैं। मुलाकात तय करने के लिए शाखा को फ़ोन कीजिए।"',
    },
    candidates: [
      yes(
        'Some customers above 70 find it hard to come to the branch.',
        '70 वर्ष से अधिक आयु के कुछ ग्राहकों को शाखा आने में कठिनाई होती है।',
        'the home service is meant for them.',
        'घर पर सेवा उन्हीं के लिए है।',
      ),
      yes(
        'The branch has staff who can make home visits.',
        'शाखा के पास ऐसे कर्मचारी हैं जो घर जाकर सेवा दे सकते हैं।',
        'the offer cannot be kept otherwise.',
        'अन्यथा प्रस्ताव निभाया नहीं जा सकता।',
      ),
      no(
        'Customers above 70 cannot use mobile banking.',
        '70 वर्ष से अधिक आयु के ग्राहक मोबाइल बैंकिंग का उपयोग नहीं कर सकते।',
        'an extra service does not assume they cannot use other ways.',
        'अतिरिक्त सेवा यह नहीं मानती कि वे दूसरे तरीके उपयोग नहीं कर सकते।',
      ),
      no(
        'The branch is too crowded for elderly customers.',
        'शाखा बुज़ुर्ग ग्राहकों के लिए बहुत भीड़भरी है।',
        'no reason about crowding is given or needed.',
        'भीड़ का कोई कारण न दिया गया है, न ज़रूरी है।',
      ),
      no(
        'Every customer above 70 will ask for the service.',
        '70 वर्ष से अधिक आयु का हर ग्राहक यह सेवा माँगेगा।',
        'the service is offered, not expected of all.',
        'सेवा का प्रस्ताव है, सबसे इसकी अपेक्षा नहीं।',
      ),
      no(
        'Other banks do not offer this service.',
        'दूसरे बैंक यह सेवा नहीं देते।',
        'other banks are not relevant to the notice.',
        'दूसरे बैंकों का सूचना से कोई संबंध नहीं।',
      ),
    ],
  },
];

const AD_IMPLICIT: ListedWording = {
  ...ASSUMPTION_WORDS,
  title: { en: 'The assumption behind an advertisement', hi: 'विज्ञापन के पीछे की पूर्वधारणा' },
  given: { en: 'Statement', hi: 'कथन' },
  question: {
    en: 'Which one of the assumptions is implicit in the statement?',
    hi: 'कौन-सी एक पूर्वधारणा कथन में अंतर्निहित है?',
  },
  opening: {
    en: 'An advertisement or notice assumes that its readers exist and will respond to what it offers; boasts, comparisons with others and extreme promises are not implicit.',
    hi: 'विज्ञापन या सूचना यह मानकर चलती है कि उसके पाठक हैं और वे उसके प्रस्ताव पर प्रतिक्रिया देंगे; बड़े दावे, दूसरों से तुलना और अतिवादी वादे अंतर्निहित नहीं होते।',
  },
};

/** An advertisement or notice and four assumptions: which one is implicit? */
export const assumptionsAdvertisement: QuestionGenerator = listedGenerator(
  'statement-and-assumptions/advertisement-assumption',
  'easy',
  ['SSC CGL', 'RRB NTPC', 'Bank PO'],
  40,
  (rng) => oddOneQuestion(rng, ADVERTISEMENTS, AD_IMPLICIT, true, 50),
);
