import { type QuestionExportItem, questionExportItemSchema } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { topicIdsBySlug } from './practice.admin.repository.js';
import { questionsByNumber } from './question-edits.admin.repository.js';

/** `questions[3].options[1].en` from an item index and a zod path. */
function fieldPath(index: number, path: PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
    `questions[${index}]`,
  );
}

/** Hand-written files may give a text as a plain string: it is read as the English text. */
function normaliseItem(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const item = { ...(raw as Record<string, unknown>) };
  const asText = (v: unknown) => (typeof v === 'string' ? { en: v } : v);
  for (const key of ['title', 'statement', 'solution'] as const) item[key] = asText(item[key]);
  if (Array.isArray(item.options)) item.options = item.options.map(asText);
  return item;
}

/** What an import would write, once every item has been checked. */
export interface ImportPlan {
  items: QuestionExportItem[];
  topicIds: Map<string, string>;
  known: Awaited<ReturnType<typeof questionsByNumber>>;
}

/**
 * Checks a whole import before anything is written: each item's shape, then that its topics exist
 * and its numbers exist and appear once. Problems are named by their place in the file.
 */
export async function checkQuestionImport(
  db: Db,
  raws: unknown[],
): Promise<{ ok: true; plan: ImportPlan } | { ok: false; errors: string[] }> {
  const errors: string[] = [];
  const items: QuestionExportItem[] = [];
  raws.forEach((raw, index) => {
    const parsed = questionExportItemSchema.safeParse(normaliseItem(raw));
    if (parsed.success) items.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        errors.push(`${fieldPath(index, issue.path)}: ${issue.message}`);
  });
  if (errors.length > 0) return { ok: false, errors };
  const topicIds = await topicIdsBySlug(
    db,
    items.map((q) => q.topic),
  );
  const numbers = items.flatMap((q) => (q.number === undefined ? [] : [q.number]));
  const known = await questionsByNumber(db, numbers);
  const seen = new Set<number>();
  items.forEach((q, index) => {
    if (!topicIds.has(q.topic)) errors.push(`${fieldPath(index, ['topic'])}: There is no topic "${q.topic}"`);
    if (q.number === undefined) return;
    if (seen.has(q.number))
      errors.push(`${fieldPath(index, ['number'])}: Question #${q.number} appears more than once`);
    seen.add(q.number);
    if (!known.has(q.number))
      errors.push(
        `${fieldPath(index, ['number'])}: There is no question #${q.number}; remove the number to create a new question`,
      );
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, plan: { items, topicIds, known } };
}
