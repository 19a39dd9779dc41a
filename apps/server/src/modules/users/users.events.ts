import type { Db } from '../../db/client.js';
import { onDomainEvent } from '../../lib/domain-events.js';
import { forgetSessionUser, patchSessionUser } from './session-users.js';

/** What the users area does when other areas' events arrive (in every process). */
export function listenToDomainEvents(db: Db): void {
  onDomainEvent(db, 'user.updated', ({ userId }) => forgetSessionUser(db, userId));
  // A rating run changed these users' Contest ratings.
  onDomainEvent(db, 'contest.final', ({ userIds }) => {
    for (const userId of userIds) forgetSessionUser(db, userId);
  });
  // The process that stored the attempt knows the learner's new counters; the others re-read them.
  onDomainEvent(db, 'attempt.recorded', ({ userId, user }, origin) =>
    origin === 'here' ? patchSessionUser(db, userId, user) : forgetSessionUser(db, userId),
  );
}
