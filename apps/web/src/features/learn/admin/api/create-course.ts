import type { CreateCourseInput } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const createCourse = (body: CreateCourseInput) => api('/api/admin/courses', { method: 'POST', body });
