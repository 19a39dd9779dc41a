import type {
  AdminCourse,
  AdminTopic,
  CreateCourseInput,
  CreateSubjectInput,
  CreateTopicInput,
  LocalisedText,
  UpdateTopicInput,
} from '@preparena/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The admin content endpoints; every change refreshes the admin lists and the public Learn cache.

export interface AdminTopicRow {
  _id: string;
  slug: string;
  title: LocalisedText;
  published: boolean;
  course: string;
}

export const adminCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-content', 'courses'],
    queryFn: ({ signal }) => api<AdminCourse[]>('/api/admin/courses', { signal }),
  });

export const adminTopicsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin-content', 'topics', search],
    queryFn: ({ signal }) =>
      api<AdminTopicRow[]>(`/api/admin/topics?${new URLSearchParams({ search })}`, { signal }),
  });

export const adminTopicQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin-content', 'topic', id],
    queryFn: ({ signal }) => api<AdminTopic>(`/api/admin/topics/${id}`, { signal }),
  });

export const useAdminCourses = () => useQuery(adminCoursesQueryOptions());
export const useAdminTopics = (search: string) => useQuery(adminTopicsQueryOptions(search));
export const useAdminTopic = (id: string | null) =>
  useQuery({ ...adminTopicQueryOptions(id ?? ''), enabled: !!id });

type Change =
  | { kind: 'createCourse'; body: CreateCourseInput }
  | { kind: 'updateCourse'; id: string; body: Record<string, unknown> }
  | { kind: 'orderCourses'; ids: string[] }
  | { kind: 'createSubject'; body: CreateSubjectInput }
  | { kind: 'updateSubject'; id: string; body: { title?: { en: string; hi?: string }; topicIds?: string[] } }
  | { kind: 'orderSubjects'; courseId: string; ids: string[] }
  | { kind: 'createTopic'; body: CreateTopicInput }
  | { kind: 'updateTopic'; id: string; body: UpdateTopicInput };

function send(change: Change): Promise<unknown> {
  switch (change.kind) {
    case 'createCourse':
      return api('/api/admin/courses', { method: 'POST', body: change.body });
    case 'updateCourse':
      return api(`/api/admin/courses/${change.id}`, { method: 'PATCH', body: change.body });
    case 'orderCourses':
      return api('/api/admin/courses/order', { method: 'PUT', body: { ids: change.ids } });
    case 'createSubject':
      return api('/api/admin/subjects', { method: 'POST', body: change.body });
    case 'updateSubject':
      return api(`/api/admin/subjects/${change.id}`, { method: 'PATCH', body: change.body });
    case 'orderSubjects':
      return api(`/api/admin/courses/${change.courseId}/subjects/order`, {
        method: 'PUT',
        body: { ids: change.ids },
      });
    case 'createTopic':
      return api('/api/admin/topics', { method: 'POST', body: change.body });
    case 'updateTopic':
      return api(`/api/admin/topics/${change.id}`, { method: 'PATCH', body: change.body });
  }
}

export function useContentChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['admin-content'] });
      await client.invalidateQueries({ queryKey: ['learn'] });
    },
  });
}

/** Moves an item one place up or down in a list of ids. */
export function moved(ids: string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}
