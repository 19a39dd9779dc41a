/** Moves an item one place up or down in a list of ids. */
export function moved(ids: string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}
