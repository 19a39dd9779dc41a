import type { QuestionGenerator } from '../../generator.js';
import {
  classificationLetterGaps,
  classificationLetterPatterns,
  classificationNumberPairs,
} from './classification.js';
import {
  clocksAndCalendarsClockAngle,
  clocksAndCalendarsDayOfDate,
  clocksAndCalendarsHandsAtAngle,
  clocksAndCalendarsSameYearDate,
} from './clocks-and-calendars.js';
import {
  inputOutputNumberMachine,
  inputOutputStepsNeeded,
  inputOutputWordNumberPosition,
} from './input-output.js';
import { oddOneOutDivisibility, oddOneOutNumberForms, oddOneOutNumberProperty } from './odd-one-out.js';
import { puzzlesFloorBuilding, puzzlesFloorColours, puzzlesWeekLectures } from './puzzles.js';
import {
  seatingArrangementsCircularTable,
  seatingArrangementsLinearRow,
  seatingArrangementsMixedFacing,
} from './seating-arrangements.js';

/** Logical reasoning: seating, input-output, clocks and calendars, classification, puzzles. */
export const REASONING_GROUP_G: readonly QuestionGenerator[] = [
  seatingArrangementsLinearRow,
  seatingArrangementsCircularTable,
  seatingArrangementsMixedFacing,
  inputOutputNumberMachine,
  inputOutputWordNumberPosition,
  inputOutputStepsNeeded,
  clocksAndCalendarsClockAngle,
  clocksAndCalendarsSameYearDate,
  clocksAndCalendarsHandsAtAngle,
  clocksAndCalendarsDayOfDate,
  classificationLetterGaps,
  classificationNumberPairs,
  classificationLetterPatterns,
  oddOneOutNumberProperty,
  oddOneOutDivisibility,
  oddOneOutNumberForms,
  puzzlesFloorBuilding,
  puzzlesFloorColours,
  puzzlesWeekLectures,
];
