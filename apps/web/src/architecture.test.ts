import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@preparena/shared';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of the web app (docs: ARCHITECTURE "Layout"): shared code → features → app.
 * Paths are relative to src/, without extension, e.g. `features/practice/routes/question`.
 *
 * - an area may reach another area only through its index (`features/learn`, not `features/learn/api/…`);
 * - `components/`, `lib/` and `config/` import no feature and nothing of `app/`;
 * - features import nothing of `app/`.
 */
export function importViolation(from: string, to: string): string | null {
  const fromArea = /^features\/([^/]+)\//.exec(from)?.[1];
  const toFeature = /^features\/([^/]+)(\/.*)?$/.exec(to);
  const toApp = to === 'app' || to.startsWith('app/');
  if (/^(components|lib|config)\//.test(from) && (toFeature || toApp))
    return `${from} is shared code and must not import ${to}`;
  if (fromArea && toApp) return `${from} is a feature and must not import ${to}`;
  if (fromArea && toFeature && toFeature[1] !== fromArea) {
    const rest = toFeature[2] ?? '';
    if (rest !== '' && rest !== '/index')
      return `${from} reaches into ${to}; import @/features/${toFeature[1]} (its index.ts) instead`;
  }
  return null;
}

/** Every violation among the imports of some files (file → its resolved import targets). */
export function boundaryViolations(imports: Record<string, string[]>): string[] {
  return Object.entries(imports).flatMap(([from, targets]) =>
    targets.flatMap((to) => importViolation(from, to) ?? []),
  );
}

const SRC = dirname(fileURLToPath(import.meta.url));
const SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const withoutExtension = (path: string) => path.replace(/\.(tsx?|json|css)$/, '');

/** Where an import of a file (src-relative, no extension) leads inside src/; null for a package. */
export function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('@/')) return withoutExtension(spec.slice(2));
  if (spec.startsWith('.')) return withoutExtension(posix.normalize(posix.join(posix.dirname(from), spec)));
  return null;
}

const srcPath = (file: string) => withoutExtension(relative(SRC, file).split('\\').join('/'));

/** The imports of one file as src-relative paths; package imports are left out. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap(
    (match) => resolveImport(srcPath(file), match[1] ?? match[2] ?? match[3] ?? '') ?? [],
  );
}

/** First segments of the app's routes ('learn', 'practice', 'question', …). */
const ROUTE_SEGMENTS = [
  ...new Set(
    Object.values(ROUTES)
      .map((path) => path.split('/')[1])
      .filter(Boolean),
  ),
];
const HARD_CODED_PATH = new RegExp(`(['"\`])/(${ROUTE_SEGMENTS.join('|')})(?=[/?'"\`])|\\bto=["']/["']`);

/** Lines of a source text that write an in-app path by hand instead of using ROUTES or routePath. */
export function hardCodedPaths(text: string): string[] {
  return text.split('\n').filter((line) => HARD_CODED_PATH.test(line));
}

describe('in-app paths', () => {
  it('come from the route table everywhere', () => {
    const found = sourceFiles(SRC)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.endsWith(join('config', 'paths.ts')))
      .flatMap((file) =>
        hardCodedPaths(readFileSync(file, 'utf8')).map((line) => `${srcPath(file)}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('are caught when written by hand', () => {
    expect(hardCodedPaths('<Link to="/practice">')).toHaveLength(1);
    expect(hardCodedPaths('navigate(`/question/12`)')).toHaveLength(1);
    expect(hardCodedPaths("navigate('/login?error=x')")).toHaveLength(1);
    expect(hardCodedPaths('<Link to="/" />')).toHaveLength(1);
    expect(hardCodedPaths("api('/api/questions')")).toEqual([]);
    expect(hardCodedPaths('<Link to={ROUTES.practice}>')).toEqual([]);
  });
});

describe('import boundaries', () => {
  it('holds for every file of apps/web/src', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const imports = Object.fromEntries(files.map((file) => [srcPath(file), importsOf(file)]));
    expect(boundaryViolations(imports)).toEqual([]);
  });

  it('reads aliased, relative, re-exported and lazy imports', () => {
    const probe = join(SRC, 'features/practice/routes/question.tsx');
    const found = importsOf(probe);
    expect(found).toContain('components/ui/skeleton');
    expect(found).toContain('features/practice/api/get-question');
    // A lazy import: the browser renderer of rich text is loaded only when a text has no HTML.
    expect(importsOf(join(SRC, 'components/ui/rich-text.tsx'))).toContain('components/ui/markdown');
  });

  it('lets an area use another through its index, and shared code', () => {
    expect(
      boundaryViolations({
        'features/practice/components/filters-bar': ['features/learn', 'lib/session/use-session'],
        'features/admin/routes/admin-home': ['features/learn/index', 'components/ui/skeleton'],
        'features/practice/routes/question': ['features/practice/api/get-question', 'config/paths'],
        'app/router': ['features/practice/routes/practice', 'features/learn'],
        'lib/analytics': ['lib/api-client', 'config/paths'],
      }),
    ).toEqual([]);
  });

  it("fails when an area reaches into another area's files", () => {
    expect(
      boundaryViolations({
        'features/practice/components/filters-bar': ['features/learn/api/get-courses'],
        'features/practice/components/practice-summary': ['features/ratings/components/badge'],
      }),
    ).toHaveLength(2);
  });

  it('fails when shared code imports a feature or the app, or a feature imports the app', () => {
    const found = boundaryViolations({
      'components/ui/theme-toggle': ['app/layout/top-nav'],
      'lib/analytics': ['features/session/use-session'],
      'config/paths': ['features/learn'],
      'features/practice/routes/question': ['app/layout/theme-toggle'],
    });
    expect(found).toHaveLength(4);
    expect(found[0]).toMatch(/shared code/);
    expect(found[3]).toMatch(/is a feature/);
  });

  it('resolves relative paths before judging them', () => {
    const from = 'features/practice/components/filters-bar';
    expect(resolveImport(from, '../../learn/api/get-course')).toBe('features/learn/api/get-course');
    expect(resolveImport(from, '../../learn')).toBe('features/learn');
    expect(resolveImport(from, '../hooks/use-practice-params')).toBe(
      'features/practice/hooks/use-practice-params',
    );
    expect(resolveImport(from, 'react')).toBeNull();
    expect(
      boundaryViolations({ [from]: [resolveImport(from, '../../learn/api/get-course') ?? ''] }),
    ).toHaveLength(1);
  });
});
