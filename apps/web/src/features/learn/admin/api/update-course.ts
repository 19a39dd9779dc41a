import type { updateCourseSchema } from '@preparena/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type UpdateCourseInput = z.input<typeof updateCourseSchema>;

export const updateCourse = (id: string, body: UpdateCourseInput) =>
  api(`/api/admin/courses/${id}`, { method: 'PATCH', body });
