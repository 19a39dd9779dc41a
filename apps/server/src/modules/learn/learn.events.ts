import type { Db } from '../../db/client.js';
import { onDomainEvent } from '../../lib/domain-events.js';
import { forgetQuestionCounts } from './question-counts.js';

/** What the learn area does when events arrive (in every process): its question counts start over. */
export function listenToDomainEvents(db: Db): void {
  onDomainEvent(db, 'questions.changed', () => forgetQuestionCounts(db));
  onDomainEvent(db, 'catalogue.changed', () => forgetQuestionCounts(db));
}
