import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('the return path after sign-in', () => {
  it.each([
    ['/question/2881', '/question/2881'],
    ['/practice?topic=averages&page=2', '/practice?topic=averages&page=2'],
    ['/learn/quantitative-aptitude/percentages#try-it', '/learn/quantitative-aptitude/percentages#try-it'],
  ])('accepts the same-site path %s', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it.each([
    'https://evil.example/question/1',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'question/1',
    '/login?next=/x',
    '/signup',
    '/resetpassword/abc',
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('builds /login?next=… links, and a bare /login for home or a refused path', () => {
    expect(loginPathFor('/question/2881')).toBe('/login?next=%2Fquestion%2F2881');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('https://evil.example')).toBe('/login');
  });
});
