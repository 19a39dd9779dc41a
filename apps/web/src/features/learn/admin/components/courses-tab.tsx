import { type Language, localise } from '@preparena/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '@/components/ui/skeleton';
import { routePath } from '@/config/paths';
import { useAdminCourses } from '../api/get-admin-courses';
import { orderCourses } from '../api/order-courses';
import { updateCourse } from '../api/update-course';
import { useContentChange } from '../hooks/use-content-change';
import { moved } from './moved';

/** Courses: order, publish or unpublish. */
export function CoursesTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { data, isPending, isError } = useAdminCourses();
  const { run, pending } = useContentChange();
  if (isPending) return <SkeletonRows />;
  if (isError) return <p role="alert">{t('admin.loadFailed')}</p>;
  const ids = data.map((c) => c._id);
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('admin.content.order')}</th>
            <th scope="col">{t('admin.content.course')}</th>
            <th scope="col">{t('admin.content.kind')}</th>
            <th scope="col">{t('admin.content.topics')}</th>
            <th scope="col">{t('admin.content.published')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((course, i) => (
            <tr key={course._id}>
              <td className="whitespace-nowrap">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  disabled={pending || i === 0}
                  onClick={() => run(() => orderCourses(moved(ids, i, -1)))}
                  aria-label={t('admin.content.moveUp', { name: localise(course.title, lang) })}
                >
                  <ArrowUp size={14} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  disabled={pending || i === data.length - 1}
                  onClick={() => run(() => orderCourses(moved(ids, i, 1)))}
                  aria-label={t('admin.content.moveDown', { name: localise(course.title, lang) })}
                >
                  <ArrowDown size={14} aria-hidden="true" />
                </button>
              </td>
              <td>
                <div className="font-medium">{localise(course.title, lang)}</div>
                <div className="font-mono text-xs text-base-content/70">
                  {routePath('course', { courseSlug: course.slug })}
                </div>
              </td>
              <td>{course.kind === 'exam' ? t('learn.exam') : t('admin.content.category')}</td>
              <td>{new Set(course.subjects.flatMap((s) => s.topics.map((x) => x._id))).size}</td>
              <td>
                <input
                  type="checkbox"
                  className="toggle toggle-primary toggle-sm"
                  checked={course.published}
                  disabled={pending}
                  onChange={(e) => run(() => updateCourse(course._id, { published: e.target.checked }))}
                  aria-label={t('admin.content.publishToggle', { name: localise(course.title, lang) })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
