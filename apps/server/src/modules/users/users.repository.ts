import { count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { users } from './users.tables.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

/** Users by id, in one query (the session loader batches the ids asked for at once). */
export async function findUsersByIds(db: Db, ids: string[]): Promise<UserRow[]> {
  return db.select().from(users).where(inArray(users.id, ids));
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes a user and tells every area (and process) holding a copy (`user.updated`); undefined if none. */
export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (row) emitDomainEvent(db, 'user.updated', { userId: id });
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin Users screen: newest first, searched by username or e-mail. */
export async function searchUsers(db: Db, search: string | undefined, page: number, pageSize: number) {
  const where = search
    ? or(ilike(users.username, `%${escapeLike(search)}%`), ilike(users.email, `%${escapeLike(search)}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Stores a contest's rating changes on the users (inside the rating run's transaction): the new
 * Contest rating and one more rated contest each. The caller emits `contest.final` after commit.
 */
export async function applyContestRatings(
  db: Db,
  changes: { userId: string; after: number }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(sql`
    update users set contest_rating = c.after, contests_rated = contests_rated + 1, updated_at = now()
    from unnest(${`{${changes.map((c) => c.userId).join(',')}}`}::uuid[], ${`{${changes.map((c) => c.after).join(',')}}`}::real[]) as c(id, after)
    where users.id = c.id`);
}

/** The ten best non-provisional ratings of a kind (the /compete side panel). */
export async function topRated(db: Db, kind: 'practice' | 'contest', minCount: number) {
  const rating = kind === 'contest' ? users.contestRating : users.practiceRating;
  const counter = kind === 'contest' ? users.contestsRated : users.practiceSolved;
  return db
    .select({ username: users.username, profilePicture: users.profilePicture, rating, count: counter })
    .from(users)
    .where(sql`${counter} >= ${minCount}`)
    .orderBy(desc(rating), users.username)
    .limit(10);
}
