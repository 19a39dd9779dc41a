import { type Language, localise, splitLessonExercises } from '@preparena/shared';
import { ChevronLeft, ChevronRight, ListTree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { RenderedProvider, RichText } from '@/components/ui/rich-text';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ROUTES, routePath } from '@/config/paths';
import { useCourse } from '../api/get-course';
import { useTopic } from '../api/get-topic';
import { CourseOutline } from '../components/course-outline';
import { LessonActions } from '../components/lesson-actions';
import { LessonExercises } from '../components/lesson-exercises';
import { LoadError } from '../components/load-error';

/** A part of the lesson: the server's HTML, or rendered here while an editor previews. */
const Prose = ({ children }: { children: string }) => (
  <RichText text={children} fallback={<SkeletonRows />} />
);

/** A lesson: side navigation of the course, the lesson, previous/next, mark complete, practise. */
export function TopicPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const params = useParams();
  const courseKey = params.courseSlug ?? params.courseId ?? '';
  const topicKey = params.topicSlug ?? params.topicId ?? '';
  const topic = useTopic(courseKey, topicKey);
  const course = useCourse(courseKey);
  const data = topic.data;
  usePageTitle(data ? data.seo.title : t('learn.title'));

  if (topic.isError) return <LoadError error={topic.error} retry={() => topic.refetch()} />;
  const lessonText = data?.lesson ? localise(data.lesson, lang) : '';
  const lesson = splitLessonExercises(lessonText);
  const onlyEnglish = lang === 'hi' && data?.lesson && typeof data.lesson === 'object' && !data.lesson.hi;

  const outline = course.data ? (
    <CourseOutline course={course.data} currentTopic={data?.slug} compact />
  ) : (
    <SkeletonRows rows={6} />
  );
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[300px_1fr]">
      <aside className="hidden lg:block" aria-label={t('learn.lessonsInCourse')}>
        <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pr-1">{outline}</div>
      </aside>
      <article className="min-w-0">
        <nav aria-label={t('learn.breadcrumb')} className="breadcrumbs text-sm">
          <ul>
            <li>
              <Link to={ROUTES.learn}>{t('learn.title')}</Link>
            </li>
            <li>
              <Link to={routePath('course', { courseSlug: data?.course.slug ?? courseKey })}>
                {data ? localise(data.course.title, lang) : '…'}
              </Link>
            </li>
            <li aria-current="page">{data ? localise(data.title, lang) : '…'}</li>
          </ul>
        </nav>
        <details className="collapse collapse-arrow mt-3 border border-base-300 lg:hidden">
          <summary className="collapse-title flex items-center gap-2 font-medium">
            <ListTree size={18} aria-hidden="true" />
            {t('learn.lessonsInCourse')}
          </summary>
          <div className="collapse-content">{outline}</div>
        </details>
        {topic.isPending || !data ? (
          <div className="mt-6">
            <div className="skeleton mb-6 h-10 w-3/4" />
            <SkeletonRows />
          </div>
        ) : (
          <>
            <h1 className="mt-4 text-3xl font-bold md:text-4xl">{localise(data.title, lang)}</h1>
            {onlyEnglish && (
              <p className="alert alert-info alert-soft mt-4 text-sm">{t('learn.englishOnly')}</p>
            )}
            <div className="mt-6">
              {lessonText ? (
                <RenderedProvider value={data.rendered}>
                  <Prose>{lesson.before}</Prose>
                  <LessonExercises intro={lesson.intro} exercises={lesson.exercises} Markdown={Prose} />
                  {lesson.after && (
                    <div className="mt-8">
                      <Prose>{lesson.after}</Prose>
                    </div>
                  )}
                </RenderedProvider>
              ) : (
                <p className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/70">
                  {t('learn.noLesson')}
                </p>
              )}
            </div>
            <div className="mt-10">
              <LessonActions topic={data} />
            </div>
            <nav aria-label={t('learn.lessonNav')} className="mt-6 flex flex-wrap justify-between gap-3">
              {data.previous ? (
                <Link
                  to={routePath('topic', { courseSlug: data.course.slug, topicSlug: data.previous.slug })}
                  className="btn btn-ghost gap-1"
                  rel="prev"
                >
                  <ChevronLeft size={18} aria-hidden="true" />
                  <span className="max-w-[40vw] truncate">{localise(data.previous.title, lang)}</span>
                </Link>
              ) : (
                <span />
              )}
              {data.next && (
                <Link
                  to={routePath('topic', { courseSlug: data.course.slug, topicSlug: data.next.slug })}
                  className="btn btn-ghost gap-1"
                  rel="next"
                >
                  <span className="max-w-[40vw] truncate">{localise(data.next.title, lang)}</span>
                  <ChevronRight size={18} aria-hidden="true" />
                </Link>
              )}
            </nav>
          </>
        )}
      </article>
    </div>
  );
}
