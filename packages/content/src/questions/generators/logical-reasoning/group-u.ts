import type { QuestionGenerator } from '../../generator.js';
import {
  classificationOddTriad,
  classificationTriadGroupMember,
  classificationTwoAttributeNumbers,
} from './classification-attributes.js';
import {
  classificationCountryPairs,
  classificationLetterSum,
  classificationWordGroupMember,
} from './classification-groups.js';
import { classificationTwoAttributeLetters } from './classification-letter-attributes.js';
import {
  clocksAlternatingFaultyClock,
  clocksHandsEventsCount,
  clocksMirrorTime,
} from './clocks-and-calendars-clocks.js';
import {
  calendarsCalendarRepeat,
  calendarsDayAfterDays,
  calendarsSameDateOtherYear,
  calendarsWeekdaysInMonth,
} from './clocks-and-calendars-days.js';
import {
  inputOutputArithmeticSteps,
  inputOutputInterleavedPosition,
  inputOutputPossibleInput,
} from './input-output-interleaved.js';
import {
  inputOutputElementsBetween,
  inputOutputLastStep,
  inputOutputStepOfArrangement,
  inputOutputUnchangedPlaces,
} from './input-output-machines.js';
import {
  oddOneOutLetterNumber,
  oddOneOutLetterPairs,
  oddOneOutWordNumberCode,
} from './odd-one-out-letters.js';
import { oddOneOutDigitPairs, oddOneOutTwoStepTriads } from './odd-one-out-pairs.js';
import { oddOneOutStateCapital, oddOneOutWordCategory } from './odd-one-out-words.js';

/** More shapes of reasoning topics (docs/question-bank.md). */
export const REASONING_GROUP_U: readonly QuestionGenerator[] = [
  oddOneOutWordCategory,
  oddOneOutStateCapital,
  oddOneOutLetterPairs,
  oddOneOutLetterNumber,
  oddOneOutDigitPairs,
  oddOneOutWordNumberCode,
  oddOneOutTwoStepTriads,
  classificationWordGroupMember,
  classificationCountryPairs,
  classificationLetterSum,
  classificationTriadGroupMember,
  classificationTwoAttributeNumbers,
  classificationTwoAttributeLetters,
  classificationOddTriad,
  inputOutputStepOfArrangement,
  inputOutputLastStep,
  inputOutputElementsBetween,
  inputOutputUnchangedPlaces,
  inputOutputArithmeticSteps,
  inputOutputInterleavedPosition,
  inputOutputPossibleInput,
  clocksMirrorTime,
  clocksHandsEventsCount,
  clocksAlternatingFaultyClock,
  calendarsDayAfterDays,
  calendarsSameDateOtherYear,
  calendarsWeekdaysInMonth,
  calendarsCalendarRepeat,
];
