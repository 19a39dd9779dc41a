import { localise, type QuestionDetail } from '@preparena/shared';
import { ArrowLeft, ChevronLeft, ChevronRight, Clock, Shuffle, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { RenderedProvider, RichText } from '@/components/ui/rich-text';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { ROUTES, routePath, withQuery } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useQuestion } from '../api/get-question';
import { useQuestionNeighbours } from '../api/get-question-neighbours';
import { useReaction } from '../api/react-to-question';
import { AnswerPanel } from '../components/answer-panel';
import { QuestionSetPanel } from '../components/question-set-panel';
import { QuestionSkeleton } from '../components/question-skeleton';
import { AnalyticsTab, SimilarTab, SolutionsTab, SubmissionsTab } from '../components/question-tabs';
import { ReportDialog } from '../components/report-dialog';
import { formatDuration, useElapsed } from '../hooks/use-elapsed';
import { useQuestionLanguage } from '../hooks/use-question-language';

const TABS = ['description', 'solutions', 'submissions', 'similar', 'analytics'] as const;

/**
 * Whether a question (and its passage) has a Hindi version, by the rule of the list's Hindi filter
 * (a text with an `hi` version; a plain string is single-language): else the page says English only.
 */
const hasHindi = (q: QuestionDetail) =>
  [q.statement, q.set?.body].every((text) => text == null || (typeof text === 'object' && !!text.hi));

