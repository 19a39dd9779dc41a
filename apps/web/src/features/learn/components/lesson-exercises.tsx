import type { LessonExercise } from '@preparena/shared';
import { Eye, EyeOff, PencilLine } from 'lucide-react';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type MarkdownView = ComponentType<{ children: string }>;

/** One exercise: the question, and its answer behind a toggle (closed until the reader asks). */
function Exercise({ exercise, Markdown }: { exercise: LessonExercise; Markdown: MarkdownView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <p className="mb-1 text-sm font-semibold text-base-content/70">
        {t('learn.exercise', { number: exercise.number })}
      </p>
      <Markdown>{exercise.question}</Markdown>
      <button
        type="button"
        className="btn btn-sm btn-outline mt-3 gap-2"
        aria-expanded={open}
        aria-controls={answerId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        {open ? t('learn.hideAnswer') : t('learn.showAnswer')}
      </button>
      <div id={answerId} hidden={!open} className="mt-3 border-l-4 border-success pl-4">
        {open && <Markdown>{exercise.answer}</Markdown>}
      </div>
    </li>
  );
}

/** A lesson's "Try it" exercises, each answer hidden until opened (issue 12, item 7). */
export function LessonExercises({
  intro,
  exercises,
  Markdown,
}: {
  /** What the exercises share (a table, a case), shown above them. */
  intro: string;
  exercises: LessonExercise[];
  Markdown: MarkdownView;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (exercises.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold">
        <PencilLine size={22} aria-hidden="true" />
        {t('learn.tryIt')}
      </h2>
      <p className="mt-1 text-base-content/70">{t('learn.tryItIntro')}</p>
      {intro && (
        <div className="mt-4">
          <Markdown>{intro}</Markdown>
        </div>
      )}
      <ol className="mt-4 grid gap-4">
        {exercises.map((e) => (
          <Exercise key={e.number} exercise={e} Markdown={Markdown} />
        ))}
      </ol>
    </section>
  );
}
