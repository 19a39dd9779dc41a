import { type CourseDetail, type Language, localise } from '@preparena/shared';
import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/config/paths';

/** The collapsible sections of a course with their lessons and completion marks. */
export function CourseOutline({
  course,
  currentTopic,
  compact = false,
}: {
  course: CourseDetail;
  currentTopic?: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const signedIn = course.completedCount !== null;
  return (
    <div className="space-y-3">
      {course.subjects.map((subject) => {
        const done = subject.topics.filter((x) => x.completed).length;
        const open = compact ? subject.topics.some((x) => x.slug === currentTopic) : true;
        return (
          <details
            key={subject._id}
            open={open}
            className="collapse collapse-arrow border border-base-300 bg-base-100"
          >
            <summary className="collapse-title pr-10 font-semibold">
              {localise(subject.title, lang)}
              <span className="ml-2 text-sm font-normal text-base-content/70">
                {signedIn
                  ? t('learn.sectionDone', { done, total: subject.topics.length })
                  : t('learn.topicCount', { count: subject.topics.length })}
              </span>
            </summary>
            <ol className="collapse-content space-y-1">
              {subject.topics.map((topic) => {
                const current = topic.slug === currentTopic;
                return (
                  <li key={topic._id}>
                    <Link
                      to={routePath('topic', { courseSlug: course.slug, topicSlug: topic.slug })}
                      aria-current={current ? 'page' : undefined}
                      className={`flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-base-200 ${current ? 'bg-primary/10 font-semibold text-primary' : ''}`}
                    >
                      {topic.completed ? (
                        <CheckCircle2
                          size={18}
                          className="shrink-0 text-green-600 dark:text-green-400"
                          aria-label={t('learn.completed')}
                        />
                      ) : (
                        <Circle size={18} className="shrink-0 text-base-content/40" aria-hidden="true" />
                      )}
                      <span className="flex-1">{localise(topic.title, lang)}</span>
                      {!compact && (
                        <span className="text-xs text-base-content/70">
                          {t('learn.questionCount', {
                            count: topic.questionCount,
                            formatted: topic.questionCount,
                          })}
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ol>
          </details>
        );
      })}
    </div>
  );
}
