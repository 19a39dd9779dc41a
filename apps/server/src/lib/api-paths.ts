/** Whether a path (without its query) belongs to the JSON API: `/api` and everything below it. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
