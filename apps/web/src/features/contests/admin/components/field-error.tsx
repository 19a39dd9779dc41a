import { useTranslation } from 'react-i18next';

/** The first message of a field's error (array fields carry one per item). */
export function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  // Only nested errors: never the field's DOM `ref`.
  const nested = Array.isArray(error)
    ? error
    : Object.entries(error)
        .filter(([key]) => key !== 'ref' && key !== 'types')
        .map(([, value]) => value);
  for (const value of nested) {
    const found = firstMessage(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A field's error under it, translated by field when there is a translation. */
export function FieldError({ id, field, error }: { id: string; field: string; error: unknown }) {
  const { t } = useTranslation();
  const message = firstMessage(error);
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {t(`contests.admin.errors.${field}`, { defaultValue: message })}
    </p>
  );
}
