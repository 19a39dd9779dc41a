import { mathOf } from './math-check.js';
import { A_BEFORE_VOWEL_NUMBER, PLURAL_AFTER_ONE } from './text-singular.js';

export { singularAfterOne } from './text-singular.js';

/**
 * The polish lint of question text (issue 12): plural units after "1", "a" before a number read
 * with a vowel sound ("a 84 m"), ₹ inside maths (KaTeX has no glyph for it), a coefficient 1 written out
 * in maths ("$1y$"), doubled words, and English sentences left untranslated in Hindi text.
 */

/** A coefficient or power written as 1 before a letter in maths: `1x`, `1y^2` (not `1st`, not `\frac{1}{x}`). */
const ONE_COEFFICIENT = /(?<![\d.\\{])(?<![a-zA-Z])1([a-z])(?![a-z\d])/;

const DOUBLED_WORD = /\b([A-Za-z]{2,})[ \t]+\1\b/i;

/** Doubled words that are English ("had had", "that that"). */
const DOUBLED_OK = new Set(['had', 'that']);

/**
 * Outside maths, brackets and Markdown images, five Latin words in a row with a function word among
 * them make an English sentence (a list of words given as data, "eagle bread fire film", does not).
 */
const ENGLISH_RUN = /(?:\b[A-Za-z][A-Za-z'’-]+\b[ ,;:]+){4}\b[A-Za-z][A-Za-z'’-]+\b/g;
const FUNCTION_WORD = /\b(the|of|to|and|is|are|was|in|on|by|or|for|with|from|that|not|an)\b/i;

function withoutMath(text: string): string {
  // A mark, not a space: "$aK$ and $bK$ and" must not read as a doubled "and".
  return text.replace(/\$\$[\s\S]+?\$\$/g, ' ∎ ').replace(/(?<![\\$])\$[^$\n]+?\$/g, ' ∎ ');
}

/** The polish problems of a text in one language (empty when it is clean). */
export function polishProblems(text: string, lang: 'en' | 'hi'): string[] {
  const problems: string[] = [];
  const prose = withoutMath(text).replace(/!\[[^\]]*\]\([^)]*\)/g, ' ');
  const plural = prose.match(PLURAL_AFTER_ONE);
  if (plural) problems.push(`${lang}: "${plural[0]}"`);
  const article = lang === 'en' ? prose.match(new RegExp(`${A_BEFORE_VOWEL_NUMBER.source}\\S+`)) : null;
  if (article) problems.push(`en: "${article[0]}" (an)`);
  for (const { expr } of mathOf(text)) {
    const one = expr.replace(/\\[a-zA-Z]+/g, ' ').match(ONE_COEFFICIENT);
    if (one) problems.push(`${lang}: "1${one[1]}" in maths: $${expr}$`);
    if (expr.includes('₹')) problems.push(`${lang}: ₹ inside maths (write it outside): $${expr}$`);
  }
  const doubled = prose.match(DOUBLED_WORD);
  if (doubled && !DOUBLED_OK.has((doubled[1] ?? '').toLowerCase()))
    problems.push(`${lang}: doubled "${doubled[0]}"`);
  if (lang === 'hi') {
    const english = [...prose.replace(/\([^)]*\)/g, ' ').matchAll(ENGLISH_RUN)].find((m) =>
      FUNCTION_WORD.test(m[0]),
    );
    if (english) problems.push(`hi: English left in Hindi: "${english[0]}"`);
  }
  return problems;
}
