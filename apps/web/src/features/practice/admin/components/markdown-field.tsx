import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const Markdown = lazy(() => import('@/components/ui/markdown').then((m) => ({ default: m.Markdown })));

/** Monospace for the source, with the bundled Devanagari first (system monospace fonts draw boxes for it). */
export const SOURCE_FONT = '"PrepArena Devanagari", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Markdown with KaTeX, loaded on demand (the fallback shows the source as plain text). */
export function LazyMarkdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<span className="whitespace-pre-wrap">{children}</span>}>
      <Markdown>{children}</Markdown>
    </Suspense>
  );
}

/** A Markdown + KaTeX source box beside its live preview (stacked on narrow screens). */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  lang,
  error,
  rows = 10,
  previewExtra,
  fallback,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  lang: 'en' | 'hi';
  error?: string;
  rows?: number;
  /** More preview below the text (the options under the statement). */
  previewExtra?: ReactNode;
  /** Shown in the preview when nothing is written in this language. */
  fallback: string;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0">
        <label htmlFor={id} className="label mb-1 text-sm font-medium text-base-content">
          {label}
        </label>
        <textarea
          id={id}
          rows={rows}
          lang={lang}
          className={`textarea textarea-bordered w-full text-sm ${error ? 'textarea-error' : ''}`}
          style={{ fontFamily: SOURCE_FONT }}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={lang === 'en'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <div className="min-w-0">
        <p className="label mb-1 text-sm font-medium text-base-content">
          {t('admin.questions.previewOf', { field: label })}
        </p>
        <div
          className="max-h-[28rem] min-h-32 overflow-y-auto rounded-box border border-base-300 bg-base-200/40 p-4"
          data-testid={`${id}-preview`}
          lang={lang}
        >
          {value.trim() ? (
            <LazyMarkdown>{value}</LazyMarkdown>
          ) : (
            <p className="text-base-content/70 italic">{fallback}</p>
          )}
          {previewExtra}
        </div>
      </div>
    </div>
  );
}
