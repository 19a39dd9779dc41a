import type { Db } from '../../db/client.js';
import { badRequest, conflict } from '../../errors.js';
import { questionsForContest, setMembers, setQuestionStatus } from '../practice/index.js';
import {
  type ContestQuestionRow,
  questionsHeldElsewhere,
  replaceContestQuestions,
} from './contests.repository.js';

export interface PickedQuestion {
  number: number;
  section: number;
  questionId: string;
  priorStatus: string;
}

/**
 * Turns the staff's question numbers per section into the contest's questions, numbered 1… in
 * order. A question of a set brings the whole set, in set order, where the set is first named.
 */
export async function pickQuestions(
  db: Db,
  contestId: string | null,
  sections: { questionNumbers: number[] }[],
): Promise<PickedQuestion[]> {
  const named = sections.flatMap((s) => s.questionNumbers);
  const twice = named.find((n, i) => named.indexOf(n) !== i);
  if (twice !== undefined) throw badRequest(`Question ${twice} is named twice`, 'DUPLICATE_QUESTION');
  const found = new Map((await questionsForContest(db, named)).map((q) => [q.number, q]));
  const missing = named.find((n) => !found.has(n));
  if (missing !== undefined) throw badRequest(`There is no question ${missing}`, 'UNKNOWN_QUESTION');
  const archived = named.find((n) => found.get(n)?.status === 'archived');
  if (archived !== undefined) throw badRequest(`Question ${archived} is archived`, 'ARCHIVED_QUESTION');
  const setIds = [...new Set([...found.values()].flatMap((q) => (q.setId ? [q.setId] : [])))];
  const membersOf = new Map<string, Awaited<ReturnType<typeof setMembers>>>();
  for (const m of await setMembers(db, setIds)) {
    if (!m.setId) continue;
    membersOf.set(m.setId, [...(membersOf.get(m.setId) ?? []), m]);
  }
  const picked: PickedQuestion[] = [];
  const placed = new Set<string>();
  sections.forEach((s, section) => {
    for (const n of s.questionNumbers) {
      const q = found.get(n);
      if (!q) continue;
      const group = q.setId ? (membersOf.get(q.setId) ?? [q]) : [q];
      for (const member of group) {
        if (placed.has(member.id)) continue;
        placed.add(member.id);
        picked.push({
          number: picked.length + 1,
          section,
          questionId: member.id,
          priorStatus: member.status,
        });
      }
    }
  });
  const held = await questionsHeldElsewhere(
    db,
    contestId,
    picked.map((p) => p.questionId),
  );
  if (held.length > 0) {
    const numberOf = new Map(
      [...found.values(), ...[...membersOf.values()].flat()].map((q) => [q.id, q.number]),
    );
    const first = held[0];
    throw conflict(
      `Question ${numberOf.get(first?.questionId ?? '')} is already in the contest "${first?.title}"`,
      'QUESTION_IN_ANOTHER_CONTEST',
    );
  }
  return picked;
}

/** Stores the picked questions and, for a published contest, holds them out of practice. */
export async function storePicked(db: Db, contestId: string, picked: PickedQuestion[], hold: boolean) {
  await replaceContestQuestions(db, contestId, picked);
  if (hold)
    await setQuestionStatus(
      db,
      picked.map((p) => p.questionId),
      'contest',
    );
}

/** Gives held questions back as they were (staff edits or a cancel), each to its prior status. */
export async function restorePrior(db: Db, rows: Pick<ContestQuestionRow, 'questionId' | 'priorStatus'>[]) {
  const byStatus = new Map<string, string[]>();
  for (const r of rows) byStatus.set(r.priorStatus, [...(byStatus.get(r.priorStatus) ?? []), r.questionId]);
  for (const [status, ids] of byStatus) {
    await setQuestionStatus(
      db,
      ids,
      status === 'contest' ? 'draft' : (status as 'draft' | 'published' | 'archived'),
    );
  }
}
