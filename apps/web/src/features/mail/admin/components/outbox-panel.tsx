import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useAdminOutbox } from '../api/get-outbox';

/** The dev outbox: the mails the server sent while no SMTP server is configured. */
export function OutboxPanel() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useAdminOutbox();
  if (isPending) return <SkeletonRows />;
  if (isError) return <p role="alert">{t('admin.loadFailed')}</p>;
  const format = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section>
      <p className="mb-4 text-sm text-base-content/70">
        {data.mode === 'smtp' ? t('admin.outbox.smtp') : t('admin.outbox.dev')}
      </p>
      {data.items.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/70">
          {t('admin.outbox.none')}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.items.map((m) => (
            <li key={m._id} className="collapse collapse-arrow border border-base-300 bg-base-100">
              <input type="checkbox" aria-label={t('admin.outbox.open', { subject: m.subject })} />
              <div className="collapse-title">
                <span className="font-medium">{m.subject}</span>
                <span className="block text-sm text-base-content/70">
                  {m.to} · {format.format(new Date(m.createdAt))}
                </span>
              </div>
              <pre className="collapse-content whitespace-pre-wrap text-sm">{m.text}</pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
