import { ADMIN_AREAS, type AdminArea, canUseAdminArea } from '@preparena/shared';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/ui/page-title';
import { useSession } from '@/features/session/use-session';
import { ContentPanel } from '../components/content/content-panel';
import { OutboxPanel } from '../components/outbox-panel';
import { QuestionsPanel } from '../components/questions/questions-panel';
import { UsersPanel } from '../components/users-panel';

const PANELS: Partial<Record<AdminArea, ComponentType>> = {
  users: UsersPanel,
  outbox: OutboxPanel,
  courses: ContentPanel,
  questions: QuestionsPanel,
};

/** The admin area: one tab per area the signed-in staff member may use. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('admin.title'));
  const areas = (Object.keys(ADMIN_AREAS) as AdminArea[]).filter((area) => canUseAdminArea(user, area));
  const [active, setActive] = useState<AdminArea | undefined>(areas[0]);
  const Panel = active ? PANELS[active] : undefined;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
      <div role="tablist" aria-label={t('admin.title')} className="tabs tabs-border mt-6 flex-wrap">
        {areas.map((area) => (
          <button
            key={area}
            type="button"
            role="tab"
            aria-selected={area === active}
            className={`tab ${area === active ? 'tab-active' : ''}`}
            onClick={() => setActive(area)}
          >
            {t(`admin.tabs.${area}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-6">
        {Panel ? (
          <Panel />
        ) : (
          <p className="rounded-box border border-dashed border-base-300 p-10 text-center text-base-content/70">
            {t('admin.areaInProgress', { area: active ? t(`admin.tabs.${active}`) : '' })}
          </p>
        )}
      </div>
    </section>
  );
}
