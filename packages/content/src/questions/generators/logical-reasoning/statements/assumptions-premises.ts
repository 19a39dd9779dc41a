import type { QuestionGenerator } from '../../../generator.js';
import { ASSUMPTION_WORDS } from './assumptions-decisions.js';
import { type ListedItem, type ListedWording, listedGenerator, oddOneQuestion } from './listed-engines.js';
import { candidate } from './shared.js';

/**
 * An argument with its conclusion in bold and four assumptions listed I–IV, exactly one of which is
 * the missing premise linking the evidence to the conclusion. Judged by hand.
 */

const yes = candidate(true);
const no = candidate(false);

/** Arguments with a marked conclusion and the premise that links evidence to conclusion. */
const GAPS: readonly ListedItem[] = [
  {
    statement: {
      en: 'Ravi has scored above 90 in every mathematics test this year. **So he will get a seat in the engineering college.**',
      hi: 'रवि ने इस वर्ष गणित की हर परीक्षा में 90 से अधिक अंक पाए हैं। **अतः उसे इंजीनियरिंग कॉलेज में सीट मिलेगी।**',
    },
    candidates: [
      yes(
        'Marks in mathematics tests decide admission to the engineering college.',
        'गणित की परीक्षाओं के अंक इंजीनियरिंग कॉलेज में प्रवेश तय करते हैं।',
        'without this link the test scores say nothing about the seat.',
        'इस कड़ी के बिना परीक्षा के अंक सीट के बारे में कुछ नहीं बताते।',
      ),
      no(
        'Ravi studies mathematics for six hours a day.',
        'रवि रोज़ छह घंटे गणित पढ़ता है।',
        'how he studies is not needed for the conclusion.',
        'वह कैसे पढ़ता है, यह निष्कर्ष के लिए ज़रूरी नहीं।',
      ),
      no(
        'Ravi is the best student of his class.',
        'रवि अपनी कक्षा का सबसे अच्छा विद्यार्थी है।',
        'the argument does not compare him with others.',
        'तर्क उसकी दूसरों से तुलना नहीं करता।',
      ),
      no(
        'Ravi wants to become a doctor.',
        'रवि डॉक्टर बनना चाहता है।',
        'this would go against the conclusion, not support it.',
        'यह निष्कर्ष के विरुद्ध जाएगा, उसका समर्थन नहीं करेगा।',
      ),
      no(
        'Every student who scores above 90 will become an engineer.',
        '90 से अधिक अंक पाने वाला हर विद्यार्थी इंजीनियर बनेगा।',
        'the conclusion is about getting a seat, not about a career; the claim goes too far.',
        'निष्कर्ष सीट पाने के बारे में है, करियर के बारे में नहीं; यह दावा बहुत आगे जाता है।',
      ),
    ],
  },
  {
    statement: {
      en: 'The new café near the college is always full at lunchtime. **So opening a second café nearby would also be profitable.**',
      hi: 'कॉलेज के पास का नया कैफ़े दोपहर के भोजन के समय हमेशा भरा रहता है। **अतः पास में दूसरा कैफ़े खोलना भी लाभदायक होगा।**',
    },
    candidates: [
      yes(
        'Many customers are turned away or not served at lunchtime because the café is full.',
        'कैफ़े भरा होने के कारण दोपहर में कई ग्राहक लौट जाते हैं या उन्हें सेवा नहीं मिलती।',
        'a second café gains only if there is demand the first cannot meet.',
        'दूसरे कैफ़े को तभी लाभ होगा जब ऐसी माँग हो जिसे पहला पूरा न कर सके।',
      ),
      no(
        'The café serves the best coffee in the town.',
        'कैफ़े नगर की सबसे अच्छी कॉफ़ी देता है।',
        'quality of the first café is not the link to a second one.',
        'पहले कैफ़े की गुणवत्ता दूसरे कैफ़े से जुड़ी कड़ी नहीं है।',
      ),
      no(
        'College students do not cook at home.',
        'कॉलेज के विद्यार्थी घर पर खाना नहीं बनाते।',
        'an extreme claim the argument does not need.',
        'यह एक अतिवादी दावा है जिसकी तर्क को ज़रूरत नहीं।',
      ),
      no(
        'The owner of the first café will open the second one.',
        'पहले कैफ़े का मालिक ही दूसरा कैफ़े खोलेगा।',
        'who opens it does not matter to the conclusion.',
        'कौन खोलेगा, इससे निष्कर्ष पर कोई फ़र्क नहीं पड़ता।',
      ),
      no(
        'Rent near the college is low.',
        'कॉलेज के पास किराया कम है।',
        'helpful perhaps, but the argument does not rest on it.',
        'शायद सहायक, पर तर्क इस पर आधारित नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'Meena’s phone battery now lasts only half a day. **So she should buy a new phone.**',
      hi: 'मीना के फ़ोन की बैटरी अब केवल आधा दिन चलती है। **अतः उसे नया फ़ोन खरीदना चाहिए।**',
    },
    candidates: [
      yes(
        'Replacing only the battery is not a better option for Meena.',
        'केवल बैटरी बदलवाना मीना के लिए बेहतर विकल्प नहीं है।',
        'if a new battery were the better fix, a new phone would not follow.',
        'यदि नई बैटरी बेहतर उपाय होती, तो नया फ़ोन लेना नहीं बनता।',
      ),
      no(
        'Meena uses her phone for many hours a day.',
        'मीना दिन में कई घंटे फ़ोन का उपयोग करती है।',
        'how much she uses it is not the link the argument needs.',
        'वह कितना उपयोग करती है, यह वह कड़ी नहीं जिसकी तर्क को ज़रूरत है।',
      ),
      no(
        'New phones have batteries that last a week.',
        'नए फ़ोनों की बैटरी एक सप्ताह चलती है।',
        'an extreme claim; a new phone need only last longer than half a day.',
        'यह अतिवादी दावा है; नए फ़ोन को बस आधे दिन से अधिक चलना चाहिए।',
      ),
      no(
        'Meena can afford the most expensive phone.',
        'मीना सबसे महंगा फ़ोन खरीद सकती है।',
        'the advice is to buy a new phone, not the most expensive one.',
        'सलाह नया फ़ोन खरीदने की है, सबसे महंगा नहीं।',
      ),
      no(
        'Meena’s phone was bought five years ago.',
        'मीना का फ़ोन पाँच वर्ष पहले खरीदा गया था।',
        'its age is not needed for the conclusion.',
        'निष्कर्ष के लिए उसकी उम्र ज़रूरी नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'The bridge on the river road has been closed for repairs. **So the school bus will reach school late tomorrow.**',
      hi: 'नदी वाली सड़क का पुल मरम्मत के लिए बंद कर दिया गया है। **अतः स्कूल बस कल विद्यालय देर से पहुँचेगी।**',
    },
    candidates: [
      yes(
        'The school bus usually goes over that bridge, and the other way takes longer.',
        'स्कूल बस आमतौर पर उसी पुल से जाती है, और दूसरे रास्ते में अधिक समय लगता है।',
        'the closure delays the bus only if so.',
        'पुल बंद होने से बस तभी देर से पहुँचेगी।',
      ),
      no(
        'The bridge is very old.',
        'पुल बहुत पुराना है।',
        'the reason for the repairs does not matter to the conclusion.',
        'मरम्मत के कारण का निष्कर्ष से कोई संबंध नहीं।',
      ),
      no(
        'The school will be closed tomorrow.',
        'विद्यालय कल बंद रहेगा।',
        'this would contradict the conclusion, not support it.',
        'यह निष्कर्ष का खंडन करेगा, समर्थन नहीं।',
      ),
      no(
        'The repairs will take a whole year.',
        'मरम्मत में पूरा एक वर्ष लगेगा।',
        'only tomorrow matters to the conclusion.',
        'निष्कर्ष के लिए केवल कल का दिन मायने रखता है।',
      ),
      no(
        'The bus driver drives slowly.',
        'बस चालक धीरे गाड़ी चलाता है।',
        'the argument blames the closed bridge, not the driver.',
        'तर्क बंद पुल को कारण मानता है, चालक को नहीं।',
      ),
    ],
  },
  {
    statement: {
      en: 'The library has bought 500 new books for children this year. **So children in the town will read more this year.**',
      hi: 'पुस्तकालय ने इस वर्ष बच्चों के लिए 500 नई पुस्तकें खरीदी हैं। **अतः इस वर्ष नगर के बच्चे अधिक पढ़ेंगे।**',
    },
    candidates: [
      yes(
        'Children in the town will borrow or read the new books.',
        'नगर के बच्चे नई पुस्तकें लेंगे या पढ़ेंगे।',
        'books on the shelf make children read more only if they are used.',
        'अलमारी में रखी पुस्तकें तभी अधिक पढ़ाई कराएँगी जब उनका उपयोग हो।',
      ),
      no(
        'Children prefer stories to comics.',
        'बच्चे कॉमिक्स से अधिक कहानियाँ पसंद करते हैं।',
        'the kind of book is not the link the argument needs.',
        'पुस्तक का प्रकार वह कड़ी नहीं जिसकी तर्क को ज़रूरत है।',
      ),
      no(
        'The library had no books for children before.',
        'पुस्तकालय में पहले बच्चों की कोई पुस्तक नहीं थी।',
        '"new" books are added; nothing says there were none.',
        '"नई" पुस्तकें जोड़ी गईं; कहीं नहीं कहा गया कि पहले कोई नहीं थी।',
      ),
      no(
        'Every child in the town is a member of the library.',
        'नगर का हर बच्चा पुस्तकालय का सदस्य है।',
        'an extreme claim; "more reading" does not need every child.',
        'यह अतिवादी दावा है; "अधिक पढ़ने" के लिए हर बच्चा ज़रूरी नहीं।',
      ),
      no(
        'The books were bought with a government grant.',
        'पुस्तकें सरकारी अनुदान से खरीदी गईं।',
        'how they were paid for is irrelevant.',
        'उनका भुगतान कैसे हुआ, यह अप्रासंगिक है।',
      ),
    ],
  },
];

const GAP: ListedWording = {
  ...ASSUMPTION_WORDS,
  title: { en: 'The missing premise of an argument', hi: 'तर्क का छूटा हुआ आधार-वाक्य' },
  given: { en: 'Argument (conclusion in bold)', hi: 'तर्क (निष्कर्ष मोटे अक्षरों में)' },
  question: {
    en: 'The conclusion does not follow from the evidence alone. Which one of the assumptions must be made for it to follow?',
    hi: 'निष्कर्ष केवल प्रमाण से नहीं निकलता। उसके निकलने के लिए कौन-सी एक पूर्वधारणा माननी होगी?',
  },
  opening: {
    en: 'Find the gap between the evidence and the bold conclusion: the assumption is the link that joins them. Facts that are beside the point, extreme claims and facts that go against the conclusion are not it.',
    hi: 'प्रमाण और मोटे अक्षरों वाले निष्कर्ष के बीच का अंतर खोजिए: पूर्वधारणा वह कड़ी है जो दोनों को जोड़ती है। असंबंधित तथ्य, अतिवादी दावे और निष्कर्ष के विरुद्ध जाने वाले तथ्य यह कड़ी नहीं हैं।',
  },
};

/** An argument with its conclusion in bold: which assumption closes the gap from evidence to conclusion? */
export const assumptionsMissingPremise: QuestionGenerator = listedGenerator(
  'statement-and-assumptions/missing-premise',
  'medium',
  ['Bank PO', 'CAT', 'Placements'],
  40,
  (rng) => oddOneQuestion(rng, GAPS, GAP, true, 75),
);
