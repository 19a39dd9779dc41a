/** A query string of the given parameters, leaving out those that are undefined or empty. */
export function queryString(params: object): string {
  return new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  ).toString();
}
