import type { ArenaQuestion, ContestAnswerInput } from '@preparena/shared';

/**
 * What the participant has chosen on screen but not yet saved. It lives only until "Save & next"
 * (or Submit) sends it; the server's `saved` is what counts and what a reload shows.
 */
export type Draft = { kind: 'choice'; chosen: number[] } | { kind: 'numeric'; text: string };

export interface ArenaState {
  /** The question on screen (its number). */
  current: number;
  /** Questions opened in this tab (for "not visited" vs "not answered"). */
  visited: number[];
  drafts: Record<number, Draft>;
}

export type ArenaAction =
  | { type: 'go'; number: number }
  | { type: 'pick'; number: number; option: number; multiple: boolean }
  | { type: 'typeValue'; number: number; text: string }
  | { type: 'discard'; number: number };

export function initialArenaState(first: number): ArenaState {
  return { current: first, visited: [first], drafts: {} };
}

export function arenaReducer(state: ArenaState, action: ArenaAction): ArenaState {
  switch (action.type) {
    case 'go':
      return {
        ...state,
        current: action.number,
        visited: state.visited.includes(action.number) ? state.visited : [...state.visited, action.number],
      };
    case 'pick': {
      const before = state.drafts[action.number];
      const chosen = before?.kind === 'choice' ? before.chosen : [];
      const next = action.multiple
        ? chosen.includes(action.option)
          ? chosen.filter((o) => o !== action.option)
          : [...chosen, action.option].sort((a, b) => a - b)
        : [action.option];
      return { ...state, drafts: { ...state.drafts, [action.number]: { kind: 'choice', chosen: next } } };
    }
    case 'typeValue':
      return {
        ...state,
        drafts: { ...state.drafts, [action.number]: { kind: 'numeric', text: action.text } },
      };
    case 'discard': {
      const { [action.number]: _, ...rest } = state.drafts;
      return { ...state, drafts: rest };
    }
  }
}

/** The draft shown for a question: the unsaved one, else the server's saved answer. */
export function shownDraft(question: Pick<ArenaQuestion, 'type' | 'saved'>, draft: Draft | undefined): Draft {
  if (draft) return draft;
  if (question.type === 'numeric') {
    return { kind: 'numeric', text: typeof question.saved === 'number' ? String(question.saved) : '' };
  }
  return { kind: 'choice', chosen: Array.isArray(question.saved) ? question.saved : [] };
}

/** The answer to send for a draft; null when nothing (valid) is chosen or typed. */
export function draftAnswer(draft: Draft): ContestAnswerInput['answer'] {
  if (draft.kind === 'choice') return draft.chosen.length > 0 ? draft.chosen : null;
  const text = draft.text.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Whether the draft differs from what the server holds (so saving would change something). */
export function draftChanged(question: Pick<ArenaQuestion, 'saved'>, draft: Draft | undefined): boolean {
  if (!draft) return false;
  const answer = draftAnswer(draft);
  const saved = question.saved ?? null;
  return JSON.stringify(answer) !== JSON.stringify(saved);
}
