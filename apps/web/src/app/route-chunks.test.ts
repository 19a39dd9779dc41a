import { describe, expect, it } from 'vitest';
import { type BuiltChunk, routeChunks } from './route-chunks';
import { PAGE_MODULES } from './route-modules';

const chunk = (fileName: string, facade: string | null, imports: string[] = [], moduleIds: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId: facade, imports, moduleIds }) as BuiltChunk;

describe('the chunks each page needs', () => {
  // One chunk per page module, the question page importing a shared helper and the router chunk.
  const pages = [...new Set(Object.values(PAGE_MODULES).map((p) => p?.module ?? ''))];
  const chunks = [
    chunk('assets/index.js', '/src/main.tsx', ['assets/router.js']),
    chunk('assets/router.js', null),
    chunk('assets/helper.js', null, ['assets/router.js']),
    ...pages.map((module) =>
      chunk(
        `assets/${module}.js`,
        `/src/${module}`,
        module.endsWith('question.tsx') ? ['assets/helper.js'] : [],
      ),
    ),
  ];

  it('lists a page chunk with what it imports, leaving out what the entry already loads', () => {
    const out = routeChunks(chunks, '/src', new Set(['assets/index.js']));
    expect(out.question?.js).toEqual(['assets/features/practice/routes/question.tsx.js', 'assets/helper.js']);
    expect(out.home?.js).toEqual(['assets/features/home/routes/home.tsx.js']);
  });

  it('sends a chunk of stylesheets alone as its CSS, not as a script that does not exist', () => {
    const styled = chunks.map((c) =>
      c.fileName.endsWith('question.tsx.js') ? { ...c, imports: [...c.imports, 'assets/katex.min.js'] } : c,
    );
    const katex = {
      ...chunk('assets/katex.min.js', null, [], ['/node_modules/katex/dist/katex.min.css']),
      viteMetadata: { importedCss: new Set(['assets/katex.css']) },
    };
    const out = routeChunks([...styled, katex], '/src', new Set(['assets/index.js']));
    expect(out.question?.js).not.toContain('assets/katex.min.js');
    expect(out.question?.css).toEqual(['assets/katex.css']);
  });

  it('fails the build when a page has no chunk', () => {
    expect(() => routeChunks(chunks.slice(0, 3), '/src', new Set(['assets/index.js']))).toThrow(/No chunk/);
  });
});
