import { describe, expect, it, vi } from 'vitest';

type Registry = typeof import('./registry.js');
type Generator = typeof import('./generator.js');

/** The registry and generator modules as a new process would have them: empty caches. */
async function freshModules(): Promise<{ registry: Registry; generator: Generator }> {
  vi.resetModules();
  return { registry: await import('./registry.js'), generator: await import('./generator.js') };
}

/**
 * A seed's question must not depend on what the process made before it: the bank is made in one
 * order at build time, fresh variants in another at run time, and both must agree. Paper folding
 * and cutting keep caches of folds, the likeliest place for a figure to follow history.
 */
describe('a generated question', () => {
  it('is the same whatever the process generated before it', async () => {
    const seeds = [1_000_744, 1_000_800, 1_000_950];
    const alone = await freshModules();
    const ids = alone.registry.GENERATORS.filter((g) => /^paper-(cutting|folding)\//.test(g.id)).map(
      (g) => g.id,
    );
    expect(ids.length).toBeGreaterThan(10);
    const statements = (m: Awaited<ReturnType<typeof freshModules>>, id: string) => {
      const generator = m.registry.GENERATORS.find((g) => g.id === id);
      if (!generator) throw new Error(id);
      return seeds.map((seed) => JSON.stringify(m.generator.generateQuestion(generator, seed).statement));
    };
    const first = Object.fromEntries(ids.map((id) => [id, statements(alone, id)]));

    const after = await freshModules();
    for (const generator of after.registry.GENERATORS.filter((g) => ids.includes(g.id))) {
      for (let seed = 1; seed <= 40; seed++) after.generator.generateQuestion(generator, seed);
    }
    const later = Object.fromEntries(ids.map((id) => [id, statements(after, id)]));
    expect(later).toEqual(first);
  });
});
