import type { QuestionSetGenerator } from '../../set-generator.js';
import { arrangementProjectTeams } from './arrangement-and-distribution-project-teams.js';
import { arrangementRoundTable } from './arrangement-and-distribution-round-table.js';
import { arrangementRowFacing } from './arrangement-and-distribution-row-facing.js';
import { arrangementSweetsShared } from './arrangement-and-distribution-sweets-shared.js';
import { directionFaultySignboard } from './direction-senses-faulty-signboard.js';
import { directionFourWalks } from './direction-senses-four-walks.js';
import { directionGridPlots } from './direction-senses-grid-plots.js';
import { directionRobotProgram } from './direction-senses-robot-program.js';
import { directionShadows } from './direction-senses-shadows.js';
import { gamesCountingOut } from './games-and-tournaments-counting-out.js';
import { gamesDoublingGame } from './games-and-tournaments-doubling-game.js';
import { gamesKnockoutDraw } from './games-and-tournaments-knockout-draw.js';
import { gamesMedalTally } from './games-and-tournaments-medal-tally.js';
import { routesCourierTour } from './routes-and-networks-courier-tour.js';
import { routesFlightLinks } from './routes-and-networks-flight-links.js';
import { routesPipeCapacity } from './routes-and-networks-pipe-capacity.js';
import { routesTollRoads } from './routes-and-networks-toll-roads.js';

/** More DI sets (docs/question-bank.md). Brief: /work/briefs/di-d8.md */
export const DI_GROUP_D8: readonly QuestionSetGenerator[] = [
  gamesKnockoutDraw,
  gamesMedalTally,
  gamesDoublingGame,
  gamesCountingOut,
  routesCourierTour,
  routesPipeCapacity,
  routesFlightLinks,
  routesTollRoads,
  arrangementProjectTeams,
  arrangementSweetsShared,
  arrangementRowFacing,
  arrangementRoundTable,
  directionFourWalks,
  directionGridPlots,
  directionShadows,
  directionFaultySignboard,
  directionRobotProgram,
];
