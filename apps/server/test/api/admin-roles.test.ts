import { STAFF_FLAGS, type StaffFlag } from '@preparena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/modules/users/index.js';
import { authHeader, createUser } from '../factories.js';
import { build, type TestApp } from '../helpers.js';

let t: TestApp;
const people: Record<string, UserRow> = {};
beforeAll(async () => {
  t = await build();
  people.user = await createUser(t.database.db);
  for (const flag of STAFF_FLAGS) people[flag] = await createUser(t.database.db, { [flag]: true });
});
afterAll(async () => t.close());

/** What each role may open, as documented in packages/shared/src/domain/staff-roles.ts. */
const EXPECTED: Record<string, readonly StaffFlag[]> = {
  users: ['isAdmin'],
  outbox: ['isAdmin'],
  courses: ['isAdmin', 'isContentManager'],
  questions: ['isAdmin', 'isQuestionManager'],
  contests: ['isAdmin', 'isContestController'],
};

describe('every admin route checks the role', () => {
  it('has admin routes to check', () => {
    expect(t.app.adminRoutes.length).toBeGreaterThanOrEqual(3);
  });

  it('answers 401 to anonymous visitors on every admin route', async () => {
    for (const route of t.app.adminRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  for (const role of ['user', ...STAFF_FLAGS]) {
    it(`lets ${role} into exactly the areas its flag opens`, async () => {
      const headers = await authHeader(t.app, people[role] as UserRow);
      for (const route of t.app.adminRoutes) {
        const allowed = (EXPECTED[route.area] ?? []).includes(role as StaffFlag);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
          headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        if (allowed) expect(res.statusCode, `${role} ${route.method} ${route.url}`).not.toBe(403);
        else expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
      }
    });
  }
});

describe('admin users screen', () => {
  it('finds users and grants and revokes roles', async () => {
    const admin = await authHeader(t.app, people.isAdmin as UserRow);
    const target = await createUser(t.database.db, { username: 'findable_person' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=findable',
      headers: admin,
    });
    expect(list.json().items.map((u: { username: string }) => u.username)).toEqual(['findable_person']);
    expect(list.body).not.toMatch(/argon2/);

    const grant = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}/roles`,
      headers: admin,
      payload: { isContentManager: true },
    });
    expect(grant.json()).toMatchObject({ isContentManager: true, isAdmin: false });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: await authHeader(t.app, target),
    });
    expect(profile.json().isContentManager).toBe(true);

    const revoke = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}/roles`,
      headers: admin,
      payload: { isContentManager: false },
    });
    expect(revoke.json().isContentManager).toBe(false);
  });

  it('does not let an admin remove their own admin role', async () => {
    const me = people.isAdmin as UserRow;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${me.id}/roles`,
      headers: await authHeader(t.app, me),
      payload: { isAdmin: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot remove your own admin role');
  });

  it('shows the dev outbox to admins', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: await authHeader(t.app, people.isAdmin as UserRow),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mode).toBe('outbox');
  });
});
