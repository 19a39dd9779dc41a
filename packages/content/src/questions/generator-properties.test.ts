import { isCorrectAnswer, localise } from '@preparena/shared';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { generateQuestion } from './generator.js';
import { GENERATORS } from './registry.js';

const SEEDS = 500;
const BAD_TEXT = /NaN|undefined|Infinity|\[object|\$\{|\{\{|\}\}/;

function mathOf(text: string): string[] {
  const display = [...text.matchAll(/\$\$([\s\S]+?)\$\$/g)].map((m) => m[1] ?? '');
  const inline = [...text.replace(/\$\$[\s\S]+?\$\$/g, '').matchAll(/(?<![\\$])\$([^$\n]+?)\$/g)].map(
    (m) => m[1] ?? '',
  );
  return [...display, ...inline];
}

describe.each(GENERATORS.map((g) => [g.id, g] as const))('generator %s', (_id, generator) => {
  it(`is deterministic, checked, well-formed and bilingual over ${SEEDS} seeds`, () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const q = generateQuestion(generator, seed);
      expect(generateQuestion(generator, seed).statement, `seed ${seed} repeats`).toEqual(q.statement);
      expect(q.check(), `seed ${seed}: checker agrees`).toEqual(q.answer);
      if (q.type === 'single') {
        expect(
          q.answer.kind === 'choice' && q.answer.correct.length,
          `seed ${seed}: one correct option`,
        ).toBe(1);
        const texts = q.options.map((o) => localise(o, 'en'));
        expect(new Set(texts).size, `seed ${seed}: distinct options ${texts}`).toBe(texts.length);
        expect(texts.length).toBeGreaterThanOrEqual(4);
      }
      if (q.answer.kind === 'choice') {
        expect(isCorrectAnswer(q.answer, q.answer.correct)).toBe(true);
      }
      for (const lang of ['en', 'hi'] as const) {
        const all = [q.title, q.statement, q.solution, ...q.options].map((x) => localise(x, lang)).join('\n');
        expect(all, `seed ${seed} ${lang}`).not.toMatch(BAD_TEXT);
        for (const n of q.numbers) expect(all, `seed ${seed} ${lang} mentions ${n}`).toContain(String(n));
        for (const expr of mathOf(all)) {
          expect(
            () => katex.renderToString(expr, { throwOnError: true }),
            `seed ${seed}: ${expr}`,
          ).not.toThrow();
        }
      }
    }
  });
});
