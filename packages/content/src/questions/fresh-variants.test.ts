import { localise } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { bankSeeds, type GeneratedQuestionRow, generatedBank } from './bank.js';
import { FRESH_SEED_BASE, type FreshVariants, freshVariants } from './fresh-variants.js';
import { generateQuestion } from './generator.js';
import { GENERATORS } from './registry.js';
import { bankSetSeeds, setKey } from './set-bank.js';
import { generateSet } from './set-generator.js';
import { SET_GENERATORS } from './set-registry.js';

// Quant, reasoning, verbal and DI topics, including generators with few distinct questions.
const TOPICS = ['percentages', 'polygons', 'cause-and-effect', 'syllogism', 'synonyms', 'tables', 'caselets'];
const request = { topics: TOPICS, count: 90, firstSeed: FRESH_SEED_BASE }; // enough for a turn of every shape of the seven topics

const statement = (q: GeneratedQuestionRow) => localise(q.statement, 'en');
const questionsIn = (v: FreshVariants) =>
  v.singles.length + v.sets.reduce((n, s) => n + s.questions.length, 0);
const single = (id: string) => GENERATORS.find((g) => g.id === id);
const setGenerator = (id: string) => SET_GENERATORS.find((g) => g.id === id);

describe('fresh variants', () => {
  const fresh = freshVariants(request);

  it('never repeat a question or set their generator publishes in the bank', () => {
    for (const row of fresh.singles) {
      const generator = single(row.source.generator);
      if (!generator) throw new Error(`no generator ${row.source.generator}`);
      const bank = bankSeeds(generator).map((seed) =>
        localise(generateQuestion(generator, seed).statement, 'en'),
      );
      expect(bank).not.toContain(statement(row));
    }
    for (const row of fresh.sets) {
      const generator = setGenerator(row.source.generator);
      if (!generator) throw new Error(`no set generator ${row.source.generator}`);
      const bank = bankSetSeeds(generator).map((seed) => setKey(generateSet(generator, seed)));
      expect(bank).not.toContain(setKey(row));
    }
  });

  it('never repeat one another', () => {
    const keys = [...fresh.singles.map(statement), ...fresh.sets.map(setKey)];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are the same for the same request', () => {
    expect(JSON.stringify(freshVariants(request))).toBe(JSON.stringify(fresh));
  });

  it('are exactly what their generator makes for the seed, and its checker agrees', () => {
    for (const row of fresh.singles) {
      const generator = single(row.source.generator);
      if (!generator) throw new Error(`no generator ${row.source.generator}`);
      const { check, numbers: _numbers, ...made } = generateQuestion(generator, row.source.seed);
      expect(row).toEqual({ ...made, topic: generator.topic });
      expect(check()).toEqual(row.answer);
    }
    for (const row of fresh.sets) {
      const generator = setGenerator(row.source.generator);
      if (!generator) throw new Error(`no set generator ${row.source.generator}`);
      const made = generateSet(generator, row.source.seed);
      expect(row.set).toEqual(made.set);
      expect(row.questions.map((q) => q.answer)).toEqual(made.questions.map((q) => q.check()));
    }
  });

  it('use seeds from firstSeed on, below nextSeed, and cover several topics', () => {
    const seeds = [...fresh.singles, ...fresh.sets].map((row) => row.source.seed);
    expect(Math.min(...seeds)).toBeGreaterThanOrEqual(FRESH_SEED_BASE);
    expect(Math.max(...seeds)).toBeLessThan(fresh.nextSeed);
    expect(new Set([...fresh.singles, ...fresh.sets].map((row) => row.topic)).size).toBe(TOPICS.length);
  });

  it.each([1, 4, 7, 13, 60, 100])('make exactly %i questions, sets counted by their questions', (count) => {
    expect(questionsIn(freshVariants({ ...request, count }))).toBe(count);
  });

  it('make exactly the count from DI sets alone when whole sets can', () => {
    const got = freshVariants({ topics: ['tables', 'bar-graphs'], count: 20, firstSeed: FRESH_SEED_BASE });
    expect(got.singles).toEqual([]);
    expect(questionsIn(got)).toBe(20);
  });

  it('keep to the difficulty asked for', () => {
    const got = freshVariants({ ...request, difficulty: 'hard', count: 30 });
    expect(questionsIn(got)).toBe(30);
    const all = [...got.singles, ...got.sets.flatMap((s) => s.questions)];
    expect(all.every((q) => q.difficulty === 'hard')).toBe(true);
  });

  it('have the rows the bank stores', () => {
    const generator = single(fresh.singles[0]?.source.generator ?? '');
    const bankRow = generatedBank({ skip: (id) => id !== generator?.id })[0];
    expect(Object.keys(fresh.singles[0] ?? {}).sort()).toEqual(Object.keys(bankRow ?? { none: 1 }).sort());
  });

  it('name the topics that have no generators', () => {
    const ask = { ...request, topics: ['percentages', 'no-such-topic', 'factual-passages'] };
    expect(() => freshVariants(ask)).toThrow(/no-such-topic, factual-passages/);
    expect(() => freshVariants({ ...request, topics: [] })).toThrow(/topic/);
  });

  it('refuse seeds below FRESH_SEED_BASE', () => {
    expect(() => freshVariants({ ...request, firstSeed: FRESH_SEED_BASE - 1 })).toThrow(/firstSeed/);
    expect(() => freshVariants({ ...request, firstSeed: 5 })).toThrow(/firstSeed/);
  });
});
