import { describe, expect, it } from 'vitest';
import { emitDomainEvent, onDomainEvent } from './domain-events.js';

describe('domain events', () => {
  it('reach the listeners of the same app at once, marked as from here', () => {
    const db = {};
    const heard: unknown[] = [];
    onDomainEvent(db, 'user.updated', (payload, origin) => heard.push([payload, origin]));
    emitDomainEvent(db, 'user.updated', { userId: 'u1' });
    expect(heard).toEqual([[{ userId: 'u1' }, 'here']]);
  });

  it('stay within their app and stop when a listener leaves', () => {
    const mine = {};
    const other = {};
    let calls = 0;
    const leave = onDomainEvent(mine, 'catalogue.changed', () => {
      calls += 1;
    });
    emitDomainEvent(other, 'catalogue.changed', {});
    emitDomainEvent(mine, 'catalogue.changed', {});
    leave();
    emitDomainEvent(mine, 'catalogue.changed', {});
    expect(calls).toBe(1);
  });
});
