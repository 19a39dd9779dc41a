import { type ArenaQuestion, localise } from '@preparena/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { SkeletonRows } from '@/components/ui/skeleton';
import { QuestionSetPanel } from '@/features/practice';
import { SplitPane } from './split-pane';

/** The question on screen: with its passage or chart in the left pane when it belongs to a set. */
export function QuestionPane({
  question,
  position,
  total,
  lang,
  children,
}: {
  question: ArenaQuestion;
  position: number;
  total: number;
  lang: 'en' | 'hi';
  /** The answer input and the buttons under the question. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const body = (
    <section aria-labelledby="arena-question-heading">
      <h2 id="arena-question-heading" className="text-sm font-semibold text-base-content/80">
        {t('contests.arena.questionOf', { position, total })}
        <span className="ml-2 badge badge-ghost badge-sm">{t(`contests.arena.types.${question.type}`)}</span>
      </h2>
      <div className="mt-2" lang={lang}>
        <RichText text={localise(question.text, lang)} lineBreaks fallback={<SkeletonRows rows={3} />} />
      </div>
      {children}
    </section>
  );
  if (!question.passage) return body;
  return (
    <SplitPane left={<QuestionSetPanel set={question.passage} lang={lang} sticky={false} />} right={body} />
  );
}
