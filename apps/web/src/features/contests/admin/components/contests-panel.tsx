import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useAdminContests } from '../api/get-admin-contests';
import { AdminContestTable } from './admin-contest-table';
import { ContestEditor } from './contest-editor';
import { ContestPreview } from './contest-preview';

type View =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'preview'; id: string };

/** Admin Contests tab: Manage Contests (the table), Create Contest, edit and preview. */
export function ContestsPanel() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: 'list' });
  const list = useAdminContests();
  const back = () => setView({ kind: 'list' });

  if (view.kind === 'create') return <ContestEditor id={null} onDone={back} />;
  if (view.kind === 'edit') return <ContestEditor id={view.id} onDone={back} />;
  if (view.kind === 'preview') return <ContestPreview id={view.id} onBack={back} />;
  return (
    <section aria-labelledby="contests-admin-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="contests-admin-heading" className="text-xl font-semibold">
          {t('contests.admin.manage')}
        </h2>
        <button
          type="button"
          className="btn btn-primary btn-sm gap-1"
          onClick={() => setView({ kind: 'create' })}
        >
          <Plus size={16} aria-hidden="true" />
          {t('contests.admin.create')}
        </button>
      </div>
      {list.isError ? (
        <RetryAlert message={t('contests.admin.loadFailed')} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <SkeletonRows />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/70">
          {t('contests.admin.empty')}
        </p>
      ) : (
        <AdminContestTable
          items={list.data.items}
          onEdit={(id) => setView({ kind: 'edit', id })}
          onPreview={(id) => setView({ kind: 'preview', id })}
        />
      )}
    </section>
  );
}
