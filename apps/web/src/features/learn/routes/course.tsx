import { type Language, localise } from '@preparena/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ROUTES } from '@/config/paths';
import { useLoginLink } from '@/lib/return-path';
import { useCourse } from '../api/get-course';
import { CourseOutline } from '../components/course-outline';
import { LoadError } from '../components/load-error';
import { ProgressBar } from '../components/progress-bar';

/** A course: progress bar and collapsible sections listing its lessons (by slug or by id). */
export function CoursePage() {
  const { t, i18n } = useTranslation();
  const loginLink = useLoginLink();
  const lang = i18n.language as Language;
  const { courseSlug, courseId } = useParams();
  const key = courseSlug ?? courseId ?? '';
  const { data: course, isPending, isError, error, refetch } = useCourse(key);
  usePageTitle(course ? localise(course.title, lang) : t('learn.title'));

  if (isError) return <LoadError error={error} retry={() => refetch()} />;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label={t('learn.breadcrumb')} className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to={ROUTES.learn}>{t('learn.title')}</Link>
          </li>
          <li aria-current="page">{course ? localise(course.title, lang) : '…'}</li>
        </ul>
      </nav>
      {isPending ? (
        <div className="mt-6">
          <div className="skeleton mb-4 h-10 w-2/3" />
          <SkeletonRows />
        </div>
      ) : (
        <>
          <h1 className="mt-2 text-3xl font-bold md:text-4xl">{localise(course.title, lang)}</h1>
          <p className="mt-3 text-base-content/80">{localise(course.description, lang)}</p>
          <div className="mt-6 rounded-box border border-base-300 bg-base-100 p-5">
            {course.completedCount !== null ? (
              <ProgressBar
                done={course.completedCount}
                total={course.topicCount}
                label={t('learn.yourProgress')}
              />
            ) : (
              <p className="text-sm text-base-content/80">
                <Link to={loginLink} className="link link-primary">
                  {t('nav.login')}
                </Link>{' '}
                {t('learn.loginToTrack')}
              </p>
            )}
          </div>
          <div className="mt-8">
            <CourseOutline course={course} />
          </div>
        </>
      )}
    </section>
  );
}
