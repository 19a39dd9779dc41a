import type { Db } from '../../db/client.js';
import { onDomainEvent } from '../../lib/domain-events.js';
import { forgetQuestionCounts } from './practice.repository.js';
import { forgetAllQuestions } from './question-cache.js';
import { forgetTopicIndex } from './topic-index.js';

/** What the practice area does when events arrive (in every process): its caches start over. */
export function listenToDomainEvents(db: Db): void {
  onDomainEvent(db, 'questions.changed', () => {
    forgetQuestionCounts(db);
    forgetAllQuestions(db);
  });
  // Topic names and which course teaches a topic live in the topic index and in cached questions.
  onDomainEvent(db, 'catalogue.changed', () => {
    forgetTopicIndex(db);
    forgetAllQuestions(db);
  });
}