/** /question/{number}: the problem page (the top navigation is hidden here). */
export function QuestionPage() {
  const { t, i18n } = useTranslation();
  const uiLang = i18n.language === 'hi' ? 'hi' : 'en';
  const navigate = useNavigate();
  const { user } = useSession();
  const number = Number(useParams().questionNumber);
  const [params] = useSearchParams();
  const filterQuery = params.toString();
  const [lang, setLang] = useQuestionLanguage();
  const [tab, setTab] = useState<(typeof TABS)[number]>('description');
  const question = useQuestion(number);
  const nav = useQuestionNeighbours(number, filterQuery);
  const reaction = useReaction(number);
  const clock = useElapsed(number);
  const q = question.data;
  usePageTitle(q ? `#${q.number} ${localise(q.title, lang)}` : t('practice.title'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: back to the description for every question
  useEffect(() => setTab('description'), [number]);

  const go = (target: number | null | undefined) =>
    target && navigate(withQuery(routePath('question', { questionNumber: target }), filterQuery));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const el = event.target as HTMLElement;
      if (
        ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) &&
        (el as HTMLInputElement).type !== 'radio' &&
        (el as HTMLInputElement).type !== 'checkbox'
      )
        return;
      if (event.key === 'j') go(nav.data?.next);
      if (event.key === 'k') go(nav.data?.previous);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const missing = question.error instanceof ApiError && question.error.status === 404;
  return (
    <RenderedProvider value={q?.rendered}>
      <div className="min-h-screen">
        <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur">
          <div
            className={`mx-auto flex items-center gap-1 px-2 py-2 sm:gap-2 sm:px-4 ${q?.set ? 'max-w-7xl' : 'max-w-5xl'}`}
          >
            {/* One row on a phone: "Back" is named for screen readers there, shown from sm up. */}
            <Link to={withQuery(ROUTES.practice, filterQuery)} className="btn btn-ghost btn-sm gap-1 px-2">
              <ArrowLeft size={16} aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('practice.back')}</span>
            </Link>
            <nav aria-label={t('practice.questionNav')} className="join">
              <button
                type="button"
                className="join-item btn btn-sm"
                disabled={!nav.data?.previous}
                onClick={() => go(nav.data?.previous)}
                aria-label={t('practice.previousQuestion')}
              >
                <ChevronLeft size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="join-item btn btn-sm"
                disabled={!nav.data?.random}
                onClick={() => go(nav.data?.random)}
                aria-label={t('practice.randomQuestion')}
              >
                <Shuffle size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="join-item btn btn-sm"
                disabled={!nav.data?.next}
                onClick={() => go(nav.data?.next)}
                aria-label={t('practice.nextQuestion')}
              >
                <ChevronRight size={16} aria-hidden="true" />
              </button>
            </nav>
            <span
              className="ml-auto flex items-center gap-1 font-mono text-sm"
              role="timer"
              aria-label={t('practice.timeSpent')}
            >
              <Clock size={16} aria-hidden="true" />
              {formatDuration(clock.seconds)}
            </span>
            <fieldset className="join" aria-label={t('practice.questionLanguage')}>
              {(['en', 'hi'] as const).map((l) => (
                <button
                  key={l}
                  type="button"
                  className={`join-item btn btn-sm ${lang === l ? 'btn-primary' : ''}`}
                  aria-pressed={lang === l}
                  onClick={() => setLang(l)}
                >
                  {l === 'en' ? 'EN' : <span className="devanagari-label">हिं</span>}
                </button>
              ))}
            </fieldset>
            <ThemeToggle />
          </div>
        </header>
        <div className={`mx-auto px-4 py-6 ${q?.set ? 'max-w-7xl' : 'max-w-5xl'}`}>
          {missing ? (
            <div className="py-16 text-center">
              <h1 className="text-2xl font-bold">{t('practice.notFound')}</h1>
              <Link to={ROUTES.practice} className="btn btn-primary mt-6">
                {t('notFound.practice')}
              </Link>
            </div>
          ) : question.isPending || !q ? (
            <QuestionSkeleton />
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-2 text-sm text-base-content/80">
                <span className="font-mono">#{q.number}</span>
                <span className="badge badge-outline">{t(`practice.difficulty.${q.difficulty}`)}</span>
                {/* The topic is the site's navigation: named in the interface's language. */}
                <Link to={withQuery(ROUTES.practice, `topic=${q.topic.slug}`)} className="link link-hover">
                  {localise(q.topic.title, uiLang)}
                </Link>
                {q.solved && <span className="badge badge-success">{t('practice.status.solved')}</span>}
              </div>
              <h1 className="mt-2 text-2xl font-bold">{localise(q.title, lang)}</h1>
              {lang === 'hi' && !hasHindi(q) && (
                <p className="alert alert-info alert-soft mt-3 text-sm" data-testid="english-only">
                  {t('practice.englishOnly')}
                </p>
              )}
              <div
                role="tablist"
                aria-label={t('practice.tabsLabel')}
                className="scroll-cue tabs tabs-border mt-4 flex-nowrap overflow-x-auto"
              >
                {TABS.map((name) => (
                  <button
                    key={name}
                    type="button"
                    role="tab"
                    aria-selected={tab === name}
                    className={`tab ${tab === name ? 'tab-active' : ''}`}
                    onClick={() => setTab(name)}
                  >
                    {t(`practice.tabs.${name}`)}
                  </button>
                ))}
              </div>
              <div role="tabpanel" className="mt-6">
                {tab === 'description' && (
                  <div className={q.set ? 'grid items-start gap-6 lg:grid-cols-2' : ''}>
                    {q.set && <QuestionSetPanel set={q.set} lang={lang} filterQuery={filterQuery} />}
                    {/* min-w-0: a wide table or formula scrolls in its own box, never widens the page. */}
                    <div className="min-w-0">
                      <RichText
                        text={localise(q.statement, lang)}
                        lineBreaks
                        fallback={<SkeletonRows rows={3} />}
                      />
                      <AnswerPanel
                        question={q}
                        lang={lang}
                        seconds={clock.seconds}
                        onSubmitted={clock.stop}
                      />
                      <div className="mt-6 flex flex-wrap items-center gap-2">
                        <button
                          type="button"
                          className={`btn btn-sm gap-1 ${q.reaction === 'like' ? 'btn-primary' : 'btn-ghost'}`}
                          aria-pressed={q.reaction === 'like'}
                          disabled={!user || reaction.isPending}
                          onClick={() => reaction.mutate(q.reaction === 'like' ? null : 'like')}
                          aria-label={t('practice.like', { count: q.likes })}
                        >
                          <ThumbsUp size={16} aria-hidden="true" />
                          {q.likes}
                        </button>
                        <button
                          type="button"
                          className={`btn btn-sm gap-1 ${q.reaction === 'dislike' ? 'btn-primary' : 'btn-ghost'}`}
                          aria-pressed={q.reaction === 'dislike'}
                          disabled={!user || reaction.isPending}
                          onClick={() => reaction.mutate(q.reaction === 'dislike' ? null : 'dislike')}
                          aria-label={t('practice.dislike', { count: q.dislikes })}
                        >
                          <ThumbsDown size={16} aria-hidden="true" />
                          {q.dislikes}
                        </button>
                        <span className="ml-auto">
                          <ReportDialog number={q.number} lang={lang} />
                        </span>
                      </div>
                      {/* Keys mean nothing on a touch screen: shown only with a fine pointer (a mouse). */}
                      <p className="mt-4 hidden text-xs text-base-content/60 pointer-fine:block">
                        {q.type === 'numeric'
                          ? t('practice.keysNumeric')
                          : t('practice.keysChoice', { last: q.options.length })}
                      </p>
                    </div>
                  </div>
                )}
                {tab === 'solutions' && <SolutionsTab question={q} lang={lang} />}
                {tab === 'submissions' && <SubmissionsTab number={q.number} />}
                {tab === 'similar' && <SimilarTab number={q.number} lang={lang} filterQuery={filterQuery} />}
                {tab === 'analytics' && <AnalyticsTab number={q.number} />}
              </div>
            </>
          )}
        </div>
      </div>
    </RenderedProvider>
  );
}
