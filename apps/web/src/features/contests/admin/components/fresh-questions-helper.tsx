import { DIFFICULTIES, type Difficulty, type Language, localise } from '@preparena/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useAdminQuestionTopics } from '@/features/practice';
import { errorMessage } from '@/lib/api-client';
import { useFreshQuestions } from '../api/fresh-questions';

/**
 * "Fill with fresh questions" for one section: new, never-published variants of the chosen topics'
 * generators; their numbers are appended to the section's list.
 */
export function FreshQuestionsHelper({
  defaultCount,
  onAdd,
}: {
  defaultCount: number;
  onAdd: (numbers: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const id = useId();
  const topics = useAdminQuestionTopics();
  const fresh = useFreshQuestions();
  const [chosen, setChosen] = useState<string[]>([]);
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');
  const [count, setCount] = useState(defaultCount);
  const courses = topics.data?.courses ?? [];

  const fill = () => {
    if (chosen.length === 0) {
      toast.error(t('contests.admin.fresh.chooseTopic'));
      return;
    }
    fresh.mutate(
      { topics: chosen, count, ...(difficulty ? { difficulty } : {}) },
      {
        onSuccess: ({ questionNumbers }) => {
          onAdd(questionNumbers);
          toast.success(t('contests.admin.fresh.added', { count: questionNumbers.length }));
        },
        onError: (error) => toast.error(errorMessage(error, t('contests.admin.fresh.failed'))),
      },
    );
  };

  return (
    <details className="rounded-box border border-base-300 p-3">
      <summary className="cursor-pointer text-sm font-medium">{t('contests.admin.fresh.title')}</summary>
      <p className="mt-2 text-xs text-base-content/70">{t('contests.admin.fresh.help')}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
        <div>
          <label htmlFor={`${id}-topics`} className="label mb-1 text-sm">
            {t('contests.admin.fresh.topics')}
          </label>
          <select
            id={`${id}-topics`}
            multiple
            size={6}
            className="select select-bordered h-auto w-full"
            value={chosen}
            onChange={(e) => setChosen([...e.target.selectedOptions].map((o) => o.value))}
          >
            {courses.map((course) => (
              <optgroup key={course.slug} label={localise(course.title, lang)}>
                {(topics.data?.topics ?? [])
                  .filter((x) => x.course.slug === course.slug)
                  .map((x) => (
                    <option key={x.slug} value={x.slug}>
                      {localise(x.title, lang)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-difficulty`} className="label mb-1 text-sm">
            {t('contests.admin.fresh.difficulty')}
          </label>
          <select
            id={`${id}-difficulty`}
            className="select select-bordered w-full"
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value as Difficulty | '')}
          >
            <option value="">{t('contests.admin.fresh.anyDifficulty')}</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`practice.difficulty.${d}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-count`} className="label mb-1 text-sm">
            {t('contests.admin.fresh.count')}
          </label>
          <input
            id={`${id}-count`}
            type="number"
            min={1}
            max={100}
            className="input input-bordered w-full"
            value={count}
            onChange={(e) => setCount(Math.min(100, Math.max(1, Number(e.target.value) || 1)))}
          />
        </div>
        <button type="button" className="btn btn-secondary" onClick={fill} disabled={fresh.isPending}>
          {fresh.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('contests.admin.fresh.fill')}
        </button>
      </div>
    </details>
  );
}
