/** Whether a database error is a unique violation (PostgreSQL 23505), bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.cause ?? e).code === '23505';
}
