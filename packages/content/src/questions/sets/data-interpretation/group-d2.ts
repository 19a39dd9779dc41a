import type { QuestionSetGenerator } from '../../set-generator.js';
import { lrdiFloorsAndAttributes } from './lrdi-arrangement-and-distribution.js';
import { lrdiFamilyOfEight } from './lrdi-blood-relations-1.js';
import { lrdiMarksTable } from './lrdi-calculation-based-lrdi.js';
import { lrdiLectureCalendar } from './lrdi-clocks-and-calendars-1.js';
import { lrdiCodedSentences } from './lrdi-coding-decoding-lrdi.js';
import { lrdiVillageHouses } from './lrdi-direction-senses.js';
import { lrdiRoundRobinLeague } from './lrdi-games-and-tournaments.js';
import { lrdiCommitteeSelection } from './lrdi-other-lrdi.js';
import { lrdiWhoDoesWhat } from './lrdi-reasoning-based-lrdi.js';
import { lrdiTownRoads } from './lrdi-routes-and-networks.js';

/** Logical reasoning and data interpretation (LRDI) sets. */
export const DI_GROUP_D2: readonly QuestionSetGenerator[] = [
  lrdiFloorsAndAttributes,
  lrdiRoundRobinLeague,
  lrdiTownRoads,
  lrdiFamilyOfEight,
  lrdiVillageHouses,
  lrdiLectureCalendar,
  lrdiCodedSentences,
  lrdiMarksTable,
  lrdiWhoDoesWhat,
  lrdiCommitteeSelection,
];
