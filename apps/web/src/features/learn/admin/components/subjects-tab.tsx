import { type Language, localise } from '@preparena/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useAdminCourses } from '../api/get-admin-courses';
import { orderSubjects } from '../api/order-subjects';
import { updateSubject } from '../api/update-subject';
import { useContentChange } from '../hooks/use-content-change';
import { moved } from './moved';

/** Sections of a course: order the sections and the lessons inside each. */
export function SubjectsTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { data, isPending, isError } = useAdminCourses();
  const [courseId, setCourseId] = useState<string>('');
  const { run, pending } = useContentChange();
  if (isPending) return <SkeletonRows />;
  if (isError) return <p role="alert">{t('admin.loadFailed')}</p>;
  const course = data.find((c) => c._id === courseId) ?? data[0];
  if (!course) return <p>{t('admin.content.noCourses')}</p>;
  const subjectIds = course.subjects.map((s) => s._id);
  return (
    <div>
      <label htmlFor="subjects-course" className="label mb-1 text-sm font-medium">
        {t('admin.content.course')}
      </label>
      <select
        id="subjects-course"
        className="select select-bordered mb-6 w-full max-w-md"
        value={course._id}
        onChange={(e) => setCourseId(e.target.value)}
      >
        {data.map((c) => (
          <option key={c._id} value={c._id}>
            {localise(c.title, lang)}
          </option>
        ))}
      </select>
      <ol className="space-y-4">
        {course.subjects.map((subject, si) => {
          const topicIds = subject.topics.map((x) => x._id);
          return (
            <li key={subject._id} className="rounded-box border border-base-300 p-4">
              <div className="flex items-center gap-2">
                <h3 className="flex-1 font-semibold">{localise(subject.title, lang)}</h3>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  disabled={pending || si === 0}
                  onClick={() => run(() => orderSubjects(course._id, moved(subjectIds, si, -1)))}
                  aria-label={t('admin.content.moveUp', { name: localise(subject.title, lang) })}
                >
                  <ArrowUp size={14} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  disabled={pending || si === course.subjects.length - 1}
                  onClick={() => run(() => orderSubjects(course._id, moved(subjectIds, si, 1)))}
                  aria-label={t('admin.content.moveDown', { name: localise(subject.title, lang) })}
                >
                  <ArrowDown size={14} aria-hidden="true" />
                </button>
              </div>
              <ol className="mt-2 space-y-1">
                {subject.topics.map((topic, ti) => (
                  <li key={topic._id} className="flex items-center gap-2 rounded px-2 py-1 hover:bg-base-200">
                    <span className="w-6 text-right text-sm text-base-content/70">{ti + 1}.</span>
                    <span className="flex-1">{localise(topic.title, lang)}</span>
                    {!topic.published && (
                      <span className="badge badge-ghost badge-sm">{t('admin.content.draft')}</span>
                    )}
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      disabled={pending || ti === 0}
                      onClick={() =>
                        run(() => updateSubject(subject._id, { topicIds: moved(topicIds, ti, -1) }))
                      }
                      aria-label={t('admin.content.moveUp', { name: localise(topic.title, lang) })}
                    >
                      <ArrowUp size={14} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      disabled={pending || ti === subject.topics.length - 1}
                      onClick={() =>
                        run(() => updateSubject(subject._id, { topicIds: moved(topicIds, ti, 1) }))
                      }
                      aria-label={t('admin.content.moveDown', { name: localise(topic.title, lang) })}
                    >
                      <ArrowDown size={14} aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
