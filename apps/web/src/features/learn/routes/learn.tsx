import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/ui/page-title';
import { CourseCardSkeletons } from '@/components/ui/skeleton';
import { useCourses } from '../api/get-courses';
import { CourseCard } from '../components/course-card';
import { LoadError } from '../components/load-error';

/** /learn: the course grid, core courses first, then the exam courses. */
export function LearnPage() {
  const { t } = useTranslation();
  usePageTitle(t('learn.title'));
  const { data, isPending, isError, error, refetch } = useCourses();
  if (isError) return <LoadError error={error} retry={() => refetch()} />;
  const core = data?.filter((c) => c.kind === 'category') ?? [];
  const exams = data?.filter((c) => c.kind === 'exam') ?? [];
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold md:text-4xl">{t('learn.title')}</h1>
      <p className="mt-2 max-w-2xl text-base-content/80">{t('learn.subtitle')}</p>
      <div className="mt-8">
        {isPending ? (
          <CourseCardSkeletons />
        ) : (
          <>
            <h2 className="mb-4 text-xl font-semibold">{t('learn.coreCourses')}</h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {core.map((course) => (
                <li key={course._id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
            <h2 className="mb-4 mt-10 text-xl font-semibold">{t('learn.examCourses')}</h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {exams.map((course) => (
                <li key={course._id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
