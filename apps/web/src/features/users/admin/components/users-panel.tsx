import { STAFF_FLAGS, type StaffFlag } from '@preparena/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonRows } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useAdminUsers } from '../api/get-admin-users';
import { useUpdateRoles } from '../api/update-roles';

/** Search users and grant or revoke the four staff flags. */
export function UsersPanel() {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useAdminUsers(search, page);
  const update = useUpdateRoles();

  const toggle = (id: string, flag: StaffFlag, value: boolean) =>
    update.mutate(
      { id, roles: { [flag]: value } },
      {
        onSuccess: (u) => toast.success(t('admin.users.updated', { name: u.username })),
        onError: (error) => toast.error(errorMessage(error, t('admin.users.updateFailed'))),
      },
    );

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading" className="sr-only">
        {t('admin.tabs.users')}
      </h2>
      <label htmlFor="user-search" className="sr-only">
        {t('admin.users.search')}
      </label>
      <input
        id="user-search"
        type="search"
        placeholder={t('admin.users.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        className="input input-bordered mb-4 w-full max-w-md"
      />
      {isError ? (
        <RetryAlert message={t('admin.loadFailed')} onRetry={() => refetch()} />
      ) : isPending ? (
        <SkeletonRows />
      ) : data.items.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/70">
          {t('admin.users.none')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('admin.users.user')}</th>
                {STAFF_FLAGS.map((flag) => (
                  <th key={flag} scope="col" className="text-center">
                    {t(`admin.roles.${flag}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((u) => (
                <tr key={u._id}>
                  <td>
                    <div className="font-medium">{u.username}</div>
                    <div className="text-sm text-base-content/70">
                      {u.email}
                      {!u.emailVerified && (
                        <span className="badge badge-ghost badge-sm ml-2">{t('admin.users.unverified')}</span>
                      )}
                    </div>
                  </td>
                  {STAFF_FLAGS.map((flag) => (
                    <td key={flag} className="text-center">
                      <input
                        type="checkbox"
                        className="toggle toggle-sm checked:border-primary checked:bg-primary checked:text-primary-content"
                        checked={u[flag]}
                        disabled={update.isPending || (flag === 'isAdmin' && u._id === me?._id)}
                        onChange={(e) => toggle(u._id, flag, e.target.checked)}
                        aria-label={t('admin.users.toggle', {
                          role: t(`admin.roles.${flag}`),
                          name: u.username,
                        })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && pages > 1 && (
        <div className="mt-4">
          <Pagination page={page} pages={pages} onPage={setPage} previous="«" next="»" />
        </div>
      )}
    </section>
  );
}
