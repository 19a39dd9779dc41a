import { type AdminQuestionFilters, QUESTION_IMPORT_MAX, type QuestionImportResult } from '@preparena/shared';
import { Download, Upload, X } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useExportQuestions } from '../api/export-questions';
import { useImportQuestions } from '../api/import-questions';

type Outcome =
  | { kind: 'done'; result: QuestionImportResult; file: string }
  | { kind: 'error'; message: string; file: string };

/** The questions of an export file: the file object itself, or a bare list. */
function questionsOf(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object' && Array.isArray((data as { questions?: unknown }).questions))
    return (data as { questions: unknown[] }).questions;
  return null;
}

function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export (the filtered questions as JSON) and Import (a JSON file, all or nothing) with its outcome. */
export function ImportExport({ filters }: { filters: AdminQuestionFilters }) {
  const { t } = useTranslation();
  const exporter = useExportQuestions();
  const importer = useImportQuestions();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const runExport = () =>
    exporter.mutate(filters, {
      onSuccess: (file) => {
        download(`preparena-questions-${file.exportedAt.slice(0, 10)}.json`, file);
        toast.success(t('admin.questions.exported', { count: file.questions.length }));
        if (file.truncated) toast(t('admin.questions.exportTruncated', { shown: file.questions.length }));
      },
      onError: (error) => toast.error(errorMessage(error, t('admin.questions.exportFailed'))),
    });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    let questions: unknown[] | null = null;
    try {
      questions = questionsOf(JSON.parse(await file.text()));
    } catch {
      questions = null;
    }
    if (!questions) {
      setOutcome({ kind: 'error', message: t('admin.questions.importNotJson'), file: file.name });
      return;
    }
    if (questions.length > QUESTION_IMPORT_MAX) {
      setOutcome({
        kind: 'error',
        message: t('admin.questions.importTooMany', { max: QUESTION_IMPORT_MAX, found: questions.length }),
        file: file.name,
      });
      return;
    }
    importer.mutate(questions, {
      onSuccess: (result) => {
        setOutcome({ kind: 'done', result, file: file.name });
        toast.success(t('admin.questions.imported'));
      },
      onError: (error) =>
        setOutcome({
          kind: 'error',
          message: errorMessage(error, t('admin.questions.importFailed')),
          file: file.name,
        }),
    });
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm gap-1" onClick={runExport} disabled={exporter.isPending}>
          {exporter.isPending ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Download size={16} aria-hidden="true" />
          )}
          {t('admin.questions.export')}
        </button>
        <button
          type="button"
          className="btn btn-sm gap-1"
          onClick={() => input.current?.click()}
          disabled={importer.isPending}
        >
          {importer.isPending ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Upload size={16} aria-hidden="true" />
          )}
          {t('admin.questions.import')}
        </button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="hidden"
          tabIndex={-1}
          aria-label={t('admin.questions.importFile')}
          data-testid="question-import-file"
          onChange={onFile}
        />
      </div>
      {outcome && (
        <div
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={`mt-3 flex w-full items-start gap-3 rounded-box border bg-base-100 p-3 ${outcome.kind === 'error' ? 'border-red-600 text-red-700 dark:text-red-400' : 'border-green-600 text-green-700 dark:text-green-400'}`}
          data-testid="import-outcome"
        >
          <div className="min-w-0 flex-1 break-words">
            <p className="font-semibold">{t('admin.questions.importOf', { file: outcome.file })}</p>
            <p className="text-sm">
              {outcome.kind === 'done'
                ? t('admin.questions.importResult', {
                    created: outcome.result.created,
                    updated: outcome.result.updated,
                  })
                : outcome.message}
            </p>
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            onClick={() => setOutcome(null)}
            aria-label={t('admin.questions.dismiss')}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </>
  );
}
