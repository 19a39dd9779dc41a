import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/server-messages';

/** The red or green banner above an auth form; `code` is the server's error code of a failed call. */
export interface Banner {
  kind: 'error' | 'success';
  message: string;
  code?: string;
  /** A "please wait" banner names the live check it waits for; it goes once that check answers. */
  waitsFor?: string;
}

interface AuthFormOptions<Input extends FieldValues> {
  defaultValues: DefaultValues<Input>;
  /** Fields whose errors the form shows under the field; any other error goes to the banner. */
  inline?: Path<Input>[];
}

interface SubmitOptions<Output> {
  /** Sends the form; a returned banner (a success) is shown, a thrown error becomes the red banner. */
  send: (values: Output) => Promise<Banner> | Promise<void>;
  /** The banner text when the server gives no message. */
  fallback: string;
  /** A check that runs before the schema (e.g. "passwords do not match"); its message blocks the send. */
  precheck?: () => string | Banner | undefined;
}

/**
 * An auth form: react-hook-form with a shared zod schema, checked on submit only. The submit and
 * error logic every auth form shares lives here: the precheck, the schema, the call, and one banner
 * with the server's message in the interface language (or the fallback).
 */
export function useAuthForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { defaultValues, inline = [] }: AuthFormOptions<Input>,
) {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [banner, setBanner] = useState<Banner | null>(null);

  /** The red banner of a failed call: the server's message (translated when known) or the fallback. */
  const failure = (error: unknown, fallback: string): Banner => ({
    kind: 'error',
    message: error instanceof ApiError && error.message ? translateMessage(t, error.message) : fallback,
    code: error instanceof ApiError ? error.code : undefined,
  });

  const invalid = (errors: FieldErrors<Input>) => {
    const shown = new Set<string>(inline);
    const first = Object.entries(errors).find(([name]) => !shown.has(name))?.[1];
    const message = first && typeof first.message === 'string' ? first.message : undefined;
    if (message) setBanner({ kind: 'error', message: translateMessage(t, message) });
  };

  const submit =
    ({ send, fallback, precheck }: SubmitOptions<Output>) =>
    (event: FormEvent) => {
      const blocked = precheck?.();
      if (blocked) {
        event.preventDefault();
        form.clearErrors();
        setBanner(typeof blocked === 'string' ? { kind: 'error', message: blocked } : blocked);
        return;
      }
      setBanner(null);
      return form.handleSubmit(async (values) => {
        try {
          setBanner((await send(values)) ?? null);
        } catch (error) {
          setBanner(failure(error, fallback));
        }
      }, invalid)(event);
    };

  return { form, banner, setBanner, failure, submit, pending: form.formState.isSubmitting };
}
