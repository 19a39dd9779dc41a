import type { MarkingSchemeId } from './marking-schemes.js';

/** One section of an exam's paper: its questions come from these course topics' kinds of content. */
export interface PatternSection {
  title: string;
  questionCount: number;
  /** Minutes of its own; null when the paper has one clock for all sections. */
  durationMinutes: number | null;
}

/** An exam's paper as a mock reproduces it (the aptitude sections PrepArena's bank covers). */
export interface ExamPattern {
  exam: string;
  /** The exam course's slug (packages/content catalogue). */
  course: string;
  scheme: MarkingSchemeId;
  /** Minutes for the whole paper (the sum of the sections' when they are timed one by one). */
  durationMinutes: number;
  /** Sectional timing: sections come in order, each closes when its time is up, no going back. */
  sectionsInOrder: boolean;
  sections: PatternSection[];
}

/**
 * The mock patterns shipped per exam course (issue 13), after each exam's published pattern:
 * CAT VARC 24 / DILR 22 / QA 22 at 40 minutes each; SSC CGL Tier 1's reasoning, quantitative and
 * English quarters (100 questions, 60 minutes, General Awareness left out: no bank for it); IBPS PO
 * prelims at 20 minutes a section; RRB NTPC CBT 1's mathematics and reasoning; CUET's General
 * Test aptitude part.
 */
export const EXAM_PATTERNS: ExamPattern[] = [
  {
    exam: 'CAT',
    course: 'cat',
    scheme: 'cat',
    durationMinutes: 120,
    sectionsInOrder: true,
    sections: [
      { title: 'Verbal Ability and Reading Comprehension', questionCount: 24, durationMinutes: 40 },
      { title: 'Data Interpretation and Logical Reasoning', questionCount: 22, durationMinutes: 40 },
      { title: 'Quantitative Ability', questionCount: 22, durationMinutes: 40 },
    ],
  },
  {
    exam: 'SSC CGL',
    course: 'ssc',
    scheme: 'ssc-cgl',
    durationMinutes: 45,
    sectionsInOrder: false,
    sections: [
      { title: 'General Intelligence and Reasoning', questionCount: 25, durationMinutes: null },
      { title: 'Quantitative Aptitude', questionCount: 25, durationMinutes: null },
      { title: 'English Comprehension', questionCount: 25, durationMinutes: null },
    ],
  },
  {
    exam: 'Bank PO',
    course: 'banking',
    scheme: 'ibps-po',
    durationMinutes: 60,
    sectionsInOrder: true,
    sections: [
      { title: 'English Language', questionCount: 30, durationMinutes: 20 },
      { title: 'Quantitative Aptitude', questionCount: 35, durationMinutes: 20 },
      { title: 'Reasoning Ability', questionCount: 35, durationMinutes: 20 },
    ],
  },
  {
    exam: 'RRB NTPC',
    course: 'railways',
    scheme: 'rrb-ntpc',
    durationMinutes: 54,
    sectionsInOrder: false,
    sections: [
      { title: 'Mathematics', questionCount: 30, durationMinutes: null },
      { title: 'General Intelligence and Reasoning', questionCount: 30, durationMinutes: null },
    ],
  },
  {
    exam: 'CUET',
    course: 'cuet',
    scheme: 'cuet',
    durationMinutes: 60,
    sectionsInOrder: false,
    sections: [
      { title: 'Quantitative Reasoning', questionCount: 25, durationMinutes: null },
      { title: 'Logical and Analytical Reasoning', questionCount: 25, durationMinutes: null },
    ],
  },
];
