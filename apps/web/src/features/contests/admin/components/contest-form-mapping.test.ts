import { type AdminContest, EXAM_PATTERNS } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import {
  adminContestToForm,
  appendQuestionNumbers,
  contestFormResolver,
  EMPTY_CONTEST,
  formToContestInput,
  isoToLocalInput,
  localInputToIso,
  parseQuestionNumbers,
  patternToForm,
} from './contest-form-mapping';

const resolve = (values: typeof EMPTY_CONTEST) =>
  contestFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('start time', () => {
  it('turns a datetime-local value into an ISO time with the offset, and back', () => {
    const iso = localInputToIso('2030-01-12T19:30');
    expect(iso).toMatch(/^2030-01-12T19:30:00[+-]\d\d:\d\d$/);
    expect(new Date(iso as string).getTime()).toBe(new Date('2030-01-12T19:30').getTime());
    expect(isoToLocalInput(iso)).toBe('2030-01-12T19:30');
  });

  it('leaves an any-time test without a start', () => {
    expect(localInputToIso('')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });
});

describe('question numbers', () => {
  it('reads a comma or space list and flags what is not a number', () => {
    expect(parseQuestionNumbers('12, 13 14,,')).toEqual([12, 13, 14]);
    expect(parseQuestionNumbers('12, x')).toEqual([12, Number.NaN]);
  });

  it('appends fresh numbers without repeating', () => {
    expect(appendQuestionNumbers('1, 2', [2, 3, 4])).toBe('1, 2, 3, 4');
    expect(appendQuestionNumbers('', [7])).toBe('7');
  });
});

describe('form and body', () => {
  const contest: AdminContest = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'CAT Mock 1',
    format: 'mock',
    exam: 'CAT',
    startsAt: null,
    durationMinutes: 120,
    status: 'draft',
    questionCount: 3,
    participants: 0,
    scheme: 'cat',
    description: 'Full paper',
    rated: false,
    division: 'div2',
    sectionsInOrder: true,
    editable: true,
    sections: [{ title: 'QA', durationMinutes: 40, questionNumbers: [4, 5, 6] }],
    questions: [],
  };

  it('maps a saved contest to the form and back to the same body', () => {
    const form = adminContestToForm(contest);
    expect(form.sections[0]?.questionNumbers).toBe('4, 5, 6');
    expect(formToContestInput(form)).toEqual({
      title: 'CAT Mock 1',
      format: 'mock',
      exam: 'CAT',
      scheme: 'cat',
      startsAt: null,
      sectionsInOrder: true,
      rated: false,
      division: 'div2',
      description: 'Full paper',
      status: 'draft',
      sections: [{ title: 'QA', durationMinutes: 40, questionNumbers: [4, 5, 6] }],
    });
  });

  it('keeps the division choice from the saved contest to the body, open by default', () => {
    expect(adminContestToForm({ ...contest, division: 'div1+div2' }).division).toBe('div1+div2');
    expect(formToContestInput({ ...EMPTY_CONTEST, title: 'Sprint' }).division).toBe('open');
  });

  it('validates with the contract schema and names the field at fault', async () => {
    const bad = await resolve({
      ...EMPTY_CONTEST,
      title: 'Weekly sprint',
      startsAt: '2030-01-12T19:30',
      sections: [{ title: 'All', durationMinutes: 30, questionNumbers: '' }],
    });
    expect(Object.keys(bad.errors)).toEqual(['sections']);
    const good = await resolve({
      ...EMPTY_CONTEST,
      title: 'Weekly sprint',
      startsAt: '2030-01-12T19:30',
      sections: [{ title: 'All', durationMinutes: 30, questionNumbers: '1, 2' }],
    });
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ title: 'Weekly sprint', sections: [{ questionNumbers: [1, 2] }] });
  });

  it('asks a sprint for a start time', async () => {
    const result = await resolve({
      ...EMPTY_CONTEST,
      title: 'Weekly sprint',
      sections: [{ title: 'All', durationMinutes: 30, questionNumbers: '1' }],
    });
    expect(result.errors.startsAt?.message).toBe('A sprint needs a start time');
  });

  it('prefills sections from an exam pattern, sharing one clock out', () => {
    const ssc = EXAM_PATTERNS.find((p) => p.exam === 'SSC CGL');
    const cat = EXAM_PATTERNS.find((p) => p.exam === 'CAT');
    if (!ssc || !cat) throw new Error('patterns missing');
    const sscForm = patternToForm(ssc);
    expect(sscForm.sections.reduce((sum, s) => sum + s.durationMinutes, 0)).toBe(ssc.durationMinutes);
    expect(sscForm.sectionsInOrder).toBe(false);
    expect(patternToForm(cat).sections.map((s) => s.durationMinutes)).toEqual([40, 40, 40]);
  });
});
