import type { ArenaQuestion } from '@preparena/shared';

/** The five states of the CAT / SSC question palette. */
export const PALETTE_STATES = ['notVisited', 'notAnswered', 'answered', 'marked', 'answeredMarked'] as const;
export type PaletteState = (typeof PALETTE_STATES)[number];

/** A question's palette state from what the server holds and whether it was opened. */
export function paletteState(
  question: Pick<ArenaQuestion, 'saved' | 'markedForReview' | 'verdict'>,
  visited: boolean,
): PaletteState {
  const answered = question.saved !== undefined || question.verdict !== undefined;
  if (question.markedForReview) return answered ? 'answeredMarked' : 'marked';
  if (answered) return 'answered';
  return visited ? 'notAnswered' : 'notVisited';
}

/** How many questions are in each state (the legend's counts). */
export function paletteCounts(states: PaletteState[]): Record<PaletteState, number> {
  const counts = Object.fromEntries(PALETTE_STATES.map((s) => [s, 0])) as Record<PaletteState, number>;
  for (const s of states) counts[s] += 1;
  return counts;
}

/** Whether a section can be answered now, by the server's clock. */
export type SectionAccess = 'open' | 'closed' | 'locked';

export function sectionAccess(
  section: { startsAt: string | null; endsAt: string | null },
  sectionsInOrder: boolean,
  serverNowMs: number,
): SectionAccess {
  if (!sectionsInOrder || !section.startsAt || !section.endsAt) return 'open';
  if (serverNowMs < Date.parse(section.startsAt)) return 'locked';
  if (serverNowMs >= Date.parse(section.endsAt)) return 'closed';
  return 'open';
}

/** The section open now (sections in order), or null when none is (all over, or free order). */
export function currentSectionIndex(
  sections: { startsAt: string | null; endsAt: string | null }[],
  sectionsInOrder: boolean,
  serverNowMs: number,
): number | null {
  if (!sectionsInOrder) return null;
  const i = sections.findIndex((s) => sectionAccess(s, true, serverNowMs) === 'open');
  return i === -1 ? null : i;
}
