import { describe, expect, it } from 'vitest';
import { bannerSection, isKnownPage, routeKeyOf, routePath, showsFooter, showsTopNav } from './routes.js';

describe('layout rules', () => {
  it('shows the footer only on the listed paths', () => {
    for (const p of [
      '/',
      '/learn',
      '/terms',
      '/privacy',
      '/cookies',
      '/about',
      '/contact',
      '/question-lists',
      '/ratings-explained',
      '/careers',
    ]) {
      expect(showsFooter(p), p).toBe(true);
    }
    for (const p of [
      '/practice',
      '/learn/quantitative-aptitude',
      '/compete',
      '/login',
      '/help',
      '/careers/1',
    ]) {
      expect(showsFooter(p), p).toBe(false);
    }
  });

  it('hides the top navigation on single questions and auth screens only', () => {
    for (const p of [
      '/question/12',
      '/login',
      '/signup',
      '/forgotpassword',
      '/resetpassword/abc',
      '/auth/google/success',
    ]) {
      expect(showsTopNav(p), p).toBe(false);
    }
    for (const p of ['/', '/question/abc', '/question-lists', '/practice', '/admin'])
      expect(showsTopNav(p), p).toBe(true);
  });
});

describe('routes', () => {
  it('knows every page of the route table and nothing else', () => {
    for (const p of [
      '/',
      '/learn/cat',
      '/learn/cat/averages',
      '/compete/5/arena/9',
      '/admin/blogs/edit/x',
      '/blog',
    ]) {
      expect(isKnownPage(p), p).toBe(true);
    }
    for (const p of ['/nope', '/learn/a/b/c', '/admin/users/extra/deep'])
      expect(isKnownPage(p), p).toBe(false);
  });

  it('fills parameters, encoded', () => {
    expect(routePath('topic', { courseSlug: 'cat', topicSlug: 'a b' })).toBe('/learn/cat/a%20b');
    expect(() => routePath('question')).toThrow(/questionNumber/);
  });

  it('derives banner sections from the path', () => {
    expect(bannerSection('/')).toBe('home');
    expect(bannerSection('/question/3')).toBe('practice');
    expect(bannerSection('/question-lists/3')).toBe('practice');
    expect(bannerSection('/compete/1')).toBe('contests');
    expect(bannerSection('/about')).toBe('home');
  });
});

describe('routeKeyOf', () => {
  it('names the route a path opens, literal segments first as the router ranks them', () => {
    expect(routeKeyOf('/')).toBe('home');
    expect(routeKeyOf('/question/2881')).toBe('question');
    expect(routeKeyOf('/learn/quantitative-aptitude/percentages')).toBe('topic');
    expect(routeKeyOf('/learn/courses/7')).toBe('courseById');
    expect(routeKeyOf('/discuss/new')).toBe('discussNew');
    expect(routeKeyOf('/compete/4/leaderboard')).toBe('leaderboard');
    expect(routeKeyOf('/no/such/page')).toBeUndefined();
  });
});
