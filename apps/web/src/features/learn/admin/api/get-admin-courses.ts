import type { AdminCourse } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAdminCourses = (signal?: AbortSignal) => api<AdminCourse[]>('/api/admin/courses', { signal });

export const adminCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-content', 'courses'],
    queryFn: ({ signal }) => getAdminCourses(signal),
  });

/** Every course with its sections and topics, drafts included. */
export const useAdminCourses = () => useQuery(adminCoursesQueryOptions());
