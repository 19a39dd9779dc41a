import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The English strings in two parts (issue 15): `virtual:locale-en/shell` holds what the frame of
 * every page shows (navigation, footer, not-found, loading, rating titles) and ships with the app;
 * `virtual:locale-en/pages` holds the rest and is fetched beside the first page's own chunk. The
 * source stays one file, `src/locales/en.json`.
 */
export const SHELL_SECTIONS = [
  'common',
  'nav',
  'courses',
  'footer',
  'notFound',
  'inProgress',
  'areas',
  'comingSoon',
  'divisions',
  'charts',
  'messages',
  'ratings.titles',
  'ratings.provisionalTitle',
];

type Tree = Record<string, unknown>;

/** The shell's part of the strings: the listed sections (a dotted name picks a part of a section). */
export function shellStrings(all: Tree): Tree {
  const shell: Tree = {};
  for (const name of SHELL_SECTIONS) {
    const [section, key] = name.split('.') as [string, string | undefined];
    const value = all[section];
    if (value === undefined) throw new Error(`locale-split: no section ${name} in en.json`);
    if (key === undefined) shell[section] = value;
    else shell[section] = { ...(shell[section] as Tree | undefined), [key]: (value as Tree)[key] };
  }
  return shell;
}

/** Everything but the shell's whole sections (a partly shipped section comes again, whole). */
export function pageStrings(all: Tree): Tree {
  const whole = new Set(SHELL_SECTIONS.filter((s) => !s.includes('.')));
  return Object.fromEntries(Object.entries(all).filter(([section]) => !whole.has(section)));
}

export function localeSplitPlugin(enJsonPath: string): Plugin {
  const ids = { 'virtual:locale-en/shell': shellStrings, 'virtual:locale-en/pages': pageStrings };
  return {
    name: 'preparena-locale-split',
    resolveId(id) {
      return id in ids ? `\0${id}` : null;
    },
    load(id) {
      const pick = ids[id.slice(1) as keyof typeof ids];
      if (!id.startsWith('\0') || !pick) return null;
      this.addWatchFile(enJsonPath);
      const all = JSON.parse(readFileSync(enJsonPath, 'utf8')) as Tree;
      return `export const strings = ${JSON.stringify(pick(all))};`;
    },
  };
}
