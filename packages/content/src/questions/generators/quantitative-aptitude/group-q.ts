import type { QuestionGenerator } from '../../generator.js';
import {
  calendarLeapYearsInRange,
  calendarNthWeekdayDate,
  calendarOddDaysInYears,
  calendarWeekdayCount,
} from './calendar-counting.js';
import {
  calendarBirthdayOnWeekday,
  calendarMonthsOnWeekday,
  calendarWeekdaySameYear,
} from './calendar-weekdays.js';
import { clockAngleTraced, clockHandEventsInInterval, clockMirrorImage } from './clock-hands.js';
import {
  clockAwayBetweenHandPositions,
  clockReadingOfDriftingWatch,
  clockStrikingTime,
  clockTwoClocksAgreeAgain,
} from './clock-timings.js';
import {
  racesGameOfPoints,
  racesHeadStartStillWins,
  racesStartInMetresAndSeconds,
} from './races-and-games-starts.js';
import {
  racesDistinctMeetingPoints,
  racesLengthFromMargins,
  racesThreeRunnersAtStart,
} from './races-and-games-tracks.js';
import {
  trainsMeetAfterLateStart,
  trainsMeetWithHalt,
  trainsPlatformFromTwoMen,
} from './trains-and-platforms-meetings.js';
import {
  trainsBridgeAndTunnel,
  trainsPassWalkingMan,
  trainsTwoWalkingMen,
} from './trains-and-platforms-moving.js';

/** More shapes of quantitative topics (docs/question-bank.md): trains, races, clocks, calendars. */
export const QUANT_GROUP_Q: readonly QuestionGenerator[] = [
  trainsPassWalkingMan,
  trainsTwoWalkingMen,
  trainsBridgeAndTunnel,
  trainsMeetAfterLateStart,
  trainsPlatformFromTwoMen,
  trainsMeetWithHalt,
  racesGameOfPoints,
  racesStartInMetresAndSeconds,
  racesHeadStartStillWins,
  racesThreeRunnersAtStart,
  racesDistinctMeetingPoints,
  racesLengthFromMargins,
  clockHandEventsInInterval,
  clockMirrorImage,
  clockAngleTraced,
  clockStrikingTime,
  clockReadingOfDriftingWatch,
  clockTwoClocksAgreeAgain,
  clockAwayBetweenHandPositions,
  calendarLeapYearsInRange,
  calendarOddDaysInYears,
  calendarWeekdayCount,
  calendarNthWeekdayDate,
  calendarWeekdaySameYear,
  calendarBirthdayOnWeekday,
  calendarMonthsOnWeekday,
];
