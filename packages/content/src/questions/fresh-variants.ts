import type { Difficulty } from '@preparena/shared';
import type { GeneratedQuestionRow } from './bank.js';
import { FRESH_SOURCES, type FreshSource, sourcesOf, TOPICS_WITH_GENERATORS } from './fresh-sources.js';
import type { GeneratedSetRow } from './set-bank.js';

/** Fresh variants use seeds from here on; the bank's seeds are far below (a few hundred at most). */
export const FRESH_SEED_BASE = 1_000_000;
/** Seeds are stored in an int4 column. */
export const FRESH_SEED_LIMIT = 2_000_000_000;
/** A generator that makes only repeats (or failed checks) for this many seeds in a row is left out. */
const TRIES_PER_TURN = 25;

export interface FreshVariantsRequest {
  topics: string[];
  difficulty?: Difficulty;
  count: number;
  firstSeed: number;
}

export interface FreshVariants {
  singles: GeneratedQuestionRow[];
  sets: GeneratedSetRow[];
  /** One past the highest seed tried, to continue from. */
  nextSeed: number;
}

/** The generators to take turns, starting at a place that depends on firstSeed (deterministic). */
function sourcesFor(request: FreshVariantsRequest): FreshSource[] {
  const topics = [...new Set(request.topics)];
  if (!topics.length) throw new Error('Choose at least one topic');
  const unknown = topics.filter((t) => !TOPICS_WITH_GENERATORS.has(t));
  if (unknown.length) throw new Error(`No question generators for topics: ${unknown.join(', ')}`);
  const ordered = sourcesOf(topics, request.difficulty);
  if (!ordered.length) {
    throw new Error(`No ${request.difficulty} question generators for topics: ${topics.join(', ')}`);
  }
  const start = request.firstSeed % ordered.length;
  return [...ordered.slice(start), ...ordered.slice(0, start)];
}

function validate(request: FreshVariantsRequest): void {
  const { count, firstSeed } = request;
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`count must be a whole number ≥ 0, not ${count}`);
  if (!Number.isInteger(firstSeed) || firstSeed < FRESH_SEED_BASE || firstSeed >= FRESH_SEED_LIMIT) {
    throw new Error(`firstSeed must be a whole number from ${FRESH_SEED_BASE} to ${FRESH_SEED_LIMIT - 1}`);
  }
}

/**
 * New questions (single ones and whole DI sets) from the generators of the topics, never one the
 * bank publishes nor one in `chosen` (which gains the keys picked: a mock paper shares it across
 * its sections). Seeds firstSeed, firstSeed + 1… go one per try to the generators in turn.
 */
export function pickFreshVariants(request: FreshVariantsRequest, chosen: Set<string>): FreshVariants {
  validate(request);
  const live = sourcesFor(request);
  const out: FreshVariants = { singles: [], sets: [], nextSeed: request.firstSeed };
  let total = 0;
  let turn = 0;
  let idleTurns = 0;
  while (total < request.count && live.length && idleTurns < live.length) {
    const at = turn % live.length;
    const source = live[at] as FreshSource;
    const left = request.count - total;
    const item = drawFrom(source, out, chosen);
    if (!item) {
      live.splice(at, 1); // worn out: every recent seed repeated a question
      continue;
    }
    turn++;
    if (!fitsIn(item.size, left, live)) {
      idleTurns++; // a set that would overshoot (or leave a gap no set fills): leave it to singles
      continue;
    }
    idleTurns = 0;
    chosen.add(item.key);
    total += item.size;
    if (item.kind === 'single') out.singles.push(item.row);
    else out.sets.push(item.row);
  }
  return out;
}

/** Whether n questions can be made of whole sets of 4 or 5 questions (0, 4, 5, 8, 9, 10, 12…). */
const setsCanMake = (n: number) => n === 0 || n === 4 || n === 5 || (n >= 8 && n !== 11);

/**
 * Whether an item of `size` questions may be taken when `left` are still wanted: with single
 * questions at hand anything that fits; with sets alone, only on the way to the most questions
 * whole sets can make (so 7 wanted gives one set of 5 rather than a 4 that leaves 3).
 */
function fitsIn(size: number, left: number, live: readonly FreshSource[]): boolean {
  if (size > left) return false;
  if (live.some((s) => s.kind === 'single')) return true;
  let reachable = left;
  while (!setsCanMake(reachable)) reachable--;
  return size <= reachable && setsCanMake(reachable - size);
}

/** The source's next new, checked item, trying up to TRIES_PER_TURN seeds (advancing out.nextSeed). */
function drawFrom(source: FreshSource, out: FreshVariants, chosen: ReadonlySet<string>) {
  for (let tries = 0; tries < TRIES_PER_TURN; tries++) {
    const seed = out.nextSeed++;
    if (seed >= FRESH_SEED_LIMIT) throw new Error(`Fresh seeds ran past ${FRESH_SEED_LIMIT - 1}`);
    const item = source.make(seed);
    if (item && !source.published().has(item.key) && !chosen.has(item.key)) return item;
  }
  return null;
}

/**
 * `count` new questions on the topics (of the difficulty, if given), from seeds firstSeed,
 * firstSeed + 1…: none repeats a question (or set) its generator publishes in the bank, every
 * checker agrees with its answer, DI sets come whole, and the total (single questions plus the
 * questions of sets) is exactly `count` unless the generators run out. Deterministic. Throws when
 * a topic has no generator, naming it, or when firstSeed is below FRESH_SEED_BASE.
 */
export function freshVariants(request: FreshVariantsRequest): FreshVariants {
  return pickFreshVariants(request, new Set());
}

/**
 * Works out every generator's published questions ahead of the first request (a few seconds in
 * all), one generator per turn of the event loop so a server stays responsive meanwhile.
 */
export async function warmFreshVariants(): Promise<void> {
  for (const source of FRESH_SOURCES) {
    source.published();
    await new Promise((resolve) => setImmediate(resolve));
  }
}
