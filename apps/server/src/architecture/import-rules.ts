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
