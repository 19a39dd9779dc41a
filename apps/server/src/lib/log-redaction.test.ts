import { describe, expect, it } from 'vitest';
import { errorForLog, redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('removes reset tokens from paths and secrets from query strings', () => {
    expect(redactUrl('/api/resetpassword/abc123')).toBe('/api/resetpassword/[redacted]');
    expect(redactUrl('/auth/google/success?token=eyJ.x.y&next=/')).toBe(
      '/auth/google/success?token=[redacted]&next=/',
    );
    expect(redactUrl('/api/x?otp=123456')).toBe('/api/x?otp=[redacted]');
  });

  it('removes e-mail addresses', () => {
    expect(redactUrl('/api/check?email=asha@example.com')).toBe('/api/check?email=[redacted]');
  });
});

/** Drizzle's error around a PostgreSQL one, shaped as drizzle-orm and pg/PGlite build them. */
function failedQuery() {
  const database = Object.assign(new Error('invalid input syntax for type uuid: "asha@example.com"'), {
    code: '22P02',
    severity: 'ERROR',
    routine: 'string_to_uuid',
    detail: 'Key (email)=(asha@example.com) already exists.',
    where: "unnamed portal parameter $1 = 'asha@example.com'",
    query: 'select * from users where id = $1',
    params: ['asha@example.com'],
  });
  class DrizzleQueryError extends Error {
    query = 'select * from users where id = $1';
    params = ['asha@example.com'];
  }
  const error = new DrizzleQueryError(
    'Failed query: select * from users where id = $1\nparams: asha@example.com',
  );
  error.cause = database;
  return error;
}

describe('errorForLog', () => {
  it('keeps the message, code and names of a failed query but none of its values', () => {
    const logged = errorForLog(failedQuery()) as Record<string, unknown>;
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'invalid input syntax for type uuid: "[redacted]"',
      code: '22P02',
      routine: 'string_to_uuid',
    });
    expect(JSON.stringify(logged)).not.toContain('asha');
    expect(logged).not.toHaveProperty('detail');
    expect(logged).not.toHaveProperty('where');
  });

  it('keeps the quoted names the database error gives itself', () => {
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        severity: 'ERROR',
        constraint: 'users_email_key',
        table: 'users',
        detail: 'Key (email)=(asha@example.com) already exists.',
      },
    );
    expect(errorForLog(error)).toMatchObject({
      message: 'duplicate key value violates unique constraint "users_email_key"',
      constraint: 'users_email_key',
      table: 'users',
    });
  });

  it('logs any other error with its message, fields and cause', () => {
    const error = Object.assign(new Error('SMTP refused', { cause: new Error('connection reset') }), {
      code: 'ECONNRESET',
    });
    expect(errorForLog(error)).toMatchObject({
      type: 'Error',
      message: 'SMTP refused',
      code: 'ECONNRESET',
      cause: { message: 'connection reset' },
    });
    expect(errorForLog('not an error')).toBe('not an error');
  });
});
