import type { updateSubjectSchema } from '@preparena/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type UpdateSubjectInput = z.input<typeof updateSubjectSchema>;

export const updateSubject = (id: string, body: UpdateSubjectInput) =>
  api(`/api/admin/subjects/${id}`, { method: 'PATCH', body });
