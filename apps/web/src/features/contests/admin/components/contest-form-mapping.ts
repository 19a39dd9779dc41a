import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminContest,
  type ContestDivisionChoice,
  type ContestFormat,
  type ContestInput,
  contestInputSchema,
  type ExamPattern,
  type MarkingSchemeId,
} from '@preparena/shared';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';

/** What the contest form edits: text inputs as strings, question numbers as a comma list. */
export interface ContestFormValues {
  title: string;
  format: ContestFormat;
  /** '' for no exam. */
  exam: string;
  scheme: MarkingSchemeId;
  /** A `datetime-local` value in the admin's time zone; '' for an any-time test. */
  startsAt: string;
  sectionsInOrder: boolean;
  rated: boolean;
  /** Which ratings a rated contest is rated for ('open': everyone together). */
  division: ContestDivisionChoice;
  description: string;
  status: 'draft' | 'published';
  sections: { title: string; durationMinutes: number; questionNumbers: string }[];
}

export type ContestInputValues = z.infer<typeof contestInputSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value (local time) as an ISO instant with the local offset; '' → null. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** An ISO instant as a `datetime-local` value in the browser's time zone; null → ''. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "12, 13 14" → [12, 13, 14]; anything not a whole number stays in as NaN so validation names it. */
export function parseQuestionNumbers(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((token) => (/^\d+$/.test(token) ? Number(token) : Number.NaN));
}

/** Appends numbers to a comma list, leaving out those already there. */
export function appendQuestionNumbers(text: string, numbers: number[]): string {
  const present = parseQuestionNumbers(text);
  const added = numbers.filter((n) => !present.includes(n));
  return [...present.filter((n) => !Number.isNaN(n)), ...added].join(', ');
}

/** The form's values as the API's body (`contestInputSchema`). */
export function formToContestInput(values: ContestFormValues): ContestInput {
  return {
    title: values.title,
    format: values.format,
    exam: values.exam || null,
    scheme: values.scheme,
    startsAt: localInputToIso(values.startsAt),
    sectionsInOrder: values.sectionsInOrder,
    rated: values.rated,
    division: values.division,
    description: values.description,
    status: values.status,
    sections: values.sections.map((s) => ({
      title: s.title,
      durationMinutes: s.durationMinutes,
      questionNumbers: parseQuestionNumbers(s.questionNumbers),
    })),
  };
}

/** A saved contest as the form's values (to edit, or to publish a draft unchanged). */
export function adminContestToForm(contest: AdminContest): ContestFormValues {
  return {
    title: contest.title,
    format: contest.format,
    exam: contest.exam ?? '',
    scheme: contest.scheme,
    startsAt: isoToLocalInput(contest.startsAt),
    sectionsInOrder: contest.sectionsInOrder,
    rated: contest.rated,
    division: contest.division,
    description: contest.description,
    status: contest.status === 'draft' ? 'draft' : 'published',
    sections: contest.sections.map((s) => ({
      title: s.title,
      durationMinutes: s.durationMinutes,
      questionNumbers: s.questionNumbers.join(', '),
    })),
  };
}

export const EMPTY_CONTEST: ContestFormValues = {
  title: '',
  format: 'sprint',
  exam: '',
  scheme: 'none',
  startsAt: '',
  sectionsInOrder: false,
  rated: true,
  division: 'open',
  description: '',
  status: 'published',
  sections: [{ title: 'Section 1', durationMinutes: 30, questionNumbers: '' }],
};

/**
 * An exam's pattern as the form's sections. A paper with one clock for all sections has no
 * per-section minutes, so its minutes are shared out so that they add up to the paper's.
 */
export function patternToForm(
  pattern: ExamPattern,
): Pick<ContestFormValues, 'exam' | 'scheme' | 'format' | 'sectionsInOrder' | 'sections'> {
  const untimed = pattern.sections.filter((s) => s.durationMinutes === null).length;
  const timedTotal = pattern.sections.reduce((sum, s) => sum + (s.durationMinutes ?? 0), 0);
  const rest = Math.max(untimed, pattern.durationMinutes - timedTotal);
  const share = untimed > 0 ? Math.floor(rest / untimed) : 0;
  let untimedSeen = 0;
  return {
    exam: pattern.exam,
    scheme: pattern.scheme,
    format: 'mock',
    sectionsInOrder: pattern.sectionsInOrder,
    sections: pattern.sections.map((s) => {
      if (s.durationMinutes !== null)
        return { title: s.title, durationMinutes: s.durationMinutes, questionNumbers: '' };
      untimedSeen += 1;
      const last = untimedSeen === untimed;
      return {
        title: s.title,
        durationMinutes: last ? rest - share * (untimed - 1) : share,
        questionNumbers: '',
      };
    }),
  };
}

const contestResolver = zodResolver(contestInputSchema);

/**
 * The form's resolver: the values mapped to the API body and checked by the contract's own schema
 * (`zodResolver(contestInputSchema)`), plus the rule that a sprint needs a start time.
 */
type FormResolverResult = Awaited<ReturnType<Resolver<ContestFormValues, unknown, ContestInputValues>>>;

export const contestFormResolver: Resolver<ContestFormValues, unknown, ContestInputValues> = async (
  values,
  context,
  options,
) => {
  // The API body's paths are the form's names, so the schema's errors land on the right fields.
  const result = (await contestResolver(
    formToContestInput(values),
    context,
    options as unknown as ResolverOptions<ContestInput>,
  )) as unknown as FormResolverResult;
  if (values.format === 'sprint' && !values.startsAt) {
    return {
      values: {},
      errors: {
        ...result.errors,
        startsAt: { type: 'sprintStart', message: 'A sprint needs a start time' },
      },
    };
  }
  return result;
};
