import type { RouteKey } from '@preparena/shared';
import { PAGE_MODULES } from './route-modules';

/** The part of a built chunk this needs (Rollup/Rolldown's output chunk). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** What the server preloads for a route: its page chunk with the chunks it imports, and their CSS. */
export interface RouteChunks {
  js: string[];
  css: string[];
}

const pureCss = (c: BuiltChunk) =>
  c.moduleIds.length > 0 && c.moduleIds.every((id) => /\.css($|\?)/.test(id));

/**
 * For every built page, the files its chunk needs (transitively, without the entry the document
 * already loads). Written to dist/route-chunks.json; the server adds `modulepreload` links for the
 * route being opened so its chunk downloads with the app instead of after it.
 */
export function routeChunks(
  chunks: readonly BuiltChunk[],
  srcDir: string,
  entryFiles: ReadonlySet<string>,
  /** Modules (relative to src/) every page needs besides its own, loaded apart from the entry. */
  withEveryPage: readonly string[] = [],
): Partial<Record<RouteKey, RouteChunks>> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // What the document already loads: the entries and everything they import statically.
  const loaded = new Set<string>();
  const load = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const f of byFile.get(file)?.imports ?? []) load(f);
  };
  for (const f of entryFiles) load(f);
  // A module's own chunk, or (when another chunk imports it statically) the chunk it was bundled into.
  const chunkOf = (module: string) => {
    const target = `${srcDir}/${module}`;
    const chunk =
      chunks.find((c) => c.facadeModuleId === target) ?? chunks.find((c) => c.moduleIds.includes(target));
    if (!chunk) throw new Error(`No chunk for ${module}`);
    return chunk;
  };
  const out: Partial<Record<RouteKey, RouteChunks>> = {};
  for (const [key, page] of Object.entries(PAGE_MODULES) as [RouteKey, { module: string }][]) {
    const chunk = chunkOf(page.module);
    const js: string[] = [];
    const seen = new Set<string>();
    const css = new Set<string>();
    const visit = (c: BuiltChunk) => {
      if (loaded.has(c.fileName) || seen.has(c.fileName)) return;
      seen.add(c.fileName);
      // A chunk of stylesheets alone (KaTeX's) is dropped by Vite after this runs: only its CSS is sent.
      if (!pureCss(c)) js.push(c.fileName);
      for (const f of c.viteMetadata?.importedCss ?? []) css.add(f);
      for (const f of c.imports) {
        const next = byFile.get(f);
        if (next) visit(next);
      }
    };
    visit(chunk);
    for (const module of withEveryPage) visit(chunkOf(module));
    out[key] = { js, css: [...css] };
  }
  return out;
}
