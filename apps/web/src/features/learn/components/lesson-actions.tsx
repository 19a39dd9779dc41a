import type { TopicDetail } from '@preparena/shared';
import { CheckCircle2, Target } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, routePath, withQuery } from '@/config/paths';
import { track } from '@/lib/analytics';
import { errorMessage } from '@/lib/api-client';
import { useLoginLink } from '@/lib/return-path';
import { useSession } from '@/lib/session/use-session';
import { useMarkTopic } from '../api/mark-topic';

/** Mark as complete (or undo), and the way to practise this topic's questions. */
export function LessonActions({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation();
  const loginLink = useLoginLink();
  const { user } = useSession();
  const mark = useMarkTopic();
  const toggle = () =>
    mark.mutate(
      { topic: topic.slug, course: topic.course.slug, completed: !topic.completed },
      {
        onSuccess: (result) => {
          if (result.completed && result.courseTotal > 0 && result.courseCompleted === result.courseTotal) {
            track({
              name: 'course_completed',
              path: routePath('course', { courseSlug: topic.course.slug }),
              properties: { course: topic.course.slug },
            });
            toast.success(t('learn.courseCompletedToast'));
          }
        },
        onError: (error) => toast.error(errorMessage(error, t('learn.markFailed'))),
      },
    );
  return (
    <div className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5 sm:flex-row sm:items-center">
      <div className="flex-1">
        <p className="font-semibold">{t('learn.practiseHeading')}</p>
        <p className="text-sm text-base-content/80">
          {t('learn.practiceCount', { count: topic.questionCount })}
        </p>
      </div>
      <Link
        to={withQuery(ROUTES.practice, `topic=${encodeURIComponent(topic.slug)}`)}
        className="btn btn-outline gap-2"
      >
        <Target size={18} aria-hidden="true" />
        {t('learn.practiseButton')}
      </Link>
      {user ? (
        <button
          type="button"
          className={`btn gap-2 ${topic.completed ? 'btn-success' : 'btn-primary'}`}
          onClick={toggle}
          disabled={mark.isPending}
          aria-pressed={topic.completed}
        >
          <CheckCircle2 size={18} aria-hidden="true" />
          {topic.completed ? t('learn.completedButton') : t('learn.markComplete')}
        </button>
      ) : (
        <Link to={loginLink} className="btn btn-primary">
          {t('learn.loginToMark')}
        </Link>
      )}
    </div>
  );
}
