import { describe, expect, it } from 'vitest';
import { arenaReducer, draftAnswer, draftChanged, initialArenaState, shownDraft } from './answer-draft';

describe('arena state', () => {
  it('marks questions visited as the participant moves', () => {
    let state = initialArenaState(5);
    state = arenaReducer(state, { type: 'go', number: 6 });
    state = arenaReducer(state, { type: 'go', number: 5 });
    expect(state.current).toBe(5);
    expect(state.visited).toEqual([5, 6]);
  });

  it('keeps one option for single choice and toggles options for multiple choice', () => {
    let state = initialArenaState(1);
    state = arenaReducer(state, { type: 'pick', number: 1, option: 2, multiple: false });
    state = arenaReducer(state, { type: 'pick', number: 1, option: 0, multiple: false });
    expect(state.drafts[1]).toEqual({ kind: 'choice', chosen: [0] });
    state = arenaReducer(state, { type: 'pick', number: 2, option: 3, multiple: true });
    state = arenaReducer(state, { type: 'pick', number: 2, option: 1, multiple: true });
    state = arenaReducer(state, { type: 'pick', number: 2, option: 3, multiple: true });
    expect(state.drafts[2]).toEqual({ kind: 'choice', chosen: [1] });
  });

  it('forgets a draft once it is saved or cleared', () => {
    let state = arenaReducer(initialArenaState(1), { type: 'typeValue', number: 1, text: '42' });
    state = arenaReducer(state, { type: 'discard', number: 1 });
    expect(state.drafts).toEqual({});
  });
});

describe('drafts and answers', () => {
  it('shows the saved answer when nothing new is chosen', () => {
    expect(shownDraft({ type: 'single', saved: [2] }, undefined)).toEqual({ kind: 'choice', chosen: [2] });
    expect(shownDraft({ type: 'numeric', saved: 12.5 }, undefined)).toEqual({
      kind: 'numeric',
      text: '12.5',
    });
    expect(shownDraft({ type: 'numeric' }, undefined)).toEqual({ kind: 'numeric', text: '' });
  });

  it('turns a draft into the answer to send', () => {
    expect(draftAnswer({ kind: 'choice', chosen: [] })).toBeNull();
    expect(draftAnswer({ kind: 'choice', chosen: [0, 2] })).toEqual([0, 2]);
    expect(draftAnswer({ kind: 'numeric', text: ' -3.5 ' })).toBe(-3.5);
    expect(draftAnswer({ kind: 'numeric', text: 'abc' })).toBeNull();
    expect(draftAnswer({ kind: 'numeric', text: '' })).toBeNull();
  });

  it('tells whether a draft differs from the saved answer', () => {
    expect(draftChanged({ saved: [1] }, { kind: 'choice', chosen: [1] })).toBe(false);
    expect(draftChanged({ saved: [1] }, { kind: 'choice', chosen: [2] })).toBe(true);
    expect(draftChanged({}, { kind: 'numeric', text: '4' })).toBe(true);
    expect(draftChanged({ saved: 4 }, undefined)).toBe(false);
  });
});
