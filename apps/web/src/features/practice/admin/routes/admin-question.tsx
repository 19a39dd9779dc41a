import { canUseAdminArea, type Language, localise } from '@preparena/shared';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ROUTES, routePath, withQuery } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useAdminQuestion } from '../api/get-admin-question';
import { QuestionEditor } from '../components/question-editor';
import { QuestionSetEditor } from '../components/question-set-editor';
import { STATUS_CLASS } from '../components/question-table';

/** /admin/question/{number}: edit one question; /admin/question/new: write a new one. */
export function AdminQuestionPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigate = useNavigate();
  const { user } = useSession();
  const param = useParams().questionNumber ?? '';
  const isNew = param === 'new';
  const number = /^\d{1,9}$/.test(param) ? Number(param) : null;
  const allowed = canUseAdminArea(user, 'questions');
  const question = useAdminQuestion(allowed && !isNew ? number : null);
  const q = question.data;
  usePageTitle(
    isNew
      ? t('admin.questions.newTitle')
      : q
        ? `#${q.number} ${localise(q.title, lang)}`
        : t('admin.questions.editTitle', { number: param }),
  );

  const missing =
    (!isNew && number === null) || (question.error instanceof ApiError && question.error.status === 404);
  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label={t('admin.questions.breadcrumb')} className="mb-3">
        <Link to={withQuery(ROUTES.admin, 'tab=questions')} className="btn btn-ghost btn-sm gap-1">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('admin.questions.backToList')}
        </Link>
      </nav>
      {!allowed ? (
        <p role="alert" className="alert alert-warning">
          {t('admin.questions.noAccess')}
        </p>
      ) : missing ? (
        <div className="py-12 text-center">
          <h1 className="text-2xl font-bold">{t('admin.questions.notFound', { number: param })}</h1>
          <Link to={routePath('adminQuestion', { questionNumber: 'new' })} className="btn btn-primary mt-6">
            {t('admin.questions.new')}
          </Link>
        </div>
      ) : isNew ? (
        <>
          <h1 className="mb-6 text-2xl font-bold md:text-3xl">{t('admin.questions.newTitle')}</h1>
          <QuestionEditor
            question={null}
            onSaved={(saved) =>
              navigate(routePath('adminQuestion', { questionNumber: saved.number }), { replace: true })
            }
          />
        </>
      ) : question.isError ? (
        <RetryAlert message={t('admin.questions.loadFailed')} onRetry={() => question.refetch()} />
      ) : !q ? (
        <SkeletonRows />
      ) : (
        <>
          <header className="mb-6">
            <div className="flex flex-wrap items-center gap-2 text-sm text-base-content/80">
              <span className="font-mono">#{q.number}</span>
              <span className={`badge badge-sm ${STATUS_CLASS[q.status]}`}>
                {t(`admin.questions.statuses.${q.status}`)}
              </span>
              <span>{localise(q.topicTitle, lang)}</span>
              <span aria-hidden="true">·</span>
              <span>
                {q.source.kind === 'generated'
                  ? t('admin.questions.sourceGenerated', {
                      generator: q.source.generatorId,
                      seed: q.source.seed,
                    })
                  : t('admin.questions.sourceAuthored', { author: q.source.author ?? '—' })}
              </span>
              <span aria-hidden="true">·</span>
              <span>
                {t('admin.questions.stats', {
                  attempts: q.attempts,
                  rating: q.difficultyRating,
                })}
              </span>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold md:text-3xl">
                {t('admin.questions.editTitle', { number: q.number })}
              </h1>
              {q.status === 'published' && (
                <Link
                  to={routePath('question', { questionNumber: q.number })}
                  className="btn btn-ghost btn-sm gap-1"
                >
                  <ExternalLink size={16} aria-hidden="true" />
                  {t('admin.questions.viewOnSite')}
                </Link>
              )}
            </div>
          </header>
          <QuestionEditor key={q.number} question={q} />
          {q.set && <QuestionSetEditor id={q.set.id} />}
        </>
      )}
    </section>
  );
}
