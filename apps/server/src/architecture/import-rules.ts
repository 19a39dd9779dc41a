/**
 * The server's import boundaries (docs/architecture.md, "Areas"). Paths are relative to
 * apps/server/src, with forward slashes and the .ts file name an import resolves to.
 */
export interface ImportEdge {
  from: string;
  to: string;
}

const areaOf = (file: string): string | undefined => /^modules\/([^/]+)\//.exec(file)?.[1];

/** What one area may use of another: its index (plugin and calls) and its tables (keys, read joins). */
function isPublicSurface(file: string, area: string): boolean {
  return file === `modules/${area}/index.ts` || file === `modules/${area}/${area}.tables.ts`;
}

/** Folders below the areas: they serve every area and so may know none of them. */
const FOUNDATION = ['plugins/', 'db/', 'lib/', 'config/', 'errors.ts'];

/** Why an import breaks a boundary, or undefined when it is allowed. */
export function importViolation({ from, to }: ImportEdge): string | undefined {
  const fromArea = areaOf(from);
  const toArea = areaOf(to);
  if (toArea && FOUNDATION.some((prefix) => from.startsWith(prefix))) {
    return `${from} is below the areas and may not import ${to}`;
  }
  if (fromArea && toArea && fromArea !== toArea && !isPublicSurface(to, toArea)) {
    return `${from} reaches into the ${toArea} area (${to}); use modules/${toArea}/index.ts or a domain event`;
  }
  return undefined;
}

/** Files that may hold SQL: repositories, table definitions, seeds, tests, and the composition roots. */
function mayHoldSql(file: string): boolean {
  return (
    /\.(repository|tables|seed|test)\.ts$/.test(file) ||
    ['db/', 'seed/', 'bench/'].some((prefix) => file.startsWith(prefix))
  );
}

/**
 * Why a file's value import of Drizzle or of a table breaks "SQL lives in repositories only", or
 * undefined when it is allowed (type-only imports are always allowed).
 */
export function sqlPlacementViolation(
  file: string,
  specifier: string,
  typeOnly: boolean,
): string | undefined {
  if (typeOnly || mayHoldSql(file)) return undefined;
  if (specifier === 'drizzle-orm' || specifier.endsWith('.tables.js')) {
    return `${file} imports ${specifier}: SQL belongs in a *.repository.ts of its area`;
  }
  return undefined;
}
