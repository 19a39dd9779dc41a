import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helpers.js';
import { verifyPassword } from '../../lib/passwords.js';
import { ensureAdmin } from './admin-account.seed.js';
import { users } from './users.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

const findByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];

describe('ensureAdmin', () => {
  it('creates a verified admin with an argon2id hash', async () => {
    expect(await ensureAdmin(t.database.db, 'Root@PrepArena.test', 'Sup3rSecret')).toBe('created');
    const admin = await findByEmail('root@preparena.test');
    expect(admin?.isAdmin).toBe(true);
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(admin?.username).toBe('root_staff');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Sup3rSecret')).toBe(true);
  });

  it('is idempotent and keeps sessions when the password is unchanged', async () => {
    const before = await findByEmail('root@preparena.test');
    expect(await ensureAdmin(t.database.db, 'root@preparena.test', 'Sup3rSecret')).toBe('updated');
    const after = await findByEmail('root@preparena.test');
    expect(after?.tokenVersion).toBe(before?.tokenVersion);
    expect(await t.database.db.$count(users, sql`lower(${users.email}) = 'root@preparena.test'`)).toBe(1);
  });

  it('replaces a changed password and ends older sessions', async () => {
    const before = await findByEmail('root@preparena.test');
    await ensureAdmin(t.database.db, 'root@preparena.test', 'An0therSecret');
    const after = await findByEmail('root@preparena.test');
    expect(after?.tokenVersion).toBe((before?.tokenVersion ?? 0) + 1);
    expect(await verifyPassword(after?.passwordHash ?? '', 'An0therSecret')).toBe(true);
  });

  it('promotes an existing account with that e-mail', async () => {
    await t.database.db.insert(users).values({ username: 'meera_k', email: 'meera@preparena.test' });
    await ensureAdmin(t.database.db, 'meera@preparena.test', 'Meera12345');
    const meera = await findByEmail('meera@preparena.test');
    expect(meera?.isAdmin).toBe(true);
    expect(meera?.username).toBe('meera_k');
  });

  it('counts the verified admins as learners in the home stats', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.json().learners).toBeGreaterThanOrEqual(2);
  });
});
