import { api } from '@/lib/api-client';

export const orderSubjects = (courseId: string, ids: string[]) =>
  api(`/api/admin/courses/${courseId}/subjects/order`, { method: 'PUT', body: { ids } });
