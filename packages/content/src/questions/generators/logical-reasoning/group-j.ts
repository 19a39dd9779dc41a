import type { QuestionGenerator } from '../../generator.js';
import { causeEffectTwoEvents } from './statements/cause-and-effect.js';
import {
  statementAssumptionsFourAssumptions,
  statementAssumptionsTwoAssumptions,
} from './statements/statement-and-assumptions.js';
import {
  statementConclusionsFourConclusions,
  statementConclusionsTwoConclusions,
} from './statements/statement-and-conclusions.js';

/** Reasoning on statements: conclusions, assumptions, cause and effect. */
export const REASONING_GROUP_J: readonly QuestionGenerator[] = [
  statementConclusionsTwoConclusions,
  statementConclusionsFourConclusions,
  statementAssumptionsTwoAssumptions,
  statementAssumptionsFourAssumptions,
  causeEffectTwoEvents,
];
