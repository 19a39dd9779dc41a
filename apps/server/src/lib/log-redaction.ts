import { redactEmails } from '@preparena/shared';

const SECRET_PARAMS = /([?&](?:token|otp|code|password|state|nonce)=)[^&#]*/gi;
const SECRET_SEGMENTS = /(\/(?:resetpassword|reset-password)\/)[^/?#]+/gi;

/** A URL fit for logs: tokens in paths and query strings, and e-mail addresses, are removed. */
export function redactUrl(url: string): string {
  return redactEmails(url.replace(SECRET_SEGMENTS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]'));
}

type ErrorLike = Error & Record<string, unknown>;

/** Fields of a PostgreSQL error (pg, PGlite) that name a rule or a schema object, never a value. */
const SAFE_DATABASE_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
];

/** The error's class as pino names it (Drizzle's query error keeps the name `Error`). */
const typeOf = (error: ErrorLike) => error.constructor?.name ?? error.name;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

/** The error and its causes, outermost first (a few levels at most). */
function chain(error: ErrorLike): ErrorLike[] {
  const links = [error];
  let cause = error.cause;
  while (isErrorLike(cause) && links.length < 5 && !links.includes(cause)) {
    links.push(cause);
    cause = cause.cause;
  }
  return links;
}

/** A PostgreSQL error: an SQLSTATE code and a severity (pg and PGlite alike). */
const isPostgresError = (e: ErrorLike) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';

/**
 * A failed query: Drizzle's error carries `query` and `params` (and its message repeats both),
 * PGlite's and pg's carry `params`, `detail` ("Key (email)=(…)"), `where` and the failing row.
 */
const isQueryError = (e: ErrorLike) => 'params' in e || 'query' in e || isPostgresError(e);

/** The stack's call frames without its first lines, which repeat the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

/**
 * A PostgreSQL message fit for logs: quoted text is replaced unless it is a name the error itself
 * gives (table, column, constraint…), as values appear quoted (`invalid input syntax for type
 * integer: "…"`, `value "…" is out of range`); e-mail addresses go too.
 */
function redactDatabaseMessage(error: ErrorLike): string {
  const names = new Set(SAFE_DATABASE_FIELDS.map((key) => error[key]).filter((v) => typeof v === 'string'));
  return redactEmails(
    error.message.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) =>
      names.has(inner) ? quoted : '"[redacted]"',
    ),
  );
}

/** A failed query as logs may keep it: its type, the database's message and code, the call frames. */
function queryErrorForLog(error: ErrorLike, links: ErrorLike[]) {
  const database = links.find(isPostgresError);
  const safe: Record<string, unknown> = {
    type: typeOf(error),
    message: database ? redactDatabaseMessage(database) : 'Failed query',
  };
  for (const key of SAFE_DATABASE_FIELDS) {
    if (database && typeof database[key] === 'string') safe[key] = database[key];
  }
  safe.stack = framesOf(error.stack);
  return safe;
}

/** Any other error as pino would log it: type, message, stack, its plain fields and causes. */
function plainErrorForLog(error: ErrorLike, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = { type: typeOf(error), message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || value === undefined || key in out) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  if (isErrorLike(error.cause) && depth < 4) out.cause = plainErrorForLog(error.cause, depth + 1);
  return out;
}

/**
 * The logger's `err` serializer. A failed query (or an error caused by one) keeps its message,
 * SQLSTATE code and the names of the table, column or constraint, never the SQL parameters, the
 * `detail` or `where` text or the row's values, which carry what the request sent (personal data).
 */
export function errorForLog(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  const links = chain(error);
  return links.some(isQueryError) ? queryErrorForLog(error, links) : plainErrorForLog(error);
}

/**
 * Fastify logger options: request lines carry method and redacted URL only (no headers, no bodies);
 * errors go through `errorForLog`.
 */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req(req: { method?: string; url?: string; ip?: string }) {
        return { method: req.method, url: redactUrl(req.url ?? '') };
      },
      err: errorForLog,
    },
  };
}
