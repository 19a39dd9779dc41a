import type { QuestionSetGenerator } from '../../set-generator.js';
import {
  extremeBySort,
  gcd,
  type Loc,
  labelQuestion,
  loc,
  numberQuestion,
  oneDecimal,
  ratioByFactors,
  ratioText,
  ratioWrongs,
  round1,
  roundingNote,
  safeToRound,
  sum,
  sumTex,
  textQuestion,
  uniqueExtreme,
} from './di-numbers.js';

const DEPTS: Loc[] = [
  loc('Production', 'उत्पादन'),
  loc('Sales', 'बिक्री'),
  loc('Accounts', 'लेखा'),
  loc('HR', 'मानव संसाधन'),
];
/** "k out of every m employees of Production are men". */
const OUT_OF: [number, number][] = [
  [3, 5],
  [2, 3],
  [3, 4],
  [4, 7],
  [5, 8],
  [2, 5],
];
const RATIOS: [number, number][] = [
  [2, 3],
  [3, 2],
  [1, 1],
  [3, 7],
  [7, 3],
  [1, 4],
  [4, 1],
  [3, 5],
];
const HR_WOMEN = [20, 25, 40, 50, 60, 75];

/** Employees of a company by department and gender, told in prose. */
export const caseletsCompanyEmployees: QuestionSetGenerator = {
  id: 'caselets/company-employees',
  topic: 'caselets',
  difficulty: 'medium',
  exams: ['Bank PO', 'CAT', 'SSC CGL', 'Placements'],
  generate(rng) {
    let total = 0;
    let pProd = 0;
    let gap = 0;
    let outOf: [number, number] = [1, 1];
    let lead = 0;
    let ratio: [number, number] = [1, 1];
    let hrWomen = 0;
    let staff: number[] = [];
    let men: number[] = [];
    let women: number[] = [];
    for (;;) {
      total = 100 * rng.int(6, 16);
      pProd = rng.pick([30, 35, 40, 45]);
      const prod = (total * pProd) / 100;
      gap = 10 * rng.int(2, 12);
      const sales = prod - gap;
      const accounts = sales / 2;
      const hr = total - prod - sales - accounts;
      outOf = rng.pick(OUT_OF);
      lead = 10 * rng.int(1, 6);
      ratio = rng.pick(RATIOS);
      hrWomen = rng.pick(HR_WOMEN);
      staff = [prod, sales, accounts, hr];
      if (sales <= 0 || !Number.isInteger(accounts) || hr < 40 || hr >= prod) continue;
      const prodMen = (prod * outOf[0]) / outOf[1];
      const salesMen = (sales - lead) / 2;
      const accMen = (accounts * ratio[0]) / (ratio[0] + ratio[1]);
      const hrW = (hr * hrWomen) / 100;
      men = [prodMen, salesMen, accMen, hr - hrW];
      women = staff.map((s, i) => s - (men[i] as number));
      if (![...men, ...women].every((x) => Number.isInteger(x) && x > 0)) continue;
      if (uniqueExtreme(women, 'max') < 0) continue;
      break;
    }
    const [prod, sales, accounts, hr] = staff as [number, number, number, number];
    const name = (i: number) => DEPTS[i] as Loc;
    const body: Loc = {
      en: [
        `A company has ${total} employees, each working in exactly one of four departments: Production, Sales, Accounts and HR.`,
        `- Production employs ${pProd}% of all the employees, and ${outOf[0]} out of every ${outOf[1]} employees in Production are men.`,
        `- Sales has ${gap} fewer employees than Production. In Sales, the women outnumber the men by ${lead}.`,
        `- Accounts has half as many employees as Sales, and the ratio of men to women in Accounts is ${ratio[0]} : ${ratio[1]}.`,
        `- The remaining employees work in HR, where ${hrWomen}% of the employees are women.`,
      ]
        .join('\n')
        .replace('\n', '\n\n'),
      hi: [
        `एक कंपनी में ${total} कर्मचारी हैं, जिनमें से प्रत्येक चार विभागों — उत्पादन, बिक्री, लेखा और मानव संसाधन — में से ठीक एक में काम करता है।`,
        `- उत्पादन विभाग में सभी कर्मचारियों के ${pProd}% काम करते हैं, और उत्पादन के प्रत्येक ${outOf[1]} कर्मचारियों में से ${outOf[0]} पुरुष हैं।`,
        `- बिक्री विभाग में उत्पादन से ${gap} कर्मचारी कम हैं। बिक्री में महिलाओं की संख्या पुरुषों से ${lead} अधिक है।`,
        `- लेखा विभाग में बिक्री के आधे कर्मचारी हैं, और लेखा में पुरुषों तथा महिलाओं का अनुपात ${ratio[0]} : ${ratio[1]} है।`,
        `- शेष कर्मचारी मानव संसाधन विभाग में काम करते हैं, जहाँ ${hrWomen}% कर्मचारी महिलाएँ हैं।`,
      ]
        .join('\n')
        .replace('\n', '\n\n'),
    };
    const deptLines: Loc = {
      en: `Production $= \\frac{${pProd}}{100} \\times ${total} = ${prod}$; Sales $= ${prod} - ${gap} = ${sales}$; Accounts $= \\frac{${sales}}{2} = ${accounts}$; HR $= ${total} - ${prod} - ${sales} - ${accounts} = ${hr}$.`,
      hi: `उत्पादन $= \\frac{${pProd}}{100} \\times ${total} = ${prod}$; बिक्री $= ${prod} - ${gap} = ${sales}$; लेखा $= \\frac{${sales}}{2} = ${accounts}$; मानव संसाधन $= ${total} - ${prod} - ${sales} - ${accounts} = ${hr}$।`,
    };
    const womenLines: Loc = {
      en: `Women: Production $${prod} - \\frac{${outOf[0]}}{${outOf[1]}} \\times ${prod} = ${women[0]}$; Sales $\\frac{${sales} + ${lead}}{2} = ${women[1]}$; Accounts $\\frac{${ratio[1]}}{${ratio[0] + ratio[1]}} \\times ${accounts} = ${women[2]}$; HR $\\frac{${hrWomen}}{100} \\times ${hr} = ${women[3]}$.`,
      hi: `महिलाएँ: उत्पादन $${prod} - \\frac{${outOf[0]}}{${outOf[1]}} \\times ${prod} = ${women[0]}$; बिक्री $\\frac{${sales} + ${lead}}{2} = ${women[1]}$; लेखा $\\frac{${ratio[1]}}{${ratio[0] + ratio[1]}} \\times ${accounts} = ${women[2]}$; मानव संसाधन $\\frac{${hrWomen}}{100} \\times ${hr} = ${women[3]}$।`,
    };

    // 1. The size of HR (needs the whole chain).
    const q1 = numberQuestion(rng, {
      title: loc('Employees in HR', 'मानव संसाधन में कर्मचारी'),
      statement: { en: 'How many employees work in HR?', hi: 'मानव संसाधन विभाग में कितने कर्मचारी काम करते हैं?' },
      value: hr,
      distractors: [
        total - prod - sales, // forgets Accounts
        total - prod - sales - prod / 2, // takes Accounts as half of Production
        hr + gap,
        hr - 10,
      ],
      steps: [deptLines],
      numbers: [hr],
      seconds: 90,
      recompute: () => total - ((total * pProd) / 100) * 2.5 + gap * 1.5,
    });

    // 2. Women in Sales.
    const q2 = numberQuestion(rng, {
      title: loc('Women in Sales', 'बिक्री में महिलाएँ'),
      statement: { en: 'How many women work in Sales?', hi: 'बिक्री विभाग में कितनी महिलाएँ काम करती हैं?' },
      value: women[1] as number,
      distractors: [
        men[1] as number, // the men instead
        sales / 2, // ignores the difference
        (sales + lead) as number, // forgets to halve
        (women[1] as number) + lead,
      ],
      steps: [
        {
          en: `Sales has $${prod} - ${gap} = ${sales}$ employees.`,
          hi: `बिक्री में $${prod} - ${gap} = ${sales}$ कर्मचारी हैं।`,
        },
        {
          en: `Men + women $= ${sales}$ and women − men $= ${lead}$, so women $= \\frac{${sales} + ${lead}}{2} = ${women[1]}$.`,
          hi: `पुरुष + महिलाएँ $= ${sales}$ और महिलाएँ − पुरुष $= ${lead}$, अतः महिलाएँ $= \\frac{${sales} + ${lead}}{2} = ${women[1]}$।`,
        },
      ],
      numbers: [women[1] as number],
      seconds: 75,
      recompute: () => sales - (sales - lead) / 2,
    });

    // 3. Type in: the women in the whole company.
    const allWomen = sum(women);
    const q3 = numberQuestion(rng, {
      title: loc('Women in the company', 'कंपनी में कुल महिलाएँ'),
      statement: {
        en: 'How many women work in the company in all?',
        hi: 'कंपनी में कुल कितनी महिलाएँ काम करती हैं?',
      },
      value: allWomen,
      distractors: [],
      typeIn: true,
      steps: [
        deptLines,
        womenLines,
        {
          en: `In all: $${women.join(' + ')} = ${allWomen}$.`,
          hi: `कुल: $${women.join(' + ')} = ${allWomen}$।`,
        },
      ],
      numbers: [allWomen],
      seconds: 150,
      recompute: () => total - sum(men),
    });

    // 4. The department with the most women.
    const most = uniqueExtreme(women, 'max');
    const q4 = labelQuestion(rng, {
      title: loc('The department with the most women', 'सबसे अधिक महिलाओं वाला विभाग'),
      statement: {
        en: 'Which department has the largest number of women?',
        hi: 'किस विभाग में महिलाओं की संख्या सबसे अधिक है?',
      },
      labels: DEPTS,
      correct: most,
      scores: women,
      steps: [
        deptLines,
        womenLines,
        {
          en: `The largest is ${women[most]}, in ${name(most).en}.`,
          hi: `सबसे अधिक ${women[most]} है, ${name(most).hi} में।`,
        },
      ],
      numbers: [women[most] as number],
      seconds: 150,
      recompute: () =>
        extremeBySort(
          staff.map((s, i) => s - (men[i] as number)),
          'max',
        ),
    });

    // 5. Ratio of the men in Production to the men in Accounts.
    const a = men[0] as number;
    const b = men[2] as number;
    const correct = ratioText(a, b);
    const q5 = textQuestion(rng, {
      title: loc('Ratio of men', 'पुरुषों का अनुपात'),
      statement: {
        en: 'What is the ratio of the number of men in Production to the number of men in Accounts?',
        hi: 'उत्पादन में पुरुषों की संख्या और लेखा में पुरुषों की संख्या का अनुपात क्या है?',
      },
      correct,
      wrong: ratioWrongs(a, b, [
        ratioText(b, a),
        ratioText(a, women[2] as number), // the women of Accounts instead
        ratioText(prod, accounts), // all the employees
      ]),
      steps: [
        {
          en: `Men in Production: $\\frac{${outOf[0]}}{${outOf[1]}} \\times ${prod} = ${a}$. Men in Accounts: $\\frac{${ratio[0]}}{${ratio[0] + ratio[1]}} \\times ${accounts} = ${b}$.`,
          hi: `उत्पादन में पुरुष: $\\frac{${outOf[0]}}{${outOf[1]}} \\times ${prod} = ${a}$। लेखा में पुरुष: $\\frac{${ratio[0]}}{${ratio[0] + ratio[1]}} \\times ${accounts} = ${b}$।`,
        },
        { en: `$${a} : ${b} = ${correct}$.`, hi: `$${a} : ${b} = ${correct}$।` },
      ],
      numbers: [a, b],
      seconds: 90,
      recompute: () => {
        const p = (total * pProd) / 100;
        return ratioByFactors(
          (p * outOf[0]) / outOf[1],
          (((p - gap) / 2) * ratio[0]) / (ratio[0] + ratio[1]),
        );
      },
    });

    return {
      set: { kind: 'passage', title: loc('Employees of a company', 'एक कंपनी के कर्मचारी'), body },
      questions: [q1, q2, q3, q4, q5],
      numbers: [total, pProd, gap, lead, hrWomen],
    };
  },
};

