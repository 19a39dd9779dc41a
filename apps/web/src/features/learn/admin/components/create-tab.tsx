import { type Language, localise } from '@preparena/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCourse } from '../api/create-course';
import { createSubject } from '../api/create-subject';
import { createTopic } from '../api/create-topic';
import { useAdminCourses } from '../api/get-admin-courses';
import { useContentChange } from '../hooks/use-content-change';

/** Create: a new course, a new section in a course, or a new topic in a section. */
export function CreateTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const courses = useAdminCourses();
  const { run, pending } = useContentChange();
  const [what, setWhat] = useState<'course' | 'subject' | 'topic'>('topic');
  const [form, setForm] = useState({
    slug: '',
    titleEn: '',
    titleHi: '',
    description: '',
    kind: 'category',
    courseId: '',
    subjectId: '',
  });
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const reset = () => setForm((f) => ({ ...f, slug: '', titleEn: '', titleHi: '', description: '' }));
  const title = { en: form.titleEn, ...(form.titleHi ? { hi: form.titleHi } : {}) };
  const subjects = courses.data?.find((c) => c._id === form.courseId)?.subjects ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (what === 'course') {
      run(
        () =>
          createCourse({
            slug: form.slug,
            kind: form.kind as 'category' | 'exam',
            title,
            description: { en: form.description },
          }),
        reset,
      );
    } else if (what === 'subject') {
      run(() => createSubject({ courseId: form.courseId, slug: form.slug, title }), reset);
    } else {
      run(() => createTopic({ subjectId: form.subjectId, slug: form.slug, title }), reset);
    }
  };

  const input = (key: keyof typeof form, label: string, required = true) => (
    <div>
      <label htmlFor={`create-${key}`} className="label mb-1 text-sm font-medium">
        {label}
      </label>
      <input
        id={`create-${key}`}
        className="input input-bordered w-full"
        required={required}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="max-w-2xl space-y-4">
      <fieldset className="flex gap-4">
        <legend className="mb-2 text-sm font-medium">{t('admin.content.createWhat')}</legend>
        {(['course', 'subject', 'topic'] as const).map((w) => (
          <label key={w} className="flex items-center gap-2">
            <input
              type="radio"
              name="create-what"
              className="radio radio-sm"
              checked={what === w}
              onChange={() => setWhat(w)}
            />
            {t(`admin.content.new.${w}`)}
          </label>
        ))}
      </fieldset>
      {what !== 'course' && (
        <div>
          <label htmlFor="create-course" className="label mb-1 text-sm font-medium">
            {t('admin.content.course')}
          </label>
          <select
            id="create-course"
            className="select select-bordered w-full"
            required
            value={form.courseId}
            onChange={(e) => set('courseId', e.target.value)}
          >
            <option value="">{t('admin.content.choose')}</option>
            {courses.data?.map((c) => (
              <option key={c._id} value={c._id}>
                {localise(c.title, lang)}
              </option>
            ))}
          </select>
        </div>
      )}
      {what === 'topic' && (
        <div>
          <label htmlFor="create-subject" className="label mb-1 text-sm font-medium">
            {t('admin.content.section')}
          </label>
          <select
            id="create-subject"
            className="select select-bordered w-full"
            required
            value={form.subjectId}
            onChange={(e) => set('subjectId', e.target.value)}
          >
            <option value="">{t('admin.content.choose')}</option>
            {subjects.map((s) => (
              <option key={s._id} value={s._id}>
                {localise(s.title, lang)}
              </option>
            ))}
          </select>
        </div>
      )}
      {what === 'course' && (
        <div>
          <label htmlFor="create-kind" className="label mb-1 text-sm font-medium">
            {t('admin.content.kind')}
          </label>
          <select
            id="create-kind"
            className="select select-bordered w-full"
            value={form.kind}
            onChange={(e) => set('kind', e.target.value)}
          >
            <option value="category">{t('admin.content.category')}</option>
            <option value="exam">{t('learn.exam')}</option>
          </select>
        </div>
      )}
      {input('slug', t('admin.content.slug'))}
      {input('titleEn', t('admin.content.titleEn'))}
      {input('titleHi', t('admin.content.titleHi'), false)}
      {what === 'course' && input('description', t('admin.content.description'))}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {t('admin.content.create')}
      </button>
    </form>
  );
}
