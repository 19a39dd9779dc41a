import type { QuestionGenerator } from '../../generator.js';
import { assumptionsAdvertisement } from './statements/assumptions-adverts.js';
import {
  assumptionsCriticalNeeded,
  assumptionsCriticalWeakeners,
} from './statements/assumptions-critical.js';
import { assumptionsNotImplicit } from './statements/assumptions-decisions.js';
import { assumptionsBehindPlan } from './statements/assumptions-plans.js';
import { assumptionsMissingPremise } from './statements/assumptions-premises.js';
import { assumptionsIfThenRule } from './statements/assumptions-rules.js';
import { assumptionsStrengtheningFacts } from './statements/assumptions-strengthen.js';
import { conclusionsCourseOfAction } from './statements/conclusions-actions.js';
import { conclusionsStrongArguments } from './statements/conclusions-arguments.js';
import { conclusionsTwoStatementsCombined } from './statements/conclusions-combined.js';
import { conclusionsFromData } from './statements/conclusions-data.js';
import { conclusionsDecisionConditions } from './statements/conclusions-decision.js';
import { conclusionsPassageInference } from './statements/conclusions-inference.js';
import { conclusionsFromPassage } from './statements/conclusions-passages.js';
import { conclusionsNotFollowing } from './statements/conclusions-statements.js';

/** More shapes of reasoning topics (docs/question-bank.md). Brief: /work/briefs/reasoning-s.md */
export const REASONING_GROUP_S: readonly QuestionGenerator[] = [
  conclusionsCourseOfAction,
  conclusionsStrongArguments,
  conclusionsFromData,
  conclusionsDecisionConditions,
  conclusionsPassageInference,
  conclusionsNotFollowing,
  conclusionsFromPassage,
  conclusionsTwoStatementsCombined,
  assumptionsBehindPlan,
  assumptionsStrengtheningFacts,
  assumptionsCriticalNeeded,
  assumptionsCriticalWeakeners,
  assumptionsNotImplicit,
  assumptionsAdvertisement,
  assumptionsMissingPremise,
  assumptionsIfThenRule,
];
