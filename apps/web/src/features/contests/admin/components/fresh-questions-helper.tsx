import { DIFFICULTIES, type Difficulty, type Language, localise } from '@preparena/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useAdminQuestionTopics } from '@/features/practice';
import { errorMessage } from '@/lib/api-client';
import { useBankQuestions } from '../api/bank-questions';
import { useFreshQuestions } from '../api/fresh-questions';

/**
 * Questions by filter for one section: new, never-published variants of the chosen topics'
 * generators ("fresh"), or published bank questions of those topics at random ("bank"); their
 * numbers are appended to the section's list.
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
  const bank = useBankQuestions();
  const [source, setSource] = useState<'fresh' | 'bank'>('fresh');
  const mutation = source === 'fresh' ? fresh : bank;
  const [chosen, setChosen] = useState<string[]>([]);
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');
  const [count, setCount] = useState(defaultCount);
  // Exam courses borrow the core courses' topics: only courses with topics of their own are listed.
  const courses = (topics.data?.courses ?? []).filter((c) =>
    (topics.data?.topics ?? []).some((x) => x.course.slug === c.slug),
  );

  const fill = () => {
    if (chosen.length === 0) {
      toast.error(t('contests.admin.fresh.chooseTopic'));
      return;
    }
    const added = source === 'fresh' ? 'contests.admin.fresh.added' : 'contests.admin.fresh.bankAdded';
    mutation.mutate(
      { topics: chosen, count, ...(difficulty ? { difficulty } : {}) },
      {
        onSuccess: ({ questionNumbers }) => {
          onAdd(questionNumbers);
          toast.success(t(added, { count: questionNumbers.length }));
        },
        onError: (error) => toast.error(errorMessage(error, t('contests.admin.fresh.failed'))),
      },
    );
  };

  return (
    <details className="rounded-box border border-base-300 p-3">
      <summary className="cursor-pointer text-sm font-medium">{t('contests.admin.fresh.title')}</summary>
      <fieldset className="mt-2 flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t('contests.admin.fresh.source')}</legend>
        {(['fresh', 'bank'] as const).map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              className="radio radio-sm"
              name={`${id}-source`}
              checked={source === value}
              onChange={() => setSource(value)}
            />
            {t(`contests.admin.fresh.sources.${value}`)}
          </label>
        ))}
      </fieldset>
      <p className="mt-2 text-xs text-base-content/70">
        {t(source === 'fresh' ? 'contests.admin.fresh.help' : 'contests.admin.fresh.bankHelp')}
      </p>
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
        <button type="button" className="btn btn-secondary" onClick={fill} disabled={mutation.isPending}>
          {mutation.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t(source === 'fresh' ? 'contests.admin.fresh.fill' : 'contests.admin.fresh.fillBank')}
        </button>
      </div>
    </details>
  );
}
