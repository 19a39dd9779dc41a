import { type CourseCard as CourseCardData, type Language, localise } from '@preparena/shared';
import { BookOpen, HelpCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/config/paths';
import { ProgressBar } from './progress-bar';

/** A course on the Learn grid: title, description, counts and the user's progress. */
export function CourseCard({ course }: { course: CourseCardData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const number = new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN');
  return (
    <Link
      to={routePath('course', { courseSlug: course.slug })}
      className="card h-full border border-base-300 bg-base-100 p-5 transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md"
      data-testid={`course-${course.slug}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold leading-snug">{localise(course.title, lang)}</h2>
        {course.kind === 'exam' && (
          <span className="badge badge-primary badge-outline shrink-0">{t('learn.exam')}</span>
        )}
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-base-content/80">{localise(course.description, lang)}</p>
      <div className="mt-4 flex gap-4 text-sm text-base-content/80">
        <span className="flex items-center gap-1">
          <BookOpen size={16} aria-hidden="true" />
          {t('learn.topicCount', { count: course.topicCount })}
        </span>
        <span className="flex items-center gap-1">
          <HelpCircle size={16} aria-hidden="true" />
          {t('learn.questionCount', {
            count: course.questionCount,
            formatted: number.format(course.questionCount),
          })}
        </span>
      </div>
      {course.completedCount !== null && (
        <div className="mt-auto pt-4">
          <ProgressBar
            done={course.completedCount}
            total={course.topicCount}
            label={t('learn.yourProgress')}
          />
        </div>
      )}
    </Link>
  );
}
