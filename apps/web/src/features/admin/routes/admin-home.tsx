import { ADMIN_AREAS, type AdminArea, canUseAdminArea } from '@preparena/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/ui/page-title';
import { ContestsPanel } from '@/features/contests';
import { ContentPanel } from '@/features/learn';
import { OutboxPanel } from '@/features/mail';
import { QuestionsPanel } from '@/features/practice';
import { UsersPanel } from '@/features/users';
import { useSession } from '@/lib/session/use-session';

const PANELS: Partial<Record<AdminArea, ComponentType>> = {
  users: UsersPanel,
  outbox: OutboxPanel,
  courses: ContentPanel,
  questions: QuestionsPanel,
  contests: ContestsPanel,
};

/**
 * The admin area: one tab per area the signed-in staff member may use. The open tab lives in the URL
 * (`?tab=questions`), so "Back" from an editor and a reload return to the same tab.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('admin.title'));
  const areas = (Object.keys(ADMIN_AREAS) as AdminArea[]).filter((area) => canUseAdminArea(user, area));
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab') as AdminArea | null;
  const active = wanted && areas.includes(wanted) ? wanted : areas[0];
  const setActive = (area: AdminArea) => setParams({ tab: area }, { replace: true });
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
