import { useTranslation } from 'react-i18next';
import { useQuestionLanguage } from '@/features/practice';
import { QuestionLanguageToggle } from './question-language-toggle';
import { QuestionReview, type ReviewQuestion } from './question-review';

/** After the end: every question with its key and worked solution, and a link to practise it. */
export function ContestSolutions({ questions }: { questions: ReviewQuestion[] }) {
  const { t } = useTranslation();
  const [lang, setLang] = useQuestionLanguage();
  return (
    <section aria-labelledby="solutions-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="solutions-heading" className="text-xl font-semibold">
          {t('contests.solutions.title')}
        </h2>
        <QuestionLanguageToggle lang={lang} onChange={setLang} />
      </div>
      <p className="text-sm text-base-content/80">{t('contests.solutions.practise')}</p>
      {questions.map((q, i) => (
        <QuestionReview key={q.number} question={q} position={i + 1} lang={lang} />
      ))}
    </section>
  );
}
