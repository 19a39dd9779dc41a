import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [k, v] of Object.entries(tree as Tree)) {
      for (const [path, value] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(path, value);
    }
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const enLeaves = leaves(en);
  const hiLeaves = leaves(hi);

  it('has the same keys in English and Hindi', () => {
    expect([...hiLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('keeps every interpolation placeholder in the Hindi text', () => {
    for (const [key, value] of enLeaves)
      expect(placeholders(hiLeaves.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('has Hindi text (Devanagari) in most Hindi strings', () => {
    const devanagari = [...hiLeaves.values()].filter((v) => /[\u0900-\u097F]/.test(v)).length;
    expect(devanagari / hiLeaves.size).toBeGreaterThan(0.8);
  });
});
