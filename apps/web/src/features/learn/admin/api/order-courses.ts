import { api } from '@/lib/api-client';

export const orderCourses = (ids: string[]) =>
  api('/api/admin/courses/order', { method: 'PUT', body: { ids } });
