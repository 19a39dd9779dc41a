import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importViolation, sqlPlacementViolation } from './import-rules.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every relative import of src (static, dynamic and re-exports), resolved to the file it names. */
function importEdges(): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), (match[1] ?? '').replace(/\.js$/, '.ts'));
      edges.push({ from: path.relative(SRC, file), to: path.relative(SRC, target) });
    }
  }
  return edges.map(({ from, to }) => ({
    from: from.split(path.sep).join('/'),
    to: to.split(path.sep).join('/'),
  }));
}

/** Every import statement of src: the file, the specifier as written, and whether it is type-only. */
function importStatements(): { file: string; specifier: string; typeOnly: boolean }[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+(type\s)?[^;]*?from\s+'([^']+)';/gms)].map(
      (match) => ({
        file: path.relative(SRC, file).split(path.sep).join('/'),
        specifier: match[2] ?? '',
        typeOnly: Boolean(match[1]),
      }),
    ),
  );
}

describe('server import boundaries', () => {
  it('keep SQL in repositories: no other file imports Drizzle or a table', () => {
    const statements = importStatements();
    expect(statements.some((s) => s.specifier === 'drizzle-orm')).toBe(true);
    const violations = statements
      .map((s) => sqlPlacementViolation(s.file, s.specifier, s.typeOnly))
      .filter(Boolean);
    expect(violations).toEqual([]);
  });

  it('tell a route or service that queries from a repository that may', () => {
    expect(sqlPlacementViolation('modules/mail/mail.admin.routes.ts', 'drizzle-orm', false)).toMatch(
      /repository/,
    );
    expect(sqlPlacementViolation('modules/practice/x.service.ts', './practice.tables.js', false)).toMatch(
      /repository/,
    );
    expect(
      sqlPlacementViolation('modules/practice/x.service.ts', './practice.tables.js', true),
    ).toBeUndefined();
    expect(
      sqlPlacementViolation('modules/practice/questions.repository.ts', 'drizzle-orm', false),
    ).toBeUndefined();
  });

  it('hold for every import of src', () => {
    const edges = importEdges();
    expect(edges.length).toBeGreaterThan(100);
    expect(edges.map(importViolation).filter(Boolean)).toEqual([]);
  });

  it('let an area use another only through its index or tables', () => {
    expect(
      importViolation({ from: 'modules/learn/learn.admin.routes.ts', to: 'modules/practice/topic-index.ts' }),
    ).toMatch(/reaches into the practice area/);
    expect(
      importViolation({ from: 'modules/home/home.repository.ts', to: 'modules/practice/index.ts' }),
    ).toBeUndefined();
    expect(
      importViolation({ from: 'modules/auth/auth.tables.ts', to: 'modules/users/users.tables.ts' }),
    ).toBeUndefined();
    expect(importViolation({ from: 'modules/practice/a.ts', to: 'modules/practice/b.ts' })).toBeUndefined();
  });

  it('keep plugins, db and lib below every area', () => {
    expect(importViolation({ from: 'plugins/spa-host.ts', to: 'modules/seo/page-meta.ts' })).toMatch(
      /below the areas/,
    );
    expect(importViolation({ from: 'lib/x.ts', to: 'modules/users/index.ts' })).toMatch(/below the areas/);
    expect(importViolation({ from: 'app.ts', to: 'modules/users/index.ts' })).toBeUndefined();
  });
});
