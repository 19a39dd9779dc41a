import type { QuestionGenerator } from '../../generator.js';
import {
  pipesClosedAfterMinutes,
  pipesHoleAtHalfHeight,
  pipesOpenedOneAfterAnother,
} from './pipes-and-cisterns-phases.js';
import { pipesFasterByMinutes, pipesLeakCapacityInLitres } from './pipes-and-cisterns-rates.js';
import { pipesAlternateHoursWithLeak, pipesWhenToCloseOutlet } from './pipes-and-cisterns-turns.js';
import {
  speedDistanceTimeFractionOfUsualSpeed,
  speedDistanceTimeStoppages,
  speedDistanceTimeThreeLegs,
} from './speed-distance-time-averages.js';
import {
  speedDistanceTimeDogBetweenWalkers,
  speedDistanceTimeEscalatorSteps,
  speedDistanceTimeMeetTwice,
} from './speed-distance-time-meetings.js';
import {
  speedDistanceTimeChaseSpeedChange,
  speedDistanceTimeCircularTrackStart,
} from './speed-distance-time-tracks.js';
import {
  timeAndWorkBuilderAndDemolisher,
  timeAndWorkContractorExtraMen,
  timeAndWorkJoinsLater,
} from './time-and-work-help.js';
import {
  timeAndWorkEfficiencyRatio,
  timeAndWorkMenWomenTwoCrews,
  timeAndWorkWagesWithHelper,
} from './time-and-work-rates.js';
import {
  timeAndWorkAlternateDays,
  timeAndWorkChangedEfficiency,
  timeAndWorkShrinkingCrew,
} from './time-and-work-schedules.js';

/** More shapes of quantitative topics (docs/question-bank.md): time and work, pipes, speed. */
export const QUANT_GROUP_L: readonly QuestionGenerator[] = [
  timeAndWorkEfficiencyRatio,
  timeAndWorkWagesWithHelper,
  timeAndWorkMenWomenTwoCrews,
  timeAndWorkAlternateDays,
  timeAndWorkChangedEfficiency,
  timeAndWorkShrinkingCrew,
  timeAndWorkJoinsLater,
  timeAndWorkContractorExtraMen,
  timeAndWorkBuilderAndDemolisher,
  pipesClosedAfterMinutes,
  pipesOpenedOneAfterAnother,
  pipesHoleAtHalfHeight,
  pipesLeakCapacityInLitres,
  pipesFasterByMinutes,
  pipesAlternateHoursWithLeak,
  pipesWhenToCloseOutlet,
  speedDistanceTimeThreeLegs,
  speedDistanceTimeStoppages,
  speedDistanceTimeFractionOfUsualSpeed,
  speedDistanceTimeDogBetweenWalkers,
  speedDistanceTimeMeetTwice,
  speedDistanceTimeEscalatorSteps,
  speedDistanceTimeCircularTrackStart,
  speedDistanceTimeChaseSpeedChange,
];
