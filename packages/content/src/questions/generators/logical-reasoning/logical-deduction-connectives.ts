import type { QuestionGenerator } from '../../generator.js';
import {
  bin,
  ifPool,
  LEAD,
  type Lit,
  literalPool,
  litF,
  lits,
  neg,
  question,
} from './logical-deduction-forms.js';

/**
 * Logical-deduction shapes on connectives: exactly one of two, "only if" chains, necessary and
 * sufficient conditions, claims that cannot be true or can be true together, and a CAT-level chain
 * of five simple statements (the engine and its checker are in logical-deduction-forms.ts).
 */

/** "Exactly one of two" with an if–then and a fact: which conclusion must be true? */
export const deductionExactlyOne: QuestionGenerator = {
  id: 'logical-deduction/exactly-one-of-two',
  topic: 'logical-deduction',
  difficulty: 'medium',
  exams: ['SSC CGL', 'Bank PO', 'CAT', 'Placements'],
  count: 40,
  generate(rng) {
    return question(
      rng,
      4,
      (l) => {
        const [P, Q, R, S] = l as [Lit, Lit, Lit, Lit];
        const fact = rng.pick([litF(P), litF(neg(P)), litF(R), litF(neg(R))]);
        return {
          premises: [bin('xor', P, Q), bin('if', Q, R), bin('if', S, P), fact],
          pool: literalPool(4),
          ask: 'must',
        };
      },
      { en: 'Exactly one of two: what follows?', hi: 'दो में से ठीक एक: क्या निष्कर्ष निकलता है?' },
      90,
      LEAD,
    );
  },
};

/** "Only if" chains with a fact: which conclusion must be true? */
export const deductionOnlyIf: QuestionGenerator = {
  id: 'logical-deduction/only-if-chains',
  topic: 'logical-deduction',
  difficulty: 'medium',
  exams: ['CAT', 'GMAT', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    return question(
      rng,
      4,
      (l) => {
        const [P, Q, R, S] = l as [Lit, Lit, Lit, Lit];
        const fact = rng.pick([litF(P), litF(neg(R)), litF(neg(Q)), litF(S)]);
        return {
          premises: [bin('onlyIf', P, Q), bin('onlyIf', Q, R), bin('onlyIf', S, Q), fact],
          pool: [...literalPool(4), ...rng.shuffle(ifPool(4)).slice(0, 6)],
          ask: 'must',
        };
      },
      { en: '"Only if" statements: what follows?', hi: '"केवल तभी जब" वाले कथन: क्या निष्कर्ष निकलता है?' },
      100,
      LEAD,
    );
  },
};

/** Necessary and sufficient conditions: which if–then statement must be true? */
export const deductionNecessarySufficient: QuestionGenerator = {
  id: 'logical-deduction/necessary-and-sufficient',
  topic: 'logical-deduction',
  difficulty: 'medium',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    return question(
      rng,
      3,
      (l) => {
        const [P, Q, R] = l as [Lit, Lit, Lit];
        return {
          premises: [
            bin(rng.pick(['necessary', 'sufficient'] as const), P, Q),
            bin(rng.pick(['necessary', 'sufficient'] as const), Q, R),
          ],
          pool: ifPool(3),
          ask: 'must',
        };
      },
      { en: 'Necessary and sufficient conditions', hi: 'आवश्यक और पर्याप्त शर्तें' },
      100,
      LEAD,
    );
  },
};

/** If–then and either–or statements: which conclusion cannot be true? */
export const deductionCannotBeTrue: QuestionGenerator = {
  id: 'logical-deduction/cannot-be-true',
  topic: 'logical-deduction',
  difficulty: 'medium',
  exams: ['CAT', 'GMAT', 'Bank PO', 'Placements'],
  count: 40,
  generate(rng) {
    return question(
      rng,
      4,
      (l) => {
        const [P, Q, R, S] = l as [Lit, Lit, Lit, Lit];
        const pairs = lits(4).flatMap((a) =>
          lits(4)
            .filter((b) => b.atom > a.atom)
            .map((b) => bin('and', a, b)),
        );
        return {
          premises: [bin('if', P, Q), bin('or', Q, R), bin('if', R, neg(S))],
          pool: pairs,
          ask: 'cannot',
        };
      },
      { en: 'Which conclusion cannot be true?', hi: 'कौन-सा निष्कर्ष सत्य नहीं हो सकता?' },
      100,
      LEAD,
    );
  },
};

/** CAT level: five simple statements, four mixed connectives; a case split decides what must hold. */
export const deductionCaseSplitChain: QuestionGenerator = {
  id: 'logical-deduction/case-split-chain',
  topic: 'logical-deduction',
  difficulty: 'hard',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 60,
  generate(rng) {
    return question(
      rng,
      5,
      (l) => {
        const [P, Q, R, S, T] = l as [Lit, Lit, Lit, Lit, Lit];
        return {
          premises: rng.shuffle([
            bin('or', P, Q),
            bin(rng.pick(['if', 'onlyIf'] as const), P, R),
            bin(rng.pick(['if', 'necessary'] as const), Q, R),
            bin(rng.pick(['xor', 'if'] as const), R, S),
            bin('if', T, neg(R)),
          ]),
          pool: [...literalPool(5), ...rng.shuffle(ifPool(5)).slice(0, 8)],
          ask: 'must',
        };
      },
      { en: 'Five linked statements: a case split', hi: 'पाँच जुड़े कथन: स्थितियों में बाँटकर हल' },
      200,
      LEAD,
    );
  },
};

/** Either–or and if–then statements: which pair of claims can both be true with them? */
export const deductionCanBeTrueTogether: QuestionGenerator = {
  id: 'logical-deduction/can-be-true-together',
  topic: 'logical-deduction',
  difficulty: 'medium',
  exams: ['CAT', 'GMAT', 'Placements'],
  count: 40,
  generate(rng) {
    return question(
      rng,
      4,
      (l) => {
        const [P, Q, R, S] = l as [Lit, Lit, Lit, Lit];
        const pairs = lits(4).flatMap((a) =>
          lits(4)
            .filter((b) => b.atom > a.atom)
            .map((b) => bin('and', a, b)),
        );
        return {
          premises: [bin('xor', P, Q), bin('if', P, R), bin('onlyIf', Q, S), bin('if', R, neg(S))],
          pool: pairs,
          ask: 'can',
        };
      },
      { en: 'Which claims can be true together?', hi: 'कौन-से दावे एक साथ सत्य हो सकते हैं?' },
      110,
      LEAD,
    );
  },
};
