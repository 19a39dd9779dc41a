import type { QuestionGenerator } from '../../generator.js';
import { agesFamilyAverageAtBirth, agesParentMultiples, agesTwoRatios } from './ages.js';
import { boatsRoundTripDistance, boatsSpeedsFromTrips, boatsTwoJourneys } from './boats-and-streams.js';
import { calendarDayOfDate, calendarRepeatingYear, calendarSameDateOtherYear } from './calendar.js';
import { clockAngleAtTime, clockGainingClock, clockHandsPosition } from './clock.js';
import {
  pipesAlternateOpening,
  pipesLeakEmptiesTank,
  pipesTwoInletsOneOutlet,
} from './pipes-and-cisterns.js';
import {
  racesBeatsByMetresOrSeconds,
  racesChainedMargins,
  racesCircularTrack,
  racesDeadHeatStart,
} from './races-and-games.js';
import {
  speedDistanceTimeChase,
  speedDistanceTimeLateAndEarly,
  speedDistanceTimeMeetAndFinish,
  speedDistanceTimeRoundTripAverage,
} from './speed-distance-time.js';
import {
  timeAndWorkLeavesBeforeEnd,
  timeAndWorkManDays,
  timeAndWorkThreePairs,
  timeAndWorkTogether,
} from './time-and-work.js';
import {
  trainsCrossEachOther,
  trainsCrossPlatform,
  trainsPoleAndPlatform,
  trainsSpeedRatioFromCrossings,
} from './trains-and-platforms.js';

/** Quantitative aptitude: time, speed, work, ages, clocks and calendars. */
export const QUANT_GROUP_E: readonly QuestionGenerator[] = [
  speedDistanceTimeRoundTripAverage,
  speedDistanceTimeLateAndEarly,
  speedDistanceTimeChase,
  speedDistanceTimeMeetAndFinish,
  timeAndWorkTogether,
  timeAndWorkManDays,
  timeAndWorkLeavesBeforeEnd,
  timeAndWorkThreePairs,
  trainsCrossPlatform,
  trainsCrossEachOther,
  trainsPoleAndPlatform,
  trainsSpeedRatioFromCrossings,
  boatsSpeedsFromTrips,
  boatsRoundTripDistance,
  boatsTwoJourneys,
  pipesLeakEmptiesTank,
  pipesTwoInletsOneOutlet,
  pipesAlternateOpening,
  racesDeadHeatStart,
  racesChainedMargins,
  racesCircularTrack,
  racesBeatsByMetresOrSeconds,
  agesParentMultiples,
  agesFamilyAverageAtBirth,
  agesTwoRatios,
  clockAngleAtTime,
  clockHandsPosition,
  clockGainingClock,
  calendarSameDateOtherYear,
  calendarRepeatingYear,
  calendarDayOfDate,
];
