import type { BilingualText } from './bilingual-text.js';

/** The Hindi spelling of every given name the generators use, keyed by the English one. */
const HINDI_SPELLING: Readonly<Record<string, string>> = {
  Ravi: 'रवि',
  Amit: 'अमित',
  Suresh: 'सुरेश',
  Mohan: 'मोहन',
  Rahul: 'राहुल',
  Vikas: 'विकास',
  Arjun: 'अर्जुन',
  Karan: 'करण',
  Rohit: 'रोहित',
  Sanjay: 'संजय',
  Deepak: 'दीपक',
  Manoj: 'मनोज',
  Ajay: 'अजय',
  Nikhil: 'निखिल',
  Varun: 'वरुण',
  Anil: 'अनिल',
  Gopal: 'गोपाल',
  Harish: 'हरीश',
  Prakash: 'प्रकाश',
  Vivek: 'विवेक',
  Kiran: 'किरण',
  Gaurav: 'गौरव',
  Reena: 'रीना',
  Sita: 'सीता',
  Priya: 'प्रिया',
  Neha: 'नेहा',
  Anjali: 'अंजलि',
  Pooja: 'पूजा',
  Kavita: 'कविता',
  Meena: 'मीना',
  Sunita: 'सुनीता',
  Radha: 'राधा',
  Geeta: 'गीता',
  Nisha: 'निशा',
  Rekha: 'रेखा',
  Asha: 'आशा',
  Swati: 'स्वाति',
  Divya: 'दिव्या',
  Komal: 'कोमल',
  Lata: 'लता',
  Shalini: 'शालिनी',
  Usha: 'उषा',
  Sneha: 'स्नेहा',
};

/** Given names in English and Hindi, in the order listed (the order is part of the bank). */
export function bilingualNames(names: readonly string[]): BilingualText[] {
  return names.map((en) => {
    const hi = HINDI_SPELLING[en];
    if (hi === undefined) throw new Error(`no Hindi spelling for ${en}`);
    return { en, hi };
  });
}

/** People named in both languages with their gender (`m`), the men first, then the women. */
export function menAndWomen(men: readonly string[], women: readonly string[]) {
  return [
    ...bilingualNames(men).map((name) => ({ ...name, m: true })),
    ...bilingualNames(women).map((name) => ({ ...name, m: false })),
  ];
}

/** Men's given names, in the order blood relations draws them from. */
export const MEN_NAMES: readonly string[] = [
  'Ravi',
  'Amit',
  'Suresh',
  'Mohan',
  'Rahul',
  'Vikas',
  'Arjun',
  'Karan',
  'Rohit',
  'Sanjay',
  'Deepak',
  'Manoj',
  'Ajay',
  'Nikhil',
  'Varun',
  'Anil',
  'Gopal',
  'Harish',
  'Prakash',
  'Vivek',
];

/** Women's given names, in the order blood relations draws them from. */
export const WOMEN_NAMES: readonly string[] = [
  'Reena',
  'Sita',
  'Priya',
  'Neha',
  'Anjali',
  'Pooja',
  'Kavita',
  'Meena',
  'Sunita',
  'Radha',
  'Geeta',
  'Nisha',
  'Rekha',
  'Asha',
  'Swati',
  'Divya',
  'Komal',
  'Lata',
  'Shalini',
  'Usha',
];

/**
 * Given names for the people of the arrangement puzzles. The order is part of the generated bank
 * (generators shuffle and slice this list), so new names go at the end only.
 */
export const PERSON_NAMES: readonly BilingualText[] = bilingualNames([
  'Ravi',
  'Amit',
  'Neha',
  'Pooja',
  'Rahul',
  'Sunita',
  'Kiran',
  'Manoj',
  'Priya',
  'Deepak',
  'Anjali',
  'Vikas',
  'Rohit',
  'Sneha',
  'Arjun',
  'Kavita',
  'Suresh',
  'Meena',
  'Gaurav',
  'Nisha',
  'Ajay',
  'Rekha',
  'Sanjay',
  'Geeta',
]);
