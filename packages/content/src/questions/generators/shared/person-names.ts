import type { BilingualText } from './bilingual-text.js';

/**
 * Given names for the people of the arrangement puzzles, in English and Hindi. The order is part of
 * the generated bank (generators shuffle and slice this list), so new names go at the end only.
 */
export const PERSON_NAMES: readonly BilingualText[] = [
  { en: 'Ravi', hi: 'रवि' },
  { en: 'Amit', hi: 'अमित' },
  { en: 'Neha', hi: 'नेहा' },
  { en: 'Pooja', hi: 'पूजा' },
  { en: 'Rahul', hi: 'राहुल' },
  { en: 'Sunita', hi: 'सुनीता' },
  { en: 'Kiran', hi: 'किरण' },
  { en: 'Manoj', hi: 'मनोज' },
  { en: 'Priya', hi: 'प्रिया' },
  { en: 'Deepak', hi: 'दीपक' },
  { en: 'Anjali', hi: 'अंजलि' },
  { en: 'Vikas', hi: 'विकास' },
  { en: 'Rohit', hi: 'रोहित' },
  { en: 'Sneha', hi: 'स्नेहा' },
  { en: 'Arjun', hi: 'अर्जुन' },
  { en: 'Kavita', hi: 'कविता' },
  { en: 'Suresh', hi: 'सुरेश' },
  { en: 'Meena', hi: 'मीना' },
  { en: 'Gaurav', hi: 'गौरव' },
  { en: 'Nisha', hi: 'निशा' },
  { en: 'Ajay', hi: 'अजय' },
  { en: 'Rekha', hi: 'रेखा' },
  { en: 'Sanjay', hi: 'संजय' },
  { en: 'Geeta', hi: 'गीता' },
];
