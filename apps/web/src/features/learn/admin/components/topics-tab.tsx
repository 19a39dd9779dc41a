import { type Language, localise } from '@preparena/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useAdminTopic } from '../api/get-admin-topic';
import { useAdminTopics } from '../api/get-admin-topics';
import { LessonEditor } from './lesson-editor';

/** Topics: find a topic and edit it with its lesson. */
export function TopicsTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const list = useAdminTopics(search);
  const topic = useAdminTopic(selected);
  return (
    <div className="grid gap-6 xl:grid-cols-[320px_1fr]">
      <div>
        <label htmlFor="topic-search" className="sr-only">
          {t('admin.content.searchTopics')}
        </label>
        <input
          id="topic-search"
          type="search"
          className="input input-bordered mb-3 w-full"
          placeholder={t('admin.content.searchTopics')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {list.isPending ? (
          <SkeletonRows />
        ) : list.isError ? (
          <p role="alert">{t('admin.loadFailed')}</p>
        ) : (
          <ul className="menu max-h-[36rem] w-full flex-nowrap overflow-y-auto rounded-box border border-base-300 p-1">
            {list.data.map((row) => (
              <li key={row._id}>
                <button
                  type="button"
                  className={selected === row._id ? 'menu-active' : ''}
                  onClick={() => setSelected(row._id)}
                >
                  <span className="flex-1 text-left">{localise(row.title, lang)}</span>
                  <span className="text-xs opacity-70">{row.course}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        {!selected ? (
          <p className="rounded-box border border-dashed border-base-300 p-10 text-center text-base-content/70">
            {t('admin.content.pickTopic')}
          </p>
        ) : topic.isPending ? (
          <SkeletonRows />
        ) : topic.isError ? (
          <p role="alert">{t('admin.loadFailed')}</p>
        ) : (
          <LessonEditor key={topic.data._id} topic={topic.data} />
        )}
      </div>
    </div>
  );
}
