import type { AdminTopic, UpdateTopicInput } from '@preparena/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '@/components/ui/language-tabs';
import { SkeletonRows } from '@/components/ui/skeleton';
import { updateTopic } from '../api/update-topic';
import { useContentChange } from '../hooks/use-content-change';

const Markdown = lazy(() => import('@/components/ui/markdown').then((m) => ({ default: m.Markdown })));

type Lang = 'en' | 'hi';

/** Edits one topic: titles, SEO fields, publishing, and the lesson (Markdown + KaTeX) beside a live preview. */
export function LessonEditor({ topic }: { topic: AdminTopic }) {
  const { t } = useTranslation();
  const { run, pending } = useContentChange();
  const title = typeof topic.title === 'string' ? { en: topic.title } : topic.title;
  const [form, setForm] = useState({
    titleEn: title.en ?? '',
    titleHi: title.hi ?? '',
    lesson: { en: topic.lesson.en ?? '', hi: topic.lesson.hi ?? '' },
    seoTitle: topic.seoTitle ?? '',
    seoDescription: topic.seoDescription ?? '',
    primaryKeyword: topic.primaryKeyword ?? '',
    keywords: topic.keywords ?? '',
    published: topic.published,
  });
  const [lang, setLang] = useState<Lang>('en');
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const save = () => {
    const body: UpdateTopicInput = {
      title: { en: form.titleEn, ...(form.titleHi ? { hi: form.titleHi } : {}) },
      lesson: form.lesson,
      seoTitle: form.seoTitle || null,
      seoDescription: form.seoDescription || null,
      primaryKeyword: form.primaryKeyword || null,
      keywords: form.keywords || null,
      published: form.published,
    };
    run(() => updateTopic(topic._id, body));
  };

  const field = (id: keyof typeof form, label: string, max?: number) => (
    <div>
      <label htmlFor={`topic-${id}`} className="label mb-1 text-sm font-medium">
        {label}
      </label>
      <input
        id={`topic-${id}`}
        className="input input-bordered w-full"
        maxLength={max}
        value={String(form[id])}
        onChange={(e) => set(id, e.target.value as never)}
      />
    </div>
  );

  return (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        {field('titleEn', t('admin.content.titleEn'))}
        {field('titleHi', t('admin.content.titleHi'))}
        {field('seoTitle', t('admin.content.seoTitle'), 120)}
        {field('primaryKeyword', t('admin.content.primaryKeyword'), 80)}
        {field('seoDescription', t('admin.content.seoDescription'), 170)}
        {field('keywords', t('admin.content.keywords'), 300)}
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="toggle toggle-primary"
          checked={form.published}
          onChange={(e) => set('published', e.target.checked)}
        />
        {t('admin.content.published')}
      </label>
      <LanguageTabs value={lang} onChange={setLang} label={t('admin.content.lessonLanguage')} />
      <div className="grid gap-4 lg:grid-cols-2">
        <div>
          <label htmlFor="lesson-source" className="label mb-1 text-sm font-medium">
            {t('admin.content.source')}
          </label>
          <textarea
            id="lesson-source"
            className="textarea textarea-bordered h-[32rem] w-full font-mono text-sm"
            value={form.lesson[lang]}
            onChange={(e) => setForm((f) => ({ ...f, lesson: { ...f.lesson, [lang]: e.target.value } }))}
            spellCheck={lang === 'en'}
          />
        </div>
        <div>
          <p className="label mb-1 text-sm font-medium">{t('admin.content.preview')}</p>
          <div
            className="h-[32rem] overflow-y-auto rounded-box border border-base-300 p-4"
            data-testid="lesson-preview"
          >
            <Suspense fallback={<SkeletonRows rows={4} />}>
              <Markdown>{form.lesson[lang] || t('admin.content.emptyLesson')}</Markdown>
            </Suspense>
          </div>
        </div>
      </div>
      <button type="button" className="btn btn-primary" onClick={save} disabled={pending || !form.titleEn}>
        {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('admin.content.save')}
      </button>
    </div>
  );
}
