import type { QuestionSetGenerator } from '../../set-generator.js';
import { codingAgentCodes } from './coding-decoding-lrdi-agent-codes.js';
import { codingCityCipher } from './coding-decoding-lrdi-city-cipher.js';
import { codingDigitSymbols } from './coding-decoding-lrdi-digit-symbols.js';
import { codingLetterDigits } from './coding-decoding-lrdi-letter-digits.js';
import { codingWordCodeCases } from './coding-decoding-lrdi-word-code-cases.js';

/** More DI sets (docs/question-bank.md). Brief: /work/briefs/di-d10.md */
export const DI_GROUP_D10: readonly QuestionSetGenerator[] = [
  codingLetterDigits,
  codingCityCipher,
  codingWordCodeCases,
  codingDigitSymbols,
  codingAgentCodes,
];
