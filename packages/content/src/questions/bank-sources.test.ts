import { describe, expect, it } from 'vitest';
import { authoredBank } from './authored-bank.js';
import { bankSources, isBankSource } from './bank-sources.js';
import { generatedSetBank } from './set-bank.js';

describe('the bank sources', () => {
  const sources = bankSources();

  it("name every stored row's source, authored and generated, without generating the bank", () => {
    const authored = authoredBank();
    const rows = [
      ...authored.questions,
      ...[...generatedSetBank(), ...authored.sets].flatMap((s) => s.questions),
    ];
    expect(rows.filter((q) => !isBankSource(q.source.generator, sources))).toEqual([]);
  });

  it('do not name a retired generator or a question of an unknown set', () => {
    expect(isBankSource('verbal-ability/synonyms/wordnet-synonym', sources)).toBe(false);
    expect(isBankSource('no-such-set/q1', sources)).toBe(false);
    expect(isBankSource('/q1', sources)).toBe(false);
  });
});
