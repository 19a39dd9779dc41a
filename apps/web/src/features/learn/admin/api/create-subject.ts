import type { CreateSubjectInput } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const createSubject = (body: CreateSubjectInput) =>
  api('/api/admin/subjects', { method: 'POST', body });
