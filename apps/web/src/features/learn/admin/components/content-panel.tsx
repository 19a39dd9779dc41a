import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoursesTab } from './courses-tab';
import { CreateTab } from './create-tab';
import { SubjectsTab } from './subjects-tab';
import { TopicsTab } from './topics-tab';

const TABS: Record<string, ComponentType> = {
  courses: CoursesTab,
  subjects: SubjectsTab,
  topics: TopicsTab,
  create: CreateTab,
};

/** The content tabs of the spec: Courses, Subjects, Topics, Create. */
export function ContentPanel() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('courses');
  const Tab = TABS[tab] ?? CoursesTab;
  return (
    <div>
      <div role="tablist" aria-label={t('admin.tabs.courses')} className="tabs tabs-box mb-6 w-fit">
        {Object.keys(TABS).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`tab ${tab === key ? 'tab-active' : ''}`}
            onClick={() => setTab(key)}
          >
            {t(`admin.content.tabs.${key}`)}
          </button>
        ))}
      </div>
      <Tab />
    </div>
  );
}
