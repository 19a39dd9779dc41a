import type { QuestionSetGenerator } from '../../set-generator.js';
import { bloodRelationsCodedFamily } from './blood-relations-1-coded-family.js';
import { bloodRelationsFamilyProfessions } from './blood-relations-1-family-professions.js';
import { bloodRelationsOpenFamilyTree } from './blood-relations-1-open-family-tree.js';
import { bloodRelationsTwoFamilies } from './blood-relations-1-two-families.js';
import { bloodRelationsUnknownGenders } from './blood-relations-1-unknown-genders.js';
import { caseletsCommitteeSelection } from './caselets-committee-selection.js';
import { caseletsPrizeMoney } from './caselets-prize-money.js';
import { caseletsWorkshopHalls } from './caselets-workshop-halls.js';
import { clocksBirthdayWeekdays } from './clocks-and-calendars-1-birthday-weekdays.js';
import { clocksClubCalendar } from './clocks-and-calendars-1-club-calendar.js';
import { clocksFaultyClocks } from './clocks-and-calendars-1-faulty-clocks.js';
import { clocksFoundationDay } from './clocks-and-calendars-1-foundation-day.js';
import { clocksHandBells } from './clocks-and-calendars-1-hand-bells.js';
import { cubesBlockOnFloor } from './cubes-and-dices-block-on-floor.js';
import { cubesColourCubeCases } from './cubes-and-dices-colour-cube-cases.js';
import { cubesDiceTower } from './cubes-and-dices-dice-tower.js';
import { cubesDieViews } from './cubes-and-dices-die-views.js';
import { cubesStackedBlocks } from './cubes-and-dices-stacked-blocks.js';

/** More DI sets (docs/question-bank.md). Brief: /work/briefs/di-d7.md */
export const DI_GROUP_D7: readonly QuestionSetGenerator[] = [
  caseletsCommitteeSelection,
  caseletsPrizeMoney,
  caseletsWorkshopHalls,
  bloodRelationsCodedFamily,
  bloodRelationsOpenFamilyTree,
  bloodRelationsTwoFamilies,
  bloodRelationsFamilyProfessions,
  bloodRelationsUnknownGenders,
  clocksBirthdayWeekdays,
  clocksClubCalendar,
  clocksFaultyClocks,
  clocksHandBells,
  clocksFoundationDay,
  cubesDieViews,
  cubesColourCubeCases,
  cubesStackedBlocks,
  cubesDiceTower,
  cubesBlockOnFloor,
];
