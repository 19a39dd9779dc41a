import { type PublicUser, RATING_KINDS } from '@preparena/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

/** The owner's settings: which rating gives the primary title, and contest reminder e-mails. */
export function ProfileSettings({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, {
      onSuccess: () => toast.success(t('profile.settings.saved')),
      onError: (error) => toast.error(errorMessage(error, t('profile.settings.failed'))),
    });
  // While a change is on its way, show it; if it fails, the saved value comes back.
  const pending = update.isPending ? update.variables : undefined;
  const primary = pending?.primaryRating ?? user.primaryRating;
  const reminders = pending?.contestReminders ?? user.contestReminders;
  return (
    <section aria-labelledby="settings-heading" className="card border border-base-300 bg-base-100 p-5">
      <h2 id="settings-heading" className="text-xl font-semibold">
        {t('profile.settings.title')}
      </h2>
      <fieldset className="mt-4" disabled={update.isPending}>
        <legend className="font-medium">{t('profile.settings.primary')}</legend>
        <p id="primary-help" className="text-sm text-base-content/80">
          {t('profile.settings.primaryHelp')}
        </p>
        <div className="mt-2 flex flex-wrap gap-4">
          {RATING_KINDS.map((kind) => (
            <label key={kind} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="primary-rating"
                className="radio radio-sm radio-primary"
                value={kind}
                checked={primary === kind}
                aria-describedby="primary-help"
                onChange={() => save({ primaryRating: kind })}
              />
              {t(`profile.settings.kinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-5 flex cursor-pointer items-start gap-2">
        <input
          type="checkbox"
          className="checkbox checkbox-sm checkbox-primary mt-0.5"
          checked={reminders}
          disabled={update.isPending}
          onChange={(e) => save({ contestReminders: e.target.checked })}
        />
        <span>{t('profile.settings.reminders')}</span>
      </label>
    </section>
  );
}
