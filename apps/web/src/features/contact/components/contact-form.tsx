import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema } from '@preparena/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api-client';
import { useSendMessage } from '../api/send-message';

const formSchema = contactMessageSchema.omit({ type: true });
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['name', 'email', 'subject'] as const;

/** The contact form: all four fields required, a valid e-mail, sent with type 'contact'. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema) });

  const onSubmit = handleSubmit((values) =>
    send.mutate(
      { ...values, type: 'contact' },
      {
        onSuccess: () => {
          toast.success(t('contact.success'));
          reset();
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('contact.failure')));
        },
      },
    ),
  );

  const fieldError = (name: keyof FormValues) =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
        {t(`contact.errors.${name}`, { defaultValue: errors[name]?.message })}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="card border border-base-300 bg-base-100 p-6 shadow-sm">
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map((name) => (
          <div key={name} className={name === 'subject' ? 'md:col-span-2' : ''}>
            <label htmlFor={`contact-${name}`} className="label mb-1 text-sm font-medium">
              {t(`contact.fields.${name}`)}
            </label>
            <input
              id={`contact-${name}`}
              type={name === 'email' ? 'email' : 'text'}
              autoComplete={name === 'subject' ? 'off' : name}
              aria-invalid={!!errors[name]}
              aria-describedby={errors[name] ? `${name}-error` : undefined}
              className={`input input-bordered w-full ${errors[name] ? 'input-error' : ''}`}
              {...register(name)}
            />
            {fieldError(name)}
          </div>
        ))}
        <div className="md:col-span-2">
          <label htmlFor="contact-message" className="label mb-1 text-sm font-medium">
            {t('contact.fields.message')}
          </label>
          <textarea
            id="contact-message"
            rows={6}
            aria-invalid={!!errors.message}
            aria-describedby={errors.message ? 'message-error' : undefined}
            className={`textarea textarea-bordered w-full ${errors.message ? 'textarea-error' : ''}`}
            {...register('message')}
          />
          {fieldError('message')}
        </div>
      </div>
      <button type="submit" className="btn btn-primary mt-6 w-full md:w-auto" disabled={send.isPending}>
        {send.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
