import type { QuestionSetGenerator } from '../../set-generator.js';
import { lrdiCatBookFair } from './lrdi-cat-book-fair.js';
import { lrdiCatFloorsAndCities } from './lrdi-cat-floors-and-cities.js';
import { lrdiCatLeagueTable } from './lrdi-cat-league-table.js';
import { lrdiCatMissingSales } from './lrdi-cat-missing-sales.js';
import { lrdiCatOneWayRoads } from './lrdi-cat-one-way-roads.js';
import { lrdiCatWorkshopWeek } from './lrdi-cat-workshop-week.js';

/** CAT-style LRDI sets: conditional questions on one arrangement, each answer unique by exhaustive search. */
export const DI_GROUP_D4: readonly QuestionSetGenerator[] = [
  lrdiCatFloorsAndCities,
  lrdiCatLeagueTable,
  lrdiCatWorkshopWeek,
  lrdiCatOneWayRoads,
  lrdiCatMissingSales,
  lrdiCatBookFair,
];