const LANGUAGES: Loc[] = [
  loc('Hindi', 'हिंदी'),
  loc('English', 'अंग्रेज़ी'),
  loc('Sanskrit', 'संस्कृत'),
  loc('Urdu', 'उर्दू'),
];

/** A library's books by language and the books issued in a month, told in prose. */
export const caseletsLibraryBooks: QuestionSetGenerator = {
  id: 'caselets/library-books',
  topic: 'caselets',
  difficulty: 'hard',
  exams: ['CAT', 'Bank PO', 'SSC CGL', 'Placements'],
  generate(rng) {
    let total = 0;
    let pEng = 0;
    let more = 0;
    let ratio: [number, number] = [1, 1];
    let iHin = 0;
    let iEng = 0;
    let every = 0;
    let urduIssued = 0;
    let books: number[] = [];
    let issued: number[] = [];
    for (;;) {
      total = 100 * rng.int(20, 60);
      pEng = rng.pick([20, 25, 30, 35]);
      more = 100 * rng.int(1, 8);
      ratio = rng.pick(RATIOS);
      iHin = 5 * rng.int(2, 8);
      iEng = 5 * rng.int(2, 8);
      every = rng.pick([4, 5, 8, 10]);
      const eng = (total * pEng) / 100;
      const hin = eng + more;
      const rest = total - eng - hin;
      if (rest < 200) continue;
      const san = (rest * ratio[0]) / (ratio[0] + ratio[1]);
      const urdu = rest - san;
      urduIssued = 10 * rng.int(2, Math.max(2, Math.floor(urdu / 25)));
      books = [hin, eng, san, urdu];
      issued = [(hin * iHin) / 100, (eng * iEng) / 100, san / every, urduIssued];
      if (!issued.every((x) => Number.isInteger(x)) || !Number.isInteger(san) || urduIssued >= urdu) continue;
      if (uniqueExtreme(issued, 'max') < 0 || iHin === iEng) continue;
      if (!safeToRound(sum(issued) * 100, total)) continue;
      // Keep the ratio of the books not issued (Hindi : English) in small terms.
      const notH = hin - (issued[0] as number);
      const notE = eng - (issued[1] as number);
      if (Math.max(notH, notE) / gcd(notH, notE) > 40) continue;
      break;
    }
    const [hin, eng, san, urdu] = books as [number, number, number, number];
    const name = (i: number) => LANGUAGES[i] as Loc;
    const body: Loc = {
      en: [
        `A library has ${total} books in four languages: Hindi, English, Sanskrit and Urdu.`,
        `- ${pEng}% of the books are in English, and there are ${more} more Hindi books than English books.`,
        `- The remaining books are in Sanskrit and Urdu, in the ratio ${ratio[0]} : ${ratio[1]}.`,
        `- In March, ${iHin}% of the Hindi books and ${iEng}% of the English books were issued to readers, as was one in every ${every} Sanskrit books, and ${urduIssued} Urdu books.`,
        '',
        'No book was issued twice in the month.',
      ]
        .join('\n')
        .replace('\n', '\n\n'),
      hi: [
        `एक पुस्तकालय में चार भाषाओं — हिंदी, अंग्रेज़ी, संस्कृत और उर्दू — की कुल ${total} पुस्तकें हैं।`,
        `- ${pEng}% पुस्तकें अंग्रेज़ी की हैं, और हिंदी की पुस्तकें अंग्रेज़ी से ${more} अधिक हैं।`,
        `- शेष पुस्तकें संस्कृत और उर्दू की हैं, ${ratio[0]} : ${ratio[1]} के अनुपात में।`,
        `- मार्च में हिंदी की ${iHin}% और अंग्रेज़ी की ${iEng}% पुस्तकें पाठकों को जारी की गईं, संस्कृत की प्रत्येक ${every} पुस्तकों में से एक, और उर्दू की ${urduIssued} पुस्तकें जारी की गईं।`,
        '',
        'महीने में कोई पुस्तक दो बार जारी नहीं हुई।',
      ]
        .join('\n')
        .replace('\n', '\n\n'),
    };
    const rest = san + urdu;
    const booksLine: Loc = {
      en: `English $= \\frac{${pEng}}{100} \\times ${total} = ${eng}$; Hindi $= ${eng} + ${more} = ${hin}$; Sanskrit and Urdu $= ${total} - ${eng} - ${hin} = ${rest}$, so Sanskrit $= \\frac{${ratio[0]}}{${ratio[0] + ratio[1]}} \\times ${rest} = ${san}$ and Urdu $= ${urdu}$.`,
      hi: `अंग्रेज़ी $= \\frac{${pEng}}{100} \\times ${total} = ${eng}$; हिंदी $= ${eng} + ${more} = ${hin}$; संस्कृत और उर्दू $= ${total} - ${eng} - ${hin} = ${rest}$, अतः संस्कृत $= \\frac{${ratio[0]}}{${ratio[0] + ratio[1]}} \\times ${rest} = ${san}$ और उर्दू $= ${urdu}$।`,
    };
    const issuedLine: Loc = {
      en: `Issued: Hindi $\\frac{${iHin}}{100} \\times ${hin} = ${issued[0]}$; English $\\frac{${iEng}}{100} \\times ${eng} = ${issued[1]}$; Sanskrit $\\frac{${san}}{${every}} = ${issued[2]}$; Urdu ${urduIssued}.`,
      hi: `जारी: हिंदी $\\frac{${iHin}}{100} \\times ${hin} = ${issued[0]}$; अंग्रेज़ी $\\frac{${iEng}}{100} \\times ${eng} = ${issued[1]}$; संस्कृत $\\frac{${san}}{${every}} = ${issued[2]}$; उर्दू ${urduIssued}।`,
    };

    // 1. Sanskrit books.
    const q1 = numberQuestion(rng, {
      title: loc('Sanskrit books', 'संस्कृत की पुस्तकें'),
      statement: {
        en: 'How many Sanskrit books does the library have?',
        hi: 'पुस्तकालय में संस्कृत की कितनी पुस्तकें हैं?',
      },
      value: san,
      distractors: [
        urdu, // the ratio read the other way
        ((total - eng) * ratio[0]) / (ratio[0] + ratio[1]), // forgets the Hindi books
        ((total - eng - more) * ratio[0]) / (ratio[0] + ratio[1]),
        san + 50,
      ].map(Math.round),
      steps: [booksLine],
      numbers: [san],
      seconds: 90,
      recompute: () => ((total * (100 - 2 * pEng)) / 100 - more) * (ratio[0] / (ratio[0] + ratio[1])),
    });

    // 2. Type in: books issued in all.
    const allIssued = sum(issued);
    const q2 = numberQuestion(rng, {
      title: loc('Books issued in the month', 'महीने में जारी पुस्तकें'),
      statement: {
        en: 'How many books were issued in March in all?',
        hi: 'मार्च में कुल कितनी पुस्तकें जारी की गईं?',
      },
      value: allIssued,
      distractors: [],
      typeIn: true,
      steps: [booksLine, issuedLine, { en: `In all: $${sumTex(issued)}$.`, hi: `कुल: $${sumTex(issued)}$।` }],
      numbers: [allIssued],
      seconds: 150,
      recompute: () => total - sum(books.map((b, i) => b - (issued[i] as number))),
    });

    // 3. The language with the most books issued.
    const most = uniqueExtreme(issued, 'max');
    const q3 = labelQuestion(rng, {
      title: loc('Most books issued', 'सबसे अधिक जारी पुस्तकें'),
      statement: {
        en: 'Books of which language were issued in the largest number in March?',
        hi: 'मार्च में किस भाषा की पुस्तकें सबसे अधिक संख्या में जारी हुईं?',
      },
      labels: LANGUAGES,
      correct: most,
      scores: issued,
      steps: [
        booksLine,
        issuedLine,
        {
          en: `The largest is ${issued[most]}, ${name(most).en}.`,
          hi: `सबसे अधिक ${issued[most]} है, ${name(most).hi}।`,
        },
      ],
      numbers: [issued[most] as number],
      seconds: 150,
      recompute: () => extremeBySort(issued, 'max'),
    });

    // 4. Percentage of all the books issued.
    const exact = oneDecimal(allIssued * 100, total);
    const pct = round1((allIssued * 100) / total);
    const note = roundingNote(exact);
    const simpleMean = (iHin + iEng + 100 / every + (urduIssued * 100) / urdu) / 4;
    const q4 = numberQuestion(rng, {
      title: loc('Share of the books issued', 'जारी पुस्तकों का प्रतिशत'),
      statement: {
        en: `What percentage of all the books of the library were issued in March${note.en}?`,
        hi: `मार्च में पुस्तकालय की सभी पुस्तकों में से कितने प्रतिशत जारी की गईं${note.hi}?`,
      },
      value: pct,
      distractors: [
        simpleMean, // averages the four languages' rates
        (allIssued * 100) / (total - allIssued), // compares with the books not issued
        (allIssued * 100) / (hin + eng), // Hindi and English only as the base
        pct + 2,
      ],
      percent: true,
      steps: [
        booksLine,
        issuedLine,
        {
          en: `$\\frac{${allIssued}}{${total}} \\times 100 ${exact ? '=' : '\\approx'} ${pct}\\%$ (the four rates cannot simply be averaged: the languages have different numbers of books).`,
          hi: `$\\frac{${allIssued}}{${total}} \\times 100 ${exact ? '=' : '\\approx'} ${pct}\\%$ (चारों दरों का सीधा औसत नहीं लिया जा सकता: भाषाओं की पुस्तकों की संख्या भिन्न है)।`,
        },
      ],
      numbers: [pct],
      seconds: 180,
      recompute: () => 100 - (sum(books.map((b, i) => b - (issued[i] as number))) * 100) / total,
    });

    // 5. Ratio of the Hindi to the English books not issued.
    const a = hin - (issued[0] as number);
    const b = eng - (issued[1] as number);
    const correct = ratioText(a, b);
    const q5 = textQuestion(rng, {
      title: loc('Books not issued', 'जारी न हुई पुस्तकें'),
      statement: {
        en: 'What is the ratio of the Hindi books not issued in March to the English books not issued in March?',
        hi: 'मार्च में जारी न हुई हिंदी पुस्तकों और जारी न हुई अंग्रेज़ी पुस्तकों का अनुपात क्या है?',
      },
      correct,
      wrong: ratioWrongs(a, b, [
        ratioText(b, a),
        ratioText(issued[0] as number, issued[1] as number), // the books issued instead
        ratioText(hin, eng), // all the books
      ]),
      steps: [
        booksLine,
        {
          en: `Not issued: Hindi $${hin} - ${issued[0]} = ${a}$; English $${eng} - ${issued[1]} = ${b}$; $${a} : ${b} = ${correct}$.`,
          hi: `जारी नहीं हुईं: हिंदी $${hin} - ${issued[0]} = ${a}$; अंग्रेज़ी $${eng} - ${issued[1]} = ${b}$; $${a} : ${b} = ${correct}$।`,
        },
      ],
      numbers: [a, b],
      seconds: 120,
      recompute: () => ratioByFactors((hin * (100 - iHin)) / 100, (eng * (100 - iEng)) / 100),
    });

    return {
      set: { kind: 'passage', title: loc('Books of a library', 'एक पुस्तकालय की पुस्तकें'), body },
      questions: [q1, q2, q3, q4, q5],
      numbers: [total, pEng, more, iHin, iEng, every, urduIssued],
    };
  },
};
