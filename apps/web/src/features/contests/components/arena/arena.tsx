import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderedProvider } from '@/components/ui/rich-text';
import { useQuestionLanguage } from '@/features/practice';
import type { TimedParticipation } from '../../api/get-participation';
import { useArenaAnswers } from '../../hooks/use-arena-answers';
import { useNow } from '../../hooks/use-now';
import { arenaReducer, initialArenaState, shownDraft } from '../../lib/answer-draft';
import { currentSectionIndex, paletteState, sectionAccess } from '../../lib/palette-state';
import { secondsLeft } from '../../lib/server-clock';
import { AnswerInput } from './answer-input';
import { ArenaActions } from './arena-actions';
import { ArenaHeader } from './arena-header';
import { FinishDialog } from './finish-dialog';
import { QuestionPalette } from './question-palette';
import { QuestionPane } from './question-pane';
import { SectionTabs } from './section-tabs';

/**
 * An open participation: the server's clock, sections, the question with its passage, the answer
 * and the palette. Answers reach the server on Save (mock) or Submit (sprint); a choice only made on
 * screen is a draft, and a reload shows the server's saved answers.
 */
export function Arena({
  participation: p,
  onRefresh,
}: {
  participation: TimedParticipation;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const [lang, setLang] = useQuestionLanguage();
  const now = useNow();
  const serverNow = now + p.clockOffset;
  const timeLeft = secondsLeft(p.endsAt, now, p.clockOffset);
  const access = p.sections.map((s) => sectionAccess(s, p.sectionsInOrder, serverNow));
  const openSection = currentSectionIndex(p.sections, p.sectionsInOrder, serverNow);
  // With sections in order only the open section's questions can be seen; otherwise all of them.
  const reachable = p.sectionsInOrder ? p.questions.filter((q) => q.section === openSection) : p.questions;
  const [state, dispatch] = useReducer(arenaReducer, reachable[0]?.number ?? 0, initialArenaState);

  const first = reachable[0]?.number;
  const currentReachable = reachable.some((q) => q.number === state.current);
  // A section closed (or the first opened): move to the first question the participant may see.
  useEffect(() => {
    if (!currentReachable && first !== undefined) dispatch({ type: 'go', number: first });
  }, [currentReachable, first]);

  const question = reachable.find((q) => q.number === state.current) ?? reachable[0];
  const index = question ? reachable.indexOf(question) : -1;
  const go = (number: number | undefined) => {
    if (number !== undefined) dispatch({ type: 'go', number });
  };
  const answerable =
    !!question &&
    p.status === 'open' &&
    timeLeft > 0 &&
    access[question.section] === 'open' &&
    !(p.format === 'sprint' && question.verdict);
  const draft = question ? shownDraft(question, state.drafts[question.number]) : undefined;
  const answers = useArenaAnswers({
    participationId: p.id,
    format: p.format,
    question,
    draft,
    state,
    dispatch,
    answerable,
    next: () => go(reachable[index + 1]?.number),
    previous: () => go(reachable[index - 1]?.number),
    onRefresh,
  });

  const visited = new Set(state.visited);
  const unanswered = p.questions.filter((q) => q.saved === undefined && q.verdict === undefined).length;
  const header = (
    <ArenaHeader
      contestId={p.contestId}
      title={p.title}
      format={p.format}
      endsAt={p.endsAt}
      offset={p.clockOffset}
      lang={lang}
      onLang={setLang}
      onTimeUp={onRefresh}
      finish={<FinishDialog participationId={p.id} unanswered={unanswered} onFinished={onRefresh} />}
      virtual={p.virtual ? { simulatedRank: p.simulatedRank } : undefined}
    />
  );
  if (!question || !draft) {
    return (
      <div>
        {header}
        <p role="status" className="alert mt-6">
          {t('contests.arena.closing')}
        </p>
      </div>
    );
  }
  const paletteItems = p.questions
    .filter((q) => q.section === question.section)
    .map((q) => ({
      number: q.number,
      position: p.questions.indexOf(q) + 1,
      state: paletteState(q, visited.has(q.number)),
    }));

  return (
    <RenderedProvider value={p.rendered}>
      <div>
        {header}
        <div className="mt-4">
          <SectionTabs
            sections={p.sections}
            access={access}
            active={question.section}
            offset={p.clockOffset}
            onSelect={(i) => go(p.questions.find((q) => q.section === i)?.number)}
            onElapsed={onRefresh}
          />
        </div>
        {timeLeft === 0 && (
          <p role="status" className="alert alert-warning mt-4">
            {t('contests.arena.closing')}
          </p>
        )}
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <QuestionPane
            question={question}
            position={p.questions.indexOf(question) + 1}
            total={p.questions.length}
            lang={lang}
          >
            <AnswerInput
              question={question}
              draft={draft}
              lang={lang}
              disabled={!answerable}
              onPick={answers.pick}
              onType={answers.typeValue}
            />
            <ArenaActions
              format={p.format}
              question={question}
              answerable={answerable}
              pending={answers.pending}
              hasPrevious={index > 0}
              hasNext={index < reachable.length - 1}
              onPrevious={() => go(reachable[index - 1]?.number)}
              onNext={() => go(reachable[index + 1]?.number)}
              onSave={answers.saveAndNext}
              onMark={answers.markAndNext}
              onClear={answers.clear}
            />
          </QuestionPane>
          <QuestionPalette items={paletteItems} current={question.number} onGo={go} />
        </div>
      </div>
    </RenderedProvider>
  );
}
