import { describe, expect, it } from 'vitest';
import { currentSectionIndex, paletteCounts, paletteState, sectionAccess } from './palette-state';

describe('palette state', () => {
  it('tells not visited from visited without an answer', () => {
    expect(paletteState({}, false)).toBe('notVisited');
    expect(paletteState({}, true)).toBe('notAnswered');
  });

  it('counts a saved answer or a sprint verdict as answered', () => {
    expect(paletteState({ saved: [1] }, true)).toBe('answered');
    expect(paletteState({ saved: 0 }, false)).toBe('answered');
    expect(paletteState({ verdict: { correct: false, points: -1 } }, true)).toBe('answered');
  });

  it('shows review marks with and without an answer', () => {
    expect(paletteState({ markedForReview: true }, true)).toBe('marked');
    expect(paletteState({ markedForReview: true, saved: [2] }, true)).toBe('answeredMarked');
  });

  it('counts each state for the legend', () => {
    expect(paletteCounts(['answered', 'answered', 'marked'])).toEqual({
      notVisited: 0,
      notAnswered: 0,
      answered: 2,
      marked: 1,
      answeredMarked: 0,
    });
  });
});

describe('sections in order', () => {
  const sections = [
    { startsAt: '2030-01-01T10:00:00.000Z', endsAt: '2030-01-01T10:40:00.000Z' },
    { startsAt: '2030-01-01T10:40:00.000Z', endsAt: '2030-01-01T11:20:00.000Z' },
  ];
  const now = Date.parse('2030-01-01T10:45:00.000Z');

  it('closes earlier sections and locks later ones', () => {
    expect(sectionAccess(sections[0] as (typeof sections)[0], true, now)).toBe('closed');
    expect(sectionAccess(sections[1] as (typeof sections)[0], true, now)).toBe('open');
    expect(sectionAccess(sections[1] as (typeof sections)[0], true, Date.parse('2030-01-01T10:10:00Z'))).toBe(
      'locked',
    );
    expect(currentSectionIndex(sections, true, now)).toBe(1);
  });

  it('leaves every section open when they are not timed in order', () => {
    expect(sectionAccess({ startsAt: null, endsAt: null }, true, now)).toBe('open');
    expect(sectionAccess(sections[0] as (typeof sections)[0], false, now)).toBe('open');
    expect(currentSectionIndex(sections, false, now)).toBeNull();
  });

  it('has no current section once all are over', () => {
    expect(currentSectionIndex(sections, true, Date.parse('2030-01-01T12:00:00Z'))).toBeNull();
  });
});
