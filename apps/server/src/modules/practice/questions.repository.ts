import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { questionProgress, questionSets, questions } from './practice.tables.js';

const publishedRowsQuery = (db: Db) =>
  db
    .select({
      question: questions,
      set: questionSets,
      members: sql<number[] | null>`(select array_agg(m.number order by m.set_position, m.number)
        from questions m where m.set_id = ${questions.setId} and m.status = 'published')`,
    })
    .from(questions)
    .leftJoin(questionSets, eq(questionSets.id, questions.setId))
    .where(
      and(
        sql`${questions.number} = any(${sql.placeholder('numbers')}::int[])`,
        eq(questions.status, 'published'),
      ),
    )
    .prepare('published_question_rows');

/** Published questions by number with their sets and each set's published question numbers, in one query. */
export async function publishedQuestionRows(db: Db, numbers: number[]) {
  return preparedOnce(db, publishedRowsQuery).execute({ numbers });
}

/** Up to 8 published questions of the same topic nearest in difficulty rating, the learner's unsolved first. */
export async function similarQuestions(
  db: Db,
  question: { id: string; topicId: string; difficultyRating: number },
  userId: string | null,
) {
  return db
    .select({
      number: questions.number,
      title: questions.title,
      difficulty: questions.difficulty,
      solvedAt: questionProgress.solvedAt,
    })
    .from(questions)
    .leftJoin(
      questionProgress,
      and(
        eq(questionProgress.questionId, questions.id),
        eq(questionProgress.userId, userId ?? '00000000-0000-0000-0000-000000000000'),
      ),
    )
    .where(
      and(
        eq(questions.topicId, question.topicId),
        eq(questions.status, 'published'),
        ne(questions.id, question.id),
      ),
    )
    .orderBy(
      sql`(${questionProgress.solvedAt} is not null)`,
      sql`abs(${questions.difficultyRating} - ${question.difficultyRating})`,
      asc(questions.number),
    )
    .limit(8);
}
