import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageStrings, SHELL_SECTIONS, shellStrings } from '../../locale-split-plugin';
import en from './en.json';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Files of the frame every page shows before its own chunk and strings arrive. */
function frameFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? walk(join(dir, e.name))
        : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
          ? [join(dir, e.name)]
          : [],
    );
  return [
    ...walk(join(SRC, 'app/layout')),
    join(SRC, 'app/routes/not-found.tsx'),
    join(SRC, 'app/routes/in-progress.tsx'),
    ...walk(join(SRC, 'components')),
  ];
}

describe('the English strings split for the first load', () => {
  it('loses no string: the frame part and the pages part together are the whole file', () => {
    const merged: Record<string, unknown> = { ...pageStrings(en) };
    for (const [section, value] of Object.entries(shellStrings(en)))
      merged[section] = { ...(merged[section] as object | undefined), ...(value as object) };
    expect(merged).toEqual(en);
  });

  it('ships every section the frame uses (the frame never shows a raw key while pages load)', () => {
    const shipped = new Set(SHELL_SECTIONS.map((s) => s.split('.')[0]));
    const used = new Set<string>();
    for (const file of frameFiles())
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g))
        used.add(m[1] as string);
    // Static pages (about, terms…) are pages in their own right: their strings come with them.
    used.delete('pages');
    expect([...used].filter((section) => !shipped.has(section))).toEqual([]);
    expect(used.size).toBeGreaterThan(5);
  });
});
