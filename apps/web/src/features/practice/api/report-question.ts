import type { QuestionReport, ReportResult } from '@preparena/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const reportQuestion = (number: number, body: QuestionReport) =>
  api<ReportResult>(`/api/questions/${number}/report`, { method: 'POST', body });

/** Reports a problem with a question (it reaches staff as a contact message). */
export const useReport = (number: number) =>
  useMutation({ mutationFn: (body: QuestionReport) => reportQuestion(number, body) });
